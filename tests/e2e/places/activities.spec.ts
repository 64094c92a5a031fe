import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, languages } from "./support";

async function countCards(page: Page, heading: string) {
  const section = page.getByRole("region", { name: heading });
  return section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
}

test.describe("activities page", () => {
  test("starts on Dublin with 8 half-day and 5 full-day cards", async ({ page }) => {
    await page.goto("/activities");
    await expect(page.getByRole("tab", { name: "Dublin" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(await countCards(page, "Half-day activities in Dublin")).toHaveCount(8);
    await expect(await countCards(page, "Full-day excursions from Dublin")).toHaveCount(5);
    const card = page.locator('[data-excursion="book-of-kells"]');
    await expect(card).toContainText("Half-Day");
    await expect(card).toContainText("Historical");
    await expect(card).toContainText("The Long Room library");
    await expect(card).toContainText("Best for: History lovers and first-time visitors");
  });

  test("the city tabs switch the lists and live in the URL", async ({ page }) => {
    await page.goto("/activities");
    await page.getByRole("tab", { name: "Cork" }).click();
    await expect(page).toHaveURL(/\/activities\?city=cork$/);
    await expect(await countCards(page, "Half-day activities in Cork")).toHaveCount(6);
    await expect(await countCards(page, "Full-day excursions from Cork")).toHaveCount(4);

    // Before hydration the tabs are links (the click above may have loaded the page anew); the
    // arrow keys are the script's (decision 0013).
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.getByRole("tab", { name: "Cork" }).press("ArrowRight");
    await expect(page).toHaveURL(/\?city=galway$/);
    await expect(page.getByRole("tab", { name: "Galway" })).toBeFocused();
    await expect(await countCards(page, "Half-day activities in Galway")).toHaveCount(6);
    await expect(await countCards(page, "Full-day excursions from Galway")).toHaveCount(5);

    await page.keyboard.press("Home");
    await expect(page).toHaveURL(/\/activities$/);
    await expect(await countCards(page, "Half-day activities in Dublin")).toHaveCount(8);
  });

  test("evening activities, seasonal add-ons, safety and the links", async ({ page }) => {
    await page.goto("/activities?city=galway");
    const evening = page.getByRole("region", { name: "Evening and on-campus activities" });
    await expect(evening.getByRole("heading", { level: 3 })).toHaveText([
      "Irish sports taster",
      "Drama workshop",
      "Creative writing",
      "STEM challenge",
      "Photography walk",
      "Quiz night",
    ]);
    const seasonal = page.getByRole("region", { name: "Seasonal add-ons" });
    await expect(seasonal.getByRole("heading", { level: 3 })).toHaveText([
      "Summer",
      "Autumn and winter",
      "Spring",
    ]);
    await expect(page.getByRole("region", { name: "Safety and supervision" })).toContainText(
      "Students under 18 drink soft drinks only on any pub-type visit, such as a trad music session.",
    );
    await expect(page.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/quote");
    await page.getByRole("main").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("an unknown city in the URL shows Dublin", async ({ page }) => {
    await page.goto("/activities?city=atlantis");
    await expect(page.getByRole("tab", { name: "Dublin" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  for (const prefix of languages) {
    test(`has no accessibility violations (${prefix || "/en"}) @phone`, async ({ page }) => {
      await page.goto(`${prefix}/activities?city=cork`);
      await expectAccessible(page);
    });
  }
});

test.describe("activities page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the city tabs are plain links", async ({ page }) => {
    await page.goto("/activities");
    await page.getByRole("tab", { name: "Galway" }).click();
    await expect(page).toHaveURL(/\?city=galway$/);
    await expect(await countCards(page, "Full-day excursions from Galway")).toHaveCount(5);
  });
});
