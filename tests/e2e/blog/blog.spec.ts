import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("public blog", () => {
  test("lists published posts, filters by category and opens a post", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stories from Clover English");
    const posts = page.locator("main article");
    await expect(posts).toHaveCount(4);
    // The first card's picture is on a phone's first screen (the page's largest paint), the
    // others wait until they come near it.
    expect(
      await page
        .locator("main ul li > img")
        .evaluateAll((images) => images.map((image) => image.getAttribute("loading"))),
    ).toEqual(["eager", "lazy", "lazy", "lazy"]);
    // The seeded draft is never public.
    await expect(page.locator('a[href="/blog/certtesol-2026-dates-and-how-to-apply"]')).toHaveCount(
      0,
    );
    const filters = page.getByRole("navigation", { name: "Filter posts by category" });
    await filters.getByRole("link", { name: "Exams" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Exams$/);
    await expect(posts).toHaveCount(1);
    await posts.first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.locator(".prose-clover h2, .prose-clover p").first()).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(jsonLd["@type"]).toBe("Article");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("a draft or unknown slug answers 404", async ({ page, request }) => {
    const drafts = await request.get("/blog/certtesol-2026-dates-and-how-to-apply");
    expect(drafts.status()).toBe(404);
    const response = await page.goto("/es/blog/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Página no encontrada");
  });

  test("is in four languages, in the sitemap and has an RSS feed", async ({ page, request }) => {
    for (const [path, title] of [
      ["/es/blog", "Historias de Clover English"],
      ["/fr/blog", "Les histoires de Clover English"],
      ["/de/blog", "Geschichten von Clover English"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      // The posts are English: marked so, with one notice in the page's language.
      await expect(page.getByTestId("untranslated-notice")).toHaveCount(1);
      await expect(page.locator('main h2[lang="en"]')).toHaveCount(4);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    }
    const rss = await request.get("/blog/rss.xml");
    expect(rss.headers()["content-type"]).toContain("application/rss+xml");
    const feed = await rss.text();
    expect(feed.match(/<item>/g)).toHaveLength(4);
    expect(feed).not.toContain("certtesol-2026-dates-and-how-to-apply");
    // The demo posts exist in English only: listed there, not under /es, /fr or /de (decision 14).
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/:\d+\/blog\/[a-z0-9-]+<\/loc>/);
    expect(sitemap).not.toMatch(/\/de\/blog\/[a-z0-9-]+<\/loc>/);
    const spanish = await request.get("/es/blog/rss.xml");
    expect(spanish.headers()["content-type"]).toContain("application/rss+xml");
    const spanishFeed = await spanish.text();
    expect(spanishFeed).toContain("<language>es</language>");
    expect(spanishFeed).not.toContain("<item>");
  });
});
