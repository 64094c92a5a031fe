import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { adminToken, dismissCookies, expectNoAxeViolations } from "../programs/support";
import { gotoHydrated } from "../support/hydration";

/**
 * Issue 15: the online level test, as a visitor takes it: one question at a time, with and
 * without JavaScript, resumed after a reload, a result with its meaning, skills and suggested
 * programs, the result by e-mail (a lead, with consent) and a quote that carries the level.
 */

const levels = ["A1", "A2", "B1", "B2", "C1", "C2"];

interface BankItem {
  id: number;
  cefr: string;
  answerIndex: number;
  choices: string[];
}

/** The answer key, from the staff API (the public page never has it). */
async function answerKey(request: APIRequestContext): Promise<Map<string, BankItem>> {
  const token = await adminToken(request);
  const key = new Map<string, BankItem>();
  for (let page = 1; page <= 5; page++) {
    const response = await request.get(`/api/admin/level-test/items?page=${page}&pageSize=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { items: BankItem[]; total: number };
    for (const item of body.items) key.set(String(item.id), item);
    if (key.size >= body.total) break;
  }
  return key;
}

/** Answers the question on screen as a person at `level` would; returns its number. */
async function answerAs(page: Page, key: Map<string, BankItem>, level: string) {
  const form = page.locator("form:has(input[name='questionId'])");
  const id = await form.locator("input[name='questionId']").inputValue();
  const progress = (await page.getByText(/^Question \d+ of up to 30$/).textContent()) ?? "";
  const item = key.get(id);
  if (!item) throw new Error(`question ${id} not in the bank`);
  const right = levels.indexOf(item.cefr) <= levels.indexOf(level);
  const choice = right ? item.answerIndex : (item.answerIndex + 1) % item.choices.length;
  await form.locator(`input[name='choice'][value='${choice}']`).check();
  await form.getByRole("button", { name: "Next question" }).click();
  return Number(/\d+/.exec(progress)?.[0]);
}

async function finishAs(page: Page, key: Map<string, BankItem>, level: string) {
  for (let n = 0; n < 31; n++) {
    if (await page.getByTestId("level-test-level").isVisible()) return;
    const number = await answerAs(page, key, level);
    await expect(
      page.getByText(`Question ${number + 1} of up to 30`).or(page.getByTestId("level-test-level")),
    ).toBeVisible();
  }
  throw new Error("the test never finished");
}

test.describe("level test with JavaScript", () => {
  test("a B2 visitor takes the test without reloads, resumes it, and gets result, e-mail and quote", async ({
    page,
    request,
  }) => {
    const key = await answerKey(request);
    await gotoHydrated(page, "/level-test");
    await dismissCookies(page);
    await expectNoAxeViolations(page);
    await page.getByLabel(/Your age group/).selectOption("26-35");
    await page.getByRole("button", { name: "Start the test" }).click();
    await expect(page.getByText("Question 1 of up to 30")).toBeVisible();
    // The question is English on every page; the instructions are the page's.
    await expect(page.locator("legend[lang='en']")).toBeVisible();
    await expectNoAxeViolations(page);

    // No page reload while answering: a marker on the window survives.
    await page.evaluate(() => {
      (window as Window & { stayed?: boolean }).stayed = true;
    });
    await answerAs(page, key, "B2");
    await expect(page.getByText("Question 2 of up to 30")).toBeVisible();
    await answerAs(page, key, "B2");
    await expect(page.getByText("Question 3 of up to 30")).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true);

    // A reload (or a closed tab) comes back to the same question.
    const before = await page.locator("input[name='questionId']").inputValue();
    await page.reload();
    await expect(page.getByText("Question 3 of up to 30")).toBeVisible();
    expect(await page.locator("input[name='questionId']").inputValue()).toBe(before);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

    await finishAs(page, key, "B2");
    await expect(page.getByTestId("level-test-level")).toHaveText("B2 · Upper intermediate");
    for (const skill of ["Grammar", "Vocabulary", "Reading"]) {
      await expect(page.getByText(skill, { exact: true })).toBeVisible();
    }
    const suggested = page.getByRole("region", { name: "Courses for your level" });
    await expect(suggested.getByRole("link").first()).toBeVisible();
    await expectNoAxeViolations(page);

    // E-mail me my result: without consent nothing is sent and what was typed stays.
    const emailForm = page.getByRole("region", { name: "E-mail me my result" });
    await emailForm.getByLabel("Your name").fill("Lucía Martín");
    await emailForm.getByLabel("Your e-mail address").fill("lucia.level@example.es");
    await emailForm.getByRole("button", { name: "Send my result" }).click();
    await expect(emailForm.getByRole("alert").first()).toBeVisible();
    await expect(emailForm.getByLabel("Your name")).toHaveValue("Lucía Martín");
    await expect(emailForm.getByLabel("Your e-mail address")).toHaveValue("lucia.level@example.es");
    await emailForm.getByRole("checkbox").check();
    await emailForm.getByRole("button", { name: "Send my result" }).click();
    await expect(emailForm.getByText("Sent! Check your inbox for your result.")).toBeVisible();

    // The quote form carries the level.
    await page.getByRole("link", { name: "Get my quote" }).click();
    await expect(page).toHaveURL(/\/quote\?level=B2/);
    await expect(page.getByText(/Your level from the online test, B2/)).toBeVisible();
  });

  test("in Spanish the page speaks Spanish and the questions stay in English", async ({ page }) => {
    await gotoHydrated(page, "/es/level-test");
    await dismissCookies(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByRole("button", { name: "Empezar la prueba" }).click();
    await expect(page.getByText(/^Pregunta 1/)).toBeVisible();
    await expect(page.locator("legend[lang='en']")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("level test without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each answer is a form post and the next question comes from the server", async ({
    page,
  }) => {
    await page.goto("/level-test");
    await page.getByRole("button", { name: "Start the test" }).click();
    await expect(page.getByText("Question 1 of up to 30")).toBeVisible();
    for (const number of [1, 2, 3]) {
      const id = await page.locator("input[name='questionId']").inputValue();
      await page.locator("input[name='choice']").first().check();
      await page.getByRole("button", { name: "Next question" }).click();
      await expect(page.getByText(`Question ${number + 1} of up to 30`)).toBeVisible();
      expect(await page.locator("input[name='questionId']").inputValue()).not.toBe(id);
    }
    // The browser's back button and a re-post of an old answer do not answer twice.
    await page.goBack();
    await expect(page.getByText(/Question \d+ of up to 30/)).toBeVisible();
  });
});
