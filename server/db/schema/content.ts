/**
 * Programs, destinations, blog posts and their translations: what the public site shows.
 * Part of the one database schema (server/db/schema/index.ts).
 */

import {
  type FaqEntry,
  type ProgramCategory,
  type ProgramSeason,
  programCategories,
  programSeasons,
  type Timetable,
  type TranslatableEntity,
  type TranslationLanguage,
  translatableEntities,
  translationLanguages,
} from "@shared/content/types";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { createdAt, oneOf, updatedAt } from "./columns";

export const programStatuses = ["active", "draft", "archived"] as const;
export type ProgramStatus = (typeof programStatuses)[number];

export const programs = pgTable(
  "programs",
  {
    /** The public path segment: /programs/{id}. */
    id: text().primaryKey(),
    title: text().notNull(),
    shortDescription: text().notNull(),
    description: text().notNull(),
    category: text().$type<ProgramCategory>().notNull(),
    /** Display text; a program may run in several cities ("Dublin & Cork"). */
    location: text().notNull(),
    season: text().$type<ProgramSeason>().notNull().default("year-round"),
    duration: text().notNull(),
    minWeeks: integer(),
    maxWeeks: integer(),
    ageRange: text().notNull(),
    ageMin: integer().notNull(),
    /** Null means no upper age limit (adults). */
    ageMax: integer(),
    /** "Starting from" price in euro; null shows "Contact Us". */
    priceFrom: integer(),
    /**
     * The price list's weekly tuition in cents (issue 16): the one price the quote estimate,
     * offers and the program pages read. Null: not sold by the week. A city can override it
     * (tuition_city_prices).
     */
    tuitionWeeklyCents: integer(),
    /** Hours of tuition per week, printed on the letter of acceptance. */
    hoursPerWeek: integer().notNull().default(20),
    image: text(),
    highlights: jsonb().$type<string[]>().notNull().default([]),
    inclusions: jsonb().$type<string[]>().notNull().default([]),
    activities: jsonb().$type<string[]>().notNull().default([]),
    timetable: jsonb().$type<Timetable>().notNull().default({}),
    faq: jsonb().$type<FaqEntry[]>().notNull().default([]),
    status: text().$type<ProgramStatus>().notNull().default("active"),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("programs_category_check", sql`${t.category} in (${oneOf(programCategories)})`),
    check("programs_season_check", sql`${t.season} in (${oneOf(programSeasons)})`),
    check("programs_status_check", sql`${t.status} in (${oneOf(programStatuses)})`),
    check("programs_id_slug_check", sql`${t.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("programs_prices_check", sql`${t.priceFrom} >= 0`),
    check("programs_tuition_check", sql`${t.tuitionWeeklyCents} >= 0`),
    check("programs_hours_check", sql`${t.hoursPerWeek} between 1 and 40`),
    check("programs_weeks_check", sql`${t.minWeeks} <= ${t.maxWeeks}`),
    index("programs_status_sort_idx").on(t.status, t.sortOrder),
  ],
);

export const destinations = pgTable(
  "destinations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    imageUrl: text(),
    features: jsonb().$type<string[]>().notNull().default([]),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("destinations_slug_unique").on(t.slug)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    slug: text().notNull(),
    excerpt: text().notNull().default(""),
    /** Markdown source; rendered and sanitized on the server. */
    content: text().notNull(),
    featuredImage: text(),
    category: text().notNull().default("News"),
    tags: jsonb().$type<string[]>().notNull().default([]),
    isPublished: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_unique").on(t.slug),
    check("blog_posts_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("blog_posts_published_check", sql`not ${t.isPublished} or ${t.publishedAt} is not null`),
    index("blog_posts_published_idx").on(t.isPublished, t.publishedAt.desc()),
  ],
);

/**
 * Spanish, French and German versions of a program, destination or blog post (decision 0014).
 * English stays in the record itself and is the source; a row here holds the translated fields
 * that exist and, per field, a fingerprint of the English it was translated from, so a changed
 * English field shows its translation as outdated. A blog post's translated slug is a column of
 * its own, unique per language, because `/es/blog/{slug}` is looked up by it.
 */

export const contentTranslations = pgTable(
  "content_translations",
  {
    entity: text().$type<TranslatableEntity>().notNull(),
    /** The program id, or the destination's or blog post's numeric id as text. */
    entityId: text().notNull(),
    lang: text().$type<TranslationLanguage>().notNull(),
    fields: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    sourceHashes: jsonb().$type<Record<string, string>>().notNull().default({}),
    slug: text(),
    updatedByName: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.entityId, t.lang] }),
    check(
      "content_translations_entity_check",
      sql`${t.entity} in (${oneOf(translatableEntities)})`,
    ),
    check("content_translations_lang_check", sql`${t.lang} in (${oneOf(translationLanguages)})`),
    check("content_translations_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    uniqueIndex("content_translations_slug_unique").on(t.entity, t.lang, t.slug),
  ],
);
