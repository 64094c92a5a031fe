/**
 * The booking pipeline under generated input (issue 16), like the lead forms: the person's
 * Accept (no sign-in, so the most exposed), generated link tokens, and the staff's offer editor,
 * payments and price list. Never a 5xx, never an echoed script, and nothing stored that its
 * schema would refuse: accepted details parse, offers are priced by the server, payments never
 * exceed the total.
 */
import { priceOffer } from "@shared/booking";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptOfferSchema } from "../../app/forms/booking";
import { bookingPayments, bookings, offers } from "../../server/db/schema";
import { bodyLimitFor } from "../../server/http/body-limits";
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
  const created = await server.fetch("/api/quote-requests", {
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
  });
  expect(created.status).toBe(201);
  const quotes = (await (
    await server.fetch(`/api/quote-requests?q=${email}`, {
      headers: { Authorization: `Bearer ${admin}` },
    })
  ).json()) as { items: { id: number }[] };
  const offer = (await (
    await server.fetch(
      `/api/admin/quote-requests/${quotes.items[0]?.id}/offers`,
      jsonRequest("POST", {}, admin),
    )
  ).json()) as { id: number; bookingId: number };
  const sent = (await (
    await server.fetch(`/api/admin/offers/${offer.id}/send`, jsonRequest("POST", {}, admin))
  ).json()) as { url: string };
  return { ...offer, token: sent.url.split("/offers/")[1] as string };
}

const plausibleDay = fc.oneof(
  fc
    .date({ min: new Date("1950-01-01"), max: new Date("2030-12-31"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom("2011-02-30", "0000-01-01", "1990-1-1", "yesterday"),
);

describe("the person's offer under generated input", () => {
  it(`POST /api/offers/{token}/accept: ${RUNS} bodies, no 5xx, only valid details stored`, async () => {
    let offer = await sentOffer();
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
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
        }),
        async (request) => {
          const { status, text } = await send("POST", `/api/offers/${offer.token}/accept`, request);
          statuses.add(status);
          expect([200, 400, 409, 413, 415]).toContain(status);
          if (status === 200) {
            expect(acceptOfferSchema.safeParse(JSON.parse(request.body)).success).toBe(true);
            const answer = JSON.parse(text) as { bookingId: number; status: string };
            expect(answer.bookingId).toBe(offer.bookingId);
            // A minor's acceptance waits for the parent or guardian (issue 27).
            expect(["accepted", "awaiting-guardian"]).toContain(answer.status);
            offer = await sentOffer();
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(statuses).toContain(400);
    const stored = await server.database.db.select().from(bookings);
    for (const booking of stored.filter((row) => row.details)) {
      expect(booking.status).toBe("accepted");
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
    const revised = (await (
      await server.fetch(`/api/admin/offers/${quote.id}/revise`, jsonRequest("POST", {}, admin))
    ).json()) as { id: number };
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
    await fc.assert(
      fc.asyncProperty(
        requestsFor({
          startDate: fc.constantFrom("2027-07-05", "2027-02-30", ""),
          endDate: fc.constantFrom("2027-07-16", "2027-07-01"),
          validUntil: fc.constantFrom("2026-12-20", "2027-08-01"),
          hoursPerWeek: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom<unknown>(0, 99)),
          note: plausibleText("A note"),
          lines: fc.oneof(
            fc.array(line, { minLength: 1, maxLength: 5 }),
            fc.constantFrom<unknown>([], null),
          ),
        }),
        async (request) => {
          const { status, text } = await send(
            "PUT",
            `/api/admin/offers/${revised.id}`,
            request,
            admin,
          );
          expect([200, 400, 413, 415]).toContain(status);
          if (status === 200) {
            const saved = JSON.parse(text) as {
              lines: never[];
              totalCents: number;
              depositCents: number;
            };
            const expected = priceOffer(saved.lines, { kind: "percent", percent: 20 });
            expect(saved.totalCents).toBe(expected.totalCents);
            expect(saved.totalCents).toBeGreaterThanOrEqual(0);
            expect(saved.depositCents).toBeLessThanOrEqual(saved.totalCents);
          }
        },
      ),
      { numRuns: STAFF_RUNS, seed: SEED, endOnFailure: true },
    );
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
