/**
 * Bookings in data-subject requests and retention (issue 16), over the real API and database:
 * a 15-year-old's booking accepted with a guardian and a deposit recorded is exported by the
 * student's and by the guardian's address; erasing the student anonymises the booking (nothing
 * of them left in bookings, offers, timeline, audit or outbox; the offer link dies) but keeps
 * the amounts and payments; erasing a guardian removes only the guardian; the retention job
 * anonymises bookings never made after 12 months and booking records six years after the course.
 */

import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookingEvents,
  bookingPayments,
  bookings,
  emailOutbox,
  offers,
  quoteRequests,
} from "../../server/db/schema";
import type { BookingRecord } from "../../server/services/privacy/bookings";
import type { BookingDetail, Offer } from "../../shared/bookings/types";
import { consentAsGuardian } from "../support/guardian";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

const clock = new Date("2026-11-25T10:00:00Z");
let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

const db = () => server.database.db;
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
const staff = (method: string, path: string, body?: unknown) =>
  server.fetch(
    path,
    body === undefined
      ? { method, headers: { Authorization: `Bearer ${admin}` } }
      : jsonRequest(method, body, admin),
  );

/** A quote request through the public form, then an offer sent: the booking and its link. */
async function sentOffer(person: {
  firstName: string;
  lastName: string;
  email: string;
  ageGroup: string;
}): Promise<{ offer: Offer; token: string }> {
  const response = await publicPost("/api/quote-requests", {
    ...person,
    programId: "junior-summer-dublin",
    duration: "2-weeks",
    accommodation: "host-family",
    startDate: "2027-07-05",
    nationality: "Spanish",
    gdprConsent: true,
    locale: "es",
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const [quote] = await db()
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.email, person.email))
    .orderBy(desc(quoteRequests.id));
  const offer = await expectJson<Offer>(
    await staff("POST", `/api/admin/quote-requests/${quote?.id}/offers`, {}),
    201,
  );
  const sent = await expectJson<{ url: string }>(
    await staff("POST", `/api/admin/offers/${offer.id}/send`),
    200,
  );
  return { offer, token: sent.url.split("/offers/")[1] as string };
}

const student = {
  firstName: "Lucía",
  lastName: "García",
  email: "lucia.privacy@example.com",
  ageGroup: "12-15",
};
const details = {
  passportName: "LUCIA GARCIA LOPEZ",
  dateOfBirth: "2012-01-20",
  nationality: "Spanish",
  address: "Calle Mayor 12, 28013 Madrid, Spain",
  emergencyContact: { name: "Carmen López", phone: "+34 600 123 456" },
  dietaryNotes: "Vegetarian",
  acceptTerms: true,
  guardian: { name: "Carmen López", email: "carmen.privacy@example.com", consent: true },
};
/** Everything that names the student or her guardian, as stored or as typed. */
const traces = [
  "lucía",
  "lucia",
  "garcía",
  "garcia",
  "lucia.privacy@example.com",
  "2012-01-20",
  "calle mayor",
  "carmen",
  "lópez",
  "600 123 456",
];
const traceIn = (value: unknown) => {
  const text = JSON.stringify(value).toLowerCase();
  return traces.filter((trace) => text.includes(trace));
};

type Export = { bookings: BookingRecord[] };
const exportOf = async (email: string) =>
  expectJson<Export>(
    await staff("GET", `/api/admin/people/export?email=${encodeURIComponent(email)}`),
    200,
  );

describe("a booking with a guardian in access and erasure requests", () => {
  let bookingId = 0;
  let token = "";
  let before: BookingDetail;

  beforeAll(async () => {
    const sent = await sentOffer(student);
    bookingId = sent.offer.bookingId;
    token = sent.token;
    await expectJson(await publicPost(`/api/offers/${token}/accept`, details), 200);
    await consentAsGuardian(server, details.guardian);
    const accepted = await expectJson<BookingDetail>(
      await staff("GET", `/api/admin/bookings/${bookingId}`),
      200,
    );
    await expectJson(
      await staff("POST", `/api/admin/bookings/${bookingId}/payments`, {
        amountCents: 10000,
        receivedOn: "2026-11-26",
        method: "bank-transfer",
        note: "First part, from Carmen López",
      }),
      201,
    );
    before = await expectJson<BookingDetail>(
      await staff("POST", `/api/admin/bookings/${bookingId}/payments`, {
        amountCents: accepted.depositCents - 10000,
        receivedOn: "2026-11-27",
        method: "bank-transfer",
        note: "",
      }),
      201,
    );
    expect(before).toMatchObject({ status: "confirmed", paidCents: accepted.depositCents });
  });

  it("finds the booking under the student's address and under the guardian's", async () => {
    const byStudent = await expectJson<{ counts: Record<string, number>; description: string }>(
      await staff("GET", `/api/admin/people?email=${student.email.toUpperCase()}`),
      200,
    );
    expect(byStudent.counts).toMatchObject({ bookings: 1, guardianBookings: 0, students: 1 });
    const byGuardian = await expectJson<{ counts: Record<string, number>; description: string }>(
      await staff("GET", `/api/admin/people?email=${details.guardian.email}`),
      200,
    );
    expect(byGuardian.counts).toMatchObject({ bookings: 0, guardianBookings: 1 });
    expect(byGuardian.description).toContain("1 booking as parent or guardian");
  });

  it("exports the student's booking with its offer, payments, guardian and timeline", async () => {
    const exported = await exportOf(student.email);
    expect(exported.bookings).toHaveLength(1);
    const [booking] = exported.bookings;
    expect(booking).toMatchObject({
      role: "student",
      id: bookingId,
      status: "confirmed",
      firstName: "Lucía",
      email: student.email,
      totalCents: before.totalCents,
      depositCents: before.depositCents,
      details: {
        passportName: "LUCIA GARCIA LOPEZ",
        dateOfBirth: "2012-01-20",
        dietaryNotes: "Vegetarian",
        guardian: { name: "Carmen López", email: "carmen.privacy@example.com" },
      },
    });
    expect(booking?.offers).toHaveLength(1);
    expect(booking?.offers[0]).toMatchObject({
      status: "accepted",
      totalCents: before.totalCents,
      lines: before.offer?.lines,
    });
    expect(booking?.offers[0]).not.toHaveProperty("tokenHash");
    expect(booking?.offers[0]).not.toHaveProperty("tokenNonce");
    expect(booking?.payments.map((payment) => payment.amountCents)).toEqual([
      10000,
      before.depositCents - 10000,
    ]);
    expect(booking?.timeline.map((event) => event.toStatus)).toEqual(
      expect.arrayContaining(["draft", "offer-sent", "accepted", "confirmed"]),
    );
  });

  it("exports the booking to the guardian with only the guardian's part of the details", async () => {
    const exported = await exportOf(details.guardian.email);
    expect(exported.bookings).toHaveLength(1);
    const [booking] = exported.bookings;
    expect(booking).toMatchObject({
      role: "guardian",
      id: bookingId,
      totalCents: before.totalCents,
      details: { guardian: { name: "Carmen López", email: "carmen.privacy@example.com" } },
    });
    expect(booking?.payments).toHaveLength(2);
    const shared = JSON.stringify(booking?.details);
    expect(shared).not.toContain("LUCIA GARCIA LOPEZ");
    expect(shared).not.toContain("2012-01-20");
    expect(shared).not.toContain("Vegetarian");
  });

  it("erasing the student anonymises the booking but keeps every amount", async () => {
    const erased = await expectJson<{ counts: Record<string, number> }>(
      await staff("POST", "/api/admin/people/erase", { email: student.email }),
      200,
    );
    expect(erased.counts).toMatchObject({ bookings: 1, students: 1, quoteRequests: 1 });

    const [row] = await db().select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({
      firstName: "Erased",
      lastName: "Erased",
      email: `erased-${bookingId}@invalid`,
      country: null,
      ageGroup: null,
      details: null,
      status: "confirmed",
      totalCents: before.totalCents,
      depositCents: before.depositCents,
    });
    expect(row?.erasedAt).toBeInstanceOf(Date);
    const offerRows = await db().select().from(offers).where(eq(offers.bookingId, bookingId));
    expect(offerRows.map((offer) => [offer.totalCents, offer.tokenHash, offer.tokenNonce])).toEqual(
      [[before.totalCents, null, null]],
    );
    expect(offerRows[0]?.lines).toEqual(before.offer?.lines);
    const events = await db()
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(asc(bookingEvents.id));
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "booking"), eq(auditLog.entityId, String(bookingId))));
    // Nothing that names the student or her guardian, in any row of the booking.
    expect(traceIn(row)).toEqual([]);
    expect(traceIn(offerRows)).toEqual([]);
    expect(traceIn(events)).toEqual([]);
    expect(traceIn(entries)).toEqual([]);
    const mails = await db().select().from(emailOutbox);
    expect(
      mails.filter((mail) => traceIn([mail.toAddress, mail.subject, mail.textBody]).length > 0),
    ).toEqual([]);
    // The timeline keeps its statuses and says what happened.
    expect(events.map((event) => event.toStatus)).toEqual(
      expect.arrayContaining(["draft", "offer-sent", "accepted", "confirmed"]),
    );
    expect(events.at(-1)?.summary).toMatch(/erased on request.*amounts and payments are kept/);

    // The link is dead; the staff detail still shows the money.
    expect((await server.fetch(`/api/offers/${token}`)).status).toBe(404);
    const after = await expectJson<BookingDetail>(
      await staff("GET", `/api/admin/bookings/${bookingId}`),
      200,
    );
    expect(after).toMatchObject({
      totalCents: before.totalCents,
      paidCents: before.paidCents,
      balanceCents: before.balanceCents,
      firstName: "Erased",
      details: null,
      transitions: [],
    });
    expect(after.payments.map((payment) => [payment.amountCents, payment.receivedOn])).toEqual(
      before.payments.map((payment) => [payment.amountCents, payment.receivedOn]),
    );
    const payments = await db()
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, bookingId));
    expect(payments.reduce((sum, payment) => sum + payment.amountCents, 0)).toBe(before.paidCents);
    expect(traceIn(payments)).toEqual([]);

    // Asked again, the address has nothing left, and the guardian no longer appears either.
    expect((await exportOf(student.email)).bookings).toEqual([]);
    expect((await exportOf(details.guardian.email)).bookings).toEqual([]);
  });
});

describe("a guardian's erasure", () => {
  it("removes the guardian from the booking and leaves the student's record alone", async () => {
    const { offer, token } = await sentOffer({
      firstName: "Tomás",
      lastName: "Ruiz",
      email: "tomas.ruiz@example.com",
      ageGroup: "16-17",
    });
    const guardian = { name: "Ana Ruiz Ortega", email: "ana.ortega@example.com", consent: true };
    await expectJson(
      await publicPost(`/api/offers/${token}/accept`, {
        ...details,
        passportName: "TOMAS RUIZ ORTEGA",
        dateOfBirth: "2010-09-01",
        emergencyContact: { name: "Ana Ruiz Ortega", phone: "+34 611 000 111" },
        guardian,
      }),
      200,
    );
    const erased = await expectJson<{ counts: Record<string, number> }>(
      await staff("POST", "/api/admin/people/erase", { email: "ANA.ORTEGA@example.com" }),
      200,
    );
    expect(erased.counts).toMatchObject({ bookings: 0, guardianBookings: 1 });
    const detail = await expectJson<BookingDetail>(
      await staff("GET", `/api/admin/bookings/${offer.bookingId}`),
      200,
    );
    expect(detail).toMatchObject({ firstName: "Tomás", email: "tomas.ruiz@example.com" });
    expect(detail.details).toMatchObject({ passportName: "TOMAS RUIZ ORTEGA", guardian: null });
    expect(JSON.stringify(detail.timeline)).not.toContain("ana.ortega@example.com");
    expect(JSON.stringify(detail.timeline)).not.toContain("Ana Ruiz Ortega");
    expect(detail.timeline[0]?.summary).toMatch(/guardian's personal data was erased/);
    // The student's own link still works.
    expect((await server.fetch(`/api/offers/${token}`)).status).toBe(200);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "ana.ortega@example.com"));
    expect(mails).toEqual([]);
  });
});

describe("retention of bookings", () => {
  it("anonymises bookings never made after 12 months, and booking records after six years", async () => {
    const declined = await sentOffer({
      firstName: "Declan",
      lastName: "Byrne",
      email: "declan.byrne@example.com",
      ageGroup: "26-35",
    });
    await expectJson(await publicPost(`/api/offers/${declined.token}/decline`, {}), 200);
    const booked = await sentOffer({
      firstName: "Bríd",
      lastName: "Walsh",
      email: "brid.walsh@example.com",
      ageGroup: "26-35",
    });
    await expectJson(
      await publicPost(`/api/offers/${booked.token}/accept`, {
        ...details,
        passportName: "BRID WALSH",
        dateOfBirth: "1995-05-05",
        guardian: undefined,
      }),
      200,
    );
    const ids = [declined.offer.bookingId, booked.offer.bookingId];
    // Last changed on the test's day, whatever the machine's clock says.
    await db().update(bookings).set({ updatedAt: clock }).where(inArray(bookings.id, ids));
    const sampleOf = async (at: Date) => {
      const plan = await server.services.gdpr.retentionPlan(at);
      const item = (category: string) => plan.items.find((entry) => entry.category === category);
      return {
        unbooked: item("unbookedBookings")?.sampleIds ?? [],
        records: item("bookingRecords")?.sampleIds ?? [],
      };
    };

    // Eleven months on: nothing yet.
    const soon = await sampleOf(new Date("2027-10-25T10:00:00Z"));
    expect(soon.unbooked).not.toContain(String(declined.offer.bookingId));
    // Thirteen months on: the declined offer is due; the accepted booking is a sale.
    const later = new Date("2027-12-26T10:00:00Z");
    const due = await sampleOf(later);
    expect(due.unbooked).toContain(String(declined.offer.bookingId));
    expect(due.unbooked).not.toContain(String(booked.offer.bookingId));
    expect(due.records).not.toContain(String(booked.offer.bookingId));
    const result = await server.services.gdpr.applyRetention(later);
    expect(result.counts.unbookedBookings).toBeGreaterThanOrEqual(1);

    // Six years after the course (it ends in July 2027): the sale's record is anonymised too.
    const sixYears = new Date("2033-08-01T10:00:00Z");
    expect((await sampleOf(sixYears)).records).toContain(String(booked.offer.bookingId));
    await server.services.gdpr.applyRetention(sixYears);

    const rows = await db().select().from(bookings).where(inArray(bookings.id, ids));
    for (const row of rows) {
      expect(row).toMatchObject({ firstName: "Erased", details: null });
      expect(JSON.stringify(row)).not.toMatch(/Declan|Byrne|Bríd|Walsh|BRID/);
    }
    expect(rows.find((row) => row.id === booked.offer.bookingId)?.totalCents).toBe(
      booked.offer.totalCents,
    );
    expect((await server.fetch(`/api/offers/${booked.token}`)).status).toBe(404);
  });
});
