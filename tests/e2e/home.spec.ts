import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("home page", () => {
  test("is rendered on the server with the programs from the database", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Trinity CertTESOL 2026");
    expect(html).toContain("Junior Summer School Dublin");
  });

  test("lists programs and has no accessibility violations @phone", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "General English Cork" })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe("not-found page", () => {
  test("answers 404 with the path and a way home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText('The page "/no/such/page" could not be found.')).toBeVisible();
    await page.getByRole("link", { name: "Go to Homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("static assets", () => {
  test("hashed assets are cached for a year and served compressed", async ({ page, request }) => {
    await page.goto("/");
    const script = await page.locator('script[type="module"]').first().innerHTML();
    const asset = /\/assets\/[\w.-]+\.js/.exec(script)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset as string, {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("br");
  });
});
