/**
 * Every route of the API that is not on the public list must refuse anything but a valid staff
 * session. Routes are read from the router itself, so a new unguarded route fails this test.
 * The partner API (/api/partners) is the agents' audience and the host API (/api/hosts) the
 * hosts': both are tested in authorization-audiences.test.ts.
 */
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionKey, signSessionToken } from "../../server/services/auth/tokens";
import { staffUserOf } from "../support/classes";
import {
  loginAsAdmin,
  startTestServer,
  TEST_SECRET,
  type TestServer,
} from "../support/test-server";

/** Method and path of every endpoint open to the public. Anything else needs a session. */
const PUBLIC_ROUTES = new Set([
  "GET /api/programs",
  "GET /api/programs/:id",
  "POST /api/quote-requests",
  "POST /api/contact-inquiries",
  "POST /api/newsletter-subscriptions",
  "POST /api/newsletter-subscriptions/confirm",
  "POST /api/newsletter-subscriptions/unsubscribe",
  "GET /api/quote-estimate",
  "POST /api/page-views",
  "POST /api/level-test/sessions",
  "GET /api/level-test/sessions/:id",
  "POST /api/level-test/sessions/:id/answers",
  "POST /api/level-test/sessions/:id/result-email",
  "GET /api/offers/:token",
  "POST /api/offers/:token/accept",
  "POST /api/offers/:token/decline",
  "GET /api/offers/:token/letter",
  "ALL /api/offers/*",
  "POST /api/offers/:token/guardian-request",
  "POST /api/offers/:token/new-link",
  "GET /api/guardian-consents/:token",
  "POST /api/guardian-consents/:token",
  "POST /api/admin/login",
  "GET /api/openapi.json",
  "ALL /api/*",
]);

let server: TestServer;
let validToken: string;
let revokedToken: string;
let expiredToken: string;
let forgedToken: string;
let base64Token: string;
let teacherToken: string;
let editorToken: string;

/**
 * What a teacher may call (issue 30): their own session and account, and their classes' list,
 * lessons and registers (the services limit these to their own classes).
 */
const TEACHER_ROUTES = new Set([
  "GET /api/admin/session",
  "POST /api/admin/logout",
  "PATCH /api/admin/account",
  "POST /api/admin/account/password",
  "GET /api/admin/classes",
  "GET /api/admin/classes/:id/lessons",
  "PUT /api/admin/lessons/:id/register",
]);

beforeAll(async () => {
  server = await startTestServer();
  validToken = await loginAsAdmin(server);
  revokedToken = await loginAsAdmin(server);
  const logout = await server.fetch("/api/admin/logout", {
    method: "POST",
    headers: { Authorization: `Bearer ${revokedToken}` },
  });
  expect(logout.status).toBe(200);

  const session = await server.services.auth.authenticate(validToken);
  if (!session) throw new Error("valid token did not authenticate");
  const longAgo = new Date(Date.now() - 10 * 3600_000);
  expiredToken = await signSessionToken(
    sessionKey(TEST_SECRET),
    { userId: session.user.id, sessionId: session.sessionId, role: "admin" },
    longAgo,
    new Date(longAgo.getTime() + 3600_000),
  );
  forgedToken = await new SignJWT({ sid: session.sessionId, role: "admin" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(session.user.id))
    .setIssuer("clover-english")
    .setAudience("clover-staff")
    .setExpirationTime("2h")
    .sign(new TextEncoder().encode("a-different-secret-that-is-long-enough-1234"));
  // What the old app stored: a base64 JSON payload with an expiry and no signature at all.
  teacherToken = (await staffUserOf(server, validToken, "teacher")).token;
  editorToken = (await staffUserOf(server, validToken, "editor")).token;
  base64Token = Buffer.from(
    JSON.stringify({ username: "admin", exp: Date.now() + 3600_000 }),
  ).toString("base64");
});
afterAll(() => server?.stop());

function guardedRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const route of server.app.routes) {
    if (!route.path.startsWith("/api")) continue;
    // Middleware registrations (ALL, or a method with a wildcard path) guard; they are not endpoints.
    if (route.method === "ALL" || route.path.includes("*")) continue;
    const key = `${route.method} ${route.path}`;
    const otherAudience = /^\/api\/(partners|hosts)\//.test(route.path);
    if (PUBLIC_ROUTES.has(key) || seen.has(key) || otherAudience) continue;
    seen.add(key);
    routes.push({ method: route.method, path: route.path });
  }
  return routes;
}

const concrete = (path: string) =>
  path.replace(":dataset", "contact_inquiries").replace(/:[a-zA-Z]+/g, "999999");

async function call(route: { method: string; path: string }, authorization?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (authorization) headers.Authorization = authorization;
  return server.fetch(concrete(route.path), {
    method: route.method,
    headers,
    body: route.method === "GET" ? undefined : "{}",
  });
}

describe("authorization of every staff route", () => {
  it("finds the staff routes in the router", () => {
    const paths = guardedRoutes().map((route) => `${route.method} ${route.path}`);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths).toContain("GET /api/contact-inquiries");
    expect(paths).toContain("GET /api/quote-requests");
    expect(paths).toContain("GET /api/newsletter-subscriptions");
    expect(paths).toContain("GET /api/admin/dashboard");
  });

  const cases: [string, () => string | undefined][] = [
    ["no token", () => undefined],
    ["a malformed header", () => "Bearer not-a-token"],
    ["a base64 payload without signature", () => `Bearer ${base64Token}`],
    ["a token signed with another key", () => `Bearer ${forgedToken}`],
    ["an expired token", () => `Bearer ${expiredToken}`],
    ["a revoked token", () => `Bearer ${revokedToken}`],
  ];

  for (const [name, authorization] of cases) {
    it(`answers 401 to ${name}`, async () => {
      const failures: string[] = [];
      for (const route of guardedRoutes()) {
        const response = await call(route, authorization());
        if (response.status !== 401)
          failures.push(`${route.method} ${route.path} → ${response.status}`);
        else expect(((await response.json()) as { error: string }).error).toBe("unauthorized");
      }
      expect(failures).toEqual([]);
    });
  }

  it("lets a valid session through", async () => {
    const refused: string[] = [];
    // Logging out would end the session used for the rest of the list.
    for (const route of guardedRoutes().filter((r) => r.path !== "/api/admin/logout")) {
      const response = await call(route, `Bearer ${validToken}`);
      if (response.status === 401 || response.status === 403) {
        refused.push(`${route.method} ${route.path} → ${response.status}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it("refuses a teacher everywhere but their own session, account, classes and registers", async () => {
    const wrong: string[] = [];
    for (const route of guardedRoutes().filter((r) => r.path !== "/api/admin/logout")) {
      const key = `${route.method} ${route.path}`;
      const status = (await call(route, `Bearer ${teacherToken}`)).status;
      const refused = status === 401 || status === 403;
      if (refused === TEACHER_ROUTES.has(key)) wrong.push(`${key} → ${status}`);
    }
    expect(wrong).toEqual([]);
    // The classes' writes of the office stay closed to them.
    const create = await call(
      { method: "POST", path: "/api/admin/classes" },
      `Bearer ${teacherToken}`,
    );
    expect(create.status).toBe(403);
  });

  it("lets an editor reach every staff route but the admins' own", async () => {
    const refused: string[] = [];
    for (const route of guardedRoutes().filter((r) => r.path !== "/api/admin/logout")) {
      const status = (await call(route, `Bearer ${editorToken}`)).status;
      if (status === 401) refused.push(`${route.method} ${route.path} → 401`);
    }
    expect(refused).toEqual([]);
    expect(
      (await call({ method: "GET", path: "/api/admin/classes" }, `Bearer ${editorToken}`)).status,
    ).toBe(200);
  });

  it("closes the ledger to teachers, and its wording to editors", async () => {
    const ledger = guardedRoutes().filter((route) =>
      /^\/api\/admin\/(invoice|bookings\/:id\/(lines|payer|invoices)$|agencies\/:id\/payments)/.test(
        route.path,
      ),
    );
    const keys = ledger.map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/admin/invoices",
        "GET /api/admin/invoices.csv",
        "GET /api/admin/invoices/:id",
        "POST /api/admin/invoices/:id/allocations",
        "POST /api/admin/invoice-allocations/:id/reverse",
        "GET /api/admin/invoice-settings",
        "PUT /api/admin/invoice-settings",
        "GET /api/admin/bookings/:id/invoices",
        "POST /api/admin/bookings/:id/lines",
        "PUT /api/admin/bookings/:id/payer",
        "POST /api/admin/agencies/:id/payments",
      ]),
    );
    const wrong: string[] = [];
    for (const route of ledger) {
      const key = `${route.method} ${route.path}`;
      const teacher = (await call(route, `Bearer ${teacherToken}`)).status;
      if (teacher !== 403) wrong.push(`teacher ${key} → ${teacher}`);
      const editor = (await call(route, `Bearer ${editorToken}`)).status;
      const editorRefused = editor === 401 || editor === 403;
      const adminsOnly = key === "PUT /api/admin/invoice-settings";
      if (adminsOnly ? editor !== 403 : editorRefused) wrong.push(`editor ${key} → ${editor}`);
    }
    expect(wrong).toEqual([]);
  });

  it("accepts the session cookie and refuses it on cross-site writes", async () => {
    const cookie = `clover_session=${validToken}`;
    const read = await server.fetch("/api/admin/session", { headers: { Cookie: cookie } });
    expect(read.status).toBe(200);
    const crossSite = await server.fetch("/api/admin/destinations", {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/json",
        Origin: "https://evil.example",
      },
      body: JSON.stringify({ name: "Limerick", description: "Treaty city" }),
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await server.fetch("/api/admin/destinations", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ name: "Limerick", description: "Treaty city" }),
    });
    expect(sameSite.status).toBe(201);
  });
});
