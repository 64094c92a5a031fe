import type { Page } from "@playwright/test";

/** Clicks a link of the site header's main navigation, by its exact name. */
export function clickHeaderLink(page: Page, name: string): Promise<void> {
  return page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name, exact: true })
    .click();
}
