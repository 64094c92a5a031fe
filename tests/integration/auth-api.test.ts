import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, TEST_ADMIN, type TestServer } from "../support/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "true" } });
});
afterAll(() => server?.stop());

const login = (body: unknown, ip = "192.0.2.10") =>
  server.fetch("/api/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify(body),
  });

describe("POST /api/admin/login", () => {
  it("returns a token, the user and the expiry, and sets an httpOnly SameSite=Lax cookie", async () => {
    const response = await login(TEST_ADMIN);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      token: string;
      user: { username: string; role: string };
      expiresAt: string;
    };
    expect(body.token.split(".")).toHaveLength(3);
    expect(body.user).toMatchObject({ username: TEST_ADMIN.username, role: "admin" });
    const hours = (Date.parse(body.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^clover_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=28800/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("gives the same answer for an unknown user and a wrong password", async () => {
    const unknown = await login(
      { username: "nobody", password: "whatever-password" },
      "192.0.2.20",
    );
    const wrong = await login(
      { username: TEST_ADMIN.username, password: "wrong-password" },
      "192.0.2.21",
    );
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it("requires both fields", async () => {
    const response = await login({ username: "" }, "192.0.2.30");
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields).sort()).toEqual([
      "password",
      "username",
    ]);
  });
  // Throttling under attack: tests/integration/sign-in.test.ts.
});

describe("session and logout", () => {
  it("reports the session, then revokes it on logout and clears the cookie", async () => {
    const { token } = (await (await login(TEST_ADMIN, "192.0.2.50")).json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    const session = await server.fetch("/api/admin/session", { headers: auth });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { username: string } }).user.username).toBe(
      TEST_ADMIN.username,
    );
    const logout = await server.fetch("/api/admin/logout", { method: "POST", headers: auth });
    expect(logout.status).toBe(200);
    expect(logout.headers.get("set-cookie")).toMatch(/clover_session=;.*Max-Age=0/i);
    expect((await server.fetch("/api/admin/session", { headers: auth })).status).toBe(401);
  });
});

describe("API documentation", () => {
  it("documents every endpoint at /api/openapi.json", async () => {
    const response = await server.fetch("/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
        ),
      ),
    );
    const served = server.app.routes
      .filter(
        (route) =>
          route.path.startsWith("/api/") && route.method !== "ALL" && !route.path.includes("*"),
      )
      .map((route) => `${route.method} ${route.path.replace(/^\/api/, "")}`)
      .filter((route) => route !== "GET /openapi.json");
    const undocumented = [...new Set(served)].filter(
      (route) => !documented.has(route.replace(/\/$/, "") || "/"),
    );
    expect(undocumented).toEqual([]);
  });

  it("names every operation once (operationId) and documents its 4xx answers", async () => {
    // Agencies generate their clients from this document: every operation needs a stable
    // camelCase name and the client errors it can get (npm run lint:openapi checks the rest).
    const doc = (await (await server.fetch("/api/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<string, { operationId?: string; responses?: Record<string, unknown> }>
      >;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        ...operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((o) => !o.operationId).map((o) => o.route)).toEqual([]);
    expect(
      operations
        .filter((o) => !/^[a-z][a-zA-Z0-9]*$/.test(o.operationId ?? ""))
        .map((o) => `${o.route}: ${o.operationId}`),
    ).toEqual([]);
    const routesById = new Map<string, string[]>();
    for (const { operationId = "", route } of operations) {
      routesById.set(operationId, [...(routesById.get(operationId) ?? []), route]);
    }
    const repeated = [...routesById].filter(([, routes]) => routes.length > 1);
    expect(repeated.map(([id, routes]) => `${id}: ${routes.join(", ")}`)).toEqual([]);
    expect(
      operations
        .filter(
          (o) => !Object.keys(o.responses ?? {}).some((status) => /^4(\d\d|XX)$/.test(status)),
        )
        .map((o) => o.route),
    ).toEqual([]);
  });

  it("describes the list query parameters", async () => {
    const doc = (await (await server.fetch("/api/openapi.json")).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; description?: string }[] } }>;
    };
    const parameters = doc.paths["/contact-inquiries"]?.get?.parameters ?? [];
    const described = Object.fromEntries(parameters.map((p) => [p.name, p.description]));
    expect(described).toMatchObject({
      q: "Search text, matched against every text field",
      pageSize: "Rows per page, at most 100",
    });
  });
});
