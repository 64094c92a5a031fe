import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { paintTiming } from "../support/paint-timing";

/**
 * Issue 13: public pages paint before any script is fetched, and work before (or without) it.
 * Over 400 lines on purpose: one file for the whole "before the scripts" contract, so the page
 * timing and hold-back helpers are written once and the cases read as one list.
 */

const publicPages = [
  "/",
  "/programs",
  "/programs/clover-summer-galway",
  "/quote",
  "/destinations/dublin",
  "/activities",
  "/faq",
  "/contact",
  "/about",
  "/blog",
  "/es",
  "/fr/programs",
  "/de/faq",
];

/** Script resources and the load event, as the browser itself timed them. */
async function scriptTiming(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
    const styles = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith(".css"))
      .map((entry) => entry.name);
    return { loadEventStart: navigation?.loadEventStart ?? 0, scripts, styles };
  });
}

const hydrated = (page: Page) => expect(page.locator("html[data-hydrated]")).toHaveCount(1);

/** Holds every request matching `pattern` until the returned function is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test.describe("scripts start after the page has loaded", () => {
  for (const path of publicPages) {
    test(`${path}: no script before load, no stylesheet request, then hydrated`, async ({
      page,
    }) => {
      // A hydration mismatch makes React render the page afresh: it must not happen.
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.addInitScript(() => {
        const added: string[] = [];
        // A mutation observer is called once per task that changed the page: the number of
        // preloads each call saw is the number one task added.
        const preloadsPerTask: number[] = [];
        const moduleScriptAddedAt: number[] = [];
        Object.assign(window, { addedModulePreloads: added, preloadsPerTask, moduleScriptAddedAt });
        new MutationObserver((records) => {
          let preloads = 0;
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node instanceof HTMLLinkElement && node.rel === "modulepreload") {
                added.push(node.getAttribute("href") ?? "");
                preloads++;
              }
              if (node instanceof HTMLScriptElement && node.type === "module") {
                moduleScriptAddedAt.push(performance.now());
              }
            }
          }
          if (preloads) preloadsPerTask.push(preloads);
        }).observe(document, { childList: true, subtree: true });
      });
      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      // The preloads wait in an inert template until load (nothing in a template is fetched).
      const [, preloads = ""] =
        /<template id="deferred-preloads">(.*?)<\/template>/.exec(html) ?? [];
      expect(preloads).toContain('rel="modulepreload"');
      expect(html.replace(preloads, "")).not.toContain('rel="modulepreload"');
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(html).toMatch(
        /<style data-precedence="default" data-href="\/assets\/app-[\w-]+\.css">/,
      );
      await hydrated(page);
      const timing = await scriptTiming(page);
      expect(timing.loadEventStart).toBeGreaterThan(0);
      expect(timing.scripts.length).toBeGreaterThan(0);
      // …and after the first paint and the hero's paint have reached the screen.
      const paints = await paintTiming(page);
      expect(paints.firstContentfulPaint).toBeGreaterThan(0);
      for (const script of timing.scripts) {
        expect(script.startTime, script.url).toBeGreaterThanOrEqual(timing.loadEventStart);
        expect(script.startTime, script.url).toBeGreaterThan(paints.firstContentfulPaint);
        if (paints.heroPaint !== null) {
          expect(script.startTime, script.url).toBeGreaterThan(paints.heroPaint);
        }
      }
      expect(timing.styles).toEqual([]);
      expect(errors).toEqual([]);
      // Each preload is put in the page once, from the template: React, hydrating, finds them
      // there and inserts none of its own (it would, in the page's longest task, if they were
      // missing or differed).
      const added = await page.evaluate(
        () => (window as unknown as { addedModulePreloads: string[] }).addedModulePreloads,
      );
      expect(added.length).toBeGreaterThan(0);
      expect(added).toEqual([...new Set(added)]);
      expect(added.sort()).toEqual(
        [...preloads.matchAll(/href="([^"]+)"/g)].map((match) => match[1]).sort(),
      );
      // Decision 0019: the loader's work stays out of the task that fires `load` (which also
      // ends parsing and lays the page out), and each preload, a synchronous resource request,
      // gets a task of its own: on a phone any task over 12.5 ms here counts as blocking.
      const loaderTasks = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          "navigation",
        ) as PerformanceNavigationTiming[];
        const state = window as unknown as {
          preloadsPerTask: number[];
          moduleScriptAddedAt: number[];
        };
        return {
          loadEventEnd: navigation?.loadEventEnd ?? 0,
          preloadsPerTask: state.preloadsPerTask,
          moduleScriptAddedAt: state.moduleScriptAddedAt,
        };
      });
      expect(loaderTasks.moduleScriptAddedAt).toHaveLength(1);
      expect(loaderTasks.moduleScriptAddedAt[0]).toBeGreaterThan(loaderTasks.loadEventEnd);
      expect(loaderTasks.preloadsPerTask.every((count) => count === 1)).toBe(true);
    });
  }

  test("stored settings and reduced motion hydrate without a mismatch", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() =>
      localStorage.setItem(
        "accessibility-settings",
        JSON.stringify({ fontSize: 150, highContrast: true, reduceMotion: true }),
      ),
    );
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator("#site-footer[data-hydrated]")).toHaveCount(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("staff screens keep their usual loading (preloads, linked stylesheet)", async ({
    request,
  }) => {
    const html = await (await request.get("/admin/login")).text();
    expect(html).toContain('rel="modulepreload"');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/);
  });

  test("a key press before load starts the scripts at once", async ({ page }) => {
    // Hold the hero artwork back so the load event waits; the visitor presses Tab meanwhile.
    const release = await holdBack(page, "**/images/hero/home.svg");
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.keyboard.press("Tab");
    await hydrated(page);
    const loaded = await page.evaluate(
      () =>
        (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
          .loadEventStart,
    );
    expect(loaded).toBe(0);
    release();
  });
});

test.describe("parts that come later never hold the page back", () => {
  test("on a slow phone, a form's answer shows while the footer's code has not come yet", async ({
    page,
    context,
  }) => {
    // Slow the page down as a cheap phone would: the footer's code then arrives well after the
    // visitor can act, and the answer to the form must not wait for it.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goto("/contact");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator("#site-footer[data-hydrated]")).toHaveCount(0);
    await page.getByRole("textbox", { name: "Email Address", exact: true }).fill("not-an-email");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hello there");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please correct the 4 highlighted fields.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toBeFocused();
    // The footer still works as HTML, and becomes live when the visitor gets there.
    await expect(page.locator("#site-footer a[href='/privacy-policy']").first()).toBeAttached();
    // (The focus is in a text field now: scroll the page itself, not the caret.)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator("#site-footer[data-hydrated]")).toHaveCount(1, { timeout: 20_000 });
  });

  test("a keyboard visitor who tabs into the footer before it is live keeps their place", async ({
    page,
  }) => {
    // The footer's code is held back, so the focus lands on the server's HTML.
    const release = await holdBack(page, "**/assets/site-footer-*.js");
    await page.goto("/about");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    const link = page.locator("#site-footer a").first();
    const text = await link.textContent();
    await link.focus();
    await expect(link).toBeFocused();
    await expect(page.locator("#site-footer[data-hydrated]")).toHaveCount(0);
    release();
    await expect(page.locator("#site-footer[data-hydrated]")).toHaveCount(1);
    const focused = page.locator("#site-footer a:focus");
    await expect(focused).toHaveCount(1);
    await expect(focused).toHaveText(text ?? "");
  });
});

test.describe("parts that wait for the visitor's first touch", () => {
  test("after hydration, the header, floating buttons and hero fetch nothing until the visitor acts", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    for (const part of ["site-header", "site-overlays", "home-hero", "home-quick-links"]) {
      await expect(page.locator(`#${part}[data-hydrated]`), part).toHaveCount(0);
    }
    // They work as HTML meanwhile; pointing at one brings it to life, and the first touch
    // anywhere brings them all.
    await page.getByRole("link", { name: "Explore programs", exact: true }).hover();
    await expect(page.locator("#home-hero[data-hydrated]")).toHaveCount(1);
    await expect(page.locator("#site-header[data-hydrated]")).toHaveCount(0);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.locator("#home-hero[data-hydrated]")).toHaveCount(1);
    await expect(page.locator("#site-header[data-hydrated]")).toHaveCount(1);
    await expect(page.locator("#site-overlays[data-hydrated]")).toHaveCount(1);
  });

  test("a click that needs the script, made before it came, is answered once it has", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("#home-hero[data-hydrated]")).toHaveCount(0);
    await page.getByRole("button", { name: "Find your program" }).click();
    await expect(page.getByRole("dialog", { name: "Interactive Program Explorer" })).toBeVisible();
  });

  test("cookie preferences opened and ticked before the banner is live stay open and ticked", async ({
    page,
    context,
  }) => {
    // The banner's code is held back, so the tick lands on the server's HTML.
    const release = await holdBack(page, "**/assets/site-overlays-*.js");
    await page.goto("/faq");
    await hydrated(page);
    const banner = page.getByRole("region", { name: "Your privacy, your choice" });
    await banner.getByRole("button", { name: "Preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog).toBeVisible();
    // A box ticks at once, before its code has come: nothing looks dead.
    await dialog.getByRole("checkbox", { name: "Marketing" }).check();
    await expect(page.locator("#site-overlays[data-hydrated]")).toHaveCount(0);
    release();
    await expect(page.locator("#site-overlays[data-hydrated]")).toHaveCount(1);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: "Marketing" })).toBeChecked();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(banner).toBeHidden();
    await expect(page).toHaveURL(/\/faq$/);
    const consent = await page.evaluate(() => localStorage.getItem("cookie-consent"));
    const cookies = (await context.cookies()).filter((c) => c.name === "cookie-consent");
    // Saved in the browser once live, or posted to the server if the save came first.
    expect(consent ?? cookies[0]?.value ?? "").toMatch(/"marketing":true|^0\.0\.1\./);
  });

  test("what a visitor types into a part before its code comes is kept", async ({ page }) => {
    // The part's code is held back, so the typing lands on the server's HTML.
    const release = await holdBack(page, "**/assets/below-the-fold-*.js");
    await page.goto("/");
    await hydrated(page);
    const email = page.getByRole("textbox", { name: "Your e-mail address" });
    await email.fill("maria@example.es");
    await expect(page.locator("#home-below-the-fold[data-hydrated]")).toHaveCount(0);
    release();
    await expect(page.locator("#home-below-the-fold[data-hydrated]")).toHaveCount(1);
    await expect(email).toHaveValue("maria@example.es");
    await expect(email).toBeFocused();
  });
});

test.describe("a click before hydration is answered, not lost", () => {
  test("a script-only button clicked while the scripts are still coming works once they have", async ({
    page,
  }) => {
    // Hold React's entry chunk back, so the visitor clicks on the server's HTML.
    const release = await holdBack(page, "**/assets/entry.client-*.js");
    await page.goto("/programs/cert-tesol");
    const cork = page.locator('[data-session="cork"]');
    await cork.click();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    await expect(cork).toHaveAttribute("aria-pressed", "false");
    release();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(cork).toHaveAttribute("aria-pressed", "true");
  });

  test("the accessibility panel's switches answer a click made before its code came", async ({
    page,
  }) => {
    const release = await holdBack(page, "**/assets/entry.client-*.js");
    await page.goto("/faq");
    await page.getByRole("button", { name: "Accessibility settings" }).click();
    const contrast = page.getByRole("switch", { name: "High Contrast" });
    await contrast.click();
    release();
    await expect(contrast).toHaveText("On");
    await expect(page.locator("html")).toHaveClass(/high-contrast/);
  });
});

test.describe("before or without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cookie banner's Reject All and Accept All post the choice and hide the banner", async ({
    page,
    context,
  }) => {
    const banner = page.getByRole("region", { name: "Your privacy, your choice" });
    await page.goto("/programs?category=junior");
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Reject All" }).click();
    await expect(page).toHaveURL(/\/programs\?category=junior$/);
    await expect(banner).toBeHidden();
    const [cookie] = (await context.cookies()).filter((c) => c.name === "cookie-consent");
    expect(cookie?.value).toMatch(/^0\.0\.0\.\d+$/);
    // Another page remembers it.
    await page.goto("/es/faq");
    await expect(page.getByRole("region", { name: "Tu privacidad, tu decisión" })).toBeHidden();

    await context.clearCookies();
    await page.goto("/");
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();
    const [accepted] = (await context.cookies()).filter((c) => c.name === "cookie-consent");
    expect(accepted?.value).toMatch(/^1\.1\.1\.\d+$/);
  });

  test("Preferences opens the dialog; Save stores exactly the chosen categories", async ({
    page,
    context,
  }) => {
    await page.goto("/contact");
    const banner = page.getByRole("region", { name: "Your privacy, your choice" });
    await banner.getByRole("button", { name: "Preferences" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Cookie Preferences" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("checkbox", { name: "Analytics" }).check();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(banner).toBeHidden();
    const [cookie] = (await context.cookies()).filter((c) => c.name === "cookie-consent");
    expect(cookie?.value).toMatch(/^0\.1\.0\.\d+$/);
  });

  test("the phone menu and the language switcher open and navigate @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/programs/clover-summer-galway");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#phone-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.getByRole("button", { name: /Language: English/ }).click();
    await page.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("the desktop Programs and Destinations menus open and close with Escape", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("button", { name: "Destinations" }).click();
    const cork = nav.getByRole("link", { name: "Cork" });
    await expect(cork).toBeVisible();
    // Under its button, not somewhere else on the screen.
    const [button, link] = [
      await nav.getByRole("button", { name: "Destinations" }).boundingBox(),
      await cork.boundingBox(),
    ];
    expect(link && button && link.y > button.y && link.y - button.y < 120).toBe(true);
    await page.keyboard.press("Escape");
    await expect(cork).toBeHidden();
    await nav.getByRole("button", { name: "Programs" }).click();
    await nav.getByRole("link", { name: "Teacher Training" }).click();
    await expect(page).toHaveURL(/\/programs\?category=teacher$/);
  });

  test("nothing covers the cookie banner's buttons on a phone @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/es/programs/clover-summer-galway");
    const banner = page.getByRole("region", { name: "Tu privacidad, tu decisión" });
    for (const name of ["Aceptar todo", "Rechazar todo", "Preferencias"]) {
      const control = banner.getByRole("button", { name, exact: true });
      const box = await control.boundingBox();
      if (!box) throw new Error(`${name} has no box`);
      const topmost = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.textContent ?? "",
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(topmost.trim()).toBe(name);
      // Its left part too: the floating accessibility button used to sit over "Aceptar todo".
      const left = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.textContent ?? "",
        { x: box.x + box.width * 0.2, y: box.y + box.height / 2 },
      );
      expect(left.trim()).toBe(name);
    }
  });
});

test("the banner with the accessibility button above it passes axe on a phone @phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/es/programs/clover-summer-galway");
  await hydrated(page);
  await page.getByRole("button", { name: "Ajustes de accesibilidad" }).click();
  await expect(page.getByRole("dialog", { name: "Accesibilidad" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("the consent endpoint refuses what is not a choice and never redirects off the site", async ({
  request,
}) => {
  const bad = await request.post("/consent", { form: { choice: "maybe" }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  for (const returnTo of ["https://evil.example/", "//evil.example/", "/\\evil", "javascript:x"]) {
    const response = await request.post("/consent", {
      form: { choice: "none", returnTo },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/");
  }
  const ok = await request.post("/consent", {
    form: { choice: "custom", analytics: "on", returnTo: "/es/faq?q=visa" },
    maxRedirects: 0,
  });
  expect(ok.headers().location).toBe("/es/faq?q=visa");
  expect(ok.headers()["set-cookie"]).toMatch(
    /^cookie-consent=0\.1\.0\.\d+; Path=\/; Max-Age=31536000; SameSite=Lax/,
  );
});

test("a visitor who chose with the form gets pages without the banner, kept private", async ({
  request,
}) => {
  const chosen = await request.get("/faq", {
    headers: { Cookie: "cookie-consent=0.0.0.1764000000000" },
  });
  expect(await chosen.text()).toMatch(/<html lang="en" data-consent-cookie class="consent-given">/);
  expect(chosen.headers()["cache-control"]).toBe("private, no-cache");
  const anyone = await request.get("/faq");
  expect(await anyone.text()).toMatch(/<html lang="en">/);
  expect(anyone.headers()["cache-control"]).toContain("public");
});
