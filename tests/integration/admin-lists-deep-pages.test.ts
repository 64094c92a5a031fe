/**
 * Pages past the first read their keys first and then their rows (a deferred join, decision
 * 0054 round 4), searches walk the newest rows that pass the list's filter, and the leads
 * screen counts its four tab badges in one statement. Each is held here to the plain query it
 * replaced: the same rows, in the same order, on every page, with ties in the sort column (the
 * key decides them) and with the filters staff use; the badges to the tables' own counts.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totalText } from "../../app/components/ui/pagination";
import { loader as leadsLoader } from "../../app/routes/admin/leads/leads";
import { leadIdOf } from "../../server/services/level-test/leads";
import { COUNT_LIMIT } from "../../server/services/paging";
import { adminScreens, field } from "../support/admin-screens";
import { loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

interface PageOf {
  items: Record<string, unknown>[];
  total: number;
  totalCapped?: boolean;
}

let server: TestServer;
let token: string;
const screens = adminScreens(() => server);
const ROWS = 400;
const PAGE_SIZE = 10;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAsAdmin(server);
  const db = server.database.db;
  // Three rows share each timestamp: the order's last term (the key) must decide between them.
  await db.execute(sql`
    insert into contact_inquiries (name, email, subject, message, status, gdpr_consent_at, created_at)
    select 'Deep ' || i, 'deep' || i || '@example.com', 'Paging', 'Paging',
      (array['new', 'contacted', 'follow-up', 'closed'])[1 + i % 4], now(),
      timestamptz '2030-01-01' - ((i / 3) || ' minutes')::interval
    from generate_series(1, ${ROWS}::int) as s(i)`);
  await db.execute(sql`
    insert into quote_requests (first_name, last_name, email, program_title, start_date,
      duration_option, total_cost, gdpr_consent_at, created_at)
    select 'Deep', 'Quote ' || i, 'deep-quote' || i || '@example.com', 'General English',
      current_date, '4-weeks', 1000, now(), timestamptz '2030-01-01' - ((i / 3) || ' minutes')::interval
    from generate_series(1, ${ROWS}::int) as s(i)`);
  await db.execute(sql`
    insert into newsletter_subscriptions (email, status, created_at)
    select 'deep-reader' || i || '@example.com',
      (array['pending', 'confirmed', 'unsubscribed'])[1 + i % 3],
      timestamptz '2030-01-01' - ((i / 3) || ' minutes')::interval
    from generate_series(1, ${ROWS}::int) as s(i)`);
  // Level-test leads have no id: the token hash is their key. Sittings without a lead between.
  await db.execute(sql`
    insert into level_test_sessions (token_hash, expires_at, completed_at, result_level, name,
      email, consent_at, lead_at)
    select md5('deep-lead-' || i), now() + interval '1 day', now(),
      (array['A1', 'A2', 'B1', 'B2', 'C1', 'C2'])[1 + i % 6],
      case when i % 5 = 0 then null else 'Deep Lead ' || i end,
      case when i % 5 = 0 then null else 'deep-lead' || i || '@example.com' end,
      case when i % 5 = 0 then null else now() end,
      case when i % 5 = 0 then null else timestamptz '2030-01-01' - ((i / 3) || ' minutes')::interval end
    from generate_series(1, ${ROWS}::int) as s(i)`);
});
afterAll(() => server?.stop());

async function list(path: string): Promise<PageOf> {
  const response = await server.fetch(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as PageOf;
}

async function keysOf(query: ReturnType<typeof sql>): Promise<string[]> {
  const result = (await server.database.db.execute(query)) as unknown as {
    rows: { key: string | number }[];
  };
  return result.rows.map((row) => String(row.key));
}

/** Every page of `path` in turn: each must hold the plain OFFSET query's rows for that page. */
async function expectPagesLike(
  path: string,
  keyOf: (item: Record<string, unknown>) => string,
  expected: string[],
) {
  expect(expected.length).toBeGreaterThan(PAGE_SIZE);
  const pages = Math.ceil(expected.length / PAGE_SIZE);
  for (let page = 1; page <= pages; page++) {
    const answer = await list(`${path}&pageSize=${PAGE_SIZE}&page=${page}`);
    const offset = (page - 1) * PAGE_SIZE;
    expect(answer.items.map(keyOf), `${path} page ${page}`).toEqual(
      expected.slice(offset, offset + PAGE_SIZE),
    );
    expect(answer.total).toBe(expected.length);
  }
  expect((await list(`${path}&pageSize=${PAGE_SIZE}&page=${pages + 1}`)).items).toEqual([]);
}

describe("deep pages read their keys first, and give the plain OFFSET query's rows", () => {
  const inquiryId = (item: Record<string, unknown>) => String(item.id);

  it.each(["", "closed", "new"])("enquiries, status %s", async (status) => {
    const expected = await keysOf(sql`
      select id as key from contact_inquiries
      where ${status} = '' or status = ${status}
      order by created_at desc, id desc`);
    await expectPagesLike(`/api/contact-inquiries?status=${status}`, inquiryId, expected);
  });

  it("quote requests", async () => {
    const expected = await keysOf(sql`
      select id as key from quote_requests order by created_at desc, id desc`);
    await expectPagesLike("/api/quote-requests?status=", inquiryId, expected);
  });

  it.each(["", "confirmed"])("newsletter subscriptions, status %s", async (status) => {
    const expected = await keysOf(sql`
      select id as key from newsletter_subscriptions
      where ${status} = '' or status = ${status}
      order by created_at desc, id desc`);
    await expectPagesLike(`/api/newsletter-subscriptions?status=${status}`, inquiryId, expected);
  });

  it.each(["", "B2"])("level-test leads, level %s, keyed by their token hash", async (level) => {
    const expected = await keysOf(sql`
      select left(token_hash, 16) as key from level_test_sessions
      where email is not null and consent_at is not null
        and (${level} = '' or result_level = ${level})
      order by lead_at desc, token_hash desc`);
    // Lead 3 is a B2 lead: the key the API shows is the one derived from its token hash.
    expect(expected).toContain(leadIdOf(md5Hex("deep-lead-3")));
    await expectPagesLike(
      `/api/admin/level-test-leads?status=${level}`,
      (item) => String(item.id),
      expected,
    );
  });
});

describe("a search walks the newest rows that pass the filter", () => {
  it.each([
    ["", "Deep Lead"],
    ["B2", "Deep Lead"],
    ["C1", "lead1"],
  ])("level-test leads of level '%s' matching %s", async (level, term) => {
    const expected = await keysOf(sql`
      select left(token_hash, 16) as key from level_test_sessions
      where email is not null and consent_at is not null
        and (${level} = '' or result_level = ${level})
        and (coalesce(name, '') || E'\\n' || coalesce(email, '') || E'\\n' || coalesce(result_level, ''))
          ilike ${`%${term}%`}
      order by lead_at desc, token_hash desc`);
    const path = `/api/admin/level-test-leads?status=${level}&q=${encodeURIComponent(term)}`;
    await expectPagesLike(path, (item) => String(item.id), expected);
  });

  it("enquiries of one status", async () => {
    const expected = await keysOf(sql`
      select id as key from contact_inquiries
      where status = 'follow-up' and name ilike '%Deep%'
      order by created_at desc, id desc`);
    await expectPagesLike(
      "/api/contact-inquiries?status=follow-up&q=Deep",
      (item) => String(item.id),
      expected,
    );
  });
});

describe("the leads screen's tab badges", () => {
  const badges = async () => {
    const answer = await screens.visit(token, "/admin/leads?tab=quotes&page=3", leadsLoader);
    expect(answer.status).toBe(200);
    return field(answer, "totals") as Record<string, string>;
  };
  const counted = async (table: string, where = "true") => {
    const [count] = await keysOf(
      sql`select count(*) as key from ${sql.raw(table)} where ${sql.raw(where)}`,
    );
    return Number(count);
  };

  it("are the tables' counts, and 'more than 1,000' past the limit", async () => {
    const leads = "email is not null and consent_at is not null";
    expect(await badges()).toEqual({
      inquiries: totalText(await counted("contact_inquiries")),
      quotes: totalText(await counted("quote_requests")),
      levelTests: totalText(await counted("level_test_sessions", leads)),
      newsletter: totalText(await counted("newsletter_subscriptions")),
    });
    await server.database.db.execute(sql`
      insert into quote_requests (first_name, last_name, email, program_title, start_date,
        duration_option, total_cost, gdpr_consent_at)
      select 'Many', 'Quote ' || i, 'many' || i || '@example.com', 'General English',
        current_date, '4-weeks', 1000, now()
      from generate_series(1, ${COUNT_LIMIT}::int) as s(i)`);
    expect(await counted("quote_requests")).toBeGreaterThan(COUNT_LIMIT);
    const capped = await badges();
    expect(capped.quotes).toBe(totalText(COUNT_LIMIT, true));
    expect(capped.inquiries).toBe(totalText(await counted("contact_inquiries")));
  });
});

function md5Hex(text: string): string {
  return createHash("md5").update(text).digest("hex");
}
