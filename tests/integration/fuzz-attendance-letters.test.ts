/**
 * The attendance office's JSON bodies under generated input (issue 30): the settings, a letter
 * template, a warning letter and an appeal, sent by an admin. Never a 5xx, and nothing stored
 * that the rules refuse: settings within their bounds, templates non-empty and bounded, letters
 * of a known kind and language, an appeal's outcome upheld or rejected.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceSettings, warningLetters, warningLetterTemplates } from "../../server/db/schema";
import { bodyLimitFor } from "../../server/http/body-limits";
import {
  characters,
  type GeneratedRequest,
  isJsonContentType,
  parsesAsJson,
  plausibleText,
  requestsFor,
} from "../support/arbitraries";
import { storedBooking } from "../support/classes";
import { loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
/** A letter writes a row, an e-mail and a timeline entry: a tenth of the runs covers them. */
const WRITE_RUNS = Math.max(50, Math.floor(RUNS / 10));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let server: TestServer;
let admin = "";
let bookingId = 0;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2027-03-10T10:00:00Z") });
  admin = await loginAsAdmin(server);
  bookingId = await storedBooking(server, { startDate: "2027-03-01", endDate: "2027-03-26" });
});
afterAll(() => server?.stop());

async function send(method: string, path: string, request: GeneratedRequest) {
  const headers: Record<string, string> = { Authorization: `Bearer ${admin}` };
  if (request.contentType) headers["Content-Type"] = request.contentType;
  const response = await server.app.request(path, { method, headers, body: request.body });
  const text = await response.text();
  expect(response.status, text).toBeLessThan(500);
  if (Buffer.byteLength(request.body) > bodyLimitFor(path)) expect(response.status).toBe(413);
  else if (!isJsonContentType(request.contentType)) expect(response.status).toBe(415);
  else if (!parsesAsJson(request.body)) expect(response.status).toBe(400);
  return response.status;
}

const mostly = <T, U>(valid: fc.Arbitrary<T>, doubtful: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: doubtful });

describe("the attendance office's bodies under generated input", () => {
  it(`PUT /api/admin/attendance/settings: ${WRITE_RUNS} bodies, only valid settings stored`, async () => {
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
          latenessThresholdMinutes: mostly(
            fc.integer({ min: 0, max: 120 }),
            fc.constantFrom(-1, 121, 1.5, "15"),
          ),
          certifiedAbsences: mostly(
            fc.constantFrom("count-as-attended", "exclude-from-scheduled"),
            fc.constantFrom("ignore", ""),
          ),
          retentionYears: mostly(
            fc.integer({ min: 1, max: 20 }),
            fc.constantFrom(0, 21, 2.5, null),
          ),
        }),
        async (request) => {
          await send("PUT", "/api/admin/attendance/settings", request);
        },
      ),
      { numRuns: WRITE_RUNS, seed: SEED },
    );
    for (const row of await server.database.db.select().from(attendanceSettings)) {
      expect(row.latenessThresholdMinutes).toBeGreaterThanOrEqual(0);
      expect(row.latenessThresholdMinutes).toBeLessThanOrEqual(120);
      expect(row.retentionYears).toBeGreaterThanOrEqual(1);
      expect(row.retentionYears).toBeLessThanOrEqual(20);
    }
  }, 120_000);

  it(`PUT /api/admin/attendance/letter-templates/…: ${RUNS} bodies, only bounded text stored`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("first-warning/en", "final-warning/de", "first-warning/fr"),
        requestsFor({
          subject: plausibleText("Attendance {{studentName}}"),
          body: plausibleText("Dear {{studentName}}, {{percent}} %"),
        }),
        async (which, request) => {
          await send("PUT", `/api/admin/attendance/letter-templates/${which}`, request);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    for (const row of await server.database.db.select().from(warningLetterTemplates)) {
      expect(row.subject.trim()).not.toBe("");
      expect(characters(row.subject)).toBeLessThanOrEqual(200);
      expect(characters(row.body)).toBeLessThanOrEqual(6000);
      expect(row.body).not.toContain("\u0000");
    }
  }, 120_000);

  it(`POST warning letters and appeals: ${WRITE_RUNS} bodies each, only valid ones stored`, async () => {
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
          kind: mostly(
            fc.constantFrom("first-warning", "final-warning"),
            fc.constantFrom("third", 1),
          ),
          lang: mostly(fc.constantFrom("en", "es", "fr", "de"), fc.constantFrom("it", "", null)),
        }),
        async (request) => {
          await send("POST", `/api/admin/bookings/${bookingId}/warning-letters`, request);
        },
      ),
      { numRuns: WRITE_RUNS, seed: SEED },
    );
    const letters = await server.database.db.select().from(warningLetters);
    expect(letters.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...letters.map((letter) => letter.id)),
        requestsFor({
          outcome: mostly(fc.constantFrom("upheld", "rejected"), fc.constantFrom("maybe", "")),
          note: plausibleText("Sick note for Monday"),
        }),
        async (letterId, request) => {
          const status = await send(
            "POST",
            `/api/admin/warning-letters/${letterId}/appeal`,
            request,
          );
          expect([200, 400, 409, 413, 415]).toContain(status);
        },
      ),
      { numRuns: WRITE_RUNS, seed: SEED },
    );
    for (const letter of await server.database.db.select().from(warningLetters)) {
      expect(["first-warning", "final-warning"]).toContain(letter.kind);
      expect(["en", "es", "fr", "de"]).toContain(letter.lang);
      expect([null, "upheld", "rejected"]).toContain(letter.appealOutcome);
    }
  }, 120_000);
});
