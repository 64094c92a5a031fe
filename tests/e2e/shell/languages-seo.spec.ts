import { expect, test } from "@playwright/test";
import { gotoHydrated } from "../support/hydration";

test.describe("languages", () => {
  for (const [path, lang, title] of [
    ["/", "en", "Learn English where it's spoken, with people who care"],
    ["/es", "es", "Aprende inglés donde se habla"],
    ["/fr", "fr", ""],
    ["/de", "de", ""],
  ] as const) {
    test(`${path} is rendered on the server in ${lang}`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<html lang="${lang}"`);
      if (title) expect(html).toContain(title.replace("'", "&#x27;"));
      for (const alternate of ["en", "es", "fr", "de", "x-default"]) {
        expect(html).toContain(`hrefLang="${alternate}"`);
      }
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/(es|fr|de)?"/);
    });
  }

  test("the switcher keeps the page and remembers the choice", async ({ page, context }) => {
    await page.goto("/newsletter/confirm?token=abc");
    await page.getByRole("button", { name: /Language: English/ }).click();
    await page.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/newsletter\/confirm\?token=abc$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
      "Confirm your subscription",
    );
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("fr");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("fr");
  });

  test("after switching in the browser, the parts not yet live are in the new language too", async ({
    page,
  }) => {
    // The footer's code waits until it comes near the screen (decision 0013). The switch is a
    // navigation in the browser that renders a new layout: the footer must not keep the old
    // page's English markup until the visitor scrolls down.
    await gotoHydrated(page, "/");
    await expect(page.locator("#site-footer[data-hydrated]")).toHaveCount(0);
    await page.getByRole("button", { name: /Language: English/ }).click();
    await page.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const footer = page.locator("#site-footer footer");
    await expect(footer).toContainText("Clases reducidas");
    await expect(footer).not.toContainText("Small classes");
    await expect(page.locator("#site-overlays")).toContainText("Tu privacidad");
  });

  test("a first visit to / suggests the browser's language without forcing it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const suggestion = page.getByRole("complementary", {
      name: "Diese Seite gibt es auch auf Deutsch.",
    });
    await expect(suggestion).toBeVisible();
    await suggestion.getByRole("button", { name: "Nein, danke" }).click();
    await expect(suggestion).toBeHidden();
    await page.reload();
    await expect(page.getByText("Diese Seite gibt es auch auf Deutsch.")).toBeHidden();
    await context.close();

    const again = await browser.newContext({ locale: "es-ES" });
    const spanish = await again.newPage();
    await spanish.goto("/");
    await spanish.getByRole("link", { name: "Ver en español" }).click();
    await expect(spanish).toHaveURL(/\/es$/);
    await again.close();
  });
});

test.describe("search engines", () => {
  test("home has its title, description, social tags and organisation data", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Clover English | Learn English in Dublin, Cork and Galway");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /English courses in Ireland/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      /Clover English/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(jsonLd["@type"]).toEqual(["Organization", "EducationalOrganization"]);
    expect(jsonLd.address).toHaveLength(3);
  });

  test("sitemap.xml lists every public page in every language with alternates", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    for (const path of [
      "/",
      "/programs",
      "/contact",
      "/programs/cert-tesol",
      "/destinations/galway",
    ]) {
      for (const prefix of ["", "/es", "/fr", "/de"]) {
        const url = `${prefix}${path === "/" && prefix ? "" : path}`;
        expect(xml).toContain(`${url}</loc>`);
      }
    }
    expect(xml).toContain('hreflang="de"');
    expect(xml).not.toContain("/admin");
  });

  test("robots.txt keeps the admin out and points at the sitemap; manifest and icons are ours", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /*/offers/");
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest.name).toBe("Clover English");
    expect((await request.get("/images/brand/favicon.svg")).status()).toBe(200);
  });
});
