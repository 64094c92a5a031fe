import fs from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, signIn, unique } from "../admin/support";
import { createStaff } from "../admin-settings/helpers";

/** The leads-per-week table: one row per week, "Week of" first, then the counts. */
const leadsTable = (page: Page) =>
  page.getByRole("region", { name: "Leads per week table" }).getByRole("table");

async function cellsOf(row: Locator): Promise<string[]> {
  return (await row.locator("th, td").allInnerTexts()).map((text) => text.trim());
}

/** Waits until the charts (loaded after hydration) are drawn. */
async function chartsDrawn(page: Page) {
  await expect(
    page
      .getByRole("img", { name: /Bar chart of leads per week/ })
      .locator("svg")
      .first(),
  ).toBeVisible();
}

/** Irish calendar day `days` from today, YYYY-MM-DD. */
function irishDay(days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

test.describe("admin analytics", () => {
  test("shows the last 12 weeks, counts a new lead, downloads the table as CSV, passes axe", async ({
    page,
    request,
  }) => {
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Analytics" })
      .click();
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await chartsDrawn(page);

    // The default range: this week and the 11 before it, up to today.
    const rows = leadsTable(page).locator("tbody tr");
    await expect(rows).toHaveCount(12);
    await expect(page.getByLabel("To", { exact: true })).toHaveValue(irishDay());
    const before = await cellsOf(rows.last());

    // A lead sent on the public site (from an address of its own: the suite shares a limit).
    const marker = unique("Analytics");
    const sent = await request.post("/api/contact-inquiries", {
      headers: { "X-Forwarded-For": "203.0.113.61" },
      data: {
        name: marker,
        email: `${marker.toLowerCase()}@example.com`,
        subject: "Counting",
        message: "Is this counted on the analytics screen?",
        gdprConsent: true,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await page.reload();
    await chartsDrawn(page);
    const after = await cellsOf(rows.last());
    expect(after[0]).toBe(before[0]); // the same week
    expect(Number(after[1])).toBe(Number(before[1]) + 1); // contact inquiries
    expect(Number(after[4])).toBe(Number(before[4]) + 1); // total

    await expectNoAxeViolations(page);

    // The CSV holds the same weeks and the same counts as the table.
    const from = await page.getByLabel("From", { exact: true }).inputValue();
    const to = await page.getByLabel("To", { exact: true }).inputValue();
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV: Leads per week" }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`analytics-leads-per-week-${from}_${to}.csv`);
    const lines = fs
      .readFileSync((await file.path()) as string, "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      "Week starting,Contact inquiries,Quote requests,Newsletter sign-ups,Total",
    );
    expect(lines).toHaveLength(13);
    expect(lines[12]?.split(",").slice(1)).toEqual(after.slice(1));
  });

  test("a chosen range lists its weeks; a reversed or too long range explains what is wrong", async ({
    page,
  }) => {
    await signIn(page, undefined, "/admin/analytics");
    await page.getByLabel("From", { exact: true }).fill("2026-09-01");
    await page.getByLabel("To", { exact: true }).fill("2026-09-30");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/from=2026-09-01&to=2026-09-30/);
    // Tuesday 1 to Wednesday 30 September: the weeks of Monday 31 August to Monday 28 September,
    // written the Irish way (issue 34).
    const weeks = leadsTable(page).locator("tbody th");
    await expect(weeks).toHaveText([
      "31 Aug 2026",
      "7 Sep 2026",
      "14 Sep 2026",
      "21 Sep 2026",
      "28 Sep 2026",
    ]);
    await expect(page.getByRole("link", { name: "Download CSV: Page views" })).toHaveAttribute(
      "href",
      "/api/admin/analytics/csv/page-views?from=2026-09-01&to=2026-09-30",
    );

    await page.getByLabel("From", { exact: true }).fill("2026-10-01");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(
      page.getByText("The end date must be on or after the start date.").first(),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Check the dates");
    await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("region", { name: "Leads per week table" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto("/admin/analytics?from=2022-01-01&to=2026-01-02");
    await expect(
      page.getByText("Choose at most 2 years between the start and end dates.").first(),
    ).toBeVisible();

    await page.getByRole("link", { name: "Last 12 weeks" }).click();
    await expect(leadsTable(page).locator("tbody tr")).toHaveCount(12);
  });

  test("editors see analytics too; without a session the screen and the CSV are refused", async ({
    page,
    request,
    browser,
  }) => {
    const editor = await createStaff(request, "editor", "Analytics Editor");
    await signIn(page, editor);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Analytics" })
      .click();
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await expect(leadsTable(page).locator("tbody tr")).toHaveCount(12);

    const anonymous = await browser.newContext();
    const stranger = await anonymous.newPage();
    await stranger.goto("/admin/analytics");
    await expect(stranger).toHaveURL(/\/admin\/login/);
    const csv = await anonymous.request.get("/api/admin/analytics/csv/leads-per-week");
    expect(csv.status()).toBe(401);
    await anonymous.close();
  });

  test("on a phone the screen fits, its tables scroll in their own regions, and passes axe @phone", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "The menu button exists on small screens only");
    await signIn(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Analytics" })
      .click();
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();
    await chartsDrawn(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // A table wider than the phone scrolls inside a focusable, named region.
    const region = page.getByRole("region", { name: "Page views table" });
    await expect(region).toHaveAttribute("tabindex", "0");
    const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(scrolls).toBe(true);
    await expectNoAxeViolations(page);
  });
});
