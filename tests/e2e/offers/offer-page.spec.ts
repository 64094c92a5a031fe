import fs from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { brand } from "../../../shared/config/brand";
import { formatCents } from "../../../shared/format/money";
import { pdfText } from "../../support/pdf-text";
import { dismissCookies, expectNoAxeViolations } from "../programs/support";
import { gotoHydrated } from "../support/hydration";
import { GUARDIAN_LINK, linksTo, waitForEmail, waitForNewLink } from "../support/outbox";
import { ADULT_BIRTHDAY, MINOR_BIRTHDAY, type SentOffer, sendOffer, staffHeaders } from "./support";

/**
 * Issue 16: the person's offer page, reached through the link staff send. Each test makes its
 * own offer through the real APIs (a quote request, then staff's offer and its sending), and
 * answers it as the person would: with JavaScript and without, in English and in Spanish.
 */

// An address of its own (the e2e server trusts X-Forwarded-For): the quote requests and the
// answers made here do not use up the rest of the suite's allowance of public writes.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.16" } });

/** The opening words of the "deposit received" e-mail, whatever its copy says next. */
const depositMailWords = (
  JSON.parse(fs.readFileSync("shared/i18n/locales/en/booking-mail.json", "utf8")) as {
    confirmed: { intro: string };
  }
).confirmed.intro.split("{{")[0] as string;
/** Every booking detail but the guardian, as a person types them. */
async function fillDetails(page: Page, dateOfBirth: string) {
  await page.getByLabel("Full name as in the passport").fill("María José García López");
  await page.getByLabel("Date of birth").fill(dateOfBirth);
  await page.getByLabel("Nationality").fill("Spanish");
  await page.getByLabel("Home address").fill("Calle Mayor 12, 3º B\n28013 Madrid\nSpain");
  await page.locator("#offer-emergencyName").fill("Carmen López");
  await page.locator("#offer-emergencyPhone").fill("+34 600 123 456");
  await page.getByLabel("Arrival date").fill("2031-05-31");
  await page.getByLabel("Flight number").fill("EI 593");
  await page.getByLabel("Dietary needs").fill("Vegetarian");
  await page.getByLabel("Medical notes").fill("Mild asthma: carries an inhaler.");
  await visaQuestion(page).getByLabel("Yes").check();
  await page.getByLabel(/I have read and accept the/).check();
}

/** The required yes/no on a visa (issue 30): a radio group named by its question. */
const visaQuestion = (page: Page) =>
  page.getByRole("group", {
    name: "Do you need a visa or an Irish immigration permission (Stamp 2) to study in Ireland?",
  });

async function expectDetailsKept(page: Page, dateOfBirth: string) {
  await expect(page.getByLabel("Full name as in the passport")).toHaveValue(
    "María José García López",
  );
  await expect(page.getByLabel("Date of birth")).toHaveValue(dateOfBirth);
  await expect(page.getByLabel("Nationality")).toHaveValue("Spanish");
  await expect(page.getByLabel("Home address")).toHaveValue(
    "Calle Mayor 12, 3º B\n28013 Madrid\nSpain",
  );
  await expect(page.locator("#offer-emergencyName")).toHaveValue("Carmen López");
  await expect(page.locator("#offer-emergencyPhone")).toHaveValue("+34 600 123 456");
  await expect(page.getByLabel("Arrival date")).toHaveValue("2031-05-31");
  await expect(page.getByLabel("Flight number")).toHaveValue("EI 593");
  await expect(page.getByLabel("Dietary needs")).toHaveValue("Vegetarian");
  await expect(page.getByLabel("Medical notes")).toHaveValue("Mild asthma: carries an inhaler.");
  await expect(visaQuestion(page).getByLabel("Yes")).toBeChecked();
  await expect(page.getByLabel(/I have read and accept the/)).toBeChecked();
}

const GUARDIAN = { name: "Carmen López", email: "carmen.lopez@example.com" };

/** Names the guardian; answers the consent links already sent to them (to wait for the new one). */
async function fillGuardian(page: Page): Promise<string[]> {
  await page.getByLabel("Parent or guardian’s full name").fill(GUARDIAN.name);
  await page.getByLabel("Parent or guardian’s e-mail").fill(GUARDIAN.email);
  return linksTo(GUARDIAN.email, GUARDIAN_LINK);
}

/** A minor's Accept waits for the guardian: whom, no payment; they consent (API), then booked. */
async function guardianConsents(page: Page, request: APIRequestContext, before: string[]) {
  const waiting = page.getByTestId("offer-awaiting-guardian");
  await expect(waiting).toContainText(`Waiting for ${GUARDIAN.name} to confirm`);
  await expect(waiting).toContainText(GUARDIAN.email);
  await expect(page.getByTestId("offer-payment")).toHaveCount(0);
  await expect(page.getByText("Status: Waiting for the parent or guardian")).toBeVisible();
  const link = await waitForNewLink(GUARDIAN.email, GUARDIAN_LINK, before);
  const consented = await request.post(`/api/guardian-consents/${link.split("/guardian/")[1]}`, {
    data: { name: GUARDIAN.name, consent: true },
  });
  expect(consented.status(), await consented.text()).toBe(200);
  await page.reload();
}

/** Defect 3 of issue 27: both guardian fields invalid, each tied to the one message. */
async function expectGuardianFieldsInvalid(page: Page, message: string) {
  for (const label of ["Parent or guardian’s full name", "Parent or guardian’s e-mail"]) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }
}

const accept = (page: Page) => page.getByRole("button", { name: "Accept and book" }).click();
const summary = (page: Page) => page.getByTestId("offer-error-summary");

/** The booked state: the deposit due now and the bank transfer with the booking's reference. */
async function expectBooked(page: Page, offer: SentOffer) {
  await expect(page).toHaveURL(new RegExp(`${offer.path}$`));
  await expect(
    page.getByRole("heading", { name: "You’re booked! Next step: pay the deposit" }),
  ).toBeVisible();
  await expect(page.getByTestId("offer-due-now")).toHaveText(formatCents(offer.depositCents, "en"));
  await expect(page.getByTestId("offer-iban")).toHaveText(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,}$/);
  await expect(page.getByTestId("offer-bic")).toHaveText(/^[A-Z]{6}[A-Z0-9]{2,5}$/);
  await expect(page.getByTestId("offer-reference")).toHaveText(/^[A-Z]{2,6}-\d{5}$/);
  await expect(page.getByText("Less than 14 days: no refund.")).toBeVisible();
  await expect(page.getByTestId("offer-accept-form")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Decline this offer" })).toHaveCount(0);
}

test.describe("offer page with JavaScript", () => {
  test("shows the offer's lines, total and deposit; personal, never indexed; axe clean", async ({
    page,
    request,
  }) => {
    const offer = await sendOffer(request);
    const response = await page.goto(offer.path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(`Hello ${offer.firstName}, here is your offer`);
    await expect(page.getByText("Status: Waiting for your answer")).toBeVisible();

    const rows = page.getByTestId("offer-line");
    await expect(rows).toHaveCount(offer.lines.length);
    for (const [index, line] of offer.lines.entries()) {
      await expect(rows.nth(index)).toContainText(line.description);
      await expect(rows.nth(index)).toContainText(formatCents(line.totalCents, "en"));
    }
    await expect(page.getByTestId("offer-total")).toHaveText(formatCents(offer.totalCents, "en"));
    await expect(page.getByTestId("offer-deposit")).toHaveText(
      formatCents(offer.depositCents, "en"),
    );
    await expect(page.getByText(/^This offer is valid until \d{1,2} \w+ \d{4}\./)).toBeVisible();
    await expect(page.getByRole("link", { name: /terms and conditions/ }).first()).toHaveAttribute(
      "href",
      "/terms-conditions",
    );

    // Not in the sitemap: the page exists only behind its personal link.
    const sitemap = await request.get("/sitemap.xml");
    expect(await sitemap.text()).not.toContain("/offers/");

    // The letter exists only once the deposit is in.
    const letter = await request.get(`${offer.path}/letter`);
    expect(letter.status()).toBe(409);

    await gotoHydrated(page, offer.path);
    await dismissCookies(page);
    await expectNoAxeViolations(page);
  });

  test("an empty form gets an error summary linking to each field; what was typed stays", async ({
    page,
    request,
  }) => {
    const offer = await sendOffer(request);
    await gotoHydrated(page, offer.path);
    await dismissCookies(page);
    await page.getByLabel("Nationality").fill("Irish");
    await page.getByLabel("Flight number").fill("EI 593");
    await page.getByLabel("Dietary needs").fill("No nuts, please.");
    await accept(page);

    await expect(summary(page)).toBeVisible();
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText("Please check the form");
    const required = summary(page).getByRole("link", {
      name: "Full name as in the passport: This field is required.",
    });
    await expect(required).toHaveAttribute("href", "#offer-passportName");
    await expect(
      summary(page).getByRole("link", {
        name: "Terms and conditions: Please accept the terms and conditions to book.",
      }),
    ).toHaveAttribute("href", "#offer-acceptTerms");
    await expect(summary(page).getByRole("link", { name: /^Home address:/ })).toBeVisible();
    // The visa question must be answered; its link leads to the first answer.
    await expect(
      summary(page).getByRole("link", { name: "Visa or Stamp 2: Please answer yes or no." }),
    ).toHaveAttribute("href", "#offer-needsVisa");
    await expect(visaQuestion(page).getByLabel("Yes")).toHaveAttribute("aria-invalid", "true");
    await expect(visaQuestion(page)).toHaveAccessibleDescription(/Please answer yes or no\./);

    const passportName = page.getByLabel("Full name as in the passport");
    await expect(passportName).toHaveAttribute("aria-invalid", "true");
    await expect(passportName).toHaveAccessibleDescription(/This field is required\./);
    await expect(page.getByLabel("Nationality")).toHaveValue("Irish");
    await expect(page.getByLabel("Nationality")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Flight number")).toHaveValue("EI 593");
    await expect(page.getByLabel("Dietary needs")).toHaveValue("No nuts, please.");
    await expect(page).toHaveURL(new RegExp(`${offer.path}$`));
    await expectNoAxeViolations(page);
  });

  test("a 15-year-old needs a guardian; with one the booking is accepted and shows how to pay", async ({
    page,
    request,
  }) => {
    const offer = await sendOffer(request, { ageGroup: "12-15" });
    await gotoHydrated(page, offer.path);
    await dismissCookies(page);
    // The quote said under 18: the guardian part is open from the start.
    await expect(page.getByRole("group", { name: "Parent or guardian" })).toBeVisible();
    await expect(
      page.getByText("The student will be under 18 on 2 June 2031, when the course starts"),
    ).toBeVisible();

    await fillDetails(page, MINOR_BIRTHDAY);
    await accept(page);
    await expect(summary(page)).toContainText(
      "Parent or guardian: The student will be under 18 when the course starts: please add a parent or guardian.",
    );
    await expect(
      summary(page).getByRole("link", { name: /^Parent or guardian: / }),
    ).toHaveAttribute("href", "#offer-guardianName");
    await expectGuardianFieldsInvalid(page, "please add a parent or guardian");
    await expectDetailsKept(page, MINOR_BIRTHDAY);

    const sentBefore = await fillGuardian(page);
    await accept(page);
    await expectNoAxeViolations(page);
    await guardianConsents(page, request, sentBefore);
    await expectBooked(page, offer);
    await expect(page.locator("h1")).toHaveText(`Hello ${offer.firstName}, here is your booking`);
    // The family's "yes" to the visa question is on the booking staff read.
    const booking = await request.get(`/api/admin/bookings/${offer.bookingId}`, {
      headers: await staffHeaders(request),
    });
    expect(((await booking.json()) as { needsVisa: boolean }).needsVisa).toBe(true);
    await expectNoAxeViolations(page);

    // Booked for good: the page says so again when opened later.
    await page.reload();
    await expectBooked(page, offer);

    // Staff record the deposit: the place is confirmed and the letter downloads.
    const paid = await request.post(`/api/admin/bookings/${offer.bookingId}/payments`, {
      headers: await staffHeaders(request),
      data: {
        amountCents: offer.depositCents,
        receivedOn: new Date().toISOString().slice(0, 10),
        method: "bank-transfer",
        note: "e2e deposit",
      },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    // The e-mail about the deposit carries the page's link (the one to use from now on).
    const mail = await waitForEmail(offer.email, depositMailWords);
    const link = /https?:\/\/[^\s/]+(\/offers\/[\w-]+)/.exec(mail)?.[1];
    expect(link, "the confirmation e-mail links to the booking page").toBeTruthy();
    await gotoHydrated(page, link ?? "");
    await expect(
      page.getByRole("heading", { name: "Deposit received: your place is confirmed" }),
    ).toBeVisible();
    await expect(page.getByText("Status: Confirmed")).toBeVisible();
    const letter = page.getByTestId("offer-letter");
    const href = (await letter.getAttribute("href")) ?? "";
    expect(href).toBe(`${link}/letter`);
    const pdf = await request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename="[^"]+\.pdf"/);
    expect(pdf.headers()["cache-control"]).toContain("no-store");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // It names the student as in the passport (accents as the letter's font prints them).
    expect(pdfText(await pdf.body())).toContain("María José García López");
    const [download] = await Promise.all([page.waitForEvent("download"), letter.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expectNoAxeViolations(page);
  });

  test("declining asks first; a declined offer explains itself and offers a new quote", async ({
    page,
    request,
  }) => {
    const offer = await sendOffer(request);
    await gotoHydrated(page, offer.path);
    await dismissCookies(page);
    await page.getByRole("button", { name: "Decline this offer" }).click();
    await expect(page).toHaveURL(/\?decline=1$/);
    await expect(page.getByRole("heading", { name: "Decline this offer?" })).toBeVisible();
    await expect(page.getByTestId("offer-accept-form")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Changing one's mind: back to the offer, untouched.
    await page.getByRole("link", { name: "No, go back to the offer" }).click();
    await expect(page).toHaveURL(new RegExp(`${offer.path}$`));
    await expect(page.getByTestId("offer-accept-form")).toBeVisible();

    await page.getByRole("button", { name: "Decline this offer" }).click();
    await page.getByRole("button", { name: "Yes, decline the offer" }).click();
    await expect(page.getByRole("heading", { name: "You declined this offer" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${offer.path}$`));
    await expect(page.getByText("Status: Declined")).toBeVisible();
    await expect(page.getByTestId("offer-accept-form")).toHaveCount(0);
    const closed = page.getByTestId("offer-closed");
    await expect(closed.getByRole("link", { name: "Request a new quote" })).toHaveAttribute(
      "href",
      "/quote",
    );
    await expect(closed.getByRole("link", { name: /^Phone/ })).toHaveAttribute(
      "href",
      brand.phoneHref,
    );
    await expect(closed.getByRole("link", { name: /^E-mail/ })).toHaveAttribute(
      "href",
      `mailto:${brand.admissionsEmail}`,
    );
    await expectNoAxeViolations(page);

    // The "Are you sure?" step is gone with the offer.
    await page.goto(`${offer.path}?decline=1`);
    await expect(page.getByRole("heading", { name: "You declined this offer" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Yes, decline the offer" })).toHaveCount(0);
  });

  test("fits a phone screen, booked too @phone", async ({ page, request }) => {
    const offer = await sendOffer(request);
    await gotoHydrated(page, offer.path);
    await dismissCookies(page);
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBeLessThanOrEqual(0);
    await fillDetails(page, ADULT_BIRTHDAY);
    await accept(page);
    await expectBooked(page, offer);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test("an unknown link is the 404 page, and so is its letter", async ({ page, request }) => {
    const unknown = `/offers/${"A".repeat(43)}`;
    const response = await page.goto(unknown);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    expect((await request.get(`${unknown}/letter`)).status()).toBe(404);
    expect((await page.goto("/es/offers/not-a-token"))?.status()).toBe(404);
  });

  test("in Spanish the page speaks Spanish", async ({ page, request }) => {
    const offer = await sendOffer(request, { locale: "es" });
    // The e-mail links to the person's language.
    expect(offer.path).toBe(`/es/offers/${offer.token}`);
    await gotoHydrated(page, offer.path);
    await dismissCookies(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("h1")).toHaveText(`Hola, ${offer.firstName}: aquí tienes tu oferta`);
    await expect(page.getByRole("heading", { name: "Tu curso" })).toBeVisible();
    await expect(page.getByTestId("offer-total")).toHaveText(formatCents(offer.totalCents, "es"));
    await expect(page.getByRole("heading", { name: "Aceptar y reservar" })).toBeVisible();
    await expect(page.getByLabel("Nombre completo como en el pasaporte")).toBeVisible();
    await page.getByRole("button", { name: "Aceptar y reservar" }).click();
    await expect(summary(page)).toContainText("Revisa el formulario");
    await expect(summary(page)).toContainText(
      "Nombre completo como en el pasaporte: Este campo es obligatorio.",
    );
    await expectNoAxeViolations(page);

    // The same link without the prefix is the English page.
    await page.goto(`/offers/${offer.token}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Your course" })).toBeVisible();
  });
});

test.describe("offer page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a minor's booking: the guardian's error marks both fields, every value stays, then it waits for them", async ({
    page,
    request,
  }) => {
    const offer = await sendOffer(request, { ageGroup: "12-15" });
    await page.goto(offer.path);
    await dismissCookies(page);

    // Submitting nothing: the server answers with the summary, nothing typed is lost.
    await page.getByLabel("Nationality").fill("Spanish");
    await accept(page);
    await expect(summary(page)).toContainText(
      "Full name as in the passport: This field is required.",
    );
    await expect(page.getByLabel("Nationality")).toHaveValue("Spanish");

    // A 15-year-old without a guardian (defect 3: the fields are marked, not only the summary).
    await fillDetails(page, MINOR_BIRTHDAY);
    await accept(page);
    await expect(summary(page)).toContainText(
      "Parent or guardian: The student will be under 18 when the course starts",
    );
    await expect(page.locator("#offer-guardian-error")).toHaveText(
      "The student will be under 18 when the course starts: please add a parent or guardian.",
    );
    await expectGuardianFieldsInvalid(page, "please add a parent or guardian");
    await expectDetailsKept(page, MINOR_BIRTHDAY);

    // The student's own address for the guardian: said beside that field, the rest kept.
    await page.getByLabel("Parent or guardian’s full name").fill(GUARDIAN.name);
    await page.getByLabel("Parent or guardian’s e-mail").fill(offer.email);
    await accept(page);
    const guardianEmail = page.getByLabel("Parent or guardian’s e-mail");
    await expect(guardianEmail).toHaveAttribute("aria-invalid", "true");
    await expect(guardianEmail).toHaveAccessibleDescription(/not the student’s/);
    await expect(page.getByLabel("Parent or guardian’s full name")).toHaveValue(GUARDIAN.name);
    await expectDetailsKept(page, MINOR_BIRTHDAY);

    const sentBefore = await fillGuardian(page);
    await accept(page);
    await guardianConsents(page, request, sentBefore);
    await expectBooked(page, offer);
  });

  test("a date of birth that contradicts the quote's age group is refused beside the field", async ({
    page,
    request,
  }) => {
    // The quote said 18–25; the date of birth makes the student 15.
    const offer = await sendOffer(request, { ageGroup: "18-25" });
    await page.goto(offer.path);
    await dismissCookies(page);
    const guardian = page.getByTestId("offer-guardian");
    await expect(guardian).not.toHaveAttribute("open");
    await fillDetails(page, MINOR_BIRTHDAY);
    await accept(page);
    await expect(summary(page)).toContainText(
      "Date of birth: This date of birth does not match the age group you gave for the quote.",
    );
    await expect(page.getByLabel("Date of birth")).toHaveAttribute("aria-invalid", "true");
    await expectDetailsKept(page, MINOR_BIRTHDAY);
  });

  test("an adult's booking needs no guardian", async ({ page, request }) => {
    const offer = await sendOffer(request);
    await page.goto(offer.path);
    await dismissCookies(page);
    await fillDetails(page, ADULT_BIRTHDAY);
    await accept(page);
    await expectBooked(page, offer);
  });

  test("declining takes the confirm step and posts", async ({ page, request }) => {
    const offer = await sendOffer(request);
    await page.goto(offer.path);
    await dismissCookies(page);
    await page.getByRole("button", { name: "Decline this offer" }).click();
    await expect(page).toHaveURL(/\?decline=1$/);
    await page.getByRole("button", { name: "Yes, decline the offer" }).click();
    await expect(page.getByRole("heading", { name: "You declined this offer" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${offer.path}$`));
  });
});
