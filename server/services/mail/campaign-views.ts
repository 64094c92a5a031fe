/**
 * A newsletter campaign as staff see it (the E-mails screen, the REST API), built from its row
 * and the state of its outbox messages.
 */
import type { TranslationLanguage } from "@shared/content/types";
import type { Language } from "@shared/i18n/languages";
import type { CampaignStatus, campaigns } from "../../db/schema";
import { type CampaignMessages, fallbackLanguages } from "./campaign-content";

export type CampaignRow = typeof campaigns.$inferSelect;

export interface CampaignProgress {
  /** Messages waiting for (or in) delivery. */
  queued: number;
  sent: number;
  failed: number;
  /** Withdrawn at send time: the person unsubscribed (or was removed) after queueing. */
  cancelled: number;
}

export type CampaignState = "queueing" | "sending" | "done";

export interface CampaignView {
  id: number;
  subject: string;
  markdown: string;
  textBody: string;
  status: CampaignStatus;
  state: CampaignState;
  recipientCount: number;
  progress: CampaignProgress;
  createdByName: string;
  createdAt: Date;
  queuedAt: Date | null;
  /** The versions written in Spanish, French and German. */
  versions: Partial<
    Record<TranslationLanguage, { subject: string; markdown: string; textBody: string }>
  >;
  /** The languages whose subscribers receive the English: no version was written in them. */
  fallbackLanguages: TranslationLanguage[];
}

/** One language's message as the preview shows it. */
export interface CampaignPreview {
  lang: Language;
  /** No version in this language: its subscribers receive the English. */
  fallback: boolean;
  subject: string;
  html: string;
  text: string;
}

/** What a stored campaign sends, in every language. */
export const messagesOfRow = (row: CampaignRow): CampaignMessages => ({
  english: {
    subject: row.subject,
    markdown: row.markdown,
    html: row.htmlBody,
    text: row.textBody,
  },
  versions: row.versions,
});

/** A campaign as staff and the REST API see it. */
export function viewOf(row: CampaignRow, progress: CampaignProgress): CampaignView {
  return {
    id: row.id,
    subject: row.subject,
    markdown: row.markdown,
    textBody: row.textBody,
    status: row.status,
    state: row.status === "queueing" ? "queueing" : progress.queued > 0 ? "sending" : "done",
    recipientCount: row.recipientCount,
    progress,
    createdByName: row.createdByName,
    createdAt: row.createdAt,
    queuedAt: row.queuedAt,
    versions: Object.fromEntries(
      Object.entries(row.versions).map(([lang, version]) => [
        lang,
        { subject: version.subject, markdown: version.markdown, textBody: version.text },
      ]),
    ),
    fallbackLanguages: fallbackLanguages(row.versions),
  };
}
