import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { formatCents } from "../../../shared/format/money";
import { signIn } from "../admin/support";
import { escapeRegExp, words } from "../partners/support";
import { dismissCookies, expectNoAxeViolations } from "../programs/support";
import { gotoHydrated } from "../support/hydration";
import { GUARDIAN_LINK, waitForNewLink } from "../support/outbox";
import { MINOR_BIRTHDAY, type SentOffer, sendOffer } from "./support";

/**
 * Issue 27: a minor's booking waits for their parent or guardian, who consents on their own
 * page. In Spanish, with JavaScript and without: the student accepts, the page waits for the
 * guardian (and sends their e-mail again), the guardian opens the link from the outbox, reads
 * the request, is told what is missing, consents and is thanked; the reused link says so and
 * the student's page shows how to pay. Staff send the e-mail again from the booking page.
 * (A booking link past its 30 days needs a clock the e2e server cannot move: see
 * tests/integration/guardian-pages.test.ts.)
 */

// An address of its own (the e2e server trusts X-Forwarded-For): quote requests, answers and
// consents made here do not use up the rest of the suite's allowance of public writes.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.27" } });

const o = words("es", "offers");
const g = words("es", "guardian");
const STUDENT_NAME = "PABLO RUIZ MARTÍN";

/** A parent of their own per test, so each test reads only its own e-mails. */
const guardianOf = (offer: SentOffer) => ({
  name: "Ana Martín",
  email: `tutor.${offer.firstName.toLowerCase()}@example.es`,
});

/** The student accepts in Spanish, naming their parent. */
async function acceptAsMinor(page: Page, offer: SentOffer) {
  const guardian = guardianOf(offer);
  await page.getByLabel(o("accept.fields.passportName")).fill(STUDENT_NAME);
  await page.getByLabel(o("accept.fields.dateOfBirth")).fill(MINOR_BIRTHDAY);
  await page.getByLabel(o("accept.fields.nationality")).fill("española");
  await page.getByLabel(o("accept.fields.address")).fill("Calle Mayor 12, 28013 Madrid");
  await page.locator("#offer-emergencyName").fill("Luis Ruiz");
  await page.locator("#offer-emergencyPhone").fill("+34 600 123 456");
  await page.getByLabel(o("accept.fields.medicalNotes")).fill("Alergia a la penicilina");
  // The visa question, asked in Spanish (tú).
  await page
    .getByRole("group", {
      name: "¿Necesitas un visado o un permiso de inmigración irlandés (Stamp 2) para estudiar en Irlanda?",
    })
    .getByLabel("Sí")
    .check();
  await page.getByLabel(o("accept.fields.guardianName")).fill(guardian.name);
  await page.getByLabel(o("accept.fields.guardianEmail")).fill(guardian.email);
  await page.getByLabel(new RegExp(`^${escapeRegExp(o("accept.termsBefore"))}`)).check();
  await page.getByRole("button", { name: o("accept.submit") }).click();
}

async function expectAwaiting(page: Page, offer: SentOffer) {
  const guardian = guardianOf(offer);
  const waiting = page.getByTestId("offer-awaiting-guardian");
  await expect(page).toHaveURL(new RegExp(`${offer.path}$`));
  await expect(waiting.getByRole("heading", { level: 2 })).toHaveText(
    o("awaiting.title", { name: guardian.name }),
  );
  await expect(waiting).toContainText(guardian.email);
  await expect(
    page.getByText(o("hero.status", { status: o("status.awaiting-guardian") })),
  ).toBeVisible();
  await expect(page.getByTestId("offer-payment")).toHaveCount(0);
  await expect(page.getByTestId("offer-accept-form")).toHaveCount(0);
}

async function sendAgain(page: Page, offer: SentOffer) {
  await page.getByRole("button", { name: o("awaiting.resend") }).click();
  await expect(page.getByTestId("offer-resent")).toHaveText(
    o("awaiting.resent", { email: guardianOf(offer).email }),
  );
}

/** The student's page after the consent: the deposit and the bank transfer. */
async function expectPaymentShown(page: Page, offer: SentOffer) {
  await page.goto(offer.path);
  await expect(page.getByTestId("offer-awaiting-guardian")).toHaveCount(0);
  await expect(page.getByTestId("offer-payment")).toBeVisible();
  await expect(page.getByTestId("offer-due-now")).toHaveText(formatCents(offer.depositCents, "es"));
  await expect(page.getByTestId("offer-reference")).toHaveText(/^[A-Z]{2,6}-\d{5}$/);
}

const consentBox = (page: Page) =>
  page.getByLabel(g("form.consent", { studentName: STUDENT_NAME }));

test.describe("the guardian's consent, in Spanish, with JavaScript", () => {
  test("a minor accepts, the guardian consents on their own page, then the student can pay", async ({
    page,
    request,
  }) => {
    const offer = await sendOffer(request, { ageGroup: "12-15", locale: "es" });
    const guardian = guardianOf(offer);
    await gotoHydrated(page, offer.path);
    await dismissCookies(page);
    await expect(page.getByText(o("awaiting.afterSubmit"))).toBeVisible();
    await acceptAsMinor(page, offer);
    await expectAwaiting(page, offer);
    await expectNoAxeViolations(page);

    // The e-mail did not arrive: the student sends it again; the first link is replaced.
    const first = await waitForNewLink(guardian.email, GUARDIAN_LINK, []);
    expect(first).toMatch(/^\/es\/guardian\//);
    await sendAgain(page, offer);
    const link = await waitForNewLink(guardian.email, GUARDIAN_LINK, [first]);
    const replaced = await page.goto(first);
    expect(replaced?.status()).toBe(410);
    await expect(page.locator("h1")).toHaveText(g("replaced.title"));

    // The guardian's page: personal, in Spanish, the request in full.
    const response = await request.get(link);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("no-store");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await gotoHydrated(page, link);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("h1")).toHaveText(g("hero.title", { firstName: offer.firstName }));
    await expect(page.getByText(g("intro.greeting", { name: guardian.name }))).toBeVisible();
    await expect(page.getByTestId("offer-total")).toHaveText(formatCents(offer.totalCents, "es"));
    await expect(page.getByTestId("offer-deposit")).toHaveText(
      formatCents(offer.depositCents, "es"),
    );
    const student = page.getByTestId("guardian-student");
    await expect(student).toContainText(STUDENT_NAME);
    await expect(student).toContainText("15 de enero de 2016");
    await expect(student).toContainText("Alergia a la penicilina");
    await expect(page.getByRole("heading", { name: g("care.title") })).toBeVisible();
    const terms = page.getByTestId("guardian-terms");
    await expect(terms).toHaveAttribute("href", "/es/terms-conditions");
    await expect(terms).toHaveAttribute("target", "_blank");
    await expect(page.getByLabel(g("form.name"))).toHaveValue(guardian.name);
    await dismissCookies(page);
    await expectNoAxeViolations(page);

    // Without a name and without the box: both said, beside the fields and in the summary.
    await page.getByLabel(g("form.name")).fill("");
    await page.getByRole("button", { name: g("form.submit") }).click();
    const summary = page.getByTestId("guardian-error-summary");
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole("link", { name: `${g("form.name")}: ${g("errors.required")}` }),
    ).toHaveAttribute("href", "#guardian-name");
    await expect(
      summary.getByRole("link", { name: `${g("form.shortConsent")}: ${g("errors.consent")}` }),
    ).toHaveAttribute("href", "#guardian-consent");
    await expect(page.getByLabel(g("form.name"))).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(g("form.name"))).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(g("errors.required"))),
    );
    await expect(consentBox(page)).toHaveAccessibleDescription(g("errors.consent"));
    await expectNoAxeViolations(page);

    await page.getByLabel(g("form.name")).fill("Ana Martín Sanz");
    await consentBox(page).check();
    await page.getByRole("button", { name: g("form.submit") }).click();
    await expect(page).toHaveURL(`${link}?consented=1`);
    await expect(page.locator("h1")).toHaveText(g("thanks.title"));
    await expect(page.getByTestId("guardian-thanks")).toContainText(g("thanks.text"));
    await expectNoAxeViolations(page);

    // The link works once.
    const reused = await page.goto(link);
    expect(reused?.status()).toBe(410);
    await expect(page.locator("h1")).toHaveText(g("used.title"));

    await expectPaymentShown(page, offer);
  });

  test("an unknown guardian link is the 404 page; guardian pages are kept from robots and the sitemap", async ({
    page,
    request,
  }) => {
    const response = await page.goto(`/es/guardian/${"A".repeat(43)}`);
    expect(response?.status()).toBe(404);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /guardian/\n");
    expect(robots).toContain("Disallow: /*/guardian/\n");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/guardian/");
  });
});

test.describe("the guardian's consent, in Spanish, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same steps as plain form posts", async ({ page, request }) => {
    const offer = await sendOffer(request, { ageGroup: "12-15", locale: "es" });
    const guardian = guardianOf(offer);
    await page.goto(offer.path);
    await dismissCookies(page);
    await acceptAsMinor(page, offer);
    await expectAwaiting(page, offer);
    const first = await waitForNewLink(guardian.email, GUARDIAN_LINK, []);
    await sendAgain(page, offer);
    const link = await waitForNewLink(guardian.email, GUARDIAN_LINK, [first]);

    await page.goto(link);
    await expect(page.locator("h1")).toHaveText(g("hero.title", { firstName: offer.firstName }));
    await page.getByLabel(g("form.name")).fill("");
    await page.getByRole("button", { name: g("form.submit") }).click();
    const summary = page.getByTestId("guardian-error-summary");
    await expect(summary).toContainText(`${g("form.name")}: ${g("errors.required")}`);
    await expect(page.getByLabel(g("form.name"))).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(g("form.name"))).toHaveValue("");
    // The box was ticked, the name forgotten: the box stays ticked.
    await consentBox(page).check();
    await page.getByRole("button", { name: g("form.submit") }).click();
    await expect(summary).toContainText(`${g("form.name")}: ${g("errors.required")}`);
    await expect(consentBox(page)).toBeChecked();

    await page.getByLabel(g("form.name")).fill("Ana Martín Sanz");
    await page.getByRole("button", { name: g("form.submit") }).click();
    await expect(page.locator("h1")).toHaveText(g("thanks.title"));
    const reused = await page.goto(link);
    expect(reused?.status()).toBe(410);
    await expect(page.locator("h1")).toHaveText(g("used.title"));

    await expectPaymentShown(page, offer);
  });
});

/** A minor's booking accepted through the API, awaiting the guardian; their first link. */
async function awaitingBooking(request: APIRequestContext) {
  const offer = await sendOffer(request, { ageGroup: "12-15", locale: "es" });
  const guardian = guardianOf(offer);
  const accepted = await request.post(`/api/offers/${offer.token}/accept`, {
    data: {
      passportName: STUDENT_NAME,
      dateOfBirth: MINOR_BIRTHDAY,
      nationality: "española",
      address: "Calle Mayor 12, 28013 Madrid",
      emergencyContact: { name: "Luis Ruiz", phone: "+34 600 123 456" },
      acceptTerms: true,
      guardian,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const link = await waitForNewLink(guardian.email, GUARDIAN_LINK, []);
  return { offer, guardian, link };
}

test("staff see whom a minor's booking waits for, send the e-mail again, then see who consented", async ({
  page,
  request,
}) => {
  const { offer, guardian, link } = await awaitingBooking(request);
  await signIn(page, undefined, `/admin/bookings/${offer.bookingId}`);
  const panel = page.getByTestId("booking-guardian-request");
  await expect(panel).toContainText(`We are waiting for ${guardian.name} (${guardian.email})`);
  await page.getByRole("button", { name: "Send the consent e-mail again" }).click();
  await expect(page.getByTestId("toast")).toContainText(
    `The consent e-mail was sent again to ${guardian.email}`,
  );
  const fresh = await waitForNewLink(guardian.email, GUARDIAN_LINK, [link]);
  const api = (path: string) => `/api${path.replace(/^\/es\/guardian/, "/guardian-consents")}`;
  expect((await request.get(api(link))).status()).toBe(410);

  const consented = await request.post(api(fresh), {
    data: { name: "Ana Martín Sanz", consent: true },
  });
  expect(consented.status(), await consented.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("booking-guardian-request")).toHaveCount(0);
  await expect(
    page.getByText(
      /^Consent given by Ana Martín Sanz \(tutor\.[^)]+\) on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    ),
  ).toBeVisible();
});

test("the guardian's page fits a phone screen, thank-you page too @phone", async ({
  page,
  request,
}) => {
  const { link } = await awaitingBooking(request);
  await gotoHydrated(page, link);
  await dismissCookies(page);
  // What of the page's own content reaches past the screen's right edge (the site's header is
  // the shell's, measured by its own tests).
  const overflowing = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => `${element.tagName} ${(element.textContent ?? "").slice(0, 40)}`),
    );
  expect(await overflowing()).toEqual([]);
  await consentBox(page).check();
  await page.getByRole("button", { name: g("form.submit") }).click();
  await expect(page.locator("h1")).toHaveText(g("thanks.title"));
  expect(await overflowing()).toEqual([]);
  await expectNoAxeViolations(page);
});
