import fs from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, expectNoAxeViolations, expectToast, signIn, unique } from "../admin/support";
import { bearer } from "../admin-settings/helpers";
import { linkTo, waitForEmail } from "../support/outbox";

/** Sign-ups from an address of their own, so the suite's public-write allowance is kept. */
const FROM_ELSEWHERE = { "X-Forwarded-For": "203.0.113.88" };

/** A confirmed subscriber, through the real double opt-in. */
async function confirmedSubscriber(request: APIRequestContext, name: string): Promise<string> {
  const email = `${unique(name).toLowerCase()}@example.com`;
  const signup = await request.post("/api/newsletter-subscriptions", {
    data: { email },
    headers: FROM_ELSEWHERE,
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const mail = await waitForEmail(email, "Please confirm your subscription");
  const token = new URL(linkTo(mail, "/newsletter/confirm"), "http://x").searchParams.get("token");
  const confirmed = await request.post("/api/newsletter-subscriptions/confirm", {
    data: { token },
  });
  expect(confirmed.status()).toBe(200);
  return email;
}

async function openEmails(page: Page) {
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "E-mails" })
    .click();
  await expect(page.getByRole("heading", { name: "E-mails", level: 1 })).toBeVisible();
}

async function compose(page: Page, subject: string, markdown: string) {
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill(subject);
  await page.getByRole("textbox", { name: "Message (Markdown)", exact: true }).fill(markdown);
}

test("an editor composes, previews and tests a campaign, but cannot send it to everyone", async ({
  page,
  request,
}) => {
  // An editor with an address of their own, for "Send test to me".
  const editor = {
    username: unique("orla").toLowerCase(),
    password: "Clover-staff-phrase-2031!",
    displayName: "Orla Editor",
  };
  const ownAddress = `${editor.username}@cloverenglish.ie`;
  const created = await request.post("/api/admin/users", {
    headers: bearer(await apiToken(request)),
    data: { ...editor, email: ownAddress, role: "editor" },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, editor);
  await openEmails(page);
  const subject = unique("Spring offer");
  await compose(
    page,
    subject,
    "## Spring in Dublin\n\nBook **two weeks** and get a free city tour.\n\n[See the courses](https://cloverenglish.ie/programs)",
  );

  // A Spanish version (issue 34); French and German are left to fall back to English.
  const spanish = page.getByTestId("campaign-version-es");
  await expect(spanish).toContainText("Receives the English");
  await spanish.getByText("Spanish version").click();
  await spanish.getByLabel("Spanish subject").fill(`${subject} (ES)`);
  await spanish
    .getByLabel("Spanish message (Markdown)")
    .fill("## Primavera en Dublín\n\nReserva **dos semanas** y te regalamos una visita guiada.");
  await expect(spanish).toContainText("Own version");
  await expect(page.getByTestId("campaign-version-fr")).toContainText("Receives the English");

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("campaign-preview-en");
  await expect(preview).toContainText(`Subject: ${subject}`);
  await expect(preview.getByRole("heading", { name: "Spring in Dublin" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("two weeks");
  await expect(preview.getByRole("link", { name: "Unsubscribe" })).toBeVisible();
  await preview.getByText("Plain-text version").click();
  await expect(preview.getByTestId("campaign-preview-text")).toContainText(
    "See the courses (https://cloverenglish.ie/programs)",
  );
  const spanishPreview = page.getByTestId("campaign-preview-es");
  await expect(spanishPreview).toContainText("Own version");
  await expect(spanishPreview).toContainText(`Subject: ${subject} (ES)`);
  await expect(spanishPreview.locator("strong")).toHaveText("dos semanas");
  await expect(spanishPreview.getByRole("link", { name: "Darte de baja" })).toHaveAttribute(
    "href",
    /\/es\/newsletter\/unsubscribe\?token=example$/,
  );
  const germanPreview = page.getByTestId("campaign-preview-de");
  await expect(germanPreview).toContainText("Receives the English");
  await expect(germanPreview.locator("strong")).toHaveText("two weeks");
  await expect(germanPreview.getByRole("link", { name: "Abmelden" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Send test to me" }).click();
  await expectToast(page, "Test sent", `Test e-mail sent to ${ownAddress}.`);
  const mail = await waitForEmail(ownAddress, `[Test] ${subject}`);
  expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  expect(mail).toContain("Book two weeks and get a free city tour.");
  const spanishMail = await waitForEmail(ownAddress, `[Test ES] ${subject} (ES)`);
  expect(spanishMail).toContain("Reserva dos semanas");

  // Sending to everyone is for admins: no button, and the server refuses.
  await expect(page.getByRole("button", { name: "Send to all confirmed subscribers" })).toHaveCount(
    0,
  );
  const origin = new URL(page.url()).origin;
  const refused = await page.request.post("/admin/emails.data", {
    form: { intent: "send", subject, markdown: "Hello" },
    headers: { Origin: origin },
  });
  expect(refused.status()).toBe(403);
  const editorToken = await apiToken(request, editor);
  const api = await request.post("/api/admin/campaigns", {
    headers: bearer(editorToken),
    data: { subject, markdown: "Hello" },
  });
  expect(api.status()).toBe(403);
});

test("an admin sends a campaign to every confirmed subscriber and follows it to done", async ({
  page,
  request,
}) => {
  const subscribers = [
    await confirmedSubscriber(request, "niamh"),
    await confirmedSubscriber(request, "tomas"),
  ];
  await signIn(page);
  await openEmails(page);

  // An error path first: no subject.
  await page
    .getByRole("textbox", { name: "Message (Markdown)", exact: true })
    .fill("A message without a subject.");
  await page.getByRole("button", { name: "Send test" }).click();
  await expectToast(page, "Please check the highlighted fields", "The test was not sent");
  await expect(page.getByText("Enter a subject.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Subject", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  // The admin account has no address of its own: the test asks for one.
  await expect(page.getByText("Enter a valid e-mail address.")).toHaveCount(0);

  const subject = unique("Summer dates");
  await compose(page, subject, "Our **summer** dates are out. Reply to book a place.");
  const tester = `${unique("tester").toLowerCase()}@example.com`;
  await page.getByLabel("Test address").fill("not-an-address");
  await page.getByRole("button", { name: "Send test" }).click();
  await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
  await page.getByLabel("Test address").fill(tester);
  await page.getByRole("button", { name: "Send test" }).click();
  await expectToast(page, "Test sent", `Test e-mail sent to ${tester}.`);
  await waitForEmail(tester, `[Test] ${subject}`);

  await page.getByRole("button", { name: "Send to all confirmed subscribers" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("confirmed subscribers now");
  await expect(confirm).toContainText(
    "Spanish, French and German subscribers receive the English: no version was written for them.",
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole("button", { name: "Send to all confirmed subscribers" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Send now" }).click();
  await expectToast(page, "Campaign sending");
  await expect(page.getByRole("textbox", { name: "Subject", exact: true })).toHaveValue("");

  const row = page.getByTestId("campaign-row").filter({ hasText: subject });
  await expect(row.getByTestId("campaign-state")).toHaveText("Done", { timeout: 20_000 });
  await expect(row.getByTestId("campaign-queued")).toHaveText("0");
  await expect(row.getByTestId("campaign-failed")).toHaveText("0");
  await expect(row.getByTestId("campaign-languages")).toHaveText(
    "In English for Spanish, French, German subscribers",
  );
  const sent = Number(await row.getByTestId("campaign-sent").textContent());
  expect(sent).toBeGreaterThanOrEqual(subscribers.length);
  await expectNoAxeViolations(page);

  for (const email of subscribers) {
    const mail = await waitForEmail(email, subject);
    const unsubscribe = linkTo(mail, "/newsletter/unsubscribe");
    // Its own link, in the body and as the one-click header (headers may be folded).
    const headerValue = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail)?.[1];
    expect(headerValue).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\?token=/);
    expect(headerValue?.endsWith(unsubscribe)).toBe(true);
    expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  }

  // The outbox shows the campaign's messages as sent.
  await page.getByRole("tab", { name: "Outbox" }).click();
  await expect(page).toHaveURL(/tab=outbox/);
  await page.getByRole("combobox", { name: "Status" }).selectOption("sent");
  await expect(page).toHaveURL(/status=sent/);
  for (const email of subscribers) {
    const message = page
      .getByTestId("outbox-row")
      .filter({ hasText: email })
      .filter({ hasText: subject });
    await expect(message).toContainText("Sent");
  }
  await expectNoAxeViolations(page);

  // The send is in the audit trail.
  await page.goto("/admin/audit");
  await expect(page.getByTestId("audit-row").filter({ hasText: subject }).first()).toContainText(
    `Sent e-mail campaign “${subject}”`,
  );
});

test("the subscribers tab lists confirmed subscribers only, searches on the server and downloads CSV", async ({
  page,
  request,
}) => {
  const email = await confirmedSubscriber(request, "search-me");
  const pending = `${unique("pending").toLowerCase()}@example.com`;
  await request.post("/api/newsletter-subscriptions", {
    data: { email: pending },
    headers: FROM_ELSEWHERE,
  });
  await signIn(page, undefined, "/admin/emails?tab=subscribers");
  await page.getByLabel("Search subscribers by e-mail").fill(email.split("@")[0] ?? "");
  await expect(page).toHaveURL(/q=search-me/);
  await expect(page.getByTestId("subscriber-row")).toHaveCount(1);
  await expect(page.getByTestId("subscriber-row")).toContainText(email);
  await page.getByLabel("Search subscribers by e-mail").fill(pending);
  await expect(page.getByText("No subscribers found")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Search subscribers by e-mail").fill("");
  await expect(page).toHaveURL(/q=(&|$)/);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Subscribers CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^newsletter_subscriptions_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await download.path()) ?? "", "utf8");
  expect(csv).toContain(email);
  expect(csv).not.toContain(pending);
});

test("the e-mail screens fit a phone @phone", async ({ page, isMobile }) => {
  test.skip(!isMobile, "The menu button exists on small screens only");
  await signIn(page);
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "E-mails" })
    .click();
  await expect(page.getByRole("heading", { name: "E-mails", level: 1 })).toBeVisible();
  for (const tab of ["Campaign", "Subscribers", "Outbox"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, tab).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
});
