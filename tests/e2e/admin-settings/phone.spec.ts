import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "../admin/support";

test("on a phone the menu leads to settings, the audit trail and privacy, each usable @phone", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "The menu button exists on small screens only");
  await signIn(page);
  for (const [link, heading] of [
    ["Settings", "Settings"],
    ["Audit trail", "Audit trail"],
    ["Privacy (GDPR)", "Privacy (GDPR)"],
  ] as const) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    // Wide tables scroll inside their card; the page itself never scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, link).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
});
