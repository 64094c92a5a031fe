/**
 * Issue 32 in the admin, in real Chromium: a booking accepted through the real pipeline (offer
 * sent, accepted on the person's link) shows the invoice acceptance issued on its page; a change
 * of +€120 issues a difference invoice and a reduction a credit note, each named after the
 * redirect, with the new balance; an empty description is refused beside the field and keeps the
 * amount typed; the invoices list finds the booking's documents. Axe-checked. The change form
 * also works without JavaScript (a plain post, 303 back to the page).
 */
import { expect, type Page, test } from "@playwright/test";
import { formatCents } from "../../shared/format/money";
import { expectNoAxeViolations, signIn } from "./admin/support";
import { ADULT_BIRTHDAY, type SentOffer, sendOffer } from "./offers/support";
import { gotoHydrated } from "./support/hydration";

// An address of its own (the e2e server trusts X-Forwarded-For) for the public writes.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.132" } });

async function acceptedBooking(page: Page): Promise<SentOffer> {
  const offer = await sendOffer(page.request);
  const accepted = await page.request.post(`/api/offers/${offer.token}/accept`, {
    data: {
      passportName: `${offer.firstName.toUpperCase()} TESTER`,
      dateOfBirth: ADULT_BIRTHDAY,
      nationality: "Spanish",
      address: "Calle Mayor 1, Madrid",
      emergencyContact: { name: "Ana Tester", phone: "+34 600 000 000" },
      acceptTerms: true,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return offer;
}

async function issueChange(
  page: Page,
  change: { description: string; amount: string; reduce?: boolean },
) {
  const form = page.getByRole("form", { name: "Change the booking" });
  await form.getByLabel("Description").fill(change.description);
  await form
    .getByLabel(change.reduce ? "Costs less (credit note)" : "Costs more (difference invoice)")
    .check();
  await form.getByLabel("Amount (€)").fill(change.amount);
  await form.getByRole("button", { name: "Issue the document" }).click();
}

test.describe("invoices in the admin", () => {
  test("a booking's invoice, a difference invoice and a credit note, the balance, the list", async ({
    page,
  }) => {
    const offer = await acceptedBooking(page);
    // Whether arranging left a staff cookie depends on the run (its API token is shared by the
    // whole run): the page signs in itself, from no cookie.
    await page.context().clearCookies();
    await signIn(page, undefined, `/admin/bookings/${offer.bookingId}`);
    await gotoHydrated(page, `/admin/bookings/${offer.bookingId}`);
    const panel = page.getByRole("region", { name: "Invoices" });
    const rows = panel.getByTestId("invoice-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Invoice");
    await expect(rows.first()).toContainText(formatCents(offer.totalCents));
    await expect(rows.first().getByRole("link", { name: /^PDF of / })).toHaveAttribute(
      "href",
      /\/api\/admin\/invoices\/\d+\/pdf$/,
    );
    const number = (await rows.first().locator("td").first().textContent()) ?? "";
    expect(number).toMatch(/^\d{4}-\d{5}$/);

    // Error path: no description. The message stands beside the field; the amount stays.
    await issueChange(page, { description: "", amount: "120" });
    const form = page.getByRole("form", { name: "Change the booking" });
    await expect(form.getByLabel("Description")).toHaveAccessibleDescription(/required/i);
    await expect(form.getByLabel("Amount (€)")).toHaveValue("120");
    await expect(rows).toHaveCount(1);
    await expectNoAxeViolations(page);

    await issueChange(page, { description: "One more week of tuition", amount: "120" });
    await expect(page).toHaveURL(/\?issued=\d+#booking-invoices$/);
    await expect(panel.getByRole("status")).toHaveText(/^Invoice \d{4}-\d{5} issued for €120\.$/);
    await expect(rows).toHaveCount(2);

    await issueChange(page, { description: "No airport transfer", amount: "50", reduce: true });
    await expect(panel.getByRole("status")).toHaveText(
      /^Credit note \d{4}-\d{5} issued for €50\.$/,
    );
    await expect(rows).toHaveCount(3);
    await expect(rows.last()).toContainText("Credit note");
    await expect(rows.last()).toContainText("corrects ");
    await expect(panel.getByTestId("invoices-invoiced")).toHaveText(
      formatCents(offer.totalCents + 7000),
    );
    await expect(panel.getByTestId("invoices-balance")).toHaveText(
      formatCents(offer.totalCents + 7000),
    );
    await expectNoAxeViolations(page);

    // The list finds the invoice by its number (searched on the server) and links back.
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Invoices" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Invoices" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search invoices" }).fill(number);
    await expect(page).toHaveURL(new RegExp(`q=${number}`));
    const listed = page.getByTestId("invoice-list-row");
    await expect(listed).toHaveCount(1);
    await expectNoAxeViolations(page);
    await listed.getByRole("link", { name: `Booking ${offer.bookingId} of ${number}` }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/bookings/${offer.bookingId}#booking-invoices$`),
    );
  });

  test("the change form works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.133" },
    });
    const page = await context.newPage();
    const offer = await acceptedBooking(page);
    // From no staff cookie, whatever arranging left: the login form, no script.
    await context.clearCookies();
    await signIn(page, undefined, `/admin/bookings/${offer.bookingId}`);
    await issueChange(page, { description: "Late checkout", amount: "-30" });
    await expect(page).toHaveURL(/\?issued=\d+#booking-invoices$/);
    const panel = page.getByRole("region", { name: "Invoices" });
    await expect(panel.getByRole("status")).toHaveText(
      /^Credit note \d{4}-\d{5} issued for €30\.$/,
    );
    await expect(panel.getByTestId("invoice-row")).toHaveCount(2);
    await context.close();
  });
});
