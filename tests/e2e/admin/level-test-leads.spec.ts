/**
 * Level-test leads on the staff leads screen (issue 15): a person who finishes the public level
 * test and asks for the result by e-mail is listed in the "Level Tests" tab, found by search and
 * by level, opened in a detail dialog, and exported as CSV; the screen passes axe.
 */
import fs from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, signIn, unique } from "./support";

const today = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(new Date());

const levels = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;

/** Sits the test through the public API (always the first option) and asks for the result. */
async function levelTestLead(
  request: APIRequestContext,
  person: { name: string; email: string },
): Promise<string> {
  // An address of its own: the public writes are rate-limited per address.
  const headers = { "X-Forwarded-For": `203.0.113.${10 + Math.floor(Math.random() * 200)}` };
  const started = await request.post("/api/level-test/sessions", { data: {}, headers });
  expect(started.status(), await started.text()).toBe(201);
  const { id, question } = (await started.json()) as { id: string; question: { id: string } };
  let current: { id: string } | undefined = question;
  let level: string | undefined;
  for (let guard = 0; current && guard < 40; guard++) {
    const answered = await request.post(`/api/level-test/sessions/${id}/answers`, {
      data: { questionId: current.id, choiceIndex: 0 },
      headers,
    });
    expect(answered.status(), await answered.text()).toBe(200);
    const state = (await answered.json()) as
      | { question: { id: string } }
      | { result: { level: string } };
    if ("result" in state) {
      level = state.result.level;
      current = undefined;
    } else {
      current = state.question;
    }
  }
  if (!level) throw new Error("the level test never finished");
  const emailed = await request.post(`/api/level-test/sessions/${id}/result-email`, {
    data: { ...person, gdprConsent: true },
    headers,
  });
  expect(emailed.status(), await emailed.text()).toBe(201);
  return level;
}

async function download(page: Page, linkName: string) {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  return {
    name: file.suggestedFilename(),
    body: fs.readFileSync((await file.path()) as string, "utf8"),
  };
}

test.describe("level-test leads", () => {
  test("listed in the Level Tests tab, searchable, filtered by level, detailed, exported, axe clean", async ({
    page,
    request,
  }) => {
    const marker = unique("Lena");
    const email = `${marker.toLowerCase()}@example.com`;
    const level = await levelTestLead(request, { name: `${marker} Level`, email });
    await signIn(page);

    await page.goto("/admin/leads");
    await page.getByRole("tab", { name: "Level Tests" }).click();
    await expect(page).toHaveURL(/tab=level-tests/);
    await expect(page.getByRole("tab", { name: "Level Tests" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expectNoAxeViolations(page);

    const search = page.getByRole("searchbox", { name: "Search level tests" });
    await search.fill(marker);
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${marker}`));
    const row = page.getByRole("row", { name: new RegExp(marker) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(email);
    await expect(row.getByRole("cell").nth(3)).toHaveText(level);
    await expect(row).toContainText(/Grammar [ABC][12]/);

    // The level filter keeps the lead at its level and drops it at any other.
    await page.getByLabel("Level", { exact: true }).selectOption(level);
    await expect(page).toHaveURL(new RegExp(`status=${level}`));
    await expect(page.getByRole("row", { name: new RegExp(marker) })).toHaveCount(1);
    const other = levels.find((candidate) => candidate !== level) ?? "C2";
    await page.getByLabel("Level", { exact: true }).selectOption(other);
    await expect(page).toHaveURL(new RegExp(`status=${other}`));
    await expect(page.getByRole("row", { name: new RegExp(marker) })).toHaveCount(0);
    await page.getByLabel("Level", { exact: true }).selectOption("");
    await expect(page.getByRole("row", { name: new RegExp(marker) })).toHaveCount(1);

    await page.getByRole("link", { name: `View level test of ${marker} Level` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Level test of ${marker} Level`);
    await expect(dialog.getByRole("definition").nth(1)).toHaveText(level);
    await expect(dialog.getByRole("link", { name: email })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${email}`),
    );
    await expect(dialog).toContainText(/\d+ of \d+ right/);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const csv = await download(page, "Export CSV");
    expect(csv.name).toBe(`level_test_leads_${today()}.csv`);
    expect(csv.body).toContain(`${marker} Level,${email},${level},`);
    expect(csv.body.trim().split("\n")).toHaveLength(2);
  });

  test("the dashboard feed links to the lead", async ({ page, request }) => {
    const marker = unique("Feed");
    const level = await levelTestLead(request, {
      name: `${marker} Person`,
      email: `${marker.toLowerCase()}@example.com`,
    });
    await signIn(page);
    const link = page.getByRole("link", {
      name: `Level test result for ${marker} Person (${level})`,
    });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/admin\/leads\?tab=level-tests&id=[\w-]{16}$/);
    await expect(page.getByRole("dialog")).toContainText(`Level test of ${marker} Person`);
  });
});
