import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const pages = [
  "/about",
  "/accreditations",
  "/faq",
  "/contact",
  "/privacy-policy",
  "/cookie-policy",
  "/terms-conditions",
];
const prefixes = ["", "/es", "/fr", "/de"];

for (const prefix of prefixes) {
  test.describe(`information pages in ${prefix || "/en"}`, () => {
    for (const path of pages) {
      test(`${prefix}${path} has no accessibility violations`, async ({ page }) => {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations).toEqual([]);
      });
    }
  });
}

test("the FAQ's open accordion, no-results state and contact errors pass axe too", async ({
  page,
}) => {
  await page.goto("/faq");
  await page.getByRole("button", { name: "How many students are in a class?" }).click();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("searchbox").fill("zzzz");
  await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please correct the 5 highlighted fields.")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
