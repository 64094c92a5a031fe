import { expect, type Page } from "@playwright/test";

/**
 * Opens a public page and waits until React has hydrated it (decision 0013: scripts start at the
 * load event). Tests of what only the script does (client-side validation, toasts, live search)
 * start from here; a click before hydration gets the no-JavaScript behaviour instead.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
}
