import { expect, type Page, test } from "@playwright/test";
import { dismissCookies } from "../programs/support";
import { gotoHydrated } from "../support/hydration";

/**
 * Issue 27, defect 1: the level test open in two tabs of one browser (one sitting, one cookie),
 * with JavaScript. After a question is answered in one tab, answering it again in the other
 * (stale) tab must say it was answered already AND show the real next question, so that the
 * next answer there is taken, not refused with 409 until a reload.
 */

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.28" } });

const CONFLICT =
  "This question was already answered (perhaps in another tab). Here is your next one.";

const questionId = (page: Page) =>
  page.locator("form:has(input[name='questionId']) input[name='questionId']").inputValue();

/** Picks the first choice of the question on screen and sends it. */
async function answer(page: Page) {
  const form = page.locator("form:has(input[name='questionId'])");
  await form.locator("input[name='choice']").first().check();
  await form.getByRole("button", { name: "Next question" }).click();
}

test("a stale tab moves on to the real next question after 'already answered'", async ({
  context,
}) => {
  const first = await context.newPage();
  await gotoHydrated(first, "/level-test");
  await dismissCookies(first);
  await first.getByLabel(/Your age group/).selectOption("26-35");
  await first.getByRole("button", { name: "Start the test" }).click();
  await expect(first.getByText("Question 1 of up to 30")).toBeVisible();

  // The second tab opens the same sitting at question 1.
  const second = await context.newPage();
  await gotoHydrated(second, "/level-test");
  await expect(second.getByText("Question 1 of up to 30")).toBeVisible();
  const questionOne = await questionId(second);
  expect(await questionId(first)).toBe(questionOne);

  // Question 1 is answered in the first tab.
  await answer(first);
  await expect(first.getByText("Question 2 of up to 30")).toBeVisible();
  const questionTwo = await questionId(first);
  expect(questionTwo).not.toBe(questionOne);

  // The stale tab answers question 1 again: told so, and shown question 2 (no reload).
  await second.evaluate(() => {
    (window as Window & { stayed?: boolean }).stayed = true;
  });
  await answer(second);
  await expect(second.getByRole("status").filter({ hasText: CONFLICT })).toBeVisible();
  await expect(second.getByText("Question 2 of up to 30")).toBeVisible();
  await expect.poll(() => questionId(second)).toBe(questionTwo);

  // Its next answer is taken: question 3, in both tabs' sitting, without a 409.
  const statuses: number[] = [];
  second.on("response", (response) => {
    if (response.request().method() === "POST") statuses.push(response.status());
  });
  await answer(second);
  await expect(second.getByText("Question 3 of up to 30")).toBeVisible();
  expect(statuses).not.toContain(409);
  expect(await second.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true);
  await first.reload();
  await expect(first.getByText("Question 3 of up to 30")).toBeVisible();
});
