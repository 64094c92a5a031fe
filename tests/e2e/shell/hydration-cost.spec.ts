import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/hydration";

/**
 * The first `Intl.DateTimeFormat` or `Intl.NumberFormat` of a page loads ICU's data for its
 * locale: 13–48 ms in one piece, which React cannot cut while it hydrates a component. Public
 * pages format with app/lib/format.ts and app/lib/date-format.ts instead (decisions 0019, 0021).
 * The pages below are those that show dates, prices, figures or measures, in the languages
 * whose data the browser does not load for itself.
 */
const pages = [
  "/es",
  "/fr/programs",
  "/de/programs/cert-tesol",
  "/es/programs/clover-summer-galway",
  "/fr/quote",
  "/de/destinations/dublin",
  "/es/destinations/galway?tab=attractions",
  "/fr/activities",
  "/de/about",
  "/es/blog",
  "/fr/privacy-policy",
  "/de/contact",
];

for (const path of pages) {
  test(`${path} loads no ICU data while it hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      const created: string[] = [];
      Object.assign(window, { intlCreated: created });
      for (const name of ["DateTimeFormat", "NumberFormat", "ListFormat", "RelativeTimeFormat"]) {
        const original = (Intl as unknown as Record<string, new (...args: unknown[]) => object>)[
          name
        ];
        if (!original) continue;
        const counted = function (this: unknown, ...args: unknown[]) {
          if (!document.documentElement.hasAttribute("data-hydrated")) created.push(name);
          return new original(...args);
        };
        Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
      }
    });
    await gotoHydrated(page, path);
    expect(
      await page.evaluate(() => (window as unknown as { intlCreated: string[] }).intlCreated),
    ).toEqual([]);
  });
}
