import { expect, test } from "@playwright/test";
import { basisPointsOf, commissionCentsOf, tuitionCentsOf } from "../../../shared/agents/types";
import { formatCents } from "../../../shared/bookings/types";
import { pdfText } from "../../support/pdf-text";
import {
  acceptTerms,
  expectBookingDetailsKept,
  fillBookingDetails,
  fillGuardian,
  GUARDIAN,
  guardianConsents,
  newStudent,
  ownAddress,
  recordDeposit,
  requestQuote,
  sendOffer,
  signedInAgent,
  words,
} from "./support";

/**
 * Issue 17 without JavaScript: every step of the portal is a link or a plain form post answered
 * by the server (303 after success, the same page with every value kept after a failure).
 */
test.use({ javaScriptEnabled: false });

const t = words("en", "partners");
const o = words("en", "offers");

test("an agent's day without JavaScript", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ownAddress() });
  const agent = await signedInAgent(page, request, "en");
  await expect(page.locator("h1")).toHaveText(t("dashboard.titleWelcome", { name: agent.name }));
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  // The quote: a failed post keeps what was typed; then it is sent.
  const q = words("en", "quote");
  await page.goto("/partners/quote");
  await page.getByLabel(q("form.firstName")).fill("Marta");
  await page.getByRole("button", { name: t("quote.submit") }).click();
  await expect(page.getByTestId("partner-quote-error")).toContainText(t("quote.errors.invalid"));
  await expect(page.getByLabel(q("form.firstName"))).toHaveValue("Marta");
  const student = newStudent();
  await requestQuote(page, "en", student);
  await expect(page).toHaveURL("/partners/quote?sent=1");

  // Staff send the offer; the agent finds it with the search form (a GET).
  const offer = await sendOffer(request, student);
  await page.goto("/partners/students");
  await page.getByLabel(t("students.search")).fill(student.reference);
  await page.getByRole("button", { name: t("students.searchButton") }).click();
  await expect(page).toHaveURL(`/partners/students?q=${student.reference}`);
  await page.getByRole("link", { name: new RegExp(`^${t("students.open")}`) }).click();
  await expect(page).toHaveURL(`/partners/bookings/${offer.bookingId}`);

  // Accepting with nothing filled in: the server's summary, what was typed kept.
  await page.getByLabel(o("accept.fields.nationality")).fill("Spanish");
  await page.getByRole("button", { name: t("booking.accept.submit") }).click();
  const summary = page.getByTestId("offer-error-summary");
  await expect(summary).toContainText(
    `${o("accept.fields.passportName")}: ${o("errors.required")}`,
  );
  await expect(summary).toBeFocused();
  await expect(page.getByLabel(o("accept.fields.nationality"))).toHaveValue("Spanish");

  // A minor without a guardian, then with one.
  await fillBookingDetails(page, "en");
  await acceptTerms(page, "en");
  await page.getByRole("button", { name: t("booking.accept.submit") }).click();
  await expect(summary).toContainText(o("errors.guardianRequired"));
  await expectBookingDetailsKept(page, "en");
  const sentBefore = await fillGuardian(page, "en");
  await page.getByRole("button", { name: t("booking.accept.submit") }).click();
  await expect(page).toHaveURL(`/partners/bookings/${offer.bookingId}?accepted=1`);
  await expect(page.getByTestId("booking-accepted")).toContainText(t("guardianWait.acceptedTitle"));
  await expect(page.getByTestId("offer-awaiting-guardian")).toContainText(GUARDIAN.email);
  // The guardian consents on their own page; then the agent sees how to pay.
  await guardianConsents(request, sentBefore);
  await page.reload();
  await expect(page.getByTestId("offer-due-now")).toHaveText(formatCents(offer.depositCents, "en"));

  // The deposit: the letter is a plain link to the PDF.
  await recordDeposit(request, offer);
  await page.reload();
  const href = (await page.getByTestId("offer-letter").getAttribute("href")) ?? "";
  expect(href).toBe(`/partners/bookings/${offer.bookingId}/letter`);
  const pdf = await page.request.get(href);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdfText(await pdf.body())).toContain("Pablo Ruiz Ortega");

  // The commission: the month picker is a GET form.
  const commission = commissionCentsOf(
    tuitionCentsOf(offer.lines),
    basisPointsOf(agent.agency.commissionPercent),
  );
  await page.goto("/partners/commission?month=2030-01");
  await expect(page.getByRole("heading", { name: t("commission.emptyTitle") })).toBeVisible();
  // This month in the school's calendar (the statement's default).
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Dublin",
    year: "numeric",
    month: "2-digit",
  }).formatToParts(new Date());
  const month = `${parts.find((p) => p.type === "year")?.value}-${parts.find((p) => p.type === "month")?.value}`;
  await page.getByLabel(t("commission.month"), { exact: true }).fill(month);
  await page.getByRole("button", { name: t("commission.show") }).click();
  await expect(page).toHaveURL(`/partners/commission?month=${month}`);
  await expect(page.getByTestId("commission-total")).toHaveText(formatCents(commission, "en"));

  // Signing out is a form post too; the session is gone afterwards.
  await page.getByRole("button", { name: t("shell.signOut") }).click();
  await expect(page).toHaveURL("/partners/login?signedOut=1");
  await page.goto("/partners/commission");
  await expect(page).toHaveURL(/\/partners\/login\?next=%2Fpartners%2Fcommission$/);
});
