/**
 * The parent or guardian's consent under generated input (issue 27): generated bodies and tokens
 * against the real API and database. No answer is a 5xx; a consent is recorded only from a
 * valid body through a real, open link, and then exactly once; the links' other endpoints
 * (send again, a fresh booking link) answer every token without a 5xx and without telling
 * whether a booking exists.
 */
import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, emailOutbox, guardianConsents } from "../../server/db/schema";
import { PUBLIC_BODY_BYTES } from "../../server/http/body-limits";
import { guardianConsentSchema } from "../../shared/bookings/forms";
import { wellFormed } from "../../shared/forms/fields";
import {
  anyText,
  type GeneratedRequest,
  isJsonContentType,
  parsesAsJson,
  plausibleText,
  requestsFor,
} from "../support/arbitraries";
import {
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

const RUNS = Number(process.env.FUZZ_RUNS ?? 1_500);
/** Each consent uses its link up; a new waiting booking costs ~0.1 s, so a few dozen suffice. */
const FRESH_LINKS = 25;
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
  return `10.27.${(n >> 8) & 255}.${n & 255}`;
};

async function send(path: string, request: GeneratedRequest) {
  const headers: Record<string, string> = { "X-Forwarded-For": nextIp() };
  if (request.contentType) headers["Content-Type"] = request.contentType;
  const response = await server.app.request(path, { method: "POST", headers, body: request.body });
  const text = await response.text();
  expect(response.status, text).toBeLessThan(500);
  expect(text).not.toMatch(/<script/i);
  if (Buffer.byteLength(request.body) > PUBLIC_BODY_BYTES) expect(response.status).toBe(413);
  else if (!isJsonContentType(request.contentType)) expect(response.status).toBe(415);
  else if (!parsesAsJson(request.body)) expect(response.status).toBe(400);
  return { status: response.status, text };
}

/** A minor's accepted offer, waiting for the guardian: the consent link's token. */
async function waitingForGuardian(): Promise<{ bookingId: number; link: string }> {
  const n = nextAddress++;
  const email = `fuzz-guardian-${n}@example.com`;
  const created = await server.fetch("/api/quote-requests", {
    ...jsonRequest("POST", {
      firstName: "Iker",
      lastName: `Fuzz ${n}`,
      email,
      programId: "junior-summer-dublin",
      ageGroup: "12-15",
      duration: "2-weeks",
      accommodation: "host-family",
      startDate: "2027-07-05",
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
  const token = sent.url.split("/offers/")[1] as string;
  const accepted = await server.fetch(`/api/offers/${token}/accept`, {
    ...jsonRequest("POST", {
      passportName: "IKER FUZZ",
      dateOfBirth: "2013-05-01",
      nationality: "Spanish",
      address: "Calle Mayor 1, Bilbao",
      emergencyContact: { name: "Maite Fuzz", phone: "+34 600 000 000" },
      acceptTerms: true,
      guardian: { name: "Maite Fuzz", email: `maite-${n}@example.com` },
    }),
    headers: { "Content-Type": "application/json", "X-Forwarded-For": nextIp() },
  });
  expect(accepted.status).toBe(200);
  const [mail] = await server.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, `maite-${n}@example.com`))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const link = /\/guardian\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  if (!link) throw new Error("no consent link e-mailed");
  return { bookingId: offer.bookingId, link };
}

/** Known-valid consents mixed in, so the "recorded" branch surely runs. */
const valid = fc.record({
  contentType: fc.constant("application/json"),
  body: fc
    .record({ name: plausibleText("Maite Fuzz Arana"), consent: fc.constantFrom(true, "on") })
    .map((body) => JSON.stringify(body)),
});

describe("the guardian's consent under generated input", () => {
  it(`POST /api/guardian-consents/{token}: ${RUNS} bodies, no 5xx, a consent only from a valid body, once`, async () => {
    let waiting = await waitingForGuardian();
    const tally: Record<number, number> = {};
    let recorded = 0;
    let used = false;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          {
            weight: 9,
            arbitrary: requestsFor({
              name: plausibleText("Maite Fuzz"),
              consent: fc.constantFrom<unknown>(true, false, "on", "yes", 1, null),
            }),
          },
          { weight: 1, arbitrary: valid },
        ),
        async (request) => {
          const { status, text } = await send(`/api/guardian-consents/${waiting.link}`, request);
          tally[status] = (tally[status] ?? 0) + 1;
          if (used) {
            // A used link: refused as gone whatever the (valid) body.
            expect([400, 410, 413, 415]).toContain(status);
            return;
          }
          expect([200, 400, 413, 415]).toContain(status);
          if (status !== 200) return;
          recorded += 1;
          // Only a body the schema accepts is ever recorded, and the link is then used up.
          expect(guardianConsentSchema.safeParse(JSON.parse(request.body)).success).toBe(true);
          expect(JSON.parse(text)).toEqual({ status: "accepted", bookingId: waiting.bookingId });
          const again = await send(`/api/guardian-consents/${waiting.link}`, request);
          expect(again.status).toBe(410);
          const [booking] = await server.database.db
            .select({ status: bookings.status })
            .from(bookings)
            .where(eq(bookings.id, waiting.bookingId));
          expect(booking?.status).toBe("accepted");
          if (recorded < FRESH_LINKS) waiting = await waitingForGuardian();
          else used = true;
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    console.info(`fuzz-guardian (seed ${SEED}): ${JSON.stringify(tally)}, ${recorded} consents`);
    expect(recorded).toBeGreaterThan(0);
    expect(tally[400] ?? 0).toBeGreaterThan(0);
    // Every consent stored names its guardian and is tied to an accepted booking.
    const consents = await server.database.db
      .select({ name: guardianConsents.consentedName, booking: bookings.status })
      .from(guardianConsents)
      .innerJoin(bookings, eq(bookings.id, guardianConsents.bookingId))
      .where(eq(guardianConsents.bookingId, guardianConsents.bookingId));
    const given = consents.filter((row) => row.name !== null);
    expect(given).toHaveLength(recorded);
    for (const row of given) {
      expect(row.name?.trim().length).toBeGreaterThan(0);
      expect(row.booking).toBe("accepted");
    }
  }, 120_000);

  it("answers generated tokens on every link endpoint without a 5xx", async () => {
    const tokens = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      anyText
        .map((text) => encodeURIComponent(wellFormed(String(text))).slice(0, 90) || "x")
        // "." and ".." are dot segments: the URL itself drops them, so no request carries them.
        .filter((token) => !/^(\.|%2e){1,2}$/i.test(token)),
    );
    await fc.assert(
      fc.asyncProperty(tokens, async (token) => {
        for (const [method, path] of [
          ["GET", `/api/guardian-consents/${token}`],
          ["POST", `/api/offers/${token}/guardian-request`],
          ["POST", `/api/offers/${token}/new-link`],
        ] as const) {
          const response = await server.app.request(path, {
            method,
            headers: { "X-Forwarded-For": nextIp(), "Content-Type": "application/json" },
            body: method === "POST" ? "{}" : undefined,
          });
          expect(response.status, path).toBeLessThan(500);
          if (path.endsWith("/new-link") && response.status !== 400) {
            // The same answer for every token: nothing told about bookings.
            expect(response.status).toBe(202);
          }
        }
      }),
      { numRuns: Math.max(100, Math.floor(RUNS / 5)), seed: SEED },
    );
  }, 120_000);
});
