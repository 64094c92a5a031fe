/**
 * Attributes of a page's hero picture, the largest thing its first screen paints: fetched before
 * other pictures, and named for the browser's element timing, so that the page's scripts and
 * web fonts can wait until it has reached the screen (app/lib/page-shown.ts). Element
 * timing rather than the largest-paint entries: Chromium leaves a picture that fills the screen,
 * or one with little detail per pixel (a small SVG drawn large), out of those.
 */
export const HERO_IMAGE_TIMING_NAME = "hero";

export const heroImageAttributes = {
  fetchPriority: "high",
  // Not in React's types; React writes an unknown lowercase attribute as it is.
  elementtiming: HERO_IMAGE_TIMING_NAME,
} as const;
