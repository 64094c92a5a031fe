import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { adminToken, dismissCookies, expectNoAxeViolations } from "../programs/support";
import { gotoHydrated } from "../support/hydration";
import { emailsTo, waitForEmail } from "../support/outbox";

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
    const address = `lucia.level-${Date.now().toString(36)}@example.es`;
    const leads = async () => {
      const response = await request.get(
        `/api/admin/level-test-leads?q=${encodeURIComponent(address)}`,
        { headers: { Authorization: `Bearer ${await adminToken(request)}` } },
      );
      expect(response.status()).toBe(200);
      return ((await response.json()) as { total: number }).total;
    };
    const emailForm = page.getByRole("region", { name: "E-mail me my result" });
    await emailForm.getByLabel("Your name").fill("Lucía Martín");
    await emailForm.getByLabel("Your e-mail address").fill(address);
    await emailForm.getByRole("button", { name: "Send my result" }).click();
    await expect(emailForm.getByRole("alert").first()).toBeVisible();
    await expect(emailForm.getByLabel("Your name")).toHaveValue("Lucía Martín");
    await expect(emailForm.getByLabel("Your e-mail address")).toHaveValue(address);
    // Nothing of hers is stored, so nothing can be sent.
    expect(await leads()).toBe(0);
    await emailForm.getByRole("checkbox").check();
    await emailForm.getByRole("button", { name: "Send my result" }).click();
    await expect(emailForm.getByText("Sent! Check your inbox for your result.")).toBeVisible();
    expect(await leads()).toBe(1);
    // One e-mail, the one sent with her consent: the refused attempt sent none.
    const mail = await waitForEmail(address, "B2");
    expect(mail).toContain("/quote?level=B2");
    expect(emailsTo(address)).toHaveLength(1);

    // The quote form carries the level, and the quote sent from it stores it.
    await page.getByRole("link", { name: "Get my quote" }).click();
    await expect(page).toHaveURL(/\/quote\?level=B2/);
    await expect(page.getByText(/Your level from the online test, B2/)).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page
      .getByRole("combobox", { name: "Program", exact: true })
      .selectOption("general-english-cork");
    await page.getByLabel("First name").fill("Lucía");
    await page.getByLabel("Last name").fill("Martín");
    await page.getByLabel("E-mail").fill(address);
    await page.getByLabel(/I agree that Clover English/).check();
    await page.getByRole("button", { name: "Request My Quote" }).click();
    await expect(page.getByTestId("toast").getByText("Quote Request Sent!")).toBeVisible();
    const quotes = await request.get(`/api/quote-requests?q=${encodeURIComponent(address)}`, {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
    expect(quotes.status()).toBe(200);
    const { items } = (await quotes.json()) as { items: { englishLevel: string | null }[] };
    expect(items.map((quote) => quote.englishLevel)).toEqual(["B2"]);
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
    const questionId = () => page.locator("input[name='questionId']").inputValue();
    const asked: string[] = [];
    for (const number of [1, 2, 3]) {
      const id = await questionId();
      asked.push(id);
      await page.locator("input[name='choice']").first().check();
      await page.getByRole("button", { name: "Next question" }).click();
      await expect(page.getByText(`Question ${number + 1} of up to 30`)).toBeVisible();
      expect(await questionId()).not.toBe(id);
    }
    const fourth = await questionId();

    // The browser's back button does not take the sitting back: the page it returns to shows
    // where the sitting is, question 4, not question 3 again.
    await page.goBack();
    await expect(page.getByText("Question 4 of up to 30")).toBeVisible();
    expect(await questionId()).toBe(fourth);

    // A re-post of an old answer (as an old copy of the page would send it) is refused and
    // counts nothing: the visitor is told, and stays on question 4.
    const repost = await page.request.post("/level-test", {
      form: { intent: "answer", questionId: asked[2] as string, choice: "0" },
      maxRedirects: 0,
    });
    expect(repost.status()).toBe(409);
    expect(await repost.text()).toContain("This question was already answered");
    await page.reload();
    await expect(page.getByText("Question 4 of up to 30")).toBeVisible();
    expect(await questionId()).toBe(fourth);

    // The current answer, sent twice (a double click), moves the test on once.
    await page.locator("input[name='choice']").first().check();
    await page.getByRole("button", { name: "Next question" }).click();
    await expect(page.getByText("Question 5 of up to 30")).toBeVisible();
    const again = await page.request.post("/level-test", {
      form: { intent: "answer", questionId: fourth, choice: "0" },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(409);
    await page.reload();
    await expect(page.getByText("Question 5 of up to 30")).toBeVisible();
  });
});
