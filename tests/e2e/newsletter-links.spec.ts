import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { linkTo, waitForEmail } from "./support/outbox";

test("the double opt-in and unsubscribe links of the e-mails work", async ({ page, request }) => {
  const email = `reader-${Date.now()}@example.com`;
  const signup = await request.post("/api/newsletter-subscriptions", { data: { email } });
  expect(signup.status()).toBe(201);

  const confirmation = await waitForEmail(email, "Please confirm your subscription");
  await page.goto(linkTo(confirmation, "/newsletter/confirm"));
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { name: "You're subscribed!" })).toBeVisible();

  const welcome = await waitForEmail(email, "Welcome to Clover English!");
  await page.goto(linkTo(welcome, "/newsletter/unsubscribe"));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
});

test("mail programs can unsubscribe in one click (RFC 8058)", async ({ request }) => {
  const email = `one-click-${Date.now()}@example.com`;
  await request.post("/api/newsletter-subscriptions", { data: { email } });
  const mail = await waitForEmail(email, "Please confirm your subscription");
  expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const response = await request.post(linkTo(mail, "/newsletter/unsubscribe"), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("You&#x27;re unsubscribed");
});

test("a wrong confirmation token says so", async ({ page }) => {
  await page.goto("/newsletter/confirm?token=not-a-real-token-at-all");
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
});
