/**
 * The partner API over real HTTP and a real database (issue 17): invitations that are single-use
 * and expire, agent sign-in with the staff rules, agency isolation on every endpoint, accepting
 * on a student's behalf (guardian rules), commission fixed at booking and its arithmetic in
 * cents, and the monthly statement.
 */

import { desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, emailOutbox } from "../../server/db/schema";
import type {
  AgentIdentity,
  CommissionStatement,
  PartnerBooking,
  PartnerDashboard,
  PartnerStudent,
} from "../../shared/agents/types";
import type { AcceptResult, Offer } from "../../shared/bookings/types";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let clock = new Date("2026-11-25T10:00:00Z");
let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

const call = (method: string, path: string, token: string, body?: unknown) =>
  server.fetch(
    path,
    body === undefined
      ? { method, headers: { Authorization: `Bearer ${token}` } }
      : jsonRequest(method, body, token),
  );

async function createAgency(name: string, commissionPercent: number): Promise<number> {
  const agency = await expectJson<{ id: number }>(
    await call("POST", "/api/admin/agencies", admin, {
      name,
      country: "Spain",
      email: `office@${name.toLowerCase().replaceAll(" ", "")}.example`,
      commissionPercent,
    }),
    201,
  );
  return agency.id;
}

/** The invitation link's token, read from the e-mail the school sent. */
async function invitationToken(email: string): Promise<string> {
  const [message] = await server.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = /\/partners\/invitations\/([A-Za-z0-9_-]{43})/.exec(message?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return token;
}

async function inviteAndJoin(agencyId: number, email: string, name: string) {
  await expectJson(
    await call("POST", `/api/admin/agencies/${agencyId}/invitations`, admin, { email }),
    201,
  );
  const token = await invitationToken(email);
  const session = await expectJson<{ token: string; agent: AgentIdentity }>(
    await server.fetch(
      `/api/partners/invitations/${token}`,
      jsonRequest("POST", { name, password: "a-long-partner-password" }),
    ),
    200,
  );
  return { ...session, invitation: token };
}

let quoteCount = 0;
async function requestQuote(agentToken: string, overrides: Record<string, unknown> = {}) {
  quoteCount += 1;
  return expectJson<{ id: number }>(
    await call("POST", "/api/partners/quote-requests", agentToken, {
      firstName: "Pablo",
      lastName: `Ruiz ${quoteCount}`,
      email: `pablo${quoteCount}@example.com`,
      programId: "junior-summer-dublin",
      ageGroup: "12-15",
      duration: "2-weeks",
      accommodation: "host-family",
      startDate: "2027-07-05",
      gdprConsent: true,
      locale: "es",
      agencyReference: `IB-${quoteCount}`,
      ...overrides,
    }),
    201,
  );
}

async function offerSent(quoteRequestId: number): Promise<Offer> {
  const offer = await expectJson<Offer>(
    await call("POST", `/api/admin/quote-requests/${quoteRequestId}/offers`, admin, {}),
    201,
  );
  await expectJson(await call("POST", `/api/admin/offers/${offer.id}/send`, admin), 200);
  return offer;
}

const acceptance = (guardian = true) => ({
  passportName: "PABLO RUIZ MARTIN",
  dateOfBirth: "2011-03-14",
  nationality: "Spanish",
  address: "Calle Mayor 12, 28013 Madrid, Spain",
  emergencyContact: { name: "Carmen Martín", phone: "+34 600 123 456" },
  acceptTerms: true,
  ...(guardian
    ? { guardian: { name: "Carmen Martín", email: "carmen@example.com", consent: true } }
    : {}),
});

let agencyA = 0;
let agencyB = 0;
let agentA: { token: string; agent: AgentIdentity; invitation: string };
let agentB: { token: string; agent: AgentIdentity; invitation: string };

describe("invitations and sign-in", () => {
  beforeAll(async () => {
    agencyA = await createAgency("Iberia Study", 12.5);
    agencyB = await createAgency("Lyon Langues", 10);
    agentA = await inviteAndJoin(agencyA, "marta@iberiastudy.example", "Marta López");
    agentB = await inviteAndJoin(agencyB, "luc@lyonlangues.example", "Luc Martin");
  });

  it("creates the agent in the invitation's agency and signs them in", async () => {
    expect(agentA.agent).toMatchObject({ agencyId: agencyA, agencyName: "Iberia Study" });
    const session = await expectJson<{ agent: AgentIdentity }>(
      await call("GET", "/api/partners/session", agentA.token),
      200,
    );
    expect(session.agent.email).toBe("marta@iberiastudy.example");
  });

  it("uses an invitation once only", async () => {
    const again = await server.fetch(
      `/api/partners/invitations/${agentA.invitation}`,
      jsonRequest("POST", { name: "Someone Else", password: "another-long-password" }),
    );
    expect(again.status).toBe(410);
  });

  it("refuses an expired invitation, an unknown one, and a weak password", async () => {
    await call("POST", `/api/admin/agencies/${agencyA}/invitations`, admin, {
      email: "late@iberiastudy.example",
    });
    const token = await invitationToken("late@iberiastudy.example");
    const weak = await server.fetch(
      `/api/partners/invitations/${token}`,
      jsonRequest("POST", { name: "Late", password: "short" }),
    );
    expect((await expectJson<{ fields: Record<string, string> }>(weak, 400)).fields.password).toBe(
      "Use at least 12 characters.",
    );
    clock = new Date(clock.getTime() + 8 * 864e5);
    try {
      const expired = await server.fetch(
        `/api/partners/invitations/${token}`,
        jsonRequest("POST", { name: "Late", password: "a-long-partner-password" }),
      );
      expect(expired.status).toBe(410);
    } finally {
      clock = new Date(clock.getTime() - 8 * 864e5);
    }
    const unknown = await server.fetch(
      `/api/partners/invitations/${"x".repeat(43)}`,
      jsonRequest("POST", { name: "Late", password: "a-long-partner-password" }),
    );
    expect(unknown.status).toBe(404);
  });

  it("a newer invitation replaces an unused one; an address with an account is refused", async () => {
    await call("POST", `/api/admin/agencies/${agencyB}/invitations`, admin, {
      email: "twice@lyonlangues.example",
    });
    const first = await invitationToken("twice@lyonlangues.example");
    await call("POST", `/api/admin/agencies/${agencyB}/invitations`, admin, {
      email: "twice@lyonlangues.example",
    });
    const second = await invitationToken("twice@lyonlangues.example");
    expect(second).not.toBe(first);
    expect((await server.fetch(`/api/partners/invitations/${first}`)).status).toBe(410);
    expect((await server.fetch(`/api/partners/invitations/${second}`)).status).toBe(200);
    const existing = await call("POST", `/api/admin/agencies/${agencyA}/invitations`, admin, {
      email: "marta@iberiastudy.example",
    });
    expect(existing.status).toBe(409);
  });

  it("signs in with e-mail and password, the same answer for an unknown address", async () => {
    const ok = await server.fetch(
      "/api/partners/login",
      jsonRequest("POST", {
        email: "MARTA@iberiastudy.example",
        password: "a-long-partner-password",
      }),
    );
    const body = await expectJson<{ token: string }>(ok, 200);
    expect(ok.headers.get("set-cookie")).toMatch(/clover_partner=.*HttpOnly/i);
    expect(body.token).toBeTruthy();
    const wrong = await server.fetch(
      "/api/partners/login",
      jsonRequest("POST", { email: "marta@iberiastudy.example", password: "wrong-password-123" }),
    );
    const unknown = await server.fetch(
      "/api/partners/login",
      jsonRequest("POST", { email: "nobody@iberiastudy.example", password: "wrong-password-123" }),
    );
    expect(wrong.status).toBe(401);
    expect(await unknown.text()).toBe(await wrong.text());
  });

  it("an agent token opens nothing of the staff's, and a staff token nothing of the agents'", async () => {
    expect((await call("GET", "/api/admin/bookings", agentA.token)).status).toBe(401);
    expect((await call("GET", "/api/admin/session", agentA.token)).status).toBe(401);
    expect((await call("GET", "/api/partners/students", admin)).status).toBe(401);
  });

  it("suspending the agency ends its agents' sessions at once", async () => {
    const agencyC = await createAgency("Short Lived", 5);
    const agent = await inviteAndJoin(agencyC, "ana@shortlived.example", "Ana Pérez");
    expect((await call("GET", "/api/partners/dashboard", agent.token)).status).toBe(200);
    await expectJson(
      await call("PATCH", `/api/admin/agencies/${agencyC}`, admin, { status: "suspended" }),
      200,
    );
    expect((await call("GET", "/api/partners/dashboard", agent.token)).status).toBe(401);
    const login = await server.fetch(
      "/api/partners/login",
      jsonRequest("POST", { email: "ana@shortlived.example", password: "a-long-partner-password" }),
    );
    expect(login.status).toBe(403);
    const wrong = await server.fetch(
      "/api/partners/login",
      jsonRequest("POST", { email: "ana@shortlived.example", password: "not-the-password-1" }),
    );
    expect(wrong.status).toBe(401);
  });
});

describe("an agency sees only its own students", () => {
  let bookingA = 0;
  let bookingB = 0;

  beforeAll(async () => {
    const quoteA = await requestQuote(agentA.token);
    const quoteB = await requestQuote(agentB.token, { locale: "fr" });
    bookingA = (await offerSent(quoteA.id)).bookingId;
    bookingB = (await offerSent(quoteB.id)).bookingId;
  });

  it("lists the agency's requests with their reference and booking status", async () => {
    const page = await expectJson<{ items: PartnerStudent[]; total: number }>(
      await call("GET", "/api/partners/students", agentA.token),
      200,
    );
    expect(page.items.map((item) => item.bookingId)).toContain(bookingA);
    expect(page.items.map((item) => item.bookingId)).not.toContain(bookingB);
    const mine = page.items.find((item) => item.bookingId === bookingA);
    expect(mine).toMatchObject({
      status: "offer-sent",
      agencyReference: expect.stringMatching(/^IB-/),
    });
    const search = await expectJson<{ items: PartnerStudent[] }>(
      await call("GET", `/api/partners/students?q=${encodeURIComponent("IB-1")}`, agentA.token),
      200,
    );
    expect(search.items.length).toBeGreaterThan(0);
    expect(search.items.every((item) => item.agencyReference?.startsWith("IB-1"))).toBe(true);
  });

  it("answers another agency's booking as missing on every booking endpoint", async () => {
    expect((await call("GET", `/api/partners/bookings/${bookingB}`, agentA.token)).status).toBe(
      404,
    );
    expect(
      (await call("POST", `/api/partners/bookings/${bookingB}/accept`, agentA.token, acceptance()))
        .status,
    ).toBe(404);
    expect(
      (await call("GET", `/api/partners/bookings/${bookingB}/letter`, agentA.token)).status,
    ).toBe(404);
    // The booking of B is untouched.
    const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, bookingB));
    expect(row?.status).toBe("offer-sent");
  });

  it("keeps dashboards and statements apart", async () => {
    const dashboardA = await expectJson<PartnerDashboard>(
      await call("GET", "/api/partners/dashboard", agentA.token),
      200,
    );
    const dashboardB = await expectJson<PartnerDashboard>(
      await call("GET", "/api/partners/dashboard", agentB.token),
      200,
    );
    expect(dashboardA.agencyName).toBe("Iberia Study");
    expect(dashboardA.commissionPercent).toBe(12.5);
    expect(dashboardB.agencyName).toBe("Lyon Langues");
    expect(dashboardA.offersOpen).toBe(1);
    expect(dashboardB.offersOpen).toBe(1);
  });

  it("a public quote request never appears in an agency's list", async () => {
    const response = await server.fetch(
      "/api/quote-requests",
      jsonRequest("POST", {
        firstName: "Direct",
        lastName: "Family",
        email: "direct@example.com",
        programId: "junior-summer-dublin",
        gdprConsent: true,
      }),
    );
    expect(response.status).toBe(201);
    const page = await expectJson<{ items: PartnerStudent[] }>(
      await call("GET", "/api/partners/students?q=Direct", agentA.token),
      200,
    );
    expect(page.items).toEqual([]);
  });
});

describe("accepting for a student, and commission in cents", () => {
  it("refuses a minor without a guardian, then books with one; the rate is the agency's at booking", async () => {
    const quote = await requestQuote(agentA.token);
    const offer = await offerSent(quote.id);
    const without = await call(
      "POST",
      `/api/partners/bookings/${offer.bookingId}/accept`,
      agentA.token,
      acceptance(false),
    );
    const refused = await expectJson<{ fields: Record<string, string> }>(without, 400);
    expect(refused.fields["guardian.name"]).toBeTruthy();

    const accepted = await expectJson<AcceptResult>(
      await call(
        "POST",
        `/api/partners/bookings/${offer.bookingId}/accept`,
        agentA.token,
        acceptance(),
      ),
      200,
    );
    // A minor: the parent or guardian consents on their own page first (issue 27).
    expect(accepted.status).toBe("awaiting-guardian");
    const [request] = await server.database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "carmen@example.com"))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const consentToken = /\/guardian\/([A-Za-z0-9_-]{43})/.exec(request?.text ?? "")?.[1];
    await expectJson(
      await server.fetch(
        `/api/guardian-consents/${consentToken}`,
        jsonRequest("POST", { name: "Carmen López Ruiz", consent: true }),
      ),
      200,
    );
    // The rate changes after booking (the agency now reads 20 %): the booking keeps 12.5 %.
    const raised = await expectJson<{ commissionPercent: number }>(
      await call("PATCH", `/api/admin/agencies/${agencyA}`, admin, { commissionPercent: 20 }),
      200,
    );
    expect(raised.commissionPercent).toBe(20);
    const dashboard = await expectJson<PartnerDashboard>(
      await call("GET", "/api/partners/dashboard", agentA.token),
      200,
    );
    expect(dashboard.commissionPercent).toBe(20);
    const booking = await expectJson<PartnerBooking>(
      await call("GET", `/api/partners/bookings/${offer.bookingId}`, agentA.token),
      200,
    );
    const tuition = offer.lines
      .filter((line) => line.kind === "tuition")
      .reduce((sum, line) => sum + line.totalCents, 0);
    expect(booking.commission).toMatchObject({
      percent: 12.5,
      tuitionCents: tuition,
      commissionCents: Math.round((tuition * 1250) / 10_000),
      due: false,
    });
    // The agency's timeline: who did what, by side; no staff name, no note (issue 27).
    expect(booking.timeline.slice(0, 2)).toEqual([
      expect.objectContaining({ by: "guardian", toStatus: "accepted" }),
      expect.objectContaining({ by: "agency", toStatus: "awaiting-guardian" }),
    ]);
    expect(booking.timeline.find((event) => event.toStatus === "offer-sent")?.by).toBe("school");
    expect(JSON.stringify(booking.timeline)).not.toMatch(/test-admin|summary|actor/);
    // The guardian was e-mailed, and the audit names the agent.
    const guardianMail = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "carmen@example.com"));
    expect(guardianMail.length).toBeGreaterThan(0);
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.actorName, "Marta López (agent%"));
    expect(audit.some((row) => row.entity === "booking")).toBe(true);
    const restored = await expectJson<{ commissionPercent: number }>(
      await call("PATCH", `/api/admin/agencies/${agencyA}`, admin, { commissionPercent: 12.5 }),
      200,
    );
    expect(restored.commissionPercent).toBe(12.5);

    // The letter waits for the deposit.
    expect(
      (await call("GET", `/api/partners/bookings/${offer.bookingId}/letter`, agentA.token)).status,
    ).toBe(409);
    await expectJson(
      await call("POST", `/api/admin/bookings/${offer.bookingId}/payments`, admin, {
        amountCents: accepted.depositCents,
        receivedOn: "2026-11-25",
        method: "bank-transfer",
        note: "Deposit via agency",
      }),
      201,
    );
    const letter = await call(
      "GET",
      `/api/partners/bookings/${offer.bookingId}/letter`,
      agentA.token,
    );
    expect(letter.status).toBe(200);
    expect(letter.headers.get("content-type")).toBe("application/pdf");

    const statement = await expectJson<CommissionStatement>(
      await call("GET", "/api/partners/commission?month=2026-11", agentA.token),
      200,
    );
    const line = statement.lines.find((item) => item.bookingId === offer.bookingId);
    expect(line).toMatchObject({ percent: 12.5, tuitionCents: tuition, paidAt: null });
    expect(statement.dueCents).toBe(statement.totalCommissionCents);
    const csv = await call(
      "GET",
      "/api/partners/commission?month=2026-11&format=csv",
      agentA.token,
    );
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toContain("Pablo Ruiz");
    // Agency B's statement for the same month does not list it.
    const other = await expectJson<CommissionStatement>(
      await call("GET", "/api/partners/commission?month=2026-11", agentB.token),
      200,
    );
    expect(other.lines.map((item) => item.bookingId)).not.toContain(offer.bookingId);
  });

  it("gives the agency the half cent when the commission falls on one (tests/unit/commission-rules.test.ts has the rule)", async () => {
    const quote = await requestQuote(agentA.token);
    const draft = await expectJson<Offer>(
      await call("POST", `/api/admin/quote-requests/${quote.id}/offers`, admin, {}),
      201,
    );
    // 12.5 % of €1,000.04 of tuition is €125.005: rounded half away from zero, €125.01
    // (truncating, or rounding half to even, would give €125.00).
    await expectJson(
      await call("PUT", `/api/admin/offers/${draft.id}`, admin, {
        startDate: draft.startDate,
        endDate: draft.endDate,
        validUntil: draft.validUntil,
        note: "",
        hoursPerWeek: draft.hoursPerWeek,
        lines: [
          { kind: "tuition", description: "Tuition", quantity: 1, unitCents: 100_004 },
          { kind: "accommodation", description: "Host family", quantity: 2, unitCents: 20_000 },
        ],
      }),
      200,
    );
    await expectJson(await call("POST", `/api/admin/offers/${draft.id}/send`, admin), 200);
    await expectJson(
      await call(
        "POST",
        `/api/partners/bookings/${draft.bookingId}/accept`,
        agentA.token,
        acceptance(),
      ),
      200,
    );
    const booking = await expectJson<PartnerBooking>(
      await call("GET", `/api/partners/bookings/${draft.bookingId}`, agentA.token),
      200,
    );
    expect(booking.commission).toMatchObject({
      percent: 12.5,
      tuitionCents: 100_004,
      commissionCents: 12_501,
    });
  });

  it("refuses a month that is not YYYY-MM", async () => {
    expect((await call("GET", "/api/partners/commission?month=2026-13", agentA.token)).status).toBe(
      400,
    );
  });
});
