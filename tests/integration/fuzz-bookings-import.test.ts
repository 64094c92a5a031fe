/**
 * The bookings import (issue 30) under generated CSV: headers shuffled, cut or padded; fields
 * usually valid, otherwise any unicode, markup, NUL, quotes, commas and line breaks; BOM or not,
 * CRLF or LF; now and then another content type or a body over the limit. Never a 5xx; a 201
 * stores exactly one booking per data row, each within the rules; a 400 names lines of the file
 * and stores nothing.
 */
import { count, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../server/db/schema";
import { bodyLimitFor } from "../../server/http/body-limits";
import { importRequiredColumns } from "../../shared/bookings/import";
import { anyText } from "../support/arbitraries";
import { loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

const RUNS = Math.max(50, Math.floor(Number(process.env.FUZZ_RUNS ?? 2_000) / 8));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const PATH = "/api/admin/bookings/import";

/** A minute passes between requests, so the per-user rate limit (30 in 15 minutes) never bites. */
let clock = Date.parse("2027-03-10T08:00:00Z");
let server: TestServer;
let admin = "";
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

/** Rows that pass on the fixed day, as a whole (dates, status and program agree). */
const validRow = fc.record({
  firstName: fc.constantFrom("Ana", "Seán", "Zoë", "O'Neil, Jr."),
  lastName: fc.constantFrom("García", "Ó Briain", 'The "Great"'),
  email: fc.nat({ max: 10_000_000 }).map((n) => `fuzz${n}@example.com`),
  dateOfBirth: fc.constantFrom("1999-12-31", "2004-02-29", "1960-01-01"),
  nationality: fc.constantFrom("Brazilian", "Japanese", "Spanish"),
  programId: fc.constantFrom("clover-summer-dublin", "exam-preparation"),
  startDate: fc.constant("2027-01-11"),
  endDate: fc.constant("2027-06-25"),
  level: fc.constantFrom("A1", "b2", "C2"),
  needsVisa: fc.constantFrom("yes", "no", "TRUE", "0"),
  status: fc.constantFrom("arrived", "confirmed"),
  accommodation: fc.constantFrom("host-family", "", "hotel"),
  gender: fc.constantFrom("", "female", "non-binary"),
  notes: fc.constantFrom("", "Line one\nline two", 'Says "hi", then leaves', "=SUM(A1:A9)"),
});
/** Values that break one rule or another. */
const doubtful = fc.oneof(
  anyText,
  fc.constantFrom("no-such-program", "2027-02-30", "2030-01-01", "D1", "maybe", "draft", "tent"),
);
const validField: Record<string, true> = {
  firstName: true,
  lastName: true,
  email: true,
  dateOfBirth: true,
  nationality: true,
  programId: true,
  startDate: true,
  endDate: true,
  level: true,
  needsVisa: true,
  status: true,
  accommodation: true,
  gender: true,
  notes: true,
};
const columns = Object.keys(validField);

/** A field as a spreadsheet writes it: quoted when it must be, sometimes when it need not. */
const cell = (value: string, quoteAnyway: boolean) =>
  quoteAnyway || /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

const header = fc.oneof(
  { weight: 8, arbitrary: fc.shuffledSubarray(columns, { minLength: columns.length }) },
  { weight: 1, arbitrary: fc.shuffledSubarray(columns) },
  { weight: 1, arbitrary: fc.constant([...importRequiredColumns, "shoeSize"]) },
);

const csvFile = header.chain((names) =>
  fc
    .record({
      rows: fc.array(
        fc
          .tuple(
            validRow,
            fc.oneof(
              { weight: 4, arbitrary: fc.constant<Record<string, string>>({}) },
              { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...columns), doubtful) },
            ),
            fc.array(fc.boolean(), { minLength: names.length, maxLength: names.length }),
          )
          .map(([valid, broken, quotes]) =>
            names.map((name, index): [string, boolean] => [
              broken[name] ?? (valid as Record<string, string>)[name] ?? "",
              quotes[index] ?? false,
            ]),
          ),
        { minLength: 0, maxLength: 5 },
      ),
      newline: fc.constantFrom("\n", "\r\n"),
      bom: fc.boolean(),
      trailing: fc.boolean(),
    })
    .map(({ rows, newline, bom, trailing }) => {
      const lines = [
        names.join(","),
        ...rows.map((row) => row.map(([value, quote]) => cell(value, quote)).join(",")),
      ];
      return `${bom ? "\uFEFF" : ""}${lines.join(newline)}${trailing ? newline : ""}`;
    }),
);

const request = fc.oneof(
  { weight: 18, arbitrary: fc.record({ type: fc.constant("text/csv"), body: csvFile }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("text/csv"), body: fc.string() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constantFrom("application/json", "text/plain", ""),
      body: csvFile,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant("text/csv; charset=utf-8"),
      body: fc.constant("x".repeat(bodyLimitFor(PATH) + 1)),
    }),
  },
);

const storedCount = async () =>
  (await server.database.db.select({ n: count() }).from(bookings))[0]?.n ?? 0;

describe("the bookings import under generated input", () => {
  it(`POST ${PATH}: ${RUNS} files, no 5xx, all rows or none`, async () => {
    let created = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ type, body }) => {
        clock += 60_000;
        const before = await storedCount();
        const headers: Record<string, string> = { Authorization: `Bearer ${admin}` };
        if (type) headers["Content-Type"] = type;
        const response = await server.app.request(PATH, { method: "POST", headers, body });
        const text = await response.text();
        expect(response.status, text).toBeLessThan(500);
        if (Buffer.byteLength(body) > bodyLimitFor(PATH)) expect(response.status).toBe(413);
        else if (!/^text\/csv\b/i.test(type)) expect(response.status).toBe(415);
        else expect([201, 400]).toContain(response.status);
        const after = await storedCount();
        if (response.status !== 201) {
          expect(after).toBe(before);
          if (response.status === 400) {
            refused++;
            const { errors } = JSON.parse(text) as { errors: { line: number; message: string }[] };
            const lines = body.split(/\r\n|\r|\n/).length;
            expect(errors.length).toBeGreaterThan(0);
            for (const error of errors) {
              expect(error.line).toBeGreaterThanOrEqual(1);
              expect(error.line).toBeLessThanOrEqual(lines + 1);
              expect(error.message).toMatch(/\S/);
            }
          }
          return;
        }
        const answer = JSON.parse(text) as { created: number; bookingIds: number[] };
        created++;
        expect(after - before).toBe(answer.created);
        const stored = await server.database.db
          .select()
          .from(bookings)
          .where(inArray(bookings.id, answer.bookingIds));
        expect(stored).toHaveLength(answer.created);
        for (const booking of stored) {
          expect(["confirmed", "arrived", "completed"]).toContain(booking.status);
          expect(["A1", "A2", "B1", "B2", "C1", "C2"]).toContain(booking.level);
          expect(booking.importedAt).not.toBeNull();
          expect((booking.endDate ?? "") >= (booking.startDate ?? "")).toBe(true);
          expect(booking.firstName.trim()).not.toBe("");
          expect(booking.email).toMatch(/@/);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The generators must reach both answers, or the property proves little.
    expect(created).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 120_000);
});
