import { expect, type Page, test } from "@playwright/test";
import { clickHeaderLink } from "../support/header";
import { gotoHydrated } from "../support/hydration";
import { scrollDown } from "../support/scrolling";

test.describe("navigation bar", () => {
  test("skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("desktop dropdowns list the spec's links and close with Escape", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("button", { name: "Programs" }).click();
    const expected: [string, string][] = [
      ["All Programs", "/programs"],
      ["Junior Summer School", "/programs?category=junior&season=summer"],
      ["Mini-Stay Programs", "/programs?category=junior&location=Dublin"],
      ["Teacher Training", "/programs?category=teacher"],
      ["Professional English", "/programs?category=professional"],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "All Programs" })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Programs" })).toBeFocused();

    await nav.getByRole("button", { name: "Destinations" }).click();
    for (const city of ["Dublin", "Cork", "Galway"]) {
      await expect(nav.getByRole("link", { name: city })).toHaveAttribute(
        "href",
        `/destinations/${city.toLowerCase()}`,
      );
    }
    await page.locator("h1").click();
    await expect(nav.getByRole("link", { name: "Dublin" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Get Quote" }).first()).toHaveAttribute(
      "href",
      "/quote",
    );
    // The translations have an Admin label, but the navigation never links to the admin.
    await expect(page.locator('header a[href^="/admin"]')).toHaveCount(0);
  });

  test("Home is active only on an exact match", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const home = page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Home" });
    await expect(home).toHaveAttribute("aria-current", "page");
    await page.goto("/newsletter/confirm?token=x");
    await expect(home).not.toHaveAttribute("aria-current", "page");
  });

  test("the mobile menu opens, lists every item and closes when a link is chosen @phone", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/newsletter/confirm?token=x");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main navigation" });
    for (const name of [
      "Home",
      "Programs",
      "Destinations",
      "Activities",
      "Student Experience",
      "About",
      "FAQ",
      "Contact",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // Closed: a live header says so; the server's HTML leaves it to the popover's own state.
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).not.toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});

test.describe("footer", () => {
  test("has the spec's columns, legal links and four social links in new tabs", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "+353 1 555 0142" })).toHaveAttribute(
      "href",
      "tel:+35315550142",
    );
    await expect(footer.getByRole("link", { name: /info@cloverenglish\.ie/ })).toHaveAttribute(
      "href",
      "mailto:info@cloverenglish.ie",
    );
    for (const [name, href] of [
      ["Privacy Policy", "/privacy-policy"],
      ["Cookie Policy", "/cookie-policy"],
      ["Terms & Conditions", "/terms-conditions"],
      ["Blog", "/blog"],
    ] as const) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    const social = footer.locator('a[target="_blank"]');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });
});

test.describe("scroll to top", () => {
  test("appears after 300 px and takes the visitor back up", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe("not-found page", () => {
  test("answers 404 in the page's language with the path and a way home", async ({ page }) => {
    const response = await page.goto("/es/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Página no encontrada");
    await expect(page.getByText("/es/no-existe")).toBeVisible();
    await page.getByRole("link", { name: "Ir a la página de inicio" }).click();
    await expect(page).toHaveURL(/\/es$/);
  });
});

test.describe("scroll restoration (decision 0020)", () => {
  test("a first visit touches neither sessionStorage nor the history entry before load", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const reads: string[] = [];
      Object.assign(window, { sessionStorageBeforeLoad: reads });
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (this === sessionStorage && document.readyState !== "complete") reads.push(key);
        return getItem.call(this, key);
      };
      // replaceState is a round trip to the browser in the middle of parsing (decision 0024).
      const replaceState = History.prototype.replaceState;
      History.prototype.replaceState = function (this: History, ...args) {
        if (document.readyState !== "complete") reads.push("replaceState");
        return replaceState.apply(this, args);
      };
    });
    const response = await page.goto("/about");
    expect(await response?.text()).toContain(
      '<script>if(history.state&&history.state.key){document.documentElement.classList.add("draw-all");((',
    );
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { sessionStorageBeforeLoad: string[] }).sessionStorageBeforeLoad,
      ),
    ).toEqual([]);
    // The new entry got its key, as React Router's script gives it.
    expect(await page.evaluate(() => typeof history.state?.key)).toBe("string");
  });

  test("React Router starts without opening sessionStorage or rewriting the entry itself", async ({
    page,
  }) => {
    // Both are round trips to the browser; in React Router's start they fell in the task that
    // decodes the page's data, one of hydration's longest (decision 0025).
    await page.addInitScript(() => {
      const seen = { firstStorageAfterModule: null as boolean | null, replaceStates: 0 };
      Object.assign(window, { storageAndHistory: seen });
      const noteStorage = (storage: Storage) => {
        if (storage === sessionStorage && seen.firstStorageAfterModule === null) {
          seen.firstStorageAfterModule = document.querySelector('script[type="module"]') !== null;
        }
      };
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        noteStorage(this);
        return getItem.call(this, key);
      };
      const length = Object.getOwnPropertyDescriptor(Storage.prototype, "length");
      Object.defineProperty(Storage.prototype, "length", {
        configurable: true,
        get(this: Storage) {
          noteStorage(this);
          return length?.get?.call(this);
        },
      });
      const replaceState = History.prototype.replaceState;
      History.prototype.replaceState = function (this: History, ...args) {
        seen.replaceStates += 1;
        return replaceState.apply(this, args);
      };
    });
    await page.goto("/programs");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).storageAndHistory),
    ).toEqual({
      firstStorageAfterModule: false,
      replaceStates: 1,
    });
    expect(await page.evaluate(() => history.state)).toMatchObject({
      key: expect.any(String),
      idx: 0,
    });
    // Back after a navigation in the browser still knows where it is (the index React Router
    // counts from).
    await followHeaderLink(page, "About", /\/about$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/programs$/);
    expect(await page.evaluate(() => history.state?.idx)).toBe(0);
  });

  /** Follows a link of the header as a navigation in the browser, checked to stay in this document. */
  async function followHeaderLink(page: Page, name: string, url: RegExp) {
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await clickHeaderLink(page, name);
    await expect(page).toHaveURL(url);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  }

  /**
   * The page in the same typeface before and after: a reload is a first visit as far as the web
   * fonts go (decision 0019), so a font that arrived in between would re-wrap every line.
   */
  test.beforeEach(async ({ page }) => {
    await page.route(/\.woff2$/, (route) => route.abort());
  });

  /** The text at the top of the screen: what the visitor was reading. */
  const readingAt = (page: Page) =>
    page.evaluate(() => document.elementFromPoint(200, 120)?.textContent?.trim().slice(0, 80));

  test("a reload after a navigation in the browser comes back to where the visitor was", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/");
    // A navigation in the browser: its history entry is made by React Router.
    await followHeaderLink(page, "About", /\/about$/);
    await scrollDown(page, 300, 1800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1800);
    const reading = await readingAt(page);
    await page.reload();
    // Restored by the inline script while the page is parsed, before any module has run.
    await page.waitForLoadState("load");
    expect(await page.evaluate(() => window.scrollY)).toBe(1800);
    expect(await readingAt(page)).toBe(reading);
  });

  test("Back after a navigation in the browser returns to what the visitor was reading", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/programs");
    await scrollDown(page, 300, 2200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2200);
    const reading = await readingAt(page);
    await followHeaderLink(page, "FAQ", /\/faq$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/programs$/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2200);
    expect(await readingAt(page)).toBe(reading);
  });
});
