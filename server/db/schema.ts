/**
 * The one database schema (PostgreSQL dialect), shared by PGlite and a PostgreSQL server.
 * Column names are snake_case in SQL (drizzle `casing: "snake_case"`), camelCase in code.
 * Enumerations are CHECK constraints rather than PostgreSQL enum types, so adding a value is a
 * plain, reversible migration. Money is stored in whole euros: the school never quotes cents.
 */

import {
  accommodationTypes,
  ageGroups,
  durationOptions,
  enquiryTypes,
} from "@shared/content/options";
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
import { type CefrLevel, cefrLevels } from "@shared/level-test/types";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { agencies, agentUsers } from "./agent-schema";

export type {
  FaqEntry,
  ProgramCategory,
  ProgramSeason,
  Timetable,
  TimetableSection,
} from "@shared/content/types";
export { programCategories, programSeasons } from "@shared/content/types";

export const programStatuses = ["active", "draft", "archived"] as const;
export const inquiryStatuses = ["new", "contacted", "follow-up", "closed"] as const;
export const studentStatuses = ["pending", "enrolled", "active", "completed", "withdrawn"] as const;
export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export const staffRoles = ["admin", "editor"] as const;
export const locales = ["en", "es", "fr", "de"] as const;

export type ProgramStatus = (typeof programStatuses)[number];
export type InquiryStatus = (typeof inquiryStatuses)[number];
export type StudentStatus = (typeof studentStatuses)[number];
export type StaffRole = (typeof staffRoles)[number];
export type Locale = (typeof locales)[number];

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** `value IN ('a','b')` for a CHECK constraint, from one of the tuples above. */
function oneOf(values: readonly string[]) {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "));
}

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

export const staffUsers = pgTable(
  "staff_users",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-case; unique. */
    username: text().notNull(),
    displayName: text().notNull(),
    email: text(),
    passwordHash: text().notNull(),
    role: text().$type<StaffRole>().notNull().default("editor"),
    isActive: boolean().notNull().default(true),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** Wrong or refused sign-in attempts since the last successful one (told at the next). */
    failedSignIns: integer().notNull().default(0),
    lastFailedSignInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("staff_users_username_unique").on(t.username),
    check("staff_users_role_check", sql`${t.role} in (${oneOf(staffRoles)})`),
    check("staff_users_username_lower_check", sql`${t.username} = lower(${t.username})`),
  ],
);

export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    country: text(),
    subject: text().notNull(),
    message: text().notNull(),
    enquiryType: text(),
    programInterest: text(),
    groupSize: integer(),
    userType: text(),
    status: text().$type<InquiryStatus>().notNull().default("new"),
    /** When the person ticked the consent box; a lead is never stored without it. */
    gdprConsentAt: timestamp({ withTimezone: true }).notNull(),
    locale: text().$type<Locale>().notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("contact_inquiries_status_check", sql`${t.status} in (${oneOf(inquiryStatuses)})`),
    check(
      "contact_inquiries_enquiry_type_check",
      sql`${t.enquiryType} is null or ${t.enquiryType} in (${oneOf(enquiryTypes)})`,
    ),
    check("contact_inquiries_locale_check", sql`${t.locale} in (${oneOf(locales)})`),
    index("contact_inquiries_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("contact_inquiries_status_created_at_idx").on(t.status, t.createdAt.desc()),
    index("contact_inquiries_email_idx").on(sql`lower(${t.email})`),
  ],
);

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    /** Nationality as typed by the person (spec calls the field country on the record). */
    country: text(),
    ageGroup: text(),
    programId: text().references(() => programs.id, { onDelete: "set null", onUpdate: "cascade" }),
    /** Snapshot of the title when the request was made; survives program edits and deletion. */
    programTitle: text().notNull(),
    startDate: date({ mode: "string" }),
    durationOption: text(),
    /** Weeks requested; null for a custom duration. */
    durationWeeks: integer(),
    accommodationType: text(),
    specialRequests: text(),
    /** Server-side estimate in euro at the time of the request; null when not computable. */
    totalCost: integer(),
    /** The CEFR level of the person's online level test, when the quote came from its result. */
    englishLevel: text().$type<CefrLevel>(),
    /** Set when an agent registered the student through the partner portal (issue 17). */
    agencyId: integer().references(() => agencies.id, { onDelete: "restrict" }),
    agentUserId: integer().references(() => agentUsers.id, { onDelete: "set null" }),
    /** The agency's own reference for the student, as the agent typed it. */
    agencyReference: text(),
    gdprConsentAt: timestamp({ withTimezone: true }).notNull(),
    locale: text().$type<Locale>().notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "quote_requests_age_group_check",
      sql`${t.ageGroup} is null or ${t.ageGroup} in (${oneOf(ageGroups)})`,
    ),
    check(
      "quote_requests_duration_check",
      sql`${t.durationOption} is null or ${t.durationOption} in (${oneOf(durationOptions)})`,
    ),
    check(
      "quote_requests_accommodation_check",
      sql`${t.accommodationType} is null or ${t.accommodationType} in (${oneOf(accommodationTypes)})`,
    ),
    check("quote_requests_locale_check", sql`${t.locale} in (${oneOf(locales)})`),
    check(
      "quote_requests_english_level_check",
      sql`${t.englishLevel} is null or ${t.englishLevel} in (${oneOf(cefrLevels)})`,
    ),
    index("quote_requests_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("quote_requests_program_idx").on(t.programId),
    index("quote_requests_email_idx").on(sql`lower(${t.email})`),
    index("quote_requests_agency_idx").on(t.agencyId, t.createdAt.desc()),
  ],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-case; one row per address, whatever the number of sign-ups. */
    email: text().notNull(),
    status: text().$type<(typeof newsletterStatuses)[number]>().notNull().default("pending"),
    /** SHA-256 of the double opt-in token e-mailed to the address; cleared once confirmed. */
    confirmTokenHash: text(),
    locale: text().$type<Locale>().notNull().default("en"),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    /** Last sign-up, confirmation or opened campaign; drives the 3-year marketing retention. */
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_unique").on(t.email),
    uniqueIndex("newsletter_subscriptions_confirm_token_unique").on(t.confirmTokenHash),
    check("newsletter_subscriptions_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check(
      "newsletter_subscriptions_status_check",
      sql`${t.status} in (${oneOf(newsletterStatuses)})`,
    ),
    index("newsletter_subscriptions_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const students = pgTable(
  "students",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    country: text(),
    age: integer(),
    programId: text().references(() => programs.id, { onDelete: "set null", onUpdate: "cascade" }),
    location: text(),
    startDate: date({ mode: "string" }),
    endDate: date({ mode: "string" }),
    status: text().$type<StudentStatus>().notNull().default("enrolled"),
    accommodationType: text(),
    quoteRequestId: integer().references(() => quoteRequests.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("students_status_check", sql`${t.status} in (${oneOf(studentStatuses)})`),
    check("students_age_check", sql`${t.age} between 8 and 120`),
    check("students_dates_check", sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    index("students_status_idx").on(t.status),
    index("students_program_idx").on(t.programId),
    index("students_email_idx").on(sql`lower(${t.email})`),
    // "Create student" from a quote checks for an existing one; analytics counts conversions.
    index("students_quote_request_idx").on(t.quoteRequestId),
  ],
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

/**
 * Which seed rows were inserted, so seeding can add what is new in a release without ever
 * re-creating something staff deleted or overwriting something they edited.
 */
export const seedLog = pgTable("seed_log", {
  key: text().primaryKey(),
  seededAt: createdAt(),
});

export const staffSessions = pgTable(
  "staff_sessions",
  {
    /** Random id carried in the signed token (`sid`); the row is what logout revokes. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** The absolute end (8 hours after sign-in). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** The last request; a session idle for longer than the idle timeout has ended. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Failed attempts on the account before this sign-in, shown until dismissed. */
    failedSignInsBefore: integer().notNull().default(0),
    lastFailedSignInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

export const auditActions = [
  "create",
  "update",
  "delete",
  "login",
  "logout",
  "export",
  "erase",
  "login-failed",
] as const;

/** Every change made by staff: who, what, when, and the row before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer().references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept as text so the trail still names a staff user who was later deleted. */
    actorName: text().notNull(),
    action: text().$type<(typeof auditActions)[number]>().notNull(),
    entity: text().notNull(),
    entityId: text(),
    summary: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("audit_log_action_check", sql`${t.action} in (${oneOf(auditActions)})`),
    index("audit_log_created_at_idx").on(t.createdAt.desc()),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
  ],
);

export const inquiryNotes = pgTable(
  "inquiry_notes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer()
      .notNull()
      .references(() => contactInquiries.id, { onDelete: "cascade" }),
    authorId: integer().references(() => staffUsers.id, { onDelete: "set null" }),
    authorName: text().notNull(),
    body: text().notNull().default(""),
    /** Set when the note records a status change. */
    statusFrom: text().$type<InquiryStatus>(),
    statusTo: text().$type<InquiryStatus>(),
    createdAt: createdAt(),
  },
  (t) => [index("inquiry_notes_inquiry_idx").on(t.inquiryId, t.createdAt)],
);

/**
 * `cancelled`: withdrawn at send time, e.g. a campaign message to someone who unsubscribed after
 * it was queued. Never sent, never retried.
 */
export const outboxStatuses = ["pending", "sending", "sent", "failed", "cancelled"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const campaignStatuses = ["queueing", "queued"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** A campaign's message in one language, as sent: subject, Markdown, sanitized HTML, plain text. */
export interface CampaignContent {
  subject: string;
  markdown: string;
  html: string;
  text: string;
}

/**
 * A newsletter campaign: one outbox message per confirmed subscriber. Queueing runs in batches
 * after `queuedThroughId` (the last subscriber queued), updated in the batch's transaction, so
 * any instance can resume it after a crash without queueing anyone twice.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subject: text().notNull(),
    /** Markdown source as written; `htmlBody` is its sanitized rendering. */
    markdown: text().notNull(),
    htmlBody: text().notNull(),
    /** The plain-text alternative. */
    textBody: text().notNull(),
    /**
     * The message in Spanish, French and German where staff wrote one (issue 34); the English
     * above goes to the languages left out.
     */
    versions: jsonb()
      .$type<Partial<Record<TranslationLanguage, CampaignContent>>>()
      .notNull()
      .default({}),
    status: text().$type<CampaignStatus>().notNull().default("queueing"),
    queuedThroughId: integer().notNull().default(0),
    recipientCount: integer().notNull().default(0),
    createdById: integer().references(() => staffUsers.id, { onDelete: "set null" }),
    createdByName: text().notNull(),
    queuedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("campaigns_status_check", sql`${t.status} in (${oneOf(campaignStatuses)})`),
    index("campaigns_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Every e-mail goes through this table: a lead and its messages are stored in one transaction,
 * and a worker delivers them, retrying with back-off, so a mail outage never loses a message.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    /** Extra headers, e.g. List-Unsubscribe. */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text().$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    campaignId: integer().references(() => campaigns.id, { onDelete: "set null" }),
    /**
     * The person a message is about when it goes to someone else: the student of an e-mail to
     * their agent or parent (issue 27). Their data-protection export finds it, erasure deletes it.
     */
    aboutAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check("email_outbox_status_check", sql`${t.status} in (${oneOf(outboxStatuses)})`),
    index("email_outbox_about_idx").on(sql`lower(${t.aboutAddress})`),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_campaign_idx").on(t.campaignId, t.status),
    index("email_outbox_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Fixed-window counters for rate limits and login throttling, in the database so that every
 * instance behind a load balancer counts the same requests.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limit_counters_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Consented, first-party page views: a count per day, page and language. No cookie, no IP,
 * no visitor id is stored; a visitor without analytics consent sends nothing at all.
 */
export const pageViews = pgTable(
  "page_views",
  {
    day: date({ mode: "string" }).notNull(),
    path: text().notNull(),
    locale: text().$type<Locale>().notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.path, t.locale] }),
    check("page_views_locale_check", sql`${t.locale} in (${oneOf(locales)})`),
  ],
);

export * from "./agent-schema";
export * from "./booking-schema";
export * from "./level-test-schema";
export * from "./sign-in-schema";
