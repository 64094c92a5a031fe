import { expect, test } from "@playwright/test";

/**
 * Each picture the parser meets early is requested in the tasks that lead to the first paint,
 * 3–6 ms each on this machine (decision 0024). The logos are drawn by the stylesheet: a public
 * page names no picture but its hero to preload, and fetches no logo file.
 */
for (const path of ["/", "/programs", "/destinations/dublin", "/de/faq"]) {
  test(`${path}: the logos are drawn, not fetched`, async ({ page }) => {
    const logoRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/images\/brand\/(mark|icon-512)\.svg$/.test(request.url())) {
        logoRequests.push(request.url());
      }
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    const hero = /<img src="([^"]+)"[^>]*elementtiming="hero"/.exec(html)?.[1];
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)];
    expect(preloads.map((match) => match[1]).filter((href) => href !== hero)).toEqual([]);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    for (const mark of [page.locator("header .brand-mark"), page.locator("footer .brand-mark")]) {
      await mark.scrollIntoViewIfNeeded();
      await expect(mark).toBeVisible();
      // Retried: the footer's part may swap in its live markup as it comes near the screen.
      await expect(mark).toHaveCSS("background-image", /^url\("data:image\/svg\+xml/);
    }
    expect(logoRequests).toEqual([]);
  });
}
