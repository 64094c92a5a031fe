/**
 * The public writes bench:load measures (issue 33): each kind's request, the rows a kind needs
 * before the clock starts (finished level-test sittings, sent offers), and an exact count of
 * what was stored. Every row a run writes carries the run's mark in its e-mail address, so the
 * count is of this run's rows only, whatever earlier runs left in a shared PostgreSQL database.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import type { LoadRequest } from "./load";

export const writeKinds = ["contact", "quote", "newsletter", "level-test", "offer"] as const;
export type WriteKind = (typeof writeKinds)[number];

export function parseWriteKinds(value: string | undefined): WriteKind[] {
  if (!value) return [...writeKinds];
  const kinds = value.split(",").map((kind) => kind.trim());
  for (const kind of kinds) {
    if (!(writeKinds as readonly string[]).includes(kind)) {
      throw new Error(`BENCH_WRITES: unknown kind ${kind} (known: ${writeKinds.join(", ")})`);
    }
  }
  return kinds as WriteKind[];
}

/** Kinds whose every write uses up a row seeded before the clock starts. */
export const seededKinds: readonly WriteKind[] = ["level-test", "offer"];

/** A distinct client address per request (the public write allowance is per address). */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** The e-mail of the n-th write of a kind in a run: the mark stored rows are counted by. */
const emailOf = (run: string, kind: WriteKind, n: number) => `load-${run}-${kind}-${n}@example.com`;
const markOf = (run: string, kind: WriteKind) => `load-${run}-${kind}-%`;

/** The visitor's token of the n-th seeded sitting (sessions.ts wants /^[\w-]{20,100}$/). */
const sittingToken = (run: string, n: number) => `bench-sitting-${run}-${n}`;

/** The 43-character link of the n-th seeded offer; seedWrites computes the same in SQL. */
const offerToken = (run: string, n: number) =>
  createHash("sha256").update(`bench-offer-${run}-${n}`).digest("base64url");

const adult = {
  passportName: "LOAD BENCH",
  dateOfBirth: "1998-03-14",
  nationality: "Spanish",
  address: "Calle Mayor 12, 28013 Madrid, Spain",
  emergencyContact: { name: "Carmen López", phone: "+34 600 123 456" },
  acceptTerms: true,
};

/** The n-th request of a kind (n from 1); the seeded kinds use up seeded row n. */
export function writeRequest(kind: WriteKind, run: string, n: number): LoadRequest {
  const email = emailOf(run, kind, n);
  const post = (path: string, body: unknown): LoadRequest => ({
    method: "POST",
    path,
    headers: { "Content-Type": "application/json", "X-Forwarded-For": addressOf(n) },
    body: JSON.stringify(body),
  });
  switch (kind) {
    case "contact":
      return post("/api/contact-inquiries", {
        name: "Load Bench",
        email,
        subject: "Load test",
        message: "A realistic enquiry body, about as long as the ones people really send us.",
        gdprConsent: true,
      });
    case "quote":
      return post("/api/quote-requests", {
        firstName: "Load",
        lastName: "Bench",
        email,
        programId: "junior-summer-dublin",
        ageGroup: "26-35",
        duration: "2-weeks",
        accommodation: "host-family",
        startDate: "2027-07-05",
        gdprConsent: true,
        locale: "es",
      });
    case "newsletter":
      return post("/api/newsletter-subscriptions", { email, locale: "en" });
    case "level-test":
      return post(`/api/level-test/sessions/${sittingToken(run, n)}/result-email`, {
        name: "Load Bench",
        email,
        gdprConsent: true,
      });
    case "offer":
      return post(`/api/offers/${offerToken(run, n)}/accept`, adult);
  }
}

/** The rows of this run's writes of a kind that are stored (acknowledged must equal it). */
export async function storedWrites(db: Database, kind: WriteKind, run: string): Promise<number> {
  const mark = markOf(run, kind);
  const counted = {
    contact: sql`select count(*)::int as n from contact_inquiries where email like ${mark}`,
    quote: sql`select count(*)::int as n from quote_requests where email like ${mark}`,
    newsletter: sql`select count(*)::int as n from newsletter_subscriptions where email like ${mark}`,
    "level-test": sql`select count(*)::int as n from level_test_sessions
      where email like ${mark} and lead_at is not null and consent_at is not null`,
    offer: sql`select count(*)::int as n from bookings b join offers o on o.booking_id = b.id
      where b.email like ${mark} and o.status = 'accepted' and b.status = 'accepted'`,
  }[kind];
  const result = await db.execute<{ n: number }>(counted);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) ?? [];
  return Number(rows[0]?.n ?? 0);
}

/** Columns of a table a copy may set: not its identity, not generated. */
async function copyableColumns(db: Database, table: string): Promise<string[]> {
  const result = await db.execute<{ column_name: string }>(sql`
    select column_name from information_schema.columns
    where table_schema = 'public' and table_name = ${table}
      and is_identity = 'NO' and is_generated = 'NEVER' and column_name <> 'id'
    order by ordinal_position`);
  const rows = Array.isArray(result)
    ? result
    : (result as { rows: { column_name: string }[] }).rows;
  return rows.map((row) => row.column_name);
}

/**
 * `count` finished sittings, unclaimed (no e-mail yet), and `count` copies of one sent offer
 * and its booking (`offerId`, made through the API), each with its own link. One statement per
 * table, as bench/support/seed-admin.ts does.
 */
export async function seedWrites(
  db: Database,
  kinds: readonly WriteKind[],
  run: string,
  count: number,
  offerId: number | null,
): Promise<void> {
  if (kinds.includes("level-test")) {
    await db.execute(sql`
      insert into level_test_sessions
        (token_hash, lang, age_group, started_at, expires_at, completed_at, result_level, result_skills)
      select
        rtrim(translate(encode(sha256(convert_to('bench-sitting-' || ${run} || '-' || i, 'UTF8')),
          'base64'), '+/', '-_'), '='),
        'en', '18-25', now() - interval '10 minutes', now() + interval '1 day', now(), 'B1',
        '{"grammar":{"level":"B1","answered":8,"correct":5},"reading":{"level":"B1","answered":6,"correct":4}}'::jsonb
      from generate_series(1, ${count}) as s(i)`);
  }
  if (kinds.includes("offer") && offerId !== null) {
    const bookingColumns = (await copyableColumns(db, "bookings")).filter((c) => c !== "email");
    const offerColumns = (await copyableColumns(db, "offers")).filter(
      (c) => c !== "booking_id" && c !== "token_hash",
    );
    const list = (columns: string[], prefix: string) =>
      sql.raw(columns.map((column) => `${prefix}"${column}"`).join(", "));
    await db.execute(sql`
      insert into bookings (${list(bookingColumns, "")}, email)
      select ${list(bookingColumns, "b.")}, 'load-' || ${run} || '-offer-' || i || '@example.com'
      from bookings b join offers o on o.booking_id = b.id, generate_series(1, ${count}) as s(i)
      where o.id = ${offerId}`);
    await db.execute(sql`
      insert into offers (${list(offerColumns, "")}, booking_id, token_hash)
      select ${list(offerColumns, "o.")}, b.id,
        encode(sha256(convert_to(rtrim(translate(encode(sha256(convert_to(
          'bench-offer-' || ${run} || '-' || split_part(split_part(b.email, '-offer-', 2), '@', 1),
          'UTF8')), 'base64'), '+/', '-_'), '='), 'UTF8')), 'hex')
      from offers o, bookings b
      where o.id = ${offerId} and b.email like ${markOf(run, "offer")}`);
  }
  await db.execute(sql`analyze`);
}
