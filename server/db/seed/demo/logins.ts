/**
 * The logins a development start prints besides the local admin's: the demo's editor and agent
 * and a family's offer link, each only while its account or offer is still there. They are kept
 * in DATA_DIR/demo-logins.json (readable by the developer only, like local-admin.json), where
 * `npm run screenshots` reads them too. A role that arrives later (a teacher, a host) writes its
 * login with the others when the story seeds it (organisation.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { Lang } from "@shared/bookings/types";
import { and, asc, desc, eq, gt, inArray, isNull, like, sql } from "drizzle-orm";
import { verifyPassword } from "../../../services/auth/passwords";
import { offerPageUrl } from "../../../services/bookings/offer-url";
import { dublinDay } from "../../../services/bookings/store";
import { linkToken } from "../../../services/bookings/tokens";
import type { Database } from "../../client";
import {
  agencies,
  agentUsers,
  bookings,
  enrolments,
  offers,
  seedLog,
  staffUsers,
} from "../../schema";
import type { DemoLogin } from "./organisation";
import { DEMO_KEY_PREFIX } from "./registry";

const FILE = "demo-logins.json";

export function rememberDemoLogins(dataDir: string, logins: DemoLogin[]): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, FILE), JSON.stringify(logins, null, 2), { mode: 0o600 });
}

function rememberedLogins(dataDir: string): DemoLogin[] {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, FILE), "utf8")) as DemoLogin[];
  } catch {
    return [];
  }
}

/**
 * The account is there, may sign in, and its password is still the one printed: like the local
 * admin's, a demo login is forgotten once someone changes it.
 */
async function stillUsable(db: Database, login: DemoLogin): Promise<boolean> {
  if (!login.username || !login.password) return false;
  let hash: string | undefined;
  if (login.kind === "staff") {
    const [row] = await db
      .select({ active: staffUsers.isActive, hash: staffUsers.passwordHash })
      .from(staffUsers)
      .where(eq(staffUsers.username, login.username));
    hash = row?.active ? row.hash : undefined;
  } else {
    const [row] = await db
      .select({
        active: agentUsers.isActive,
        agency: agencies.status,
        hash: agentUsers.passwordHash,
      })
      .from(agentUsers)
      .innerJoin(agencies, eq(agencies.id, agentUsers.agencyId))
      .where(eq(agentUsers.email, login.username));
    hash = row?.active && row.agency === "active" ? row.hash : undefined;
  }
  return hash ? (await verifyPassword(login.password, hash)).matches : false;
}

async function registeredBookings(db: Database): Promise<number[]> {
  return (
    await db
      .select({ key: seedLog.key })
      .from(seedLog)
      .where(like(seedLog.key, `${DEMO_KEY_PREFIX}bookings:%`))
  ).map((row) => Number(row.key.split(":").at(-1)));
}

/** A demo family's open offer: the page a person reads from the link in their e-mail. */
async function openDemoOffer(
  db: Database,
  options: { secret: string; now: Date },
  registered: number[],
): Promise<DemoLogin | null> {
  if (registered.length === 0) return null;
  const [open] = await db
    .select({ nonce: offers.tokenNonce, locale: bookings.locale, validUntil: offers.validUntil })
    .from(offers)
    .innerJoin(bookings, eq(bookings.id, offers.bookingId))
    .where(
      and(
        inArray(bookings.id, registered),
        eq(bookings.status, "offer-sent"),
        eq(offers.status, "sent"),
        isNull(bookings.agencyId),
      ),
    )
    // One with a room in it reads most like a real offer.
    .orderBy(
      desc(
        sql`${bookings.accommodationType} is not null and ${bookings.accommodationType} <> 'none'`,
      ),
      desc(offers.validUntil),
      desc(offers.id),
    )
    .limit(1);
  if (!open?.nonce || open.validUntil < dublinDay(options.now)) return null;
  return {
    kind: "family",
    role: "A family's offer (no login)",
    path: offerPageUrl("", open.locale as Lang, linkToken(options.secret, open.nonce)),
  };
}

/**
 * A demo student's booking page while their course runs: their class, the week's lessons and
 * their attendance (issue 30); one who needs a visa first, as the story opened that link.
 */
async function runningDemoBooking(
  db: Database,
  options: { secret: string; now: Date },
  registered: number[],
): Promise<DemoLogin | null> {
  if (registered.length === 0) return null;
  const [open] = await db
    .select({ nonce: offers.tokenNonce, locale: bookings.locale })
    .from(offers)
    .innerJoin(bookings, eq(bookings.id, offers.bookingId))
    .where(
      and(
        inArray(bookings.id, registered),
        eq(offers.status, "accepted"),
        gt(offers.tokenExpiresAt, options.now),
        sql`exists (select 1 from ${enrolments} where ${enrolments.bookingId} = ${bookings.id})`,
      ),
    )
    .orderBy(desc(bookings.needsVisa), asc(bookings.id))
    .limit(1);
  if (!open?.nonce) return null;
  return {
    kind: "family",
    role: "A student's booking page: class and attendance (no login)",
    path: offerPageUrl("", open.locale as Lang, linkToken(options.secret, open.nonce)),
  };
}

/** The demo's logins still usable, and a family's open offer; written back for the screenshots. */
export async function demoLoginsToPrint(
  db: Database,
  options: { dataDir: string; secret: string; now: Date },
): Promise<DemoLogin[]> {
  const accounts = rememberedLogins(options.dataDir).filter((login) => login.kind !== "family");
  // Each check is a scrypt hash (~0.4 s): side by side.
  const usable = await Promise.all(accounts.map((login) => stillUsable(db, login)));
  const printed = accounts.filter((_, index) => usable[index]);
  const registered = await registeredBookings(db);
  const offer = await openDemoOffer(db, options, registered);
  if (offer) printed.push(offer);
  const running = await runningDemoBooking(db, options, registered);
  if (running) printed.push(running);
  rememberDemoLogins(options.dataDir, printed);
  return printed;
}
