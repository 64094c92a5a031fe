import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectToast, signIn, submitInquiry, unique } from "./support";

const today = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(new Date());

async function download(page: Page, linkName: string | RegExp) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  const body = fs.readFileSync((await file.path()) as string, "utf8");
  return { name: file.suggestedFilename(), body };
}

test.describe("leads and inquiries", () => {
  test("a lead sent on the public site appears in leads and inquiries; status and note persist", async ({
    page,
    request,
  }) => {
    const marker = unique("Aoife");
    await submitInquiry(request, {
      name: `${marker} Byrne`,
      email: `${marker.toLowerCase()}@example.com`,
      subject: "Summer course for my son",
      message: "Hello, does the junior course include airport transfers?",
    });
    await signIn(page);

    await page.goto(`/admin/leads?q=${marker}`);
    const row = page.getByRole("row", { name: new RegExp(marker) });
    await expect(row).toBeVisible();
    // Irish date with time, e.g. "12 Mar 2026, 14:05".
    await expect(row.getByRole("cell").first()).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    await row.getByRole("link", { name: /View inquiry/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(
      dialog.getByText("does the junior course include airport transfers?", { exact: false }),
    ).toBeVisible();
    await dialog.getByRole("link", { name: "Status and notes" }).click();

    await expect(page).toHaveURL(/\/admin\/inquiries\?id=\d+$/);
    const panel = page.getByRole("dialog");
    await expect(panel.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      `mailto:${marker.toLowerCase()}@example.com?subject=Re%3A%20Summer%20course%20for%20my%20son`,
    );
    await panel.getByLabel("Status").selectOption("follow-up");
    await panel.getByLabel("Staff note").fill("Called back, sending the brochure.");
    await panel.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Inquiry updated successfully");
    await expect(panel.getByTestId("inquiry-history")).toContainText(
      "Called back, sending the brochure.",
    );

    await page.reload();
    const reopened = page.getByRole("dialog");
    await expect(reopened.getByLabel("Status")).toHaveValue("follow-up");
    await expect(reopened.getByTestId("inquiry-history")).toContainText("New → Follow-up");
    await expect(reopened.getByTestId("inquiry-history")).toContainText(
      "Called back, sending the brochure.",
    );
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/admin\/inquiries$/);

    await page.getByLabel("Status", { exact: true }).selectOption("follow-up");
    await expect(page).toHaveURL(/status=follow-up/);
    await expect(page.getByRole("row", { name: new RegExp(marker) })).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption("closed");
    await expect(page).toHaveURL(/status=closed/);
    await expect(page.getByRole("row", { name: new RegExp(marker) })).toHaveCount(0);
  });

  test("keyboard only: / focuses the lead search, typing filters on the server", async ({
    page,
    request,
  }) => {
    const marker = unique("Keyboard");
    await submitInquiry(request, {
      name: `${marker} Person`,
      email: `${marker.toLowerCase()}@example.com`,
    });
    await signIn(page);
    await page.goto("/admin/leads");
    await page.keyboard.press("/");
    await expect(page.getByRole("searchbox", { name: /Search contact inquiries/ })).toBeFocused();
    await page.keyboard.type(marker);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${marker}`));
    await expect(page.getByRole("row", { name: new RegExp(marker) })).toHaveCount(1);
    // Tab to the row's View link and open it with the keyboard.
    await page.getByRole("link", { name: `View inquiry from ${marker} Person` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.keyboard.press("/");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("no-such-lead-anywhere");
    await page.keyboard.press("Enter");
    await expect(page.getByText("No inquiries found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters.")).toBeVisible();
  });

  test("a quote request shows euro and weeks and becomes a student", async ({ page, request }) => {
    const marker = unique("Quote");
    const response = await request.post("/api/quote-requests", {
      data: {
        firstName: marker,
        lastName: "Murphy",
        email: `${marker.toLowerCase()}@example.com`,
        nationality: "Spanish",
        programId: "general-english-cork",
        duration: "4-weeks",
        accommodation: "host-family",
        startDate: "2031-06-02",
        gdprConsent: true,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    await signIn(page);
    await page.goto(`/admin/leads?tab=quotes&q=${marker}`);
    const row = page.getByRole("row", { name: new RegExp(marker) });
    await expect(row).toContainText("4 weeks");
    await expect(row).toContainText(/€[\d,]+/);
    await row.getByRole("link", { name: /View quote request/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Create student" }).click();
    await expectToast(page, "Success");
    await page.goto(`/admin/students?q=${marker}`);
    await expect(page.getByRole("row", { name: new RegExp(marker) })).toContainText(
      "General English",
    );
    await expect(page.getByRole("row", { name: new RegExp(marker) })).toContainText("Pending");
  });

  test("an admin deletes a newsletter subscription after confirming", async ({ page, request }) => {
    const email = `${unique("Unsub").toLowerCase()}@example.com`;
    const response = await request.post("/api/newsletter-subscriptions", {
      data: { email },
      headers: { "X-Forwarded-For": "203.0.113.78" },
    });
    expect(response.status(), await response.text()).toBe(201);
    await signIn(page);
    await page.goto(`/admin/leads?tab=newsletter&q=${encodeURIComponent(email)}`);
    const row = page.getByRole("row", { name: new RegExp(email) });
    await expect(row).toContainText("pending");

    await row.getByRole("button", { name: `Delete subscription of ${email}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      `Are you sure you want to delete the subscription of ${email}?`,
    );
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: `Delete subscription of ${email}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Subscription deleted successfully");
    await expect(page.getByText("No subscribers found")).toBeVisible();
  });

  test("CSV exports download the filtered rows with the spec's file names and escaped values", async ({
    page,
    request,
  }) => {
    const marker = unique("Csv");
    await submitInquiry(request, {
      name: `${marker} "Quoted", Name`,
      email: `${marker.toLowerCase()}@example.com`,
      message: 'Line one, with a comma and "quotes"',
    });
    await submitInquiry(request, { name: "Someone Else", email: "someone.else@example.com" });
    await signIn(page);

    await page.goto(`/admin/leads?q=${marker}`);
    const leads = await download(page, "Export CSV");
    expect(leads.name).toBe(`contact_inquiries_${today()}.csv`);
    expect(leads.body).toContain(`"${marker} ""Quoted"", Name"`);
    expect(leads.body).toContain('"Line one, with a comma and ""quotes"""');
    expect(leads.body).not.toContain("Someone Else");

    await page.goto("/admin/leads?tab=quotes");
    expect((await download(page, "Export CSV")).name).toBe(`quote_requests_${today()}.csv`);
    await page.goto("/admin/leads?tab=newsletter");
    expect((await download(page, "Export CSV")).name).toBe(
      `newsletter_subscriptions_${today()}.csv`,
    );

    await page.goto(`/admin/inquiries?q=${marker}`);
    const inquiries = await download(page, "Export CSV");
    expect(inquiries.name).toBe(`inquiries-${today()}.csv`);
    expect(inquiries.body).toContain(`"${marker} ""Quoted"", Name"`);
    expect(inquiries.body.trim().split("\n")).toHaveLength(2);

    await page.goto("/admin/students?status=active");
    const students = await download(page, "Export CSV");
    expect(students.name).toBe(`students-${today()}.csv`);
    expect(students.body).not.toMatch(/,completed,/);

    await page.goto("/admin/content?status=published");
    const posts = await download(page, "Export CSV");
    expect(posts.name).toBe(`blog-posts-${today()}.csv`);
    expect(posts.body).not.toMatch(/,false,/);
  });
});
