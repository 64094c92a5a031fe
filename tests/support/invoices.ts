/**
 * Bookings that reach the ledger the way a family's does (issue 32): a quote request (direct, or
 * an agent's through the portal service), an offer of set lines sent by staff, accepted through
 * the person's link. The ledger tests, the fuzz test and the screens' tests share these.
 */
import { desc, eq } from "drizzle-orm";
import { emailOutbox, quoteRequests, staffUsers } from "../../server/db/schema";
import type { AgentIdentity } from "../../shared/agents/types";
import type { Offer, OfferLineInput } from "../../shared/bookings/types";
import { expectJson, jsonRequest, TEST_ADMIN, type TestServer } from "./test-server";

/** Tuition €1,000, host family €500 and the €75 registration (administration) fee. */
export const standardLines: OfferLineInput[] = [
  { kind: "tuition", description: "General English, 2 weeks", quantity: 2, unitCents: 50000 },
  { kind: "accommodation", description: "Host family, 2 weeks", quantity: 2, unitCents: 25000 },
  { kind: "registration", description: "Registration fee", quantity: 1, unitCents: 7500 },
];
export const STANDARD_TOTAL = 157500;

let sequence = 0;

export function ledgerClient(server: TestServer, adminToken: string) {
  const publicPost = (path: string, body: unknown) =>
    server.fetch(path, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": `198.51.100.${(sequence % 200) + 20}`,
      },
      body: JSON.stringify(body),
    });
  const staff = (method: string, path: string, body?: unknown, token = adminToken) =>
    server.fetch(
      path,
      body === undefined
        ? { method, headers: { Authorization: `Bearer ${token}` } }
        : jsonRequest(method, body, token),
    );
  /** The signed-in admin as an audit actor, for services the tests call directly. */
  async function staffActor() {
    const [row] = await server.database.db
      .select({ id: staffUsers.id, name: staffUsers.displayName })
      .from(staffUsers)
      .where(eq(staffUsers.username, TEST_ADMIN.username));
    if (!row) throw new Error("the test admin is missing");
    return row;
  }

  async function agentOf(agencyId: number, email: string): Promise<AgentIdentity> {
    await server.services.agents.agencies.invite(
      agencyId,
      { email, lang: "en" },
      await staffActor(),
    );
    const [mail] = await server.database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(desc(emailOutbox.id));
    const token = /\/partners\/invitations\/([\w-]+)/.exec(mail?.text ?? "")?.[1];
    if (!token) throw new Error("no invitation link in the outbox");
    const accepted = await server.services.agents.auth.acceptInvitation(
      token,
      { name: `Agent ${email}`, password: "a-long-agent-password-2030" },
      { ip: "198.51.100.250" },
    );
    return accepted.agent;
  }

  /** A quote request for a course starting `startDate`: direct, or through `agent`. */
  async function quote(startDate: string, agent?: AgentIdentity): Promise<number> {
    const n = ++sequence;
    const fields = {
      firstName: "Giulia",
      lastName: `Ledger${n}`,
      email: `ledger${n}@example.com`,
      nationality: "Italian",
      programId: "general-english-cork",
      ageGroup: "26-35",
      duration: "2-weeks",
      accommodation: "host-family",
      startDate,
      gdprConsent: true,
      locale: "es",
    };
    if (agent) {
      const result = await server.services.quoteRequests.submit(
        { ...fields, agencyReference: `REF-${n}` },
        { ip: "198.51.100.251" },
        { agent, lang: "en", studentUrl: (id) => `http://clover.test/partners/students/${id}` },
      );
      if (result.status !== "stored") throw new Error(`agent quote not stored: ${result.status}`);
      return result.record.id;
    }
    await expectJson(await publicPost("/api/quote-requests", fields), 201);
    const [row] = await server.database.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.lastName, fields.lastName));
    if (!row) throw new Error("quote request not stored");
    return row.id;
  }

  /** The offer of `lines` for two weeks from `startDate`, sent and accepted by an adult. */
  async function accept(
    quoteId: number,
    startDate: string,
    lines: OfferLineInput[] = standardLines,
  ): Promise<{ bookingId: number; offer: Offer; token: string }> {
    const draft = await expectJson<Offer>(
      await staff("POST", `/api/admin/quote-requests/${quoteId}/offers`, {}),
      201,
    );
    const end = new Date(`${startDate}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 11);
    const offer = await expectJson<Offer>(
      await staff("PUT", `/api/admin/offers/${draft.id}`, {
        startDate,
        endDate: end.toISOString().slice(0, 10),
        validUntil: draft.validUntil,
        hoursPerWeek: 20,
        note: "",
        lines,
      }),
      200,
    );
    const { url } = await expectJson<{ url: string }>(
      await staff("POST", `/api/admin/offers/${offer.id}/send`),
      200,
    );
    const token = url.split("/offers/")[1] ?? "";
    await expectJson(
      await publicPost(`/api/offers/${token}/accept`, {
        passportName: "GIULIA LEDGER",
        dateOfBirth: "1995-02-02",
        nationality: "Italian",
        address: "Via Roma 1, 20121 Milano, Italy",
        emergencyContact: { name: "Marco Ledger", phone: "+39 300 000 000" },
        acceptTerms: true,
      }),
      200,
    );
    return { bookingId: offer.bookingId, offer, token };
  }

  return { publicPost, staff, staffActor, agentOf, quote, accept };
}
