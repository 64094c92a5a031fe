import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Cookie, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";

export { E2E_ADMIN };

/**
 * Signs in and lands on `next` (default the dashboard). The first sign-in of an account in this
 * Playwright process goes through the login screen; later ones reuse that session's cookies,
 * because a sign-in costs one scrypt (~0.5 s of CPU) and a page load, and a hundred of them added
 * about a minute to `npm test`. A session that no longer works (signed out, password changed,
 * expired) lands on the login screen instead, and then the form is used again. Tests about
 * signing in itself use `signInThroughForm`.
 */
export async function signIn(
  page: Page,
  credentials: { username: string; password: string } = E2E_ADMIN,
  next?: string,
) {
  const saved = sessions.get(credentials.username);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto(next ?? "/admin/dashboard");
    if (!new URL(page.url()).pathname.startsWith("/admin/login")) {
      await expect(page).toHaveURL(next ? new RegExp(escapeRegExp(next)) : /\/admin\/dashboard/);
      return;
    }
    sessions.delete(credentials.username);
  }
  await signInThroughForm(page, credentials, next);
  sessions.set(credentials.username, await page.context().cookies());
}

/** Session cookies of the accounts signed in so far in this Playwright process. */
const sessions = new Map<string, Cookie[]>();

/** Signs in through the login screen and lands on `next` (default the dashboard). */
export async function signInThroughForm(
  page: Page,
  credentials: { username: string; password: string } = E2E_ADMIN,
  next?: string,
) {
  await page.goto(next ? `/admin/login?next=${encodeURIComponent(next)}` : "/admin/login");
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(next ? new RegExp(escapeRegExp(next)) : /\/admin\/dashboard/);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A Bearer token for the REST API. */
export async function apiToken(
  request: APIRequestContext,
  credentials: { username: string; password: string } = E2E_ADMIN,
): Promise<string> {
  const response = await request.post("/api/admin/login", { data: credentials });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export async function expectToast(page: Page, title: string, description?: string) {
  // By test id: a modal dialog hides the rest of the page from the accessibility tree.
  const toast = page.getByTestId("toast");
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target) })),
  ).toEqual([]);
}

/** A unique marker so tests never trip over each other's rows. */
export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function submitInquiry(
  request: APIRequestContext,
  fields: Partial<{ name: string; email: string; subject: string; message: string; phone: string }>,
) {
  const response = await request.post("/api/contact-inquiries", {
    data: {
      name: "Test Person",
      email: "test.person@example.com",
      subject: "A question",
      message: "Hello, I would like to know more.",
      gdprConsent: true,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id?: number };
}
