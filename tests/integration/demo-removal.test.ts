/**
 * "Remove demo data" (issue 35) over HTTP: admins only, confirmed, audited; it takes every demo
 * record and what was added to them since (a payment staff recorded on a demo booking, the
 * student and e-mail that made), keeps every real record and real page view, and the demo does
 * not come back.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoStory } from "../../server/db/seed/demo";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  TEST_SECRET,
  type TestServer,
} from "../support/test-server";

const NOW = new Date("2026-03-18T14:30:00Z");
const TODAY = "2026-03-18";

let server: TestServer;
let admin: string;
let editor: string;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const count = async (table: string) =>
  (await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n ?? 0;

const seed = () =>
  seedDemoStory(server.database.db, {
    now: NOW,
    secret: TEST_SECRET,
    publicUrl: server.config.publicUrl,
  });

const removal = (token: string | undefined, body: unknown) =>
  server.fetch("/api/admin/demo-data/removal", jsonRequest("POST", body, token));

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  admin = await loginAsAdmin(server);
  expect((await seed()).seeded).toBe(true);

  // Real life next to the demo: a family's quote request, a consented page view on a page the
  // demo also counted today, and an editor.
  expect(
    (
      await server.fetch(
        "/api/quote-requests",
        jsonRequest("POST", {
          firstName: "Róisín",
          lastName: "Keane",
          email: "roisin.keane@example.org",
          programId: "general-english-cork",
          duration: "4-weeks",
          gdprConsent: true,
        }),
      )
    ).status,
  ).toBe(201);
  expect(
    (await server.fetch("/api/page-views", jsonRequest("POST", { path: "/", locale: "en" })))
      .status,
  ).toBeLessThan(300);
  await expectJson(
    await server.fetch(
      "/api/admin/users",
      jsonRequest(
        "POST",
        {
          username: "demo.editor",
          displayName: "Demo Editor",
          role: "editor",
          password: "editor-pass-2031!",
        },
        admin,
      ),
    ),
    201,
  );
  editor = (
    await expectJson<{ token: string }>(
      await server.fetch(
        "/api/admin/login",
        jsonRequest("POST", { username: "demo.editor", password: "editor-pass-2031!" }),
      ),
      200,
    )
  ).token;

  // Staff try the demo: the deposit of a demo booking arrives (a payment, a student, an e-mail).
  const [accepted] = await rows<{ id: number; deposit: number }>(
    sql`select id, deposit_cents as deposit from bookings where status = 'accepted' order by id limit 1`,
  );
  await expectJson(
    await server.fetch(
      `/api/admin/bookings/${accepted?.id}/payments`,
      jsonRequest(
        "POST",
        {
          amountCents: accepted?.deposit,
          receivedOn: TODAY,
          method: "bank-transfer",
          note: "",
        },
        admin,
      ),
    ),
    201,
  );
}, 60_000);
afterAll(() => server?.stop());

describe("removing the demo data", () => {
  it("is for admins only, and must be confirmed", async () => {
    expect((await removal(undefined, { confirm: true })).status).toBe(401);
    expect((await removal(editor, { confirm: true })).status).toBe(403);
    expect(
      (
        await server.fetch("/api/admin/demo-data", {
          headers: { Authorization: `Bearer ${editor}` },
        })
      ).status,
    ).toBe(403);
    expect((await removal(admin, {})).status).toBe(400);
    expect((await removal(admin, { confirm: "yes" })).status).toBe(400);
    expect(await count("bookings")).toBe(90);
    expect(await count("accommodation_placements")).toBeGreaterThan(0);
  });

  it("says what there is, removes all of it in one audited action, and keeps real records", async () => {
    const status = await expectJson<{ total: number; counts: Record<string, number> }>(
      await server.fetch("/api/admin/demo-data", { headers: { Authorization: `Bearer ${admin}` } }),
      200,
    );
    expect(status.counts.bookings).toBe(90);
    expect(status.counts.classes).toBe(6);
    // The story's students and the small demo's eight.
    expect(status.counts.students).toBeGreaterThan(8);

    const { removed } = await expectJson<{ removed: Record<string, number> }>(
      await removal(admin, { confirm: true }),
      200,
    );
    expect(removed).toMatchObject({
      bookings: 90,
      agencies: 2,
      // Two office staff and the three teachers, with their rooms, classes and closures.
      staff_users: 5,
      rooms: 7,
      classes: 6,
      school_closures: 2,
      contact_inquiries: 92,
      level_test_sessions: 170,
      campaigns: 1,
    });

    for (const table of [
      "bookings",
      "offers",
      "booking_payments",
      "booking_events",
      "invoices",
      "agency_payments",
      "invoice_allocations",
      "students",
      "contact_inquiries",
      "inquiry_notes",
      "level_test_sessions",
      "level_test_answers",
      "newsletter_subscriptions",
      "campaigns",
      "agencies",
      "agent_users",
      "agent_invitations",
      "rooms",
      "classes",
      "school_closures",
      "lessons",
      "enrolments",
      "register_entries",
    ]) {
      expect(await count(table), table).toBe(0);
    }
    // The demo's numbers are given back: real invoicing starts at 1 again.
    expect(
      await rows(sql`select last_number from invoice_sequences where last_number > 0`),
    ).toEqual([]);
    // Real records stay: the family's request and the messages it sent, the staff accounts.
    const quotes = await rows<{ email: string }>(sql`select email from quote_requests`);
    expect(quotes).toEqual([{ email: "roisin.keane@example.org" }]);
    const outbox = await rows<{ to: string }>(sql`select to_address as "to" from email_outbox`);
    expect(outbox.length).toBeGreaterThan(0);
    expect(outbox.filter((row) => row.to.endsWith(".demo@example.com"))).toEqual([]);
    const staff = await rows<{ username: string }>(
      sql`select username from staff_users order by username`,
    );
    expect(staff.map((row) => row.username)).toEqual(["demo.editor", "test-admin"]);
    // The demo's views are subtracted; the real one remains.
    expect(await rows(sql`select day::text, path, locale, views from page_views`)).toEqual([
      { day: TODAY, path: "/", locale: "en", views: 1 },
    ]);
    // The demo's own audit entries go; the removal is one more, by the admin.
    const trail = await rows<{ actor: string; summary: string; action: string }>(
      sql`select actor_name as actor, summary, action from audit_log order by id`,
    );
    const demoActors = ["Aoife Byrne", "Ciarán Walsh", "Student", "System"];
    expect(trail.filter((row) => demoActors.includes(row.actor))).toEqual([]);
    expect(trail.at(-1)).toMatchObject({
      actor: "test-admin",
      action: "delete",
      summary: expect.stringMatching(
        /^Removed the demo data \(\d+ records and the demo's page views\)$/,
      ),
    });
  });

  it("leaves nothing registered, and the demo does not come back", async () => {
    const status = await expectJson<{ total: number }>(
      await server.fetch("/api/admin/demo-data", { headers: { Authorization: `Bearer ${admin}` } }),
      200,
    );
    expect(status.total).toBe(0);
    expect(await rows(sql`select key from seed_log where key like 'demo:%'`)).toEqual([]);
    expect((await seed()).seeded).toBe(false);
    expect(await count("bookings")).toBe(0);
    // The host families, their households, rooms and placements went with the story (issue 31).
    for (const table of [
      "accommodation_providers",
      "household_members",
      "accommodation_rooms",
      "accommodation_placements",
    ]) {
      expect(await count(table), table).toBe(0);
    }
    // Removing again finds nothing to remove, and writes nothing.
    const audit = await count("audit_log");
    const again = await expectJson<{ removed: Record<string, number>; total: number }>(
      await removal(admin, { confirm: true }),
      200,
    );
    expect(again).toEqual({ removed: {}, total: 0 });
    expect(await count("audit_log")).toBe(audit);
  });
});
