/**
 * Quote → offer → booking over the real HTTP API and database (issue 16): the price list as the
 * one source of prices and its rounding, offers pre-filled and re-priced on the server, the
 * person's link (hashed, expiring, replaced), acceptance with a guardian for a minor, payments
 * that confirm, every status change and its refusals, the letter, and who may do what.
 */

import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, offers, pageViews, quoteRequests, students } from "../../server/db/schema";
import { hashToken } from "../../server/services/bookings/tokens";
import type {
  AcceptResult,
  BookingDetail,
  Offer,
  PriceList,
  PublicOffer,
} from "../../shared/bookings/types";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

/** A clock the tests move: offers expire by the calendar. */
let clock = new Date("2026-11-25T10:00:00Z");
let server: TestServer;
let admin = "";

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

let address = 1;
const publicPost = (path: string, body: unknown) =>
  server.fetch(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `203.0.113.${address++ % 250}`,
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

async function quoteRequest(overrides: Record<string, unknown> = {}): Promise<number> {
  const email = `family${address}@example.com`;
  const response = await publicPost("/api/quote-requests", {
    firstName: "Lucía",
    lastName: "García",
    email,
    programId: "junior-summer-dublin",
    ageGroup: "12-15",
    duration: "2-weeks",
    accommodation: "host-family",
    startDate: "2027-07-05",
    gdprConsent: true,
    locale: "es",
    ...overrides,
  });
  expect(response.status).toBe(201);
  const [row] = await server.database.db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.email, String(overrides.email ?? email)))
    .orderBy(desc(quoteRequests.id));
  if (!row) throw new Error("quote request not stored");
  return row.id;
}

const makeOffer = async (quoteId: number) =>
  expectJson<Offer>(await staff("POST", `/api/admin/quote-requests/${quoteId}/offers`, {}), 201);
const send = async (offerId: number) =>
  expectJson<{ offer: Offer; url: string }>(
    await staff("POST", `/api/admin/offers/${offerId}/send`),
    200,
  );
const tokenOf = (url: string) => url.split("/offers/")[1] as string;

/** The token of the latest consent link e-mailed to a parent or guardian. */
async function guardianLink(email: string): Promise<string> {
  const [mail] = await server.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const found = /\/guardian\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
  if (!found) throw new Error(`no consent link was e-mailed to ${email}`);
  return found;
}

const adult = {
  passportName: "LUCIA GARCIA LOPEZ",
  dateOfBirth: "1998-03-14",
  nationality: "Spanish",
  address: "Calle Mayor 12, 28013 Madrid, Spain",
  emergencyContact: { name: "Carmen López", phone: "+34 600 123 456" },
  acceptTerms: true,
};
const fifteen = { ...adult, dateOfBirth: "2012-01-20" };
const guardian = { name: "Carmen López", email: "carmen.lopez@example.com", consent: true };

describe("price list", () => {
  it("is read by the public estimate: a price change shows there at once", async () => {
    const list = await expectJson<PriceList>(await staff("GET", "/api/admin/price-list"), 200);
    const junior = list.tuition.find((row) => row.programId === "junior-summer-dublin");
    expect(junior).toMatchObject({ weeklyCents: 32000, hoursPerWeek: 15 });
    expect(list.deposit).toEqual({ kind: "percent", percent: 20 });

    const saved = await expectJson<PriceList>(
      await staff("PUT", "/api/admin/price-list", {
        tuition: [
          {
            programId: "junior-summer-dublin",
            weeklyCents: 33550,
            hoursPerWeek: 15,
            cityPrices: {},
          },
        ],
        accommodation: [{ type: "host-family", city: "Dublin", weeklyCents: 21075 }],
        fees: list.fees,
        deposit: { kind: "percent", percent: 15 },
      }),
      200,
    );
    expect(saved.deposit).toEqual({ kind: "percent", percent: 15 });
    const estimate = await expectJson<{ totalCents: number; tuitionCents: number }>(
      await server.fetch(
        "/api/quote-estimate?program=junior-summer-dublin&weeks=2&accommodation=host-family",
      ),
      200,
    );
    expect(estimate.tuitionCents).toBe(67100);
    expect(estimate.totalCents).toBe(67100 + 42150);
    // The program page's weekly price is the same number.
    const program = await expectJson<{ price: number }>(
      await server.fetch("/api/programs/junior-summer-dublin"),
      200,
    );
    expect(program.price).toBe(335.5);
  });

  it("refuses bad amounts with field errors, and editors may read but not change it", async () => {
    const list = await expectJson<PriceList>(await staff("GET", "/api/admin/price-list"), 200);
    const bad = await expectJson<{ fields: Record<string, string> }>(
      await staff("PUT", "/api/admin/price-list", {
        tuition: [],
        accommodation: [],
        fees: { ...list.fees, registrationCents: -5 },
        deposit: { kind: "percent", percent: 150 },
      }),
      400,
    );
    expect(Object.keys(bad.fields)).toEqual(
      expect.arrayContaining(["fees.registrationCents", "deposit.percent"]),
    );
    await expectJson(
      await staff("POST", "/api/admin/users", {
        username: "pricing.editor",
        displayName: "Pricing Editor",
        role: "editor",
        password: "editor-pass-2027!",
      }),
      201,
    );
    const login = await expectJson<{ token: string }>(
      await server.fetch(
        "/api/admin/login",
        jsonRequest("POST", { username: "pricing.editor", password: "editor-pass-2027!" }),
      ),
      200,
    );
    expect((await staff("GET", "/api/admin/price-list", undefined, login.token)).status).toBe(200);
    const forbidden = await staff(
      "PUT",
      "/api/admin/price-list",
      {
        tuition: [],
        accommodation: [],
        fees: list.fees,
        deposit: list.deposit,
      },
      login.token,
    );
    expect(forbidden.status).toBe(403);
    expect((await server.fetch("/api/admin/price-list")).status).toBe(401);
  });
});

describe("offers", () => {
  it("are pre-filled from the quote and the price list, in the person's language", async () => {
    const quoteId = await quoteRequest();
    const offer = await makeOffer(quoteId);
    expect(offer).toMatchObject({ status: "draft", startDate: "2027-07-05", weeks: 2 });
    expect(offer.bookingId).toBeGreaterThan(0);
    const kinds = offer.lines.map((line) => [line.kind, line.quantity, line.unitCents]);
    expect(kinds).toEqual([
      ["tuition", 2, 33550],
      ["accommodation", 2, 21075],
      ["registration", 1, 8000],
      ["materials", 1, 4500],
      ["guardianship", 2, 5000],
    ]);
    expect(offer.lines[0]?.description).toMatch(/^Curso: /);
    const total = 67100 + 42150 + 8000 + 4500 + 10000;
    expect(offer.totalCents).toBe(total);
    // 15 % of 131 750 cents is 19 762.5: rounded half up to the cent.
    expect(offer.depositCents).toBe(19763);
  });

  it("are re-priced on the server, whatever totals the editor sends", async () => {
    const offer = await makeOffer(await quoteRequest({ ageGroup: "18-25" }));
    const input = {
      startDate: "2027-07-05",
      endDate: "2027-07-16",
      validUntil: "2026-12-09",
      hoursPerWeek: 15,
      note: "Precio especial para grupos.",
      lines: [
        { kind: "tuition", description: "Curso", quantity: 2, unitCents: 33333, totalCents: 1 },
        { kind: "transfer", description: "Traslado aeropuerto", quantity: 2, unitCents: 6500 },
        { kind: "discount", description: "Descuento 10 %", quantity: 1, unitCents: 0, percent: 10 },
        { kind: "discount", description: "Vale", quantity: 1, unitCents: 1001 },
      ],
    };
    const saved = await expectJson<Offer>(
      await staff("PUT", `/api/admin/offers/${offer.id}`, input),
      200,
    );
    // 66 666 + 13 000 = 79 666; 10 % = 7 966.6 → 7 967; minus 1 001.
    expect(saved.subtotalCents).toBe(79666);
    expect(saved.discountCents).toBe(7967 + 1001);
    expect(saved.totalCents).toBe(79666 - 8968);
    expect(saved.lines.map((line) => line.totalCents)).toEqual([66666, 13000, -7967, -1001]);
    expect(saved.depositCents).toBe(Math.round((70698 * 15) / 100));

    const badLines = await expectJson<{ fields: Record<string, string> }>(
      await staff("PUT", `/api/admin/offers/${offer.id}`, {
        ...input,
        lines: [{ kind: "tuition", description: "", quantity: 0, unitCents: 12.5 }],
      }),
      400,
    );
    expect(Object.keys(badLines.fields)).toEqual(
      expect.arrayContaining(["lines.0.description", "lines.0.quantity", "lines.0.unitCents"]),
    );
    const badDates = await expectJson<{ fields: Record<string, string> }>(
      await staff("PUT", `/api/admin/offers/${offer.id}`, {
        ...input,
        endDate: "2027-07-01",
        validUntil: "2027-08-01",
      }),
      400,
    );
    expect(Object.keys(badDates.fields)).toEqual(expect.arrayContaining(["endDate", "validUntil"]));
    const tooMuchOff = await expectJson<{ fields: Record<string, string> }>(
      await staff("PUT", `/api/admin/offers/${offer.id}`, {
        ...input,
        lines: [
          { kind: "tuition", description: "Curso", quantity: 1, unitCents: 1000 },
          { kind: "discount", description: "Vale", quantity: 1, unitCents: 5000 },
        ],
      }),
      400,
    );
    expect(tooMuchOff.fields.lines).toMatch(/discounts are larger/);
  });
});

describe("the person's offer", () => {
  let token = "";
  let bookingId = 0;

  it("is sent as a personal link in their language; only its hash is stored", async () => {
    const offer = await makeOffer(await quoteRequest({ email: "lucia.minor@example.com" }));
    bookingId = offer.bookingId;
    const { url } = await send(offer.id);
    expect(url).toMatch(/^http:\/\/clover\.test\/es\/offers\/[\w-]{43}$/);
    token = tokenOf(url);
    const [row] = await server.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const [mail] = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "lucia.minor@example.com"))
      .orderBy(desc(emailOutbox.id));
    expect(mail?.kind).toBe("offer");
    expect(mail?.textBody).toContain(url);

    const view = await expectJson<PublicOffer>(await server.fetch(`/api/offers/${token}`), 200);
    expect(view).toMatchObject({
      open: true,
      status: "offer-sent",
      lang: "es",
      guardianExpected: true,
    });
    expect(view.payment).toBeNull();
    expect((await server.fetch(`/api/offers/${"x".repeat(43)}`)).status).toBe(404);
    expect((await server.fetch("/api/offers/short")).status).toBe(404);
  });

  it("refuses a 15-year-old without a guardian, keeping the reason per field", async () => {
    const refused = await expectJson<{ fields: Record<string, string> }>(
      await publicPost(`/api/offers/${token}/accept`, fifteen),
      400,
    );
    expect(Object.keys(refused.fields)).toEqual(
      expect.arrayContaining(["guardian.name", "guardian.email"]),
    );
    const noTerms = await expectJson<{ fields: Record<string, string> }>(
      await publicPost(`/api/offers/${token}/accept`, { ...adult, acceptTerms: false }),
      400,
    );
    expect(Object.keys(noTerms.fields)).toContain("acceptTerms");
  });

  it("waits for the guardian, who consents on their own page: then the deposit is due", async () => {
    // Issue 27: a ticked box and a typed address no longer book a minor.
    const waiting = await expectJson<AcceptResult>(
      await publicPost(`/api/offers/${token}/accept`, { ...fifteen, guardian }),
      200,
    );
    expect(waiting).toMatchObject({ bookingId, status: "awaiting-guardian", payment: null });
    const request = await guardianLink("carmen.lopez@example.com");
    const consented = await expectJson<{ status: string }>(
      await publicPost(`/api/guardian-consents/${request}`, {
        name: "Carmen López",
        consent: true,
      }),
      200,
    );
    expect(consented.status).toBe("accepted");
    const view = await expectJson<PublicOffer>(await server.fetch(`/api/offers/${token}`), 200);
    expect(view).toMatchObject({ open: false, status: "accepted", awaitingGuardian: null });
    expect(view.payment).toMatchObject({
      method: "bank-transfer",
      iban: "IE29 AIBK 9311 5212 3456 78",
      reference: `CLV-${String(bookingId).padStart(5, "0")}`,
      dueNowCents: view.depositCents,
      dueBy: "2026-12-02",
    });
    const kinds = (
      await server.database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(3)
    ).map((mail) => `${mail.kind}:${mail.toAddress}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "booking-accepted:lucia.minor@example.com",
        "booking-guardian:carmen.lopez@example.com",
        "staff-booking-accepted:admissions@cloverenglish.ie",
      ]),
    );
    const again = await publicPost(`/api/offers/${token}/accept`, { ...fifteen, guardian });
    expect(again.status).toBe(409);
    expect((await publicPost(`/api/offers/${token}/decline`, {})).status).toBe(409);
  });

  it("is confirmed by the payment that covers the deposit, which creates the student", async () => {
    const before = await expectJson<BookingDetail>(
      await staff("GET", `/api/admin/bookings/${bookingId}`),
      200,
    );
    expect(before).toMatchObject({ status: "accepted", payable: true, letterAvailable: false });
    expect(before.details?.guardian?.name).toBe("Carmen López");
    expect((await staff("GET", `/api/admin/bookings/${bookingId}/letter`)).status).toBe(409);

    const tooMuch = await expectJson<{ fields: Record<string, string> }>(
      await staff("POST", `/api/admin/bookings/${bookingId}/payments`, {
        amountCents: before.totalCents + 1,
        receivedOn: "2026-11-27",
        method: "bank-transfer",
      }),
      400,
    );
    expect(tooMuch.fields.amountCents).toMatch(/more than the balance/);
    const partial = await expectJson<BookingDetail>(
      await staff("POST", `/api/admin/bookings/${bookingId}/payments`, {
        amountCents: 10000,
        receivedOn: "2026-11-27",
        method: "bank-transfer",
        note: "First part",
      }),
      201,
    );
    expect(partial).toMatchObject({ status: "accepted", paidCents: 10000 });
    const confirmed = await expectJson<BookingDetail>(
      await staff("POST", `/api/admin/bookings/${bookingId}/payments`, {
        amountCents: before.depositCents - 10000,
        receivedOn: "2026-11-28",
        method: "bank-transfer",
      }),
      201,
    );
    expect(confirmed).toMatchObject({
      status: "confirmed",
      paidCents: before.depositCents,
      balanceCents: before.totalCents - before.depositCents,
      letterAvailable: true,
    });
    expect(confirmed.studentId).not.toBeNull();
    const [student] = await server.database.db
      .select()
      .from(students)
      .where(eq(students.id, confirmed.studentId as number));
    expect(student).toMatchObject({
      email: "lucia.minor@example.com",
      status: "enrolled",
      age: 15,
    });
    expect(confirmed.timeline.map((event) => event.toStatus)).toEqual(
      expect.arrayContaining(["draft", "offer-sent", "accepted", "confirmed"]),
    );

    const letter = await staff("GET", `/api/admin/bookings/${bookingId}/letter`);
    expect(letter.status).toBe(200);
    expect(letter.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await letter.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // The "deposit received" e-mail carries the same link, which now offers the letter.
    const [mail] = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "booking-confirmed"))
      .orderBy(desc(emailOutbox.id));
    expect(mail?.textBody).toContain(token);
    const view = await expectJson<PublicOffer>(await server.fetch(`/api/offers/${token}`), 200);
    expect(view).toMatchObject({ status: "confirmed", letterAvailable: true });
    const own = await server.fetch(`/api/offers/${token}/letter`);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    // Page statistics never keep the token.
    await publicPost("/api/page-views", { path: `/es/offers/${token}`, locale: "es" });
    const paths = (await server.database.db.select().from(pageViews)).map((row) => row.path);
    expect(paths).toContain("/es/offers/:token");
    expect(paths.join()).not.toContain(token);
  });

  it("moves through arrival and completion, and refuses what the status does not allow", async () => {
    const wrong = await staff("POST", `/api/admin/bookings/${bookingId}/status`, {
      status: "completed",
    });
    expect(wrong.status).toBe(409);
    await expectJson(
      await staff("POST", `/api/admin/bookings/${bookingId}/status`, { status: "arrived" }),
      200,
    );
    const done = await expectJson<BookingDetail>(
      await staff("POST", `/api/admin/bookings/${bookingId}/status`, { status: "completed" }),
      200,
    );
    expect(done.transitions).toEqual([]);
    const cancel = await staff("POST", `/api/admin/bookings/${bookingId}/status`, {
      status: "cancelled",
    });
    expect(cancel.status).toBe(409);
  });
});

describe("refusals", () => {
  it("a cancelled booking takes no payment", async () => {
    const offer = await makeOffer(await quoteRequest({ ageGroup: "26-35" }));
    const { url } = await send(offer.id);
    await expectJson(await publicPost(`/api/offers/${tokenOf(url)}/accept`, adult), 200);
    await expectJson(
      await staff("POST", `/api/admin/bookings/${offer.bookingId}/status`, {
        status: "cancelled",
        reason: "Visa refused",
      }),
      200,
    );
    const payment = await staff("POST", `/api/admin/bookings/${offer.bookingId}/payments`, {
      amountCents: 5000,
      receivedOn: "2026-11-28",
      method: "cash",
    });
    expect(payment.status).toBe(409);
    expect(((await payment.json()) as { message: string }).message).toMatch(/cancelled/);
  });

  it("a declined offer cannot be accepted", async () => {
    const offer = await makeOffer(await quoteRequest({ ageGroup: "26-35" }));
    const token = tokenOf((await send(offer.id)).url);
    const declined = await expectJson<PublicOffer>(
      await publicPost(`/api/offers/${token}/decline`, {}),
      200,
    );
    expect(declined).toMatchObject({ status: "declined", open: false });
    const accept = await publicPost(`/api/offers/${token}/accept`, adult);
    expect(accept.status).toBe(409);
    expect(((await accept.json()) as { message: string }).message).toMatch(/declined/);
  });

  it("a replaced offer's link says so, and a draft cannot be edited once sent", async () => {
    const quoteId = await quoteRequest({ ageGroup: "26-35" });
    const first = await makeOffer(quoteId);
    const token = tokenOf((await send(first.id)).url);
    expect(
      (
        await staff("PUT", `/api/admin/offers/${first.id}`, {
          startDate: "2027-07-05",
          endDate: "2027-07-16",
          validUntil: "2026-12-09",
          hoursPerWeek: 15,
          lines: [{ kind: "tuition", description: "Curso", quantity: 2, unitCents: 30000 }],
        })
      ).status,
    ).toBe(409);
    const second = await makeOffer(quoteId);
    expect(second.bookingId).toBe(first.bookingId);
    expect((await server.fetch(`/api/offers/${token}`)).status).toBe(410);
  });

  it("a sent offer is revised into a new draft with its own lines, and its link says so", async () => {
    const first = await makeOffer(await quoteRequest({ ageGroup: "26-35" }));
    const lines = [
      { kind: "tuition", description: "Curso intensivo", quantity: 3, unitCents: 31000 },
      { kind: "discount", description: "Descuento", quantity: 1, unitCents: 2500 },
    ];
    await expectJson(
      await staff("PUT", `/api/admin/offers/${first.id}`, {
        startDate: "2027-07-05",
        endDate: "2027-07-23",
        validUntil: "2026-12-09",
        hoursPerWeek: 20,
        note: "Tres semanas",
        lines,
      }),
      200,
    );
    const token = tokenOf((await send(first.id)).url);
    const draft = await expectJson<Offer>(
      await staff("POST", `/api/admin/offers/${first.id}/revise`),
      201,
    );
    expect(draft).toMatchObject({
      status: "draft",
      note: "Tres semanas",
      totalCents: 93000 - 2500,
    });
    expect(draft.lines.map((line) => line.description)).toEqual(["Curso intensivo", "Descuento"]);
    expect((await server.fetch(`/api/offers/${token}`)).status).toBe(410);
    const booking = await expectJson<BookingDetail>(
      await staff("GET", `/api/admin/bookings/${first.bookingId}`),
      200,
    );
    expect(booking).toMatchObject({ status: "draft", totalCents: 90500 });
    expect(booking.offer?.id).toBe(draft.id);
  });

  it("an offer past its day expires; its link stops working a month later", async () => {
    const offer = await makeOffer(await quoteRequest({ ageGroup: "26-35" }));
    const token = tokenOf((await send(offer.id)).url);
    clock = new Date(`${offer.validUntil}T23:00:00Z`);
    expect(
      (await expectJson<PublicOffer>(await server.fetch(`/api/offers/${token}`), 200)).open,
    ).toBe(true);
    clock = new Date(Date.parse(`${offer.validUntil}T12:00:00Z`) + 864e5);
    const expired = await expectJson<PublicOffer>(await server.fetch(`/api/offers/${token}`), 200);
    expect(expired).toMatchObject({ status: "expired", open: false });
    const accept = await publicPost(`/api/offers/${token}/accept`, adult);
    expect(accept.status).toBe(409);
    expect(((await accept.json()) as { message: string }).message).toMatch(/expired/);
    clock = new Date(Date.parse(`${offer.validUntil}T12:00:00Z`) + 32 * 864e5);
    expect((await server.fetch(`/api/offers/${token}`)).status).toBe(410);
    clock = new Date("2026-11-25T10:00:00Z");
  });
});

describe("bookings list", () => {
  it("is paged, searched and filtered on the server, with a CSV of the filtered list", async () => {
    const page = await expectJson<{
      items: { reference: string; status: string }[];
      total: number;
    }>(await staff("GET", "/api/admin/bookings?status=declined&pageSize=5"), 200);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.items.every((item) => item.status === "declined")).toBe(true);
    const reference = page.items[0]?.reference as string;
    const byReference = await expectJson<{ items: { reference: string }[] }>(
      await staff("GET", `/api/admin/bookings?q=${reference}`),
      200,
    );
    expect(byReference.items.map((item) => item.reference)).toEqual([reference]);
    const csv = await staff("GET", "/api/admin/bookings.csv?status=declined");
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect(await csv.text()).toContain(reference);
    expect((await server.fetch("/api/admin/bookings")).status).toBe(401);
    expect((await server.fetch("/api/admin/bookings/1/letter")).status).toBe(401);
  });
});

describe("rate limits", () => {
  it("an address that keeps answering offers is told to wait (429 with Retry-After)", async () => {
    const limited = await startTestServer({ env: { PUBLIC_WRITES_PER_HOUR: "3" } });
    try {
      const token = "A".repeat(43);
      const attempt = () =>
        limited.fetch(`/api/offers/${token}/accept`, jsonRequest("POST", adult));
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(404);
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const decline = await limited.fetch(`/api/offers/${token}/decline`, jsonRequest("POST", {}));
      expect(decline.status).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});
