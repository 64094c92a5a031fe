import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests run the production build (`npm run build`) against a fresh embedded database
 * in Debian's Chromium. Never download a browser here: the machine has no internet.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
export const E2E_DATA_DIR = `.tmp/e2e-data-${PORT}`;
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-password-1" };

const chromium = {
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
};

export default defineConfig({
  testDir: "tests/e2e",
  // One folder per port: parallel runs of different areas must not delete each other's traces.
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  // npm test runs two of these processes at once on two cores (scripts/e2e-parallel.mjs): a
  // journey that takes 27 s alone takes up to 45 s then.
  timeout: 60_000,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    {
      name: "phone",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
      grep: /@phone/,
    },
  ],
  webServer: {
    // A fresh embedded database for every run.
    command: `rm -rf ${E2E_DATA_DIR} && node ${BUILD_DIR}/server/index.js`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      SEED_DEMO: "true",
      // /__fixtures/injected-script, for the page policy's test (tests/e2e/shell/csp.spec.ts).
      TEST_FIXTURES: "true",
      // Offers need the school's bank account in production (issue 27).
      BANK_IBAN: "IE29AIBK93115212345678",
      BANK_BIC: "AIBKIE2D",
      SESSION_SECRET: "e2e-session-secret-that-is-long-enough-0123456789",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      // Enough for the whole suite from one address; the rate-limit tests use their own
      // addresses (X-Forwarded-For, trusted here as behind a load balancer).
      PUBLIC_WRITES_PER_HOUR: "40",
      TRUST_PROXY: "true",
    },
  },
});
