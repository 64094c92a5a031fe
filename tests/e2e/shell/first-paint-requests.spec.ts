import { expect, test } from "@playwright/test";

/**
 * Each picture the parser meets early is requested in the tasks that lead to the first paint,
 * 3–6 ms each on this machine (decision 0024), and each SVG picture, a data URL included, is a
 * document the browser builds (decision 0025). The logos are drawn inline in the page: a public
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
    // In the server's HTML, twice: the header's and the footer's (on its sand tile).
    expect(
      html.match(
        /<svg aria-hidden="true" focusable="false" viewBox="0 0 64 64" class="brand-mark /g,
      ),
    ).toHaveLength(2);
    for (const mark of [
      page.locator("header svg.brand-mark"),
      page.locator("footer svg.brand-mark"),
    ]) {
      await mark.scrollIntoViewIfNeeded();
      await expect(mark).toBeVisible();
      // Retried: the footer's part may swap in its live markup as it comes near the screen.
      await expect(mark.locator("path")).toHaveCount(5);
      await expect(mark.locator("circle")).toHaveCount(1);
    }
    await expect(page.locator("footer svg.brand-mark rect")).toHaveAttribute("fill", "#f6eedf");
    expect(logoRequests).toEqual([]);
  });
}
