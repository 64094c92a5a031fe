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
/**
 * Every page in English, and every page again in one other language (each language takes every
 * third page): a translation shares its page's markup, so what it can break (the document's
 * language, longer labels, names of controls) shows on any page of that language, and auditing
 * each page in all four cost a minute of the suite's time budget for nothing more.
 */
const audited = [
  ...pages,
  ...pages.map((path, index) => `${["/es", "/fr", "/de"][index % 3]}${path}`),
];

test.describe("information pages", () => {
  for (const url of audited) {
    test(`${url} has no accessibility violations`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });
  }
});

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
