/**
 * The partner portal in data-protection requests and retention (issue 17), over the real API and
 * database: a student registered by an agency is exported with the agency's name and reference;
 * an agent user's own account is exported by their address and erased (anonymised, signed out
 * for good, invitations gone, audit and timeline rewritten) while the agency's quote requests,
 * bookings and commission stay; erasing the agency's student works as for anyone; the retention
 * job deletes unused invitations and ended sessions and anonymises deactivated accounts; the
 * privacy policy states the same periods in every language.
 */
import fs from "node:fs";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  formatDuration,
  legalSections,
  partnerRetention,
  storedItems,
} from "../../app/content/legal";
import {
  agentInvitations,
  agentSessions,
  agentUsers,
  auditLog,
  bookingEvents,
  bookings,
  emailOutbox,
  quoteRequests,
} from "../../server/db/schema";
import { AGENT_SESSION_HOURS } from "../../server/services/agents/tokens";
import {
  type AgentAccountRecord,
  type AgentInvitationRecord,
  erasedAgentAddress,
} from "../../server/services/privacy/agents";
import {
  monthsBefore,
  RETENTION_POLICY,
  type RetentionPlan,
} from "../../server/services/privacy/gdpr";
import type { AgentIdentity, CommissionStatement, PartnerStudent } from "../../shared/agents/types";
import type { AcceptResult, Offer } from "../../shared/bookings/types";
import { consentAsGuardian } from "../support/guardian";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer();
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

const db = () => server.database.db;
const DAY = 86_400_000;
const MINUTE = 60_000;
const PASSWORD = "a-long-partner-password";

const call = (method: string, path: string, token: string, body?: unknown) =>
  server.fetch(
    path,
    body === undefined
      ? { method, headers: { Authorization: `Bearer ${token}` } }
      : jsonRequest(method, body, token),
  );

async function invitationToken(email: string): Promise<string> {
  const [message] = await db()
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /\/partners\/invitations\/([A-Za-z0-9_-]{43})/.exec(message?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return token;
}

async function invite(agencyId: number, email: string) {
  await expectJson(
    await call("POST", `/api/admin/agencies/${agencyId}/invitations`, admin, { email }),
    201,
  );
}

async function join(agencyId: number, email: string, name: string) {
  await invite(agencyId, email);
  return expectJson<{ token: string; agent: AgentIdentity }>(
    await server.fetch(
      `/api/partners/invitations/${await invitationToken(email)}`,
      jsonRequest("POST", { name, password: PASSWORD }),
    ),
    200,
  );
}

const login = (email: string) =>
  server.fetch("/api/partners/login", jsonRequest("POST", { email, password: PASSWORD }));

type PersonExport = {
  quoteRequests: Record<string, unknown>[];
  bookings: Record<string, unknown>[];
  agentUsers: AgentAccountRecord[];
  agentInvitations: AgentInvitationRecord[];
};
const exportOf = async (email: string) => {
  const response = await call("GET", `/api/admin/people/export?email=${email}`, admin);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return { text, body: JSON.parse(text) as PersonExport };
};

const MARTA = { email: "marta.q@iberiastudy.example", name: "Marta Quintanilla" };
const JON = { email: "jon@iberiastudy.example", name: "Jon Etxeberria" };
const PENDING = "pending@iberiastudy.example";
const STUDENT = { firstName: "Pablo", lastName: "Ruizval", email: "pablo.agency@example.com" };
const GUARDIAN = { name: "Carmen Ruizval", email: "carmen.agency@example.com", consent: true };

let agencyId = 0;
let marta: { token: string; agent: AgentIdentity };
let jon: { token: string; agent: AgentIdentity };
let quoteId = 0;
let bookingId = 0;
let commissionMonth = "";

/** The Irish calendar month of the booking's confirmation: its commission statement. */
async function confirmedMonth(id: number): Promise<string> {
  const [event] = await db()
    .select({ at: bookingEvents.createdAt })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.toStatus, "confirmed")));
  if (!event) throw new Error("booking not confirmed");
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" })
    .format(event.at)
    .slice(0, 7);
}

beforeAll(async () => {
  agencyId = (
    await expectJson<{ id: number }>(
      await call("POST", "/api/admin/agencies", admin, {
        name: "Iberia Study",
        country: "Spain",
        email: "office@iberiastudy.example",
        commissionPercent: 12.5,
      }),
      201,
    )
  ).id;
  marta = await join(agencyId, MARTA.email, MARTA.name);
  jon = await join(agencyId, JON.email, JON.name);
  await invite(agencyId, PENDING);

  quoteId = (
    await expectJson<{ id: number }>(
      await call("POST", "/api/partners/quote-requests", marta.token, {
        ...STUDENT,
        programId: "junior-summer-dublin",
        ageGroup: "12-15",
        duration: "2-weeks",
        accommodation: "host-family",
        startDate: "2027-07-05",
        gdprConsent: true,
        locale: "es",
        agencyReference: "IB-7",
      }),
      201,
    )
  ).id;
  const offer = await expectJson<Offer>(
    await call("POST", `/api/admin/quote-requests/${quoteId}/offers`, admin, {}),
    201,
  );
  await expectJson(await call("POST", `/api/admin/offers/${offer.id}/send`, admin), 200);
  bookingId = offer.bookingId;
  const accepted = await expectJson<AcceptResult>(
    await call("POST", `/api/partners/bookings/${bookingId}/accept`, marta.token, {
      passportName: "PABLO RUIZVAL MARTIN",
      dateOfBirth: "2012-03-14",
      nationality: "Spanish",
      address: "Calle Mayor 12, 28013 Madrid, Spain",
      emergencyContact: { name: GUARDIAN.name, phone: "+34 600 123 456" },
      acceptTerms: true,
      guardian: GUARDIAN,
    }),
    200,
  );
  await consentAsGuardian(server, GUARDIAN);
  await expectJson(
    await call("POST", `/api/admin/bookings/${bookingId}/payments`, admin, {
      amountCents: accepted.depositCents,
      receivedOn: new Date().toISOString().slice(0, 10),
      method: "bank-transfer",
      note: "Deposit via the agency",
    }),
    201,
  );
  commissionMonth = await confirmedMonth(bookingId);
});

describe("access requests", () => {
  it("exports a student's quote request and booking with the agency that registered them", async () => {
    const { body } = await exportOf(STUDENT.email);
    expect(body.quoteRequests).toHaveLength(1);
    expect(body.quoteRequests[0]).toMatchObject({
      id: quoteId,
      agencyReference: "IB-7",
      agency: { id: agencyId, name: "Iberia Study", reference: "IB-7" },
    });
    // The agent's identity is the agent's data, not the student's.
    expect(body.quoteRequests[0]).not.toHaveProperty("agentUserId");
    expect(body.bookings).toHaveLength(1);
    expect(body.bookings[0]).toMatchObject({
      id: bookingId,
      role: "student",
      agency: { id: agencyId, name: "Iberia Study", reference: "IB-7" },
    });
    // What the school pays the agency is between the school and the agency.
    expect(
      Object.keys(body.bookings[0] ?? {}).filter((key) => key.startsWith("commission")),
    ).toEqual([]);
    // The student has no partner account.
    expect(body.agentUsers).toEqual([]);
    const guardian = await exportOf(GUARDIAN.email);
    expect(guardian.body.bookings[0]).toMatchObject({
      role: "guardian",
      agency: { name: "Iberia Study", reference: "IB-7" },
    });
  });

  it("exports an agent user's account, sign-ins, invitation and audit entries, never a secret", async () => {
    const { text, body } = await exportOf(MARTA.email.toUpperCase());
    expect(body.agentUsers).toHaveLength(1);
    const [account] = body.agentUsers;
    expect(account).toMatchObject({
      id: marta.agent.userId,
      name: MARTA.name,
      email: MARTA.email,
      isActive: true,
      agency: { id: agencyId, name: "Iberia Study" },
    });
    expect(account?.lastLoginAt).toBeTruthy();
    expect(account?.createdAt).toBeTruthy();
    expect(account?.signIns.length).toBeGreaterThanOrEqual(1);
    const summaries = account?.auditEntries.map((entry) => entry.summary) ?? [];
    expect(summaries).toContain(`${MARTA.name} joined Iberia Study through an invitation`);
    expect(summaries).toContain(`Invited ${MARTA.email} to Iberia Study's partner portal`);
    expect(summaries.some((summary) => summary.includes("accepted the offer"))).toBe(true);
    // Not Jon's entries.
    expect(summaries.some((summary) => summary.includes(JON.name))).toBe(false);
    expect(body.agentInvitations).toHaveLength(1);
    expect(body.agentInvitations[0]).toMatchObject({
      email: MARTA.email,
      agency: { name: "Iberia Study" },
      usedAt: expect.any(String),
    });
    expect(text).not.toMatch(/passwordHash|tokenHash|scrypt\$/);
    const sessionIds = await db()
      .select({ id: agentSessions.id })
      .from(agentSessions)
      .where(eq(agentSessions.agentUserId, marta.agent.userId));
    for (const { id } of sessionIds) expect(text).not.toContain(id);
  });

  it("counts the account and a pending invitation in the search", async () => {
    const found = await server.services.gdpr.findPerson(MARTA.email);
    expect(found.counts).toMatchObject({ agentUsers: 1, agentInvitations: 1 });
    expect(found.description).toContain("1 partner account");
    const pending = await server.services.gdpr.findPerson(PENDING);
    expect(pending.counts).toMatchObject({ agentUsers: 0, agentInvitations: 1 });
    expect(pending.total).toBeGreaterThanOrEqual(1);
  });
});

describe("erasing an agent user", () => {
  let before: typeof bookings.$inferSelect;
  let statementBefore: CommissionStatement;
  let secondSession = "";

  beforeAll(async () => {
    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    if (!row) throw new Error("no booking");
    before = row;
    statementBefore = await expectJson<CommissionStatement>(
      await call(
        "GET",
        `/api/admin/agencies/${agencyId}/commission?month=${commissionMonth}`,
        admin,
      ),
      200,
    );
    secondSession = (await expectJson<{ token: string }>(await login(MARTA.email), 200)).token;
  });

  it("anonymises the account, ends every session and deletes the invitations", async () => {
    const erased = await expectJson<{ counts: Record<string, number> }>(
      await call("POST", "/api/admin/people/erase", admin, { email: MARTA.email }),
      200,
    );
    expect(erased.counts).toMatchObject({ agentUsers: 1, agentInvitations: 1 });
    expect(erased.counts.emails).toBeGreaterThanOrEqual(1);

    for (const token of [marta.token, secondSession]) {
      expect((await call("GET", "/api/partners/session", token)).status).toBe(401);
      expect((await call("GET", "/api/partners/students", token)).status).toBe(401);
    }
    expect((await login(MARTA.email)).status).toBe(401);
    const id = marta.agent.userId;
    expect((await login(erasedAgentAddress(id))).status).toBe(401);

    const [user] = await db().select().from(agentUsers).where(eq(agentUsers.id, id));
    expect(user).toMatchObject({
      name: "Erased",
      email: erasedAgentAddress(id),
      isActive: false,
      agencyId,
    });
    expect(user?.passwordHash).not.toMatch(/^scrypt\$/);
    const open = await db()
      .select()
      .from(agentSessions)
      .where(and(eq(agentSessions.agentUserId, id), isNull(agentSessions.revokedAt)));
    expect(open).toEqual([]);
    expect(
      await db()
        .select()
        .from(agentInvitations)
        .where(sql`lower(${agentInvitations.email}) = ${MARTA.email}`),
    ).toEqual([]);
    expect(
      await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, MARTA.email)),
    ).toEqual([]);
  });

  it("leaves no trace of them in the audit trail or the timeline, only who did what", async () => {
    const traces = ["marta", "quintanilla"];
    const audit = await db()
      .select({
        text: sql<string>`lower(${auditLog.actorName} || ' ' || ${auditLog.summary} || ' ' || coalesce(${auditLog.before}::text, '') || ' ' || coalesce(${auditLog.after}::text, ''))`,
      })
      .from(auditLog);
    const events = await db()
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId));
    for (const trace of traces) {
      expect(audit.filter((row) => row.text.includes(trace))).toEqual([]);
      expect(
        events.filter((event) => `${event.actor} ${event.summary}`.toLowerCase().includes(trace)),
      ).toEqual([]);
    }
    // The agent accepted for a minor: the booking then waited for the guardian (issue 27).
    const acceptance = events.find((event) => event.toStatus === "awaiting-guardian");
    expect(acceptance?.actor).toBe("Erased (agent, Iberia Study)");
    expect(acceptance?.summary).toMatch(
      /^Erased \(agent, Iberia Study\) accepted the offer on the student's behalf/,
    );
    const entries = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "agent_user"), eq(auditLog.entityId, String(marta.agent.userId))),
      );
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.actorName !== "")).toBe(true);
  });

  it("keeps the agency's quote request, booking and commission", async () => {
    const [quote] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, quoteId));
    expect(quote).toMatchObject({
      agencyId,
      agentUserId: marta.agent.userId,
      agencyReference: "IB-7",
      email: STUDENT.email,
    });
    const [after] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(after).toMatchObject({
      agencyId,
      status: before.status,
      totalCents: before.totalCents,
      commissionBasisPoints: 1250,
      commissionCents: before.commissionCents,
      firstName: STUDENT.firstName,
    });
    expect(before.commissionCents).toBeGreaterThan(0);
    const statement = await expectJson<CommissionStatement>(
      await call(
        "GET",
        `/api/admin/agencies/${agencyId}/commission?month=${commissionMonth}`,
        admin,
      ),
      200,
    );
    expect(statement).toEqual(statementBefore);
    // The agency's other user still works with the student.
    const page = await expectJson<{ items: PartnerStudent[] }>(
      await call("GET", "/api/partners/students?q=IB-7", jon.token),
      200,
    );
    expect(page.items.map((item) => item.bookingId)).toEqual([bookingId]);
    // Nothing is found under the address any more.
    expect((await server.services.gdpr.findPerson(MARTA.email)).total).toBe(0);
    // Staff see an erased, deactivated user in the agency.
    const detail = await expectJson<{ users: { id: number; name: string; isActive: boolean }[] }>(
      await call("GET", `/api/admin/agencies/${agencyId}`, admin),
      200,
    );
    expect(detail.users.find((user) => user.id === marta.agent.userId)).toMatchObject({
      name: "Erased",
      isActive: false,
    });
  });

  it("erases an invitation that never became an account", async () => {
    const erased = await expectJson<{ counts: Record<string, number> }>(
      await call("POST", "/api/admin/people/erase", admin, { email: PENDING }),
      200,
    );
    expect(erased.counts).toMatchObject({ agentUsers: 0, agentInvitations: 1 });
    expect((await server.services.gdpr.findPerson(PENDING)).total).toBe(0);
  });
});

describe("erasing a student an agency registered", () => {
  it("works as for any student: the booking is anonymised, the agency's commission kept", async () => {
    const [before] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    const erased = await expectJson<{ counts: Record<string, number> }>(
      await call("POST", "/api/admin/people/erase", admin, { email: STUDENT.email }),
      200,
    );
    expect(erased.counts).toMatchObject({ quoteRequests: 1, bookings: 1, agentUsers: 0 });
    const [after] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(after).toMatchObject({
      firstName: "Erased",
      lastName: "Erased",
      email: `erased-${bookingId}@invalid`,
      details: null,
      agencyId,
      commissionCents: before?.commissionCents,
      commissionBasisPoints: before?.commissionBasisPoints,
      totalCents: before?.totalCents,
    });
    expect(await db().select().from(quoteRequests).where(eq(quoteRequests.id, quoteId))).toEqual(
      [],
    );
    // The agency no longer sees the student, and its statement keeps the amount, anonymously.
    const page = await expectJson<{ items: PartnerStudent[] }>(
      await call("GET", "/api/partners/students", jon.token),
      200,
    );
    expect(page.items.map((item) => item.quoteRequestId)).not.toContain(quoteId);
    expect((await call("GET", `/api/partners/bookings/${bookingId}`, jon.token)).status).toBe(404);
    const statement = await expectJson<CommissionStatement>(
      await call("GET", `/api/partners/commission?month=${commissionMonth}`, jon.token),
      200,
    );
    const line = statement.lines.find((item) => item.bookingId === bookingId);
    expect(line).toMatchObject({
      studentName: "Erased Erased",
      commissionCents: before?.commissionCents,
    });
    const events = await db()
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId));
    for (const event of events) expect(`${event.summary}`).not.toMatch(/Pablo|Ruizval/i);
  });
});

describe("retention of partner accounts", () => {
  let luc: { token: string; agent: AgentIdentity };
  let lastSignIn: Date;
  let pendingExpiry: Date;
  let latestSessionEnd: Date;

  beforeAll(async () => {
    luc = await join(agencyId, "luc@iberiastudy.example", "Luc Retention");
    await expectJson(
      await call(
        "POST",
        `/api/admin/agencies/${agencyId}/users/${luc.agent.userId}/deactivate`,
        admin,
        {},
      ),
      200,
    );
    await invite(agencyId, "late@iberiastudy.example");
    const [user] = await db().select().from(agentUsers).where(eq(agentUsers.id, luc.agent.userId));
    lastSignIn = user?.lastLoginAt ?? new Date(0);
    const [pending] = await db()
      .select()
      .from(agentInvitations)
      .where(eq(agentInvitations.email, "late@iberiastudy.example"));
    pendingExpiry = pending?.expiresAt ?? new Date(0);
    const sessions = await db().select().from(agentSessions);
    latestSessionEnd = new Date(Math.max(...sessions.map((row) => row.expiresAt.getTime())));
  });

  const item = (plan: RetentionPlan, category: string) =>
    plan.items.find((entry) => entry.category === category);
  /** `months` calendar months after `date` (the inverse of monthsBefore). */
  const monthsAfter = (date: Date, months: number) => {
    const later = new Date(date);
    later.setUTCMonth(later.getUTCMonth() + months);
    return later;
  };

  it("lists unused invitations 30 days after expiry and ended sessions after 90 days", async () => {
    const inside = new Date(pendingExpiry.getTime() + 30 * DAY - MINUTE);
    const outside = new Date(pendingExpiry.getTime() + 30 * DAY + MINUTE);
    expect(item(await server.services.gdpr.retentionPlan(inside), "agentInvitations")?.count).toBe(
      0,
    );
    const due = item(await server.services.gdpr.retentionPlan(outside), "agentInvitations");
    expect(due?.count).toBe(1);
    expect(due?.rule).toContain("30 days");

    const sessionsInside = new Date(latestSessionEnd.getTime() + 90 * DAY - MINUTE);
    const sessionsOutside = new Date(latestSessionEnd.getTime() + 90 * DAY + MINUTE);
    const total = (await db().select().from(agentSessions)).length;
    expect(
      item(await server.services.gdpr.retentionPlan(sessionsInside), "agentSessions")?.count,
    ).toBeLessThan(total);
    expect(
      item(await server.services.gdpr.retentionPlan(sessionsOutside), "agentSessions")?.count,
    ).toBe(total);
  });

  it("anonymises a deactivated account two years after its last sign-in, never an active one", async () => {
    const inside = new Date(monthsAfter(lastSignIn, 24).getTime() - MINUTE);
    const outside = new Date(monthsAfter(lastSignIn, 24).getTime() + MINUTE);
    expect(monthsBefore(outside, 24).getTime()).toBeGreaterThan(lastSignIn.getTime());
    expect(item(await server.services.gdpr.retentionPlan(inside), "agentUsers")?.count).toBe(0);
    const plan = await server.services.gdpr.retentionPlan(outside);
    // Jon is active; Marta's account was already anonymised.
    expect(item(plan, "agentUsers")).toMatchObject({
      count: 1,
      sampleIds: [String(luc.agent.userId)],
    });

    const result = await server.services.gdpr.applyRetention(outside);
    for (const category of ["agentInvitations", "agentSessions", "agentUsers"] as const) {
      expect(result.counts[category], category).toBe(item(plan, category)?.count);
    }
    const [user] = await db().select().from(agentUsers).where(eq(agentUsers.id, luc.agent.userId));
    expect(user).toMatchObject({
      name: "Erased",
      email: erasedAgentAddress(luc.agent.userId),
      isActive: false,
    });
    expect(
      await db()
        .select()
        .from(agentInvitations)
        .where(eq(agentInvitations.email, "luc@iberiastudy.example")),
    ).toEqual([]);
    const [jonNow] = await db()
      .select()
      .from(agentUsers)
      .where(eq(agentUsers.id, jon.agent.userId));
    expect(jonNow).toMatchObject({ name: JON.name, isActive: true });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.summary} ilike '%Luc Retention%' or ${auditLog.actorName} ilike '%Luc Retention%'`,
      );
    expect(audit).toEqual([]);

    const again = await server.services.gdpr.retentionPlan(outside);
    for (const category of ["agentInvitations", "agentSessions", "agentUsers"]) {
      expect(item(again, category)?.count, category).toBe(0);
    }
  });
});

describe("the privacy policy", () => {
  it("states the partner periods the job applies, in every language", () => {
    expect(RETENTION_POLICY).toMatchObject({
      inactiveAgentYears: partnerRetention.accounts.amount,
      unusedInvitationDays: partnerRetention.invitations.amount,
      agentSessionDays: partnerRetention.sessions.amount,
    });
    expect(partnerRetention.accounts.unit).toBe("year");
    expect(legalSections.privacy).toContain("partners");
    for (const lang of ["en", "es", "fr", "de"] as const) {
      const legal = JSON.parse(fs.readFileSync(`app/i18n/locales/${lang}/legal.json`, "utf8")) as {
        privacy: { sections: Record<string, Record<string, string[] | string>> };
      };
      const section = legal.privacy.sections.partners ?? {};
      const text = Object.values(section).flat().join(" ").replace(/\s/g, " ");
      for (const duration of Object.values(partnerRetention)) {
        expect(text, lang).toContain(formatDuration(duration, lang).replace(/\s/g, " "));
      }
    }
    // The portal's sign-in cookie is in the cookie policy with its real lifetime.
    expect(storedItems.find((item) => item.name === "__Host-clover_partner")?.duration).toEqual({
      amount: AGENT_SESSION_HOURS,
      unit: "hour",
    });
  });
});
