import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../support/hydration";
import { paintTiming } from "../support/paint-timing";

/**
 * Decision 0019: a web font arriving while a page starts made the browser restyle and lay out
 * every line again. The first page of a visit uses the metric-matched fallbacks and fetches the
 * fonts only after it has loaded; pages after it use them from the cache.
 */

const fontFetches = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return {
      loadEventStart: navigation?.loadEventStart ?? 0,
      fonts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith(".woff2"))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    };
  });

const bodyFont = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(",")[0]);

test("the first page of a visit fetches its fonts only after load, and keeps the fallbacks", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/web-fonts/);
  expect(await bodyFont(page)).toBe('"Figtree Fallback: Arial"');
  // Fetched once the browser is idle after the page has been shown: both families, none before
  // load, the first paint or the hero's paint (app/lib/page-shown.ts).
  await expect
    .poll(async () => (await fontFetches(page)).fonts.length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  const { loadEventStart, fonts } = await fontFetches(page);
  const paints = await paintTiming(page);
  expect(paints.heroPaint).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.startTime, font.name).toBeGreaterThanOrEqual(loadEventStart);
    expect(font.startTime, font.name).toBeGreaterThan(paints.firstContentfulPaint);
    expect(font.startTime, font.name).toBeGreaterThan(paints.heroPaint ?? Number.NaN);
  }
  expect(fonts.map((font) => font.name).join(" ")).toMatch(/figtree-latin-wght/);
  expect(fonts.map((font) => font.name).join(" ")).toMatch(/fraunces-latin-wght/);
  // Still the fallbacks on this page: nothing the visitor is reading changes typeface.
  expect(await bodyFont(page)).toBe('"Figtree Fallback: Arial"');

  // The next page opened from this one uses the fonts, from the cache, from its first paint.
  await page.goto("/faq", { referer: `${baseURL}/` });
  await expect(page.locator("html")).toHaveClass(/web-fonts/);
  expect(await bodyFont(page)).toBe('"Figtree Variable"');
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS(
    "font-family",
    /^"Fraunces Variable"/,
  );
});

test("a navigation in the browser turns the fonts on once they are here", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.fonts.check('1em "Figtree Variable"') &&
          document.fonts.check('1em "Fraunces Variable"'),
      ),
    )
    .toBe(true);
  await expect(page.locator("html")).not.toHaveClass(/web-fonts/);
  await page.locator('main a[href="/programs"]').first().click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.locator("html")).toHaveClass(/web-fonts/);
  expect(await bodyFont(page)).toBe('"Figtree Variable"');
});

test("without JavaScript the fallbacks are used and nothing else changes", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/programs");
  await expect(page.locator("html")).not.toHaveClass(/web-fonts/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS(
    "font-family",
    /^"Fraunces Fallback: Georgia"/,
  );
  await context.close();
});
