import fs from "node:fs/promises";
import { expect, test } from "@playwright/test";
import {
  apiToken,
  expectNoAxeViolations,
  expectToast,
  signIn,
  submitInquiry,
  unique,
} from "../admin/support";
import { bearer, createStaff } from "./helpers";

test("retention dry run and a manual run, recorded in the audit trail", async ({ page }) => {
  await signIn(page);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Privacy (GDPR)" })
    .click();
  await expect(page.getByRole("heading", { name: "Privacy (GDPR)", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Records due for deletion" });
  await expect(table.getByTestId("retention-row")).toHaveCount(14);
  for (const label of [
    "Contact inquiries",
    "Quote requests",
    "Student records",
    "Newsletter subscriptions",
    "Page-view counts",
    "Sent e-mails (outbox copies)",
    "Level-test leads (name and e-mail)",
    "Bookings never made (name, e-mail, details)",
    "Booking and payment records (name, e-mail, details)",
    "Payers named on invoices and credit notes (name, e-mail, address)",
    "Partner invitations never used",
    "Partner sign-in sessions",
    "Partner accounts (name, e-mail, password)",
    "Attendance of erased bookings (register marks, classes, warning letters)",
  ]) {
    await expect(table.getByRole("rowheader", { name: label })).toBeVisible();
  }
  await expect(table.getByRole("row", { name: /Student records/ })).toContainText(
    "Course ended (or, without an end date, record created) more than 7 years ago",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Run retention now" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("recorded in the audit trail");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole("button", { name: "Run retention now" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete now" }).click();
  await expectToast(page, "Retention applied");
  await expect(table.getByRole("row", { name: /^Total/ })).toContainText("0");

  await page.goto("/admin/audit?entity=retention");
  await expect(page.getByTestId("audit-row").first()).toContainText(
    "Retention policy applied: deleted",
  );
});

test("find a person by e-mail, export their data as JSON, then erase it", async ({
  page,
  request,
}) => {
  const marker = unique("Siobhan");
  const email = `${marker.toLowerCase()}@example.com`;
  await submitInquiry(request, {
    name: `${marker} Murphy`,
    email: email.toUpperCase(),
    subject: "Erasmus course",
    message: "Please tell me about Erasmus+ courses.",
  });
  const subscribed = await request.post("/api/newsletter-subscriptions", { data: { email } });
  expect(subscribed.status()).toBe(201);

  await signIn(page, undefined, "/admin/privacy");
  const search = page.getByRole("region", { name: "Find a person" });
  await search.getByLabel("E-mail address").fill("not-an-address");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(search.getByText("Enter a valid e-mail address.")).toBeVisible();

  await search.getByLabel("E-mail address").fill(`  ${email.toUpperCase()} `);
  await search.getByRole("button", { name: "Search" }).click();
  const result = page.getByTestId("person-result");
  await expect(result).toContainText(
    `Stored about ${email}: 1 contact inquiry, 1 newsletter subscription`,
  );
  await expect(result.getByRole("heading", { name: /Contact inquiries/ })).toBeVisible();
  await expect(result).toContainText("Erasmus course");
  await expect(result.getByRole("heading", { name: /E-mails/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent("download");
  await result.getByRole("link", { name: "Export (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^person-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await fs.readFile((await download.path()) ?? "", "utf8")) as {
    email: string;
    contactInquiries: { name: string; message: string }[];
    newsletterSubscriptions: { email: string }[];
    emails: unknown[];
  };
  expect(exported.email).toBe(email);
  expect(exported.contactInquiries).toMatchObject([
    { name: `${marker} Murphy`, message: "Please tell me about Erasmus+ courses." },
  ]);
  expect(exported.newsletterSubscriptions).toMatchObject([{ email }]);
  expect(exported.emails.length).toBeGreaterThan(0);

  await result.getByRole("button", { name: "Erase" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    `Erase everything stored about ${email}: 1 contact inquiry, 1 newsletter subscription`,
  );
  await confirm.getByRole("button", { name: "Erase" }).click();
  await expectToast(page, "Personal data erased");
  await expect(result).toContainText(`Nothing is stored about ${email}.`);

  // The audit entry records the erasure without the address.
  await page.goto("/admin/audit?entity=person");
  const entry = page.getByTestId("audit-row").first();
  await expect(entry).toContainText("Erased personal data on request: 1 contact inquiry");
  await expect(page.getByText(email)).toHaveCount(0);
  const token = await apiToken(request);
  const inquiries = await request.get(`/api/contact-inquiries?q=${marker}`, {
    headers: bearer(token),
  });
  expect(((await inquiries.json()) as { total: number }).total).toBe(0);
});

test("an editor cannot open the privacy tools: hidden, and refused on the server", async ({
  page,
  request,
}) => {
  const editor = await createStaff(request, "editor", "Ciara Editor");
  await signIn(page, editor);
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Privacy (GDPR)" }),
  ).toHaveCount(0);
  const response = await page.goto("/admin/privacy?email=someone@example.com");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
  const origin = new URL(page.url()).origin;
  const erase = await page.request.post("/admin/privacy.data", {
    form: { intent: "erase", email: "someone@example.com" },
    headers: { Origin: origin },
  });
  expect(erase.status()).toBe(403);
  const token = await apiToken(request, editor);
  for (const path of ["/api/admin/retention", "/api/admin/people?email=someone@example.com"]) {
    expect((await request.get(path, { headers: bearer(token) })).status(), path).toBe(403);
  }
  const run = await request.post("/api/admin/retention/run", { headers: bearer(token) });
  expect(run.status()).toBe(403);
});
