/**
 * Issue 34: the Spanish, French and German programs, blog and offer pages with no English left
 * but names. Every text of the page counts (visible or for screen readers: labels, alternative
 * texts, placeholders), except what is marked `lang="en"`: English content not translated yet,
 * shown and marked as decision 0014 says. A word counts as English when it is on a list of
 * common English words that none of the three languages uses; names (programs, places, the
 * school) are taken out first.
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { programSeeds } from "../../../server/db/seed/programs";
import { de } from "../../../server/db/seed/translations/de";
import { es } from "../../../server/db/seed/translations/es";
import { fr } from "../../../server/db/seed/translations/fr";
import { unique } from "../admin/support";
import { adminToken, dismissCookies } from "../programs/support";

// Quote requests from an address of their own: the suite's allowance of public writes is kept.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.34" } });

const seeds = { es, fr, de } as const;
type Lang = keyof typeof seeds;
const languages = Object.keys(seeds) as Lang[];

/** Common English words that Spanish, French and German never use. */
const englishWords = new Set(
  (
    "the and with your you our for this that from are will week weeks students student tuition " +
    "deposit offer letter acceptance host accommodation price prices booking close read more " +
    "about programs program search quote now here what how when where which their they have " +
    "been not all free new who city cities level summer school back next previous category " +
    "categories show view share of to is it be at by get find learn choose apply home"
  ).split(" "),
);

/** Names that stay as they are in every language. */
const names = [
  "Clover English",
  "Clover Summer School Galway",
  "Clover Summer School Dublin",
  "Clover Summer School",
  "Mini-Stay Dublin",
  "Trinity CertTESOL",
  "Trinity College London",
  "Trinity College",
  "Executive Education Award",
  "University of Galway",
  "Student Leap Card",
  "Book of Kells",
  // Trinity's exams, by their names.
  "Graded Examinations in Spoken English",
  "Integrated Skills in English",
  "Spoken English for Work",
];

/** Every text a visitor can meet on the page, but what is marked English (and code). */
async function textsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const skipped = "script, style, noscript, template, [lang='en']";
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest(skipped)) parts.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll(
      "[aria-label], [alt], [placeholder], [title]",
    )) {
      if (element.closest(skipped)) continue;
      for (const name of ["aria-label", "alt", "placeholder", "title"]) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    parts.push(document.title);
    return parts.join("\n");
  });
}

async function expectNoEnglish(page: Page, where: string, extraNames: string[] = []) {
  let text = await textsOf(page);
  for (const name of [...extraNames, ...names].sort((a, b) => b.length - a.length)) {
    text = text.replaceAll(name, " ");
  }
  const found = new Set<string>();
  for (const line of text.split("\n")) {
    const words = line.toLowerCase().split(/[^\p{L}]+/u);
    if (words.some((word) => englishWords.has(word))) found.add(line.trim().slice(0, 120));
  }
  expect([...found], `English on ${where}`).toEqual([]);
}

/** The program titles of a language's seed: names on every page that lists programs. */
const titlesIn = (lang: Lang) => Object.values(seeds[lang].programs).map((seed) => seed.title);

let staffToken: string | null = null;
async function staff(request: APIRequestContext) {
  staffToken ??= await adminToken(request);
  return { Authorization: `Bearer ${staffToken}` };
}

test.describe("no English left on the translated pages", () => {
  for (const lang of languages) {
    test(`${lang}: the programs, their filters and two program pages`, async ({ page }) => {
      await page.goto(`/${lang}/programs`);
      await dismissCookies(page);
      await expectNoEnglish(page, `/${lang}/programs`, titlesIn(lang));

      // The location reads in the language, and the city filter still finds its programs.
      await page.goto(`/${lang}/programs?location=Dublin`);
      const cards = page.locator("main li[data-program]");
      const dublin = programSeeds.filter((seed) => seed.location.includes("Dublin"));
      await expect(cards).toHaveCount(dublin.length);
      const certTesol = seeds[lang].programs["cert-tesol"];
      await expect(page.locator('main li[data-program="cert-tesol"]')).toContainText(
        certTesol?.location ?? "",
      );
      await expectNoEnglish(page, `/${lang}/programs?location=Dublin`, titlesIn(lang));

      for (const id of ["cert-tesol", "junior-summer-dublin"]) {
        await page.goto(`/${lang}/programs/${id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          seeds[lang].programs[id]?.title ?? "",
        );
        await expectNoEnglish(page, `/${lang}/programs/${id}`, titlesIn(lang));
      }
    });

    test(`${lang}: a translated blog post, its category and tags`, async ({ page, request }) => {
      const headers = await staff(request);
      const slug = unique("e2e-letters-home").toLowerCase();
      const category = unique("Letters Home");
      const created = await request.post("/api/admin/blog", {
        headers,
        data: {
          title: "Letters home from Galway",
          slug,
          excerpt: "What our students wrote home about.",
          content: "The sea, the music and the rain.",
          category,
          tags: ["Galway", "Student life"],
          isPublished: true,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const translation = {
        es: {
          title: "Cartas a casa desde Galway",
          excerpt: "Lo que nuestros estudiantes contaron en casa.",
          content: "El mar, la música y la lluvia.",
          category: "Cartas a casa",
          tags: ["Galway", "Vida de estudiante"],
        },
        fr: {
          title: "Lettres de Galway",
          excerpt: "Ce que nos étudiants ont raconté à leur famille.",
          content: "La mer, la musique et la pluie.",
          category: "Nouvelles de Galway",
          tags: ["Galway", "Vie étudiante"],
        },
        de: {
          title: "Briefe aus Galway",
          excerpt: "Was unsere Teilnehmenden nach Hause geschrieben haben.",
          content: "Das Meer, die Musik und der Regen.",
          category: "Briefe nach Hause",
          tags: ["Galway", "Alltag"],
        },
      }[lang];
      const localSlug = `${slug}-${lang}`;
      const saved = await request.put(`/api/admin/blog/${id}/translations/${lang}`, {
        headers,
        data: { ...translation, slug: localSlug },
      });
      expect(saved.status(), await saved.text()).toBe(200);

      await page.goto(`/${lang}/blog?category=${encodeURIComponent(category)}`);
      await dismissCookies(page);
      // The category filter: its chosen category named in the language.
      const filter = page.locator("main nav").first();
      await expect(filter.locator("[aria-current=page]")).toHaveText(translation.category);
      await expect(page.locator("main article")).toHaveCount(1);
      await expect(page.locator("main article")).toContainText(translation.category);
      await expectNoEnglish(page, `/${lang}/blog?category=…`);

      await page.goto(`/${lang}/blog/${localSlug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(translation.title);
      await expect(page.locator("main")).toContainText(translation.tags.join(", "));
      await expectNoEnglish(page, `/${lang}/blog/${localSlug}`);
    });

    test(`${lang}: an offer page`, async ({ page, request }) => {
      const firstName = unique("Oferta");
      const email = `${firstName.toLowerCase()}@example.com`;
      const quote = await request.post("/api/quote-requests", {
        data: {
          firstName,
          lastName: "Tester",
          email,
          nationality: "Spanish",
          programId: "exam-preparation",
          ageGroup: "26-35",
          duration: "4-weeks",
          accommodation: "host-family",
          startDate: "2031-06-02",
          gdprConsent: true,
          locale: lang,
        },
      });
      expect(quote.status(), await quote.text()).toBe(201);
      const headers = await staff(request);
      const found = await request.get(`/api/quote-requests?q=${encodeURIComponent(email)}`, {
        headers,
      });
      const [quoteRequest] = ((await found.json()) as { items: { id: number }[] }).items;
      const created = await request.post(`/api/admin/quote-requests/${quoteRequest?.id}/offers`, {
        headers,
        data: { startDate: "2031-06-02", weeks: 4 },
      });
      expect(created.status(), await created.text()).toBe(201);
      const offer = (await created.json()) as { id: number };
      const sent = await request.post(`/api/admin/offers/${offer.id}/send`, { headers });
      expect(sent.status(), await sent.text()).toBe(200);
      const { url } = (await sent.json()) as { url: string };
      const path = new URL(url).pathname;
      expect(path.startsWith(`/${lang}/offers/`)).toBe(true);

      await page.goto(path);
      await dismissCookies(page);
      const program = seeds[lang].programs["exam-preparation"]?.title ?? "";
      const dublin = { es: "Dublín", fr: "Dublin", de: "Dublin" }[lang];
      const summary = page.getByTestId("offer-summary");
      await expect(summary).toContainText(program);
      await expect(summary).toContainText(dublin);
      // The lines staff start from speak the language too: the course and the host family.
      await expect(page.getByTestId("offer-line").first()).toContainText(program);
      await expect(page.getByTestId("offer-line").nth(1)).toContainText(dublin);
      await expectNoEnglish(page, path, [program, firstName]);
    });
  }
});
