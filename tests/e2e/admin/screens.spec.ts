import { expect, test } from "@playwright/test";
import { apiToken, E2E_ADMIN, expectNoAxeViolations, signIn, unique } from "./support";

const screens = [
  ["/admin", "Dashboard"],
  ["/admin/dashboard", "Dashboard"],
  ["/admin/leads", "Leads"],
  ["/admin/leads?tab=quotes", "Leads"],
  ["/admin/leads?tab=newsletter", "Leads"],
  ["/admin/bookings", "Bookings"],
  ["/admin/bookings?agency=none", "Bookings"],
  ["/admin/agencies", "Agencies"],
  ["/admin/settings/prices", "Price list"],
  ["/admin/inquiries", "Inquiries"],
  ["/admin/programs", "Programs"],
  ["/admin/programs/new", "Add New Program"],
  ["/admin/programs/general-english-cork/edit", "Edit General English Cork"],
  ["/admin/destinations", "Destinations"],
  ["/admin/students", "Students"],
  ["/admin/students?new=1", "Add student"],
  ["/admin/content", "Content"],
  ["/admin/content?new=1", "Content"],
  ["/admin/analytics", "Analytics"],
  ["/admin/emails", "E-mails"],
  ["/admin/emails?tab=subscribers", "E-mails"],
  ["/admin/emails?tab=outbox", "E-mails"],
] as const;

test.describe("every admin screen", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  for (const [path, heading] of screens) {
    test(`${path} renders for staff with no accessibility violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      // A modal dialog hides the page behind it: then its own title is the heading to find.
      await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex, nofollow",
      );
      await expectNoAxeViolations(page);
    });
  }

  test("an agency's screen renders for staff with no accessibility violations", async ({
    page,
  }) => {
    const login = await page.request.post("/api/admin/login", { data: E2E_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const name = unique("Screens Agency");
    const created = await page.request.post("/api/admin/agencies", {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, country: "Italy", email: "screens@example.com", commissionPercent: 9 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const response = await page.goto(`/admin/agencies/${id}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await page.goto("/admin/agencies/999999"))?.status()).toBe(404);
  });

  test("the dashboard shows real counts and a recent-activity feed", async ({ page }) => {
    await page.goto("/admin/dashboard");
    const totals = page.getByRole("region", { name: "Totals" });
    for (const label of ["Total Programs", "New Inquiries", "Quote Requests", "Newsletter Subs"]) {
      await expect(totals.getByText(label)).toBeVisible();
    }
    // The seed ships 11 active programs.
    await expect(totals.getByText("11", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
    // Signing in is not a change; but the feed exists and quick actions lead somewhere real.
    await page.getByRole("link", { name: "Add New Program" }).click();
    await expect(page).toHaveURL(/\/admin\/programs\/new$/);
  });
});

test("the dashboard fits a phone when its feed names a long e-mail address @phone", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "phone layout only");
  await signIn(page);
  const headers = { Authorization: `Bearer ${await apiToken(page.request)}` };
  const agency = await page.request.post("/api/admin/agencies", {
    headers,
    data: {
      name: unique("Feed Agency"),
      country: "Spain",
      email: "feed@example.com",
      commissionPercent: 10,
    },
  });
  expect(agency.status(), await agency.text()).toBe(201);
  const { id } = (await agency.json()) as { id: number };
  // One word wider than the feed's column on a phone, as a real address can be.
  const email = `${unique("maria.gonzalez.lopez.admissions").replaceAll("-", ".")}@example.com`;
  const invited = await page.request.post(`/api/admin/agencies/${id}/invitations`, {
    headers,
    data: { email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(email);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
