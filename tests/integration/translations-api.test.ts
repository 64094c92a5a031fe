/**
 * Translated content (decision 0014) over the real HTTP API and database: programs served per
 * language with English fallback marked per field, translations saved by staff and audited,
 * "outdated" when the English changes and cleared by saving again, and bad input refused.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../server/db/schema";
import { es } from "../../server/db/seed/translations/es";
import { type PublicProgram, translatableFields } from "../../shared/content/types";
import {
  expectJson,
  jsonRequest,
  loginAsAdmin,
  startTestServer,
  type TestServer,
} from "../support/test-server";

interface Status {
  state: "missing" | "outdated" | "complete";
  missing: string[];
  outdated: string[];
}
interface RecordTranslations {
  label: string;
  source: Record<string, unknown>;
  translations: { lang: string; fields: Record<string, unknown>; status: Status }[];
}
interface OverviewRow {
  entity: string;
  entityId: string;
  label: string;
  lang: string;
  status: Status;
}

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

const auth = () => ({ headers: { Authorization: `Bearer ${token}` } });
const get = (path: string) => server.fetch(path, auth());
const send = (method: string, path: string, body: unknown) =>
  server.fetch(path, jsonRequest(method, body, token));

const GALWAY = "clover-summer-galway";

describe("public programs in the visitor's language", () => {
  it("serves each language from the seeded translations, every text field translated", async () => {
    const english = await expectJson<PublicProgram>(
      await server.fetch(`/api/programs/${GALWAY}`),
      200,
    );
    expect(english.lang).toBe("en");
    expect(english.description).toMatch(/^Our Galway summer school/);
    // Every text field is named, each in the language it is shown in.
    const allIn = (lang: string) =>
      Object.fromEntries(translatableFields.program.map((field) => [field, lang]));
    expect(english.fieldLanguages).toEqual(allIn("en"));

    for (const lang of ["es", "fr", "de"] as const) {
      const program = await expectJson<PublicProgram>(
        await server.fetch(`/api/programs/${GALWAY}?lang=${lang}`),
        200,
      );
      expect(program.lang).toBe(lang);
      expect(program.fieldLanguages).toEqual(allIn(lang));
      expect(program.description).not.toBe(english.description);
      // Facts are never translated.
      expect(program.priceFrom).toBe(english.priceFrom);
      expect(program.ageMin).toBe(english.ageMin);
      expect(program.highlights).toHaveLength(english.highlights.length);
    }
    const spanish = await expectJson<PublicProgram>(
      await server.fetch(`/api/programs/${GALWAY}?lang=es`),
      200,
    );
    expect(spanish.description).toBe(es.programs[GALWAY]?.description);
    expect(spanish.duration).toBe("2-6 semanas");
  });

  it("lists every active program in the language asked for", async () => {
    const list = await expectJson<PublicProgram[]>(
      await server.fetch("/api/programs?lang=fr"),
      200,
    );
    expect(list.length).toBeGreaterThan(5);
    for (const program of list) {
      expect(program.lang).toBe("fr");
      expect(program.fieldLanguages.shortDescription).toBe("fr");
    }
  });

  it("refuses a language it does not have, naming the parameter", async () => {
    for (const bad of ["it", "ES", "e", "en-GB", "'; drop table programs; --"]) {
      const response = await server.fetch(`/api/programs?lang=${encodeURIComponent(bad)}`);
      const body = await expectJson<{ error: string; fields: Record<string, string> }>(
        response,
        400,
      );
      expect(body.error).toBe("validation");
      expect(body.fields.lang).toBe("Use one of en, es, fr, de.");
    }
    const single = await server.fetch(`/api/programs/${GALWAY}?lang=pt`);
    expect(single.status).toBe(400);
  });
});

describe("translations staff make", () => {
  const PROGRAM = "exam-preparation";

  it("requires a staff session", async () => {
    expect((await server.fetch(`/api/admin/programs/${PROGRAM}/translations`)).status).toBe(401);
    expect(
      (await server.fetch(`/api/admin/programs/${PROGRAM}/translations/fr`, jsonRequest("PUT", {})))
        .status,
    ).toBe(401);
    expect((await server.fetch("/api/admin/translations")).status).toBe(401);
  });

  it("falls back to English per field, marked, where a translation is partial", async () => {
    const saved = await expectJson<{ status: Status }>(
      await send("PUT", `/api/admin/programs/${PROGRAM}/translations/fr`, {
        title: "Préparation aux examens",
        shortDescription: "Des cours ciblés pour réussir vos examens Trinity.",
      }),
      200,
    );
    expect(saved.status.state).toBe("missing");
    expect(saved.status.missing).toContain("description");

    const program = await expectJson<PublicProgram>(
      await server.fetch(`/api/programs/${PROGRAM}?lang=fr`),
      200,
    );
    expect(program.title).toBe("Préparation aux examens");
    expect(program.fieldLanguages.title).toBe("fr");
    expect(program.fieldLanguages.description).toBe("en");
    expect(program.fieldLanguages.highlights).toBe("en");
    // Nothing to translate (this program has no questions): not counted as English.
    expect(program.fieldLanguages.faq).toBe("fr");
  });

  it("marks a translation outdated when its English changes, and clears it when saved again", async () => {
    const before = await expectJson<RecordTranslations>(
      await get(`/api/admin/programs/${GALWAY}/translations`),
      200,
    );
    expect(before.translations.map((t) => [t.lang, t.status.state])).toEqual([
      ["es", "complete"],
      ["fr", "complete"],
      ["de", "complete"],
    ]);

    const record = await expectJson<Record<string, unknown>>(
      await get(`/api/admin/programs/${GALWAY}`),
      200,
    );
    const { createdAt: _c, updatedAt: _u, studentsEnrolled: _s, ...input } = record;
    await expectJson(
      await send("PUT", `/api/admin/programs/${GALWAY}`, {
        ...input,
        shortDescription: "English lessons and west-of-Ireland trips for 11–17 year olds.",
      }),
      200,
    );

    const after = await expectJson<RecordTranslations>(
      await get(`/api/admin/programs/${GALWAY}/translations`),
      200,
    );
    for (const translation of after.translations) {
      expect(translation.status).toEqual({
        state: "outdated",
        missing: [],
        outdated: ["shortDescription"],
      });
    }
    const overview = await expectJson<{ items: OverviewRow[] }>(
      await get("/api/admin/translations?lang=de&state=outdated"),
      200,
    );
    expect(overview.items).toContainEqual(
      expect.objectContaining({ entity: "program", entityId: GALWAY, lang: "de" }),
    );
    expect(
      overview.items.every((row) => row.lang === "de" && row.status.state === "outdated"),
    ).toBe(true);

    // The outdated translation is still what a German visitor reads.
    const german = after.translations.find((t) => t.lang === "de");
    const saved = await expectJson<{ status: Status }>(
      await send("PUT", `/api/admin/programs/${GALWAY}/translations/de`, {
        ...german?.fields,
        shortDescription:
          "Englischunterricht und Ausflüge in den Westen Irlands für 11- bis 17-Jährige.",
      }),
      200,
    );
    expect(saved.status.state).toBe("complete");
    const program = await expectJson<PublicProgram>(
      await server.fetch(`/api/programs/${GALWAY}?lang=de`),
      200,
    );
    expect(program.shortDescription).toMatch(/^Englischunterricht und Ausflüge/);

    const audit = await expectJson<{
      items: { entity: string; entityId: string; summary: string }[];
    }>(await get("/api/admin/audit-log?entity=translation"), 200);
    expect(audit.items[0]).toMatchObject({
      entity: "translation",
      entityId: `program:${GALWAY}:de`,
    });
  });

  it("validates what is saved: language, record, lengths and control characters", async () => {
    const wrongLanguage = await send("PUT", `/api/admin/programs/${PROGRAM}/translations/en`, {});
    expect(wrongLanguage.status).toBe(400);
    const missing = await send("PUT", "/api/admin/programs/no-such-program/translations/es", {});
    expect(missing.status).toBe(404);
    const tooLong = await expectJson<{ fields: Record<string, string> }>(
      await send("PUT", `/api/admin/programs/${PROGRAM}/translations/es`, {
        title: "x".repeat(121),
      }),
      400,
    );
    expect(tooLong.fields.title).toBe("Keep this under 120 characters.");
    const nul = await expectJson<{ fields: Record<string, string> }>(
      await send("PUT", `/api/admin/programs/${PROGRAM}/translations/es`, {
        highlights: ["ok", "bad\u0000"],
      }),
      400,
    );
    expect(Object.keys(nul.fields)[0]).toMatch(/^highlights/);
    const wrongShape = await send("PUT", `/api/admin/programs/${PROGRAM}/translations/es`, {
      faq: "not a list",
    });
    expect(wrongShape.status).toBe(400);
  });

  it("translates destinations and blog posts, with a blog slug unique per language", async () => {
    const destinations = await expectJson<{ id: number; name: string }[]>(
      await get("/api/admin/destinations"),
      200,
    );
    const cork = destinations.find((destination) => destination.name === "Cork");
    const seeded = await expectJson<RecordTranslations>(
      await get(`/api/admin/destinations/${cork?.id}/translations`),
      200,
    );
    expect(seeded.translations.map((t) => [t.lang, t.status.state])).toEqual([
      ["es", "complete"],
      ["fr", "complete"],
      ["de", "complete"],
    ]);

    const posts = await expectJson<{ items: { id: number }[] }>(await get("/api/admin/blog"), 200);
    const [first, second] = posts.items;
    const untranslated = await expectJson<RecordTranslations>(
      await get(`/api/admin/blog/${first?.id}/translations`),
      200,
    );
    expect(untranslated.translations.map((t) => [t.lang, t.status.state])).toEqual([
      ["es", "missing"],
      ["fr", "missing"],
      ["de", "missing"],
    ]);
    await expectJson(
      await send("PUT", `/api/admin/blog/${first?.id}/translations/es`, {
        title: "Primer artículo",
        slug: "primer-articulo",
        content: "Hola.",
      }),
      200,
    );
    const clash = await expectJson<{ error: string; fields: Record<string, string> }>(
      await send("PUT", `/api/admin/blog/${second?.id}/translations/es`, {
        title: "Otro",
        slug: "primer-articulo",
        content: "Otro.",
      }),
      409,
    );
    expect(clash).toMatchObject({
      error: "conflict",
      fields: { slug: "Another post already uses this address in this language." },
    });
    const badSlug = await send("PUT", `/api/admin/blog/${second?.id}/translations/es`, {
      slug: "Primer Artículo",
    });
    expect(badSlug.status).toBe(400);
  });
});

describe("a blog post in the languages it exists in", () => {
  it("has its own address, feed entry and sitemap entries only where translated", async () => {
    const posts = await expectJson<{ items: { id: number; slug: string; title: string }[] }>(
      await get("/api/admin/blog?status=published"),
      200,
    );
    const post = posts.items[0];
    if (!post) throw new Error("the demo seed has published posts");
    await expectJson(
      await send("PUT", `/api/admin/blog/${post.id}/translations/es`, {
        title: "Una semana en Dublín",
        slug: "una-semana-en-dublin",
        excerpt: "Cómo es una semana de curso de verano.",
        content: "Lunes: clases.\n\n<script>alert(1)</script>",
      }),
      200,
    );

    const spanishFeed = await (await server.fetch("/es/blog/rss.xml")).text();
    expect(spanishFeed).toContain("<language>es</language>");
    expect(spanishFeed).toContain("/es/blog/una-semana-en-dublin</link>");
    expect(spanishFeed).toContain("<title>Una semana en Dublín</title>");
    expect(spanishFeed).not.toContain(`/es/blog/${post.slug}<`);
    const frenchFeed = await (await server.fetch("/fr/blog/rss.xml")).text();
    expect(frenchFeed).toContain("<language>fr</language>");
    expect(frenchFeed).not.toContain("<item>");
    const englishFeed = await (await server.fetch("/blog/rss.xml")).text();
    expect(englishFeed).toContain(`/blog/${post.slug}</link>`);

    const sitemap = await (await server.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${server.config.publicUrl}/es/blog/una-semana-en-dublin</loc>`);
    expect(sitemap).toContain(`<loc>${server.config.publicUrl}/blog/${post.slug}</loc>`);
    expect(sitemap).not.toContain(`/fr/blog/${post.slug}`);
    expect(sitemap).not.toContain(`/es/blog/${post.slug}`);
    // Programs stay in all four languages.
    expect(sitemap).toContain(`<loc>${server.config.publicUrl}/de/programs/${GALWAY}</loc>`);

    const stored = await expectJson<RecordTranslations>(
      await get(`/api/admin/blog/${post.id}/translations`),
      200,
    );
    const spanish = stored.translations.find((translation) => translation.lang === "es");
    expect(spanish?.fields.content).toMatch(/^Lunes: clases\./);
    expect(spanish?.fields.content).not.toContain("<script");

    const resolved = await server.services.publicBlog.getPublished(post.slug, "es");
    expect(resolved?.slug).toBe("una-semana-en-dublin");
    expect(resolved?.slugs).toEqual({ en: post.slug, es: "una-semana-en-dublin" });
    const english = await server.services.publicBlog.getPublished("una-semana-en-dublin", "en");
    expect(english?.slug).toBe(post.slug);
    expect(english?.title).toBe(post.title);
  });
});

describe("e-mails in the person's language", () => {
  it("acknowledges a quote with the program's name as the person read it", async () => {
    const response = await server.fetch(
      "/api/quote-requests",
      jsonRequest("POST", {
        firstName: "Lucía",
        lastName: "Pérez",
        email: "lucia.perez@example.com",
        programId: "general-english-cork",
        gdprConsent: true,
        locale: "es",
      }),
    );
    expect(response.status).toBe(201);
    const outbox = await server.database.db.select().from(emailOutbox);
    const ack = outbox.find(
      (mail) =>
        mail.kind === "quote-acknowledgement" && mail.toAddress === "lucia.perez@example.com",
    );
    const spanishTitle = es.programs["general-english-cork"]?.title ?? "";
    expect(spanishTitle).not.toBe("General English Cork");
    expect(ack?.textBody).toContain(spanishTitle);
    // Staff read the English name.
    const staff = outbox.find(
      (mail) =>
        mail.kind === "staff-quote-request" && mail.textBody.includes("lucia.perez@example.com"),
    );
    expect(staff?.textBody).toContain("General English Cork");
  });
});
