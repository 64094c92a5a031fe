/**
 * The booking pipeline under generated input (issue 16), like the lead forms: the person's
 * Accept (no sign-in, so the most exposed), generated link tokens, and the staff's offer editor,
 * payments and price list. Never a 5xx, never an echoed script, and nothing stored that its
 * schema would refuse: accepted details parse, offers are priced by the server, payments never
 * exceed the total.
 */

import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPayments, bookings, offers } from "../../server/db/schema";
import { bodyLimitFor } from "../../server/http/body-limits";
import { acceptOfferSchema } from "../../shared/bookings/forms";
import type { DepositRule, OfferLine } from "../../shared/bookings/types";
import {
  anyText,
  type GeneratedRequest,
  isJsonContentType,
  parsesAsJson,
  plausibleEmail,
  plausibleText,
  requestsFor,
} from "../support/arbitraries";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
/** Staff endpoints write more per request; a quarter of the runs covers them well. */
const STAFF_RUNS = Math.max(50, Math.floor(RUNS / 4));
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let server: TestServer;
let admin = "";
beforeAll(async () => {
  server = await startTestServer({
    env: { PUBLIC_WRITES_PER_HOUR: "1000000", TRUST_PROXY: "true" },
  });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

let nextAddress = 0;
const nextIp = () => {
  const n = nextAddress++;
  return `10.16.${(n >> 8) & 255}.${n & 255}`;
};

async function send(method: string, path: string, request: GeneratedRequest, token?: string) {
  const headers: Record<string, string> = { "X-Forwarded-For": nextIp() };
  if (request.contentType) headers["Content-Type"] = request.contentType;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await server.app.request(path, { method, headers, body: request.body });
  const text = await response.text();
  expect(response.status, text).toBeLessThan(500);
  // Public answers never echo markup; staff JSON shows what staff stored (React escapes it).
  if (!token) expect(text).not.toMatch(/<script/i);
  if (Buffer.byteLength(request.body) > bodyLimitFor(path)) expect(response.status).toBe(413);
  else if (!isJsonContentType(request.contentType)) expect(response.status).toBe(415);
  else if (!parsesAsJson(request.body)) expect(response.status).toBe(400);
  return { status: response.status, text };
}

/** A quote request, its offer sent: the offer's id and the link's token. */
async function sentOffer(
  ageGroup = "16-17",
): Promise<{ id: number; bookingId: number; token: string }> {
  const email = `fuzz${nextAddress++}@example.com`;
  await expectJson(
    await server.fetch("/api/quote-requests", {
      ...jsonRequest("POST", {
        firstName: "Fuzz",
        lastName: "Tester",
        email,
        programId: "junior-summer-dublin",
        ageGroup,
        duration: "2-weeks",
        accommodation: "host-family",
        gdprConsent: true,
      }),
      headers: { "Content-Type": "application/json", "X-Forwarded-For": nextIp() },
    }),
    201,
  );
  const quotes = await expectJson<{ items: { id: number }[] }>(
    await server.fetch(`/api/quote-requests?q=${email}`, {
      headers: { Authorization: `Bearer ${admin}` },
    }),
    200,
  );
  expect(quotes.items).toHaveLength(1);
  const offer = await expectJson<{ id: number; bookingId: number }>(
    await server.fetch(
      `/api/admin/quote-requests/${quotes.items[0]?.id}/offers`,
      jsonRequest("POST", {}, admin),
    ),
    201,
  );
  const sent = await expectJson<{ url: string }>(
    await server.fetch(`/api/admin/offers/${offer.id}/send`, jsonRequest("POST", {}, admin)),
    200,
  );
  return { ...offer, token: sent.url.split("/offers/")[1] as string };
}

interface SentLine {
  kind: string;
  quantity: number;
  unitCents: number;
  percent?: number | null;
}

/**
 * The price list's rules written out again here, by hand and in whole cents, so that the test
 * does not check the server's arithmetic with the server's own priceOffer: each line is
 * quantity × unit; a discount is an amount, or a percentage of the lines before discounts
 * rounded half up (these are never negative); the deposit is the rule's share of the total,
 * never more than the total, none for a total of nothing.
 */
function priceByHand(lines: SentLine[], deposit: DepositRule) {
  const halfUp = (numerator: number) => Math.floor((numerator + 50) / 100);
  const subtotal = lines
    .filter((line) => line.kind !== "discount")
    .reduce((sum, line) => sum + line.quantity * line.unitCents, 0);
  const lineTotals = lines.map((line) => {
    if (line.kind !== "discount") return line.quantity * line.unitCents;
    // + 0: a discount of nothing is 0, not -0.
    if (line.percent) return -halfUp(subtotal * line.percent) + 0;
    return -(line.quantity * line.unitCents) + 0;
  });
  const total = lineTotals.reduce((sum, cents) => sum + cents, 0);
  const asked = deposit.kind === "fixed" ? deposit.cents : halfUp(total * deposit.percent);
  return {
    lineTotals,
    subtotalCents: subtotal,
    discountCents: subtotal - total,
    totalCents: total,
    depositCents: total > 0 ? Math.min(asked, total) : 0,
  };
}

const plausibleDay = fc.oneof(
  fc
    .date({ min: new Date("1950-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom("2011-02-30", "0000-01-01", "1990-1-1", "yesterday"),
);

/** 16 or 17 on any start day in the coming year, as the quotes' age group (16-17) says. */
const minorBirthday = `${new Date().getUTCFullYear() - 16}-01-01`;

/**
 * Bodies the Accept form sends when filled in properly (a minor who names a guardian):
 * mixed in so that acceptances surely happen and their stored details are checked.
 */
const validAcceptance: fc.Arbitrary<GeneratedRequest> = fc
  .record({
    passportName: fc.constantFrom("MARIA GARCIA LOPEZ", "  SEÁN Ó BRIAIN  ", "李 小龙"),
    dateOfBirth: fc.constant(minorBirthday),
    nationality: fc.constantFrom("Spanish", "Irish"),
    address: plausibleText("Calle Mayor 12, 28013 Madrid"),
    emergencyContact: fc.record({
      name: fc.constantFrom("Ana García", "Pat Byrne"),
      phone: fc.constantFrom("+34 600 123 456", "(01) 555-0000"),
    }),
    arrivalDate: fc.constantFrom(undefined, null, "2027-07-04"),
    flight: fc.constantFrom(undefined, "EI 593"),
    dietaryNotes: fc.constantFrom(undefined, null, "Vegetarian"),
    medicalNotes: fc.constantFrom(undefined, "Mild asthma"),
    acceptTerms: fc.constantFrom<unknown>(true, "on", "true"),
    guardian: fc.record({
      name: fc.constantFrom("Ana García"),
      email: fc.constantFrom("ana.garcia@example.com"),
      consent: fc.constantFrom<unknown>(true, "on"),
    }),
  })
  .map((body) => ({ contentType: "application/json", body: JSON.stringify(body) }));

describe("the person's offer under generated input", () => {
  it(`POST /api/offers/{token}/accept: ${RUNS} bodies, no 5xx, only valid details stored`, async () => {
    let offer = await sentOffer();
    const statuses = new Set<number>();
    let accepted = 0;
    const generated = requestsFor({
      passportName: plausibleText("MARIA GARCIA LOPEZ"),
      dateOfBirth: plausibleDay,
      nationality: plausibleText("Spanish"),
      address: plausibleText("Calle Mayor 12, 28013 Madrid"),
      emergencyContact: fc.oneof(
        fc.record({
          name: plausibleText("Ana García"),
          phone: fc.constantFrom("+34 600 123 456", "12", "abc"),
        }),
        anyText,
      ),
      arrivalDate: plausibleDay,
      flight: plausibleText("EI 593"),
      dietaryNotes: plausibleText("Vegetarian"),
      medicalNotes: plausibleText("Mild asthma"),
      acceptTerms: fc.constantFrom<unknown>(true, "on", false, "yes", 1),
      guardian: fc.oneof(
        fc.record({
          name: plausibleText("Ana García"),
          email: plausibleEmail,
          consent: fc.constantFrom<unknown>(true, false, "on"),
        }),
        fc.constantFrom<unknown>(null, "", []),
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 19, arbitrary: generated }, { weight: 1, arbitrary: validAcceptance }),
        async (request) => {
          const { status, text } = await send("POST", `/api/offers/${offer.token}/accept`, request);
          statuses.add(status);
          expect([200, 400, 409, 413, 415]).toContain(status);
          if (status === 200) {
            accepted += 1;
            const parsed = acceptOfferSchema.safeParse(JSON.parse(request.body));
            expect(parsed.success).toBe(true);
            const answer = JSON.parse(text) as { bookingId: number; status: string };
            expect(answer.bookingId).toBe(offer.bookingId);
            // A minor's acceptance waits for the parent or guardian (issue 27).
            expect(["accepted", "awaiting-guardian"]).toContain(answer.status);
            // What is stored is exactly what was sent, as the form's schema reads it.
            const [booking] = await server.database.db
              .select()
              .from(bookings)
              .where(eq(bookings.id, offer.bookingId));
            const sent = parsed.data;
            expect(booking?.status).toBe(answer.status);
            expect(booking?.details).toMatchObject({
              passportName: sent?.passportName,
              dateOfBirth: sent?.dateOfBirth,
              nationality: sent?.nationality,
              address: sent?.address,
              emergencyContact: sent?.emergencyContact,
              arrivalDate: sent?.arrivalDate ?? null,
              flight: sent?.flight ?? null,
              dietaryNotes: sent?.dietaryNotes ?? null,
              medicalNotes: sent?.medicalNotes ?? null,
            });
            expect(Date.parse(booking?.details?.termsAcceptedAt ?? "")).not.toBeNaN();
            const guardian = booking?.details?.guardian;
            if (guardian) {
              expect(guardian).toMatchObject({
                name: sent?.guardian?.name,
                email: sent?.guardian?.email,
              });
            }
            offer = await sentOffer();
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`fuzz-offers accept (seed ${SEED}): ${accepted} of ${RUNS} accepted`);
    expect(statuses).toContain(400);
    // The checks of stored details above ran.
    expect(accepted).toBeGreaterThan(0);
    const stored = await server.database.db.select().from(bookings);
    for (const booking of stored.filter((row) => row.details)) {
      expect(["accepted", "awaiting-guardian"]).toContain(booking.status);
      expect(booking.details?.termsAcceptedAt).toBeTruthy();
    }
  }, 300_000);

  it(`GET /api/offers/{token}: ${RUNS} generated tokens are 404, never a 5xx`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 60 }), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)),
        async (token) => {
          const response = await server.app.request(`/api/offers/${encodeURIComponent(token)}`);
          expect(response.status).toBeLessThan(500);
          expect([404, 400]).toContain(response.status);
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 120_000);
});

describe("staff booking endpoints under generated input", () => {
  it(`PUT /api/admin/offers/{id}: ${STAFF_RUNS} bodies; a saved offer is priced by the server`, async () => {
    const quote = await sentOffer("26-35");
    const revised = await expectJson<{ id: number }>(
      await server.fetch(`/api/admin/offers/${quote.id}/revise`, jsonRequest("POST", {}, admin)),
      201,
    );
    const { deposit } = await expectJson<{ deposit: DepositRule }>(
      await server.fetch("/api/admin/price-list", {
        headers: { Authorization: `Bearer ${admin}` },
      }),
      200,
    );
    let saves = 0;
    const line = fc.record({
      kind: fc.constantFrom<unknown>("tuition", "accommodation", "discount", "other", "gift"),
      description: plausibleText("Tuition"),
      quantity: fc.oneof(
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom<unknown>(0, -1, 1.5, "2"),
      ),
      unitCents: fc.oneof(
        fc.integer({ min: 0, max: 200_000 }),
        fc.constantFrom<unknown>(-100, 1.5, "100"),
      ),
      percent: fc.constantFrom<unknown>(undefined, null, 10, 0, 150),
    });
    // Offers as the editor saves them, mixed in so that saves surely happen and are checked.
    const pricedLine = fc.record({
      kind: fc.constantFrom("tuition", "accommodation", "registration", "transfer", "other"),
      description: plausibleText("Tuition"),
      quantity: fc.integer({ min: 1, max: 10 }),
      unitCents: fc.integer({ min: 10_000, max: 200_000 }),
    });
    const discount = fc.oneof(
      fc.record({
        kind: fc.constant("discount"),
        description: fc.constant("Early booking"),
        quantity: fc.constant(1),
        unitCents: fc.constant(0),
        percent: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({
        kind: fc.constant("discount"),
        description: fc.constant("Loyalty"),
        quantity: fc.integer({ min: 1, max: 2 }),
        unitCents: fc.integer({ min: 0, max: 5_000 }),
        percent: fc.constantFrom(undefined, null),
      }),
    );
    const validOffer: fc.Arbitrary<GeneratedRequest> = fc
      .record({
        startDate: fc.constant("2027-07-05"),
        endDate: fc.constant("2027-07-16"),
        validUntil: fc.constant("2027-06-01"),
        hoursPerWeek: fc.integer({ min: 1, max: 40 }),
        note: plausibleText("A note"),
        lines: fc
          .tuple(
            fc.array(pricedLine, { minLength: 1, maxLength: 4 }),
            fc.option(discount, { nil: undefined }),
            fc.nat(),
          )
          .map(([priced, off, at]) => {
            if (!off) return priced;
            const lines: unknown[] = [...priced];
            lines.splice(at % (lines.length + 1), 0, off);
            return lines;
          }),
      })
      .map((body) => ({ contentType: "application/json", body: JSON.stringify(body) }));
    const generated = requestsFor({
      startDate: fc.constantFrom("2027-07-05", "2027-02-30", ""),
      endDate: fc.constantFrom("2027-07-16", "2027-07-01"),
      validUntil: fc.constantFrom("2026-12-20", "2027-08-01"),
      hoursPerWeek: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom<unknown>(0, 99)),
      note: plausibleText("A note"),
      lines: fc.oneof(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.constantFrom<unknown>([], null),
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 4, arbitrary: generated }, { weight: 1, arbitrary: validOffer }),
        async (request) => {
          const { status, text } = await send(
            "PUT",
            `/api/admin/offers/${revised.id}`,
            request,
            admin,
          );
          expect([200, 400, 413, 415]).toContain(status);
          if (status === 200) {
            saves += 1;
            const saved = JSON.parse(text) as {
              lines: OfferLine[];
              subtotalCents: number;
              discountCents: number;
              totalCents: number;
              depositCents: number;
            };
            const sent = (JSON.parse(request.body) as { lines: SentLine[] }).lines;
            const expected = priceByHand(sent, deposit);
            // The lines as sent, each with its total; the totals as the price list's rules make them.
            expect(
              saved.lines.map((line) => [line.kind, line.quantity, line.unitCents, line.percent]),
            ).toEqual(sent.map((line) => [line.kind, line.quantity, line.unitCents, line.percent]));
            expect(saved.lines.map((line) => line.totalCents)).toEqual(expected.lineTotals);
            expect({
              subtotalCents: saved.subtotalCents,
              discountCents: saved.discountCents,
              totalCents: saved.totalCents,
              depositCents: saved.depositCents,
            }).toEqual({
              subtotalCents: expected.subtotalCents,
              discountCents: expected.discountCents,
              totalCents: expected.totalCents,
              depositCents: expected.depositCents,
            });
            expect(saved.totalCents).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: STAFF_RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`fuzz-offers editor (seed ${SEED}): ${saves} of ${STAFF_RUNS} saved`);
    // The checks above ran.
    expect(saves).toBeGreaterThan(0);
    const [row] = await server.database.db.select().from(offers).where(eq(offers.id, revised.id));
    expect(row?.totalCents).toBeGreaterThanOrEqual(0);
  }, 300_000);

  it(`POST /api/admin/bookings/{id}/payments: ${STAFF_RUNS} bodies; never more than the total`, async () => {
    const offer = await sentOffer("26-35");
    const accepted = await server.fetch(
      `/api/offers/${offer.token}/accept`,
      jsonRequest("POST", {
        passportName: "FUZZ TESTER",
        dateOfBirth: "1990-01-01",
        nationality: "Irish",
        address: "1 Main Street, Dublin",
        emergencyContact: { name: "Someone", phone: "+353 1 555 0000" },
        acceptTerms: true,
      }),
    );
    expect(accepted.status).toBe(200);
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
          amountCents: fc.oneof(
            fc.integer({ min: 1, max: 60_000 }),
            fc.constantFrom<unknown>(0, -5, 1.25, "100", 10 ** 12),
          ),
          receivedOn: plausibleDay,
          method: fc.constantFrom<unknown>("bank-transfer", "cash", "card", "cheque"),
          note: plausibleText("Transfer ref 123"),
        }),
        async (request) => {
          const { status } = await send(
            "POST",
            `/api/admin/bookings/${offer.bookingId}/payments`,
            request,
            admin,
          );
          expect([201, 400, 413, 415]).toContain(status);
        },
      ),
      { numRuns: STAFF_RUNS, seed: SEED, endOnFailure: true },
    );
    const [booking] = await server.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, offer.bookingId));
    const paid = (
      await server.database.db
        .select()
        .from(bookingPayments)
        .where(eq(bookingPayments.bookingId, offer.bookingId))
    ).reduce((sum, payment) => sum + payment.amountCents, 0);
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(booking?.totalCents ?? 0);
  }, 300_000);

  it(`PUT /api/admin/price-list: ${STAFF_RUNS} bodies, no 5xx, and the list stays usable`, async () => {
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
          tuition: fc.oneof(
            fc.array(
              fc.record({
                programId: fc.constantFrom<unknown>(
                  "junior-summer-dublin",
                  "no-such-program",
                  "../x",
                ),
                weeklyCents: fc.oneof(
                  fc.integer({ min: 0, max: 100_000 }),
                  fc.constantFrom<unknown>(null, -1, 2.5),
                ),
                hoursPerWeek: fc.constantFrom<unknown>(15, 0, 41),
                cityPrices: fc.constantFrom<unknown>(
                  {},
                  { Cork: 30000 },
                  { Paris: 1 },
                  { Cork: -1 },
                ),
              }),
              { maxLength: 2 },
            ),
            anyText,
          ),
          accommodation: fc.constantFrom<unknown>(
            [],
            [{ type: "hotel", city: "Cork", weeklyCents: 60000 }],
            [{ type: "castle", city: "Cork", weeklyCents: 1 }],
          ),
          fees: fc.constantFrom<unknown>(
            {
              registrationCents: 8000,
              materialsCents: 4500,
              airportTransferCents: 6500,
              guardianshipWeeklyCents: 5000,
            },
            { registrationCents: -1 },
          ),
          deposit: fc.constantFrom<unknown>(
            { kind: "percent", percent: 20 },
            { kind: "fixed", cents: 30000 },
            { kind: "percent", percent: 0 },
            { kind: "fixed", cents: 0 },
            { kind: "all" },
          ),
        }),
        async (request) => {
          const { status } = await send("PUT", "/api/admin/price-list", request, admin);
          expect([200, 400, 413, 415]).toContain(status);
        },
      ),
      { numRuns: STAFF_RUNS, seed: SEED, endOnFailure: true },
    );
    const estimate = await server.fetch(
      "/api/quote-estimate?program=junior-summer-dublin&weeks=2&accommodation=host-family",
    );
    expect(estimate.status).toBe(200);
  }, 300_000);
});
