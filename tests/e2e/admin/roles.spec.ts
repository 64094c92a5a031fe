import { expect, test } from "@playwright/test";
import { apiToken, signIn, submitInquiry, unique } from "./support";

test("an editor sees no delete buttons for leads and students, and the server refuses", async ({
  page,
  request,
}) => {
  const editor = { username: unique("editor").toLowerCase(), password: "Editor-pass-phrase-2031!" };
  const token = await apiToken(request);
  const created = await request.post("/api/admin/users", {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...editor, displayName: "Eddie Editor", role: "editor" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const marker = unique("Editorcase");
  await submitInquiry(request, {
    name: `${marker} Lead`,
    email: `${marker.toLowerCase()}@example.com`,
  });

  await signIn(page, editor);
  await expect(page.getByTestId("admin-user").first()).toHaveText("Eddie Editor");
  await page.goto(`/admin/inquiries?q=${marker}`);
  await page.getByRole("link", { name: `Open inquiry from ${marker} Lead` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Save" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Delete" })).toHaveCount(0);
  const id = new URL(page.url()).searchParams.get("id");

  await page.goto("/admin/students");
  await expect(page.getByRole("link", { name: /^Edit / }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);

  const subscriber = `${marker.toLowerCase()}.news@example.com`;
  const signedUp = await request.post("/api/newsletter-subscriptions", {
    data: { email: subscriber },
    headers: { "X-Forwarded-For": "203.0.113.79" },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  await page.goto(`/admin/leads?tab=newsletter&q=${encodeURIComponent(subscriber)}`);
  await expect(page.getByRole("row", { name: new RegExp(subscriber) })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Delete subscription/ })).toHaveCount(0);
  const refusedSubscription = await page.request.post("/admin/leads.data", {
    form: { intent: "delete-subscription", id: "1" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refusedSubscription.status()).toBe(403);

  // Even a hand-made request from the editor's own session is refused by the action.
  const refused = await page.request.post(`/admin/inquiries.data`, {
    form: { intent: "delete", id: String(id) },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  await page.goto(`/admin/inquiries?q=${marker}`);
  await expect(page.getByRole("row", { name: new RegExp(marker) })).toHaveCount(1);
});
