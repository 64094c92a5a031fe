/**
 * Property-based hardening of the translation surface (decision 0014): generated translation
 * bodies from a signed-in editor, and generated `?lang=` values from anyone, must never get a
 * 5xx or echo a script, and every stored translation must pass its own schema and still render.
 */
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTranslations } from "../../server/db/schema";
import { translationSchemas } from "../../shared/content/translation-form";
import { anyText, type GeneratedRequest, plausibleText, requestsFor } from "../support/arbitraries";
import { loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 1_500);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

const line = fc.oneof(
  { weight: 6, arbitrary: plausibleText("Preparación de exámenes") },
  { weight: 1, arbitrary: anyText },
);
const list = fc.oneof(fc.array(line, { maxLength: 6 }), anyText);

describe("translations under generated input", () => {
  it(`PUT /api/admin/programs/{id}/translations/{lang}: ${RUNS} bodies, no 5xx, every stored translation valid`, async () => {
    const tally: Record<number, number> = {};
    // Mostly real programmes and languages, so that enough bodies reach the database for the
    // stored-rows check below to mean something (an even mix saved about 5 in 1,500, and none
    // at all for some seeds).
    const target = fc.record({
      id: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom("cert-tesol", "exam-preparation") },
        { weight: 1, arbitrary: fc.constantFrom("no-such-program", "../../etc", "%00") },
      ),
      lang: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom("es", "fr", "de") },
        { weight: 1, arbitrary: fc.constantFrom("en", "xx", "ES", "") },
      ),
    });
    const bodies = requestsFor({
      title: line,
      shortDescription: line,
      description: line,
      duration: line,
      ageRange: line,
      highlights: list,
      inclusions: list,
      activities: list,
      timetable: fc.oneof(
        fc.dictionary(plausibleText("Mañana"), fc.oneof(line, fc.dictionary(line, line))),
        anyText,
      ),
      faq: fc.oneof(
        fc.array(fc.record({ question: line, answer: line }), { maxLength: 3 }),
        anyText,
      ),
    });
    await fc.assert(
      fc.asyncProperty(target, bodies, async ({ id, lang }, request: GeneratedRequest) => {
        const response = await server.app.request(
          `/api/admin/programs/${encodeURIComponent(id)}/translations/${encodeURIComponent(lang)}`,
          {
            method: "PUT",
            headers: {
              Authorization: `Bearer ${token}`,
              ...(request.contentType ? { "Content-Type": request.contentType } : {}),
            },
            body: request.body,
          },
        );
        const text = await response.text();
        tally[response.status] = (tally[response.status] ?? 0) + 1;
        expect(response.status, text).toBeLessThan(500);
        expect([200, 400, 404, 413, 415], `${response.status}: ${text.slice(0, 200)}`).toContain(
          response.status,
        );
        // A saved translation is the editor's own text, answered as JSON and escaped wherever
        // it is shown; an error never echoes what was sent.
        if (response.status !== 200) {
          expect(text).not.toMatch(/<script/i);
          return;
        }
        // Each accepted body, where it landed (the row is overwritten by the next one): it
        // passes its schema, and holds each field the editor filled in as the schema read it.
        const sent = translationSchemas.program.safeParse(JSON.parse(request.body));
        expect(sent.success, request.body.slice(0, 300)).toBe(true);
        const [row] = await server.database.db
          .select()
          .from(contentTranslations)
          .where(
            and(
              eq(contentTranslations.entity, "program"),
              eq(contentTranslations.entityId, id),
              // Only es, fr and de are accepted (200), so here lang is one of them.
              eq(contentTranslations.lang, lang as "es" | "fr" | "de"),
            ),
          );
        const stored = translationSchemas.program.safeParse(row?.fields);
        expect(stored.success, JSON.stringify(row?.fields).slice(0, 300)).toBe(true);
        for (const [field, value] of Object.entries(sent.data ?? {})) {
          if (typeof value === "string" && value !== "") {
            expect(row?.fields[field], field).toBe(value);
          }
        }
        for (const [field, value] of Object.entries(row?.fields ?? {})) {
          expect(value, field).toEqual((sent.data as Record<string, unknown>)[field]);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`fuzz-translations (seed ${SEED}): ${RUNS} bodies ${JSON.stringify(tally)}`);
    expect(tally[200] ?? 0, "some translations were saved").toBeGreaterThan(0);
    expect(tally[400] ?? 0, "validation was reached").toBeGreaterThan(0);

    const stored = await server.database.db.select().from(contentTranslations);
    for (const row of stored) {
      const parsed = translationSchemas[row.entity].safeParse(row.fields);
      expect(parsed.success, JSON.stringify(row.fields).slice(0, 300)).toBe(true);
    }
    for (const lang of ["es", "fr", "de"]) {
      const response = await server.fetch(`/api/programs?lang=${lang}`);
      expect(response.status).toBe(200);
    }
  }, 180_000);

  it(`GET /api/programs?lang=: ${RUNS} values, only en/es/fr/de are served, nothing else is a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom("es", "fr", "de", "en"), fc.string()),
        async (lang) => {
          const response = await server.app.request(
            `/api/programs?lang=${encodeURIComponent(lang)}`,
          );
          const text = await response.text();
          expect(response.status, text).toBeLessThan(500);
          expect(response.status).toBe(["en", "es", "fr", "de"].includes(lang) ? 200 : 400);
          // A refusal never echoes the value; a list is staff-written content, escaped where shown.
          if (response.status === 400) expect(text).not.toMatch(/<script/i);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 120_000);
});
