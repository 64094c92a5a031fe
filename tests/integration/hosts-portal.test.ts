/**
 * The host portal (issue 31, decision 0046) through real HTTP against a real PGlite: an admin
 * invites a host, the e-mailed link signs them in once, and the session shows the students of
 * their own provider only; the rules of confirming an arrival; links that were used, replaced or
 * expired; a deactivated account; unavailable dates and the statement scoped to the provider;
 * the limits of "send me a link" and that it never tells whether an address has an account.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accommodationPaymentLines,
  accommodationPaymentRuns,
  accommodationPlacements,
  auditLog,
  hostSessions,
  hostSignInLinks,
  hostUsers,
} from "../../server/db/schema";
import { providerWithPlacement } from "../support/accommodation";
import { staffUserOf } from "../support/classes";
import { hostCall, invite, latestLinkTo, mailsTo, signedInHost } from "../support/hosts";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let clock = new Date("2027-07-01T09:00:00Z");
let server: TestServer;
let admin = "";
let editor = "";
let teacher = "";
/** Provider A (the Byrnes) hosts Lucía; provider B (the Walshes) hosts Matteo. */
let a: Awaited<ReturnType<typeof providerWithPlacement>>;
let b: Awaited<ReturnType<typeof providerWithPlacement>>;
let hostA = "";
let hostB = "";

type Student = { placementId: number; firstName: string; arrivalConfirmedAt: string | null };
type Dashboard = { current: Student[]; upcoming: Student[] };

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await loginAsAdmin(server);
  editor = (await staffUserOf(server, admin, "editor")).token;
  teacher = (await staffUserOf(server, admin, "teacher")).token;
  a = await providerWithPlacement(server, admin, {
    booking: { firstName: "Lucía", dietaryNotes: "Vegetarian, no nuts" },
  });
  b = await providerWithPlacement(server, admin, {
    provider: { name: "The Walsh family" },
    booking: { firstName: "Matteo" },
  });
  hostA = await signedInHost(server, admin, a.providerId, "mary@byrne.example");
  hostB = await signedInHost(server, admin, b.providerId, "sean@walsh.example", "Seán Walsh");
});
afterAll(() => server?.stop());

/**
 * Moves the services' clock and signs everyone in again: a jump of days ends the staff's
 * (30 idle minutes) and the hosts' (3 idle days) sessions, as it should.
 */
async function moveTo(at: string) {
  clock = new Date(at);
  admin = await loginAsAdmin(server);
  hostA = await signedInHost(server, admin, a.providerId, "mary@byrne.example");
  hostB = await signedInHost(server, admin, b.providerId, "sean@walsh.example", "Seán Walsh");
}

const dashboardOf = async (token: string) =>
  expectJson<Dashboard>(await hostCall(server, token, "GET", "/students"), 200);

describe("invitation by staff", () => {
  it("is for admins only: editors and teachers get 403, visitors 401", async () => {
    const body = { email: "x@family.example", name: "X" };
    expect((await invite(server, editor, a.providerId, body)).status).toBe(403);
    expect((await invite(server, teacher, a.providerId, body)).status).toBe(403);
    expect(
      (
        await server.fetch(
          `/api/admin/accommodation/providers/${a.providerId}/host-invitations`,
          jsonRequest("POST", body),
        )
      ).status,
    ).toBe(401);
    const list = `/api/admin/accommodation/providers/${a.providerId}/host-accounts`;
    expect(
      (await server.fetch(list, { headers: { Authorization: `Bearer ${editor}` } })).status,
    ).toBe(403);
    expect(await mailsTo(server, "x@family.example")).toBe(0);
  });

  it("lists the provider's accounts, and refuses an address of another provider", async () => {
    const { items } = await expectJson<{ items: { email: string; active: boolean }[] }>(
      await server.fetch(`/api/admin/accommodation/providers/${a.providerId}/host-accounts`, {
        headers: { Authorization: `Bearer ${admin}` },
      }),
      200,
    );
    expect(items.map((item) => item.email)).toEqual(["mary@byrne.example"]);
    const taken = await invite(server, admin, a.providerId, {
      email: "Sean@Walsh.example",
      name: "Someone",
    });
    expect(taken.status).toBe(409);
  });

  it("sends a new link when the same address is invited again; the old one is replaced", async () => {
    await expectJson(
      await invite(server, admin, a.providerId, { email: "aoife@byrne.example", name: "Aoife" }),
      201,
    );
    const first = await latestLinkTo(server, "aoife@byrne.example");
    await expectJson(
      await invite(server, admin, a.providerId, { email: "aoife@byrne.example", name: "Aoife" }),
      201,
    );
    const second = await latestLinkTo(server, "aoife@byrne.example");
    expect(second).not.toBe(first);
    const old = await expectJson<{ reason: string }>(
      await server.fetch(`/api/hosts/links/${first}`, { method: "POST" }),
      410,
    );
    expect(old.reason).toBe("replaced");
    await expectJson(await server.fetch(`/api/hosts/links/${second}`, { method: "POST" }), 200);
  });
});

describe("a host's session", () => {
  it("shows the students of the host's own provider only, without passport data", async () => {
    const mine = await dashboardOf(hostA);
    expect(mine.upcoming.map((student) => student.firstName)).toEqual(["Lucía"]);
    expect(mine.current).toEqual([]);
    const text = JSON.stringify(mine);
    expect(text).toContain("Vegetarian, no nuts");
    expect(text).not.toContain("Housed"); // the surname
    expect(text).not.toContain("Calle Mayor"); // the home address
    expect(text).not.toContain("passport");
    expect(text).not.toContain("+34 600"); // the emergency contact
    const theirs = await dashboardOf(hostB);
    expect(theirs.upcoming.map((student) => student.firstName)).toEqual(["Matteo"]);
  });

  it("is refused to staff tokens and to nobody, and a host token opens no staff route", async () => {
    expect((await hostCall(server, admin, "GET", "/students")).status).toBe(401);
    expect((await server.fetch("/api/hosts/students")).status).toBe(401);
    const staff = await server.fetch("/api/admin/accommodation/providers", {
      headers: { Authorization: `Bearer ${hostA}` },
    });
    expect(staff.status).toBe(401);
  });

  it("the cookie works for reads, and a cross-site write with it is refused", async () => {
    await expectJson(
      await invite(server, admin, a.providerId, { email: "cookie@byrne.example", name: "C" }),
      201,
    );
    const link = await latestLinkTo(server, "cookie@byrne.example");
    const signIn = await server.fetch(`/api/hosts/links/${link}`, { method: "POST" });
    const setCookie = signIn.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^clover_host=/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain(`Max-Age=${14 * 86_400}`);
    const cookie = setCookie.split(";")[0] ?? "";
    expect((await server.fetch("/api/hosts/session", { headers: { Cookie: cookie } })).status).toBe(
      200,
    );
    const crossSite = await server.fetch(`/api/hosts/placements/${a.placementId}/arrival`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
  });

  it("ends on sign-out, and after three days without a request", async () => {
    const token = await signedInHost(server, admin, a.providerId, "short@byrne.example", "S");
    expect((await hostCall(server, token, "POST", "/sign-out")).status).toBe(200);
    expect((await hostCall(server, token, "GET", "/session")).status).toBe(401);
    const idle = await signedInHost(server, admin, a.providerId, "idle@byrne.example", "I");
    const start = clock;
    clock = new Date(start.getTime() + 71 * 3600_000);
    expect((await hostCall(server, idle, "GET", "/session")).status).toBe(200);
    clock = new Date(clock.getTime() + 72 * 3600_000 + 1000);
    expect((await hostCall(server, idle, "GET", "/session")).status).toBe(401);
    clock = start;
  });
});

describe("confirming an arrival", () => {
  it("is refused before the arrival day (409), and another provider's placement is 404", async () => {
    const early = await expectJson<{ reason: string }>(
      await hostCall(server, hostA, "POST", `/placements/${a.placementId}/arrival`),
      409,
    );
    expect(early.reason).toBe("before-arrival");
    await moveTo("2027-07-05T18:00:00Z");
    const other = await hostCall(server, hostA, "POST", `/placements/${b.placementId}/arrival`);
    expect(other.status).toBe(404);
    const [untouched] = await server.database.db
      .select()
      .from(accommodationPlacements)
      .where(eq(accommodationPlacements.id, b.placementId));
    expect(untouched?.arrivalConfirmedAt).toBeNull();
  });

  it("from the arrival day: stored with the host's name, audited, and idempotent", async () => {
    const confirmed = await expectJson<Student & { arrivalConfirmedBy: string }>(
      await hostCall(server, hostA, "POST", `/placements/${a.placementId}/arrival`),
      200,
    );
    expect(confirmed.arrivalConfirmedBy).toBe("Mary Byrne");
    clock = new Date("2027-07-06T08:00:00Z");
    const again = await expectJson<Student>(
      await hostCall(server, hostA, "POST", `/placements/${a.placementId}/arrival`),
      200,
    );
    expect(again.arrivalConfirmedAt).toBe(confirmed.arrivalConfirmedAt);
    const [row] = await server.database.db
      .select()
      .from(accommodationPlacements)
      .where(eq(accommodationPlacements.id, a.placementId));
    expect(row?.arrivalConfirmedBy).toBe("Mary Byrne");
    expect(row?.arrivalConfirmedAt?.toISOString()).toBe("2027-07-05T18:00:00.000Z");
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "accommodation_placement"),
          eq(auditLog.entityId, String(a.placementId)),
        ),
      );
    const confirmations = audits.filter((entry) => entry.summary.includes("confirmed the arrival"));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.actorName).toBe("Mary Byrne (host, The Byrne family)");
    const { current } = await dashboardOf(hostA);
    expect(current[0]?.arrivalConfirmedAt).toBe("2027-07-05T18:00:00.000Z");
    await moveTo("2027-07-01T09:00:00Z");
  });
});

const linksOf = (email: string) =>
  server.database.db
    .select({ purpose: hostSignInLinks.purpose, expiresAt: hostSignInLinks.expiresAt })
    .from(hostSignInLinks)
    .innerJoin(hostUsers, eq(hostUsers.id, hostSignInLinks.hostUserId))
    .where(eq(hostUsers.email, email))
    .orderBy(hostSignInLinks.id);

describe("sign-in links", () => {
  it("work once: a used link answers 410 used", async () => {
    await expectJson(
      await invite(server, admin, a.providerId, { email: "once@byrne.example", name: "O" }),
      201,
    );
    const link = await latestLinkTo(server, "once@byrne.example");
    await expectJson(await server.fetch(`/api/hosts/links/${link}`, { method: "POST" }), 200);
    const used = await expectJson<{ reason: string }>(
      await server.fetch(`/api/hosts/links/${link}`, { method: "POST" }),
      410,
    );
    expect(used.reason).toBe("used");
    expect(await linksOf("once@byrne.example")).toEqual([
      { purpose: "invitation", expiresAt: new Date(clock.getTime() + 7 * 86_400_000) },
    ]);
  });

  it("asked for on the sign-in page last 15 minutes; a newer one replaces it", async () => {
    const ask = () =>
      server.fetch("/api/hosts/sign-in-link", jsonRequest("POST", { email: "MARY@byrne.example" }));
    expect((await ask()).status).toBe(202);
    const first = await latestLinkTo(server, "mary@byrne.example");
    expect((await ask()).status).toBe(202);
    const second = await latestLinkTo(server, "mary@byrne.example");
    expect(second).not.toBe(first);
    const replaced = await expectJson<{ reason: string }>(
      await server.fetch(`/api/hosts/links/${first}`),
      410,
    );
    expect(replaced.reason).toBe("replaced");
    const start = clock;
    clock = new Date(start.getTime() + 15 * 60_000 + 1000);
    const expired = await expectJson<{ reason: string }>(
      await server.fetch(`/api/hosts/links/${second}`, { method: "POST" }),
      410,
    );
    expect(expired.reason).toBe("expired");
    clock = start;
    const links = await linksOf("mary@byrne.example");
    expect(links.at(-1)).toMatchObject({
      purpose: "sign-in",
      expiresAt: new Date(start.getTime() + 15 * 60_000),
    });
    expect((await server.fetch("/api/hosts/links/not-a-token", { method: "POST" })).status).toBe(
      404,
    );
  });
});

describe("a deactivated account", () => {
  it("loses its sessions and links at once, and cannot sign in again", async () => {
    const token = await signedInHost(server, admin, a.providerId, "gone@byrne.example", "Gone");
    expect(
      (
        await server.fetch("/api/hosts/sign-in-link", {
          ...jsonRequest("POST", { email: "gone@byrne.example" }),
        })
      ).status,
    ).toBe(202);
    const open = await latestLinkTo(server, "gone@byrne.example");
    const { items } = await expectJson<{ items: { id: number; email: string }[] }>(
      await server.fetch(`/api/admin/accommodation/providers/${a.providerId}/host-accounts`, {
        headers: { Authorization: `Bearer ${admin}` },
      }),
      200,
    );
    const account = items.find((item) => item.email === "gone@byrne.example");
    const remove = (as: string) =>
      server.fetch(
        `/api/admin/accommodation/providers/${a.providerId}/host-accounts/${account?.id}`,
        { method: "DELETE", headers: { Authorization: `Bearer ${as}` } },
      );
    expect((await remove(editor)).status).toBe(403);
    expect((await remove(admin)).status).toBe(200);
    expect((await hostCall(server, token, "GET", "/students")).status).toBe(401);
    const refused = await expectJson<{ reason: string }>(
      await server.fetch(`/api/hosts/links/${open}`, { method: "POST" }),
      410,
    );
    expect(refused.reason).toBe("inactive");
    const before = await mailsTo(server, "gone@byrne.example");
    await server.fetch(
      "/api/hosts/sign-in-link",
      jsonRequest("POST", { email: "gone@byrne.example" }),
    );
    expect(await mailsTo(server, "gone@byrne.example")).toBe(before);
    const sessions = await server.database.db
      .select()
      .from(hostSessions)
      .where(eq(hostSessions.hostUserId, account?.id ?? 0));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
    // Another provider's account is not found through this provider.
    const [other] = (
      await expectJson<{ items: { id: number }[] }>(
        await server.fetch(`/api/admin/accommodation/providers/${b.providerId}/host-accounts`, {
          headers: { Authorization: `Bearer ${admin}` },
        }),
        200,
      )
    ).items;
    const cross = await server.fetch(
      `/api/admin/accommodation/providers/${a.providerId}/host-accounts/${other?.id}`,
      { method: "DELETE", headers: { Authorization: `Bearer ${admin}` } },
    );
    expect(cross.status).toBe(404);
    expect((await hostCall(server, hostB, "GET", "/session")).status).toBe(200);
  });
});

describe("unavailable dates and statements", () => {
  it("adds and removes the provider's ranges, audited; another provider's range is 404", async () => {
    const added = await expectJson<{ id: number; roomId: number | null }>(
      await hostCall(server, hostA, "POST", "/unavailable", {
        from: "2027-12-20",
        to: "2028-01-03",
        reason: "Christmas",
      }),
      201,
    );
    expect(added.roomId).toBeNull();
    const bad = await hostCall(server, hostA, "POST", "/unavailable", {
      from: "2027-12-20",
      to: "2027-12-19",
    });
    expect(bad.status).toBe(400);
    expect((await hostCall(server, hostB, "DELETE", `/unavailable/${added.id}`)).status).toBe(404);
    const list = await expectJson<{ items: { id: number }[] }>(
      await hostCall(server, hostA, "GET", "/unavailable"),
      200,
    );
    expect(list.items.map((item) => item.id)).toContain(added.id);
    expect(
      (
        await expectJson<{ items: unknown[] }>(
          await hostCall(server, hostB, "GET", "/unavailable"),
          200,
        )
      ).items,
    ).toEqual([]);
    expect((await hostCall(server, hostA, "DELETE", `/unavailable/${added.id}`)).status).toBe(200);
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "accommodation_unavailable"),
          eq(auditLog.entityId, String(added.id)),
        ),
      );
    expect(audits.map((entry) => [entry.action, entry.actorName])).toEqual([
      ["create", "Mary Byrne (host, The Byrne family)"],
      ["delete", "Mary Byrne (host, The Byrne family)"],
    ]);
  });

  it("the statement shows the approved payments of the year to this provider only", async () => {
    const db = server.database.db;
    const run = async (status: "approved" | "draft", approvedAt: Date | null, cents: number) => {
      const [stored] = await db
        .insert(accommodationPaymentRuns)
        .values({
          fromDate: "2027-06-01",
          toDate: "2027-07-01",
          status,
          totalCents: cents,
          approvedAt,
        })
        .returning();
      await db.insert(accommodationPaymentLines).values([
        {
          runId: stored?.id ?? 0,
          providerId: a.providerId,
          nights: 10,
          amountCents: cents,
          payeeName: "Mary Byrne",
        },
        {
          runId: stored?.id ?? 0,
          providerId: b.providerId,
          nights: 3,
          amountCents: 9_900,
          payeeName: "Seán Walsh",
        },
      ]);
    };
    await run("approved", new Date("2027-07-01T08:00:00Z"), 32_000);
    await run("approved", new Date("2026-12-31T23:30:00Z"), 5_000);
    await run("draft", null, 77_700);
    const statement = await expectJson<{
      year: number;
      totalCents: number;
      lines: unknown[];
      years: number[];
    }>(await hostCall(server, hostA, "GET", "/statement?year=2027"), 200);
    expect(statement).toMatchObject({ year: 2027, totalCents: 32_000, years: [2027, 2026] });
    expect(statement.lines).toHaveLength(1);
    const last = await expectJson<{ totalCents: number }>(
      await hostCall(server, hostA, "GET", "/statement?year=2026"),
      200,
    );
    expect(last.totalCents).toBe(5_000);
    expect((await hostCall(server, hostA, "GET", "/statement?year=abc")).status).toBe(400);
  });
});

describe("send me a link", () => {
  it("answers the same, no sooner than 250 ms, whether the address has an account or not", async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await server.fetch(
        "/api/hosts/sign-in-link",
        jsonRequest("POST", { email }),
      );
      return {
        status: response.status,
        body: await response.text(),
        ms: performance.now() - started,
      };
    };
    const known = await timed("sean@walsh.example");
    const unknown = await timed("nobody@nowhere.example");
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toBe(known.body);
    expect(known.ms).toBeGreaterThanOrEqual(249);
    expect(unknown.ms).toBeGreaterThanOrEqual(249);
    expect(await mailsTo(server, "nobody@nowhere.example")).toBe(0);
  });

  it("e-mails one address at most three times an hour, answering alike", async () => {
    const email = "sean@walsh.example";
    const before = await mailsTo(server, email);
    for (let i = 0; i < 4; i++) {
      const response = await server.fetch(
        "/api/hosts/sign-in-link",
        jsonRequest("POST", { email }),
      );
      expect(response.status).toBe(202);
    }
    // One already went in the test above: two more fit in the hour, then nothing.
    expect((await mailsTo(server, email)) - before).toBe(2);
  });
});

describe("the limit per client address", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { PUBLIC_WRITES_PER_HOUR: "3" } });
  });
  afterAll(() => limited?.stop());

  it("answers 429 with Retry-After once the client has asked too often", async () => {
    const ask = (email: string) =>
      limited.fetch("/api/hosts/sign-in-link", jsonRequest("POST", { email }));
    for (const n of [1, 2, 3]) expect((await ask(`someone${n}@example.com`)).status).toBe(202);
    const refused = await ask("someone4@example.com");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
