import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../support/hydration";
import { dismissCookies, localized, programTitles } from "./support";

const cards = (page: Page) => page.locator("[data-program]");
const count = (page: Page) => page.getByTestId("result-count");
/** What "professional" shows, from the age-group filter or the Programs menu: the adult programs. */
const professionalPrograms = [
  "exam-preparation",
  "executive-education",
  "general-english-cork",
  "personalised-programmes",
].sort();

async function shownIds(page: Page): Promise<string[]> {
  return (
    await cards(page).evaluateAll((items) =>
      items.map((item) => item.getAttribute("data-program") ?? ""),
    )
  ).sort();
}

test.describe("/programs listing", () => {
  test("lists every program with hero, statistics, categories and calls to action", async ({
    page,
  }) => {
    await page.goto("/programs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Find the English program that fits you",
    );
    for (const figure of ["16", "15,000+", "50+", "25+", "3"]) {
      await expect(page.getByRole("region", { name: "Clover English in numbers" })).toContainText(
        figure,
      );
    }
    await expect(count(page)).toHaveText("11 programs match");
    await expect.poll(() => shownIds(page)).toEqual(Object.keys(programTitles).sort());
    await expect(page.getByRole("link", { name: /Adult Programs/ })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Why study with Clover English" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute(
      "href",
      "/quote",
    );
    await expect(
      page.getByRole("region", { name: /Not sure/ }).getByRole("link", { name: "Contact Us" }),
    ).toHaveAttribute("href", "/contact");
  });

  test("cards link to the quote with the program preset and to the program page", async ({
    page,
  }) => {
    await page.goto("/es/programs");
    const card = page.locator('[data-program="cert-tesol"]');
    await expect(card.getByRole("link", { name: /Pedir presupuesto/ })).toHaveAttribute(
      "href",
      "/es/quote?program=cert-tesol",
    );
    await expect(card.getByRole("link", { name: /Más información/ })).toHaveAttribute(
      "href",
      "/es/programs/cert-tesol",
    );
    await card.getByRole("link", { name: /Más información/ }).click();
    await expect(page).toHaveURL(/\/es\/programs\/cert-tesol$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trinity CertTESOL 2026");
  });

  test("the server filters before sending the HTML (age group applied for real)", async ({
    request,
  }) => {
    const html = await (await request.get("/programs?ageGroup=junior")).text();
    expect(html).toContain("7 programs match");
    expect(html).toContain("High School Integration Cork");
    expect(html).not.toContain('data-program="general-english-cork"');
    expect(html).not.toContain('data-program="cert-tesol"');
    const adults = await (await request.get("/programs?ageGroup=adult")).text();
    expect(adults).not.toContain('data-program="junior-summer-dublin"');
    expect(adults).toContain('data-program="high-school-integration-cork"'); // ages 15–18
  });

  test("each select filters at once and puts the filter in the URL", async ({ page }) => {
    // Filtering as the visitor chooses is the script's (without it the form is a GET form,
    // tested below): start from the hydrated page, or a choice made before could be lost.
    await gotoHydrated(page, "/programs");
    await dismissCookies(page);

    await page.getByLabel("Category", { exact: true }).selectOption("teacher");
    await expect(page).toHaveURL(/\/programs\?category=teacher$/);
    await expect.poll(() => shownIds(page)).toEqual(["cert-tesol"]);
    await expect(count(page)).toHaveText("1 program matches");

    await page.getByLabel("Category", { exact: true }).selectOption("");
    await page.getByLabel("Location", { exact: true }).selectOption("Galway");
    await expect(page).toHaveURL(/\/programs\?location=Galway$/);
    await expect
      .poll(() => shownIds(page))
      .toEqual(["clover-summer-galway", "personalised-programmes", "teacher-training"].sort());

    await page.getByLabel("Location", { exact: true }).selectOption("");
    await page.getByLabel("Age group", { exact: true }).selectOption("professional");
    await expect(page).toHaveURL(/\/programs\?ageGroup=professional$/);
    await expect.poll(() => shownIds(page)).toEqual(professionalPrograms);

    await page.getByLabel("Age group", { exact: true }).selectOption("junior");
    await expect(page).toHaveURL(/ageGroup=junior/);
    await expect(count(page)).toHaveText("7 programs match");
    await expect(page.locator('[data-program="general-english-cork"]')).toHaveCount(0);

    await page.getByLabel("Age group", { exact: true }).selectOption("");
    await page.getByLabel("Season", { exact: true }).selectOption("summer");
    await expect(page).toHaveURL(/\/programs\?season=summer$/);
    await expect
      .poll(() => shownIds(page))
      .toEqual(["clover-summer-dublin", "clover-summer-galway", "junior-summer-dublin"].sort());

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(count(page)).toHaveText("11 programs match");
    await expect(page.getByLabel("Season", { exact: true })).toHaveValue("");
  });

  test("category cards set the category filter and keep the others", async ({ page }) => {
    await page.goto("/programs?location=Cork");
    await dismissCookies(page);
    await page.getByRole("link", { name: /Adult Programs/ }).click();
    await expect(page).toHaveURL(/\/programs\?category=adult&location=Cork$/);
    await expect
      .poll(() => shownIds(page))
      .toEqual(["exam-preparation", "general-english-cork", "personalised-programmes"].sort());
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue("adult");
    await expect(page.getByRole("link", { name: /Adult Programs/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("the Programs menu presets work, professional meaning the adult programs", async ({
    page,
  }) => {
    await page.goto("/programs?category=professional");
    await expect.poll(() => shownIds(page)).toEqual(professionalPrograms);
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue("professional");

    await page.goto("/programs?category=junior&season=summer");
    await expect
      .poll(() => shownIds(page))
      .toEqual(["clover-summer-dublin", "clover-summer-galway", "junior-summer-dublin"].sort());
    await page.goto("/programs?category=junior&location=Dublin");
    await expect
      .poll(() => shownIds(page))
      .toEqual(["clover-summer-dublin", "junior-summer-dublin", "mini-stay-dublin"].sort());
    await page.goto("/programs?season=year-round&category=erasmus");
    await expect.poll(() => shownIds(page)).toEqual(["teacher-training"]);
  });

  test("no match shows the empty state, and Clear All Filters resets everything", async ({
    page,
  }) => {
    await page.goto("/programs?category=teacher&location=Galway&ageGroup=adult&season=summer");
    await expect(page.getByRole("heading", { name: "No Programs Found" })).toBeVisible();
    await expect(
      page.getByText("No programs match your current filters. Try adjusting your selection."),
    ).toBeVisible();
    await expect(count(page)).toHaveText("0 programs match");
    await page.getByRole("link", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(count(page)).toHaveText("11 programs match");
    for (const label of ["Category", "Location", "Age group", "Season"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    }
  });

  test("unknown filter values are ignored", async ({ page }) => {
    await page.goto("/programs?category=astronauts&location=Paris");
    await expect(count(page)).toHaveText("11 programs match");
  });

  test("is localized in every language", async ({ page }) => {
    const expected = {
      es: "11 programas coinciden",
      fr: "11 programmes correspondent",
      de: "11 passende Programme",
    };
    for (const [lang, text] of Object.entries(expected)) {
      await page.goto(localized(lang, "/programs"));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByTestId("result-count")).toHaveText(text);
    }
  });
});

test.describe("/programs without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form is a plain GET form", async ({ page }) => {
    await page.goto("/programs");
    await page.getByLabel("Location", { exact: true }).selectOption("Cork");
    await page.getByLabel("Age group", { exact: true }).selectOption("adult");
    await page.getByRole("button", { name: "Show programs" }).click();
    await expect(page).toHaveURL(/location=Cork/);
    await expect(page).toHaveURL(/ageGroup=adult/);
    await expect
      .poll(() => shownIds(page))
      .toEqual(
        [
          "cert-tesol",
          "exam-preparation",
          "general-english-cork",
          "high-school-integration-cork",
          "personalised-programmes",
          "teacher-training",
        ].sort(),
      );
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(count(page)).toHaveText("11 programs match");
  });
});
