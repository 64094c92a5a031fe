/**
 * The level test's item bank over the real HTTP API and database (issue 15): the seeded bank
 * paged, searched and filtered on the server; items added, edited, retired and restored by an
 * editor, each change audited; bad items refused with every field named; and each item's
 * statistics (shown, correct, by the level its takers were placed at) counted from real sittings
 * of the public test.
 */

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/schema";
import { levelTestItemSeeds } from "../../server/db/seed/level-test";
import type {
  LevelTestAnswerCounts as Counts,
  LevelTestItem,
} from "../../server/services/level-test/items";
import type { Page } from "../../server/services/paging";
import { type CefrLevel, cefrLevels, type LevelTestQuestion } from "../../shared/level-test/types";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

/** An item as JSON: its dates are strings, and no test here reads them. */
type Item = Omit<LevelTestItem, "createdAt" | "updatedAt">;
type ItemPage = Page<Item>;
interface Failure {
  error: string;
  fields: Record<string, string>;
}

const EDITOR = {
  username: "niamh.items",
  displayName: "Niamh Editor",
  email: "niamh@cloverenglish.ie",
  role: "editor",
  password: "Clover-item-bank-phrase-2031!",
};

let server: TestServer;
let adminToken: string;
let editorToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await loginAsAdmin(server);
  const created = await server.fetch("/api/admin/users", jsonRequest("POST", EDITOR, adminToken));
  expect(created.status).toBe(201);
  const login = await server.fetch(
    "/api/admin/login",
    jsonRequest("POST", { username: EDITOR.username, password: EDITOR.password }),
  );
  editorToken = ((await login.json()) as { token: string }).token;
});
afterAll(() => server?.stop());

const ITEMS = "/api/admin/level-test/items";
const get = (path: string, token = adminToken) =>
  server.fetch(path, { headers: { Authorization: `Bearer ${token}` } });
const send = (method: string, path: string, body?: unknown, token = adminToken) =>
  server.fetch(path, jsonRequest(method, body ?? {}, token));

const list = async (query: string) => expectJson<ItemPage>(await get(`${ITEMS}?${query}`), 200);
const itemOf = async (id: number) => expectJson<Item>(await get(`${ITEMS}/${id}`), 200);

const zeroByLevel = () =>
  Object.fromEntries(cefrLevels.map((level) => [level, { shown: 0, correct: 0 }])) as Record<
    CefrLevel,
    Counts
  >;

const zero = { shown: 0, correct: 0, shareCorrect: null };

const newItem = (overrides: Record<string, unknown> = {}) => ({
  cefr: "B1",
  skill: "grammar",
  prompt: "If I ___ more time, I would learn the violin.",
  choices: ["have", "had", "would have", "am having"],
  answerIndex: 1,
  ...overrides,
});

describe("access", () => {
  it("is for signed-in staff only", async () => {
    expect((await server.fetch(ITEMS)).status).toBe(401);
    expect((await server.fetch(`${ITEMS}/1`)).status).toBe(401);
    expect((await server.fetch(ITEMS, jsonRequest("POST", newItem()))).status).toBe(401);
    expect((await server.fetch(`${ITEMS}/1`, jsonRequest("PUT", newItem()))).status).toBe(401);
    expect((await server.fetch(`${ITEMS}/1/retire`, jsonRequest("POST", {}))).status).toBe(401);
    expect((await server.fetch(`${ITEMS}/1/restore`, jsonRequest("POST", {}))).status).toBe(401);
  });

  it("documents every operation with an operationId", async () => {
    const doc = (await (await server.fetch("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId?: string; responses: object }>>;
    };
    const ids = Object.values(doc.paths)
      .flatMap((operations) => Object.values(operations))
      .map((operation) => operation.operationId ?? "");
    expect(ids).toEqual(
      expect.arrayContaining(
        ["list", "get", "create", "update", "retire", "restore"].map(
          (verb) => `${verb}LevelTestItem${verb === "list" ? "s" : ""}`,
        ),
      ),
    );
    expect(Object.keys(doc.paths["/admin/level-test/items"]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(["201", "400", "401", "403"]),
    );
  });
});

describe("the seeded bank", () => {
  it("is paged on the server, each item with its key and empty statistics", async () => {
    const first = await list("pageSize=100");
    expect(first.total).toBeGreaterThanOrEqual(100);
    expect(first).toMatchObject({ total: levelTestItemSeeds.length, page: 1, pageSize: 100 });
    expect(first.items).toHaveLength(100);
    // By level by default: A1 first.
    expect(first.items[0]?.cefr).toBe("A1");
    for (const item of first.items) {
      expect(cefrLevels).toContain(item.cefr);
      expect(item.choices.length).toBeGreaterThanOrEqual(3);
      expect(item.choices.length).toBeLessThanOrEqual(4);
      expect(item.answerIndex).toBeLessThan(item.choices.length);
      expect(item.status).toBe("active");
      expect(item.seedKey).toMatch(/^[abc][12]-(grammar|vocabulary|reading)-\d+$/);
      expect(item.stats).toEqual({ ...zero, byTakerLevel: zeroByLevel() });
    }
    const second = await list("pageSize=100&page=2");
    expect(second.total).toBe(first.total);
    expect(second.items).toHaveLength(Math.min(100, first.total - 100));
    const ids = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => ids.has(item.id))).toBe(false);
  });

  it("searches prompts, passages and options, and filters by level, skill and status", async () => {
    const seed = levelTestItemSeeds.find((item) => item.skill === "reading" && item.passage);
    if (!seed?.passage) throw new Error("no reading item in the seed");
    const phrase = seed.passage.slice(0, 40);
    const byPassage = await list(`q=${encodeURIComponent(phrase)}`);
    expect(byPassage.items.map((item) => item.seedKey)).toContain(seed.key);

    const grammar = levelTestItemSeeds.find((item) => item.skill === "grammar");
    if (!grammar) throw new Error("no grammar item in the seed");
    const byPrompt = await list(`q=${encodeURIComponent(grammar.prompt)}`);
    expect(byPrompt.items.map((item) => item.seedKey)).toContain(grammar.key);

    for (const level of ["A1", "B2", "C2"] as const) {
      const expected = levelTestItemSeeds.filter((item) => item.cefr === level).length;
      const page = await list(`cefr=${level}&pageSize=100`);
      expect(page.total).toBe(expected);
      expect(page.items.every((item) => item.cefr === level)).toBe(true);
    }
    const reading = await list("skill=reading&cefr=C1&pageSize=100");
    expect(reading.total).toBe(
      levelTestItemSeeds.filter((item) => item.skill === "reading" && item.cefr === "C1").length,
    );
    expect(reading.items.every((item) => item.skill === "reading" && item.passage)).toBe(true);
    expect((await list("status=retired")).total).toBe(0);
    expect((await list("status=active")).total).toBe(levelTestItemSeeds.length);

    const bad = await expectJson<Failure>(await get(`${ITEMS}?cefr=D1&skill=maths`), 400);
    expect(bad.error).toBe("validation");
    expect(Object.keys(bad.fields)).toEqual(expect.arrayContaining(["cefr", "skill"]));
  });
});

describe("managing items", () => {
  it("lets an editor add, edit, retire and restore an item, every change audited", async () => {
    const marker = `zebracorn${Date.now()}`;
    const created = await expectJson<Item>(
      await send(
        "POST",
        ITEMS,
        newItem({ choices: ["have", "had", marker, "am having"] }),
        editorToken,
      ),
      201,
    );
    expect(created).toMatchObject({
      seedKey: null,
      cefr: "B1",
      skill: "grammar",
      passage: null,
      choices: ["have", "had", marker, "am having"],
      answerIndex: 1,
      status: "active",
      stats: zero,
    });
    expect(await itemOf(created.id)).toMatchObject({ id: created.id, prompt: created.prompt });
    const found = await list(`q=${marker}`);
    expect(found.items.map((item) => item.id)).toEqual([created.id]);

    const edited = await expectJson<Item>(
      await send(
        "PUT",
        `${ITEMS}/${created.id}`,
        newItem({
          cefr: "B2",
          skill: "reading",
          passage: `  Aoife keeps bees on the roof of her flat in Galway (${marker}).  `,
          prompt: "Where are Aoife's bees?",
          choices: [" On the roof ", "In the garden", "At the market"],
          answerIndex: 0,
        }),
        editorToken,
      ),
      200,
    );
    expect(edited).toMatchObject({
      id: created.id,
      cefr: "B2",
      skill: "reading",
      passage: `Aoife keeps bees on the roof of her flat in Galway (${marker}).`,
      choices: ["On the roof", "In the garden", "At the market"],
      answerIndex: 0,
      status: "active",
    });

    const retired = await expectJson<Item>(
      await send("POST", `${ITEMS}/${created.id}/retire`, undefined, editorToken),
      200,
    );
    expect(retired.status).toBe("retired");
    // Retiring twice changes nothing and records nothing more.
    await expectJson<Item>(await send("POST", `${ITEMS}/${created.id}/retire`), 200);
    expect((await list("status=retired")).items.map((item) => item.id)).toEqual([created.id]);
    expect((await list(`q=${marker}`)).items).toHaveLength(1);
    expect((await list(`q=${marker}&status=active`)).items).toHaveLength(0);

    const restored = await expectJson<Item>(
      await send("POST", `${ITEMS}/${created.id}/restore`, undefined, editorToken),
      200,
    );
    expect(restored.status).toBe("active");
    expect((await list("status=retired")).total).toBe(0);

    const trail = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "level_test_item"), eq(auditLog.entityId, String(created.id))))
      .orderBy(auditLog.id);
    expect(trail.map((entry) => [entry.action, entry.actorName, entry.summary])).toEqual([
      ["create", EDITOR.displayName, `Added level test item #${created.id} (B1 grammar)`],
      ["update", EDITOR.displayName, `Edited level test item #${created.id} (B2 reading)`],
      ["update", EDITOR.displayName, `Retired level test item #${created.id} (B2 reading)`],
      ["update", EDITOR.displayName, `Restored level test item #${created.id} (B2 reading)`],
    ]);
    expect(trail[1]?.before).toMatchObject({ cefr: "B1", skill: "grammar" });
    expect(trail[1]?.after).toMatchObject({ cefr: "B2", skill: "reading" });
    expect(trail[2]).toMatchObject({ before: { status: "active" }, after: { status: "retired" } });
  });

  it("refuses a bad item, naming each field, and stores nothing", async () => {
    const before = (await list("")).total;
    const cases: [Record<string, unknown>, string[]][] = [
      [newItem({ choices: ["have", "had"], answerIndex: 0 }), ["choices"]],
      [newItem({ choices: ["have", "had", "have", "has"] }), ["choices.2"]],
      [newItem({ choices: ["have", "had", " HAD "] }), ["choices.2"]],
      [newItem({ choices: ["have", "", "had"], answerIndex: 2 }), ["choices.1"]],
      [newItem({ choices: ["a", "b", "c", "d", "e"] }), ["choices"]],
      [newItem({ choices: ["have", "had", "has"], answerIndex: 3 }), ["answerIndex"]],
      [newItem({ answerIndex: -1 }), ["answerIndex"]],
      [newItem({ cefr: "D1" }), ["cefr"]],
      [newItem({ skill: "listening" }), ["skill"]],
      [newItem({ prompt: "   " }), ["prompt"]],
      [newItem({ skill: "reading" }), ["passage"]],
      [newItem({ prompt: "x".repeat(301) }), ["prompt"]],
      [{}, ["cefr", "skill", "prompt", "choices", "answerIndex"]],
    ];
    for (const [body, fields] of cases) {
      for (const [method, path] of [
        ["POST", ITEMS],
        ["PUT", `${ITEMS}/1`],
      ] as const) {
        const failure = await expectJson<Failure>(await send(method, path, body), 400);
        expect(failure.error).toBe("validation");
        expect(Object.keys(failure.fields).sort(), JSON.stringify(body)).toEqual(
          expect.arrayContaining(fields),
        );
      }
    }
    expect((await list("")).total).toBe(before);
    expect((await itemOf(1)).seedKey).not.toBeNull();
  });

  it("answers 404 for an unknown item and 400 for a malformed id", async () => {
    for (const response of [
      await get(`${ITEMS}/999999`),
      await send("PUT", `${ITEMS}/999999`, newItem()),
      await send("POST", `${ITEMS}/999999/retire`),
      await send("POST", `${ITEMS}/999999/restore`),
    ]) {
      expect((await expectJson<{ error: string }>(response, 404)).error).toBe("not_found");
    }
    expect((await get(`${ITEMS}/abc`)).status).toBe(400);
  });
});

describe("statistics from real sittings", () => {
  type State = { question: LevelTestQuestion } | { result: { level: CefrLevel } };
  let address = 20;
  const post = (path: string, body: unknown) =>
    server.fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `203.0.113.${address++}` },
      body: JSON.stringify(body),
    });

  /**
   * Sits the public test as a person at `level` (0 = A1 … 5 = C2) would: right up to it, wrong
   * above, reading the key from the staff API. Stops after `limit` answers if given.
   */
  type Sitting = { answers: { itemId: number; correct: boolean }[]; level: CefrLevel | null };
  async function sit(level: number, limit = Number.POSITIVE_INFINITY): Promise<Sitting> {
    const started = await post("/api/level-test/sessions", {});
    expect(started.status).toBe(201);
    const { id, question: first } = (await started.json()) as {
      id: string;
      question: LevelTestQuestion;
    };
    const answers: { itemId: number; correct: boolean }[] = [];
    let question: LevelTestQuestion | undefined = first;
    while (question && answers.length < limit) {
      const item = await itemOf(Number(question.id));
      const correct = cefrLevels.indexOf(item.cefr) <= level;
      const choiceIndex = correct ? item.answerIndex : (item.answerIndex + 1) % item.choices.length;
      const state: State = await expectJson<State>(
        await post(`/api/level-test/sessions/${id}/answers`, {
          questionId: question.id,
          choiceIndex,
        }),
        200,
      );
      answers.push({ itemId: item.id, correct });
      if ("result" in state) return { answers, level: state.result.level };
      question = state.question;
      if (answers.length > 40) throw new Error("the test never finished");
    }
    return { answers, level: null };
  }

  it("counts every answer, and finished sittings by the level they placed their taker at", async () => {
    const sittings = [await sit(4), await sit(0), await sit(2, 3)];
    expect(sittings[0]?.level).not.toBeNull();
    expect(sittings[1]?.level).not.toBeNull();
    expect(sittings[2]?.level).toBeNull();

    const expected = new Map<number, Item["stats"]>();
    for (const { answers, level } of sittings) {
      for (const { itemId, correct } of answers) {
        const stats: Item["stats"] = expected.get(itemId) ?? {
          ...zero,
          byTakerLevel: zeroByLevel(),
        };
        stats.shown += 1;
        stats.correct += correct ? 1 : 0;
        if (level) {
          stats.byTakerLevel[level].shown += 1;
          stats.byTakerLevel[level].correct += correct ? 1 : 0;
        }
        stats.shareCorrect = Math.round((stats.correct / stats.shown) * 10_000) / 10_000;
        expected.set(itemId, stats);
      }
    }
    expect(expected.size).toBeGreaterThan(10);
    for (const [id, stats] of expected) {
      expect((await itemOf(id)).stats, `item ${id}`).toEqual(stats);
    }

    // The list carries the same figures, and sorts by them.
    const mostShown = await list("sort=-shown&pageSize=100");
    const shown = mostShown.items.map((item) => item.stats.shown);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    expect(shown[0]).toBe(Math.max(...[...expected.values()].map((stats) => stats.shown)));
    for (const item of mostShown.items.filter((row) => expected.has(row.id))) {
      expect(item.stats).toEqual(expected.get(item.id));
    }
    const hardest = await list("sort=shareCorrect&pageSize=100");
    const shares = hardest.items.map((item) => item.stats.shareCorrect);
    const answered = shares.filter((share): share is number => share !== null);
    expect(answered).toEqual([...answered].sort((a, b) => a - b));
    // Items nobody answered come after every answered one.
    expect(shares.slice(0, answered.length).every((share) => share !== null)).toBe(true);
  });
});
