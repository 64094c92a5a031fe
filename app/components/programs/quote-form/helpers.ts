/** The quote form's pure parts: its outcomes, the program summary it ships, the first check. */

import type { PublicProgram } from "@shared/content/types";
import { untranslatedFields } from "~/lib/untranslated";
import {
  isMissingInformation,
  type QuoteField,
  type QuoteFieldError,
  requiredQuoteFields,
} from "../quote-errors";

export type QuoteOutcome =
  | { ok: true }
  | {
      ok: false;
      error: "invalid" | "rate_limited" | "server";
      fields: Partial<Record<QuoteField, QuoteFieldError>>;
      values: Record<string, string>;
    };

export type FormError = Exclude<QuoteOutcome, { ok: true }>;

/** What every step of the form reads: the values typed before a failed post, and its errors. */
export interface StepProps {
  initial: Record<string, string>;
  fieldError: (field: QuoteField) => string | undefined;
}

export const pick = <T extends string>(allowed: readonly T[], value: string | undefined): T | "" =>
  allowed.includes(value as T) ? (value as T) : "";

/** The shipped program fields the quote page needs in the browser. */
export type QuoteProgram = Pick<
  PublicProgram,
  "id" | "title" | "location" | "duration" | "ageRange" | "priceFrom"
> & {
  /** The summary's fields still in English on a page in another language. */
  inEnglish: ("title" | "duration" | "ageRange")[];
};

export function toQuoteProgram(program: PublicProgram): QuoteProgram {
  const { id, title, location, duration, ageRange, priceFrom } = program;
  return {
    id,
    title,
    location,
    duration,
    ageRange,
    priceFrom,
    inEnglish: untranslatedFields(program, ["title", "duration", "ageRange"]),
  };
}

export function missingRequired(values: Record<string, string>) {
  const missing: Partial<Record<QuoteField, QuoteFieldError>> = {};
  for (const field of requiredQuoteFields) {
    if (values[field]?.trim()) continue;
    missing[field] =
      field === "programId" ? "program" : field === "gdprConsent" ? "consent" : "required";
  }
  return missing;
}

/** The alert's title: fields left empty read differently from fields the server refused. */
export const alertTitleKey = (error: FormError) =>
  error.error === "invalid" && isMissingInformation(error.fields)
    ? "errors.missingTitle"
    : "errors.errorTitle";

export const alertTextKey = (error: FormError) =>
  error.error === "rate_limited"
    ? "errors.rateLimited"
    : error.error === "server"
      ? "errors.errorText"
      : isMissingInformation(error.fields)
        ? "errors.missingText"
        : "errors.checkFields";
