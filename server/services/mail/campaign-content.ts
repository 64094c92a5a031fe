/**
 * What staff write for a newsletter campaign: the English message (required) and, optionally, a
 * Spanish, French and German version of it (issue 34). Each subscriber receives the version in
 * their language; a language without one falls back to English, and the admin says so before
 * anything is sent.
 */
import { type TranslationLanguage, translationLanguages } from "@shared/content/types";
import { z } from "zod";
import type { CampaignContent, Locale } from "../../db/schema";
import { renderMarkdown } from "../content/markdown";

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, "Enter a valid e-mail address.")
  .pipe(z.email("Enter a valid e-mail address."));

const subject = z.string().trim().max(200, "Keep the subject to 200 characters.");
const markdown = z.string().trim().max(50_000, "Keep the message to 50,000 characters.");
const plainText = z
  .string()
  .trim()
  .max(50_000, "Keep the plain-text version to 50,000 characters.")
  .optional()
  .default("")
  .describe("Plain-text alternative; empty: derived from the Markdown");

const languageNames: Record<TranslationLanguage, string> = {
  es: "Spanish",
  fr: "French",
  de: "German",
};

/** A version in another language: all empty (English goes instead), or subject and message. */
const versionSchema = (lang: TranslationLanguage) =>
  z
    .object({
      subject: subject.optional().default(""),
      markdown: markdown.optional().default(""),
      text: plainText,
    })
    .superRefine((version, context) => {
      const written = version.subject || version.markdown || version.text;
      if (!written) return;
      const name = languageNames[lang];
      if (!version.subject) {
        context.addIssue({
          code: "custom",
          path: ["subject"],
          message: `Enter the ${name} subject, or leave the ${name} version empty to send English.`,
        });
      }
      if (!version.markdown) {
        context.addIssue({
          code: "custom",
          path: ["markdown"],
          message: `Write the ${name} message, or leave the ${name} version empty to send English.`,
        });
      }
    })
    .optional();

export const campaignInputSchema = z.object({
  subject: subject.min(1, "Enter a subject."),
  markdown: markdown.min(1, "Write the message."),
  text: plainText,
  versions: z
    .object({ es: versionSchema("es"), fr: versionSchema("fr"), de: versionSchema("de") })
    .optional()
    .default({})
    .describe(
      "The message in Spanish, French and German; a language left out (or empty) receives the English",
    ),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const testSendSchema = campaignInputSchema.extend({
  to: emailSchema.optional().describe("Where the test goes; default: your own address"),
});

/**
 * Markdown reads well as plain text; this drops what does not (link syntax, emphasis marks,
 * heading hashes, stray HTML) and keeps every link's address visible.
 */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, "\n")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_match, label: string, url: string) =>
      label === url ? url : `${label} (${url})`,
    )
    .replace(/<((?:https?|mailto):[^>\s]+)>/g, "$1")
    .replace(/<[^>\n]+>/g, "")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/`([^`]+)`/g, "$1")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** One language's message, ready to send: the HTML is sanitized, the plain text complete. */
export type { CampaignContent };

/** The versions written in languages other than English; a missing one falls back to English. */
export type CampaignVersions = Partial<Record<TranslationLanguage, CampaignContent>>;

export interface CampaignMessages {
  english: CampaignContent;
  versions: CampaignVersions;
}

function contentOf(input: { subject: string; markdown: string; text: string }): CampaignContent {
  return {
    subject: input.subject,
    markdown: input.markdown,
    html: renderMarkdown(input.markdown),
    text: input.text || plainTextOf(input.markdown),
  };
}

export function messagesOf(input: z.output<typeof campaignInputSchema>): CampaignMessages {
  const versions: CampaignVersions = {};
  for (const lang of translationLanguages) {
    const version = input.versions[lang];
    if (version?.subject && version.markdown) versions[lang] = contentOf(version);
  }
  return { english: contentOf(input), versions };
}

/** The content a subscriber of `locale` receives, and whether it is their language's own. */
export function contentFor(
  messages: CampaignMessages,
  locale: Locale,
): { content: CampaignContent; fallback: boolean } {
  const own = locale === "en" ? messages.english : messages.versions[locale];
  return own ? { content: own, fallback: false } : { content: messages.english, fallback: true };
}

/** The languages that receive the English because no version was written in them. */
export function fallbackLanguages(versions: CampaignVersions): TranslationLanguage[] {
  return translationLanguages.filter((lang) => !versions[lang]);
}
