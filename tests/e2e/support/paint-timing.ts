import type { Page } from "@playwright/test";
import { HERO_IMAGE_TIMING_NAME } from "../../../app/lib/hero-image";

/**
 * When the first paint and the hero picture's paint reached the screen, as the page's paint
 * timing reported them (the hero's is null on a page without one).
 */
export async function paintTiming(page: Page) {
  return page.evaluate(
    (timingName) =>
      new Promise<{ firstContentfulPaint: number; heroPaint: number | null }>((resolve) => {
        const hero = document.querySelector(`img[elementtiming="${timingName}"]`);
        const firstContentfulPaint =
          performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
        if (!hero) return resolve({ firstContentfulPaint, heroPaint: null });
        // Element timing is only given to an observer; its startTime is when it was shown.
        new PerformanceObserver((list) => {
          const heroEntry = list.getEntries().find((entry) => {
            return (entry as PerformanceEntry & { element: Element | null }).element === hero;
          });
          resolve({ firstContentfulPaint, heroPaint: heroEntry?.startTime ?? Number.NaN });
        }).observe({ type: "element", buffered: true });
      }),
    HERO_IMAGE_TIMING_NAME,
  );
}
