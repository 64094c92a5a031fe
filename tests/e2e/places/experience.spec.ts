import { expect, test } from "@playwright/test";
import { expectAccessible, languages } from "./support";

const toSeconds = (text: string) => {
  const [minutes, seconds] = text.split(":").map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
};

test.describe("student experience", () => {
  test("six video cards whose durations are the files' true lengths", async ({ page }) => {
    await page.goto("/student-experience");
    const durations = page.getByTestId("video-duration");
    await expect(durations).toHaveCount(6);
    const texts = await durations.allInnerTexts();
    for (const text of texts) {
      expect(text).toMatch(/^\d:\d\d$/);
      expect(toSeconds(text)).toBeGreaterThanOrEqual(90);
      expect(toSeconds(text)).toBeLessThanOrEqual(250);
    }
    const ids = await page
      .locator("[data-video]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-video") ?? ""));
    const lengths = await page.evaluate(async (videoIds) => {
      const load = (src: string) =>
        new Promise<number>((resolve, reject) => {
          const video = document.createElement("video");
          video.preload = "metadata";
          video.onloadedmetadata = () => resolve(video.duration);
          video.onerror = () => reject(new Error(`cannot load ${src}`));
          video.src = src;
        });
      const out: { webm: number; mp4: number }[] = [];
      for (const id of videoIds) {
        out.push({
          webm: await load(`/media/videos/${id}.webm`),
          mp4: await load(`/media/videos/${id}.mp4`),
        });
      }
      return out;
    }, ids);
    lengths.forEach((length, index) => {
      const shown = toSeconds(texts[index] ?? "");
      expect(Math.abs(length.webm - shown)).toBeLessThan(1);
      expect(Math.abs(length.mp4 - shown)).toBeLessThan(1);
    });
  });

  test("the category filter shows one category at a time with computed counts", async ({
    page,
  }) => {
    await page.goto("/student-experience");
    const filters = page.getByRole("navigation", { name: "Filter videos by category" });
    const links = filters.getByRole("link");
    await expect(links).toHaveCount(7);
    await expect(links.first()).toHaveAccessibleName("All (6)");
    await expect(filters.locator('[aria-current="true"]')).toHaveCount(1);
    for (const category of [
      "Activities",
      "Campus",
      "Culture",
      "Social",
      "Education",
      "Excursions",
    ]) {
      const link = filters.getByRole("link", { name: new RegExp(`^${category} \\(`) });
      const count = Number(/\((\d+)\)$/.exec((await link.getAttribute("aria-label")) ?? "")?.[1]);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`\\?category=${category.toLowerCase()}$`));
      await expect(page.locator("[data-video]")).toHaveCount(count);
      await expect(filters.locator('[aria-current="true"]')).toHaveCount(1);
      await expect(filters.locator('[aria-current="true"]')).toContainText(category);
    }
    await filters.getByRole("link", { name: /^All/ }).click();
    await expect(page).toHaveURL(/\/student-experience$/);
    await expect(page.locator("[data-video]")).toHaveCount(6);
  });

  test("the player opens by keyboard, plays with captions, and Escape closes it", async ({
    page,
  }) => {
    await page.goto("/student-experience");
    const play = page.getByRole("button", { name: "Play video: Quiz night" });
    await play.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Quiz night" });
    await expect(dialog).toBeVisible();
    const video = dialog.locator("video");
    await expect(video).toHaveAttribute("autoplay", "");
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute(
      "src",
      "/media/captions/quiz-night.en.vtt",
    );
    await expect(video.locator("track")).toHaveAttribute("label", "English captions");
    await expect(video).toContainText("Your browser does not support the video tag.");
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    // The captions track is loaded and its first cue describes the first picture.
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.[0]?.startTime),
      )
      .toBe(0);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();

    await play.click();
    await page.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
  });

  test("captions files are WebVTT and describe the pictures", async ({ request }) => {
    const response = await request.get("/media/captions/wild-atlantic-way.en.vtt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text.startsWith("WEBVTT")).toBe(true);
    expect(text).toContain("Aran Islands");
  });

  test("three five-star testimonials and the call to action", async ({ page }) => {
    await page.goto("/student-experience");
    const testimonials = page.getByRole("region", { name: "What our students say" });
    await expect(testimonials.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
    await expect(page.getByRole("link", { name: "View Programs" })).toHaveAttribute(
      "href",
      "/programs",
    );
    await page.getByRole("link", { name: "Get Information" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  for (const prefix of languages) {
    test(`has no accessibility violations (${prefix || "/en"}) @phone`, async ({ page }) => {
      await page.goto(`${prefix}/student-experience`);
      await expectAccessible(page);
    });
  }
});

test.describe("student experience without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters are links and a card links to its video file", async ({ page }) => {
    await page.goto("/student-experience");
    await page.getByRole("link", { name: /^Culture/ }).click();
    await expect(page).toHaveURL(/\?category=culture$/);
    await expect(page.locator("[data-video]")).toHaveCount(1);
    await expect(
      page.getByRole("link", { name: "Play video: Trad music night in Galway" }),
    ).toHaveAttribute("href", "/media/videos/trad-session-galway.mp4");
  });
});
