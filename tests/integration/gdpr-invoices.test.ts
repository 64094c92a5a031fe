/**
 * The ledger in data-protection requests and retention (issue 32), over the real API and
 * database: a student's export carries the invoices and credit notes of their booking (number,
 * kind, dates, total, lines, the party made out to) and the payments that settled them; an
 * agent user's export carries their agency's documents and transfers; erasing the student
 * anonymises the booking but leaves every document exactly as issued (the number sequence, the
 * amounts and the party: Irish tax law keeps an invoice six years); the retention job replaces
 * the party with "Erased person" on documents issued more than six years ago, and only on them.
 */
import { asc, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  agencies,
  emailOutbox,
  invoiceAllocations,
  invoiceSequences,
  invoices,
  quoteRequests,
} from "../../server/db/schema";
import type { AgentAccountRecord } from "../../server/services/privacy/agents";
import type { BookingRecord } from "../../server/services/privacy/bookings";
import type { RetentionPlan } from "../../server/services/privacy/gdpr";
import type { AcceptResult, Offer } from "../../shared/bookings/types";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let now = new Date("2026-11-25T10:00:00Z");
let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

const db = () => server.database.db;
let address = 1;
const call = (method: string, path: string, token: string, body?: unknown) =>
  server.fetch(
    path,
    body === undefined
      ? { method, headers: { Authorization: `Bearer ${token}` } }
      : jsonRequest(method, body, token),
  );
const staff = (method: string, path: string, body?: unknown) => call(method, path, admin, body);
const publicPost = (path: string, body: unknown) =>
  server.fetch(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `198.51.100.${address++ % 250}`,
    },
    body: JSON.stringify(body),
  });

const ADULT = { firstName: "Niamh", lastName: "Ferriter", email: "niamh.ledger@example.com" };
const acceptance = {
  passportName: "NIAMH FERRITER",
  dateOfBirth: "1994-04-02",
  nationality: "Spanish",
  address: "Calle Sol 4, 41001 Sevilla, Spain",
  emergencyContact: { name: "Pilar Ferriter", phone: "+34 600 999 111" },
  acceptTerms: true,
};
const quote = {
  programId: "general-english-cork",
  ageGroup: "26-35",
  duration: "2-weeks",
  accommodation: "host-family",
  startDate: "2027-07-05",
  gdprConsent: true,
  locale: "es",
};

type PersonExport = { bookings: BookingRecord[]; agentUsers: AgentAccountRecord[] };
const exportOf = async (email: string) =>
  expectJson<PersonExport>(
    await staff("GET", `/api/admin/people/export?email=${encodeURIComponent(email)}`),
    200,
  );

async function offerFor(quoteId: number): Promise<Offer> {
  const offer = await expectJson<Offer>(
    await staff("POST", `/api/admin/quote-requests/${quoteId}/offers`, {}),
    201,
  );
  return offer;
}

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

const documentsOf = (bookingId: number) =>
  db().select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(asc(invoices.id));

let bookingId = 0;
let agencyBookingId = 0;
let agencyId = 0;
const AGENT = { email: "eoin@westlingua.example", name: "Eoin Westby" };

beforeAll(async () => {
  // A student who books directly: invoiced at acceptance, pays, then adds a week.
  const response = await publicPost("/api/quote-requests", { ...quote, ...ADULT });
  expect(response.status, await response.text()).toBe(201);
  const [stored] = await db()
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.email, ADULT.email));
  const quoteId = stored?.id ?? 0;
  const offer = await offerFor(quoteId);
  const sent = await expectJson<{ url: string }>(
    await staff("POST", `/api/admin/offers/${offer.id}/send`),
    200,
  );
  bookingId = offer.bookingId;
  await expectJson(
    await publicPost(`/api/offers/${sent.url.split("/offers/")[1]}/accept`, acceptance),
    200,
  );
  await expectJson(
    await staff("POST", `/api/admin/bookings/${bookingId}/payments`, {
      amountCents: 20000,
      receivedOn: "2026-11-25",
      method: "bank-transfer",
      note: "",
    }),
    201,
  );

  // An agency on a net contract, with an agent user, a booking it pays and a transfer.
  agencyId = (
    await expectJson<{ id: number }>(
      await staff("POST", "/api/admin/agencies", {
        name: "West Lingua",
        country: "Spain",
        email: "office@westlingua.example",
        commissionPercent: 15,
      }),
      201,
    )
  ).id;
  await db().update(agencies).set({ invoicing: "net" }).where(eq(agencies.id, agencyId));
  await expectJson(
    await staff("POST", `/api/admin/agencies/${agencyId}/invitations`, { email: AGENT.email }),
    201,
  );
  const agent = await expectJson<{ token: string }>(
    await server.fetch(
      `/api/partners/invitations/${await invitationToken(AGENT.email)}`,
      jsonRequest("POST", { name: AGENT.name, password: "a-long-partner-password" }),
    ),
    200,
  );
  const agencyQuote = await expectJson<{ id: number }>(
    await call("POST", "/api/partners/quote-requests", agent.token, {
      ...quote,
      firstName: "Hugo",
      lastName: "Alcaraz",
      email: "hugo.ledger@example.com",
      agencyReference: "WL-3",
    }),
    201,
  );
  const agencyOffer = await offerFor(agencyQuote.id);
  await expectJson(await staff("POST", `/api/admin/offers/${agencyOffer.id}/send`), 200);
  agencyBookingId = agencyOffer.bookingId;
  await expectJson<AcceptResult>(
    await call("POST", `/api/partners/bookings/${agencyBookingId}/accept`, agent.token, {
      ...acceptance,
      passportName: "HUGO ALCARAZ",
    }),
    200,
  );
  await expectJson(
    await staff("POST", `/api/admin/agencies/${agencyId}/payments`, {
      amountCents: 30000,
      receivedOn: "2026-11-25",
      method: "bank-transfer",
      reference: "WL-TRANSFER-1",
    }),
    201,
  );

  // Four months later the student adds a week: a difference invoice of a later day.
  now = new Date("2027-03-10T10:00:00Z");
  admin = await loginAsAdmin(server);
  await expectJson(
    await staff("POST", `/api/admin/bookings/${bookingId}/lines`, {
      description: "One more week of General English",
      amountCents: 31000,
    }),
    201,
  );
});

describe("access requests", () => {
  it("exports the student's invoices with their lines, party and the payment that settled them", async () => {
    const exported = await exportOf(ADULT.email);
    expect(exported.bookings).toHaveLength(1);
    const documents = exported.bookings[0]?.invoices ?? [];
    const stored = await documentsOf(bookingId);
    expect(documents.map((document) => document.number)).toEqual(stored.map((row) => row.number));
    expect(documents).toHaveLength(2);
    const [booked, change] = documents;
    expect(booked).toMatchObject({
      kind: "invoice",
      reason: "booking",
      payer: "student",
      issuedOn: "2026-11-25",
      totalCents: stored[0]?.totalCents,
      lines: stored[0]?.lines,
      party: { name: "Niamh Ferriter", email: ADULT.email },
      allocatedCents: 20000,
    });
    expect(booked?.party.address.join(" ")).toContain("Sevilla");
    expect(booked?.allocations).toEqual([
      expect.objectContaining({ source: "payment", amountCents: 20000, reversal: false }),
    ]);
    expect(booked?.allocations[0]).not.toHaveProperty("createdBy");
    expect(change).toMatchObject({
      kind: "invoice",
      reason: "change",
      issuedOn: "2027-03-10",
      totalCents: 31000,
      lines: [expect.objectContaining({ description: "One more week of General English" })],
    });
  });

  it("exports the agency's documents and transfers to its agent user", async () => {
    const exported = await exportOf(AGENT.email);
    const ledger = exported.agentUsers[0]?.agencyLedger;
    const stored = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.agencyId, agencyId))
      .orderBy(asc(invoices.id));
    expect(stored.length).toBeGreaterThan(0);
    expect(ledger?.documents.map((document) => document.number)).toEqual(
      stored.map((row) => row.number),
    );
    expect(ledger?.documents[0]).toMatchObject({
      kind: "invoice",
      payer: "agency",
      party: { name: "West Lingua", email: "office@westlingua.example" },
      allocations: [expect.objectContaining({ source: "agency-payment", amountCents: 30000 })],
    });
    expect(ledger?.transfers).toEqual([
      {
        amountCents: 30000,
        receivedOn: "2026-11-25",
        method: "bank-transfer",
        reference: "WL-TRANSFER-1",
      },
    ]);
    // The agency's student finds the agency's documents of her booking in her own export.
    const student = await exportOf("hugo.ledger@example.com");
    expect(student.bookings[0]?.invoices.map((document) => document.payer)).toEqual(["agency"]);
  });
});

describe("erasing the agent user", () => {
  it("takes their name off the documents they issued and leaves the agency's documents whole", async () => {
    const before = await documentsOf(agencyBookingId);
    expect(before[0]?.createdBy).toBe("Eoin Westby (agent, West Lingua)");
    await expectJson(await staff("POST", "/api/admin/people/erase", { email: AGENT.email }), 200);
    const after = await documentsOf(agencyBookingId);
    expect(after.map((row) => row.createdBy)).toEqual(
      before.map(() => "Erased (agent, West Lingua)"),
    );
    expect(after.map((row) => ({ ...row, createdBy: "" }))).toEqual(
      before.map((row) => ({ ...row, createdBy: "" })),
    );
  });
});

describe("erasing the student", () => {
  it("anonymises the booking and keeps every document as issued, numbers and amounts whole", async () => {
    const documentsBefore = await documentsOf(bookingId);
    const sequencesBefore = await db().select().from(invoiceSequences);
    const allocationsBefore = await db()
      .select()
      .from(invoiceAllocations)
      .where(
        inArray(
          invoiceAllocations.invoiceId,
          documentsBefore.map((row) => row.id),
        ),
      );
    await expectJson(await staff("POST", "/api/admin/people/erase", { email: ADULT.email }), 200);

    const detail = await expectJson<{
      firstName: string;
      invoicedCents: number;
      balanceCents: number;
    }>(await staff("GET", `/api/admin/bookings/${bookingId}`), 200);
    expect(detail.firstName).toBe("Erased");
    const total = documentsBefore.reduce((sum, row) => sum + row.totalCents, 0);
    expect(detail.invoicedCents).toBe(total);
    expect(detail.balanceCents).toBe(total - 20000);
    expect(await documentsOf(bookingId)).toEqual(documentsBefore);
    expect(await db().select().from(invoiceSequences)).toEqual(sequencesBefore);
    expect(
      await db()
        .select()
        .from(invoiceAllocations)
        .where(
          inArray(
            invoiceAllocations.invoiceId,
            documentsBefore.map((row) => row.id),
          ),
        ),
    ).toEqual(allocationsBefore);
    // The list still finds the documents by their number.
    const listed = await expectJson<{ items: { number: string; totalCents: number }[] }>(
      await staff("GET", `/api/admin/invoices?q=${documentsBefore[0]?.number}`),
      200,
    );
    expect(listed.items).toEqual([
      expect.objectContaining({
        number: documentsBefore[0]?.number,
        totalCents: documentsBefore[0]?.totalCents,
      }),
    ]);
  });
});

describe("retention of invoices", () => {
  const sampleOf = async (at: Date) => {
    const plan: RetentionPlan = await server.services.gdpr.retentionPlan(at);
    return plan.items.find((item) => item.category === "invoiceParties");
  };

  it("erases the party of documents issued more than six years ago, and only theirs", async () => {
    const older = (await db().select().from(invoices).where(eq(invoices.issuedOn, "2026-11-25")))
      .map((row) => row)
      .sort((a, b) => a.id - b.id);
    const [newer] = await db().select().from(invoices).where(eq(invoices.issuedOn, "2027-03-10"));
    expect(older.length).toBeGreaterThanOrEqual(2);

    // On the sixth anniversary the documents are still kept as issued.
    expect((await sampleOf(new Date("2032-11-25T12:00:00Z")))?.count).toBe(0);
    const dayAfter = new Date("2032-11-26T12:00:00Z");
    const due = await sampleOf(dayAfter);
    expect(due).toMatchObject({ count: older.length, cutoff: "2026-11-26" });
    expect(due?.sampleIds).toEqual(expect.arrayContaining(older.map((row) => row.number)));
    expect(due?.sampleIds).not.toContain(newer?.number);

    const result = await server.services.gdpr.applyRetention(dayAfter);
    expect(result.counts.invoiceParties).toBe(older.length);
    const after = await db()
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.id,
          older.map((row) => row.id),
        ),
      )
      .orderBy(asc(invoices.id));
    for (const [index, row] of after.entries()) {
      const was = older[index];
      expect(row.party).toEqual({
        name: "Erased person",
        email: "",
        address: [],
        country: was?.party.country ?? null,
        vatId: null,
      });
      expect(row.anonymisedAt?.toISOString()).toBe(dayAfter.toISOString());
      expect({ ...row, party: was?.party, anonymisedAt: null }).toEqual(was);
    }
    const [kept] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.id, newer?.id ?? 0));
    expect(kept).toEqual(newer);
    expect(JSON.stringify(after.map((row) => row.party))).not.toMatch(
      /Niamh|Ferriter|Sevilla|West Lingua|westlingua/,
    );

    // Once anonymised a document is not counted again.
    expect((await sampleOf(dayAfter))?.count).toBe(0);
  });
});
