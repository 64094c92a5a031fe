import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import type { BookingAnalytics, DashboardBookings } from "../../../shared/analytics/bookings";
import { formatCents } from "../../../shared/bookings/types";
import { apiToken, expectNoAxeViolations, signIn, unique } from "../admin/support";

/**
 * Issue 16: the quote → offer → booking funnel and booked revenue on the analytics screen and
 * the dashboard. Two quote requests go through the real APIs (one offer declined, one accepted
 * with its deposit recorded); the screen then shows what the API answers. Other specs book at
 * the same time, so each comparison reloads until the screen and the API agree.
 */

// An address of its own (the e2e server trusts X-Forwarded-For) for the public writes.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.44" } });

const number = new Intl.NumberFormat("en-US");
const percent = (value: number | null) =>
  value === null ? "—" : `${(value * 100).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;

/** Irish calendar day, YYYY-MM-DD. */
const irishToday = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(new Date());

async function cellsOf(row: Locator): Promise<string[]> {
  return (await row.locator("th, td").allInnerTexts()).map((text) => text.trim());
}

/** A quote request, then staff's offer of `totalCents` sent: the booking and its link. */
async function sentOffer(request: APIRequestContext, token: string, totalCents: number) {
  const headers = { Authorization: `Bearer ${token}` };
  const firstName = unique("Funnel");
  const email = `${firstName.toLowerCase()}@example.com`;
  const quote = await request.post("/api/quote-requests", {
    data: {
      firstName,
      lastName: "Tester",
      email,
      programId: "general-english-cork",
      ageGroup: "26-35",
      duration: "2-weeks",
      startDate: "2031-09-01",
      gdprConsent: true,
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const found = await request.get(`/api/quote-requests?q=${encodeURIComponent(email)}`, {
    headers,
  });
  const [row] = ((await found.json()) as { items: { id: number }[] }).items;
  const draft = await request.post(`/api/admin/quote-requests/${row?.id}/offers`, {
    headers,
    data: {},
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const offer = (await draft.json()) as { id: number; bookingId: number; validUntil: string };
  const priced = await request.put(`/api/admin/offers/${offer.id}`, {
    headers,
    data: {
      startDate: "2031-09-01",
      endDate: "2031-09-12",
      validUntil: offer.validUntil,
      hoursPerWeek: 20,
      note: "",
      lines: [{ kind: "tuition", description: "Course", quantity: 1, unitCents: totalCents }],
    },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const { depositCents } = (await priced.json()) as { depositCents: number };
  const sent = await request.post(`/api/admin/offers/${offer.id}/send`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const { url } = (await sent.json()) as { url: string };
  return {
    bookingId: offer.bookingId,
    depositCents,
    token: new URL(url).pathname.split("/offers/")[1] as string,
  };
}

const figures = async (request: APIRequestContext, token: string, path: string) => {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return response.json();
};

async function funnelOnScreen(page: Page) {
  const rows = page
    .getByRole("region", { name: "Booking funnel table" })
    .getByRole("table")
    .locator("tbody tr");
  await expect(rows).toHaveCount(4);
  return Promise.all([0, 1, 2, 3].map(async (index) => cellsOf(rows.nth(index))));
}

test("the booking funnel and booked revenue on the analytics screen and the dashboard", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const before = (await figures(
    request,
    token,
    "/api/admin/analytics/bookings",
  )) as BookingAnalytics;

  // One offer declined; one accepted and its deposit recorded today.
  const declined = await sentOffer(request, token, 80000);
  expect((await request.post(`/api/offers/${declined.token}/decline`, { data: {} })).status()).toBe(
    200,
  );
  const booked = await sentOffer(request, token, 125050);
  const accepted = await request.post(`/api/offers/${booked.token}/accept`, {
    data: {
      passportName: "FUNNEL TESTER",
      dateOfBirth: "1994-06-01",
      nationality: "Irish",
      address: "1 Main Street, Cork",
      emergencyContact: { name: "Someone Else", phone: "+353 1 234 5678" },
      acceptTerms: true,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const paid = await request.post(`/api/admin/bookings/${booked.bookingId}/payments`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      amountCents: booked.depositCents,
      receivedOn: irishToday(),
      method: "bank-transfer",
      note: "",
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);

  // The API counts both quote requests, and the booking's total in this month's revenue.
  const after = (await figures(
    request,
    token,
    "/api/admin/analytics/bookings",
  )) as BookingAnalytics;
  expect(after.funnel.quoteRequests).toBeGreaterThanOrEqual(before.funnel.quoteRequests + 2);
  expect(after.funnel.offersSent).toBeGreaterThanOrEqual(before.funnel.offersSent + 2);
  expect(after.funnel.accepted).toBeGreaterThanOrEqual(before.funnel.accepted + 1);
  expect(after.funnel.confirmed).toBeGreaterThanOrEqual(before.funnel.confirmed + 1);
  expect(after.bookedCents).toBeGreaterThanOrEqual(before.bookedCents + 125050);
  expect(after.receivedCents).toBeGreaterThanOrEqual(before.receivedCents + booked.depositCents);

  // The analytics screen shows the same figures as the API (the default 12 weeks).
  await signIn(page);
  await page.goto("/admin/analytics");
  await expect(page.getByRole("heading", { name: "Quote → offer → booking" })).toBeVisible();
  await expect(async () => {
    await page.reload();
    const now = (await figures(
      request,
      token,
      "/api/admin/analytics/bookings",
    )) as BookingAnalytics;
    expect(await funnelOnScreen(page)).toEqual([
      ["Quote requests", number.format(now.funnel.quoteRequests), ""],
      ["Offers sent", number.format(now.funnel.offersSent), percent(now.funnel.offerRate)],
      ["Accepted", number.format(now.funnel.accepted), percent(now.funnel.acceptRate)],
      ["Confirmed (deposit)", number.format(now.funnel.confirmed), percent(now.funnel.confirmRate)],
    ]);
    const thisMonth = now.revenueByMonth.at(-1);
    const monthRow = page
      .getByRole("region", { name: "Booked revenue by month table" })
      .getByRole("table")
      .locator("tbody tr")
      .last();
    expect((await cellsOf(monthRow)).slice(1)).toEqual([
      number.format(thisMonth?.bookings ?? 0),
      formatCents(thisMonth?.bookedCents ?? 0),
      formatCents(thisMonth?.receivedCents ?? 0),
    ]);
    await expect(
      page
        .getByRole("region", { name: /^Bookings, / })
        .getByText(formatCents(now.bookedCents), { exact: true })
        .first(),
    ).toBeVisible();
  }).toPass({ timeout: 20_000 });
  await expect(
    page
      .getByRole("region", { name: "Booked revenue by program table" })
      .getByRole("row", { name: /General English Cork/ }),
  ).toBeVisible();
  await expect(
    page.getByRole("img", { name: /Bar chart of booked revenue and payments/ }),
  ).toBeVisible();

  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV: Booked revenue by month" }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(
    /^analytics-booked-revenue-by-month-[\d-]+_[\d-]+\.csv$/,
  );
  await expectNoAxeViolations(page);

  // The dashboard: this month's bookings and money, and the twelve weeks' conversion.
  await page.goto("/admin/dashboard");
  await expect(async () => {
    await page.reload();
    const { bookings } = (await figures(request, token, "/api/admin/dashboard")) as {
      bookings: DashboardBookings;
    };
    expect(bookings.bookingsThisMonth).toBeGreaterThanOrEqual(1);
    const cards = page.getByRole("region", { name: "Bookings this month" });
    await expect(
      cards.getByText(formatCents(bookings.bookedCentsThisMonth), { exact: true }).first(),
    ).toBeVisible();
    await expect(
      cards.getByText(formatCents(bookings.receivedCentsThisMonth), { exact: true }).first(),
    ).toBeVisible();
    await expect(cards.getByText(percent(bookings.funnel.bookingRate))).toBeVisible();
    await expect(page.getByTestId("booking-funnel-summary")).toContainText(
      `${bookings.funnel.quoteRequests} quote requests, ${bookings.funnel.offersSent} offers sent`,
    );
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);
});
