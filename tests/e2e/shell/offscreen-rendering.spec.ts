import { expect, type Page, test } from "@playwright/test";

/**
 * Decision 0020: every section of a public page but the first, and the footer, are styled, laid
 * out and painted only when they come near the screen (`content-visibility: auto`). What the
 * visitor sees must not change: the first screen is drawn at once, a section is drawn before it
 * scrolls into view, nothing moves while scrolling, and a link to a section lands on it.
 */

const phone = { width: 390, height: 844 };

/** Whether the browser is drawing the element now (false while `content-visibility` skips it). */
function drawn(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate(
      // checkVisibility's option is newer than TypeScript's DOM types here.
      (element) =>
        (element.checkVisibility as (options: { contentVisibilityAuto: boolean }) => boolean)({
          contentVisibilityAuto: true,
        }),
    );
}

test.use({ viewport: phone });

/** Scrolls to the bottom as a visitor flicks: half a screen at a time, a frame drawn in between. */
async function scrollThrough(page: Page) {
  for (;;) {
    const moved = await page.evaluate(async (step) => {
      const before = window.scrollY;
      window.scrollBy(0, step);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      return window.scrollY !== before;
    }, phone.height / 2);
    if (!moved) return;
  }
}

for (const path of ["/", "/programs", "/about", "/es/activities", "/destinations/dublin"]) {
  test(`${path}: off-screen parts wait, the first screen is drawn, nothing moves while scrolling`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    expect(await drawn(page, "main h1")).toBe(true);
    expect(await drawn(page, "#site-footer footer a")).toBe(false);
    await scrollThrough(page);
    await expect.poll(() => drawn(page, "#site-footer footer a")).toBe(true);
    const total = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    expect(total).toBeLessThan(0.01);
  });
}

test("a link to a section further down lands on that section", async ({ page }) => {
  await page.goto("/about#accreditation");
  const heading = page.locator("#accreditation h2");
  await expect(heading).toBeInViewport();
  // And it is still there once the sections above it have been drawn at their real height.
  await page.waitForTimeout(300);
  await expect(heading).toBeInViewport();
});
