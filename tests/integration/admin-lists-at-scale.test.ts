/**
 * The staff lists' search and counts after decision 0054: each list searches one text (its
 * fields joined by newlines, behind one trigram index) instead of ORed ILIKEs per field, and
 * counts up to COUNT_LIMIT. These tests hold the search to its old meaning (a row is found by a
 * part of any searched field; a term never matches across two fields) and the counts to their
 * rule (exact up to the limit and on the last page, "more than" past it, no row skipped or
 * repeated when paging past the limit).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totalText } from "../../app/components/ui/pagination";
import { loader as inquiriesLoader } from "../../app/routes/admin/leads/inquiries";
import { loader as studentsLoader } from "../../app/routes/admin/people/students";
import { COUNT_LIMIT } from "../../server/services/paging";
import { adminScreens, field } from "../support/admin-screens";
import { loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

interface PageOf {
  items: Record<string, unknown>[];
  total: number;
  totalCapped?: boolean;
  page: number;
  pageSize: number;
}

let server: TestServer;
let auth: Record<string, string>;
let token: string;
const screens = adminScreens(() => server);

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAsAdmin(server);
  auth = { Authorization: `Bearer ${token}` };
  const db = server.database.db;
  await db.execute(sql`
    insert into contact_inquiries (name, email, phone, country, subject, message, gdpr_consent_at)
    values ('Saoirse Quennell', 'sq-inbox@example.org', '+353 87 555 0101', 'Iceland',
            'Xylophone lessons', 'Do you teach marimbaphonics?', now()),
           ('Other Person', 'other@example.com', null, null, 'Exam dates', 'Hello', now())`);
  await db.execute(sql`
    insert into quote_requests (first_name, last_name, email, phone, country, program_title,
      start_date, duration_option, special_requests, total_cost, gdpr_consent_at)
    values ('Wilhelmina', 'Zabriskie', 'wz-mail@example.org', '+49 151 555 0199', 'Liechtenstein',
            'Quixotic Business English', current_date, '4-weeks', 'Gluten-free breakfasts', 1000, now()),
           ('Other', 'Person', 'other@example.com', null, null, 'General English', current_date,
            '4-weeks', null, 1000, now())`);
  await db.execute(sql`
    insert into level_test_sessions (token_hash, expires_at, completed_at, result_level, name, email,
      consent_at, lead_at)
    values ('scale-test-token-hash-0000000001', now() + interval '1 day', now(), 'C2',
            'Ottoline Vexley', 'ov-results@example.org', now(), now()),
           ('scale-test-token-hash-0000000002', now() + interval '1 day', now(), 'A1',
            'Other Person', 'other@example.com', now(), now())`);
  await db.execute(sql`
    insert into students (first_name, last_name, email, country, status)
    values ('Barnaby', 'Quistgaard', 'bq-student@example.org', 'Montenegro', 'active'),
           ('Other', 'Person', 'other@example.com', null, 'active')`);
  await db.execute(sql`
    insert into bookings (first_name, last_name, email, program_title)
    values ('Philippa', 'Yarborough', 'py-booking@example.org', 'Zoology English Summer'),
           ('Other', 'Person', 'other@example.com', 'General English')`);
  await db.execute(sql`
    insert into invoices (number, year, sequence, kind, reason, booking_id, payer, lines,
      total_cents, issued_on, due_on, lang, party, created_by)
    select 'CE-2031-000777', 2031, 777, 'invoice', 'booking', id, 'student', '[]'::jsonb, 1000,
      current_date, current_date + 14, 'en',
      '{"name":"Philippa Yarborough","email":"py-booking@example.org","address":[],"country":"IE","vatId":null}'::jsonb,
      'test'
    from bookings where last_name = 'Yarborough'`);
  await db.execute(sql`
    insert into audit_log (actor_name, action, entity, summary)
    values ('Test', 'update', 'booking', 'Booking #4242 moved to the Quillfeather residence')`);
});
afterAll(() => server?.stop());

async function list(path: string): Promise<PageOf> {
  const response = await server.fetch(path, { headers: auth });
  expect(response.status, path).toBe(200);
  return (await response.json()) as PageOf;
}

/** Every list, the field values of its one distinctive row, and how to recognise that row. */
const lists: {
  name: string;
  path: string;
  fields: string[];
  /** Two neighbouring fields, joined as one term: must find nothing. */
  acrossFields: string;
  isTheRow: (item: Record<string, unknown>) => boolean;
}[] = [
  {
    name: "contact enquiries",
    path: "/api/contact-inquiries",
    fields: ["Quennell", "sq-inbox", "555 0101", "Icela", "Xylophone", "marimbaphonics"],
    acrossFields: "Quennell sq-inbox",
    isTheRow: (item) => item.name === "Saoirse Quennell",
  },
  {
    name: "quote requests",
    path: "/api/quote-requests",
    fields: ["Wilhelm", "Zabrisk", "wz-mail", "0199", "Liechten", "Quixotic", "Gluten-free"],
    acrossFields: "Wilhelmina Zabriskie",
    isTheRow: (item) => item.lastName === "Zabriskie",
  },
  {
    name: "level-test leads",
    path: "/api/admin/level-test-leads",
    fields: ["Ottoline", "Vexley", "ov-results", "C2"],
    acrossFields: "Vexley ov-results",
    isTheRow: (item) => item.name === "Ottoline Vexley",
  },
  {
    name: "students",
    path: "/api/admin/students",
    fields: ["Barnaby", "Quistgaard", "bq-student", "Montenegro"],
    acrossFields: "Barnaby Quistgaard",
    isTheRow: (item) => item.lastName === "Quistgaard",
  },
  {
    name: "bookings",
    // The full name is one field here: "First Last" is found, name and e-mail together are not.
    path: "/api/admin/bookings",
    fields: ["Philippa", "Yarborough", "Philippa Yarborough", "py-booking", "Zoology"],
    acrossFields: "Yarborough py-booking",
    isTheRow: (item) => item.name === "Philippa Yarborough",
  },
  {
    name: "invoices",
    path: "/api/admin/invoices",
    fields: ["CE-2031-000777", "000777", "Philippa", "Yarborough"],
    acrossFields: "000777 Philippa",
    isTheRow: (item) => item.number === "CE-2031-000777",
  },
  {
    name: "audit log",
    path: "/api/admin/audit-log",
    fields: ["Quillfeather", "#4242 moved"],
    acrossFields: "residence Test",
    isTheRow: (item) => String(item.summary).includes("Quillfeather"),
  },
];

describe.each(lists)("searching the $name", ({ path, fields, acrossFields, isTheRow }) => {
  it.each(fields)("finds the row by %s, in any case", async (term) => {
    for (const q of [term, term.toUpperCase(), term.toLowerCase()]) {
      const page = await list(`${path}?q=${encodeURIComponent(q)}`);
      expect(page.items.filter(isTheRow), `${path}?q=${q}`).toHaveLength(1);
      expect(page.total).toBe(page.items.length);
    }
  });

  it("does not match a term across two fields", async () => {
    const page = await list(`${path}?q=${encodeURIComponent(acrossFields)}`);
    expect(page.items.filter(isTheRow)).toEqual([]);
  });
});

describe("counting a list up to COUNT_LIMIT", () => {
  const closed = (query: string) => list(`/api/contact-inquiries?status=closed&${query}`);
  const addClosed = (rows: number, from: number) =>
    server.database.db.execute(sql`
      insert into contact_inquiries (name, email, subject, message, status, gdpr_consent_at, created_at)
      select 'Counted ' || i, 'counted' || i || '@example.com', 'Counting', 'Counting', 'closed', now(),
        now() - (i || ' seconds')::interval
      from generate_series(${from}::int, ${from + rows - 1}::int) as s(i)`);

  it("is exact up to the limit, then says more than the limit", async () => {
    await addClosed(COUNT_LIMIT, 1);
    const atLimit = await closed("pageSize=100");
    expect(atLimit.total).toBe(COUNT_LIMIT);
    expect(atLimit.totalCapped).toBeUndefined();

    await addClosed(1, COUNT_LIMIT + 1);
    const pastLimit = await closed("pageSize=100");
    expect(pastLimit.total).toBe(COUNT_LIMIT);
    expect(pastLimit.totalCapped).toBe(true);
    expect(pastLimit.items).toHaveLength(100);
  });

  it("is exact again on the last page, and pages through every row once", async () => {
    const pages = await Promise.all(
      Array.from({ length: 11 }, (_, index) => closed(`pageSize=100&page=${index + 1}`)),
    );
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(ids).toHaveLength(COUNT_LIMIT + 1);
    expect(new Set(ids).size).toBe(COUNT_LIMIT + 1);
    // Page 10 of 11: at least one more row follows, so the total stays open.
    expect(pages[9]).toMatchObject({ total: COUNT_LIMIT, totalCapped: true });
    // Page 11 holds the last row: the total is exact.
    expect(pages[10]?.items).toHaveLength(1);
    expect(pages[10]?.total).toBe(COUNT_LIMIT + 1);
    expect(pages[10]?.totalCapped).toBeUndefined();
  });

  it("counts a search up to the limit too, exactly on its last page", async () => {
    const first = await closed("q=Counted&pageSize=100");
    expect(first).toMatchObject({ total: COUNT_LIMIT, totalCapped: true });
    expect(first.items).toHaveLength(100);
    const last = await closed("q=Counted&pageSize=100&page=11");
    expect(last.items).toHaveLength(1);
    expect(last.total).toBe(COUNT_LIMIT + 1);
    expect(last.totalCapped).toBeUndefined();
  });

  it("gives the inquiries screen capped totals, which read as more than the limit", async () => {
    const answer = await screens.visit(token, "/admin/inquiries?status=closed", inquiriesLoader);
    expect(answer.status).toBe(200);
    const list = field(answer, "list") as PageOf;
    expect(list).toMatchObject({ total: COUNT_LIMIT, totalCapped: true });
    const counts = field(answer, "counts") as Record<string, { total: number; totalCapped?: true }>;
    expect(counts.closed).toEqual({ total: COUNT_LIMIT, totalCapped: true });
    expect(counts.total).toEqual({ total: COUNT_LIMIT, totalCapped: true });
    // The two enquiries of the search tests are all that is new: counted exactly.
    expect(counts.new).toEqual({ total: 2 });
    expect(totalText(COUNT_LIMIT, true)).toBe("more than 1,000");
    expect(totalText(2)).toBe("2");
  });
});

describe("searching the newest rows first (decision 0054, round 2)", () => {
  const stamp = "Walkabout";
  beforeAll(async () => {
    // 60 matches among the newest rows, one a second; a rare match far older than the walk.
    await server.database.db.execute(sql`
      insert into contact_inquiries (name, email, subject, message, gdpr_consent_at, created_at)
      select ${stamp} || ' ' || i, 'walk' || i || '@example.com', 'Walking', 'Walking', now(),
        now() + (i || ' seconds')::interval
      from generate_series(1, 60) as s(i)`);
    await server.database.db.execute(sql`
      insert into contact_inquiries (name, email, subject, message, gdpr_consent_at, created_at)
      values ('Old ' || ${stamp}, 'old-walk@example.com', 'Walking', 'Walking', now(),
        now() - interval '10 years')`);
  });

  it("pages through every match once, newest first, across the walk and the trigram index", async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => list(`/api/contact-inquiries?q=${stamp}&pageSize=25&page=${page}`)),
    );
    const names = pages.flatMap((page) => page.items.map((item) => item.name));
    expect(names).toEqual([
      ...Array.from({ length: 60 }, (_, index) => `${stamp} ${60 - index}`),
      `Old ${stamp}`,
    ]);
    for (const page of pages) expect(page).toMatchObject({ total: 61 });
    expect(pages[2]?.totalCapped).toBeUndefined();
  });

  it("finds the same rows in another order, and with a filter", async () => {
    const byName = await list(`/api/contact-inquiries?q=${stamp}&pageSize=100&sort=name`);
    expect(byName.items).toHaveLength(61);
    expect(byName.items[0]?.name).toBe(`Old ${stamp}`);
    const filtered = await list(`/api/contact-inquiries?q=${stamp}&status=new&pageSize=10`);
    expect(filtered.items.map((item) => item.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `${stamp} ${60 - index}`),
    );
    expect(filtered.total).toBe(61);
    const none = await list(`/api/contact-inquiries?q=${stamp}&status=closed`);
    expect(none).toMatchObject({ items: [], total: 0 });
  });
});

describe("the students screen's stat cards", () => {
  it("count up to the limit, while the API keeps exact numbers", async () => {
    await server.database.db.execute(sql`
      insert into students (first_name, last_name, email, country, status)
      select 'Carded', 'Student ' || i, 'carded' || i || '@example.com', 'Peru', 'active'
      from generate_series(1, ${COUNT_LIMIT + 1}) as s(i)`);
    const api = await server.fetch("/api/admin/students?pageSize=1", { headers: auth });
    const exact = ((await api.json()) as { stats: Record<string, number> }).stats;
    expect(exact.total).toBeGreaterThan(COUNT_LIMIT);
    expect(exact.active).toBeGreaterThan(COUNT_LIMIT);
    expect(exact.completed).toBeLessThan(COUNT_LIMIT);
    const answer = await screens.visit(token, "/admin/students", studentsLoader);
    expect(answer.status).toBe(200);
    const stats = field(answer, "stats") as Record<string, unknown>;
    expect(stats.total).toEqual({ total: COUNT_LIMIT, totalCapped: true });
    expect(stats.active).toEqual({ total: COUNT_LIMIT, totalCapped: true });
    expect(stats.completed).toEqual({ total: exact.completed });
    expect(stats.countries).toBe(exact.countries);
  });
});
