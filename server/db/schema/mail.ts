/**
 * The e-mail outbox every message goes through, and newsletter campaigns.
 * Part of the one database schema (server/db/schema/index.ts).
 */

import type { TranslationLanguage } from "@shared/content/types";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./auth";
import { createdAt, oneOf } from "./columns";

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
