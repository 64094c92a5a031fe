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
        // Instant, whatever the page asks for: a step must be where it says before the next.
        window.scrollTo({ top: Math.min(limit, before + step), behavior: "instant" });
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
        if (window.scrollY === before) return;
      }
    },
    { step, to: to ?? null },
  );
}

export interface ScrollFrame {
  path: string;
  y: number;
}

/**
 * Records the scroll position and the path at every frame the page draws, from now until the
 * returned function is called (and a few frames more, so a scroll that has just begun shows).
 * The recording lives in the page: it spans navigations in the browser, not page loads.
 */
export async function recordScrollFrames(page: Page): Promise<() => Promise<ScrollFrame[]>> {
  await page.evaluate(() => {
    const frames: { path: string; y: number }[] = [];
    const state = { frames, stop: false };
    Object.assign(window, { scrollFrames: state });
    const sample = () => {
      frames.push({ path: location.pathname, y: Math.round(window.scrollY) });
      if (!state.stop) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () =>
    page.evaluate(async () => {
      const state = (
        window as unknown as { scrollFrames: { frames: ScrollFrame[]; stop: boolean } }
      ).scrollFrames;
      for (let frame = 0; frame < 5; frame++) await new Promise(requestAnimationFrame);
      state.stop = true;
      return state.frames;
    });
}
