import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { layoutShiftTotal, recordLayoutShifts } from "../support/layout-shifts";
import { scrollDown } from "../support/scrolling";

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

for (const path of ["/", "/programs", "/about", "/es/activities", "/destinations/dublin"]) {
  test(`${path}: off-screen parts wait, the first screen is drawn, nothing moves while scrolling`, async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    expect(await drawn(page, "main h1")).toBe(true);
    expect(await drawn(page, "#site-footer footer a")).toBe(false);
    // A visitor's flicks: half a screen at a time.
    await scrollDown(page, phone.height / 2);
    await expect.poll(() => drawn(page, "#site-footer footer a")).toBe(true);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });
}

/** Waits until the page has stopped scrolling (the site scrolls smoothly to a fragment). */
async function scrollingSettles(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

test("a page opened at a fragment lands on that section", async ({ page }) => {
  await page.goto("/about#accreditation");
  await scrollingSettles(page);
  await expect(page.locator("#accreditation h2")).toBeInViewport();
});

test("a link to a section further down the same page lands on it", async ({ page }) => {
  await page.goto("/faq");
  await page.locator('a[href="#faq-payments"]').first().click();
  await scrollingSettles(page);
  await expect(page.locator("h2#faq-payments")).toBeInViewport();
});

/**
 * What is inside a skipped section is still laid out when a tool asks where it is; with a
 * placeholder shorter than the section, its text landed on the next section's box and axe (as
 * Lighthouse runs it: a phone, not scrolled) judged the footer's links white on white. The
 * placeholders are taller than the sections, so the page as first loaded passes as it is.
 */
const lighthousePhone = { width: 412, height: 823 };
const everyKindOfPage = [
  "/",
  "/programs",
  "/programs/cert-tesol",
  "/quote",
  "/destinations/dublin",
  "/activities",
  "/faq",
  "/contact",
  "/about",
  "/blog",
];
// German has the longest texts, so the tallest sections.
for (const path of [
  ...everyKindOfPage,
  ...everyKindOfPage.map((page) => `/de${page === "/" ? "" : page}`),
]) {
  test(`${path}: axe finds nothing on the first load of a phone, before any scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(lighthousePhone);
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
    ).toEqual([]);
  });
}
