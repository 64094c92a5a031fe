/**
 * The staff side of level-test leads (issue 15) over the real server: people who finish the
 * test through the public API and ask for their result by e-mail are listed (searched, filtered
 * by level, paged) and exported as CSV; they appear in the dashboard feed; analytics count
 * sittings, completions, levels, leads and quote requests from a result page per Irish week;
 * data-subject requests export them with their result and erase the person but keep the
 * anonymous result.
 */

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailOutbox,
  levelTestItems,
  levelTestSessions,
  quoteRequests,
} from "../../server/db/schema";
import type { AnalyticsReport } from "../../shared/analytics/types";
import type { LevelTestQuestion } from "../../shared/level-test/types";
import {
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

interface Lead {
  id: string;
  name: string;
  email: string;
  level: string | null;
  skills: Record<string, { level: string; answered: number; correct: number }> | null;
  ageGroup: string | null;
  lang: string;
  leadAt: string | null;
}
interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

let server: TestServer;
let token: string;
const db = () => server.database.db;
const bearer = () => ({ headers: { Authorization: `Bearer ${token}` } });

let address = 20;
const post = (path: string, body: unknown) =>
  server.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${address++}` },
    body: JSON.stringify(body),
  });

const levels = ["A1", "A2", "B1", "B2", "C1", "C2"];

/**
 * Sits a whole test through the public API as a person at `level` (0 = A1 … 5 = C2) would
 * answer: right up to it, wrong above (the answer key is read from the database). Answers the
 * sitting's id and its result level.
 */
async function sitTest(level: number, start: Record<string, string> = {}) {
  const started = await post("/api/level-test/sessions", start);
  expect(started.status).toBe(201);
  const { id, question: first } = (await started.json()) as {
    id: string;
    question: LevelTestQuestion;
  };
  let question: LevelTestQuestion | undefined = first;
  for (let guard = 0; question && guard < 40; guard++) {
    const [item] = await db()
      .select()
      .from(levelTestItems)
      .where(eq(levelTestItems.id, Number(question.id)));
    if (!item) throw new Error(`no item ${question.id}`);
    const right = levels.indexOf(item.cefr) <= level;
    const response = await post(`/api/level-test/sessions/${id}/answers`, {
      questionId: question.id,
      choiceIndex: right ? item.answerIndex : (item.answerIndex + 1) % item.choices.length,
    });
    expect(response.status).toBe(200);
    const state = (await response.json()) as
      | { question: LevelTestQuestion }
      | { result: { level: string } };
    if ("result" in state) return { id, level: state.result.level };
    question = state.question;
  }
  throw new Error("the test never finished");
}

/** A finished sitting whose person asks for the result by e-mail: a lead. */
async function lead(level: number, person: { name: string; email: string }, lang = "en") {
  const sitting = await sitTest(level, { lang, ageGroup: "18-25" });
  const result = await server.services.levelTest.leads.emailResult(
    sitting.id,
    { ...person, gdprConsent: true },
    { ip: "198.51.100.200" },
  );
  expect(result.status).toBe("stored");
  return sitting;
}

const people = {
  aoife: { name: "Aoife Tester", email: "aoife.tester@example.com" },
  bruno: { name: "Bruno Tester", email: "bruno.tester@example.com" },
  carla: { name: "Carla Tester", email: "carla.tester@example.com" },
  dana: { name: "Dana Privacy", email: "Dana.Privacy@Example.com" },
};
const results: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAsAdmin(server);
  results.aoife = (await lead(0, people.aoife)).level;
  results.bruno = (await lead(3, people.bruno, "es")).level;
  // Finished, but never asked for the result: anonymous, never listed.
  await sitTest(3);
  results.carla = (await lead(3, people.carla)).level;
  results.dana = (await lead(2, people.dana, "de")).level;
});
afterAll(() => server?.stop());

async function list(query: string): Promise<PageOf<Lead>> {
  const response = await server.fetch(`/api/admin/level-test-leads${query}`, bearer());
  expect(response.status).toBe(200);
  return (await response.json()) as PageOf<Lead>;
}

describe("the level-test lead list", () => {
  it("places the test-takers as they answered", () => {
    expect(results).toEqual({ aoife: "A1", bruno: "B2", carla: "B2", dana: "B1" });
  });

  it("lists leads only, newest first, with their result and never the sitting's token", async () => {
    const page = await list("");
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.name)).toEqual([
      "Dana Privacy",
      "Carla Tester",
      "Bruno Tester",
      "Aoife Tester",
    ]);
    const bruno = page.items.find((item) => item.name === "Bruno Tester");
    expect(bruno).toMatchObject({
      email: "bruno.tester@example.com",
      level: "B2",
      ageGroup: "18-25",
      lang: "es",
    });
    expect(Object.keys(bruno?.skills ?? {}).sort()).toEqual(["grammar", "reading", "vocabulary"]);
    expect(bruno?.id).toMatch(/^[\w-]{16}$/);
    expect(JSON.stringify(page)).not.toContain("tokenHash");
  });

  it("searches name and e-mail, filters by level, and pages with the same total", async () => {
    expect((await list("?q=carla")).items.map((item) => item.name)).toEqual(["Carla Tester"]);
    expect((await list("?q=TESTER%40example")).total).toBe(3);
    const b2 = await list("?status=B2");
    expect(b2.items.map((item) => item.name)).toEqual(["Carla Tester", "Bruno Tester"]);
    expect((await list("?status=B2&q=bruno")).items.map((item) => item.name)).toEqual([
      "Bruno Tester",
    ]);
    // Anything but a CEFR level lists every level.
    expect((await list("?status=new")).total).toBe(4);
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map((page) => list(`?q=tester&pageSize=2&page=${page}`)),
    );
    expect([first?.total, second?.total, third?.total]).toEqual([3, 3, 3]);
    expect(first?.items.map((item) => item.name)).toEqual(["Carla Tester", "Bruno Tester"]);
    expect(second?.items.map((item) => item.name)).toEqual(["Aoife Tester"]);
    expect(third?.items).toEqual([]);
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
  });

  it("reads one lead by its id, 404 for an unknown one", async () => {
    const [carla] = (await list("?q=carla")).items;
    const response = await server.fetch(`/api/admin/level-test-leads/${carla?.id}`, bearer());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: "Carla Tester", level: "B2" });
    const unknown = await server.fetch("/api/admin/level-test-leads/AAAAAAAAAAAAAAAA", bearer());
    expect(unknown.status).toBe(404);
    const odd = await server.fetch("/api/admin/level-test-leads/not%25an_id", bearer());
    expect(odd.status).toBe(404);
  });

  it("requires a staff session and refuses an invalid query", async () => {
    expect((await server.fetch("/api/admin/level-test-leads")).status).toBe(401);
    expect((await server.fetch("/api/admin/level-test-leads/AAAAAAAAAAAAAAAA")).status).toBe(401);
    expect(
      (
        await server.fetch("/api/admin/level-test-leads", {
          headers: { Authorization: "Bearer not-a-token" },
        })
      ).status,
    ).toBe(401);
    const tooBig = await server.fetch("/api/admin/level-test-leads?pageSize=500", bearer());
    expect(tooBig.status).toBe(400);
    expect(((await tooBig.json()) as { error: string }).error).toBe("validation");
  });

  it("is documented with an operation id", async () => {
    const doc = (await (await server.fetch("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId?: string; responses: object }>>;
    };
    const listing = doc.paths["/admin/level-test-leads"]?.get;
    expect(listing?.operationId).toBe("listLevelTestLeads");
    expect(Object.keys(listing?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "403"]),
    );
    expect(doc.paths["/admin/level-test-leads/{id}"]?.get?.operationId).toBe("getLevelTestLead");
  });
});

async function csv(path: string) {
  const response = await server.fetch(path, bearer());
  expect(response.status).toBe(200);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  return {
    disposition: response.headers.get("content-disposition") ?? "",
    lines: text
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/),
  };
}

describe("CSV", () => {
  it("exports the searched, filtered level-test leads, oldest first", async () => {
    const file = await csv("/api/admin/exports/level_test_leads?q=tester&status=B2");
    expect(file.disposition).toMatch(
      /^attachment; filename="level_test_leads_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(file.lines[0]).toBe(
      "ID,Result requested (consent given),Name,Email,Level,Grammar,Vocabulary,Reading,Age group,Language,Status,Started,Finished",
    );
    expect(file.lines).toHaveLength(3);
    expect(file.lines[1]).toContain(",Bruno Tester,bruno.tester@example.com,B2,");
    expect(file.lines[1]).toMatch(/,[ABC][12] \(\d+\/\d+\),/);
    expect(file.lines[1]).toContain(",18-25,es,new,");
    expect(file.lines[2]).toContain(",Carla Tester,");
  });

  it("stores the level of a quote asked for from the result e-mail's link, and shows it", async () => {
    // The link in Carla's result e-mail opens the quote form with her level (?level=B2); the
    // form sends it with the quote (its hidden field), as this request does.
    const [mail] = await db()
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, people.carla.email));
    const link = /https?:\/\/\S+\/quote\?level=([A-Z]\d)\b/.exec(mail?.text ?? "");
    expect(link?.[1]).toBe("B2");
    const quote = (email: string, englishLevel?: string) =>
      post("/api/quote-requests", {
        firstName: "Levelled",
        lastName: "Quote",
        email,
        programId: "general-english-cork",
        gdprConsent: true,
        ...(englishLevel ? { englishLevel } : {}),
      });
    expect((await quote("levelled.quote@example.com", link?.[1])).status).toBe(201);
    expect((await quote("unlevelled.quote@example.com")).status).toBe(201);
    // Only a CEFR level is taken.
    expect((await quote("odd.level@example.com", "B3")).status).toBe(400);

    const file = await csv("/api/admin/exports/quote_requests?q=levelled.quote");
    const header = file.lines[0]?.split(",") ?? [];
    const column = header.indexOf("English level (test)");
    expect(column).toBeGreaterThan(0);
    const levelOf = (email: string) =>
      file.lines.find((line) => line.includes(email))?.split(",")[column];
    expect(file.lines).toHaveLength(3);
    expect(levelOf("levelled.quote@example.com")).toBe("B2");
    expect(levelOf("unlevelled.quote@example.com")).toBe("");
  });

  it("records the export in the audit trail", async () => {
    const response = await server.fetch("/api/admin/audit-log?entity=level_test_leads", bearer());
    const page = (await response.json()) as PageOf<{ summary: string }>;
    expect(page.items[0]?.summary).toBe("Exported level test leads as CSV");
  });
});

describe("dashboard feed", () => {
  it("shows level-test leads with their level, linked to the lead", async () => {
    const response = await server.fetch("/api/admin/dashboard", bearer());
    expect(response.status).toBe(200);
    const { recentActivity } = (await response.json()) as {
      recentActivity: { kind: string; title: string; detail: string; link: string | null }[];
    };
    const [carla] = (await list("?q=carla")).items;
    const entry = recentActivity.find((item) => item.title.includes("Carla Tester"));
    expect(entry).toEqual({
      kind: "level-test",
      at: expect.any(String),
      title: "Level test result for Carla Tester (B2)",
      detail: "carla.tester@example.com",
      link: `/admin/leads?tab=level-tests&id=${carla?.id}`,
    });
    // Newest first: the last lead of the set comes before the first.
    const titles = recentActivity.map((item) => item.title);
    expect(titles.indexOf("Level test result for Dana Privacy (B1)")).toBeLessThan(
      titles.indexOf("Level test result for Carla Tester (B2)"),
    );
  });
});

describe("analytics", () => {
  /** Two weeks, Monday 2 June to Sunday 15 June 2031 (Irish summer time, UTC+1). */
  const RANGE = "from=2031-06-02&to=2031-06-15";
  const at = (iso: string) => new Date(iso);
  let n = 0;
  const sitting = (fields: Partial<typeof levelTestSessions.$inferInsert>) => ({
    tokenHash: `analytics-${n++}`,
    expiresAt: at("2031-12-31T00:00:00Z"),
    ...fields,
  });

  beforeAll(async () => {
    const skills = { grammar: { level: "B1" as const, answered: 5, correct: 3 } };
    await db()
      .insert(levelTestSessions)
      .values([
        // Sunday 1 June 23:30 in Ireland: before the range.
        sitting({
          startedAt: at("2031-06-01T22:30:00Z"),
          completedAt: at("2031-06-01T22:45:00Z"),
          resultLevel: "A2",
        }),
        sitting({
          startedAt: at("2031-06-03T10:00:00Z"),
          completedAt: at("2031-06-03T10:15:00Z"),
          resultLevel: "B1",
          resultSkills: skills,
          name: "Analytics Lead",
          email: "analytics.lead@example.com",
          consentAt: at("2031-06-03T10:16:00Z"),
          leadAt: at("2031-06-03T10:16:00Z"),
        }),
        sitting({
          startedAt: at("2031-06-04T09:00:00Z"),
          completedAt: at("2031-06-04T09:12:00Z"),
          resultLevel: "B1",
        }),
        sitting({ startedAt: at("2031-06-05T09:00:00Z") }), // never finished
        // Started Sunday 23:50, finished Monday 00:10 (Irish time): two different weeks.
        sitting({
          startedAt: at("2031-06-08T22:50:00Z"),
          completedAt: at("2031-06-08T23:10:00Z"),
          resultLevel: "C1",
          name: "Late Lead",
          email: "late.lead@example.com",
          consentAt: at("2031-06-09T08:00:00Z"),
          leadAt: at("2031-06-09T08:00:00Z"),
        }),
      ]);
    const quote = (createdAt: string, englishLevel: "B1" | null) => ({
      firstName: "Ana",
      lastName: "Lytics",
      email: "quote.analytics@example.com",
      programTitle: "General English",
      englishLevel,
      gdprConsentAt: at("2031-01-01T00:00:00Z"),
      createdAt: at(createdAt),
    });
    await db()
      .insert(quoteRequests)
      .values([
        quote("2031-06-10T10:00:00Z", "B1"),
        quote("2031-06-10T11:00:00Z", null), // not from a result page
        quote("2031-06-20T10:00:00Z", "B1"), // after the range
      ]);
  });

  it("counts started, completed, leads and quotes per Irish week, and the levels", async () => {
    const response = await server.fetch(`/api/admin/analytics?${RANGE}`, bearer());
    expect(response.status).toBe(200);
    const { levelTest } = (await response.json()) as AnalyticsReport;
    expect(levelTest.perWeek).toEqual([
      { week: "2031-06-02", started: 4, completed: 2, leads: 1, quoteRequests: 0 },
      { week: "2031-06-09", started: 0, completed: 1, leads: 1, quoteRequests: 1 },
    ]);
    expect(levelTest).toMatchObject({
      started: 4,
      completed: 3,
      completionRate: 0.75,
      leads: 2,
      leadRate: 0.6667,
      quoteRequests: 1,
      quoteRate: 0.3333,
    });
    expect(levelTest.levels).toEqual([
      { level: "A1", completed: 0, share: 0, leads: 0, quoteRequests: 0 },
      { level: "A2", completed: 0, share: 0, leads: 0, quoteRequests: 0 },
      { level: "B1", completed: 2, share: 0.6667, leads: 1, quoteRequests: 1 },
      { level: "B2", completed: 0, share: 0, leads: 0, quoteRequests: 0 },
      { level: "C1", completed: 1, share: 0.3333, leads: 1, quoteRequests: 0 },
      { level: "C2", completed: 0, share: 0, leads: 0, quoteRequests: 0 },
    ]);
  });

  it("downloads both level-test tables as CSV", async () => {
    const weeks = await csv(`/api/admin/analytics/csv/level-test-per-week?${RANGE}`);
    expect(weeks.disposition).toBe(
      'attachment; filename="analytics-level-test-per-week-2031-06-02_2031-06-15.csv"',
    );
    expect(weeks.lines).toEqual([
      "Week starting,Tests started,Tests completed,Results e-mailed (leads),Quote requests from a result",
      "2031-06-02,4,2,1,0",
      "2031-06-09,0,1,1,1",
    ]);
    const byLevel = await csv(`/api/admin/analytics/csv/level-test-levels?${RANGE}`);
    expect(byLevel.lines).toEqual([
      "Level,Tests completed,Share (%),Results e-mailed (leads),Quote requests",
      "A1,0,0.0,0,0",
      "A2,0,0.0,0,0",
      "B1,2,66.7,1,1",
      "B2,0,0.0,0,0",
      "C1,1,33.3,1,0",
      "C2,0,0.0,0,0",
    ]);
  });

  it("an empty range answers zeros and no rates", async () => {
    const response = await server.fetch(
      "/api/admin/analytics?from=2030-01-07&to=2030-01-13",
      bearer(),
    );
    const { levelTest } = (await response.json()) as AnalyticsReport;
    expect(levelTest).toMatchObject({
      started: 0,
      completed: 0,
      completionRate: null,
      leadRate: null,
      quoteRate: null,
    });
    expect(levelTest.perWeek).toEqual([
      { week: "2030-01-07", started: 0, completed: 0, leads: 0, quoteRequests: 0 },
    ]);
  });
});

describe("data protection", () => {
  const lower = people.dana.email.toLowerCase();

  it("finds and exports the person's level-test results with consent and answers", async () => {
    const found = await server.fetch(
      `/api/admin/people?email=${encodeURIComponent(lower.toUpperCase())}`,
      bearer(),
    );
    expect(found.status).toBe(200);
    const person = (await found.json()) as {
      counts: Record<string, number>;
      description: string;
      total: number;
    };
    expect(person.counts.levelTestLeads).toBe(1);
    expect(person.description).toContain("1 level-test result");

    const response = await server.fetch(
      `/api/admin/people/export?email=${encodeURIComponent(lower)}`,
      bearer(),
    );
    expect(response.status).toBe(200);
    const exported = (await response.json()) as {
      levelTestLeads: {
        name: string;
        email: string;
        level: string;
        skills: Record<string, { level: string }>;
        lang: string;
        startedAt: string;
        completedAt: string;
        consentAt: string;
        leadAt: string;
        answers: { question: string; answer: string; correct: boolean }[];
      }[];
    };
    expect(exported.levelTestLeads).toHaveLength(1);
    const [record] = exported.levelTestLeads;
    expect(record).toMatchObject({
      name: "Dana Privacy",
      email: lower, // as the form stored it
      level: "B1",
      lang: "de",
    });
    expect(Object.keys(record?.skills ?? {})).toHaveLength(3);
    for (const key of ["startedAt", "completedAt", "consentAt", "leadAt"] as const) {
      expect(record?.[key]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(record?.answers.length).toBeGreaterThanOrEqual(12);
    expect(record?.answers[0]).toMatchObject({ question: expect.any(String) });
    expect(JSON.stringify(exported)).not.toMatch(/tokenHash|sessionHash/);
  });

  it("erases the name, address and consent but keeps the anonymous result", async () => {
    const [before] = (await list("?q=dana")).items;
    const response = await server.fetch(
      "/api/admin/people/erase",
      jsonRequest("POST", { email: people.dana.email }, token),
    );
    expect(response.status).toBe(200);
    const { counts } = (await response.json()) as { counts: Record<string, number> };
    expect(counts.levelTestLeads).toBe(1);
    // The result e-mail and the staff notification that replied to the person.
    expect(counts.emails).toBeGreaterThanOrEqual(2);

    const [row] = await db()
      .select()
      .from(levelTestSessions)
      .where(sql`left(${levelTestSessions.tokenHash}, 16) = ${before?.id}`);
    expect(row).toMatchObject({ name: null, email: null, consentAt: null, resultLevel: "B1" });
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect(row?.leadAt).toBeInstanceOf(Date);
    expect(Object.keys(row?.resultSkills ?? {})).toHaveLength(3);
    expect(JSON.stringify(row).toLowerCase()).not.toContain("dana");

    expect((await list("?q=dana")).total).toBe(0);
    expect((await list("?q=tester")).total).toBe(3);
    const again = await server.fetch(`/api/admin/people?email=${lower}`, bearer());
    expect(((await again.json()) as { total: number }).total).toBe(0);
    const dashboard = await server.fetch("/api/admin/dashboard", bearer());
    expect(JSON.stringify(await dashboard.json())).not.toContain("Dana");
  });

  it("leaves the other leads alone", async () => {
    const [carla] = await db()
      .select()
      .from(levelTestSessions)
      .where(eq(levelTestSessions.email, people.carla.email));
    expect(carla).toMatchObject({ name: "Carla Tester", resultLevel: "B2" });
    expect(carla?.consentAt).toBeInstanceOf(Date);
  });
});
