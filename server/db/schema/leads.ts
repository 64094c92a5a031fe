/**
 * Contact inquiries, quote requests, newsletter subscriptions and the notes staff keep on them.
 * Part of the one database schema (server/db/schema/index.ts).
 */

import {
  accommodationTypes,
  ageGroups,
  durationOptions,
  enquiryTypes,
} from "@shared/content/options";
import {
  type InquiryStatus,
  inquiryStatuses,
  type Locale,
  locales,
  newsletterStatuses,
} from "@shared/leads/types";
import { type CefrLevel, cefrLevels } from "@shared/level-test/types";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { agencies, agentUsers } from "./agents";
import { staffUsers } from "./auth";
import { createdAt, oneOf, updatedAt } from "./columns";
import { programs } from "./content";

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
    index("contact_inquiries_created_at_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("contact_inquiries_status_created_at_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
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
    index("quote_requests_created_at_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("quote_requests_program_idx").on(t.programId),
    index("quote_requests_email_idx").on(sql`lower(${t.email})`),
    index("quote_requests_agency_idx").on(t.agencyId, t.createdAt.desc().nullsFirst()),
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
    index("newsletter_subscriptions_created_at_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
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
