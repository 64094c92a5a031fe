/**
 * The staff side of the partner portal (issue 17) over the real HTTP API and database: quote
 * requests and bookings filtered by agency (and "none" for direct ones) with the agency's name,
 * a booking's agency and commission, marking the commission paid (admins only, once, when due;
 * audited), and booked revenue by agency and by country in analytics and their CSV files.
 *
 * One agency booking (Acme Lingua, 10 %, tuition €1,000 + host family €500, confirmed by its
 * deposit), one direct booking (accepted), and a second agency (Beta Study) with a request only.
 */

import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, quoteRequests, staffUsers } from "../../server/db/schema";
import type { QuoteRequestListItem } from "../../server/services/leads/quote-requests";
import type { AgentIdentity } from "../../shared/agents/types";
import type { BookingAnalytics } from "../../shared/analytics/bookings";
import type { BookingDetail, BookingListItem, Offer } from "../../shared/bookings/types";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let clock = new Date("2030-03-10T10:00:00Z");
let server: TestServer;
let admin = "";
let editor = "";

let actor = { id: 0, name: "test-admin" };
let address = 1;
const publicPost = (path: string, body: unknown) =>
  server.fetch(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `198.51.100.${address++ % 250}`,
    },
    body: JSON.stringify(body),
  });
const staff = (method: string, path: string, body?: unknown, token = admin) =>
  server.fetch(
    path,
    body === undefined
      ? { method, headers: { Authorization: `Bearer ${token}` } }
      : jsonRequest(method, body, token),
  );

interface Page<T> {
  items: T[];
  total: number;
}

const quoteFields = (tag: string, nationality: string) => ({
  firstName: "Giulia",
  lastName: tag,
  email: `${tag.toLowerCase()}@example.com`,
  nationality,
  programId: "general-english-cork",
  ageGroup: "26-35",
  duration: "2-weeks",
  accommodation: "host-family",
  startDate: "2030-07-01",
  gdprConsent: true,
});

/** An agent user of `agencyId`: invited by staff, the link read from the outbox, accepted. */
async function agentOf(agencyId: number, email: string): Promise<AgentIdentity> {
  await server.services.agents.agencies.invite(agencyId, { email, lang: "en" }, actor);
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

async function agentQuote(agent: AgentIdentity, tag: string, nationality: string, ref: string) {
  const result = await server.services.quoteRequests.submit(
    { ...quoteFields(tag, nationality), agencyReference: ref },
    { ip: "198.51.100.251" },
    { agent, lang: "en", studentUrl: (id) => `http://clover.test/partners/students/${id}` },
  );
  if (result.status !== "stored") throw new Error(`agent quote not stored: ${result.status}`);
  return result.record.id;
}

async function directQuote(tag: string, nationality: string) {
  await expectJson(await publicPost("/api/quote-requests", quoteFields(tag, nationality)), 201);
  const [row] = await server.database.db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.lastName, tag));
  if (!row) throw new Error("quote request not stored");
  return row.id;
}

/** Tuition €1,000 and host family €500, sent and accepted through the person's link. */
async function acceptedBooking(quoteId: number): Promise<Offer> {
  const draft = await expectJson<Offer>(
    await staff("POST", `/api/admin/quote-requests/${quoteId}/offers`, {}),
    201,
  );
  const offer = await expectJson<Offer>(
    await staff("PUT", `/api/admin/offers/${draft.id}`, {
      startDate: "2030-07-01",
      endDate: "2030-07-12",
      validUntil: draft.validUntil,
      hoursPerWeek: 20,
      note: "",
      lines: [
        { kind: "tuition", description: "Course", quantity: 1, unitCents: 100000 },
        { kind: "accommodation", description: "Host family", quantity: 1, unitCents: 50000 },
      ],
    }),
    200,
  );
  const { url } = await expectJson<{ url: string }>(
    await staff("POST", `/api/admin/offers/${offer.id}/send`),
    200,
  );
  await expectJson(
    await publicPost(`/api/offers/${url.split("/offers/")[1]}/accept`, {
      passportName: "GIULIA TEST",
      dateOfBirth: "1995-02-02",
      nationality: "Italian",
      address: "Via Roma 1, Milano",
      emergencyContact: { name: "Marco Test", phone: "+39 300 000 000" },
      acceptTerms: true,
    }),
    200,
  );
  return offer;
}

let acme = 0;
let beta = 0;
let acmeQuote = 0;
let betaQuote = 0;
let directQuoteId = 0;
let acmeBooking = 0;
let directBooking = 0;
let acmeDeposit = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await loginAsAdmin(server);
  const [me] = await server.database.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, "test-admin"));
  actor = { id: me?.id ?? 0, name: "test-admin" };
  await expectJson(
    await staff("POST", "/api/admin/users", {
      username: "agency.editor",
      displayName: "Agency Editor",
      role: "editor",
      password: "editor-pass-2030!",
    }),
    201,
  );
  editor = (
    await expectJson<{ token: string }>(
      await server.fetch(
        "/api/admin/login",
        jsonRequest("POST", { username: "agency.editor", password: "editor-pass-2030!" }),
      ),
      200,
    )
  ).token;

  const agencies = server.services.agents.agencies;
  acme = (
    await agencies.create(
      { name: "Acme Lingua", country: "Italy", email: "desk@acme.example", commissionPercent: 10 },
      actor,
    )
  ).id;
  beta = (
    await agencies.create(
      { name: "Beta Study", country: "Brazil", email: "ola@beta.example", commissionPercent: 12.5 },
      actor,
    )
  ).id;
  const acmeAgent = await agentOf(acme, "paola@acme.example");
  const betaAgent = await agentOf(beta, "joao@beta.example");

  acmeQuote = await agentQuote(acmeAgent, "Acmestudent", "Italian", "ACME-77");
  betaQuote = await agentQuote(betaAgent, "Betastudent", "Brazilian", "B-1");
  directQuoteId = await directQuote("Directstudent", "Spanish");

  const acmeOffer = await acceptedBooking(acmeQuote);
  acmeBooking = acmeOffer.bookingId;
  acmeDeposit = acmeOffer.depositCents;
  directBooking = (await acceptedBooking(directQuoteId)).bookingId;
});
afterAll(() => server?.stop());

const RANGE = "from=2030-03-01&to=2030-03-31";

describe("quote requests by agency", () => {
  it("lists the agency's name and reference, and filters by agency or direct", async () => {
    const all = await expectJson<Page<QuoteRequestListItem>>(
      await staff("GET", "/api/quote-requests?pageSize=100"),
      200,
    );
    const acmeRow = all.items.find((row) => row.id === acmeQuote);
    expect(acmeRow).toMatchObject({
      agencyId: acme,
      agencyName: "Acme Lingua",
      agencyReference: "ACME-77",
    });
    expect(all.items.find((row) => row.id === directQuoteId)).toMatchObject({
      agencyId: null,
      agencyName: null,
      agencyReference: null,
    });

    const onlyAcme = await expectJson<Page<QuoteRequestListItem>>(
      await staff("GET", `/api/quote-requests?agency=${acme}`),
      200,
    );
    expect(onlyAcme.items.map((row) => row.id)).toEqual([acmeQuote]);
    expect(onlyAcme.total).toBe(1);

    const direct = await expectJson<Page<QuoteRequestListItem>>(
      await staff("GET", "/api/quote-requests?agency=none&pageSize=100"),
      200,
    );
    const directIds = direct.items.map((row) => row.id);
    expect(directIds).toContain(directQuoteId);
    expect(directIds).not.toContain(acmeQuote);
    expect(directIds).not.toContain(betaQuote);
    expect(direct.items.every((row) => row.agencyId === null)).toBe(true);

    // The filter combines with the search; a malformed agency is refused.
    const searched = await expectJson<Page<QuoteRequestListItem>>(
      await staff("GET", `/api/quote-requests?agency=${beta}&q=Acmestudent`),
      200,
    );
    expect(searched.total).toBe(0);
    expect((await staff("GET", "/api/quote-requests?agency=acme")).status).toBe(400);
    expect((await server.fetch(`/api/quote-requests?agency=${acme}`)).status).toBe(401);
  });

  it("filters the quote-request CSV by agency", async () => {
    const response = await staff("GET", `/api/admin/exports/quote_requests?agency=${acme}`);
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain("Acmestudent");
    expect(csv).not.toContain("Directstudent");
    expect(csv).toContain("Acme Lingua");
    expect(csv).toContain("ACME-77");
  });
});

describe("bookings by agency", () => {
  it("lists the agency of each booking and filters by it", async () => {
    const acmeOnly = await expectJson<Page<BookingListItem>>(
      await staff("GET", `/api/admin/bookings?agency=${acme}`),
      200,
    );
    expect(acmeOnly.items).toEqual([
      expect.objectContaining({ id: acmeBooking, agencyId: acme, agencyName: "Acme Lingua" }),
    ]);
    const direct = await expectJson<Page<BookingListItem>>(
      await staff("GET", "/api/admin/bookings?agency=none"),
      200,
    );
    expect(direct.items.map((row) => row.id)).toEqual([directBooking]);
    expect(direct.items[0]).toMatchObject({ agencyId: null, agencyName: null });
    const none = await expectJson<Page<BookingListItem>>(
      await staff("GET", `/api/admin/bookings?agency=${beta}`),
      200,
    );
    expect(none.total).toBe(0);
    expect((await staff("GET", "/api/admin/bookings?agency=-1")).status).toBe(400);
  });

  it("has an Agency column in the CSV, with the same filter", async () => {
    const response = await staff("GET", `/api/admin/bookings.csv?agency=${acme}`);
    expect(response.status).toBe(200);
    const [header, ...rows] = (await response.text()).trim().split(/\r?\n/);
    expect(header?.split(",")).toContain("Agency");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain("Acme Lingua");
  });
});

describe("a booking's agency and commission", () => {
  it("shows the agency and the commission fixed at acceptance, not yet due", async () => {
    const booking = await expectJson<BookingDetail>(
      await staff("GET", `/api/admin/bookings/${acmeBooking}`),
      200,
    );
    expect(booking.agency).toEqual({ id: acme, name: "Acme Lingua" });
    expect(booking.commission).toEqual({
      percent: 10,
      tuitionCents: 100000,
      commissionCents: 10000,
      due: false,
      paidAt: null,
      paidBy: null,
    });
    const direct = await expectJson<BookingDetail>(
      await staff("GET", `/api/admin/bookings/${directBooking}`),
      200,
    );
    expect(direct.agency).toBeNull();
    expect(direct.commission).toBeNull();
  });

  it("refuses to mark a commission paid before the deposit, and for a direct booking", async () => {
    const early = await staff("POST", `/api/admin/bookings/${acmeBooking}/commission-paid`);
    expect(early.status).toBe(409);
    expect(await early.text()).toMatch(/deposit/);
    const direct = await staff("POST", `/api/admin/bookings/${directBooking}/commission-paid`);
    expect(direct.status).toBe(409);
    expect((await staff("POST", "/api/admin/bookings/999999/commission-paid")).status).toBe(404);
  });

  it("is marked paid by an admin once the deposit is in, never by an editor, never twice", async () => {
    await expectJson(
      await staff("POST", `/api/admin/bookings/${acmeBooking}/payments`, {
        amountCents: acmeDeposit,
        receivedOn: "2030-03-10",
        method: "bank-transfer",
        note: "",
      }),
      201,
    );
    const due = await expectJson<BookingDetail>(
      await staff("GET", `/api/admin/bookings/${acmeBooking}`),
      200,
    );
    expect(due.status).toBe("confirmed");
    expect(due.commission).toMatchObject({ due: true, paidAt: null });

    const forbidden = await staff(
      "POST",
      `/api/admin/bookings/${acmeBooking}/commission-paid`,
      undefined,
      editor,
    );
    expect(forbidden.status).toBe(403);
    expect(
      (
        await server.fetch(`/api/admin/bookings/${acmeBooking}/commission-paid`, {
          method: "POST",
        })
      ).status,
    ).toBe(401);

    clock = new Date("2030-03-10T15:30:00Z");
    // Five idle hours later: the morning's session has ended (30 idle minutes, issue 27).
    admin = await loginAsAdmin(server);
    const paid = await expectJson<BookingDetail>(
      await staff("POST", `/api/admin/bookings/${acmeBooking}/commission-paid`),
      200,
    );
    expect(paid.commission).toEqual({
      percent: 10,
      tuitionCents: 100000,
      commissionCents: 10000,
      due: true,
      paidAt: "2030-03-10T15:30:00.000Z",
      paidBy: "test-admin",
    });

    const again = await staff("POST", `/api/admin/bookings/${acmeBooking}/commission-paid`);
    expect(again.status).toBe(409);
    expect(await again.text()).toMatch(/already/);

    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "booking"),
          eq(auditLog.entityId, String(acmeBooking)),
          like(auditLog.summary, "Marked the agency commission%"),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorName: "test-admin", after: { commissionCents: 10000 } });
  });

  it("puts the paid line on the agency's statement for the deposit's month", async () => {
    // The statement's month is the day the deposit was recorded (the timeline's own clock).
    const booking = await expectJson<BookingDetail>(
      await staff("GET", `/api/admin/bookings/${acmeBooking}`),
      200,
    );
    const confirmedAt = booking.timeline.find((event) => event.toStatus === "confirmed")?.at;
    const month = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" })
      .format(new Date(confirmedAt ?? ""))
      .slice(0, 7);
    const statement = await server.services.agents.commission.statement(acme, month);
    expect(statement.lines).toEqual([
      expect.objectContaining({
        bookingId: acmeBooking,
        commissionCents: 10000,
        paidAt: "2030-03-10T15:30:00.000Z",
      }),
    ]);
    expect(statement).toMatchObject({ totalCommissionCents: 10000, paidCents: 10000, dueCents: 0 });
  });

  it("audits the statement's CSV from the API as the staff page's download does", async () => {
    const booking = await expectJson<BookingDetail>(
      await staff("GET", `/api/admin/bookings/${acmeBooking}`),
      200,
    );
    const confirmedAt = booking.timeline.find((event) => event.toStatus === "confirmed")?.at;
    const month = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" })
      .format(new Date(confirmedAt ?? ""))
      .slice(0, 7);
    const exported = () =>
      server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "commission_statement"), eq(auditLog.action, "export")))
        .orderBy(desc(auditLog.id));
    const before = (await exported()).length;
    const response = await staff("GET", `/api/admin/agencies/${acme}/commission?month=${month}`);
    expect(response.status).toBe(200);
    // Reading the statement as JSON is what the agency page shows: not a file leaving the system.
    expect(await exported()).toHaveLength(before);

    const csv = await staff(
      "GET",
      `/api/admin/agencies/${acme}/commission?month=${month}&format=csv`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain("Giulia");
    const entries = await exported();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      actorName: "test-admin",
      entityId: String(acme),
      summary: `Exported the commission statement of agency #${acme} for ${month} as CSV`,
    });
  });

  it("documents the operation with its refusals", async () => {
    const doc = (await (await server.fetch("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId?: string; responses?: object }>>;
    };
    const operation = doc.paths["/admin/bookings/{id}/commission-paid"]?.post;
    expect(operation?.operationId).toBe("markCommissionPaid");
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "401", "403", "404", "409"]),
    );
  });
});

describe("booked revenue by agency and by country", () => {
  it("counts the bookings accepted in the range by agency (Direct without one)", async () => {
    const figures = await expectJson<BookingAnalytics>(
      await staff("GET", `/api/admin/analytics/bookings?${RANGE}`),
      200,
    );
    expect(figures.bookings).toBe(2);
    expect(figures.revenueByAgency).toEqual([
      { agencyId: acme, agency: "Acme Lingua", bookings: 1, bookedCents: 150000 },
      { agencyId: null, agency: "Direct", bookings: 1, bookedCents: 150000 },
    ]);
    // The booking's country is the nationality given with the quote request.
    expect(figures.revenueByCountry).toEqual([
      { country: "Italian", bookings: 1, bookedCents: 150000 },
      { country: "Spanish", bookings: 1, bookedCents: 150000 },
    ]);
  });

  it("takes a cancelled booking out, and the report carries the same tables", async () => {
    await expectJson(
      await staff("POST", `/api/admin/bookings/${directBooking}/status`, { status: "cancelled" }),
      200,
    );
    const figures = await expectJson<BookingAnalytics>(
      await staff("GET", `/api/admin/analytics/bookings?${RANGE}`),
      200,
    );
    expect(figures.revenueByAgency).toEqual([
      { agencyId: acme, agency: "Acme Lingua", bookings: 1, bookedCents: 150000 },
    ]);
    expect(figures.revenueByCountry).toEqual([
      { country: "Italian", bookings: 1, bookedCents: 150000 },
    ]);
    const report = await expectJson<{ bookings: BookingAnalytics }>(
      await staff("GET", `/api/admin/analytics?${RANGE}`),
      200,
    );
    expect(report.bookings.revenueByAgency).toEqual(figures.revenueByAgency);
    expect(report.bookings.revenueByCountry).toEqual(figures.revenueByCountry);

    const before = await expectJson<BookingAnalytics>(
      await staff("GET", "/api/admin/analytics/bookings?from=2030-01-01&to=2030-02-28"),
      200,
    );
    expect(before.revenueByAgency).toEqual([]);
    expect(before.revenueByCountry).toEqual([]);
  });

  it("downloads both tables as CSV", async () => {
    const csv = async (table: string) => {
      const response = await staff("GET", `/api/admin/analytics/csv/${table}?${RANGE}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="analytics-${table}-2030-03-01_2030-03-31.csv"`,
      );
      return (await response.text()).trim().split(/\r?\n/);
    };
    expect(await csv("booked-revenue-by-agency")).toEqual([
      "Agency,Agency ID,Bookings,Booked (EUR)",
      `Acme Lingua,${acme},1,1500.00`,
    ]);
    expect(await csv("booked-revenue-by-country")).toEqual([
      "Country,Bookings,Booked (EUR)",
      "Italian,1,1500.00",
    ]);
  });
});
