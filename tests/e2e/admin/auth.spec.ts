import { expect, test } from "@playwright/test";
import {
  E2E_ADMIN,
  expectNoAxeViolations,
  expectToast,
  signIn,
  signInThroughForm,
} from "./support";

test.describe("admin sign-in", () => {
  test("wrong credentials say Login Failed; right ones land on the dashboard", async ({ page }) => {
    await page.goto("/admin/login");
    await expectNoAxeViolations(page);
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectToast(page, "Login Failed", "Please check your credentials and try again");
    await expect(page).toHaveURL(/\/admin\/login/);

    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expectToast(page, "Login Successful", "Welcome to Clover English Admin Dashboard");
    await expect(page.getByTestId("admin-user").first()).toBeVisible();
  });

  test("an admin page without a session goes to login and comes back after", async ({ page }) => {
    const response = await page.goto("/admin/leads?tab=quotes");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fleads%3Ftab%3Dquotes/);
    expect(response?.status()).toBe(200);
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?tab=quotes$/);
    await expect(page.getByRole("tab", { name: "Quote Requests" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("the server refuses admin pages without a session and never caches them", async ({
    request,
  }) => {
    const response = await request.get("/admin/students", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/admin/login?next=%2Fadmin%2Fstudents");
    const login = await request.get("/admin/login");
    expect(login.headers()["cache-control"]).toBe("no-store");
    expect(login.headers()["x-robots-tag"]).toContain("noindex");
    expect(await login.text()).toContain('name="robots" content="noindex, nofollow"');
  });

  test("signed in, the login page goes to the dashboard; logout says so", async ({ page }) => {
    // A session of its own: logging out must not end the one other tests reuse.
    await signInThroughForm(page);
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL(/\/admin\/login\?loggedOut=1$/);
    await expectToast(page, "Logged Out", "You have been successfully logged out.");
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
  });

  test("keyboard only: sign in without a mouse", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Username").focus();
    await page.keyboard.type(E2E_ADMIN.username);
    await page.keyboard.press("Tab");
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("five failed sign-ins in a row are throttled, and the page says for how long", async ({
    browser,
  }) => {
    // An address and a username of its own: the admin account and the suite's address keep
    // their allowance.
    const context = await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.77" },
    });
    const page = await context.newPage();
    await page.goto("/admin/login");
    const attempt = async () => {
      await page.getByLabel("Username").fill("someone.guessing");
      await page.getByLabel("Password").fill("not-a-real-password");
      await page.getByRole("button", { name: "Sign in" }).click();
    };
    for (let failure = 1; failure <= 5; failure += 1) {
      await attempt();
      await expectToast(page, "Login Failed", "Please check your credentials and try again");
      await page.getByRole("button", { name: "Close notification" }).click();
      await expect(page.getByTestId("toast")).toHaveCount(0);
    }
    await attempt();
    // The window slides in one-minute buckets: the first failure leaves it 14–15 minutes on.
    await expectToast(page, "Too many attempts");
    await expect(page.getByTestId("toast")).toContainText(
      /Too many failed sign-ins\. Please try again in 1[45] minutes\./,
    );
    await expect(page).toHaveURL(/\/admin\/login/);
    await context.close();
  });

  test("the sidebar collapses to a menu button on a phone @phone", async ({ page }) => {
    test.skip(test.info().project.name !== "phone", "phone layout only");
    await signIn(page);
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar).toBeHidden();
    const menu = page.getByRole("button", { name: "Open menu" });
    await expect(menu).toBeVisible();
    await menu.click();
    await page.getByRole("link", { name: "Students" }).click();
    await expect(page).toHaveURL(/\/admin\/students$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
