/**
 * The level test's public endpoints under generated input (issue 15), like the lead forms in
 * fuzz-public-endpoints.test.ts: thousands of bodies (plausible ones with hostile fields, wrong
 * types, extra keys, malformed JSON, wrong content types) and generated ids never get a 5xx,
 * never echo a script, never answer a question twice, and never store a lead the form's schema
 * would refuse.
 */
import { eq, isNotNull } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { levelTestAnswers, levelTestSessions } from "../../server/db/schema";
import { PUBLIC_BODY_BYTES } from "../../server/http/body-limits";
import { hashToken } from "../../server/services/level-test/sessions";
import { ageGroups } from "../../shared/content/options";
import { wellFormed } from "../../shared/forms/fields";
import { levelTestResultEmailSchema } from "../../shared/level-test/forms";
import {
  anyText,
  type GeneratedRequest,
  isJsonContentType,
  parsesAsJson,
  plausibleEmail,
  plausibleText,
  requestsFor,
} from "../support/arbitraries";
import { startTestServer, type TestServer } from "../support/test-server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { PUBLIC_WRITES_PER_HOUR: "1000000", TRUST_PROXY: "true" },
  });
});
afterAll(() => server?.stop());

let nextAddress = 0;
const nextIp = () => {
  const n = nextAddress++;
  return `10.9.${(n >> 8) & 255}.${n & 255}`;
};

async function send(path: string, request: GeneratedRequest) {
  const headers: Record<string, string> = { "X-Forwarded-For": nextIp() };
  if (request.contentType) headers["Content-Type"] = request.contentType;
  const response = await server.app.request(path, { method: "POST", headers, body: request.body });
  const text = await response.text();
  expect(response.status, text).toBeLessThan(500);
  expect(text).not.toMatch(/<script/i);
  // The transport-level answers come first: 413, then 415, then 400 for bad JSON.
  if (Buffer.byteLength(request.body) > PUBLIC_BODY_BYTES) expect(response.status).toBe(413);
  else if (!isJsonContentType(request.contentType)) expect(response.status).toBe(415);
  else if (!parsesAsJson(request.body)) expect(response.status).toBe(400);
  return { status: response.status, text };
}

async function start(): Promise<{ id: string; question: { id: string } }> {
  const response = await server.fetch("/api/level-test/sessions", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": nextIp() },
    body: "{}",
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; question: { id: string } };
}

describe("level test endpoints under generated input", () => {
  it(`POST /api/level-test/sessions: ${RUNS} bodies, no 5xx, every sitting valid`, async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
          lang: fc.constantFrom<unknown>("en", "es", "fr", "de", "xx", undefined, 3),
          ageGroup: fc.constantFrom<unknown>(...ageGroups, "", "7-9", undefined, null),
        }),
        async (request) => {
          const { status } = await send("/api/level-test/sessions", request);
          statuses.add(status);
          expect([201, 400, 413, 415]).toContain(status);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(statuses).toContain(201);
    const sittings = await server.database.db.select().from(levelTestSessions);
    for (const sitting of sittings) {
      expect(["en", "es", "fr", "de"]).toContain(sitting.lang);
      expect(sitting.ageGroup === null || ageGroups.includes(sitting.ageGroup as never)).toBe(true);
      expect(sitting.email).toBeNull();
    }
  }, 180_000);

  it(`POST …/answers: ${RUNS} bodies, no 5xx, one answer per position, never past 30`, async () => {
    let sitting = await start();
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          current: fc.boolean(),
          other: fc.oneof(fc.integer({ min: -5, max: 100_000 }).map(String), anyText),
          request: fc.nat({ max: 9 }),
        }),
        requestsFor({
          choiceIndex: fc.oneof(
            fc.integer({ min: 0, max: 3 }),
            fc.integer({ min: -2, max: 12 }),
            fc.constantFrom<unknown>("1", 1.5, null),
          ),
        }),
        async ({ current, other }, request) => {
          // Splice the question id in: the current one (mostly) or anything else.
          const questionId = current ? sitting.question.id : other;
          const body = parsesAsJson(request.body)
            ? (() => {
                const parsed: unknown = JSON.parse(request.body);
                return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)
                  ? JSON.stringify({ ...parsed, questionId })
                  : request.body;
              })()
            : request.body;
          const { status, text } = await send(`/api/level-test/sessions/${sitting.id}/answers`, {
            ...request,
            body,
          });
          statuses.add(status);
          expect([200, 400, 409, 413, 415]).toContain(status);
          if (status === 200) {
            const state = JSON.parse(text) as { question?: { id: string } };
            if (state.question) sitting = { id: sitting.id, question: state.question };
            else sitting = await start();
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(statuses).toContain(200);
    const answers = await server.database.db.select().from(levelTestAnswers);
    const positions = new Map<string, number[]>();
    for (const answer of answers) {
      positions.set(answer.sessionHash, [
        ...(positions.get(answer.sessionHash) ?? []),
        answer.position,
      ]);
    }
    for (const list of positions.values()) {
      expect(list.length).toBeLessThanOrEqual(30);
      expect([...list].sort((a, b) => a - b)).toEqual(
        list.map((_, index) => index + 1).sort((a, b) => a - b),
      );
    }
  }, 300_000);

  it("generated sitting ids are answered 404, never 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 120 }), fc.base64String()), async (id) => {
        const response = await server.app.request(
          `/api/level-test/sessions/${encodeURIComponent(id)}`,
        );
        expect([404, 400]).toContain(response.status);
      }),
      { numRuns: Math.min(RUNS, 1000), seed: SEED },
    );
  }, 120_000);

  it(`POST …/result-email: ${Math.min(RUNS, 1000)} bodies, no 5xx, every stored lead valid`, async () => {
    // A finished sitting: answer until the result.
    let { id, question } = await start();
    for (let guard = 0; guard < 40; guard++) {
      const response = await server.fetch(`/api/level-test/sessions/${id}/answers`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": nextIp() },
        body: JSON.stringify({ questionId: question.id, choiceIndex: 0 }),
      });
      const state = (await response.json()) as { question?: { id: string } };
      if (!state.question) break;
      question = state.question;
    }
    const statuses = new Set<number>();
    const sitting = async () =>
      (
        await server.database.db
          .select()
          .from(levelTestSessions)
          .where(eq(levelTestSessions.tokenHash, hashToken(id)))
      )[0];
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
          name: plausibleText("Aoife Byrne"),
          email: plausibleEmail,
          gdprConsent: fc.constantFrom<unknown>(true, true, "on", false, "yes"),
          website: fc.constantFrom<unknown>(undefined, undefined, "", "http://spam.example"),
        }),
        async (request) => {
          const before = await sitting();
          const { status } = await send(`/api/level-test/sessions/${id}/result-email`, request);
          statuses.add(status);
          expect([201, 400, 413, 415]).toContain(status);
          const after = await sitting();
          if (status !== 201) {
            // Refused: the sitting is as it was.
            expect(after).toEqual(before);
            return;
          }
          // Each accepted body: it passes the form's schema, and the sitting now holds exactly
          // its name and address with consent, or nothing changed for a filled honeypot.
          const parsed = levelTestResultEmailSchema.safeParse(JSON.parse(request.body));
          expect(parsed.success, request.body).toBe(true);
          if (parsed.data?.website) {
            expect(after).toEqual(before);
            return;
          }
          stored += 1;
          // (A lone UTF-16 surrogate cannot be stored: the database keeps U+FFFD in its place.)
          expect(after).toMatchObject({
            name: wellFormed(parsed.data?.name ?? ""),
            email: wellFormed(parsed.data?.email ?? ""),
          });
          expect(after?.consentAt).not.toBeNull();
          expect(after?.leadAt).not.toBeNull();
        },
      ),
      { numRuns: Math.min(RUNS, 1000), seed: SEED, endOnFailure: true },
    );
    expect(statuses).toContain(201);
    expect(stored, "some results were e-mailed").toBeGreaterThan(0);
    const leads = await server.database.db
      .select()
      .from(levelTestSessions)
      .where(isNotNull(levelTestSessions.email));
    for (const row of leads) expect(row.consentAt).not.toBeNull();
  }, 180_000);
});
