/**
 * Staff translations (decision 0014): the translation editor beside the English, the
 * Translations screen of what is missing or outdated, and the state badges of the program list.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { fr } from "../../../server/db/seed/translations/fr";
import { programTitles } from "../programs/support";
import { apiToken, expectNoAxeViolations, expectToast, signIn, unique } from "./support";

interface RecordTranslations {
  label: string;
  source: Record<string, unknown>;
  translations: {
    lang: string;
    fields: Record<string, unknown>;
    status: { state: string; missing: string[]; outdated: string[] };
  }[];
}

const paragraphs = (text: string) => text.split(/\n{2,}/);

async function translationsOf(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<RecordTranslations> {
  const response = await request.get(`/api/admin/programs/${id}/translations`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as RecordTranslations;
}

function frenchOf(record: RecordTranslations): Record<string, unknown> {
  const french = record.translations.find((translation) => translation.lang === "fr");
  if (!french) throw new Error(`No French translation of ${record.label}`);
  return french.fields;
}

/** The English program as the admin API takes it back (PUT /api/admin/programs/{id}). */
async function englishProgram(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<Record<string, unknown>> {
  const response = await request.get(`/api/admin/programs/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const {
    createdAt: _c,
    updatedAt: _u,
    studentsEnrolled: _s,
    translations: _t,
    ...input
  } = (await response.json()) as Record<string, unknown>;
  return input;
}

async function putEnglish(
  request: APIRequestContext,
  token: string,
  id: string,
  input: Record<string, unknown>,
) {
  const response = await request.put(`/api/admin/programs/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: input,
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function putFrench(
  request: APIRequestContext,
  token: string,
  id: string,
  fields: Record<string, unknown>,
) {
  const response = await request.put(`/api/admin/programs/${id}/translations/fr`, {
    headers: { Authorization: `Bearer ${token}` },
    data: fields,
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function expectAllComplete(request: APIRequestContext, token: string, id: string) {
  const record = await translationsOf(request, token, id);
  expect(record.translations.map((translation) => translation.status.state)).toEqual([
    "complete",
    "complete",
    "complete",
  ]);
}

async function waitForHydration(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1, { timeout: 15_000 });
}

test.describe("translating a program", () => {
  const id = "exam-preparation";
  const title = programTitles[id] ?? "";
  const seed = fr.programs[id];

  test("a French edit is live at once; an English edit makes it outdated until it is saved again", async ({
    page,
    browser,
    request,
  }) => {
    if (!seed) throw new Error(`No French seed for ${id}`);
    const token = await apiToken(request);
    const english = await englishProgram(request, token, id);
    const french = frenchOf(await translationsOf(request, token, id));
    expect(french.shortDescription).toBe(seed.shortDescription);
    const marker = unique("e2e");
    const newFrench = `Une préparation ciblée aux examens Trinity, dans un centre d’examen agréé (${marker}).`;
    const newEnglish = `${String(english.shortDescription)} Now with weekly mock exams (${marker}).`;

    // A visitor has the French page in the page cache before staff change it.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    try {
      await visitor.goto(`/fr/programs/${id}`);
      const cached = await visitor.goto(`/fr/programs/${id}`);
      expect(cached?.headers()["x-page-cache"]).toBe("hit");
      await expect(visitor.getByText(seed.shortDescription, { exact: true })).toBeVisible();

      await signIn(page);
      await page.goto("/admin/programs");
      for (const programTitle of Object.values(programTitles)) {
        await expect(
          page.getByRole("link", {
            name: `French translation of ${programTitle}: complete`,
            exact: true,
          }),
        ).toHaveText("FR · complete");
      }
      await page
        .getByRole("link", { name: `French translation of ${title}: complete`, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/translations/program/${id}/fr$`));
      await expect(page.getByRole("heading", { name: `${title}: French` })).toBeVisible();
      const languages = page.getByRole("navigation", { name: "Language" });
      await expect(languages.getByRole("link")).toHaveText([
        "English (source)",
        "Spanish",
        "French",
        "German",
      ]);
      await expect(languages.getByRole("link", { name: "French", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(
        languages.getByRole("link", { name: "English (source)", exact: true }),
      ).toHaveAttribute("href", `/admin/programs/${id}/edit`);
      await expect(page.getByLabel("Title in French", { exact: true })).toHaveValue(seed.title);
      await expect(page.getByLabel("Overview in French", { exact: true })).toHaveValue(
        seed.description,
      );
      const shortDescription = page.getByLabel("Short description in French", { exact: true });
      await expect(shortDescription).toHaveValue(seed.shortDescription);

      await waitForHydration(page);
      await shortDescription.fill(newFrench);
      await page.getByRole("button", { name: "Save French translation" }).click();
      await expectToast(page, "Success", "French translation saved (complete)");
      await expect(shortDescription).toHaveValue(newFrench);

      // Live for visitors at once (the page cache is dropped on save), the rest unchanged.
      await visitor.goto(`/fr/programs/${id}`);
      await expect(visitor.getByText(newFrench, { exact: true })).toBeVisible();
      await expect(visitor.getByText(seed.shortDescription, { exact: true })).toHaveCount(0);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(seed.title);
      await expect(visitor.locator('section[aria-labelledby="overview-title"] p')).toHaveText(
        paragraphs(seed.description),
      );

      // The English changes: the French is outdated, and still shown to visitors.
      await putEnglish(request, token, id, { ...english, shortDescription: newEnglish });
      await visitor.goto(`/fr/programs/${id}`);
      await expect(visitor.getByText(newFrench, { exact: true })).toBeVisible();

      await page.goto("/admin/programs");
      await expect(
        page.getByRole("link", { name: `French translation of ${title}: outdated`, exact: true }),
      ).toHaveText("FR · outdated");

      await page.goto("/admin/translations");
      await waitForHydration(page);
      await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
      await expect(page).toHaveURL(/[?&]lang=fr(&|$)/);
      await page.getByRole("combobox", { name: "State" }).selectOption("outdated");
      await expect(page).toHaveURL(/[?&]state=outdated(&|$)/);
      await expect(page).toHaveURL(/[?&]lang=fr(&|$)/);
      const row = page.getByTestId("translation-row").filter({ hasText: title });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("French");
      await expect(row).toContainText("outdated");
      await expect(row).toContainText("English changed: short description");
      await row.getByRole("link", { name: `Translate ${title} into French`, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/admin/translations/program/${id}/fr$`));
      const field = page.locator('section[data-field="shortDescription"]');
      await expect(field.getByText("English changed since")).toBeVisible();
      await expect(page.getByText("English changed since")).toHaveCount(1);
      await expect(field.locator('[lang="en"]')).toHaveText(newEnglish);
      await expect(page.getByLabel("Short description in French", { exact: true })).toHaveValue(
        newFrench,
      );

      await waitForHydration(page);
      await page.getByRole("button", { name: "Save French translation" }).click();
      await expectToast(page, "Success", "French translation saved (complete)");
      await expect(page.getByText("English changed since")).toHaveCount(0);

      await page.goto("/admin/translations?lang=fr&state=outdated");
      await expect(page.getByRole("heading", { name: "Translations", exact: true })).toBeVisible();
      await expect(page.getByTestId("translation-row").filter({ hasText: title })).toHaveCount(0);
    } finally {
      await visitorContext.close();
      // English first: the French is then fingerprinted against the English as it was.
      await putEnglish(request, token, id, english);
      await putFrench(request, token, id, french);
    }
    await expectAllComplete(request, token, id);
  });

  test("a too-long title is refused beside the field, keeping everything typed", async ({
    page,
    request,
  }) => {
    const target = "general-english-cork";
    const targetSeed = fr.programs[target];
    if (!targetSeed) throw new Error(`No French seed for ${target}`);
    const token = await apiToken(request);
    const before = frenchOf(await translationsOf(request, token, target));

    await signIn(page);
    await page.goto(`/admin/translations/program/${target}/fr`);
    await waitForHydration(page);
    const longTitle = `${"Anglais général toute l’année à Cork, ".repeat(4)}en petits groupes`;
    expect(longTitle.length).toBeGreaterThan(120);
    const newShort = `Une description courte qui ne doit pas se perdre (${unique("e2e")}).`;
    const newAnswer = "Oui, et cette réponse aussi doit rester dans le formulaire.";
    const titleInput = page.getByLabel("Title in French", { exact: true });
    await titleInput.fill(longTitle);
    await page.getByLabel("Short description in French", { exact: true }).fill(newShort);
    await page.getByLabel("Answer 1 in French", { exact: true }).fill(newAnswer);
    await page.getByRole("button", { name: "Save French translation" }).click();

    await expectToast(page, "Error", "The translation was not saved");
    await expect(titleInput).toHaveAttribute("aria-invalid", "true");
    await expect(titleInput).toHaveAccessibleDescription(/Keep this under 120 characters\./);
    await expect(
      page.locator('section[data-field="title"]').getByText("Keep this under 120 characters."),
    ).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "highlighted fields" })).toContainText(
      "The translation was not saved",
    );
    await expect(titleInput).toHaveValue(longTitle);
    await expect(page.getByLabel("Short description in French", { exact: true })).toHaveValue(
      newShort,
    );
    await expect(page.getByLabel("Answer 1 in French", { exact: true })).toHaveValue(newAnswer);
    await expect(page.getByLabel("Overview in French", { exact: true })).toHaveValue(
      targetSeed.description,
    );
    await expect(page.getByLabel("Highlights in French", { exact: true })).toHaveValue(
      targetSeed.highlights.join("\n"),
    );

    // Nothing was stored.
    expect(frenchOf(await translationsOf(request, token, target))).toEqual(before);
  });
});

test.describe("translations without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("saving the editor's form keeps the overview's paragraphs", async ({ page, request }) => {
    const id = "personalised-programmes";
    const seed = fr.programs[id];
    if (!seed) throw new Error(`No French seed for ${id}`);
    expect(paragraphs(seed.description).length).toBeGreaterThan(1);
    const token = await apiToken(request);
    const before = frenchOf(await translationsOf(request, token, id));
    try {
      await signIn(page, undefined, `/admin/translations/program/${id}/fr`);
      await expect(page.getByLabel("Overview in French", { exact: true })).toHaveValue(
        seed.description,
      );
      // Saved as it is (a browser posts a text box's line breaks as CR LF).
      const [saved] = await Promise.all([
        page.waitForResponse(
          (response) =>
            response.request().method() === "POST" &&
            response.url().includes(`/admin/translations/program/${id}/fr`),
        ),
        page.getByRole("button", { name: "Save French translation" }).click(),
      ]);
      expect(saved.status()).toBe(200);
      await page.waitForLoadState("load");
      await expect(page.getByText(/Last saved by/)).toBeVisible();
      await page.goto(`/fr/programs/${id}`);
      await expect(page.locator('section[aria-labelledby="overview-title"] p')).toHaveText(
        paragraphs(seed.description),
      );
      const after = frenchOf(await translationsOf(request, token, id));
      expect(after.description).toBe(seed.description);
    } finally {
      await putFrench(request, token, id, before);
    }
  });
});

test.describe("translation screens", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  for (const [path, heading] of [
    ["/admin/translations", "Translations"],
    ["/admin/translations?lang=de&state=complete", "Translations"],
    ["/admin/translations/program/general-english-cork/fr", "General English Cork: French"],
    ["/admin/translations/destination/1/es", ": Spanish"],
  ] as const) {
    test(`${path} renders for staff with no accessibility violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex, nofollow",
      );
      await expectNoAxeViolations(page);
    });
  }

  test("the list links each row to its editor", async ({ page }) => {
    await page.goto("/admin/translations?lang=es&state=complete");
    const row = page
      .getByTestId("translation-row")
      .filter({ hasText: programTitles["general-english-cork"] ?? "" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Spanish");
    await expect(row).toContainText("complete");
    await row
      .getByRole("link", { name: "Translate General English Cork into Spanish", exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/translations\/program\/general-english-cork\/es$/);
    await expect(page.getByLabel("Title in Spanish", { exact: true })).toHaveValue(
      "Inglés general en Cork",
    );
  });
});
