/**
 * The staff side of the booking pipeline (issue 16): a quote request becomes an offer, the
 * offer is edited and sent, the person accepts (through the public API), staff record the deposit,
 * the booking is confirmed and its letter of acceptance downloads; the bookings list filters;
 * admins keep the price list, editors cannot open it.
 */
import { expect, type Page, test } from "@playwright/test";
import { createStaff } from "../admin-settings/helpers";
import { gotoHydrated } from "../support/hydration";
import { waitForEmail } from "../support/outbox";
import { expectNoAxeViolations, expectToast, signIn, unique } from "./support";

const AMOUNT_MESSAGE = "Enter an amount in euro, like 250 or 250.50.";

/** "€1,080.50" → "1080.50", as staff would type it. */
const typed = (formatted: string) => formatted.replace(/[^\d.]/g, "");

async function submitQuote(page: Page, marker: string, email: string) {
  const response = await page.request.post("/api/quote-requests", {
    data: {
      firstName: marker,
      lastName: "Murphy",
      email,
      nationality: "Spanish",
      programId: "general-english-cork",
      duration: "4-weeks",
      accommodation: "host-family",
      startDate: "2031-06-02",
      gdprConsent: true,
    },
    headers: { "X-Forwarded-For": "203.0.113.161" },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe("bookings: from quote to confirmed booking", () => {
  test("staff make, edit and send an offer; the deposit confirms the booking; the letter downloads", async ({
    page,
  }) => {
    const marker = unique("Booker");
    const email = `${marker.toLowerCase()}@example.com`;
    await submitQuote(page, marker, email);
    await signIn(page);

    // The quote request's detail offers "Make an offer" (no booking yet).
    await gotoHydrated(page, `/admin/leads?tab=quotes&q=${marker}`);
    await page
      .getByRole("row", { name: new RegExp(marker) })
      .getByRole("link", { name: /View quote request/ })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("link", { name: "View booking" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Make an offer" }).click();

    // The editor, pre-filled from the price list: tuition × 4 weeks first.
    await expect(page).toHaveURL(/\/admin\/offers\/\d+\/edit$/);
    const offerPath = new URL(page.url()).pathname;
    await expect(
      page.getByRole("heading", { level: 1, name: `Offer for ${marker} Murphy` }),
    ).toBeVisible();
    const lines = page.getByTestId("offer-line");
    const line = (n: number, field: string) =>
      page.getByLabel(`Line ${n} ${field}`, { exact: true });
    await expect(line(1, "kind")).toHaveValue("tuition");
    await expect(line(1, "quantity")).toHaveValue("4");
    await expectNoAxeViolations(page);

    // Keep the tuition line only and price it by hand: 4 × €300.
    for (let count = await lines.count(); count > 1; count--) {
      await page.getByRole("button", { name: `Remove line ${count}`, exact: true }).click();
    }
    await expect(lines).toHaveCount(1);
    await line(1, "unit price (€)").fill("300");
    await expect(lines.first().getByTestId("line-total")).toHaveText("€1,200");

    // Error path: a line needs a description; nothing typed is lost.
    await line(1, "description").fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(lines.first().getByText("This field is required.")).toBeVisible();
    await expect(line(1, "unit price (€)")).toHaveValue("300");
    await line(1, "description").fill("General English, 4 weeks");

    // A 10 % discount, with live totals.
    await page.getByRole("button", { name: "Add line" }).click();
    await expect(lines).toHaveCount(2);
    await line(2, "kind").selectOption("discount");
    await line(2, "description").fill("Early booking");
    await line(2, "percent").fill("10");
    await expect(line(2, "unit price (€)")).toBeDisabled();
    await expect(lines.nth(1).getByTestId("line-total")).toHaveText("-€120");
    await expect(page.getByTestId("total-subtotal")).toHaveText("€1,200");
    await expect(page.getByTestId("total-discounts")).toHaveText("-€120");
    await expect(page.getByTestId("total-total")).toHaveText("€1,080");

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectToast(page, "Success", "Offer saved. Total €1,080.");

    // Saved on the server: a fresh page shows the same lines and totals.
    await gotoHydrated(page, offerPath);
    await expect(lines).toHaveCount(2);
    await expect(line(2, "percent")).toHaveValue("10");
    await expect(page.getByTestId("total-total")).toHaveText("€1,080");

    await page.getByRole("button", { name: "Save & send" }).click();
    await expect(page).toHaveURL(/\/admin\/bookings\/\d+$/);
    const bookingPath = new URL(page.url()).pathname;
    await expectToast(page, "Success", "Offer saved and e-mailed to the person.");
    await expect(page.getByTestId("booking-status")).toHaveText("Offer sent");
    await expect(page.getByRole("button", { name: "Send again" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit offer" })).toHaveCount(0);
    await expect(page.getByTestId("total-total")).toHaveText("€1,080");
    await expect(page.getByRole("region", { name: "Payments", exact: true })).toContainText(
      "Payments can be recorded once the person has accepted the offer.",
    );
    await expectNoAxeViolations(page);

    // The person accepts from the link in their e-mail.
    const mail = await waitForEmail(email, "/offers/");
    const token = /\/offers\/([\w-]{20,})/.exec(mail)?.[1];
    expect(token, "the offer e-mail carries the personal link").toBeTruthy();
    const accepted = await page.request.post(`/api/offers/${token}/accept`, {
      data: {
        passportName: `${marker.toUpperCase()} MURPHY`,
        dateOfBirth: "1996-04-12",
        nationality: "Spanish",
        address: "Calle Mayor 1, 28013 Madrid, Spain",
        emergencyContact: { name: "Ana Murphy", phone: "+34 600 123 456" },
        acceptTerms: true,
      },
      headers: { "X-Forwarded-For": "203.0.113.162" },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);

    await gotoHydrated(page, bookingPath);
    await expect(page.getByTestId("booking-status")).toHaveText("Accepted");
    await expect(page.getByRole("region", { name: "Booking details" })).toContainText(
      `${marker.toUpperCase()} MURPHY`,
    );

    // Recording a payment: an empty amount is refused under the field.
    const payments = page.getByRole("region", { name: "Payments", exact: true });
    await payments.getByRole("button", { name: "Record payment" }).click();
    await expectToast(page, "Error");
    await expect(payments.getByText(AMOUNT_MESSAGE)).toBeVisible();
    await expect(payments.getByLabel("Amount (€)")).toHaveAttribute("aria-invalid", "true");

    // The deposit due confirms the booking.
    const depositDue = (await page.getByTestId("amount-deposit-due").textContent()) ?? "";
    expect(typed(depositDue)).not.toBe("0");
    await payments.getByLabel("Amount (€)").fill(typed(depositDue));
    await payments.getByLabel("Method").selectOption("bank-transfer");
    await payments.getByLabel("Note").fill("Deposit by bank transfer");
    await payments.getByRole("button", { name: "Record payment" }).click();
    await expectToast(page, "Success");
    await expect(page.getByTestId("booking-status")).toHaveText("Confirmed (deposit received)");
    await expect(payments.getByRole("row", { name: /Deposit by bank transfer/ })).toBeVisible();
    await expect(page.getByTestId("amount-paid")).toHaveText(depositDue);
    await expect(page.getByTestId("amount-deposit-due")).toHaveText("€0");
    await expect(payments.getByLabel("Amount (€)")).toHaveValue("");
    const timeline = page.getByTestId("booking-timeline");
    await expect(timeline).toContainText("Deposit received");
    await expect(timeline).toContainText("Confirmed (deposit received)");
    await expectNoAxeViolations(page);

    // The letter of acceptance: a PDF, downloaded or e-mailed.
    const letter = page.getByRole("link", { name: "Download letter (PDF)" });
    const href = (await letter.getAttribute("href")) ?? "";
    expect(href).toBe(`${bookingPath}/letter`);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const [download] = await Promise.all([page.waitForEvent("download"), letter.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await page.getByRole("button", { name: "E-mail letter to student" }).click();
    await expectToast(page, "Success", "The letter of acceptance was e-mailed.");

    // The list: search and filter by status on the server, CSV of the same filter.
    await gotoHydrated(page, `/admin/bookings?q=${marker}`);
    const row = page.getByRole("row", { name: new RegExp(marker) });
    await expect(row).toContainText("Confirmed (deposit received)");
    await expect(row).toContainText("€1,080");
    await expectNoAxeViolations(page);
    await page.getByLabel("Status", { exact: true }).selectOption("confirmed");
    await expect(page).toHaveURL(/status=confirmed/);
    await expect(row).toBeVisible();
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      `/api/admin/bookings.csv?q=${marker}&status=confirmed`,
    );
    await page.getByLabel("Status", { exact: true }).selectOption("cancelled");
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(page.getByText("No bookings found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters.")).toBeVisible();

    // Staff move the booking on by hand: the student arrives.
    await page.getByLabel("Status", { exact: true }).selectOption("confirmed");
    await expect(page).toHaveURL(/status=confirmed/);
    await row.getByRole("link", { name: /^Open booking / }).click();
    await expect(page).toHaveURL(new RegExp(`${bookingPath}$`));
    await page.getByRole("button", { name: "Mark arrived" }).click();
    await expectToast(page, "Success", "The booking is now: Arrived.");
    await expect(page.getByTestId("booking-status")).toHaveText("Arrived");

    // Back on the quote request: its booking is one click away.
    await gotoHydrated(page, `/admin/leads?tab=quotes&q=${marker}`);
    await page
      .getByRole("row", { name: new RegExp(marker) })
      .getByRole("link", { name: /View quote request/ })
      .click();
    await expect(
      page.getByRole("dialog").getByRole("link", { name: "View booking" }),
    ).toHaveAttribute("href", bookingPath);
    await expect(
      page.getByRole("dialog").getByRole("button", { name: "Make an offer" }),
    ).toHaveCount(0);
  });

  test("a booking or offer that does not exist is a 404 inside the admin frame", async ({
    page,
  }) => {
    await signIn(page);
    const booking = await page.goto("/admin/bookings/99999999");
    expect(booking?.status()).toBe(404);
    await expect(page.getByText("There is no booking at this address.")).toBeVisible();
    const offer = await page.goto("/admin/offers/99999999/edit");
    expect(offer?.status()).toBe(404);
    await expect(page.getByText("There is no offer at this address.")).toBeVisible();
    const letter = await page.request.get("/admin/bookings/99999999/letter");
    expect(letter.status()).toBe(404);
  });
});

test.describe("bookings: the price list", () => {
  test("an admin edits the price list; a bad amount is refused and nothing typed is lost", async ({
    page,
  }) => {
    await signIn(page);
    await gotoHydrated(page, "/admin/settings");
    await page.getByRole("link", { name: "Price list" }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/prices$/);
    await expect(page.getByRole("heading", { level: 1, name: "Price list" })).toBeVisible();
    await expect(page.getByTestId("tuition-row").first()).toBeVisible();
    await expectNoAxeViolations(page);

    const cell = page.getByLabel("Hotel in Galway, per week (€)", { exact: true });
    const original = await cell.inputValue();
    const save = () => page.getByRole("button", { name: "Save price list" }).click();

    await cell.fill("12,3,4");
    await save();
    await expectToast(page, "Price list not saved");
    await expect(page.getByText(AMOUNT_MESSAGE)).toBeVisible();
    await expect(cell).toHaveAttribute("aria-invalid", "true");
    await expect(cell).toHaveValue("12,3,4");

    await cell.fill("412.50");
    await save();
    await expectToast(page, "Price list saved");
    await gotoHydrated(page, "/admin/settings/prices");
    await expect(cell).toHaveValue("412.50");
    await expect(page.getByText(/^Last saved /)).toBeVisible();

    // Put the price back for the other tests.
    await cell.fill(original);
    await save();
    await expectToast(page, "Price list saved");
  });

  test("an editor cannot open the price list: no link, and refused on the server", async ({
    page,
    request,
  }) => {
    const editor = await createStaff(request, "editor", "Eimear Editor");
    await signIn(page, editor);
    await page.goto("/admin/settings");
    await expect(page.getByRole("link", { name: "Price list" })).toHaveCount(0);
    const response = await page.goto("/admin/settings/prices");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await page.request.get("/admin/settings/prices.data")).status()).toBe(403);
    const refused = await page.request.post("/admin/settings/prices.data", {
      form: { intent: "save", payload: "{}" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(refused.status()).toBe(403);

    // Bookings themselves are for all staff.
    const bookings = await page.goto("/admin/bookings");
    expect(bookings?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  });
});
