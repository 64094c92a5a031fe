import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "../support/hydration";

const questions = (page: Page) =>
  page
    .locator("main")
    .getByRole("button", { expanded: false })
    .or(page.locator("main").getByRole("button", { expanded: true }));

test.describe("FAQ with JavaScript", () => {
  test("groups the questions into six categories and publishes FAQPage data", async ({ page }) => {
    // Live search needs the page hydrated; typing earlier would be lost.
    await gotoHydrated(page, "/faq");
    for (const category of [
      "General",
      "Programs",
      "Accommodation",
      "Admissions",
      "Practical information",
      "Payments",
    ]) {
      await expect(
        page.locator("main").getByRole("heading", { level: 2, name: category, exact: true }),
      ).toBeVisible();
    }
    await page
      .getByRole("navigation", { name: "Jump to a topic" })
      .getByRole("link", { name: "Payments" })
      .click();
    await expect(page).toHaveURL(/#faq-payments$/);
    await expect(page.getByRole("button", { name: "What if I need to cancel?" })).toBeInViewport();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
    expect(faq.mainEntity.length).toBe(await questions(page).count());
    expect(faq.mainEntity[1].acceptedAnswer.text).toContain("No more than 15 students");
  });

  test("accordions open one at a time and can all be closed, by mouse and keyboard @phone", async ({
    page,
  }) => {
    // Live search needs the page hydrated; typing earlier would be lost.
    await gotoHydrated(page, "/faq");
    const size = page.getByRole("button", { name: "How many students are in a class?" });
    const cancel = page.getByRole("button", { name: "What if I need to cancel?" });
    const sizeAnswer = page.getByRole("region", { name: "How many students are in a class?" });
    await expect(size).toHaveAttribute("aria-expanded", "false");
    await expect(sizeAnswer).toBeHidden();

    await size.click();
    await expect(size).toHaveAttribute("aria-expanded", "true");
    await expect(sizeAnswer).toContainText("no more than 12 in junior classes");

    await cancel.click();
    await expect(cancel).toHaveAttribute("aria-expanded", "true");
    await expect(size).toHaveAttribute("aria-expanded", "false");
    await expect(sizeAnswer).toBeHidden();
    await expect(page.getByRole("region", { name: "What if I need to cancel?" })).toContainText(
      "more than 30 days before your start date",
    );

    await cancel.focus();
    await page.keyboard.press("Enter");
    await expect(cancel).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("main [aria-expanded=true]")).toHaveCount(0);
    await page.keyboard.press("Space");
    await expect(cancel).toHaveAttribute("aria-expanded", "true");
  });

  test("search filters questions and answers live, ignoring case", async ({ page }) => {
    // Live search needs the page hydrated; typing earlier would be lost.
    await gotoHydrated(page, "/faq");
    const total = await questions(page).count();
    const search = page.getByRole("searchbox", { name: "Search the questions" });

    // "deposit" appears only in answers.
    await search.fill("DEPOSIT");
    await expect(page.getByText(/questions? match(es)? “DEPOSIT”/)).toBeVisible();
    await expect(page.getByRole("button", { name: "How and when do I pay?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "How do I enrol?" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Who are the teachers?" })).toHaveCount(0);
    expect(await questions(page).count()).toBeLessThan(total);
    // Categories without a match disappear.
    await expect(page.getByRole("heading", { name: "Accommodation", exact: true })).toHaveCount(0);

    // A question's own words.
    await search.fill("pick me up");
    await expect(questions(page)).toHaveCount(1);
    await expect(
      page.getByRole("button", { name: "Can you pick me up at the airport?" }),
    ).toBeVisible();
    // Nothing was sent: the URL did not change.
    expect(new URL(page.url()).search).toBe("");
  });

  test("no results: a clear message, Clear Search and Contact Us", async ({ page }) => {
    // Live search needs the page hydrated; typing earlier would be lost.
    await gotoHydrated(page, "/faq");
    const search = page.getByRole("searchbox", { name: "Search the questions" });
    await search.fill("quantum physics");
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await expect(
      page.getByText("No questions matched “quantum physics”.", { exact: false }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Clear Search" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(page.getByRole("heading", { name: "No results found" })).toHaveCount(0);
    await expect(
      page.getByRole("button", { name: "Who can study at Clover English?" }),
    ).toBeVisible();

    await search.fill("quantum physics");
    await page.getByRole("link", { name: "Contact Us", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("searches in the page's language and links to contact and quote", async ({ page }) => {
    // Live search needs the page hydrated; typing earlier would be lost.
    await gotoHydrated(page, "/fr/faq");
    await page.getByRole("searchbox").fill("ACOMPTE");
    await expect(page.getByRole("button", { name: "Comment et quand payer ?" })).toBeVisible();
    await page.getByRole("searchbox").fill("");
    await page.getByRole("link", { name: "Demander un devis gratuit" }).click();
    await expect(page).toHaveURL(/\/fr\/quote$/);
  });
});

test.describe("FAQ without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every answer and searches with ?q=", async ({ page }) => {
    await page.goto("/faq");
    await expect(
      page.getByText("No more than 15 students in general English classes"),
    ).toBeVisible();
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("refund");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/faq\?q=refund$/);
    await expect(page.getByText(/questions? match(es)? “refund”/)).toBeVisible();
    await expect(page.getByText(/we refund 50%/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Who are the teachers?" })).toHaveCount(0);

    await page.goto("/faq?q=zebra");
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await page.getByRole("link", { name: "Clear Search" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("button", { name: "Who are the teachers?" })).toBeVisible();
  });
});
