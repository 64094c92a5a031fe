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

/**
 * A tab that has answered the cookie banner (functional cookies only) and holds the site's
 * fonts, as a visitor's second page does (app.css: a first page is drawn in the fallback fonts
 * and fetches the web fonts once shown and idle; the same tab then draws with them at once).
 */
async function tabFor(options) {
  const context = await browser.newContext({ baseURL: base, ...options });
  await context.addCookies([{ name: "cookie-consent", value: `1.0.0.${Date.now()}`, url: base }]);
  const page = await context.newPage();
  await page.goto("/");
  await page.waitForFunction(() =>
    ["Figtree Variable", "Fraunces Variable"].every((family) =>
      document.fonts.check(`1em "${family}"`),
    ),
  );
  return page;
}

/** Opens a page as if from a link on the site: with the web fonts. */
const open = (page, path) => page.goto(path, { referer: `${base}/` });

/** Scrolls so that `locator` sits just under the sticky header. */
const scrollTo = (locator) =>
  locator.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96),
  );

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
const phone = await tabFor({
  ...devices["Pixel 7"],
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.5,
  locale: "es-ES",
});
await open(phone, "/es");
await shoot(phone, "home-es-phone");
await open(phone, "/es/programs/junior-summer-dublin");
await shoot(phone, "program-es-phone");
await phone.context().close();

const page = await tabFor({ viewport: { width: 1440, height: 900 } });

// The level test, a few questions in.
await open(page, "/level-test");
await page.getByRole("button", { name: "Start the test" }).click();
for (let n = 0; n < 3; n++) {
  const form = page.locator("form:has(input[name='questionId'])");
  await form.locator("input[name='choice']").first().check();
  await form.getByRole("button", { name: "Next question" }).click();
  await page.getByText(`Question ${n + 2} of up to 30`).waitFor();
}
// The question, not the page's heading, is the picture.
await scrollTo(page.getByText(/^Question \d+ of up to 30$/));
await shoot(page, "level-test");

// The offer a family reads from the link in their e-mail.
if (family) {
  await open(page, family.path);
  await scrollTo(page.locator("main h2").first());
  await shoot(page, "offer");
}

// Staff.
await open(page, "/admin/login");
await page.getByLabel("Username").fill(admin.username);
await page.getByLabel("Password").fill(admin.password);
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL(/\/admin\/dashboard/);
// Again, without the sign-in's welcome toast.
await open(page, "/admin/dashboard");
await shoot(page, "admin-dashboard");
await open(page, "/admin/bookings");
await shoot(page, "admin-bookings");
await open(page, "/admin/analytics");
await shoot(page, "admin-analytics");
await page.context().close();

// An agent of a partner agency, in their language.
if (agent) {
  const portal = await tabFor({ viewport: { width: 1440, height: 900 }, locale: "es-ES" });
  await open(portal, agent.path);
  await portal.getByLabel("Correo electrónico").fill(agent.username);
  await portal.getByLabel("Contraseña").fill(agent.password);
  await portal.getByRole("button", { name: "Iniciar sesión" }).click();
  await portal.waitForURL(/\/partners$/);
  await shoot(portal, "partner-portal");
  await portal.context().close();
}

await browser.close();
const total = sizes.reduce((sum, [, size]) => sum + size, 0);
for (const [file, size] of sizes) console.log(`${file}  ${Math.round(size / 1024)} KB`);
console.log(`${sizes.length} pictures, ${Math.round(total / 1024)} KB in all`);
