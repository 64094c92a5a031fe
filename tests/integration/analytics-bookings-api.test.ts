/**
 * The booking figures of the analytics report and the dashboard (issue 16), after bookings made
 * through the real API: one offer declined, one accepted, one accepted then cancelled after a
 * part payment, one confirmed by its deposit a month later, one quote request without an offer,
 * and one quote from before the range whose offer was accepted inside it. Exact funnel counts
 * and rates, booked revenue by month of acceptance and by program, payments received, the CSV
 * files, and the dashboard's month.
 */

import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequests } from "../../server/db/schema";
import type { BookingAnalytics, DashboardBookings } from "../../shared/analytics/bookings";
import type { AnalyticsReport } from "../../shared/analytics/types";
import type { Offer } from "../../shared/bookings/types";
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

let address = 1;
const publicPost = (path: string, body: unknown) =>
  server.fetch(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": `192.0.2.${address++ % 250}`,
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

/** A quote request from the public form; answers its id. */
async function quote(tag: string, programId: string): Promise<number> {
  const email = `${tag}@example.com`;
  await expectJson(
    await publicPost("/api/quote-requests", {
      firstName: "Ana",
      lastName: tag,
      email,
      programId,
      ageGroup: "26-35",
      duration: "2-weeks",
      startDate: "2030-07-01",
      gdprConsent: true,
    }),
    201,
  );
  const [row] = await server.database.db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.email, email));
  if (!row) throw new Error("quote request not stored");
  return row.id;
}

/** An offer of exactly `totalCents`, sent: answers it and the person's token. */
async function sentOffer(quoteId: number, totalCents: number) {
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
      lines: [{ kind: "tuition", description: "Course", quantity: 1, unitCents: totalCents }],
    }),
    200,
  );
  const { url } = await expectJson<{ url: string }>(
    await staff("POST", `/api/admin/offers/${offer.id}/send`),
    200,
  );
  return { offer, token: url.split("/offers/")[1] as string };
}

const adult = {
  passportName: "ANA TEST",
  dateOfBirth: "1995-02-02",
  nationality: "Spanish",
  address: "Calle Mayor 1, Madrid",
  emergencyContact: { name: "Luis Test", phone: "+34 600 000 000" },
  acceptTerms: true,
};
const accept = async (token: string) =>
  expectJson(await publicPost(`/api/offers/${token}/accept`, adult), 200);
const pay = async (bookingId: number, amountCents: number, receivedOn: string) =>
  expectJson(
    await staff("POST", `/api/admin/bookings/${bookingId}/payments`, {
      amountCents,
      receivedOn,
      method: "bank-transfer",
      note: "",
    }),
    201,
  );

const CORK = "general-english-cork";
const JUNIOR = "junior-summer-dublin";
let confirmedBooking = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await loginAsAdmin(server);

  // Sunday 10 March 2030.
  const declined = await quote("declined", CORK);
  const accepted = await quote("accepted", JUNIOR);
  const cancelled = await quote("cancelled", CORK);
  const untouched = await quote("untouched", CORK);
  const confirmed = await quote("confirmed", CORK);
  const earlier = await quote("earlier", JUNIOR);

  const declinedOffer = await sentOffer(declined, 80000);
  await expectJson(await publicPost(`/api/offers/${declinedOffer.token}/decline`, {}), 200);
  await accept((await sentOffer(accepted, 100000)).token);
  await accept((await sentOffer(earlier, 70000)).token);
  const cancelledOffer = await sentOffer(cancelled, 90000);
  await accept(cancelledOffer.token);
  await pay(cancelledOffer.offer.bookingId, 5000, "2030-03-10");
  await expectJson(
    await staff("POST", `/api/admin/bookings/${cancelledOffer.offer.bookingId}/status`, {
      status: "cancelled",
    }),
    200,
  );

  // Tuesday 2 April 2030: the last one is accepted and its deposit arrives the same day.
  clock = new Date("2030-04-02T09:00:00Z");
  admin = await loginAsAdmin(server); // the March session has expired by then
  const confirmedOffer = await sentOffer(confirmed, 150000);
  await accept(confirmedOffer.token);
  await pay(confirmedOffer.offer.bookingId, confirmedOffer.offer.depositCents, "2030-04-02");
  confirmedBooking = confirmedOffer.offer.bookingId;
  expect(confirmedOffer.offer.depositCents).toBe(30000);

  // The requests came in on known days: five in the range, one before it.
  const db = server.database.db;
  await db
    .update(quoteRequests)
    .set({ createdAt: new Date("2030-03-05T10:00:00Z") })
    .where(inArray(quoteRequests.id, [declined, accepted, cancelled, untouched, confirmed]));
  await db
    .update(quoteRequests)
    .set({ createdAt: new Date("2030-02-20T10:00:00Z") })
    .where(eq(quoteRequests.id, earlier));
});
afterAll(() => server?.stop());

const RANGE = "from=2030-03-01&to=2030-04-30";

describe("booking analytics", () => {
  it("follows the range's quote requests through offer, acceptance and deposit", async () => {
    const figures = await expectJson<BookingAnalytics>(
      await staff("GET", `/api/admin/analytics/bookings?${RANGE}`),
      200,
    );
    expect(figures.funnel).toEqual({
      quoteRequests: 5,
      offersSent: 4,
      // The cancelled booking had been accepted: it counts here, not in the revenue.
      accepted: 3,
      confirmed: 1,
      offerRate: 0.8,
      acceptRate: 0.75,
      confirmRate: 0.3333,
      bookingRate: 0.6,
    });
  });

  it("counts booked revenue by month of acceptance and by program, and money received", async () => {
    const figures = await expectJson<BookingAnalytics>(
      await staff("GET", `/api/admin/analytics/bookings?${RANGE}`),
      200,
    );
    expect(figures).toMatchObject({ bookings: 3, bookedCents: 320000, receivedCents: 35000 });
    expect(figures.revenueByMonth).toEqual([
      // The earlier quote's booking counts in March, when it was accepted; the cancelled
      // booking's part payment is money received all the same.
      { month: "2030-03", bookings: 2, bookedCents: 170000, receivedCents: 5000 },
      { month: "2030-04", bookings: 1, bookedCents: 150000, receivedCents: 30000 },
    ]);
    expect(figures.revenueByProgram).toEqual([
      { programId: JUNIOR, program: expect.any(String), bookings: 2, bookedCents: 170000 },
      { programId: CORK, program: expect.any(String), bookings: 1, bookedCents: 150000 },
    ]);
  });

  it("lists every month of the range and has no rate without requests", async () => {
    const figures = await expectJson<BookingAnalytics>(
      await staff("GET", "/api/admin/analytics/bookings?from=2030-04-01&to=2030-06-30"),
      200,
    );
    expect(figures.funnel).toMatchObject({ quoteRequests: 0, offerRate: null, bookingRate: null });
    expect(figures.revenueByMonth).toEqual([
      { month: "2030-04", bookings: 1, bookedCents: 150000, receivedCents: 30000 },
      { month: "2030-05", bookings: 0, bookedCents: 0, receivedCents: 0 },
      { month: "2030-06", bookings: 0, bookedCents: 0, receivedCents: 0 },
    ]);
  });

  it("is part of the analytics report, and needs a staff session", async () => {
    const report = await expectJson<AnalyticsReport>(
      await staff("GET", `/api/admin/analytics?${RANGE}`),
      200,
    );
    expect(report.bookings).toEqual(
      await expectJson<BookingAnalytics>(
        await staff("GET", `/api/admin/analytics/bookings?${RANGE}`),
        200,
      ),
    );
    expect((await server.fetch(`/api/admin/analytics/bookings?${RANGE}`)).status).toBe(401);
    const bad = await staff("GET", "/api/admin/analytics/bookings?from=2030-04-30&to=2030-03-01");
    expect(bad.status).toBe(400);
  });

  it("is documented in the OpenAPI description", async () => {
    const doc = (await (await server.fetch("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(doc.paths["/admin/analytics/bookings"]?.get?.operationId).toBe("getBookingAnalytics");
    expect(doc.paths["/admin/dashboard"]?.get?.operationId).toBe("getDashboard");
    expect(Object.keys(doc.components.schemas.BookingAnalytics?.properties ?? {})).toEqual([
      "funnel",
      "bookings",
      "bookedCents",
      "receivedCents",
      "revenueByMonth",
      "revenueByProgram",
      "revenueByAgency",
      "revenueByCountry",
    ]);
    expect(doc.components.schemas.Analytics?.properties).toHaveProperty("bookings");
    expect(doc.components.schemas.Dashboard?.properties).toHaveProperty("bookings");
  });

  it("downloads the funnel and the revenue tables as CSV", async () => {
    const lines = async (table: string) => {
      const response = await staff("GET", `/api/admin/analytics/csv/${table}?${RANGE}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="analytics-${table}-2030-03-01_2030-04-30.csv"`,
      );
      return (await response.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/);
    };
    expect(await lines("booking-funnel")).toEqual([
      "Stage,Count,From the stage before (%)",
      "Quote requests,5,",
      "Offers sent,4,80.0",
      "Accepted,3,75.0",
      "Confirmed (deposit),1,33.3",
    ]);
    expect(await lines("booked-revenue-by-month")).toEqual([
      "Month,Bookings,Booked (EUR),Received (EUR)",
      "2030-03,2,1700.00,50.00",
      "2030-04,1,1500.00,300.00",
    ]);
    const byProgram = await lines("booked-revenue-by-program");
    expect(byProgram[0]).toBe("Program,Program ID,Bookings,Booked (EUR)");
    expect(byProgram.slice(1).map((line) => line.split(",").slice(-3).join(","))).toEqual([
      `${JUNIOR},2,1700.00`,
      `${CORK},1,1500.00`,
    ]);
  });
});

describe("dashboard", () => {
  const dashboard = async () =>
    (
      await expectJson<{ bookings: DashboardBookings }>(
        await staff("GET", "/api/admin/dashboard"),
        200,
      )
    ).bookings;

  it("shows this month's bookings and money, and the last 12 weeks' conversion", async () => {
    expect(await dashboard()).toEqual({
      month: "2030-04",
      bookingsThisMonth: 1,
      bookedCentsThisMonth: 150000,
      receivedCentsThisMonth: 30000,
      // From Monday 14 January: the earlier quote request is in the twelve weeks too.
      funnel: {
        quoteRequests: 6,
        offersSent: 5,
        accepted: 4,
        confirmed: 1,
        offerRate: 0.8333,
        acceptRate: 0.8,
        confirmRate: 0.25,
        bookingRate: 0.6667,
      },
    });
  });

  it("takes a cancelled booking out of the month's bookings but not the money received", async () => {
    await expectJson(
      await staff("POST", `/api/admin/bookings/${confirmedBooking}/status`, {
        status: "cancelled",
      }),
      200,
    );
    expect(await dashboard()).toMatchObject({
      bookingsThisMonth: 0,
      bookedCentsThisMonth: 0,
      receivedCentsThisMonth: 30000,
      funnel: { accepted: 4, confirmed: 1 },
    });
  });
});
