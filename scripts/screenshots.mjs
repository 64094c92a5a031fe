/**
 * `npm run screenshots`: the pictures of the README and docs/tour.md, taken from a running demo
 * (issue 35) in Debian's Chromium. A manual step, not part of `npm test`; commit what it writes.
 *
 *   npm run demo                       # in one terminal (a fresh DATA_DIR gives a fresh demo)
 *   npm run screenshots                # in another: BASE_URL and DATA_DIR if not the defaults
 *
 * It signs in with the logins the demo keeps in DATA_DIR (local-admin.json, demo-logins.json).
 * Images are WebP from Chromium itself (no image package): a few hundred KB in all.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium, devices } from "@playwright/test";

const base = (process.env.BASE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const dataDir = process.env.DATA_DIR ?? "data";
const outDir = path.resolve("docs/images");
const QUALITY = 70;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"));
  } catch {
    console.error(
      `No ${file} in ${dataDir}: start the demo first (npm run demo), with the same DATA_DIR.`,
    );
    process.exit(1);
  }
}
const admin = readJson("local-admin.json");
const logins = readJson("demo-logins.json");
const agent = logins.find((login) => login.kind === "agent");
const family = logins.find((login) => login.kind === "family");

// The launch options of playwright.config.ts: Debian's Chromium, never a downloaded browser.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

/** A browser context that has already answered the cookie banner (functional cookies only). */
async function contextFor(options) {
  const context = await browser.newContext({ baseURL: base, ...options });
  await context.addCookies([{ name: "cookie-consent", value: `1.0.0.${Date.now()}`, url: base }]);
  return context;
}

const sizes = [];
async function shoot(page, name) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  const { data } = await cdp.send("Page.captureScreenshot", { format: "webp", quality: QUALITY });
  const file = path.join(outDir, `${name}.webp`);
  fs.writeFileSync(file, Buffer.from(data, "base64"));
  sizes.push([path.relative(process.cwd(), file), fs.statSync(file).size]);
}

fs.mkdirSync(outDir, { recursive: true });

// A family on a phone, in Spanish.
const phone = await contextFor({
  ...devices["Pixel 7"],
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.5,
  locale: "es-ES",
});
const phonePage = await phone.newPage();
await phonePage.goto("/es");
await shoot(phonePage, "home-es-phone");
await phonePage.goto("/es/programs/junior-summer-dublin");
await shoot(phonePage, "program-es-phone");
await phone.close();

const desktop = await contextFor({ viewport: { width: 1280, height: 860 } });
const page = await desktop.newPage();

// The level test, a few questions in.
await page.goto("/level-test");
await page.getByRole("button", { name: "Start the test" }).click();
for (let n = 0; n < 3; n++) {
  const form = page.locator("form:has(input[name='questionId'])");
  await form.locator("input[name='choice']").first().check();
  await form.getByRole("button", { name: "Next question" }).click();
  await page.getByText(`Question ${n + 2} of up to 30`).waitFor();
}
// The question, not the page's heading, is the picture.
await page
  .locator("form:has(input[name='questionId'])")
  .evaluate((form) => window.scrollTo(0, form.getBoundingClientRect().top + window.scrollY - 120));
await shoot(page, "level-test");

// The offer a family reads from the link in their e-mail.
if (family) {
  await page.goto(family.path);
  await shoot(page, "offer");
}

// Staff.
await page.goto("/admin/login");
await page.getByLabel("Username").fill(admin.username);
await page.getByLabel("Password").fill(admin.password);
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL(/\/admin\/dashboard/);
await shoot(page, "admin-dashboard");
await page.goto("/admin/bookings");
await shoot(page, "admin-bookings");
await page.goto("/admin/analytics");
await shoot(page, "admin-analytics");
await desktop.close();

// An agent of a partner agency, in their language.
if (agent) {
  const portal = await contextFor({ viewport: { width: 1280, height: 860 }, locale: "es-ES" });
  const agentPage = await portal.newPage();
  await agentPage.goto(agent.path);
  await agentPage.getByLabel("Correo electrónico").fill(agent.username);
  await agentPage.getByLabel("Contraseña").fill(agent.password);
  await agentPage.getByRole("button", { name: "Iniciar sesión" }).click();
  await agentPage.waitForURL(/\/partners$/);
  await shoot(agentPage, "partner-portal");
  await portal.close();
}

await browser.close();
const total = sizes.reduce((sum, [, size]) => sum + size, 0);
for (const [file, size] of sizes) console.log(`${file}  ${Math.round(size / 1024)} KB`);
console.log(`${sizes.length} pictures, ${Math.round(total / 1024)} KB in all`);
