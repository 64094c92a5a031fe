/**
 * The ledger's staff API under generated input (issue 32), sent by an admin: a booking's change
 * line, its payer, an agency's transfer, an allocation by hand and the list's query. Never a
 * 5xx; a refusal of a JSON object names the fields it refuses (and only fields the form has);
 * nothing is stored on a refusal (documents, transfers and allocations counted before and
 * after); what is stored is what was asked (a line's document is exactly its amount).
 */
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  agencies,
  agencyPayments,
  bookings,
  invoiceAllocations,
  invoices,
} from "../../server/db/schema";
import { bodyLimitFor } from "../../server/http/body-limits";
import {
  anyText,
  type GeneratedRequest,
  isJsonContentType,
  parsesAsJson,
  plausibleText,
  queryFor,
  requestsFor,
} from "../support/arbitraries";
import { storedBooking } from "../support/classes";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
/** Each accepted write issues a numbered document: a tenth of the runs covers them well. */
const WRITE_RUNS = Math.max(50, Math.floor(RUNS / 10));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let server: TestServer;
let admin = "";
let agencyId = 0;
let bookingId = 0;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2027-03-10T10:00:00Z") });
  admin = await loginAsAdmin(server);
  agencyId = (
    await expectJson<{ id: number }>(
      await server.fetch(
        "/api/admin/agencies",
        jsonRequest(
          "POST",
          {
            name: "Fuzz Lingua",
            country: "Italy",
            email: "office@fuzzlingua.example",
            commissionPercent: 10,
          },
          admin,
        ),
      ),
      201,
    )
  ).id;
  await db().update(agencies).set({ invoicing: "net" }).where(eq(agencies.id, agencyId));
  bookingId = await storedBooking(server, { startDate: "2027-06-07", endDate: "2027-06-25" });
  await db()
    .update(bookings)
    .set({ agencyId, commissionCents: 5000, totalCents: 150000 })
    .where(eq(bookings.id, bookingId));
});
afterAll(() => server?.stop());

/** What the ledger holds: a refusal must leave every number as it was. */
async function ledgerCounts() {
  const [documents] = await db().select({ n: count() }).from(invoices);
  const [transfers] = await db().select({ n: count() }).from(agencyPayments);
  const [allocations] = await db().select({ n: count() }).from(invoiceAllocations);
  return {
    documents: documents?.n ?? 0,
    transfers: transfers?.n ?? 0,
    allocations: allocations?.n ?? 0,
  };
}

const isObjectBody = (body: string) => {
  if (!parsesAsJson(body)) return false;
  const value: unknown = JSON.parse(body);
  return typeof value === "object" && value !== null && !Array.isArray(value);
};

/**
 * Sends one generated request and checks what holds for any of them: no 5xx, the transport
 * refusals, a validation refusal naming only the form's fields, nothing stored on a refusal.
 */
async function send(
  method: string,
  path: string,
  request: GeneratedRequest,
  formFields: readonly string[],
) {
  const before = await ledgerCounts();
  const headers: Record<string, string> = { Authorization: `Bearer ${admin}` };
  if (request.contentType) headers["Content-Type"] = request.contentType;
  const response = await server.app.request(path, { method, headers, body: request.body });
  const text = await response.text();
  expect(response.status, text).toBeLessThan(500);
  if (Buffer.byteLength(request.body) > bodyLimitFor(path)) expect(response.status).toBe(413);
  else if (!isJsonContentType(request.contentType)) expect(response.status).toBe(415);
  else if (!parsesAsJson(request.body)) expect(response.status).toBe(400);
  else if (response.status === 400 || response.status === 409) {
    const body = JSON.parse(text) as { fields?: Record<string, string> };
    if (response.status === 400 || body.fields) {
      const named = Object.keys(body.fields ?? {});
      expect(named.length, text).toBeGreaterThan(0);
      const allowed = isObjectBody(request.body) ? formFields : [...formFields, "form"];
      for (const name of named) expect(allowed, text).toContain(name);
    }
  }
  if (response.status >= 300) expect(await ledgerCounts()).toEqual(before);
  return { status: response.status, text, before };
}

const cents = (plausible: fc.Arbitrary<number>) =>
  fc.oneof(
    { weight: 6, arbitrary: plausible },
    {
      weight: 1,
      arbitrary: fc.constantFrom(0, 0.5, -0, 2 ** 31, -(2 ** 31), 1e9 + 1, Number.MAX_SAFE_INTEGER),
    },
    { weight: 1, arbitrary: fc.constantFrom("1000", null, true, [], {}) },
  );
const day = fc.oneof(
  fc
    .date({ min: new Date("2026-01-01"), max: new Date("2028-12-31"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom("2027-02-30", "0000-01-01", "2027-3-1", "tomorrow", ""),
);

describe("the ledger API under generated input", () => {
  it(`POST /api/admin/bookings/{id}/lines: ${WRITE_RUNS} bodies; a document for exactly the amount`, async () => {
    let issued = 0;
    const path = `/api/admin/bookings/${bookingId}/lines`;
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
          description: plausibleText("One more week of General English"),
          amountCents: cents(fc.integer({ min: -20_000, max: 200_000 })),
        }),
        async (request) => {
          const { status, text, before } = await send("POST", path, request, [
            "description",
            "amountCents",
          ]);
          if (status !== 201) return;
          issued++;
          const { amountCents } = JSON.parse(request.body) as { amountCents: number };
          const { invoiceId } = JSON.parse(text) as { invoiceId: number };
          const [row] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
          expect(row).toMatchObject({
            bookingId,
            kind: amountCents > 0 ? "invoice" : "credit-note",
            totalCents: Math.abs(amountCents),
          });
          expect((await ledgerCounts()).documents).toBe(before.documents + 1);
        },
      ),
      { numRuns: WRITE_RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`fuzz-invoices lines (seed ${SEED}): ${issued} of ${WRITE_RUNS} issued`);
    expect(issued).toBeGreaterThan(0);
  }, 120_000);

  it(`PUT /api/admin/bookings/{id}/payer: ${WRITE_RUNS} bodies; the payer stored is the one asked`, async () => {
    let changed = 0;
    const path = `/api/admin/bookings/${bookingId}/payer`;
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
          payer: fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom("student", "agency") },
            { weight: 1, arbitrary: fc.oneof(anyText, fc.constantFrom("Agency", "school", 1)) },
          ),
        }),
        async (request) => {
          const { status } = await send("PUT", path, request, ["payer"]);
          if (status !== 200) return;
          changed++;
          const { payer } = JSON.parse(request.body) as { payer: string };
          const [row] = await db()
            .select({ payer: bookings.payer })
            .from(bookings)
            .where(eq(bookings.id, bookingId));
          expect(row?.payer).toBe(payer);
        },
      ),
      { numRuns: WRITE_RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`fuzz-invoices payer (seed ${SEED}): ${changed} of ${WRITE_RUNS} changed`);
    expect(changed).toBeGreaterThan(0);
  }, 120_000);

  it(`POST /api/admin/agencies/{id}/payments: ${WRITE_RUNS} bodies; allocated and on account add up`, async () => {
    let recorded = 0;
    const path = `/api/admin/agencies/${agencyId}/payments`;
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
          amountCents: cents(fc.integer({ min: 1, max: 500_000 })),
          receivedOn: fc.oneof({ weight: 4, arbitrary: fc.constant("2027-03-09") }, day),
          method: fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom("bank-transfer", "card", "cash") },
            anyText,
          ),
          reference: plausibleText("IT-2027-114"),
        }),
        async (request) => {
          const { status, text } = await send("POST", path, request, [
            "amountCents",
            "receivedOn",
            "method",
            "reference",
          ]);
          if (status !== 201) return;
          recorded++;
          const { amountCents } = JSON.parse(request.body) as { amountCents: number };
          const result = JSON.parse(text) as {
            paymentId: number;
            allocatedCents: number;
            onAccountCents: number;
          };
          expect(result.allocatedCents + result.onAccountCents).toBe(amountCents);
          expect(result.onAccountCents).toBeGreaterThanOrEqual(0);
          const [row] = await db()
            .select()
            .from(agencyPayments)
            .where(eq(agencyPayments.id, result.paymentId));
          expect(row).toMatchObject({ agencyId, amountCents });
        },
      ),
      { numRuns: WRITE_RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`fuzz-invoices transfers (seed ${SEED}): ${recorded} of ${WRITE_RUNS} recorded`);
    expect(recorded).toBeGreaterThan(0);
  }, 120_000);

  it(`POST /api/admin/invoices/{id}/allocations: ${WRITE_RUNS} bodies; never beyond what is open or left`, async () => {
    // An invoice owing a lot, and a transfer of another agency kept whole on account.
    const other = await storedBooking(server, { startDate: "2027-06-07", endDate: "2027-06-25" });
    const { invoiceId } = await expectJson<{ invoiceId: number }>(
      await server.fetch(
        `/api/admin/bookings/${other}/lines`,
        jsonRequest("POST", { description: "Long stay", amountCents: 300_000 }, admin),
      ),
      201,
    );
    const lonely = await expectJson<{ id: number }>(
      await server.fetch(
        "/api/admin/agencies",
        jsonRequest(
          "POST",
          {
            name: "On Account Ltd",
            country: "Malta",
            email: "pay@onaccount.example",
            commissionPercent: 10,
          },
          admin,
        ),
      ),
      201,
    );
    const { paymentId } = await expectJson<{ paymentId: number }>(
      await server.fetch(
        `/api/admin/agencies/${lonely.id}/payments`,
        jsonRequest(
          "POST",
          { amountCents: 200_000, receivedOn: "2027-03-09", method: "bank-transfer" },
          admin,
        ),
      ),
      201,
    );
    let allocated = 0;
    const path = `/api/admin/invoices/${invoiceId}/allocations`;
    const id = (valid: number) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(valid) },
        fc.constantFrom(0, -1, 999_999, 2 ** 31, 1.5, "1"),
      );
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
          amountCents: cents(fc.integer({ min: 1, max: 20_000 })),
          agencyPaymentId: id(paymentId),
          // Mostly absent: exactly one source is what a valid body names.
          bookingPaymentId: fc.oneof(
            { weight: 8, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: fc.constant(999_999) },
          ),
          creditNoteId: fc.oneof(
            { weight: 8, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: fc.constantFrom(invoiceId, 999_999) },
          ),
        }),
        async (request) => {
          const { status, before } = await send("POST", path, request, [
            "amountCents",
            "agencyPaymentId",
            "bookingPaymentId",
            "creditNoteId",
            "source",
          ]);
          if (status !== 201) return;
          allocated++;
          expect((await ledgerCounts()).allocations).toBe(before.allocations + 1);
          const [settled] = await db()
            .select({ used: invoiceAllocations.amountCents })
            .from(invoiceAllocations)
            .where(eq(invoiceAllocations.invoiceId, invoiceId));
          expect(settled).toBeDefined();
        },
      ),
      { numRuns: WRITE_RUNS, seed: SEED, endOnFailure: true },
    );
    const rows = await db()
      .select({ amountCents: invoiceAllocations.amountCents })
      .from(invoiceAllocations)
      .where(eq(invoiceAllocations.agencyPaymentId, paymentId));
    const used = rows.reduce((sum, row) => sum + row.amountCents, 0);
    expect(used).toBeLessThanOrEqual(200_000);
    console.info(`fuzz-invoices allocations (seed ${SEED}): ${allocated} of ${WRITE_RUNS} made`);
    expect(allocated).toBeGreaterThan(0);
  }, 120_000);

  it(`GET /api/admin/invoices: ${RUNS} queries; a page of at most its size, or a refusal naming the parameter`, async () => {
    await fc.assert(
      fc.asyncProperty(
        queryFor({
          q: fc.oneof(fc.constantFrom("2027-0", "Fuzz", String(bookingId), ""), anyText),
          from: day,
          to: day,
          page: fc.oneof(
            fc.integer({ min: 1, max: 3 }).map(String),
            fc.constantFrom("0", "-1", "x"),
          ),
          pageSize: fc.oneof(
            fc.integer({ min: 1, max: 100 }).map(String),
            fc.constantFrom("0", "101", "1e3", "2.5"),
          ),
        }),
        async (query) => {
          const response = await server.app.request(`/api/admin/invoices?${query}`, {
            headers: { Authorization: `Bearer ${admin}` },
          });
          const text = await response.text();
          expect(response.status, text).toBeLessThan(500);
          expect([200, 400], text).toContain(response.status);
          const body = JSON.parse(text) as {
            items?: unknown[];
            pageSize?: number;
            fields?: Record<string, string>;
          };
          if (response.status === 200) {
            expect(body.items?.length ?? 0).toBeLessThanOrEqual(body.pageSize ?? 0);
          } else {
            const named = Object.keys(body.fields ?? {});
            expect(named.length, text).toBeGreaterThan(0);
            for (const name of named) {
              expect(["q", "from", "to", "page", "pageSize"], text).toContain(name);
            }
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 120_000);
});
