/**
 * Warning letters (issue 30): a first and a final warning to a student whose attendance is at
 * risk, in the student's language, from templates staff can edit (the defaults are in
 * ./letter-templates.ts). A template is plain text with {{placeholders}}; an appeal against a
 * letter is recorded with its outcome.
 */
import { z } from "zod";
import { hasNoNul, messages, optionalText, wellFormed } from "../forms/fields";

export const warningLetterKinds = ["first-warning", "final-warning"] as const;
export type WarningLetterKind = (typeof warningLetterKinds)[number];

export const warningLetterKindLabels: Record<WarningLetterKind, string> = {
  "first-warning": "First warning",
  "final-warning": "Final warning",
};

export const letterLanguages = ["en", "es", "fr", "de"] as const;
export type LetterLanguage = (typeof letterLanguages)[number];

export const letterLanguageLabels: Record<LetterLanguage, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
};

export const appealOutcomes = ["upheld", "rejected"] as const;
export type AppealOutcome = (typeof appealOutcomes)[number];

/** What a template may use; anything else in braces prints as it is. */
export const letterPlaceholders = [
  "studentName",
  "course",
  "percent",
  "startDate",
  "endDate",
  "issuedOn",
  "reference",
  "attendedHours",
  "scheduledHours",
] as const;
export type LetterPlaceholder = (typeof letterPlaceholders)[number];
export type LetterValues = Record<LetterPlaceholder, string>;

export interface LetterTemplate {
  subject: string;
  body: string;
}

/** Replaces each `{{name}}` of a known placeholder (spaces inside the braces allowed). */
export function fillTemplate(text: string, values: LetterValues): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, name: string) =>
    (letterPlaceholders as readonly string[]).includes(name)
      ? values[name as LetterPlaceholder]
      : whole,
  );
}

const templateText = (max: number) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong(max))
    .refine(hasNoNul, messages.nul)
    // Kept in the audit trail's JSON, which refuses half a surrogate pair.
    .transform(wellFormed);

export const letterTemplateInputSchema = z.object({
  subject: templateText(200),
  body: templateText(6000),
});
export type LetterTemplateInput = z.infer<typeof letterTemplateInputSchema>;

export const sendWarningLetterSchema = z.object({
  kind: z.enum(warningLetterKinds, { error: messages.choice }),
  /** The student's language; the booking's language when not given. */
  lang: z.enum(letterLanguages, { error: messages.choice }).optional(),
});
export type SendWarningLetterInput = z.infer<typeof sendWarningLetterSchema>;

export const appealInputSchema = z.object({
  outcome: z.enum(appealOutcomes, { error: messages.choice }),
  note: optionalText(2000).transform((value) => (value === undefined ? value : wellFormed(value))),
});
export type AppealInput = z.infer<typeof appealInputSchema>;

/** A letter as staff see it in the booking's log. */
export interface WarningLetterView {
  id: number;
  bookingId: number;
  kind: WarningLetterKind;
  lang: LetterLanguage;
  /** The attendance printed on the letter (null: no lesson held yet). */
  percent: number | null;
  subject: string;
  sentAt: string;
  sentBy: string;
  /** The addresses it was e-mailed to. */
  sentTo: string[];
  appeal: {
    outcome: AppealOutcome;
    note: string | null;
    recordedAt: string;
    recordedBy: string;
  } | null;
}
