/**
 * The fields issue 34 made translatable (decision 0014's model, extended): a program's location
 * (with the cities it runs in still found from the English, for filters and prices), and a blog
 * post's category and tags, with the same outdated flags as every other field; a category is one
 * name in a language, shared by its posts. Also: translations seeded before a field existed get
 * it once, never over staff's own wording.
 */

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTranslations, seedLog } from "../../server/db/schema";
import { seedDatabase } from "../../server/db/seed";
import type { PublicProgram } from "../../shared/content/types";
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

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await loginAsAdmin(server);
});
afterAll(() => server?.stop());

const send = (method: string, path: string, body: unknown) =>
  server.fetch(path, jsonRequest(method, body, token));
const program = (id: string, lang: string) =>
  server.fetch(`/api/programs/${id}?lang=${lang}`).then((r) => expectJson<PublicProgram>(r, 200));

describe("a program's location in the visitor's language", () => {
  it("names the cities as each language does, and still knows which cities they are", async () => {
    const expected = {
      en: "Dublin & Cork",
      es: "Dublín y Cork",
      fr: "Dublin et Cork",
      de: "Dublin und Cork",
    } as const;
    for (const [lang, location] of Object.entries(expected)) {
      const certTesol = await program("cert-tesol", lang);
      expect(certTesol.location, lang).toBe(location);
      expect(certTesol.fieldLanguages.location).toBe(lang);
      expect(certTesol.cities).toEqual(["Dublin", "Cork"]);
    }
    const executive = await program("executive-education", "es");
    expect(executive.location).toBe("Dublín (semipresencial)");
    expect(executive.blended).toBe(true);
    expect(executive.cities).toEqual(["Dublin"]);
  });

  it("flags the translated location outdated when the English location changes", async () => {
    const path = "/api/admin/programs/general-english-cork";
    const current = await expectJson<Record<string, unknown>>(
      await server.fetch(path, { headers: { Authorization: `Bearer ${token}` } }),
      200,
    );
    await expectJson(await send("PUT", path, { ...current, location: "Cork (city centre)" }), 200);
    const translations = await expectJson<{
      translations: { lang: string; status: Status }[];
    }>(
      await server.fetch(`${path}/translations`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
      200,
    );
    for (const translation of translations.translations) {
      expect(translation.status.outdated, translation.lang).toEqual(["location"]);
    }
    // The outdated translation is still shown; the city is still Cork, in every language.
    const german = await program("general-english-cork", "de");
    expect(german.location).toBe("Cork");
    expect(german.cities).toEqual(["Cork"]);
  });
});

describe("blog categories and tags in the visitor's language", () => {
  it("shows a category by one name per language, from its posts' translations", async () => {
    const { blog } = server.services;
    const actor = { id: 1, name: "Test" };
    const base = {
      excerpt: "",
      content: "Body",
      featuredImage: null,
      category: "Campus Life",
      isPublished: true,
    };
    const translated = await blog.create(
      { ...base, title: "Rainy day ideas", slug: "rainy-day-ideas", tags: ["Dublin", "Weather"] },
      actor,
    );
    const untranslated = await blog.create(
      { ...base, title: "Lunch near school", slug: "lunch-near-school", tags: ["Food"] },
      actor,
    );
    const saved = await expectJson<{ status: Status }>(
      await send("PUT", `/api/admin/blog/${translated.id}/translations/es`, {
        title: "Ideas para un día de lluvia",
        slug: "ideas-para-un-dia-de-lluvia",
        content: "Cuerpo",
        category: "Vida en el campus",
        tags: ["Dublín", "El tiempo"],
      }),
      200,
    );
    expect(saved.status.state).toBe("complete");

    const page = await server.services.publicBlog.listPublished(
      { category: "Campus Life", page: 1, pageSize: 10 },
      "es",
    );
    expect(page.categories).toContainEqual({
      key: "Campus Life",
      label: "Vida en el campus",
      lang: "es",
    });
    const byId = new Map(page.items.map((post) => [post.id, post]));
    expect(byId.get(translated.id)).toMatchObject({
      category: "Vida en el campus",
      categoryKey: "Campus Life",
      tags: ["Dublín", "El tiempo"],
      fieldLanguages: { category: "es", tags: "es" },
    });
    // Not translated yet: its category still reads in Spanish, its tags stay English (marked).
    expect(byId.get(untranslated.id)).toMatchObject({
      category: "Vida en el campus",
      tags: ["Food"],
      fieldLanguages: { category: "es", tags: "en", title: "en" },
    });
    // In French nobody has translated it: English, and said so.
    const french = await server.services.publicBlog.listPublished({ page: 1, pageSize: 10 }, "fr");
    expect(french.categories).toContainEqual({
      key: "Campus Life",
      label: "Campus Life",
      lang: "en",
    });

    // The English category changes: the translated one is flagged, like any other field.
    await blog.update(
      translated.id,
      {
        ...base,
        category: "Student Life",
        title: "Rainy day ideas",
        slug: "rainy-day-ideas",
        tags: ["Dublin", "Weather"],
      },
      actor,
    );
    const after = await expectJson<{ translations: { lang: string; status: Status }[] }>(
      await server.fetch(`/api/admin/blog/${translated.id}/translations`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
      200,
    );
    expect(after.translations.find((t) => t.lang === "es")?.status.outdated).toEqual(["category"]);
  });
});

describe("seeded translations and fields added later", () => {
  it("adds a new field to a translation seeded before it existed, once, never over staff's", async () => {
    const { db } = server.database;
    const row = (id: string) =>
      and(
        eq(contentTranslations.entity, "program"),
        eq(contentTranslations.entityId, id),
        eq(contentTranslations.lang, "es"),
      );
    // As a database seeded by the release before this one: no location in two translations.
    for (const id of ["mini-stay-dublin", "teacher-training"]) {
      const [stored] = await db.select().from(contentTranslations).where(row(id));
      const { location: _field, ...fields } = stored?.fields ?? {};
      const { location: _hash, ...sourceHashes } = stored?.sourceHashes ?? {};
      await db.update(contentTranslations).set({ fields, sourceHashes }).where(row(id));
      await db.delete(seedLog).where(eq(seedLog.key, `translation:program:${id}:es:location`));
    }
    // Staff then wrote one of them themselves.
    const [teacher] = await db.select().from(contentTranslations).where(row("teacher-training"));
    await db
      .update(contentTranslations)
      .set({ fields: { ...teacher?.fields, location: "Dublín, Cork o Galway" } })
      .where(row("teacher-training"));

    const result = await seedDatabase(db, { demo: false });
    expect(result.inserted.sort()).toEqual([
      "translation:program:mini-stay-dublin:es:location",
      "translation:program:teacher-training:es:location",
    ]);
    expect((await program("mini-stay-dublin", "es")).location).toBe("Dublín");
    expect((await program("teacher-training", "es")).location).toBe("Dublín, Cork o Galway");
    const miniStay = await expectJson<{ translations: { lang: string; status: Status }[] }>(
      await server.fetch("/api/admin/programs/mini-stay-dublin/translations", {
        headers: { Authorization: `Bearer ${token}` },
      }),
      200,
    );
    expect(miniStay.translations.find((t) => t.lang === "es")?.status.state).toBe("complete");
    // Seeding again changes nothing.
    expect((await seedDatabase(db, { demo: false })).inserted).toEqual([]);
  });
});
