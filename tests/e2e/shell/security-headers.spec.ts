import { expect, test } from "@playwright/test";

const common = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  // Kept on public pages although it costs Lighthouse blocking time here (decision 0026).
  "cross-origin-opener-policy": "same-origin",
};

test.describe("security headers", () => {
  for (const [kind, path, status] of [
    ["page", "/", 200],
    ["cached page (second request)", "/", 200],
    ["error page", "/no/such/page", 404],
    ["API", "/api/programs", 200],
    ["API error", "/api/programs/nope", 404],
    ["asset", "/images/brand/mark.svg", 200],
  ] as const) {
    test(`are sent on every kind of response: ${kind}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      const headers = response.headers();
      expect(headers).toMatchObject(common);
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["strict-transport-security"]).toContain("max-age=31536000");
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-eval");
      const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scriptSources).not.toContain("unsafe-inline");
    });
  }

  test("the page's own inline scripts are allowed by hash and nothing is blocked", async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto("/es");
    expect(response?.headers()["content-security-policy"]).toMatch(
      /script-src 'self'( 'sha256-[\w+/=]+')+/,
    );
    // Hydrated: the language switcher (a React component) responds.
    await page
      .getByRole("button", { name: /Idioma|ES/ })
      .first()
      .click();
    await expect(page.getByRole("link", { name: "Deutsch" })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("an inline script the server did not write is refused by the browser", async ({ page }) => {
    // The home page with a script injected into its body, as an HTML-injection bug would
    // leave it (a test-only fixture; server/http/app.ts). Its own scripts still run.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto("/__fixtures/injected-script");
    const html = await response?.text();
    expect(html).toContain(`<script>document.documentElement.dataset.injected="ran"</script>`);
    // The nonce that marked the server's own scripts is gone from the page and its headers.
    expect(html).not.toMatch(/\snonce=/);
    expect(Object.keys(response?.headers() ?? {})).not.toContain("x-clover-script-nonce");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(await page.locator("html").getAttribute("data-injected")).toBeNull();
    // Chromium words it "Refused to execute inline script…" or, since 2025, "Executing inline
    // script violates…".
    await expect
      .poll(() =>
        violations.some((text) => /(Refused to execute|Executing) inline script/i.test(text)),
      )
      .toBe(true);
  });

  test("staff session cookies are __Host- prefixed, HttpOnly, Secure and SameSite=Lax", async ({
    request,
  }) => {
    const { E2E_ADMIN } = await import("../../../playwright.config");
    const response = await request.post("/api/admin/login", { data: E2E_ADMIN });
    expect(response.status()).toBe(200);
    const cookies = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie");
    const session = cookies.find((header) => header.value.startsWith("__Host-clover_session="));
    expect(session?.value).toMatch(/HttpOnly/i);
    expect(session?.value).toMatch(/Secure/i);
    expect(session?.value).toMatch(/SameSite=Lax/i);
    expect(session?.value).toMatch(/Path=\//);
  });
});
