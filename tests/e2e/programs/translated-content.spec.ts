/**
 * Translated content (decision 0014): program text in Spanish, French and German from the
 * database, English only where a field has no translation (marked lang="en", with one notice).
 */
import { inflateSync } from "node:zlib";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { programSeeds } from "../../../server/db/seed/programs";
import { de } from "../../../server/db/seed/translations/de";
import { es } from "../../../server/db/seed/translations/es";
import { fr } from "../../../server/db/seed/translations/fr";
import type { LocaleTranslationSeeds } from "../../../server/db/seed/translations/types";
import { adminToken, dismissCookies, expectNoAxeViolations } from "./support";

const seeds = { es, fr, de } as const satisfies Record<string, LocaleTranslationSeeds>;
const translated = Object.keys(seeds) as (keyof typeof seeds)[];

const notices = {
  es: "Algunas partes de esta página aún no están traducidas y se muestran en inglés.",
  fr: "Certaines parties de cette page ne sont pas encore traduites et s’affichent en anglais.",
  de: "Einige Teile dieser Seite sind noch nicht übersetzt und werden auf Englisch angezeigt.",
} as const;

const programFields = [
  "title",
  "shortDescription",
  "description",
  "location",
  "duration",
  "ageRange",
  "highlights",
  "inclusions",
  "activities",
  "timetable",
  "faq",
] as const;

const paragraphs = (text: string) => text.split(/\n{2,}/);

function englishOf(id: string) {
  const program = programSeeds.find((candidate) => candidate.id === id);
  if (!program) throw new Error(`No English seed for ${id}`);
  return program;
}

/** Every English paragraph a visitor could be shown of a program: none may leak into a translated page. */
const englishParagraphs = programSeeds.flatMap((program) => [
  program.shortDescription,
  ...paragraphs(program.description),
]);

/** The seeded programs shown on a city's page (their location names the city). */
const dublinPrograms = programSeeds.filter((program) =>
  program.location.toLowerCase().includes("dublin"),
);

const overviewParagraphs = (page: Page) =>
  page.locator('section[aria-labelledby="overview-title"] p');

async function expectNoEnglishParagraph(page: Page, where: string) {
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text.length, where).toBeGreaterThan(200);
  const leaked = englishParagraphs.filter((paragraph) => text.includes(paragraph));
  expect(leaked, `English copy on ${where}`).toEqual([]);
}

test.describe("program pages in the visitor's language", () => {
  for (const lang of translated) {
    const galway = seeds[lang].programs["clover-summer-galway"];
    if (!galway) throw new Error(`No ${lang} seed for clover-summer-galway`);

    test(`${lang}: Galway summer program page is translated from the database`, async ({
      page,
    }) => {
      const response = await page.goto(`/${lang}/programs/clover-summer-galway`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(galway.title);
      const main = page.locator("main");
      await expect(main.getByText(galway.shortDescription, { exact: true })).toBeVisible();
      await expect(overviewParagraphs(page)).toHaveText(paragraphs(galway.description));
      for (const item of [...galway.highlights, ...galway.inclusions, ...galway.activities]) {
        await expect(main).toContainText(item);
      }
      for (const entry of galway.faq) await expect(main).toContainText(entry.question);
      await expect(main.locator('[lang="en"]')).toHaveCount(0);
      await expect(page.getByTestId("untranslated-notice")).toHaveCount(0);
      await expectNoEnglishParagraph(page, `/${lang}/programs/clover-summer-galway`);
    });

    test(`${lang}: every program card of the listing is translated`, async ({ page }) => {
      await page.goto(`/${lang}/programs`);
      const cards = page.locator("main li[data-program]");
      await expect(cards).toHaveCount(programSeeds.length);
      for (const { id } of programSeeds) {
        const seed = seeds[lang].programs[id];
        expect(seed, `${lang} seed of ${id}`).toBeTruthy();
        if (!seed) continue;
        const card = page.locator(`main li[data-program="${id}"]`);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(seed.title);
        await expect(card.getByText(seed.shortDescription, { exact: true })).toBeVisible();
      }
      await expect(page.locator('main [lang="en"]')).toHaveCount(0);
      await expect(page.getByTestId("untranslated-notice")).toHaveCount(0);
      await expectNoEnglishParagraph(page, `/${lang}/programs`);
    });

    test(`${lang}: Dublin's Programs tab lists the programs translated`, async ({ page }) => {
      const response = await page.goto(`/${lang}/destinations/dublin?tab=programs`);
      expect(response?.status()).toBe(200);
      const panel = page.getByRole("tabpanel");
      await expect(panel.locator("h3")).toHaveCount(dublinPrograms.length);
      for (const { id } of dublinPrograms) {
        const seed = seeds[lang].programs[id];
        expect(seed, `${lang} seed of ${id}`).toBeTruthy();
        if (!seed) continue;
        const card = panel
          .locator("li")
          .filter({ has: page.locator(`h3 a[href="/${lang}/programs/${id}"]`) });
        await expect(card).toHaveCount(1);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(seed.title);
        await expect(card.getByText(seed.shortDescription, { exact: true })).toBeVisible();
        await expect(card.getByText(seed.duration, { exact: true })).toBeVisible();
      }
      await expect(page.locator('main [lang="en"]')).toHaveCount(0);
      await expectNoEnglishParagraph(page, `/${lang}/destinations/dublin?tab=programs`);
    });

    test(`${lang}: no seeded program page says part of it is in English`, async ({ page }) => {
      // Every seeded program is translated in full: nothing on its page may be marked English,
      // and the "not translated yet" notice must not appear.
      for (const { id } of programSeeds) {
        const seed = seeds[lang].programs[id];
        expect(seed, `${lang} seed of ${id}`).toBeTruthy();
        if (!seed) continue;
        await page.goto(`/${lang}/programs/${id}`);
        await expect(page.getByRole("heading", { level: 1 }), id).toHaveText(seed.title);
        await expect
          .soft(page.getByTestId("untranslated-notice"), `notice on /${lang}/programs/${id}`)
          .toHaveCount(0);
        await expect
          .soft(page.locator('main [lang="en"]'), `lang="en" on /${lang}/programs/${id}`)
          .toHaveCount(0);
      }
    });
  }
});

test.describe("a partial translation", () => {
  const id = "high-school-integration-cork";

  test("falls back to English field by field, marked lang=en, under one French notice", async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const headers = { Authorization: `Bearer ${token}` };
    const current = await request.get(`/api/admin/programs/${id}/translations`, { headers });
    expect(current.status()).toBe(200);
    const record = (await current.json()) as {
      label: string;
      translations: { lang: string; fields: Record<string, unknown> }[];
    };
    const saved = record.translations.find((translation) => translation.lang === "fr")?.fields;
    expect(saved?.title).toBeTruthy();
    const seed = fr.programs[id];
    if (!seed || !saved) throw new Error("No French translation to start from");
    const english = englishOf(id);

    const partial = await request.put(`/api/admin/programs/${id}/translations/fr`, {
      headers,
      data: { title: seed.title, shortDescription: seed.shortDescription },
    });
    expect(partial.status(), await partial.text()).toBe(200);
    expect(((await partial.json()) as { status: { state: string } }).status.state).toBe("missing");
    try {
      const api = await request.get(`/api/programs/${id}?lang=fr`);
      expect(api.status()).toBe(200);
      const body = (await api.json()) as Record<string, unknown> & {
        fieldLanguages: Record<string, string>;
      };
      expect(body.lang).toBe("fr");
      expect(body.title).toBe(seed.title);
      expect(body.description).toBe(english.description);
      expect(body.fieldLanguages).toMatchObject({
        title: "fr",
        shortDescription: "fr",
        description: "en",
        highlights: "en",
      });

      const response = await page.goto(`/fr/programs/${id}`);
      expect(response?.status()).toBe(200);
      const notice = page.getByTestId("untranslated-notice");
      await expect(notice).toHaveCount(1);
      await expect(notice).toHaveText(notices.fr);
      const title = page.getByRole("heading", { level: 1 });
      await expect(title).toHaveText(seed.title);
      await expect(title).not.toHaveAttribute("lang");
      await expect(page.getByText(seed.shortDescription, { exact: true })).not.toHaveAttribute(
        "lang",
      );
      const overview = overviewParagraphs(page);
      await expect(overview).toHaveText(paragraphs(english.description));
      for (const paragraph of await overview.all()) {
        await expect(paragraph).toHaveAttribute("lang", "en");
      }
      await expect(
        page.locator('main ul[lang="en"]').filter({ hasText: english.highlights?.[0] ?? "" }),
      ).toHaveCount(1);
      await dismissCookies(page);
      await expectNoAxeViolations(page);
    } finally {
      const restored = await request.put(`/api/admin/programs/${id}/translations/fr`, {
        headers,
        data: saved,
      });
      expect(restored.status(), await restored.text()).toBe(200);
      expect(((await restored.json()) as { status: { state: string } }).status.state).toBe(
        "complete",
      );
    }
    await page.goto(`/fr/programs/${id}`);
    await expect(page.getByTestId("untranslated-notice")).toHaveCount(0);
    await expect(overviewParagraphs(page)).toHaveText(paragraphs(seed.description));
  });
});

/** WinAnsi (Windows-1252) from 0x80 to 0x9f; the rest of the byte range is Latin-1. */
const winAnsiHigh = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function winAnsi(bytes: Buffer): string {
  return [...bytes]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? winAnsiHigh[byte - 0x80] : String.fromCharCode(byte),
    )
    .join("");
}

/** The text a PDF draws: FlateDecode content streams inflated, the hex strings of each TJ joined. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const streams: string[] = [];
  const start = /stream\r?\n/g;
  for (let match = start.exec(raw); match; match = start.exec(raw)) {
    const from = match.index + match[0].length;
    const to = raw.indexOf("endstream", from);
    if (to < 0) break;
    try {
      streams.push(inflateSync(pdf.subarray(from, to)).toString("latin1"));
    } catch {
      // Not a compressed content stream (an image or font, say).
    }
  }
  const lines = streams.flatMap((stream) =>
    [...stream.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((operator) =>
      [...(operator[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => winAnsi(Buffer.from(hex[1] ?? "", "hex")))
        .join(""),
    ),
  );
  // Lines wrap anywhere between words: compare with whitespace collapsed.
  return lines.join("\n").replace(/\s+/g, " ");
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

async function brochure(request: APIRequestContext, path: string): Promise<Buffer> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(body.length).toBeGreaterThan(1024);
  return body;
}

test.describe("brochures", () => {
  test("the Spanish brochure carries the Spanish program text", async ({ page }) => {
    const spanish = await brochure(page.request, "/es/programs/clover-summer-galway/brochure.pdf");
    const english = await brochure(page.request, "/programs/clover-summer-galway/brochure.pdf");
    expect(spanish.equals(english)).toBe(false);

    const seed = es.programs["clover-summer-galway"];
    if (!seed) throw new Error("No Spanish seed for clover-summer-galway");
    const source = englishOf("clover-summer-galway");
    const englishText = pdfText(english);
    // The extraction works: the English brochure reads as the English seed.
    expect(englishText).toContain(collapse(source.shortDescription));

    const spanishText = pdfText(spanish);
    expect(spanishText).toContain(collapse(seed.shortDescription));
    expect(spanishText).toContain(collapse(paragraphs(seed.description)[0] ?? ""));
    expect(spanishText).toContain("excursiones");
    expect(spanishText).not.toContain(collapse(source.shortDescription));
    expect(spanishText).not.toContain(collapse(paragraphs(source.description)[0] ?? ""));
  });
});

test.describe("public programs API", () => {
  test("?lang=de answers every program in German, field by field", async ({ request }) => {
    const response = await request.get("/api/programs?lang=de");
    expect(response.status()).toBe(200);
    const programs = (await response.json()) as (Record<string, unknown> & {
      id: string;
      lang: string;
      fieldLanguages: Record<string, string>;
    })[];
    expect(programs.map((program) => program.id).sort()).toEqual(
      programSeeds.map((program) => program.id).sort(),
    );
    for (const program of programs) {
      expect(program.lang, program.id).toBe("de");
      expect(Object.keys(program.fieldLanguages).sort(), program.id).toEqual(
        [...programFields].sort(),
      );
      const seed = de.programs[program.id];
      expect(program.title, program.id).toBe(seed?.title);
      expect(program.shortDescription, program.id).toBe(seed?.shortDescription);
      expect(program.description, program.id).toBe(seed?.description);
      expect(program.location, program.id).toBe(seed?.location);
    }
    // Every field of every seeded program is German: nothing is reported as English.
    expect(
      Object.fromEntries(
        programs.map((program) => [
          program.id,
          Object.entries(program.fieldLanguages)
            .filter(([, language]) => language !== "de")
            .map(([field, language]) => `${field}: ${language}`),
        ]),
      ),
    ).toEqual(Object.fromEntries(programs.map((program) => [program.id, []])));
  });

  test("one program in Spanish; an unknown language is refused", async ({ request }) => {
    const seed = es.programs["clover-summer-galway"];
    const response = await request.get("/api/programs/clover-summer-galway?lang=es");
    expect(response.status()).toBe(200);
    const program = (await response.json()) as Record<string, unknown>;
    expect(program).toMatchObject({
      id: "clover-summer-galway",
      lang: "es",
      title: seed?.title,
      shortDescription: seed?.shortDescription,
      description: seed?.description,
      highlights: seed?.highlights,
      fieldLanguages: Object.fromEntries(programFields.map((field) => [field, "es"])),
    });
    const english = (await (await request.get("/api/programs/clover-summer-galway")).json()) as {
      lang: string;
      description: string;
    };
    expect(english.lang).toBe("en");
    expect(english.description).toBe(englishOf("clover-summer-galway").description);

    expect((await request.get("/api/programs?lang=xx")).status()).toBe(400);
    expect((await request.get("/api/programs/clover-summer-galway?lang=xx")).status()).toBe(400);
  });
});
