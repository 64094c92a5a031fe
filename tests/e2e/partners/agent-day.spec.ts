import { expect, test } from "@playwright/test";
import { basisPointsOf, commissionCentsOf, tuitionCentsOf } from "../../../shared/agents/types";
import { formatCents } from "../../../shared/bookings/types";
import { pdfText } from "../../support/pdf-text";
import { unique } from "../admin/support";
import { expectNoAxeViolations } from "../programs/support";
import { gotoHydrated } from "../support/hydration";
import {
  acceptTerms,
  createAgency,
  escapeRegExp,
  expectBookingDetailsKept,
  fillBookingDetails,
  fillGuardian,
  GUARDIAN,
  guardianConsents,
  invite,
  newStudent,
  ownAddress,
  PASSWORD,
  type PortalLang,
  portal,
  recordDeposit,
  requestQuote,
  sendOffer,
  words,
} from "./support";

/**
 * Issue 17, an agent's day with JavaScript, in English and in Spanish: staff create the agency
 * and invite the agent (REST API); the agent sets a password from the e-mail's link, signs out
 * and in again, asks for a quote for a 15-year-old; staff make and send the offer; the agent
 * accepts it on the student's behalf with a guardian; staff record the deposit; the agent
 * downloads the letter and finds the commission on the month's statement.
 */
for (const lang of ["en", "es"] as const satisfies readonly PortalLang[]) {
  test(`an agent's day (${lang})`, async ({ page, request, context }) => {
    test.setTimeout(120_000);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ownAddress() });
    const t = words(lang, "partners");
    const o = words(lang, "offers");
    const money = (cents: number) => formatCents(cents, lang);

    // Staff: the agency and the invitation, in the agent's language.
    const agency = await createAgency(request, 12.5);
    const email = `${unique("agent").toLowerCase()}@example.com`;
    const invitationPath = await invite(request, agency, email, lang);
    expect(invitationPath.startsWith(portal(lang, "/invitations/"))).toBe(true);

    // The invitation: the agency and the address, then name and password twice.
    const opened = await page.goto(invitationPath);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toBe("no-store");
    expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await gotoHydrated(page, invitationPath);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByTestId("invitation-agency")).toHaveText(agency.name);
    await expect(page.getByTestId("invitation-email")).toHaveText(email);
    await expectNoAxeViolations(page);

    const name = lang === "es" ? "Lucía Fernández" : "Aoife Byrne";
    const passwordField = page.getByLabel(new RegExp(`^${escapeRegExp(t("invitation.password"))}`));
    await page.getByLabel(t("invitation.name")).fill(name);
    await passwordField.fill(PASSWORD);
    await page.getByLabel(t("invitation.confirm")).fill(`${PASSWORD}?`);
    await page.getByRole("button", { name: t("invitation.submit") }).click();
    await expect(page.getByTestId("invitation-error")).toContainText(
      t("invitation.errorSummary.invalid"),
    );
    await expect(page.getByText(t("invitation.errors.mismatch"))).toBeVisible();
    await expect(page.getByLabel(t("invitation.name"))).toHaveValue(name);
    await expectNoAxeViolations(page);

    await passwordField.fill(PASSWORD);
    await page.getByLabel(t("invitation.confirm")).fill(PASSWORD);
    await page.getByRole("button", { name: t("invitation.submit") }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(portal(lang))}\\?welcome=1$`));
    await expect(page.locator("h1")).toHaveText(t("dashboard.titleWelcome", { name }));
    await expect(page.getByTestId("portal-agent")).toContainText(agency.name);
    const [cookie] = (await context.cookies()).filter((c) => c.name === "__Host-clover_partner");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    expect(cookie?.secure).toBe(true); // the e2e server runs in production mode
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7.9 * 3600);
    await expectNoAxeViolations(page);

    // Sign out, then a wrong password, then in again through a guarded page (`next`).
    await page.getByRole("button", { name: t("shell.signOut") }).click();
    await expect(page).toHaveURL(
      new RegExp(`${escapeRegExp(portal(lang, "/login"))}\\?signedOut=1$`),
    );
    await expect(page.getByText(t("login.notice.signedOut"))).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === "__Host-clover_partner")).toBe(false);

    await gotoHydrated(page, portal(lang, "/students"));
    await expect(page).toHaveURL(
      `${portal(lang, "/login")}?next=${encodeURIComponent(portal(lang, "/students"))}`,
    );
    await page.getByLabel(t("login.email")).fill(email);
    await page.getByLabel(t("login.password")).fill("not-the-password-1");
    await page.getByRole("button", { name: t("login.submit") }).click();
    await expect(page.getByTestId("login-error")).toContainText(t("login.errors.invalid.title"));
    await expect(page.getByLabel(t("login.email"))).toHaveValue(email);
    await expectNoAxeViolations(page);
    await page.getByLabel(t("login.password")).fill(PASSWORD);
    await page.getByRole("button", { name: t("login.submit") }).click();
    await expect(page).toHaveURL(portal(lang, "/students"));
    await expect(page.getByText(t("students.emptyTitle"))).toBeVisible();

    // A quote request for a 15-year-old, with the agency's own reference.
    const student = newStudent();
    await requestQuote(page, lang, student);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: t("quote.sent.link") }).click();
    const row = page.getByTestId("student-row").filter({ hasText: student.firstName });
    await expect(row).toContainText(student.reference);
    await expect(row).toContainText(t("status.requested"));

    // Staff make the offer and send it: the agent sees it and opens the booking.
    const offer = await sendOffer(request, student);
    await gotoHydrated(page, `${portal(lang, "/students")}?q=${student.reference}`);
    await expect(page.getByTestId("student-row")).toHaveCount(1);
    await expect(row).toContainText(t("status.offer-sent"));
    await expect(row).toContainText(money(offer.totalCents));
    await expectNoAxeViolations(page);
    await row
      .getByRole("link", { name: new RegExp(`^${escapeRegExp(t("students.open"))}`) })
      .click();
    await expect(page).toHaveURL(portal(lang, `/bookings/${offer.bookingId}`));
    await expect(page.locator("h1")).toHaveText(`${student.firstName} ${student.lastName}`);
    await expect(page.getByTestId("offer-line")).toHaveCount(offer.lines.length);
    await expect(page.getByTestId("offer-total")).toHaveText(money(offer.totalCents));
    await expect(page.getByTestId("offer-deposit")).toHaveText(money(offer.depositCents));
    await expect(page.getByRole("heading", { name: t("booking.accept.title") })).toBeVisible();
    // The age group said under 18: the guardian part is open from the start.
    await expect(page.getByRole("group", { name: o("accept.guardian.legend") })).toBeVisible();
    await expectNoAxeViolations(page);

    // On the student's behalf, first without the guardian: refused, everything kept.
    await fillBookingDetails(page, lang);
    await acceptTerms(page, lang);
    await page.getByRole("button", { name: t("booking.accept.submit") }).click();
    const summary = page.getByTestId("offer-error-summary");
    await expect(summary).toContainText(o("errors.guardianRequired"));
    await expectBookingDetailsKept(page, lang);
    await expectNoAxeViolations(page);

    const sentBefore = await fillGuardian(page, lang);
    await page.getByRole("button", { name: t("booking.accept.submit") }).click();
    // A minor: the parent or guardian was e-mailed and consents themselves (issue 27).
    await expect(page.getByTestId("booking-accepted")).toContainText(
      t("guardianWait.acceptedTitle"),
    );
    await expect(page.getByTestId("booking-status")).toContainText(t("status.awaiting-guardian"));
    const waiting = page.getByTestId("offer-awaiting-guardian");
    await expect(waiting).toContainText(t("guardianWait.title", { name: GUARDIAN.name }));
    await expect(waiting).toContainText(GUARDIAN.email);
    await expect(waiting.getByRole("button")).toHaveCount(0);
    await expect(page.getByTestId("offer-payment")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await guardianConsents(request, sentBefore);
    await gotoHydrated(page, portal(lang, `/bookings/${offer.bookingId}`));
    await expect(page.getByTestId("booking-status")).toContainText(t("status.accepted"));
    await expect(page.getByTestId("offer-due-now")).toHaveText(money(offer.depositCents));
    await expect(page.getByTestId("offer-reference")).toHaveText(/^[A-Z]{2,6}-\d{5}$/);
    await expect(page.getByTestId("offer-accept-form")).toHaveCount(0);
    const tuition = tuitionCentsOf(offer.lines);
    const commission = commissionCentsOf(tuition, basisPointsOf(agency.commissionPercent));
    await expect(page.getByTestId("booking-commission")).toContainText(money(commission));
    await expectNoAxeViolations(page);

    // Staff record the deposit: confirmed, the letter downloads and names the student.
    await recordDeposit(request, offer);
    await gotoHydrated(page, portal(lang, `/bookings/${offer.bookingId}`));
    await expect(page.getByRole("heading", { name: t("booking.confirmedTitle") })).toBeVisible();
    const letter = page.getByTestId("offer-letter");
    const href = (await letter.getAttribute("href")) ?? "";
    expect(href).toBe(portal(lang, `/bookings/${offer.bookingId}/letter`));
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toMatch(/^attachment; filename="[^"]+\.pdf"/);
    expect(pdf.headers()["cache-control"]).toBe("no-store");
    expect(pdfText(await pdf.body())).toContain("Pablo Ruiz Ortega");
    const [download] = await Promise.all([page.waitForEvent("download"), letter.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expectNoAxeViolations(page);

    // The commission: on this month's statement, and in its CSV.
    await page.getByRole("link", { name: t("shell.nav.commission"), exact: true }).click();
    await expect(page).toHaveURL(portal(lang, "/commission"));
    const line = page.getByTestId("commission-line").filter({ hasText: student.firstName });
    await expect(line).toContainText(money(commission));
    await expect(line).toContainText(money(tuition));
    await expect(page.getByTestId("commission-total")).toHaveText(money(commission));
    await expect(page.getByTestId("commission-due")).toHaveText(money(commission));
    await expectNoAxeViolations(page);
    const csvHref = (await page.getByTestId("commission-csv").getAttribute("href")) ?? "";
    expect(csvHref).toMatch(
      new RegExp(`^${escapeRegExp(portal(lang, "/commission.csv"))}\\?month=\\d{4}-\\d{2}$`),
    );
    const csv = await page.request.get(csvHref);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="commission-/);
    const csvText = await csv.text();
    expect(csvText).toContain(`${student.firstName} ${student.lastName}`);
    expect(csvText).toContain(student.reference);
    expect(csvText).toContain((commission / 100).toFixed(2));

    // The dashboard adds it all up.
    await page.getByRole("link", { name: t("shell.nav.dashboard"), exact: true }).click();
    await expect(page.getByTestId("dashboard-requests")).toContainText("1");
    await expect(page.getByTestId("dashboard-bookings")).toContainText("1");
    await expect(page.getByTestId("dashboard-commissionDue")).toContainText(money(commission));
    await expect(page.getByTestId("dashboard-statuses")).toContainText(t("status.confirmed"));
    await expectNoAxeViolations(page);
  });
}
