import { expect, test } from "@playwright/test";
import { clickHeaderLink } from "../support/header";
import { gotoHydrated } from "../support/hydration";
import { recordScrollFrames, scrollDown } from "../support/scrolling";

/**
 * Scrolling is instant unless the visitor asks to move within the page (app/lib/motion.ts):
 * every frame is checked, because a smooth scroll ends where an instant one does.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const positions = (frames: { y: number }[]) => [...new Set(frames.map((frame) => frame.y))];

test("a new page opens at its top, not scrolling up from where the last one was left", async ({
  page,
}) => {
  await gotoHydrated(page, "/programs");
  await scrollDown(page, 400, 2200);
  const frames = await recordScrollFrames(page);
  await clickHeaderLink(page, "FAQ");
  await expect(page).toHaveURL(/\/faq$/);
  // Watched as long as the smooth slide up took (about 600 ms): no frame of it may show.
  await page.waitForTimeout(700);
  // The programs where they were until the FAQ is drawn, then the FAQ at its top.
  expect(positions(await frames())).toEqual([2200, 0]);
});

test("Back puts the visitor where they were at once", async ({ page }) => {
  await gotoHydrated(page, "/programs");
  await scrollDown(page, 400, 2200);
  await clickHeaderLink(page, "FAQ");
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const frames = await recordScrollFrames(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/programs$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2200);
  // The FAQ at its top until the programs are drawn, then the programs where they were.
  expect(positions(await frames())).toEqual([0, 2200]);
});

test("a link to a section of the same page scrolls there smoothly", async ({ page }) => {
  await gotoHydrated(page, "/faq");
  const frames = await recordScrollFrames(page);
  await page.locator('a[href="#faq-payments"]').first().click();
  await expect(page.locator("h2#faq-payments")).toBeInViewport();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains("smooth-scroll")))
    .toBe(false);
  const target = await page.evaluate(() => window.scrollY);
  const between = (await frames()).filter((frame) => frame.y > 0 && frame.y < target);
  expect(between.length).toBeGreaterThan(2);
});

test("with reduced motion the same link jumps", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/faq");
  const frames = await recordScrollFrames(page);
  await page.locator('a[href="#faq-payments"]').first().click();
  await expect(page.locator("h2#faq-payments")).toBeInViewport();
  const target = await page.evaluate(() => window.scrollY);
  expect(target).toBeGreaterThan(0);
  expect(positions(await frames())).toEqual([0, target]);
});

test("the scroll-to-top button glides up, and jumps with reduced motion", async ({ page }) => {
  const toTop = page.getByRole("button", { name: "Back to top" });
  await gotoHydrated(page, "/programs");
  await scrollDown(page, 400, 2000);
  let frames = await recordScrollFrames(page);
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect((await frames()).filter((frame) => frame.y > 0 && frame.y < 2000).length).toBeGreaterThan(
    2,
  );

  await page.emulateMedia({ reducedMotion: "reduce" });
  await scrollDown(page, 400, 2000);
  frames = await recordScrollFrames(page);
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(positions(await frames())).toEqual([2000, 0]);
});
