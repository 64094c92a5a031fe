import type { Page } from "@playwright/test";

/**
 * Scrolls down as a visitor does: `step` pixels at a time with a frame drawn in between, so
 * what passes by is drawn (decision 0020), until `to` or the bottom of the page.
 */
export function scrollDown(page: Page, step: number, to?: number): Promise<void> {
  return page.evaluate(
    async ({ step, to }) => {
      const limit = to ?? Number.POSITIVE_INFINITY;
      for (;;) {
        const before = window.scrollY;
        if (before >= limit) return;
        // Instant: the site scrolls smoothly, and a step must be where it says before the next.
        window.scrollTo({ top: Math.min(limit, before + step), behavior: "instant" });
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
        if (window.scrollY === before) return;
      }
    },
    { step, to: to ?? null },
  );
}
