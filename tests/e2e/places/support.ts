import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const languages = ["", "/es", "/fr", "/de"] as const;

/** No axe violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}
