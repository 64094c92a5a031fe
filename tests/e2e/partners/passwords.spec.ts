import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { E2E_DATA_DIR } from "../../../playwright.config";
import { expectNoAxeViolations } from "../programs/support";
import { gotoHydrated } from "../support/hydration";
import { escapeRegExp, ownAddress, PASSWORD, portal, signedInAgent, words } from "./support";

/**
 * Issue 27: an agent changes their password in the portal, and resets a forgotten one from the
 * sign-in page through the e-mailed link, with JavaScript and without, in English and Spanish,
 * including what goes wrong: a wrong current password, a weak or mistyped new one, a link used
 * already or replaced by a newer one.
 */

const NEW_PASSWORD = "Quay-Street-Seagulls-7";

/** Every password-reset link e-mailed to an address so far (DATA_DIR/outbox/*.eml). */
function resetLinks(email: string): string[] {
  const dir = path.join(E2E_DATA_DIR, "outbox");
  if (!fs.existsSync(dir)) return [];
  const links: string[] = [];
  for (const file of fs.readdirSync(dir).sort()) {
    const text = fs
      .readFileSync(path.join(dir, file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    if (!text.includes(`To: ${email}`)) continue;
    for (const match of text.matchAll(
      /https?:\/\/[^\s/]+((?:\/[a-z]{2})?\/partners\/password-reset\/[\w-]{43})/g,
    )) {
      if (match[1] && !links.includes(match[1])) links.push(match[1]);
    }
  }
  return links;
}

/** Waits for a reset e-mail that was not there before; its link's path. */
async function newResetLink(email: string, before: string[]): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const fresh = resetLinks(email).find((link) => !before.includes(link));
    if (fresh) return fresh;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no password-reset e-mail to ${email} within 10 s`);
}

async function signIn(page: Page, lang: "en" | "es", email: string, password: string) {
  const t = words(lang, "partners");
  await page.getByLabel(t("login.email")).fill(email);
  await page.getByLabel(t("login.password")).fill(password);
  await page.getByRole("button", { name: t("login.submit") }).click();
}

/** Asks for a reset link on the "Forgot your password?" page reached from sign-in. */
async function askForLink(page: Page, lang: "en" | "es", email: string) {
  const t = words(lang, "partners");
  await page.goto(portal(lang, "/login"));
  await page.getByRole("link", { name: t("password.forgotLink") }).click();
  await expect(page.locator("h1")).toHaveText(t("password.forgot.title"));
  const before = resetLinks(email);
  await page.getByLabel(t("password.forgot.email")).fill(email);
  await page.getByRole("button", { name: t("password.forgot.submit") }).click();
  await expect(page.getByTestId("password-reset-sent")).toContainText(
    t("password.forgot.sentTitle"),
  );
  await expect(page).toHaveURL(`${portal(lang, "/password-reset")}?sent=1`);
  return newResetLink(email, before);
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ownAddress() });
});

test.describe("with JavaScript", () => {
  const t = words("en", "partners");

  test("an agent changes their password; wrong, weak and mistyped ones are refused; other sessions end", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const agent = await signedInAgent(page, request, "en");
    // The same agent is signed in on another computer too.
    const elsewhere = await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": ownAddress() },
    });
    const other = await elsewhere.newPage();
    await other.goto("/partners/login");
    await signIn(other, "en", agent.email, PASSWORD);
    await expect(other).toHaveURL("/partners");

    await gotoHydrated(page, "/partners");
    await page.getByRole("link", { name: t("password.shellLink") }).click();
    await expect(page).toHaveURL("/partners/password");
    await expect(page.locator("h1")).toHaveText(t("password.change.title"));
    await expectNoAxeViolations(page);

    const current = page.getByLabel(t("password.change.current"));
    const fresh = page.getByLabel(new RegExp(`^${escapeRegExp(t("password.change.new"))}`));
    const repeat = page.getByLabel(t("password.change.confirm"));
    const submit = page.getByRole("button", { name: t("password.change.submit") });

    await current.fill("this-is-not-my-password");
    await fresh.fill(NEW_PASSWORD);
    await repeat.fill(NEW_PASSWORD);
    await submit.click();
    await expect(page.getByTestId("password-error")).toContainText(t("password.errorTitle"));
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(t("password.errors.wrong"))).toBeVisible();

    await current.fill(PASSWORD);
    await fresh.fill("too-short");
    await repeat.fill("too-short");
    await submit.click();
    await expect(page.getByText(t("password.errors.short"))).toBeVisible();
    await expect(fresh).toHaveAttribute("aria-invalid", "true");

    await fresh.fill(NEW_PASSWORD);
    await repeat.fill(`${NEW_PASSWORD}x`);
    await submit.click();
    await expect(page.getByText(t("password.errors.mismatch"))).toBeVisible();
    await expectNoAxeViolations(page);

    await current.fill(PASSWORD);
    await fresh.fill(NEW_PASSWORD);
    await repeat.fill(NEW_PASSWORD);
    await submit.click();
    await expect(page.getByTestId("password-changed")).toHaveText(t("password.change.done"));
    await expect(page).toHaveURL("/partners/password?changed=1");
    // Nothing typed stays on the page.
    await expect(page.getByLabel(t("password.change.current"))).toHaveValue("");

    // This session goes on; the other computer's has ended.
    await page.goto("/partners/students");
    await expect(page).toHaveURL("/partners/students");
    await other.goto("/partners/students");
    await expect(other).toHaveURL(/\/partners\/login\?next=%2Fpartners%2Fstudents&expired=1$/);
    await signIn(other, "en", agent.email, PASSWORD);
    await expect(other.getByTestId("login-error")).toContainText(t("login.errors.invalid.title"));
    await signIn(other, "en", agent.email, NEW_PASSWORD);
    await expect(other).toHaveURL("/partners/students");
    await elsewhere.close();
  });

  test("a forgotten password: the link works once, then says so; a replaced link says so too", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const agent = await signedInAgent(page, request, "en");
    await page.getByRole("button", { name: t("shell.signOut") }).click();
    await expect(page).toHaveURL(/\/partners\/login\?signedOut=1$/);

    // An address without an account gets the very same answer.
    await page.goto("/partners/password-reset");
    await page.getByLabel(t("password.forgot.email")).fill("nobody.at.all@example.com");
    await page.getByRole("button", { name: t("password.forgot.submit") }).click();
    await expect(page.getByTestId("password-reset-sent")).toContainText(
      t("password.forgot.sentText"),
    );

    const first = await askForLink(page, "en", agent.email);
    await expectNoAxeViolations(page);
    const link = await askForLink(page, "en", agent.email);
    expect(link).not.toBe(first);

    const replaced = await page.goto(first);
    expect(replaced?.status()).toBe(410);
    await expect(page.getByTestId("reset-link-closed")).toHaveAttribute("data-reason", "replaced");
    await expect(page.locator("h1")).toHaveText(t("password.closed.replaced.title"));

    await gotoHydrated(page, link);
    await expect(page.getByTestId("password-reset-account")).toContainText(agent.email);
    await expectNoAxeViolations(page);
    const fresh = page.getByLabel(new RegExp(`^${escapeRegExp(t("password.change.new"))}`));
    const repeat = page.getByLabel(t("password.change.confirm"));
    await fresh.fill("weakweakweakweak");
    await repeat.fill("weakweakweakweak");
    await page.getByRole("button", { name: t("password.reset.submit") }).click();
    await expect(page.getByText(t("password.errors.mix"))).toBeVisible();
    await expect(fresh).toHaveAttribute("aria-invalid", "true");

    await fresh.fill(NEW_PASSWORD);
    await repeat.fill(NEW_PASSWORD);
    await page.getByRole("button", { name: t("password.reset.submit") }).click();
    await expect(page).toHaveURL("/partners/login?reset=1");
    await expect(page.getByText(t("password.signInNotice"))).toBeVisible();
    await signIn(page, "en", agent.email, NEW_PASSWORD);
    await expect(page).toHaveURL("/partners");

    // Used: the link says so, and offers a new one.
    const used = await page.goto(link);
    expect(used?.status()).toBe(410);
    await expect(page.locator("h1")).toHaveText(t("password.closed.used.title"));
    await page.getByRole("link", { name: t("password.closed.newLink") }).click();
    await expect(page).toHaveURL("/partners/password-reset");
    await expect(page.locator("h1")).toHaveText(t("password.forgot.title"));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("in Spanish: reset from the sign-in page, then change it again, all plain form posts", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = words("es", "partners");
    const agent = await signedInAgent(page, request, "es");
    await page.getByRole("button", { name: t("shell.signOut") }).click();
    await expect(page).toHaveURL(/\/es\/partners\/login\?signedOut=1$/);

    const link = await askForLink(page, "es", agent.email);
    expect(link).toMatch(/^\/es\/partners\/password-reset\//);
    await page.goto(link);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await expect(page.locator("h1")).toHaveText(t("password.reset.title"));
    const fresh = page.getByLabel(new RegExp(`^${escapeRegExp(t("password.change.new"))}`));
    const repeat = page.getByLabel(t("password.change.confirm"));
    await fresh.fill("corta");
    await repeat.fill("corta");
    await page.getByRole("button", { name: t("password.reset.submit") }).click();
    await expect(page.getByTestId("password-error")).toContainText(t("password.errorTitle"));
    await expect(page.getByText(t("password.errors.short"))).toBeVisible();
    await fresh.fill(NEW_PASSWORD);
    await repeat.fill(NEW_PASSWORD);
    await page.getByRole("button", { name: t("password.reset.submit") }).click();
    await expect(page).toHaveURL("/es/partners/login?reset=1");
    await expect(page.getByText(t("password.signInNotice"))).toBeVisible();
    await signIn(page, "es", agent.email, NEW_PASSWORD);
    await expect(page).toHaveURL("/es/partners");

    // The used link, reopened: said clearly, in Spanish, with a new link offered.
    await page.goto(link);
    await expect(page.locator("h1")).toHaveText(t("password.closed.used.title"));
    await expect(page.getByRole("link", { name: t("password.closed.newLink") })).toHaveAttribute(
      "href",
      "/es/partners/password-reset",
    );

    // And changed again from the portal: a wrong current password first.
    await page.goto("/es/partners/password");
    await page.getByLabel(t("password.change.current")).fill(PASSWORD);
    await fresh.fill("Otra-Clave-Muy-Segura-2031");
    await repeat.fill("Otra-Clave-Muy-Segura-2031");
    await page.getByRole("button", { name: t("password.change.submit") }).click();
    await expect(page.getByText(t("password.errors.wrong"))).toBeVisible();
    await page.getByLabel(t("password.change.current")).fill(NEW_PASSWORD);
    await fresh.fill("Otra-Clave-Muy-Segura-2031");
    await repeat.fill("Otra-Clave-Muy-Segura-2031");
    await page.getByRole("button", { name: t("password.change.submit") }).click();
    await expect(page).toHaveURL("/es/partners/password?changed=1");
    await expect(page.getByTestId("password-changed")).toHaveText(t("password.change.done"));
  });
});
