/**
 * Agents' own passwords over real HTTP and a real database (issue 27): changing it (the current
 * one required and throttled, the new one checked, every other session ended, audited, the agent
 * told by e-mail) and resetting a forgotten one by an e-mailed link that is single-use, expires
 * after an hour, is stored only as a hash, is replaced by a newer one, and never tells whether an
 * address has an account (same answer, no faster for unknown addresses, the same limits).
 */
import { createHash } from "node:crypto";
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentPasswordResets, auditLog, emailOutbox } from "../../server/db/schema";
import { RESET_ANSWER_MS, RESET_LINK_MINUTES } from "../../server/services/agents/passwords";
import type { AgentIdentity } from "../../shared/agents/types";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let clock = new Date("2031-02-03T09:00:00Z");
let server: TestServer;
let admin = "";
let address = 10;

beforeAll(async () => {
  server = await startTestServer({
    now: () => clock,
    env: { TRUST_PROXY: "true", PUBLIC_WRITES_PER_HOUR: "8" },
  });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

/** Moves the clock; the staff session would be idle that long, so staff sign in again. */
async function advance(minutes: number) {
  clock = new Date(clock.getTime() + minutes * 60_000);
  admin = await loginAsAdmin(server);
}

/** A client address of its own for each caller: the public limits count per address. */
const ownAddress = () => `198.51.100.${address++}`;
const INITIAL = "first-partner-password-2031";

const post = (path: string, body: unknown, options: { token?: string; ip?: string } = {}) => {
  const init = jsonRequest("POST", body, options.token);
  return server.fetch(path, {
    ...init,
    headers: { ...init.headers, "X-Forwarded-For": options.ip ?? ownAddress() },
  });
};
const get = (path: string, token?: string) =>
  server.fetch(path, {
    headers: {
      "X-Forwarded-For": ownAddress(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });

let agencyCount = 0;
/** A new agency with one agent who has set their password; signed in. */
async function newAgent(email: string, name = "Marta López") {
  agencyCount += 1;
  const agency = await expectJson<{ id: number }>(
    await server.fetch(
      "/api/admin/agencies",
      jsonRequest(
        "POST",
        {
          name: `Agencia ${agencyCount}`,
          country: "Spain",
          email: `office${agencyCount}@agencia.example`,
          commissionPercent: 10,
        },
        admin,
      ),
    ),
    201,
  );
  await expectJson(
    await server.fetch(
      `/api/admin/agencies/${agency.id}/invitations`,
      jsonRequest("POST", { email }, admin),
    ),
    201,
  );
  const invitation = /\/partners\/invitations\/([\w-]{43})/.exec(await lastMailTo(email))?.[1];
  const session = await expectJson<{ token: string; agent: AgentIdentity }>(
    await post(`/api/partners/invitations/${invitation}`, { name, password: INITIAL }),
    200,
  );
  return { ...session, agencyId: agency.id };
}

async function mailsTo(email: string) {
  return server.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody, kind: emailOutbox.kind })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id));
}
async function lastMailTo(email: string): Promise<string> {
  return (await mailsTo(email))[0]?.text ?? "";
}

const signIn = (email: string, password: string) =>
  post("/api/partners/login", { email, password });
const sessionOf = (token: string) => get("/api/partners/session", token);

/** The reset link's token from the latest reset e-mail to the address. */
async function resetToken(email: string): Promise<string> {
  const mail = (await mailsTo(email)).find((message) => message.kind === "agent-password-reset");
  const token = /\/partners\/password-reset\/([\w-]{43})/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no password reset e-mail to ${email}`);
  return token;
}

describe("changing the password", () => {
  it("needs the current password and a strong new one; then ends every other session", async () => {
    const email = "marta.change@iberia.example";
    const agent = await newAgent(email);
    const other = await expectJson<{ token: string }>(await signIn(email, INITIAL), 200);

    const wrong = await expectJson<{ fields: Record<string, string> }>(
      await post(
        "/api/partners/password",
        { currentPassword: "not-my-password-at-all", newPassword: "Harbour-Lights-2031!" },
        { token: agent.token },
      ),
      400,
    );
    expect(Object.keys(wrong.fields)).toEqual(["currentPassword"]);
    const weak = await expectJson<{ fields: Record<string, string> }>(
      await post(
        "/api/partners/password",
        { currentPassword: INITIAL, newPassword: "short" },
        { token: agent.token },
      ),
      400,
    );
    expect(weak.fields).toEqual({ newPassword: "Use at least 12 characters." });
    const repeated = await expectJson<{ fields: Record<string, string> }>(
      await post(
        "/api/partners/password",
        { currentPassword: INITIAL, newPassword: "aaaaaaaaaaaaaaaa" },
        { token: agent.token },
      ),
      400,
    );
    expect(Object.keys(repeated.fields)).toEqual(["newPassword"]);
    // Nothing changed so far: both sessions live, the old password still signs in.
    expect((await sessionOf(other.token)).status).toBe(200);

    await expectJson(
      await post(
        "/api/partners/password",
        { currentPassword: INITIAL, newPassword: "Harbour-Lights-2031!" },
        { token: agent.token },
      ),
      200,
    );
    expect((await sessionOf(agent.token)).status).toBe(200);
    expect((await sessionOf(other.token)).status).toBe(401);
    expect((await signIn(email, INITIAL)).status).toBe(401);
    expect((await signIn(email, "Harbour-Lights-2031!")).status).toBe(200);

    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "agent_user"), eq(auditLog.entityId, String(agent.agent.userId))),
      );
    expect(audit.map((entry) => entry.summary)).toContain(
      "Marta López (Agencia 1) changed their password",
    );
    const [told] = await mailsTo(email);
    expect(told?.kind).toBe("agent-password-changed");
  });

  it("is for a signed-in agent only, never from another site with the cookie", async () => {
    const anonymous = await post("/api/partners/password", {
      currentPassword: INITIAL,
      newPassword: "Harbour-Lights-2031!",
    });
    expect(anonymous.status).toBe(401);
    const agent = await newAgent("marta.csrf@iberia.example");
    const crossSite = await server.fetch("/api/partners/password", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Cookie: `clover_partner=${agent.token}`,
        Origin: "https://evil.example",
      },
      body: JSON.stringify({ currentPassword: INITIAL, newPassword: "Harbour-Lights-2031!" }),
    });
    expect(crossSite.status).toBe(403);
    expect((await signIn("marta.csrf@iberia.example", INITIAL)).status).toBe(200);
  });

  it("checks the current password as a sign-in: at most five from one place, even all at once", async () => {
    const email = "marta.guess@iberia.example";
    const agent = await newAgent(email);
    // Someone with the agent's open session, guessing from one address.
    const ip = ownAddress();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        post(
          "/api/partners/password",
          { currentPassword: `wrong-guess-number-${n}`, newPassword: "Harbour-Lights-2031!" },
          { token: agent.token, ip },
        ),
      ),
    );
    const statuses = guesses.map((response) => response.status);
    // Counted before checked: however they interleave, no more than five are evaluated.
    const evaluated = statuses.filter((status) => status === 400).length;
    expect(evaluated).toBeGreaterThanOrEqual(1);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - evaluated);
    expect(guesses.find((response) => response.status === 429)?.headers.get("Retry-After")).toMatch(
      /^\d+$/,
    );
    // The right password is not even checked now…
    const right = () =>
      post(
        "/api/partners/password",
        { currentPassword: INITIAL, newPassword: "Harbour-Lights-2031!" },
        { token: agent.token, ip },
      );
    expect((await right()).status).toBe(429);
    // …and is once the window has passed.
    await advance(16);
    expect((await right()).status).toBe(200);
  });
});

describe("a forgotten password", () => {
  it("answers every address the same, no faster when it has no account", async () => {
    const email = "marta.forgot@iberia.example";
    await newAgent(email);
    const ask = async (address: string) => {
      const started = performance.now();
      const response = await post("/api/partners/password-reset", { email: address });
      return {
        status: response.status,
        body: await response.text(),
        ms: performance.now() - started,
      };
    };
    const known = await ask(email.toUpperCase());
    const unknown = await ask("nobody.here@iberia.example");
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toBe(unknown.body);
    expect(known.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 5);
    // Only the account's address gets an e-mail, and it carries a link.
    expect(await resetToken(email)).toMatch(/^[\w-]{43}$/);
    expect(await mailsTo("nobody.here@iberia.example")).toEqual([]);
  });

  it("sends nothing for a deactivated agent, and the answer is the same", async () => {
    const email = "jon.paused@iberia.example";
    const agent = await newAgent(email, "Jon Paused");
    await expectJson(
      await server.fetch(
        `/api/admin/agencies/${agent.agencyId}/users/${agent.agent.userId}/deactivate`,
        jsonRequest("POST", {}, admin),
      ),
      200,
    );
    const response = await post("/api/partners/password-reset", { email });
    expect(response.status).toBe(202);
    const kinds = (await mailsTo(email)).map((mail) => mail.kind);
    expect(kinds).not.toContain("agent-password-reset");
  });

  it("sets a new password once through the link; the link then says it was used", async () => {
    const email = "marta.reset@iberia.example";
    const agent = await newAgent(email);
    await expectJson(await post("/api/partners/password-reset", { email }), 202);
    const token = await resetToken(email);

    // Only the token's hash is stored.
    const rows = await server.database.db
      .select()
      .from(agentPasswordResets)
      .where(eq(agentPasswordResets.agentUserId, agent.agent.userId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toBe(createHash("sha256").update(token).digest("hex"));
    expect(rows[0]?.expiresAt.getTime()).toBe(clock.getTime() + RESET_LINK_MINUTES * 60_000);

    expect(await expectJson(await get(`/api/partners/password-reset/${token}`), 200)).toEqual({
      email,
    });
    const weak = await expectJson<{ fields: Record<string, string> }>(
      await post(`/api/partners/password-reset/${token}`, { newPassword: "tiny" }),
      400,
    );
    expect(weak.fields).toEqual({ newPassword: "Use at least 12 characters." });

    await expectJson(
      await post(`/api/partners/password-reset/${token}`, {
        newPassword: "Quay-Street-Seagulls-7",
      }),
      200,
    );
    // Every session ended, the old password refused, the new one signs in.
    expect((await sessionOf(agent.token)).status).toBe(401);
    expect((await signIn(email, INITIAL)).status).toBe(401);
    expect((await signIn(email, "Quay-Street-Seagulls-7")).status).toBe(200);

    const used = await get(`/api/partners/password-reset/${token}`);
    expect(used.status).toBe(410);
    expect(await used.text()).toContain("already used");
    const again = await post(`/api/partners/password-reset/${token}`, {
      newPassword: "Another-Good-Password-9",
    });
    expect(again.status).toBe(410);
    expect((await signIn(email, "Quay-Street-Seagulls-7")).status).toBe(200);

    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.summary, "%reset their password%"));
    expect(audit.map((entry) => entry.entityId)).toContain(String(agent.agent.userId));
  });

  it("expires after an hour, is replaced by a newer link, and unknown links are 404", async () => {
    const email = "marta.late@iberia.example";
    await newAgent(email);
    await expectJson(await post("/api/partners/password-reset", { email }), 202);
    const first = await resetToken(email);
    await expectJson(await post("/api/partners/password-reset", { email }), 202);
    const second = await resetToken(email);
    expect(second).not.toBe(first);
    const replaced = await get(`/api/partners/password-reset/${first}`);
    expect(replaced.status).toBe(410);
    expect(await replaced.text()).toContain("newer");
    expect((await get(`/api/partners/password-reset/${second}`)).status).toBe(200);

    await advance(RESET_LINK_MINUTES + 1);
    const expired = await post(`/api/partners/password-reset/${second}`, {
      newPassword: "Too-Late-For-This-One-1",
    });
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("expired");
    expect((await signIn(email, INITIAL)).status).toBe(200);

    expect((await get(`/api/partners/password-reset/${"x".repeat(43)}`)).status).toBe(404);
    expect((await get("/api/partners/password-reset/short")).status).toBe(404);
  });

  it("limits requests per client address like the public forms, and e-mails per address", async () => {
    const ip = ownAddress();
    const email = "marta.flood@iberia.example";
    await newAgent(email);
    const statuses: number[] = [];
    for (let n = 0; n < 9; n++) {
      statuses.push((await post("/api/partners/password-reset", { email }, { ip })).status);
    }
    // PUBLIC_WRITES_PER_HOUR is 8 here.
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 202, 202, 429]);
    // The address itself gets a few links an hour, not one per request.
    const links = (await mailsTo(email)).filter((mail) => mail.kind === "agent-password-reset");
    expect(links).toHaveLength(3);
  });

  it("is in the agent's data-protection export (never the token) and erased with the agent", async () => {
    const email = "marta.dsar@iberia.example";
    const agent = await newAgent(email);
    await expectJson(await post("/api/partners/password-reset", { email }), 202);
    const token = await resetToken(email);
    const exported = await server.fetch(`/api/admin/people/export?email=${email}`, {
      headers: { Authorization: `Bearer ${admin}` },
    });
    const text = await exported.text();
    expect(exported.status, text).toBe(200);
    const body = JSON.parse(text) as {
      agentUsers: { passwordResets: { requestedAt: string; usedAt: string | null }[] }[];
    };
    expect(body.agentUsers[0]?.passwordResets).toEqual([
      {
        requestedAt: expect.any(String),
        expiresAt: expect.any(String),
        usedAt: null,
      },
    ]);
    // Not even in the copy of the e-mail that carried it: the export cannot reset the password.
    expect(text).not.toContain(token);
    expect(text).toContain("/partners/password-reset/:token");
    expect(text).not.toMatch(/tokenHash/);

    await expectJson(
      await server.fetch("/api/admin/people/erase", jsonRequest("POST", { email }, admin)),
      200,
    );
    const left = await server.database.db
      .select()
      .from(agentPasswordResets)
      .where(eq(agentPasswordResets.agentUserId, agent.agent.userId));
    expect(left).toEqual([]);
    expect((await get(`/api/partners/password-reset/${token}`)).status).toBe(404);
  });

  it("is documented in the API description with its answers", async () => {
    const doc = (await (await server.fetch("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId?: string; responses?: object }>>;
    };
    const operations = {
      changePartnerPassword: doc.paths["/partners/password"]?.post,
      requestPartnerPasswordReset: doc.paths["/partners/password-reset"]?.post,
      getPartnerPasswordReset: doc.paths["/partners/password-reset/{token}"]?.get,
      resetPartnerPassword: doc.paths["/partners/password-reset/{token}"]?.post,
    };
    for (const [id, operation] of Object.entries(operations)) {
      expect(operation?.operationId).toBe(id);
    }
    expect(Object.keys(operations.changePartnerPassword?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "429"]),
    );
    expect(Object.keys(operations.resetPartnerPassword?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "404", "410", "429"]),
    );
  });
});
