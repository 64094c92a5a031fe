/**
 * The host portal (issue 31, decision 0046) under generated input: "send me a link" (the API and
 * the sign-in page's action), link tokens, and what a signed-in host sends (confirm an arrival,
 * unavailable dates, the statement's year, and the portal pages' form actions), plus the staff's
 * invitation. Never a 5xx; no session from a token we did not issue; no e-mail to an address
 * without an account; nothing stored that the schemas refuse; provider B's records never move
 * while provider A's host is fuzzed.
 */
import { and, eq, ne } from "drizzle-orm";
import fc from "fast-check";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as dashboardAction } from "../../app/routes/hosts/dashboard";
import { hostSessionContext } from "../../app/routes/hosts/session.server";
import { action as signInAction } from "../../app/routes/hosts/sign-in";
import { action as unavailableAction } from "../../app/routes/hosts/unavailable";
import {
  accommodationPlacements,
  accommodationUnavailable,
  emailOutbox,
  hostSessions,
  hostUsers,
} from "../../server/db/schema";
import { bodyLimitFor } from "../../server/http/body-limits";
import { clientIpContext, configContext, servicesContext } from "../../server/http/context";
import { providerWithPlacement } from "../support/accommodation";
import { answerOf } from "../support/admin-screens";
import {
  anyText,
  characters,
  type GeneratedRequest,
  isJsonContentType,
  parsesAsJson,
  plausibleEmail,
  plausibleText,
  queryFor,
  requestsFor,
} from "../support/arbitraries";
import { signedInHost } from "../support/hosts";
import { loginAsAdmin, startTestServer, type TestServer } from "../support/test-server";

/** Requests per endpoint; FUZZ_RUNS changes it. "Send me a link" answers after 250 ms: batched. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let server: TestServer;
let admin = "";
let hostA = "";
let a: Awaited<ReturnType<typeof providerWithPlacement>>;
let b: Awaited<ReturnType<typeof providerWithPlacement>>;
let rangeOfB = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date("2027-07-06T10:00:00Z") });
  admin = await loginAsAdmin(server);
  a = await providerWithPlacement(server, admin);
  b = await providerWithPlacement(server, admin, { provider: { name: "The Walsh family" } });
  hostA = await signedInHost(server, admin, a.providerId, "mary@byrne.example");
  const [range] = await server.database.db
    .insert(accommodationUnavailable)
    .values({ providerId: b.providerId, fromDate: "2027-12-20", toDate: "2028-01-03" })
    .returning();
  rangeOfB = range?.id ?? 0;
});
afterAll(() => server?.stop());

/** Provider B as stored: its placement and its unavailable dates. */
async function recordsOfB() {
  const db = server.database.db;
  return {
    placement: await db
      .select()
      .from(accommodationPlacements)
      .where(eq(accommodationPlacements.id, b.placementId)),
    unavailable: await db
      .select()
      .from(accommodationUnavailable)
      .where(eq(accommodationUnavailable.providerId, b.providerId)),
  };
}

async function send(method: string, path: string, request: GeneratedRequest, token?: string) {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (request.contentType) headers["Content-Type"] = request.contentType;
  const response = await server.app.request(path, { method, headers, body: request.body });
  const text = await response.text();
  expect(response.status, `${method} ${path} ${request.body.slice(0, 200)} → ${text}`).toBeLessThan(
    500,
  );
  if (Buffer.byteLength(request.body) > bodyLimitFor(path)) expect(response.status).toBe(413);
  else if (!isJsonContentType(request.contentType)) expect(response.status).toBe(415);
  else if (!parsesAsJson(request.body)) expect(response.status).toBe(400);
  return { status: response.status, text };
}

/** Runs `check` on `runs` generated values, `width` at a time (the link form waits 250 ms). */
async function inBatches<T>(
  arbitrary: fc.Arbitrary<T>,
  runs: number,
  width: number,
  check: (value: T) => Promise<void>,
) {
  const values = fc.sample(arbitrary, { numRuns: runs, seed: SEED });
  for (let start = 0; start < values.length; start += width) {
    await Promise.all(values.slice(start, start + width).map(check));
  }
}

/** A text as a path segment; a lone surrogate (not encodable) as its broken escapes. */
function segment(text: string): string {
  try {
    return encodeURIComponent(text).slice(0, 300) || "x";
  } catch {
    return [...text].map((char) => `%${char.charCodeAt(0).toString(16)}`).join("") || "x";
  }
}

/** Path segments: plausible ids and tokens, and everything else a path can carry. */
const idSegment = fc.oneof(
  fc.integer({ min: -5, max: 100 }).map(String),
  fc.constantFrom(
    "0",
    "2147483648",
    "99999999999999999999",
    "1e3",
    "0x10",
    "-1",
    "%00",
    "..",
    "1.5",
  ),
  anyText.map(segment),
);
const tokenSegment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,60}$/),
  anyText.map(segment),
);

describe("signing in, without an account", () => {
  it(`POST /api/hosts/sign-in-link: ${RUNS} bodies, e-mail only to the account's address`, async () => {
    await inBatches(requestsFor({ email: plausibleEmail }), RUNS, 40, async (request) => {
      const { status } = await send("POST", "/api/hosts/sign-in-link", request);
      expect([202, 400, 413, 415]).toContain(status);
    });
    const mails = await server.database.db
      .select({ to: emailOutbox.toAddress, kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "host-sign-in"));
    const accounts = new Set(
      (await server.database.db.select({ email: hostUsers.email }).from(hostUsers)).map(
        (row) => row.email,
      ),
    );
    expect(mails.filter((mail) => !accounts.has(mail.to))).toEqual([]);
  }, 120_000);

  it(`GET and POST /api/hosts/links/{token}: ${RUNS} tokens each, never a session`, async () => {
    const sessions = (await server.database.db.select().from(hostSessions)).length;
    await fc.assert(
      fc.asyncProperty(tokenSegment, fc.constantFrom("GET", "POST"), async (token, method) => {
        const response = await server.app.request(`/api/hosts/links/${token}`, { method });
        expect(response.status).toBeLessThan(500);
        expect([400, 404, 405, 410, 429]).toContain(response.status);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect((await server.database.db.select().from(hostSessions)).length).toBe(sessions);
  }, 120_000);

  it(`the sign-in page's action: ${RUNS} forms, never a failure`, async () => {
    const form = fc.record(
      {
        email: fc.oneof(plausibleEmail, anyText),
        extra: anyText,
      },
      { requiredKeys: [] },
    );
    await inBatches(form, RUNS, 40, async (fields) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      const request = new Request("http://clover.test/hosts/sign-in", { method: "POST", body });
      const answer = await answerOf(() =>
        signInAction({ request, context: pageContext(), params: {} } as never),
      );
      expect([303, 400, 429]).toContain(answer.status);
      // The typed address comes back only to refill the form, cut to its field's length.
      if (answer.data) expect(String(answer.data.email).length).toBeLessThanOrEqual(254);
    });
  }, 120_000);
});

let address = 0;
function pageContext(
  withHost?: Awaited<ReturnType<TestServer["services"]["hosts"]["auth"]["authenticate"]>>,
) {
  const context = new RouterContextProvider();
  context.set(servicesContext, server.services);
  context.set(configContext, server.config);
  context.set(clientIpContext, `198.51.100.${(address++ % 250) + 1}`);
  if (withHost) context.set(hostSessionContext, withHost);
  return context;
}

describe("a signed-in host", () => {
  it(`POST /api/hosts/placements/{id}/arrival: ${RUNS} ids, provider B's placement untouched`, async () => {
    const before = await recordsOfB();
    await fc.assert(
      fc.asyncProperty(fc.oneof(idSegment, fc.constant(String(b.placementId))), async (id) => {
        const response = await server.app.request(`/api/hosts/placements/${id}/arrival`, {
          method: "POST",
          headers: { Authorization: `Bearer ${hostA}` },
        });
        expect(response.status).toBeLessThan(500);
        expect([200, 400, 404, 409]).toContain(response.status);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(await recordsOfB()).toEqual(before);
  }, 120_000);

  it(`POST and DELETE /api/hosts/unavailable: ${RUNS} each, only valid ranges of A stored`, async () => {
    const before = await recordsOfB();
    const day = fc.oneof(
      fc
        .date({ min: new Date("2027-01-01"), max: new Date("2029-12-31"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
      fc.constantFrom("2027-02-30", "2027-13-01", "27-07-01", "", "2027-07-01T00:00:00Z"),
    );
    await fc.assert(
      fc.asyncProperty(
        requestsFor({ from: day, to: day, reason: plausibleText("Family holiday") }),
        async (request) => {
          const { status } = await send("POST", "/api/hosts/unavailable", request, hostA);
          expect([201, 400, 413, 415]).toContain(status);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(idSegment, fc.constant(String(rangeOfB))), async (id) => {
        const response = await server.app.request(`/api/hosts/unavailable/${id}`, {
          method: "DELETE",
          headers: { Authorization: `Bearer ${hostA}` },
        });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    const stored = await server.database.db
      .select()
      .from(accommodationUnavailable)
      .where(ne(accommodationUnavailable.providerId, b.providerId));
    for (const range of stored) {
      expect(range.providerId).toBe(a.providerId);
      expect(range.roomId).toBeNull();
      expect(range.toDate > range.fromDate).toBe(true);
      expect(range.reason ?? "").not.toContain("\u0000");
      expect(characters(range.reason ?? "")).toBeLessThanOrEqual(200);
    }
    expect(await recordsOfB()).toEqual(before);
  }, 120_000);

  it(`GET /api/hosts/statement: ${RUNS} query strings, never a failure`, async () => {
    await fc.assert(
      fc.asyncProperty(
        queryFor({ year: fc.integer({ min: 1990, max: 2110 }).map(String) }),
        async (query) => {
          const response = await server.app.request(`/api/hosts/statement?${query}`, {
            headers: { Authorization: `Bearer ${hostA}` },
          });
          expect(response.status).toBeLessThan(500);
          expect([200, 400]).toContain(response.status);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  }, 120_000);

  it(`the portal pages' actions: ${RUNS} forms each, never a failure, B untouched`, async () => {
    const before = await recordsOfB();
    const session = await server.services.hosts.auth.authenticate(hostA);
    if (!session) throw new Error("host A is not signed in");
    const fields = fc.dictionary(
      fc.constantFrom("intent", "placementId", "rangeId", "from", "to", "reason", "other"),
      fc.oneof(
        fc.constantFrom(
          "confirm-arrival",
          "add",
          "remove",
          String(b.placementId),
          String(rangeOfB),
        ),
        fc.integer({ min: -5, max: 100 }).map(String),
        anyText,
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fields,
        fc.constantFrom(dashboardAction, unavailableAction),
        async (form, run) => {
          const body = new FormData();
          for (const [name, value] of Object.entries(form)) body.append(name, value);
          const request = new Request("http://clover.test/hosts", { method: "POST", body });
          const answer = await answerOf(() =>
            (run as (args: never) => Promise<unknown>)({
              request,
              context: pageContext(session),
              params: {},
            } as never),
          );
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    expect(await recordsOfB()).toEqual(before);
  }, 120_000);
});

describe("the staff's invitation", () => {
  it(`POST …/host-invitations: ${RUNS} bodies, only valid accounts stored`, async () => {
    await fc.assert(
      fc.asyncProperty(
        requestsFor({ email: plausibleEmail, name: plausibleText("Aoife Byrne") }),
        async (request) => {
          const { status } = await send(
            "POST",
            `/api/admin/accommodation/providers/${a.providerId}/host-invitations`,
            request,
            admin,
          );
          expect([201, 400, 409, 413, 415]).toContain(status);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    const accounts = await server.database.db
      .select()
      .from(hostUsers)
      .where(and(eq(hostUsers.providerId, a.providerId)));
    for (const account of accounts) {
      expect(account.email).toBe(account.email.toLowerCase());
      expect(account.email).toMatch(/^\S+@\S+$/);
      expect(account.name.trim()).not.toBe("");
      expect(
        characters(account.name),
        `seed ${SEED}: ${JSON.stringify(account.name)}`,
      ).toBeLessThanOrEqual(120);
    }
  }, 120_000);
});
