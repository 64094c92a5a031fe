/**
 * The level test over the real HTTP API and database (issue 15): a sitting starts near B1, asks
 * one question at a time without ever sending the answer key, refuses a replayed or stale answer
 * (409), stops within the rules with a CEFR result and a per-skill breakdown, resumes by its id,
 * keeps only a hash of that id, and limits how many sittings one address may start.
 */

import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, levelTestItems, levelTestSessions } from "../../server/db/schema";
import { hashToken } from "../../server/services/level-test/sessions";
import type { LevelTestQuestion, LevelTestResultView } from "../../shared/level-test/types";
import { startTestServer, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

let address = 10;
const post = (path: string, body: unknown, ip = `198.51.100.${address++ % 250}`) =>
  server.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify(body),
  });

type State = { question: LevelTestQuestion } | { result: LevelTestResultView };

async function start(body: unknown = {}) {
  const response = await post("/api/level-test/sessions", body);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; question: LevelTestQuestion };
}

/** The item's answer key, read from the database (the API never gives it). */
async function keyOf(questionId: string) {
  const [item] = await server.database.db
    .select()
    .from(levelTestItems)
    .where(eq(levelTestItems.id, Number(questionId)));
  if (!item) throw new Error(`no item ${questionId}`);
  return item;
}

/** Answers as a person at `level` (0 = A1 … 5 = C2) would: right up to it, wrong above. */
async function sitAs(level: number, id: string, first: LevelTestQuestion) {
  let question: LevelTestQuestion | undefined = first;
  const levels = ["A1", "A2", "B1", "B2", "C1", "C2"];
  for (let guard = 0; question && guard < 40; guard++) {
    const item = await keyOf(question.id);
    const right = levels.indexOf(item.cefr) <= level;
    const choiceIndex = right ? item.answerIndex : (item.answerIndex + 1) % item.choices.length;
    const response = await post(`/api/level-test/sessions/${id}/answers`, {
      questionId: question.id,
      choiceIndex,
    });
    expect(response.status).toBe(200);
    const state = (await response.json()) as State;
    if ("result" in state) return { result: state.result, asked: question.number };
    question = state.question;
  }
  throw new Error("the test never finished");
}

describe("level test sessions", () => {
  it("starts near B1 with a question that carries no answer key", async () => {
    const { id, question } = await start({ lang: "es" });
    expect(id).toMatch(/^[\w-]{32}$/);
    expect(question).toMatchObject({ number: 1, total: 30 });
    expect(question.choices.length).toBeGreaterThanOrEqual(3);
    // No field but these; a key such as answerIndex would give the answer away. (The passage
    // text itself may well contain the word "answer".)
    expect(Object.keys(question).sort()).toEqual(
      [
        "choices",
        "id",
        "number",
        "prompt",
        "total",
        ...("passage" in question ? ["passage"] : []),
      ].sort(),
    );
    expect(JSON.stringify(question)).not.toMatch(/"answer\w*"\s*:/i);
    expect((await keyOf(question.id)).cefr).toMatch(/^B[12]$/);
    // Only a hash of the id is stored.
    const [row] = await server.database.db
      .select()
      .from(levelTestSessions)
      .where(eq(levelTestSessions.tokenHash, hashToken(id)));
    expect(row?.lang).toBe("es");
    expect(JSON.stringify(row)).not.toContain(id);
  });

  it.each([
    [0, "A1"],
    [2, "B1"],
    [3, "B2"],
    [5, "C2"],
  ])(
    "places a consistent level-%i test-taker at %s within 12–30 questions",
    async (level, cefr) => {
      const { id, question } = await start();
      const { result, asked } = await sitAs(level, id, question);
      expect(result.level).toBe(cefr);
      expect(asked).toBeGreaterThanOrEqual(12);
      expect(asked).toBeLessThanOrEqual(30);
      const skills = Object.values(result.skills);
      expect(skills.length).toBe(3);
      expect(skills.reduce((sum, skill) => sum + (skill?.answered ?? 0), 0)).toBe(asked);
      // The finished sitting reads back as its result, and cannot be answered again.
      const again = await server.fetch(`/api/level-test/sessions/${id}`);
      expect(((await again.json()) as State & { result: LevelTestResultView }).result.level).toBe(
        cefr,
      );
      const late = await post(`/api/level-test/sessions/${id}/answers`, {
        questionId: question.id,
        choiceIndex: 0,
      });
      expect(late.status).toBe(409);
    },
  );

  it("sends the result in the page's language with consent only, and notifies staff", async () => {
    const { id, question } = await start({ lang: "es", ageGroup: "18-25" });
    const early = await post(`/api/level-test/sessions/${id}/result-email`, {
      name: "Lucía",
      email: "lucia.result@example.es",
      gdprConsent: true,
    });
    expect(early.status).toBe(409);
    await sitAs(3, id, question);
    const noConsent = await post(`/api/level-test/sessions/${id}/result-email`, {
      name: "Lucía",
      email: "lucia.result@example.es",
    });
    expect(noConsent.status).toBe(400);
    const [before] = await server.database.db
      .select()
      .from(levelTestSessions)
      .where(eq(levelTestSessions.tokenHash, hashToken(id)));
    expect(before?.email).toBeNull();

    const sent = await post(`/api/level-test/sessions/${id}/result-email`, {
      name: "Lucía",
      email: "lucia.result@example.es",
      gdprConsent: true,
    });
    expect(sent.status).toBe(201);
    const mails = await server.database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.kind, ["level-test-result", "staff-level-test"]));
    const toPerson = mails.find((mail) => mail.kind === "level-test-result");
    expect(toPerson?.subject).toBe("Tu nivel de inglés: B2 – Clover English");
    expect(toPerson?.textBody).toContain("/es/quote?level=B2");
    expect(toPerson?.textBody).not.toMatch(/answerIndex|token/i);
    const toStaff = mails.find((mail) => mail.kind === "staff-level-test");
    expect(toStaff?.subject).toContain("Lucía (B2)");
  });

  it("refuses a replayed answer and an answer to another question, and resumes by id", async () => {
    const { id, question } = await start();
    const first = await post(`/api/level-test/sessions/${id}/answers`, {
      questionId: question.id,
      choiceIndex: 0,
    });
    expect(first.status).toBe(200);
    const next = ((await first.json()) as { question: LevelTestQuestion }).question;
    expect(next.number).toBe(2);
    expect(next.id).not.toBe(question.id);

    const replay = await post(`/api/level-test/sessions/${id}/answers`, {
      questionId: question.id,
      choiceIndex: 1,
    });
    expect(replay.status).toBe(409);

    const resumed = (await (await server.fetch(`/api/level-test/sessions/${id}`)).json()) as {
      question: LevelTestQuestion;
    };
    expect(resumed.question).toEqual(next);

    // Two answers to the same question at once: exactly one moves the test on.
    const racing = await Promise.all(
      [0, 1].map((choiceIndex) =>
        post(`/api/level-test/sessions/${id}/answers`, { questionId: next.id, choiceIndex }),
      ),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([200, 409]);
  });

  it("answers unknown ids 404 and bad answers 400 with the field named", async () => {
    expect(
      (await server.fetch("/api/level-test/sessions/not-a-real-session-id-at-all")).status,
    ).toBe(404);
    const { id, question } = await start();
    const outOfRange = await post(`/api/level-test/sessions/${id}/answers`, {
      questionId: question.id,
      choiceIndex: 7,
    });
    expect(outOfRange.status).toBe(400);
    expect(((await outOfRange.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      "choiceIndex",
    );
    const noQuestion = await post(`/api/level-test/sessions/${id}/answers`, { choiceIndex: 0 });
    expect(noQuestion.status).toBe(400);
    const badStart = await post("/api/level-test/sessions", { lang: "xx" });
    expect(badStart.status).toBe(400);
  });

  it("expires an unfinished sitting after 24 hours", async () => {
    const { id } = await start();
    await server.database.db
      .update(levelTestSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(levelTestSessions.tokenHash, hashToken(id)));
    expect((await server.fetch(`/api/level-test/sessions/${id}`)).status).toBe(404);
  });

  it("keeps a new sitting for 24 hours from its start, and not a second longer", async () => {
    let clock = new Date("2031-03-10T09:00:00Z");
    const timed = await startTestServer({ now: () => clock });
    try {
      const started = await timed.fetch("/api/level-test/sessions", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.24" },
        body: "{}",
      });
      expect(started.status).toBe(201);
      const { id, question } = (await started.json()) as { id: string; question: { id: string } };
      clock = new Date("2031-03-11T08:59:59Z");
      const resumed = await timed.fetch(`/api/level-test/sessions/${id}`);
      expect(resumed.status).toBe(200);
      expect(((await resumed.json()) as { question: { id: string } }).question.id).toBe(
        question.id,
      );
      clock = new Date("2031-03-11T09:00:00Z");
      expect((await timed.fetch(`/api/level-test/sessions/${id}`)).status).toBe(404);
    } finally {
      await timed.stop();
    }
  });

  it("limits the sittings one address may start, like the other public writes", async () => {
    const limited = await startTestServer({ env: { PUBLIC_WRITES_PER_HOUR: "5" } });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 7; n++) {
        const response = await limited.fetch("/api/level-test/sessions", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.77" },
          body: "{}",
        });
        statuses.push(response.status);
        if (response.status === 429) expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    } finally {
      await limited.stop();
    }
  });
});

describe("results asked for together (group commit, decision 0055)", () => {
  it("stores each of ten concurrent requests once, on its own sitting, each with its own e-mails", async () => {
    // Ten finished sittings, as a crowd at a fair would leave them; one more left unfinished.
    // (Ten: every request comes from one address here, under the form's hourly allowance.)
    const finished = Array.from({ length: 10 }, (_, i) => `burst-sitting-token-${i}-of-a-fair`);
    await server.database.db.insert(levelTestSessions).values(
      finished.map((token, i) => ({
        tokenHash: hashToken(token),
        lang: i % 2 ? "es" : "en",
        ageGroup: "18-25",
        startedAt: new Date(Date.now() - 600_000),
        expiresAt: new Date(Date.now() + 86_400_000),
        completedAt: new Date(),
        resultLevel: (["A2", "B1", "B2", "C1"] as const)[i % 4],
        resultSkills: {},
      })),
    );
    const tokens = [...finished, (await start()).id];
    const responses = await Promise.all(
      tokens.map((token, i) =>
        post(`/api/level-test/sessions/${token}/result-email`, {
          name: `Fair Visitor ${i}`,
          email: `fair-visitor-${i}@example.com`,
          gdprConsent: true,
        }),
      ),
    );
    // The unfinished sitting is refused; its neighbours in the group are not.
    expect(responses.map((response) => response.status)).toEqual([
      ...Array.from({ length: 10 }, () => 201),
      409,
    ]);
    const mails = await server.database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.kind, ["level-test-result", "staff-level-test"]));
    for (const [i, token] of tokens.entries()) {
      const [row] = await server.database.db
        .select()
        .from(levelTestSessions)
        .where(eq(levelTestSessions.tokenHash, hashToken(token)));
      const email = `fair-visitor-${i}@example.com`;
      const toPerson = mails.filter(
        (mail) => mail.kind === "level-test-result" && mail.toAddress === email,
      );
      if (i === 10) {
        expect(row?.email).toBeNull();
        expect(toPerson).toHaveLength(0);
        continue;
      }
      // Acknowledged means stored: the sitting holds this visitor, and only this one.
      expect(row).toMatchObject({ name: `Fair Visitor ${i}`, email });
      expect(row?.leadAt).not.toBeNull();
      expect(toPerson).toHaveLength(1);
      expect(toPerson[0]?.textBody).toContain(`level=${row?.resultLevel}`);
      const toStaff = mails.filter(
        (mail) => mail.kind === "staff-level-test" && mail.textBody.includes(`${email}\n`),
      );
      expect(toStaff).toHaveLength(1);
      expect(toStaff[0]?.subject).toContain(`Fair Visitor ${i} (${row?.resultLevel})`);
    }
  });
});
