/**
 * Staff analytics against a real database: rows placed in known weeks (including the edges of
 * the range in Irish summer time), and the exact aggregates the API answers: zero weeks,
 * conversion from quote request to student, nationality spellings, newsletter growth, page
 * views; the date validation, the session requirement, and the CSV files.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactInquiries,
  newsletterSubscriptions,
  pageViews,
  quoteRequests,
} from "../../server/db/schema";
import type { AnalyticsReport } from "../../shared/analytics/types";
import {
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

let server: TestServer;
let adminToken: string;
let editorToken: string;

const EDITOR = {
  username: "orla.analytics",
  displayName: "Orla Editor",
  email: "orla@cloverenglish.ie",
  role: "editor",
  password: "Clover-analytics-phrase-2031!",
};

/** Five weeks, Monday 2 June to Sunday 6 July 2031 (Irish summer time, UTC+1). */
const RANGE = "from=2031-06-02&to=2031-07-06";
const consent = new Date("2031-01-01T00:00:00Z");
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await loginAsAdmin(server);
  const created = await server.fetch("/api/admin/users", jsonRequest("POST", EDITOR, adminToken));
  expect(created.status).toBe(201);
  const login = await server.fetch(
    "/api/admin/login",
    jsonRequest("POST", { username: EDITOR.username, password: EDITOR.password }),
  );
  editorToken = ((await login.json()) as { token: string }).token;

  const db = server.database.db;
  const inquiry = (createdAt: Date) => ({
    name: "Analytics Test",
    email: "analytics@example.com",
    subject: "Question",
    message: "Hello",
    gdprConsentAt: consent,
    createdAt,
  });
  await db.insert(contactInquiries).values([
    inquiry(at("2031-05-31T12:00:00Z")), // before the range
    inquiry(at("2031-06-01T23:30:00Z")), // Monday 2 June 00:30 in Ireland: first week
    inquiry(at("2031-06-04T09:00:00Z")),
    inquiry(at("2031-06-27T16:00:00Z")),
    inquiry(at("2031-07-06T23:30:00Z")), // Monday 7 July in Ireland: after the range
  ]);

  const quote = (
    createdAt: Date,
    country: string | null,
    programId: string | null,
    programTitle: string,
  ) => ({
    firstName: "Ana",
    lastName: "Lytics",
    email: "quote@example.com",
    country,
    programId,
    programTitle,
    gdprConsentAt: consent,
    createdAt,
  });
  const quotes = await db
    .insert(quoteRequests)
    .values([
      quote(at("2031-06-03T10:00:00Z"), "Spain", "teacher-training", "Teacher Training"),
      quote(at("2031-06-16T10:00:00Z"), "spain", "teacher-training", "Teacher Training"),
      quote(at("2031-06-18T10:00:00Z"), " Spain ", "clover-summer-galway", "Summer in Galway"),
      quote(at("2031-06-20T10:00:00Z"), "Italy", "teacher-training", "Teacher Training (old)"),
      quote(at("2031-06-24T10:00:00Z"), null, null, "Autumn Camp (deleted)"),
      quote(at("2031-07-08T10:00:00Z"), "France", "teacher-training", "Teacher Training"),
    ])
    .returning({ id: quoteRequests.id });
  // Staff turn three of the five quote requests of the range into students.
  const session = await server.services.auth.authenticate(adminToken);
  if (!session) throw new Error("admin token did not authenticate");
  const actor = { id: session.user.id, name: session.user.displayName };
  for (const index of [0, 1, 2]) {
    const id = quotes[index]?.id;
    if (!id) throw new Error("quote not stored");
    await server.services.students.createFromQuote(id, actor);
  }

  const subscription = (
    email: string,
    createdAt: string,
    confirmedAt: string | null,
    unsubscribedAt: string | null = null,
  ) => ({
    email,
    status: unsubscribedAt
      ? ("unsubscribed" as const)
      : confirmedAt
        ? ("confirmed" as const)
        : ("pending" as const),
    createdAt: at(createdAt),
    confirmedAt: confirmedAt ? at(confirmedAt) : null,
    unsubscribedAt: unsubscribedAt ? at(unsubscribedAt) : null,
  });
  await db
    .insert(newsletterSubscriptions)
    .values([
      subscription("a@example.com", "2031-05-19T08:00:00Z", "2031-05-20T08:00:00Z"),
      subscription(
        "b@example.com",
        "2031-05-24T08:00:00Z",
        "2031-05-25T08:00:00Z",
        "2031-06-10T08:00:00Z",
      ),
      subscription("c@example.com", "2031-06-10T08:00:00Z", "2031-06-11T08:00:00Z"),
      subscription("d@example.com", "2031-06-12T08:00:00Z", null),
      subscription(
        "e@example.com",
        "2031-06-17T08:00:00Z",
        "2031-06-17T09:00:00Z",
        "2031-06-24T08:00:00Z",
      ),
    ]);

  await db.insert(pageViews).values([
    { day: "2031-06-01", path: "/programs", locale: "en", views: 50 },
    { day: "2031-06-02", path: "/programs", locale: "en", views: 5 },
    { day: "2031-06-02", path: "/programs", locale: "es", views: 2 },
    { day: "2031-06-20", path: "/programs", locale: "en", views: 1 },
    { day: "2031-07-06", path: "/contact", locale: "de", views: 4 },
    { day: "2031-07-07", path: "/contact", locale: "de", views: 100 },
  ]);
});
afterAll(() => server?.stop());

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function report(query: string, token = adminToken): Promise<AnalyticsReport> {
  const response = await server.fetch(`/api/admin/analytics?${query}`, bearer(token));
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsReport;
}

async function csv(table: string, query: string) {
  const response = await server.fetch(
    `/api/admin/analytics/csv/${table}?${query}`,
    bearer(adminToken),
  );
  expect(response.status).toBe(200);
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  return {
    type: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    bom: text.startsWith("\uFEFF"),
    lines: text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n")
      .join("\n")
      .split("\n"),
  };
}

describe("analytics report", () => {
  it("counts leads per Irish week, every week listed, empty weeks as zeros", async () => {
    const { range, leadsPerWeek } = await report(RANGE);
    expect(range).toEqual({ from: "2031-06-02", to: "2031-07-06" });
    expect(leadsPerWeek).toEqual([
      {
        week: "2031-06-02",
        contactInquiries: 2,
        quoteRequests: 1,
        newsletterSignups: 0,
        total: 3,
      },
      {
        week: "2031-06-09",
        contactInquiries: 0,
        quoteRequests: 0,
        newsletterSignups: 2,
        total: 2,
      },
      {
        week: "2031-06-16",
        contactInquiries: 0,
        quoteRequests: 3,
        newsletterSignups: 1,
        total: 4,
      },
      {
        week: "2031-06-23",
        contactInquiries: 1,
        quoteRequests: 1,
        newsletterSignups: 0,
        total: 2,
      },
      {
        week: "2031-06-30",
        contactInquiries: 0,
        quoteRequests: 0,
        newsletterSignups: 0,
        total: 0,
      },
    ]);
  });

  it("counts only the days inside the range in its first and last week", async () => {
    // Tuesday 3 June to Tuesday 17 June: the Monday inquiries and sign-ups fall outside.
    const { leadsPerWeek } = await report("from=2031-06-03&to=2031-06-17");
    expect(leadsPerWeek.map((week) => [week.week, week.contactInquiries, week.total])).toEqual([
      ["2031-06-02", 1, 2],
      ["2031-06-09", 0, 2],
      ["2031-06-16", 0, 2],
    ]);
  });

  it("groups quote requests by program (current title; deleted programs by their old title)", async () => {
    const { quotesByProgram } = await report(RANGE);
    expect(quotesByProgram).toEqual([
      {
        programId: "teacher-training",
        program: expect.any(String),
        quoteRequests: 3,
        students: 2,
        conversionRate: 0.6667,
      },
      {
        programId: null,
        program: "Autumn Camp (deleted)",
        quoteRequests: 1,
        students: 0,
        conversionRate: 0,
      },
      {
        programId: "clover-summer-galway",
        program: expect.any(String),
        quoteRequests: 1,
        students: 1,
        conversionRate: 1,
      },
    ]);
    // The renamed snapshot "Teacher Training (old)" is not a program of its own.
    expect(quotesByProgram[0]?.program).not.toContain("(old)");
  });

  it("groups nationalities typed in different case and spacing", async () => {
    const { quotesByNationality } = await report(RANGE);
    expect(quotesByNationality).toEqual([
      { nationality: "Spain", quoteRequests: 3, share: 0.6 },
      { nationality: "Italy", quoteRequests: 1, share: 0.2 },
      { nationality: "Not given", quoteRequests: 1, share: 0.2 },
    ]);
  });

  it("measures conversion from quote request to student, per week of the request", async () => {
    const { conversion } = await report(RANGE);
    expect(conversion).toMatchObject({ quoteRequests: 5, students: 3, conversionRate: 0.6 });
    expect(conversion.perWeek).toEqual([
      { week: "2031-06-02", quoteRequests: 1, students: 1, conversionRate: 1 },
      { week: "2031-06-09", quoteRequests: 0, students: 0, conversionRate: null },
      { week: "2031-06-16", quoteRequests: 3, students: 2, conversionRate: 0.6667 },
      { week: "2031-06-23", quoteRequests: 1, students: 0, conversionRate: 0 },
      { week: "2031-06-30", quoteRequests: 0, students: 0, conversionRate: null },
    ]);
  });

  it("starts the booking funnel from the same quote requests, with no booking yet", async () => {
    const { bookings } = await report(RANGE);
    expect(bookings.funnel).toEqual({
      quoteRequests: 5,
      offersSent: 0,
      accepted: 0,
      confirmed: 0,
      offerRate: 0,
      acceptRate: null,
      confirmRate: null,
      bookingRate: 0,
    });
    expect(bookings).toMatchObject({ bookings: 0, bookedCents: 0, receivedCents: 0 });
    // June and July 2031: every month of the range, zeros included.
    expect(bookings.revenueByMonth.map((month) => month.month)).toEqual(["2031-06", "2031-07"]);
    expect(bookings.revenueByProgram).toEqual([]);
  });

  it("follows confirmed newsletter subscribers net of unsubscribes", async () => {
    const { newsletterGrowth } = await report(RANGE);
    expect(newsletterGrowth.startSubscribers).toBe(2);
    expect(
      newsletterGrowth.perWeek.map((w) => [
        w.week,
        w.confirmed,
        w.unsubscribed,
        w.net,
        w.subscribers,
      ]),
    ).toEqual([
      ["2031-06-02", 0, 0, 0, 2],
      ["2031-06-09", 1, 1, 0, 2],
      ["2031-06-16", 1, 0, 1, 3],
      ["2031-06-23", 0, 1, -1, 2],
      ["2031-06-30", 0, 0, 0, 2],
    ]);
  });

  it("sums consented page views per page and language within the range", async () => {
    const { pageViews: views } = await report(RANGE);
    expect(views).toEqual({
      total: 12,
      pages: [
        { path: "/programs", views: 8, byLocale: { en: 6, es: 2, fr: 0, de: 0 } },
        { path: "/contact", views: 4, byLocale: { en: 0, es: 0, fr: 0, de: 4 } },
      ],
    });
  });

  it("defaults to the last 12 weeks up to today", async () => {
    const { range, leadsPerWeek } = await report("");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(
      new Date(),
    );
    expect(range.to).toBe(today);
    expect(leadsPerWeek).toHaveLength(12);
    expect(leadsPerWeek[0]?.week).toBe(range.from);
    expect(new Date(`${range.from}T00:00:00Z`).getUTCDay()).toBe(1); // a Monday
  });

  it("is open to editors as well as admins (counts only, no personal data)", async () => {
    const { leadsPerWeek } = await report(RANGE, editorToken);
    expect(leadsPerWeek.reduce((sum, week) => sum + week.total, 0)).toBe(11);
  });
});

describe("date range validation", () => {
  it.each([
    ["from=2031-07-06&to=2031-06-02", "to", "The end date must be on or after the start date."],
    [
      "from=2029-06-01&to=2031-06-02",
      "to",
      "Choose at most 2 years between the start and end dates.",
    ],
    ["from=2031-02-30&to=2031-06-02", "from", "Enter the start date as a real date"],
    ["from=2031-06-02&to=06/30/2031", "to", "Enter the end date as a real date"],
    ["from=1999-12-31&to=2000-01-02", "from", "Enter the start date as a real date"],
  ])("%s is refused with a message on %s", async (query, field, message) => {
    for (const path of ["/api/admin/analytics", "/api/admin/analytics/csv/leads-per-week"]) {
      const response = await server.fetch(`${path}?${query}`, bearer(adminToken));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(body.error).toBe("validation");
      expect(body.fields[field]).toContain(message);
    }
  });

  it("accepts exactly 2 years", async () => {
    const { leadsPerWeek } = await report("from=2029-06-02&to=2031-06-02");
    expect(leadsPerWeek.length).toBeGreaterThan(104);
  });

  it("requires a valid session", async () => {
    for (const path of [
      `/api/admin/analytics?${RANGE}`,
      `/api/admin/analytics/csv/page-views?${RANGE}`,
    ]) {
      expect((await server.fetch(path)).status).toBe(401);
      expect((await server.fetch(path, bearer("not-a-token"))).status).toBe(401);
    }
  });

  it("refuses an unknown table", async () => {
    const response = await server.fetch(
      `/api/admin/analytics/csv/passwords?${RANGE}`,
      bearer(adminToken),
    );
    expect(response.status).toBe(400);
  });
});

describe("CSV downloads", () => {
  it("leads per week: named after the table and the range, one row per week", async () => {
    const file = await csv("leads-per-week", RANGE);
    expect(file.type).toBe("text/csv; charset=utf-8");
    expect(file.disposition).toBe(
      'attachment; filename="analytics-leads-per-week-2031-06-02_2031-07-06.csv"',
    );
    expect(file.bom).toBe(true);
    expect(file.lines).toEqual([
      "Week starting,Contact inquiries,Quote requests,Newsletter sign-ups,Total",
      "2031-06-02,2,1,0,3",
      "2031-06-09,0,0,2,2",
      "2031-06-16,0,3,1,4",
      "2031-06-23,1,1,0,2",
      "2031-06-30,0,0,0,0",
    ]);
  });

  it("every table downloads with its own name", async () => {
    const expected: Record<string, string> = {
      "quotes-by-program": "Program,Program ID,Quote requests,Became students,Conversion (%)",
      "quotes-by-nationality": "Nationality,Quote requests,Share (%)",
      "conversion-per-week": "Week starting,Quote requests,Became students,Conversion (%)",
      "newsletter-growth":
        "Week starting,Confirmed,Unsubscribed,Net change,Subscribers at week end",
      "page-views": "Page,Views,English,Spanish,French,German",
      "booking-funnel": "Stage,Count,From the stage before (%)",
      "booked-revenue-by-month": "Month,Bookings,Booked (EUR),Received (EUR)",
      "booked-revenue-by-program": "Program,Program ID,Bookings,Booked (EUR)",
    };
    for (const [table, header] of Object.entries(expected)) {
      const file = await csv(table, RANGE);
      expect(file.disposition).toBe(
        `attachment; filename="analytics-${table}-2031-06-02_2031-07-06.csv"`,
      );
      expect(file.lines[0]).toBe(header);
    }
    expect((await csv("quotes-by-nationality", RANGE)).lines.slice(1)).toEqual([
      "Spain,3,60.0",
      "Italy,1,20.0",
      "Not given,1,20.0",
    ]);
    expect((await csv("conversion-per-week", RANGE)).lines.slice(1, 3)).toEqual([
      "2031-06-02,1,1,100.0",
      "2031-06-09,0,0,",
    ]);
    expect((await csv("page-views", RANGE)).lines.slice(1)).toEqual([
      "/programs,8,6,2,0,0",
      "/contact,4,0,0,0,4",
    ]);
  });

  it("neutralizes a nationality typed like a spreadsheet formula", async () => {
    await server.database.db.insert(quoteRequests).values({
      firstName: "Eve",
      lastName: "Formula",
      email: "eve@example.com",
      country: '=HYPERLINK("http://evil.example","x")',
      programTitle: "Teacher Training",
      gdprConsentAt: consent,
      createdAt: at("2032-03-03T10:00:00Z"),
    });
    const file = await csv("quotes-by-nationality", "from=2032-03-01&to=2032-03-07");
    expect(file.lines[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")",1,100.0`);
  });
});
