/**
 * A minor's booking and their parent or guardian (issue 27, decision 0028), over the real API:
 * accepting for a student under 18 (by date of birth or the quote's age group) waits for the
 * guardian; they get an e-mail in the family's language with a single-use link, read what they
 * consent to and consent with their own name; only then is the booking accepted and the
 * deposit due. A date of birth that contradicts the age group is refused; the link can be sent
 * again (the old one then stops); data-protection export and erasure cover the consent; a
 * booking's link opens it for 30 days, then a fresh one is e-mailed on request.
 */

import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, guardianConsents, quoteRequests } from "../../server/db/schema";
import type {
  AcceptResult,
  BookingDetail,
  GuardianConsentView,
  Offer,
  PublicOffer,
} from "../../shared/bookings/types";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let clock = new Date("2026-11-25T10:00:00Z");
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server?.stop());

let address = 1;
const publicPost = (path: string, body: unknown = {}) =>
  server.fetch(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `198.51.100.${address++ % 250}`,
    },
    body: JSON.stringify(body),
  });
const staff = async (method: string, path: string, body?: unknown) => {
  const token = await loginAsAdmin(server);
  return server.fetch(
    path,
    body === undefined
      ? { method, headers: { Authorization: `Bearer ${token}` } }
      : jsonRequest(method, body, token),
  );
};

let family = 0;
/** An offer sent for a new quote request; its link's token and booking. */
async function sentOffer(overrides: Record<string, unknown> = {}) {
  family += 1;
  const email = `familia${family}@example.es`;
  expect(
    (
      await publicPost("/api/quote-requests", {
        firstName: "Pablo",
        lastName: `Ruiz ${family}`,
        email,
        programId: "junior-summer-dublin",
        ageGroup: "12-15",
        duration: "2-weeks",
        accommodation: "host-family",
        startDate: "2027-07-05",
        gdprConsent: true,
        locale: "es",
        ...overrides,
      })
    ).status,
  ).toBe(201);
  const [quote] = await server.database.db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.email, email));
  const offer = await expectJson<Offer>(
    await staff("POST", `/api/admin/quote-requests/${quote?.id}/offers`, {}),
    201,
  );
  const { url } = await expectJson<{ url: string }>(
    await staff("POST", `/api/admin/offers/${offer.id}/send`),
    200,
  );
  return { email, bookingId: offer.bookingId, token: url.split("/offers/")[1] as string };
}

const details = {
  passportName: "PABLO RUIZ MARTIN",
  dateOfBirth: "2012-03-14",
  nationality: "Spanish",
  address: "Calle Mayor 12, 28013 Madrid",
  emergencyContact: { name: "Ana Martín", phone: "+34 600 123 456" },
  medicalNotes: "Allergic to penicillin",
  acceptTerms: true,
};
const guardian = { name: "Ana Martín", email: "ana.martin@example.es" };

/** The latest e-mail to an address, and the guardian link's token in it. */
async function latestMailTo(to: string) {
  const [mail] = await server.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return { mail, token: /\/guardian\/([A-Za-z0-9_-]{43})/.exec(mail.textBody)?.[1] ?? null };
}

describe("who is a minor", () => {
  it("refuses a date of birth that contradicts the quote's age group, beside the field", async () => {
    const { token } = await sentOffer({ ageGroup: "12-15" });
    // 24 on the first day, but the quote said 12–15: no silent winner.
    const adultBirth = await expectJson<{ fields: Record<string, string> }>(
      await publicPost(`/api/offers/${token}/accept`, { ...details, dateOfBirth: "2003-01-10" }),
      400,
    );
    expect(Object.keys(adultBirth.fields)).toEqual(["dateOfBirth"]);
    expect(adultBirth.fields.dateOfBirth).toMatch(/does not match the age group/);

    const { token: adultQuote } = await sentOffer({ ageGroup: "18-25" });
    const minorBirth = await expectJson<{ fields: Record<string, string> }>(
      await publicPost(`/api/offers/${adultQuote}/accept`, { ...details, guardian }),
      400,
    );
    expect(minorBirth.fields.dateOfBirth).toMatch(/does not match the age group/);
  });

  it("needs a guardian when the age group says under 18, and their own address", async () => {
    const { token, email } = await sentOffer({ ageGroup: "16-17" });
    const none = await expectJson<{ fields: Record<string, string> }>(
      await publicPost(`/api/offers/${token}/accept`, { ...details, dateOfBirth: "2010-03-01" }),
      400,
    );
    expect(Object.keys(none.fields).sort()).toEqual(["guardian.email", "guardian.name"]);
    const own = await expectJson<{ fields: Record<string, string> }>(
      await publicPost(`/api/offers/${token}/accept`, {
        ...details,
        dateOfBirth: "2010-03-01",
        guardian: { name: "Pablo himself", email: email.toUpperCase() },
      }),
      400,
    );
    expect(own.fields["guardian.email"]).toMatch(/of their own/);
  });

  it("books an adult at once, without any guardian", async () => {
    const { token } = await sentOffer({ ageGroup: "18-25" });
    const accepted = await expectJson<AcceptResult>(
      await publicPost(`/api/offers/${token}/accept`, { ...details, dateOfBirth: "2005-02-01" }),
      200,
    );
    expect(accepted.status).toBe("accepted");
    expect(accepted.payment?.iban).toBeTruthy();
  });
});

describe("the guardian's consent, in the family's language", () => {
  let booking: Awaited<ReturnType<typeof sentOffer>>;
  let link = "";

  beforeAll(async () => {
    booking = await sentOffer();
  });

  it("leaves the booking awaiting the guardian, with nothing to pay and no letter", async () => {
    const waiting = await expectJson<AcceptResult>(
      await publicPost(`/api/offers/${booking.token}/accept`, {
        ...details,
        // Older clients still send this: it means nothing now.
        guardian: { ...guardian, consent: true },
      }),
      200,
    );
    expect(waiting).toEqual({
      bookingId: booking.bookingId,
      status: "awaiting-guardian",
      depositCents: expect.any(Number),
      payment: null,
    });
    const detail = await expectJson<BookingDetail>(
      await staff("GET", `/api/admin/bookings/${booking.bookingId}`),
      200,
    );
    expect(detail.status).toBe("awaiting-guardian");
    expect(detail.payable).toBe(false);
    expect(detail.details?.guardian).toEqual({ ...guardian, consentAt: null });
    const page = await expectJson<PublicOffer>(
      await server.fetch(`/api/offers/${booking.token}`),
      200,
    );
    expect(page).toMatchObject({
      status: "awaiting-guardian",
      payment: null,
      letterAvailable: false,
      awaitingGuardian: { ...guardian, requestedAt: clock.toISOString() },
    });
    // No deposit can be recorded before the consent.
    const payment = await staff("POST", `/api/admin/bookings/${booking.bookingId}/payments`, {
      amountCents: 10000,
      receivedOn: "2026-11-25",
      method: "bank-transfer",
      note: "",
    });
    expect(payment.status).toBe(409);
  });

  it("e-mails the guardian in Spanish, with a link under /es/guardian/, and the student too", async () => {
    const { mail, token } = await latestMailTo(guardian.email);
    expect(mail.kind).toBe("booking-guardian-request");
    expect(mail.subject).toContain("Confirma la reserva de PABLO RUIZ MARTIN");
    expect(mail.textBody).toContain("Hola, Ana Martín");
    expect(mail.textBody).toContain(`http://clover.test/es/guardian/${token}`);
    // About the student: their data-protection export finds it.
    expect(mail.aboutAddress).toBe(booking.email);
    link = token ?? "";
    const student = await latestMailTo(booking.email);
    expect(student.mail.kind).toBe("booking-awaiting-guardian");
    expect(student.mail.textBody).toContain("ana.martin@example.es");
    // The database keeps only a hash of the link.
    const rows = await server.database.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.bookingId, booking.bookingId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(link);
  });

  it("shows the guardian the offer, the student's details and who asks", async () => {
    const view = await expectJson<GuardianConsentView>(
      await server.fetch(`/api/guardian-consents/${link}`),
      200,
    );
    expect(view).toMatchObject({
      lang: "es",
      guardianName: "Ana Martín",
      firstName: "Pablo",
      studentName: "PABLO RUIZ MARTIN",
      programTitle: expect.any(String),
      startDate: "2027-07-05",
      student: {
        dateOfBirth: "2012-03-14",
        medicalNotes: "Allergic to penicillin",
        emergencyContact: details.emergencyContact,
      },
      agencyName: null,
    });
    expect(view.lines.length).toBeGreaterThan(0);
    expect(view.totalCents).toBeGreaterThan(0);
    expect((await server.fetch(`/api/guardian-consents/${"x".repeat(43)}`)).status).toBe(404);
  });

  it("refuses a consent without the guardian's name or the box ticked, storing nothing", async () => {
    const missing = await expectJson<{ fields: Record<string, string> }>(
      await publicPost(`/api/guardian-consents/${link}`, { name: " ", consent: false }),
      400,
    );
    expect(Object.keys(missing.fields).sort()).toEqual(["consent", "name"]);
    const detail = await expectJson<BookingDetail>(
      await staff("GET", `/api/admin/bookings/${booking.bookingId}`),
      200,
    );
    expect(detail.status).toBe("awaiting-guardian");
  });

  it("accepts the booking on consent: the deposit is due from that day; a second use is 410", async () => {
    clock = new Date("2026-11-27T09:30:00Z");
    const consented = await expectJson<{ status: string; bookingId: number }>(
      await publicPost(`/api/guardian-consents/${link}`, {
        name: "Ana Martín Sanz",
        consent: true,
      }),
      200,
    );
    expect(consented).toEqual({ status: "accepted", bookingId: booking.bookingId });
    const detail = await expectJson<BookingDetail>(
      await staff("GET", `/api/admin/bookings/${booking.bookingId}`),
      200,
    );
    expect(detail.status).toBe("accepted");
    expect(detail.payable).toBe(true);
    // Staff see who consented, with their own name, and when.
    expect(detail.details?.guardian).toEqual({
      name: "Ana Martín Sanz",
      email: guardian.email,
      consentAt: "2026-11-27T09:30:00.000Z",
    });
    // The consent, then the invoice it issues to the family (issue 32), newest first.
    expect(detail.timeline[1]).toMatchObject({
      actor: "Guardian",
      fromStatus: "awaiting-guardian",
      toStatus: "accepted",
    });
    expect(detail.timeline[1]?.summary).toContain("Ana Martín Sanz gave consent");
    expect(detail.timeline[0]?.summary).toMatch(
      /^Invoice \d{4}-\d{5} issued to Ana Martín Sanz \(for .+\) for €/,
    );
    expect(detail.invoicedCents).toBe(detail.totalCents);
    const page = await expectJson<PublicOffer>(
      await server.fetch(`/api/offers/${booking.token}`),
      200,
    );
    // Seven days from the consent, not from the student's acceptance two days earlier.
    expect(page.payment).toMatchObject({ dueBy: "2026-12-04" });
    const kinds = (
      await server.database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(3)
    ).map((mail) => `${mail.kind}:${mail.toAddress}`);
    expect(kinds.sort()).toEqual(
      [
        `booking-accepted:${booking.email}`,
        `booking-guardian:${guardian.email}`,
        "staff-booking-accepted:admissions@cloverenglish.ie",
      ].sort(),
    );
    const again = await publicPost(`/api/guardian-consents/${link}`, {
      name: "Ana Martín Sanz",
      consent: true,
    });
    expect(again.status).toBe(410);
    expect((await server.fetch(`/api/guardian-consents/${link}`)).status).toBe(410);
  });
});

describe("sending the consent e-mail again", () => {
  it("gives a new link (the old one says it was replaced), by staff or by the student", async () => {
    const booking = await sentOffer();
    await expectJson(
      await publicPost(`/api/offers/${booking.token}/accept`, { ...details, guardian }),
      200,
    );
    const first = (await latestMailTo(guardian.email)).token;
    await expectJson(
      await staff("POST", `/api/admin/bookings/${booking.bookingId}/guardian-request`),
      200,
    );
    const second = (await latestMailTo(guardian.email)).token;
    expect(second).not.toBe(first);
    const replaced = await server.fetch(`/api/guardian-consents/${first}`);
    expect(replaced.status).toBe(410);
    expect(await replaced.text()).toMatch(/newer link/);
    const byStudent = await expectJson<{ email: string }>(
      await publicPost(`/api/offers/${booking.token}/guardian-request`),
      200,
    );
    expect(byStudent.email).toBe(guardian.email);
    const third = (await latestMailTo(guardian.email)).token;
    expect((await server.fetch(`/api/guardian-consents/${second}`)).status).toBe(410);
    expect((await server.fetch(`/api/guardian-consents/${third}`)).status).toBe(200);
  });

  it("has each link expire after 14 days", async () => {
    const booking = await sentOffer();
    await expectJson(
      await publicPost(`/api/offers/${booking.token}/accept`, { ...details, guardian }),
      200,
    );
    const { token } = await latestMailTo(guardian.email);
    clock = new Date(clock.getTime() + 15 * 86_400_000);
    const expired = await server.fetch(`/api/guardian-consents/${token}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toMatch(/expired/);
  });

  it("is refused once the booking no longer waits", async () => {
    const booking = await sentOffer({ ageGroup: "18-25" });
    await expectJson(
      await publicPost(`/api/offers/${booking.token}/accept`, {
        ...details,
        dateOfBirth: "2004-01-01",
      }),
      200,
    );
    expect(
      (await staff("POST", `/api/admin/bookings/${booking.bookingId}/guardian-request`)).status,
    ).toBe(409);
  });
});

describe("data protection", () => {
  it("exports the consent with the guardian's and the student's data, and erasure removes it", async () => {
    const booking = await sentOffer();
    const parent = { name: "Lola Vidal", email: "lola.vidal@example.es" };
    await expectJson(
      await publicPost(`/api/offers/${booking.token}/accept`, { ...details, guardian: parent }),
      200,
    );
    const exported = await expectJson<{
      bookings: { role: string; guardianConsents: { guardianEmail: string }[] }[];
      emails: { kind: string; toAddress: string }[];
    }>(
      await staff("GET", `/api/admin/people/export?email=${encodeURIComponent(parent.email)}`),
      200,
    );
    expect(exported.bookings).toHaveLength(1);
    expect(exported.bookings[0]?.role).toBe("guardian");
    expect(exported.bookings[0]?.guardianConsents).toEqual([
      expect.objectContaining({ guardianEmail: parent.email, guardianName: parent.name }),
    ]);
    // The student's export finds the copies about them sent to their parent.
    const student = await expectJson<{ emails: { kind: string; toAddress: string }[] }>(
      await staff("GET", `/api/admin/people/export?email=${encodeURIComponent(booking.email)}`),
      200,
    );
    expect(student.emails).toContainEqual(
      expect.objectContaining({ kind: "booking-guardian-request", toAddress: parent.email }),
    );

    await expectJson(await staff("POST", "/api/admin/people/erase", { email: parent.email }), 200);
    const left = await server.database.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.bookingId, booking.bookingId));
    expect(left).toEqual([]);
    const mails = await server.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, parent.email)));
    expect(mails).toEqual([]);
  });
});

describe("a booking's link after acceptance", () => {
  it("opens the booking for 30 days, then a fresh link goes to the address booked with", async () => {
    const booking = await sentOffer({ ageGroup: "18-25" });
    await expectJson(
      await publicPost(`/api/offers/${booking.token}/accept`, {
        ...details,
        dateOfBirth: "2004-01-01",
      }),
      200,
    );
    clock = new Date(clock.getTime() + 29 * 86_400_000);
    expect((await server.fetch(`/api/offers/${booking.token}`)).status).toBe(200);
    clock = new Date(clock.getTime() + 2 * 86_400_000);
    const expired = await server.fetch(`/api/offers/${booking.token}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toMatch(/Ask for a new one/);
    expect((await server.fetch(`/api/offers/${booking.token}/letter`)).status).toBe(410);

    const asked = await publicPost(`/api/offers/${booking.token}/new-link`);
    expect(asked.status).toBe(202);
    // The same answer for a token that is nobody's: it says nothing about bookings.
    const unknown = await publicPost(`/api/offers/${"y".repeat(43)}/new-link`);
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual(await asked.json());

    const { mail } = await latestMailTo(booking.email);
    expect(mail.kind).toBe("booking-new-link");
    const fresh = /\/offers\/([A-Za-z0-9_-]{43})/.exec(mail.textBody)?.[1];
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(booking.token);
    expect((await server.fetch(`/api/offers/${fresh}`)).status).toBe(200);
    expect((await server.fetch(`/api/offers/${booking.token}`)).status).toBe(404);
  });
});
