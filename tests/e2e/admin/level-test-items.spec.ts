/**
 * The level test's item bank (issue 15): the paged list with each item's statistics, search and
 * filters, adding an item (a refused save keeps what was typed), editing and retiring it, with
 * and without JavaScript, and no accessibility violations.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiToken, expectNoAxeViolations, expectToast, signIn, unique } from "./support";

interface Item {
  id: number;
  cefr: string;
  prompt: string;
  choices: string[];
  answerIndex: number;
  stats: { shown: number; correct: number; shareCorrect: number | null };
}

const ITEMS = "/admin/level-test";

async function waitForHydration(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
}

async function itemOf(request: APIRequestContext, token: string, id: number | string) {
  const response = await request.get(`/api/admin/level-test/items/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Item;
}

/** Starts a sitting of the public test and answers its first question right. */
async function answerOneQuestion(request: APIRequestContext, token: string): Promise<Item> {
  // An address of its own: the public rate limit is shared by the whole suite.
  const headers = { "X-Forwarded-For": "198.51.100.151" };
  const started = await request.post("/api/level-test/sessions", { data: {}, headers });
  expect(started.status(), await started.text()).toBe(201);
  const { id, question } = (await started.json()) as { id: string; question: { id: string } };
  const item = await itemOf(request, token, question.id);
  const answered = await request.post(`/api/level-test/sessions/${id}/answers`, {
    data: { questionId: question.id, choiceIndex: item.answerIndex },
    headers,
  });
  expect(answered.status()).toBe(200);
  return itemOf(request, token, item.id);
}

const rowOf = (page: Page, id: number) =>
  page.locator(`[data-testid="level-test-item-row"][data-item-id="${id}"]`);

test.describe("level test item bank", () => {
  test("lists the bank with each item's statistics, searched and filtered on the server", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const answered = await answerOneQuestion(request, token);
    expect(answered.stats.shown).toBeGreaterThanOrEqual(1);

    await signIn(page, undefined, ITEMS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Level test items");
    await expect(page.getByTestId("level-test-item-row")).toHaveCount(25);
    await expect(page.getByRole("navigation", { name: "Item pages" })).toContainText(/of \d{3}/);
    // By level: the first page is A1.
    await expect(page.getByTestId("level-test-item-row").first()).toContainText("A1");

    await waitForHydration(page);
    const search = page.getByRole("search");
    await search.getByRole("searchbox").fill(answered.prompt);
    await expect(page).toHaveURL(/[?&]q=/);
    const row = rowOf(page, answered.id);
    await expect(row).toBeVisible();
    await expect(row).toContainText(answered.prompt);
    const share = Math.round((answered.stats.shareCorrect ?? 0) * 100);
    await expect(row.getByTestId("item-stats")).toContainText(
      `${answered.stats.shown} shown · ${share} % correct`,
    );
    const right = answered.choices[answered.answerIndex] ?? "";
    await expect(
      row.getByRole("list", { name: `Options of item #${answered.id}` }).getByRole("listitem"),
    ).toContainText([`${right} (right answer)`]);

    await search.getByRole("searchbox").fill("");
    await search.getByRole("combobox", { name: "Level" }).selectOption("C2");
    await expect(page).toHaveURL(/[?&]cefr=C2(&|$)/);
    await search.getByRole("combobox", { name: "Skill" }).selectOption("reading");
    await expect(page).toHaveURL(/[?&]skill=reading(&|$)/);
    const rows = page.getByTestId("level-test-item-row");
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allTextContents()) {
      expect(text).toContain("C2");
      expect(text).toContain("Reading");
    }
    await search.getByRole("combobox", { name: "Status" }).selectOption("retired");
    await expect(page).toHaveURL(/[?&]status=retired(&|$)/);
    await expect(page.getByText("No items found")).toBeVisible();
  });

  test("adds an item (a refused save keeps what was typed), edits and retires it", async ({
    page,
  }) => {
    const marker = unique("heron");
    await signIn(page, undefined, ITEMS);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Add item" }).click();
    await expect(page).toHaveURL(/[?&]item=new(&|$)/);
    const form = page.getByRole("form", { name: "Add an item" });
    await form.getByLabel("Level").selectOption("B2");
    await form.getByLabel("Skill").selectOption("vocabulary");
    await form.getByLabel("Option A", { exact: true }).fill(`take up ${marker}`);
    await form.getByLabel("Option B", { exact: true }).fill("take on");
    await form.getByLabel("Option C", { exact: true }).fill("take over");
    await form.getByRole("radio", { name: "Option A is the right answer" }).check();
    await form.getByRole("button", { name: "Add item" }).click();

    await expectToast(page, "Error", "The item was not added: see the highlighted fields.");
    const question = form.getByLabel("Question");
    await expect(question).toHaveAttribute("aria-invalid", "true");
    await expect(question).toHaveAccessibleDescription(/This field is required\./);
    await expect(form.getByLabel("Level")).toHaveValue("B2");
    await expect(form.getByLabel("Skill")).toHaveValue("vocabulary");
    await expect(form.getByLabel("Option A", { exact: true })).toHaveValue(`take up ${marker}`);
    await expect(form.getByLabel("Option C", { exact: true })).toHaveValue("take over");
    await expect(form.getByRole("radio", { name: "Option A is the right answer" })).toBeChecked();
    await expectNoAxeViolations(page);

    await question.fill("She decided to ___ the guitar after she retired.");
    await form.getByRole("button", { name: "Add item" }).click();
    await expectToast(page, "Success");
    await expect(page.getByRole("form", { name: "Add an item" })).toHaveCount(0);
    await expect(page).not.toHaveURL(/item=/);

    await page.getByRole("search").getByRole("searchbox").fill(marker);
    const row = page.getByTestId("level-test-item-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("She decided to ___ the guitar after she retired.");
    await expect(row).toContainText("B2");
    await expect(row).toContainText("Added by staff");
    await expect(row.getByTestId("item-stats")).toContainText("0 shown");
    const id = await row.getAttribute("data-item-id");

    await row.getByRole("link", { name: `Edit item #${id}` }).click();
    const edit = page.getByRole("form", { name: `Edit item #${id}` });
    await expect(edit.getByLabel("Question")).toHaveValue(
      "She decided to ___ the guitar after she retired.",
    );
    await edit.getByLabel("Option D (optional)").fill("take in");
    await edit.getByLabel("Question").fill("He wants to ___ tennis next summer.");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Success", `Item #${id} saved`);
    await expect(row).toContainText("He wants to ___ tennis next summer.");
    await expect(row).toContainText("take in");

    await row.getByRole("button", { name: `Retire item #${id}` }).click();
    await expectToast(page, "Success", `Item #${id} retired`);
    await expect(row).toContainText("Retired");
    await row.getByRole("button", { name: `Restore item #${id}` }).click();
    await expectToast(page, "Success", `Item #${id} restored`);
    await expect(row).toContainText("Active");
    await expect(row.getByRole("button", { name: `Retire item #${id}` })).toBeVisible();
  });

  for (const path of [ITEMS, `${ITEMS}?item=new`, `${ITEMS}?cefr=B1&sort=-shown`]) {
    test(`${path} renders for staff with no accessibility violations`, async ({ page }) => {
      await signIn(page, undefined, path);
      const response = await page.reload();
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Level test items");
      await expect(page.getByRole("link", { name: "Level test", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("level test item bank without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("adds and retires an item with plain form posts", async ({ page }) => {
    const marker = unique("curlew");
    await signIn(page, undefined, `${ITEMS}?item=new`);
    const form = page.getByRole("form", { name: "Add an item" });
    await form.getByLabel("Level").selectOption("A2");
    await form.getByLabel("Skill").selectOption("grammar");
    await form.getByLabel("Question").fill(`We ___ to the cinema last night (${marker}).`);
    await form.getByLabel("Option A", { exact: true }).fill("go");
    await form.getByLabel("Option B", { exact: true }).fill("went");
    await form.getByLabel("Option C", { exact: true }).fill("GO");
    await form.getByRole("radio", { name: "Option B is the right answer" }).check();
    await form.getByRole("button", { name: "Add item" }).click();

    await expect(form.getByRole("alert")).toHaveText(
      "The item was not added: see the highlighted fields.",
    );
    const third = form.getByLabel("Option C", { exact: true });
    await expect(third).toHaveAttribute("aria-invalid", "true");
    await expect(third).toHaveAccessibleDescription(/Each answer must be different\./);
    await expect(form.getByLabel("Question")).toHaveValue(
      `We ___ to the cinema last night (${marker}).`,
    );
    await third.fill("gone");
    await form.getByRole("button", { name: "Add item" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Item #\d+ added/ })).toBeVisible();

    await page.goto(`${ITEMS}?q=${marker}`);
    const row = page.getByTestId("level-test-item-row");
    await expect(row).toHaveCount(1);
    const id = await row.getAttribute("data-item-id");
    await row.getByRole("button", { name: `Retire item #${id}` }).click();
    await expect(page.getByRole("status").filter({ hasText: `Item #${id} retired` })).toBeVisible();
    await expect(page.getByTestId("level-test-item-row")).toContainText("Retired");
  });
});
