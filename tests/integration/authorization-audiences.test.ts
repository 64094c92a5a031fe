/**
 * Six audiences against every route of the API (issue 17, issue 30, issue 31): a visitor, an
 * agent of agency A, an agent of agency B, a teacher, office staff, and a host family's host. Routes are read from the router itself, so a new route that is
 * not classified here fails the first test. Each audience must get exactly what it should:
 * public routes are open to all; partner routes to agents only (staff tokens are refused, and an
 * agency's booking is missing for the other agency); staff routes to staff only, and of those a
 * teacher reaches only their own session, account, classes, lessons and registers; host portal
 * routes to hosts only (decision 0046).
 */

import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../server/db/schema";
import type { AgentIdentity } from "../../shared/agents/types";
import type { Offer } from "../../shared/bookings/types";
import { accommodationClient } from "../support/accommodation";
import { staffUserOf } from "../support/classes";
import { signedInHost } from "../support/hosts";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

/** Open to anyone (the public site, sign-in, the person's offer link, invitations). */
const PUBLIC = new Set([
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
  "POST /api/offers/:token/guardian-request",
  "POST /api/offers/:token/new-link",
  "GET /api/guardian-consents/:token",
  "POST /api/guardian-consents/:token",
  "POST /api/admin/login",
  "POST /api/partners/login",
  "GET /api/partners/invitations/:token",
  "POST /api/partners/invitations/:token",
  "POST /api/partners/password-reset",
  "GET /api/partners/password-reset/:token",
  "POST /api/partners/password-reset/:token",
  "POST /api/hosts/sign-in-link",
  "GET /api/hosts/links/:token",
  "POST /api/hosts/links/:token",
  "GET /api/openapi.json",
]);

/** The staff routes a teacher may call (issue 30); the services keep them to their own classes. */
const TEACHER = new Set([
  "GET /api/admin/session",
  "POST /api/admin/logout",
  "PATCH /api/admin/account",
  "POST /api/admin/account/password",
  "GET /api/admin/classes",
  "GET /api/admin/classes/:id/lessons",
  "PUT /api/admin/lessons/:id/register",
]);

type Audience = "visitor" | "agentA" | "agentB" | "teacher" | "staff" | "host";
type Kind = "public" | "partner" | "staff" | "host";

const kindOf = (key: string): Kind => {
  if (PUBLIC.has(key)) return "public";
  const path = key.split(" ")[1] ?? "";
  if (path.startsWith("/api/hosts/")) return "host";
  return path.startsWith("/api/partners/") ? "partner" : "staff";
};

let server: TestServer;
const tokens: Record<Audience, string | undefined> = {
  visitor: undefined,
  agentA: undefined,
  agentB: undefined,
  teacher: undefined,
  staff: undefined,
  host: undefined,
};
let bookingOfA = 0;

function routes(): { method: string; path: string; key: string }[] {
  const seen = new Set<string>();
  const found: { method: string; path: string; key: string }[] = [];
  for (const route of server.app.routes) {
    if (!route.path.startsWith("/api")) continue;
    if (route.method === "ALL" || route.path.includes("*")) continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ method: route.method, path: route.path, key });
  }
  return found;
}

/** Ids of A's booking where a route takes a booking id; a number that exists nowhere elsewhere. */
const concrete = (path: string) =>
  path
    .replace(":dataset", "contact_inquiries")
    .replace(/^\/api\/partners\/bookings\/:id/, `/api/partners/bookings/${bookingOfA}`)
    .replace(/:[a-zA-Z]+/g, "999999");

/**
 * A valid acceptance, so that what an agent of another agency gets is decided by whose booking
 * it is, not by validation (agency A's own call books it, which the later calls then see).
 */
const acceptance = {
  passportName: "SOFIA BIANCHI",
  dateOfBirth: "1999-05-02",
  nationality: "Italian",
  address: "Via Roma 1, 00184 Roma, Italy",
  emergencyContact: { name: "Anna Bianchi", phone: "+39 333 123 4567" },
  acceptTerms: true,
};

const call = (route: { method: string; path: string }, audience: Audience) =>
  server.fetch(concrete(route.path), {
    method: route.method,
    headers: {
      "Content-Type": "application/json",
      ...(tokens[audience] ? { Authorization: `Bearer ${tokens[audience]}` } : {}),
    },
    body:
      route.method === "GET"
        ? undefined
        : JSON.stringify(route.path.endsWith("/accept") ? acceptance : {}),
  });

async function joinAgency(name: string, email: string): Promise<string> {
  const staff = tokens.staff as string;
  const agency = await expectJson<{ id: number }>(
    await server.fetch(
      "/api/admin/agencies",
      jsonRequest(
        "POST",
        { name, country: "Italy", email: `office@${name.length}.example`, commissionPercent: 10 },
        staff,
      ),
    ),
    201,
  );
  await expectJson(
    await server.fetch(
      `/api/admin/agencies/${agency.id}/invitations`,
      jsonRequest("POST", { email }, staff),
    ),
    201,
  );
  const [mail] = await server.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id));
  const invitation = /\/partners\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  const session = await expectJson<{ token: string; agent: AgentIdentity }>(
    await server.fetch(
      `/api/partners/invitations/${invitation}`,
      jsonRequest("POST", { name: `Agent of ${name}`, password: "a-long-partner-password" }),
    ),
    200,
  );
  return session.token;
}

beforeAll(async () => {
  server = await startTestServer();
  tokens.staff = await loginAsAdmin(server);
  tokens.teacher = (await staffUserOf(server, tokens.staff, "teacher")).token;
  tokens.agentA = await joinAgency("Roma Lingue", "giulia@romalingue.example");
  tokens.agentB = await joinAgency("Milano Study Abroad", "marco@milanostudy.example");
  const provider = await accommodationClient(server, tokens.staff).create();
  tokens.host = await signedInHost(server, tokens.staff, provider.id, "mary@byrne.example");
  const quote = await expectJson<{ id: number }>(
    await server.fetch(
      "/api/partners/quote-requests",
      jsonRequest(
        "POST",
        {
          firstName: "Sofia",
          lastName: "Bianchi",
          email: "sofia@example.com",
          programId: "general-english-cork",
          duration: "4-weeks",
          gdprConsent: true,
        },
        tokens.agentA,
      ),
    ),
    201,
  );
  const offer = await expectJson<Offer>(
    await server.fetch(
      `/api/admin/quote-requests/${quote.id}/offers`,
      jsonRequest("POST", {}, tokens.staff),
    ),
    201,
  );
  await expectJson(
    await server.fetch(`/api/admin/offers/${offer.id}/send`, jsonRequest("POST", {}, tokens.staff)),
    200,
  );
  bookingOfA = offer.bookingId;
});
afterAll(() => server?.stop());

describe("every route, six audiences", () => {
  it("classifies every route of the API", () => {
    const all = routes();
    const byKind = (kind: Kind) => all.filter((route) => kindOf(route.key) === kind).length;
    expect(byKind("partner")).toBeGreaterThanOrEqual(8);
    expect(byKind("host")).toBeGreaterThanOrEqual(8);
    expect(byKind("staff")).toBeGreaterThan(60);
    // Every public route listed above exists (a renamed route must be reclassified).
    const keys = new Set(all.map((route) => route.key));
    expect([...PUBLIC].filter((key) => !keys.has(key))).toEqual([]);
    expect([...TEACHER].filter((key) => !keys.has(key))).toEqual([]);
  });

  it("gives each audience exactly what it should", async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      // Signing out would end the session the rest of the run uses.
      if (route.path.endsWith("/logout") || route.path.endsWith("/sign-out")) continue;
      const kind = kindOf(route.key);
      for (const audience of ["visitor", "agentA", "agentB", "teacher", "staff", "host"] as const) {
        const status = (await call(route, audience)).status;
        const refused = status === 401 || status === 403;
        const allowed =
          kind === "public" ||
          (kind === "partner" && (audience === "agentA" || audience === "agentB")) ||
          (kind === "staff" && audience === "staff") ||
          (kind === "host" && audience === "host") ||
          (kind === "staff" && audience === "teacher" && TEACHER.has(route.key));
        if (allowed === refused) wrong.push(`${route.key} as ${audience} → ${status}`);
        // A's booking is missing for agency B, on every booking route.
        if (
          kind === "partner" &&
          route.path.startsWith("/api/partners/bookings/") &&
          audience === "agentB" &&
          status !== 404
        ) {
          wrong.push(`${route.key} as agentB → ${status} (expected 404)`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("lets agency A read its booking and agency B not", async () => {
    const read = (token: string | undefined) =>
      server.fetch(`/api/partners/bookings/${bookingOfA}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    expect((await read(tokens.agentA)).status).toBe(200);
    expect((await read(tokens.agentB)).status).toBe(404);
  });

  it("refuses the partner cookie on cross-site writes, and never accepts it as staff", async () => {
    const cookie = `clover_partner=${tokens.agentA}`;
    const read = await server.fetch("/api/partners/session", { headers: { Cookie: cookie } });
    expect(read.status).toBe(200);
    const crossSite = await server.fetch("/api/partners/quote-requests", {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/json",
        Origin: "https://evil.example",
      },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
    const asStaff = await server.fetch("/api/admin/session", {
      headers: { Cookie: `clover_session=${tokens.agentA}` },
    });
    expect(asStaff.status).toBe(401);
  });
});
