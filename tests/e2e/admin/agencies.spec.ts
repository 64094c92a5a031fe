/**
 * The staff side of the partner portal (issue 17): staff add an agency (a refused form keeps
 * what was typed), invite its first user, suspend and reactivate it after confirming; an
 * agency's booking shows in the bookings list under its agency filter, its commission is marked
 * paid on the booking and appears paid on the agency's statement; the quote requests and
 * analytics name the agency. Axe scans every new screen.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../support/hydration";
import { waitForEmail } from "../support/outbox";
import { E2E_ADMIN, expectNoAxeViolations, expectToast, signIn, unique } from "./support";

const PERCENT_MESSAGE = "Enter a rate from 0 to 50 %, with at most two decimals.";

async function staffHeaders(request: APIRequestContext) {
  const response = await request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** An address of the test's own: invitations and offer answers are rate-limited per address. */
const ownAddress = () =>
  `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

/** The invitation link's path in the newest e-mail to `email`. */
async function invitationPath(email: string): Promise<string> {
  const mail = await waitForEmail(email, "/partners/invitations/");
  const path = /https?:\/\/[^\s/]+((?:\/[a-z]{2})?\/partners\/invitations\/[\w-]+)/.exec(mail)?.[1];
  expect(path, "the invitation e-mail carries the link").toBeTruthy();
  return path as string;
}

interface AgencyBooking {
  agencyId: number;
  agencyName: string;
  bookingId: number;
  student: string;
  reference: string;
}

/**
 * Everything before staff look, through the APIs: an agency at 10 %, its agent (invited, the
 * password set from the e-mail's link), the agent's quote request for an adult student, the
 * offer (tuition €1,200 and the price list's other lines), accepted, and the deposit recorded.
 */
async function agencyBookingWithDeposit(request: APIRequestContext): Promise<AgencyBooking> {
  const headers = await staffHeaders(request);
  const agencyName = unique("Lusa Study");
  const created = await request.post("/api/admin/agencies", {
    headers,
    data: {
      name: agencyName,
      country: "Portugal",
      email: `${agencyName.toLowerCase().replace(/\W+/g, "-")}@example.com`,
      commissionPercent: 10,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: agencyId } = (await created.json()) as { id: number };

  const agentEmail = `${unique("rita").toLowerCase()}@example.com`;
  const invited = await request.post(`/api/admin/agencies/${agencyId}/invitations`, {
    headers,
    data: { email: agentEmail, lang: "en" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = (await invitationPath(agentEmail)).split("/invitations/")[1];
  const joined = await request.post(`/api/partners/invitations/${token}`, {
    data: { name: "Rita Sousa", password: "Lisbon-Tram-Line-28!" },
    headers: { "X-Forwarded-For": ownAddress() },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  const agent = { Authorization: `Bearer ${((await joined.json()) as { token: string }).token}` };

  const student = unique("Tiago");
  const reference = unique("LUSA");
  const asked = await request.post("/api/partners/quote-requests", {
    headers: agent,
    data: {
      firstName: student,
      lastName: "Costa",
      email: `${student.toLowerCase()}@example.com`,
      nationality: "Portuguese",
      ageGroup: "26-35",
      programId: "general-english-cork",
      duration: "4-weeks",
      accommodation: "host-family",
      startDate: "2031-06-02",
      agencyReference: reference,
      gdprConsent: true,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { id: quoteId } = (await asked.json()) as { id: number };

  const offered = await request.post(`/api/admin/quote-requests/${quoteId}/offers`, {
    headers,
    data: {},
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const offer = (await offered.json()) as { id: number; bookingId: number };
  const sent = await request.post(`/api/admin/offers/${offer.id}/send`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const { url } = (await sent.json()) as { url: string };
  const accepted = await request.post(`/api/offers/${url.split("/offers/")[1]}/accept`, {
    headers: { "X-Forwarded-For": ownAddress() },
    data: {
      passportName: `${student.toUpperCase()} COSTA`,
      dateOfBirth: "1996-04-12",
      nationality: "Portuguese",
      address: "Rua Augusta 1, 1100-048 Lisboa, Portugal",
      emergencyContact: { name: "Ana Costa", phone: "+351 910 000 000" },
      acceptTerms: true,
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const booking = await request.get(`/api/admin/bookings/${offer.bookingId}`, { headers });
  const { depositCents } = (await booking.json()) as { depositCents: number };
  const paid = await request.post(`/api/admin/bookings/${offer.bookingId}/payments`, {
    headers,
    data: {
      amountCents: depositCents,
      receivedOn: new Date().toISOString().slice(0, 10),
      method: "bank-transfer",
      note: "",
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  return { agencyId, agencyName, bookingId: offer.bookingId, student, reference };
}

async function fillAgency(page: Page, values: Record<string, string>) {
  const form = page.getByRole("region", { name: "Add agency" });
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label, { exact: false }).fill(value);
  }
  return form;
}

test.describe("agencies", () => {
  test("staff add an agency, invite its first user, and suspend it after confirming", async ({
    page,
  }) => {
    await signIn(page);
    await gotoHydrated(page, "/admin/agencies");
    await expect(page.getByRole("heading", { level: 1, name: "Agencies" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Refused: no name, a bad address, a rate over 50 %; everything typed stays.
    const form = await fillAgency(page, {
      Country: "Portugal",
      "Contact e-mail": "not-an-address",
      "Contact name": "Rita Sousa",
      "Commission (%)": "75",
    });
    await form.getByRole("button", { name: "Add agency" }).click();
    await expectToast(page, "Error");
    await expect(form.getByText("This field is required.")).toBeVisible();
    await expect(form.getByText(PERCENT_MESSAGE)).toBeVisible();
    await expect(form.getByLabel("Agency name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Country")).toHaveValue("Portugal");
    await expect(form.getByLabel("Contact e-mail")).toHaveValue("not-an-address");
    await expect(form.getByLabel("Contact name")).toHaveValue("Rita Sousa");
    await expect(form.getByLabel("Commission (%)")).toHaveValue("75");
    await expectNoAxeViolations(page);

    const name = unique("Atlantic Agency");
    await form.getByLabel("Agency name").fill(name);
    await form.getByLabel("Contact e-mail").fill("desk@atlantic.example");
    await form.getByLabel("Commission (%)").fill("12.5");
    await form.getByRole("button", { name: "Add agency" }).click();
    await expectToast(page, "Success", `${name} added. Invite its users from the agency's page.`);
    await expect(form.getByLabel("Agency name")).toHaveValue("");

    // Found by the search, with its rate and no users yet.
    await page.getByLabel("Search agencies").fill(name);
    const row = page.getByTestId("agency-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId("agency-row")).toHaveCount(1);
    await expect(row).toContainText("12.5 %");
    await row.getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    // An invitation: a bad address is refused under the field; a good one is sent and pending.
    const invitations = page.getByRole("region", { name: "Invitations" });
    await invitations.getByLabel("E-mail").fill("nobody");
    await invitations.getByRole("button", { name: "Send invitation" }).click();
    await expectToast(page, "Error");
    await expect(invitations.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(invitations.getByLabel("E-mail")).toHaveValue("nobody");
    const email = `${unique("joao").toLowerCase()}@example.com`;
    await invitations.getByLabel("E-mail").fill(email);
    await invitations.getByLabel("Language").selectOption("es");
    await invitations.getByRole("button", { name: "Send invitation" }).click();
    await expectToast(page, "Success", `Invitation sent to ${email}.`);
    const invitation = page.getByTestId("invitation-row").filter({ hasText: email });
    await expect(invitation).toContainText("Pending");
    // In Spanish: the link opens the portal under /es.
    expect(await invitationPath(email)).toMatch(/^\/es\/partners\/invitations\//);
    await expectNoAxeViolations(page);

    // Suspending asks first; cancelling changes nothing.
    await page.getByRole("button", { name: "Suspend agency" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Suspend ${name}?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("agency-status")).toHaveText("Active");
    await page.getByRole("button", { name: "Suspend agency" }).click();
    await dialog.getByRole("button", { name: "Suspend agency" }).click();
    await expectToast(page, "Success", `${name} is now suspended.`);
    await expect(page.getByTestId("agency-status")).toHaveText("Suspended");
    await expect(page.getByText("Reactivate the agency to invite its users.")).toBeVisible();
    await page.getByRole("button", { name: "Reactivate agency" }).click();
    await page
      .getByRole("alertdialog", { name: `Reactivate ${name}?` })
      .getByRole("button", { name: "Reactivate agency" })
      .click();
    await expect(page.getByTestId("agency-status")).toHaveText("Active");
  });

  test("suspending works without JavaScript too: the page asks, then the change is made", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page);
    await page.goto("/admin/agencies");
    const name = unique("Plain Form Agency");
    await fillAgency(page, {
      "Agency name": name,
      Country: "Ireland",
      "Contact e-mail": "plain@example.com",
      "Commission (%)": "",
    });
    await page.getByRole("button", { name: "Add agency" }).click();
    const form = page.getByRole("region", { name: "Add agency" });
    await expect(form.getByText(PERCENT_MESSAGE)).toBeVisible();
    await expect(form.getByLabel("Agency name")).toHaveValue(name);
    await form.getByLabel("Commission (%)").fill("8");
    await form.getByRole("button", { name: "Add agency" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${name} added.` })).toBeVisible();

    await page.goto(`/admin/agencies?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name, exact: true }).click();
    await page.getByRole("button", { name: "Suspend agency" }).click();
    const ask = page.getByRole("alert").filter({ hasText: `Suspend ${name}?` });
    await expect(ask).toBeVisible();
    await expect(page.getByTestId("agency-status")).toHaveText("Active");
    await ask.getByRole("button", { name: "Suspend agency" }).click();
    await expect(page.getByTestId("agency-status")).toHaveText("Suspended");
    await context.close();
  });

  test("an agency's booking: filtered by agency, commission marked paid, on the statement", async ({
    page,
    request,
  }) => {
    // The setup's own request context: its staff sign-in must not sign the page in.
    const booking = await agencyBookingWithDeposit(request);
    await signIn(page);

    // The bookings list: the agency column, and the agency filter.
    await gotoHydrated(page, "/admin/bookings");
    await page.getByLabel("Agency").selectOption(String(booking.agencyId));
    await expect(page).toHaveURL(new RegExp(`agency=${booking.agencyId}`));
    const rows = page.getByTestId("booking-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(booking.student);
    await expect(rows.first()).toContainText(booking.agencyName);
    await expectNoAxeViolations(page);
    await page.getByLabel("Agency").selectOption("none");
    await expect(page).toHaveURL(/agency=none/);
    await expect(rows.filter({ hasText: booking.student })).toHaveCount(0);

    // The quote requests tab names the agency and its reference, and filters by it.
    await gotoHydrated(page, "/admin/leads?tab=quotes");
    await page.getByLabel("Agency").selectOption(String(booking.agencyId));
    const quote = page.getByRole("row", { name: new RegExp(booking.student) });
    await expect(quote).toContainText(booking.agencyName);
    await expect(quote).toContainText(`Ref. ${booking.reference}`);
    await expect(page.getByRole("row")).toHaveCount(2);

    // The booking: its agency and commission (10 % of the tuition), due; marked paid.
    await gotoHydrated(page, `/admin/bookings/${booking.bookingId}`);
    const panel = page.getByRole("region", { name: "Agency and commission" });
    await expect(panel.getByRole("link", { name: booking.agencyName })).toBeVisible();
    await expect(panel).toContainText("10 %");
    await expect(page.getByTestId("commission-state")).toHaveText("Due");
    const amount = (await page.getByTestId("commission-amount").textContent()) ?? "";
    expect(amount).toMatch(/^€[\d,.]+$/);
    await expectNoAxeViolations(page);
    await panel.getByRole("button", { name: "Mark commission paid" }).click();
    await expectToast(page, "Success", "The agency's commission is marked paid.");
    await expect(page.getByTestId("commission-state")).toHaveText("Paid");
    await expect(panel).toContainText(E2E_ADMIN.username);
    await expect(panel.getByRole("button", { name: "Mark commission paid" })).toHaveCount(0);

    // The agency's statement for this month: the line, paid; nothing due; the CSV.
    await gotoHydrated(page, `/admin/agencies/${booking.agencyId}`);
    const line = page.getByTestId("statement-line").filter({ hasText: booking.student });
    await expect(line).toContainText(amount);
    await expect(line.getByRole("button", { name: /Mark the commission/ })).toHaveCount(0);
    await expect(page.getByTestId("statement-paid")).toHaveText(amount);
    await expect(page.getByTestId("statement-due")).toHaveText("€0");
    const users = page.getByTestId("agency-user-row");
    await expect(users).toHaveCount(1);
    await expect(users.first()).toContainText("Rita Sousa");
    await expect(page.getByTestId("invitation-row").first()).toContainText("Used");
    await expectNoAxeViolations(page);
    const month = await page.getByLabel("Month", { exact: true }).inputValue();
    const csv = await page.request.get(
      `/admin/agencies/${booking.agencyId}/statement.csv?month=${month}`,
    );
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toMatch(/text\/csv/);
    expect(await csv.text()).toContain(booking.reference);

    // Deactivating the agent asks first.
    await users.first().getByRole("button", { name: "Deactivate Rita Sousa" }).click();
    await page
      .getByRole("alertdialog", { name: "Deactivate Rita Sousa?" })
      .getByRole("button", { name: "Deactivate user" })
      .click();
    await expectToast(page, "Success", "Rita Sousa was deactivated.");
    await expect(users.first()).toContainText("Deactivated");

    // Analytics: booked revenue by agency and by country.
    await page.goto("/admin/analytics");
    const byAgency = page.getByRole("region", { name: "Booked revenue by agency" });
    await expect(
      byAgency.getByTestId("booked-revenue-agency-row").filter({ hasText: booking.agencyName }),
    ).toHaveCount(1);
    const byCountry = page.getByRole("region", { name: "Booked revenue by country" });
    await expect(
      byCountry.getByTestId("booked-revenue-country-row").filter({ hasText: "Portuguese" }),
    ).toHaveCount(1);
  });

  test("a statement line due and unpaid is marked paid from the agency's screen", async ({
    page,
    request,
  }) => {
    const booking = await agencyBookingWithDeposit(request);
    await signIn(page);
    await gotoHydrated(page, `/admin/agencies/${booking.agencyId}`);
    const line = page.getByTestId("statement-line").filter({ hasText: booking.student });
    await expect(line).toContainText("Due");
    const due = (await page.getByTestId("statement-due").textContent()) ?? "";
    expect(due).not.toBe("€0");
    await line.getByRole("button", { name: /Mark the commission on .* paid/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Mark paid" }).click();
    await expectToast(page, "Success");
    await expect(page.getByTestId("statement-due")).toHaveText("€0");
    await expect(page.getByTestId("statement-paid")).toHaveText(due);
  });
});
