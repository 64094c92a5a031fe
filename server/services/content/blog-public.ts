/**
 * The public blog in the visitor's language (decision 0014). A post exists in a language when it
 * has a translation there with a title, a body and an address (slug) of its own; elsewhere it is
 * shown in English, marked so, and search engines are pointed at the languages it exists in.
 *
 * A category is one name shared by its posts (issue 34): in a language, the name most of its
 * posts' translations give it, so a post not translated yet still shows its category in the
 * visitor's language when another post of it is; English (marked) when none is.
 */
import {
  type ContentLanguage,
  type FieldLanguages,
  type TranslatableField,
  type TranslationLanguage,
  translationLanguages,
} from "@shared/content/types";
import { and, asc, count, desc, eq, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { blogPosts, contentTranslations } from "../../db/schema";
import type { Page } from "../paging";
import { isEmptyContent, localizeFields, type StoredTranslation } from "./translations/logic";

type BlogRow = typeof blogPosts.$inferSelect;

export interface PublicBlogPost {
  id: number;
  /** The post's address in the language asked for (English where it does not exist there). */
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  /** The category's name in the language asked for (English where no post translates it). */
  category: string;
  /** The category's English name: the key of the blog's category filter in every language. */
  categoryKey: string;
  tags: string[];
  featuredImage: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
  lang: ContentLanguage;
  fieldLanguages: FieldLanguages<TranslatableField<"blogPost">>;
  /** The post's slug in each language it exists in; English always. */
  slugs: Partial<Record<ContentLanguage, string>>;
}

/** A translation that can stand as the post in its language. */
function isPublishable(translation: StoredTranslation | undefined): boolean {
  return (
    !!translation &&
    !isEmptyContent(translation.fields.title) &&
    !isEmptyContent(translation.fields.content) &&
    !isEmptyContent(translation.fields.slug)
  );
}

/** A category's name in one language, and the language it is actually in. */
export interface CategoryLabel {
  key: string;
  label: string;
  lang: ContentLanguage;
}

/** The most frequent translated name of each English category (ties: alphabetical). */
function majorityNames(pairs: { key: string; name: string }[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const { key, name } of pairs) {
    const names = counts.get(key) ?? new Map<string, number>();
    names.set(name, (names.get(name) ?? 0) + 1);
    counts.set(key, names);
  }
  return new Map(
    [...counts].map(([key, names]) => [
      key,
      [...names].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))[0]?.[0] ?? key,
    ]),
  );
}

export function createPublicBlogService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const published = (category?: string): SQL | undefined =>
    and(
      eq(blogPosts.isPublished, true),
      lte(blogPosts.publishedAt, now()),
      category ? eq(blogPosts.category, category) : undefined,
    );

  /** Each category's name in `lang`, from the translations of the published posts. */
  async function categoryNames(lang: ContentLanguage): Promise<Map<string, string>> {
    if (lang === "en") return new Map();
    const rows = await db
      .select({
        key: blogPosts.category,
        name: sql<string | null>`${contentTranslations.fields}->>'category'`,
      })
      .from(blogPosts)
      .innerJoin(
        contentTranslations,
        and(
          eq(contentTranslations.entity, "blogPost"),
          eq(contentTranslations.entityId, sql`${blogPosts.id}::text`),
          eq(contentTranslations.lang, lang as TranslationLanguage),
        ),
      )
      .where(published());
    return majorityNames(
      rows.flatMap((row) => (row.name?.trim() ? [{ key: row.key, name: row.name.trim() }] : [])),
    );
  }

  function labelOf(names: Map<string, string>, key: string, lang: ContentLanguage): CategoryLabel {
    const label = names.get(key);
    return label ? { key, label, lang } : { key, label: key, lang: "en" };
  }

  async function localize(
    rows: BlogRow[],
    lang: ContentLanguage,
    known?: Map<string, string>,
  ): Promise<PublicBlogPost[]> {
    const names = known ?? (await categoryNames(lang));
    const ids = rows.map((row) => String(row.id));
    const stored = ids.length
      ? await db
          .select()
          .from(contentTranslations)
          .where(
            and(
              eq(contentTranslations.entity, "blogPost"),
              inArray(contentTranslations.entityId, ids),
            ),
          )
      : [];
    return rows.map((row) => {
      const translations = new Map(
        stored
          .filter((translation) => translation.entityId === String(row.id))
          .map((translation) => [
            translation.lang,
            { fields: translation.fields, sourceHashes: translation.sourceHashes },
          ]),
      );
      const slugs: Partial<Record<ContentLanguage, string>> = { en: row.slug };
      for (const code of translationLanguages) {
        const translation = translations.get(code);
        if (isPublishable(translation)) slugs[code] = String(translation?.fields.slug);
      }
      const own = lang !== "en" && slugs[lang] ? (translations.get(lang) ?? null) : null;
      const { value, fieldLanguages } = localizeFields("blogPost", row, lang, own);
      // Tags are the post's own, translated with it; the category is the one shared name.
      const category = labelOf(names, row.category, lang);
      return {
        id: row.id,
        slug: slugs[lang] ?? row.slug,
        title: value.title,
        excerpt: value.excerpt,
        content: value.content,
        category: category.label,
        categoryKey: row.category,
        tags: value.tags,
        featuredImage: row.featuredImage,
        publishedAt: row.publishedAt,
        updatedAt: row.updatedAt,
        lang,
        fieldLanguages: {
          ...fieldLanguages,
          slug: slugs[lang] ? lang : "en",
          category: category.lang,
        },
        slugs,
      };
    });
  }

  return {
    /** Published posts, newest first, in `lang` where translated; drafts and future posts never. */
    async listPublished(
      query: { category?: string; page: number; pageSize: number },
      lang: ContentLanguage = "en",
    ): Promise<Page<PublicBlogPost> & { categories: CategoryLabel[] }> {
      const where = published(query.category);
      const [rows, [totals], categories, names] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(where)
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(blogPosts).where(where),
        db
          .selectDistinct({ category: blogPosts.category })
          .from(blogPosts)
          .where(published())
          .orderBy(asc(blogPosts.category)),
        categoryNames(lang),
      ]);
      return {
        items: await localize(rows, lang, names),
        total: totals?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        categories: categories.map((row) => labelOf(names, row.category, lang)),
      };
    },

    /**
     * A published post by any of its addresses: its slug in `lang`, its English slug, or its
     * slug in another language (a visitor who switched language keeps their post). The caller
     * redirects when `slug` is not the post's address in `lang`.
     */
    async getPublished(slug: string, lang: ContentLanguage = "en"): Promise<PublicBlogPost | null> {
      const [byEnglish] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), published()));
      let row = byEnglish;
      if (!row) {
        const translated = await db
          .select({ entityId: contentTranslations.entityId, lang: contentTranslations.lang })
          .from(contentTranslations)
          .where(
            and(eq(contentTranslations.entity, "blogPost"), eq(contentTranslations.slug, slug)),
          );
        const match = translated.find((candidate) => candidate.lang === lang) ?? translated[0];
        if (!match) return null;
        [row] = await db
          .select()
          .from(blogPosts)
          .where(and(eq(blogPosts.id, Number(match.entityId)), published()));
      }
      if (!row) return null;
      const [post] = await localize([row], lang);
      return post ?? null;
    },

    /** Posts that exist in `lang` (for that language's feed): newest first. */
    async feed(lang: ContentLanguage, limit = 20): Promise<PublicBlogPost[]> {
      // A translated post counts where it can stand on its own (as isPublishable): asked of the
      // database, so the newest `limit` of them come back whatever is untranslated in between.
      const existsInLanguage =
        lang === "en"
          ? undefined
          : inArray(
              sql`${blogPosts.id}::text`,
              db
                .select({ id: contentTranslations.entityId })
                .from(contentTranslations)
                .where(
                  and(
                    eq(contentTranslations.entity, "blogPost"),
                    eq(contentTranslations.lang, lang),
                    isNotNull(contentTranslations.slug),
                    sql`coalesce(${contentTranslations.fields}->>'title', '') <> ''`,
                    sql`coalesce(${contentTranslations.fields}->>'content', '') <> ''`,
                  ),
                ),
            );
      const rows = await db
        .select()
        .from(blogPosts)
        .where(and(published(), existsInLanguage))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit);
      return localize(rows, lang);
    },
  };
}

export type PublicBlogService = ReturnType<typeof createPublicBlogService>;
