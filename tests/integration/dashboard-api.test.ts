import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardBookings } from "../../shared/analytics/bookings";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from "../support/test-server";

interface Activity {
  kind: "contact-inquiry" | "quote-request" | "newsletter" | "staff-change";
  at: string;
  title: string;
  detail: string;
  link: string | null;
}
interface Dashboard {
  totalPrograms: number;
  totalInquiries: number;
  newInquiries: number;
  totalQuoteRequests: number;
  totalNewsletterSubscriptions: number;
  recentInquiries: {
    id: number;
    name: string;
    subject: string;
    status: string;
    createdAt: string;
  }[];
  recentActivity: Activity[];
  bookings: DashboardBookings;
}
interface ApiError {
  error: string;
  message?: string;
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

const send = (method: string, path: string, body: unknown, as?: string) =>
  server.fetch(path, jsonRequest(method, body, as));

const dashboard = async () =>
  expectJson<Dashboard>(
    await server.fetch("/api/admin/dashboard", { headers: { Authorization: `Bearer ${token}` } }),
    200,
  );

describe("GET /api/admin/dashboard", () => {
  it("needs a staff session", async () => {
    expect(await expectJson<ApiError>(await server.fetch("/api/admin/dashboard"), 401)).toEqual({
      error: "unauthorized",
      message: "Please log in again",
    });
  });

  it("counts the seeded data: eleven active programs and no leads yet", async () => {
    const stats = await dashboard();
    expect(stats).toEqual({
      totalPrograms: 11,
      totalInquiries: 0,
      newInquiries: 0,
      totalQuoteRequests: 0,
      totalNewsletterSubscriptions: 0,
      recentInquiries: [],
      // Sign-ins are in the audit trail but are not activity.
      recentActivity: [],
      // No bookings yet (their figures are tested in analytics-bookings-api.test.ts).
      bookings: {
        month: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" })
          .format(new Date())
          .slice(0, 7),
        bookingsThisMonth: 0,
        bookedCentsThisMonth: 0,
        receivedCentsThisMonth: 0,
        funnel: {
          quoteRequests: 0,
          offersSent: 0,
          accepted: 0,
          confirmed: 0,
          offerRate: null,
          acceptRate: null,
          confirmRate: null,
          bookingRate: null,
        },
      },
    });
  });

  it("shows a new contact enquiry first, and stops counting it as new once handled", async () => {
    const before = await dashboard();
    const enquiry = {
      name: "Siobhán Murphy",
      email: "siobhan@example.com",
      subject: "Summer school for my son",
      message: "Is there still room in July?",
      gdprConsent: true,
    };
    expect(await expectJson(await send("POST", "/api/contact-inquiries", enquiry), 201)).toEqual({
      status: "received",
      message: "Message Sent! We'll get back to you within 24 hours.",
    });

    const after = await dashboard();
    expect(after.totalInquiries).toBe(before.totalInquiries + 1);
    expect(after.newInquiries).toBe(before.newInquiries + 1);
    const [recent] = after.recentInquiries;
    expect(recent).toMatchObject({
      name: "Siobhán Murphy",
      subject: "Summer school for my son",
      status: "new",
    });
    expect(after.recentActivity[0]).toEqual({
      kind: "contact-inquiry",
      at: recent?.createdAt,
      title: "New enquiry from Siobhán Murphy",
      detail: "Summer school for my son",
      link: `/admin/inquiries?id=${recent?.id}`,
    });
    expect(after.recentActivity[0]?.title).toContain(enquiry.name);

    const handled = await send(
      "PATCH",
      `/api/admin/inquiries/${recent?.id}`,
      { status: "contacted" },
      token,
    );
    await expectJson(handled, 200);
    const later = await dashboard();
    expect(later).toMatchObject({
      totalInquiries: after.totalInquiries,
      newInquiries: before.newInquiries,
    });
    expect(later.recentInquiries[0]?.status).toBe("contacted");
    expect(later.recentActivity[0]).toMatchObject({
      kind: "staff-change",
      title: `Inquiry #${recent?.id} status new → contacted`,
    });
  });

  it("shows a quote request with its program", async () => {
    const quote = {
      firstName: "Léa",
      lastName: "Martin",
      email: "lea.martin@example.com",
      programId: "general-english-cork",
      duration: "2-weeks",
      gdprConsent: true,
    };
    await expectJson(await send("POST", "/api/quote-requests", quote), 201);
    const stats = await dashboard();
    expect(stats.totalQuoteRequests).toBe(1);
    // A new quote request enters the twelve weeks' funnel; nothing is booked from it yet.
    expect(stats.bookings.funnel).toMatchObject({
      quoteRequests: 1,
      offersSent: 0,
      offerRate: 0,
      bookingRate: 0,
    });
    expect(stats.recentActivity[0]).toMatchObject({
      kind: "quote-request",
      title: "Quote request from Léa Martin",
      detail: "General English Cork",
    });
  });

  it("counts only confirmed newsletter subscriptions", async () => {
    const signup = { email: "reader@example.com" };
    await expectJson(await send("POST", "/api/newsletter-subscriptions", signup), 201);
    const stats = await dashboard();
    expect(stats.totalNewsletterSubscriptions).toBe(0);
    expect(stats.recentActivity.map((a) => a.kind)).not.toContain("newsletter");
  });

  it("shows staff changes with who made them", async () => {
    const destination = { name: "Limerick", description: "On the Shannon." };
    await expectJson(await send("POST", "/api/admin/destinations", destination, token), 201);
    const stats = await dashboard();
    expect(stats.recentActivity[0]).toEqual({
      kind: "staff-change",
      at: expect.any(String),
      title: "Added destination Limerick",
      detail: `by ${TEST_ADMIN.username}`,
      link: null,
    });
    const times = stats.recentActivity.map((a) => a.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("counts only active programs", async () => {
    const headers = { headers: { Authorization: `Bearer ${token}` } };
    const program = await expectJson<Record<string, unknown>>(
      await server.fetch("/api/admin/programs/mini-stay-dublin", headers),
      200,
    );
    const archived = { ...program, status: "archived" };
    await expectJson(
      await send("PUT", "/api/admin/programs/mini-stay-dublin", archived, token),
      200,
    );
    const stats = await dashboard();
    expect(stats.totalPrograms).toBe(10);
    expect(stats.recentActivity[0]).toMatchObject({
      kind: "staff-change",
      title: "Updated program “Mini-Stay Dublin”",
    });
  });
});
