import { cefrLevels } from "@shared/level-test";
import { z } from "zod";
import {
  consent,
  email,
  honeypot,
  locale,
  messages,
  optionalChoice,
  optionalPhone,
  optionalText,
  requiredText,
} from "./fields";
import { accommodationTypes, ageGroups, durationOptions } from "./options";

/**
 * A day that exists. `Date.parse` alone is not enough: it accepts 2027-02-30 (rolling it over
 * to 2 March), which the database then refuses.
 */
function isCalendarDate(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  // Year 0 parses in JavaScript but not in PostgreSQL.
  return (
    !Number.isNaN(time) &&
    new Date(time).toISOString().slice(0, 10) === value &&
    !value.startsWith("0000")
  );
}

const isoDate = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) => value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value)),
    messages.date,
  );

/** The quote request form (spec §5): first and last name, e-mail and a program required. */
export const quoteRequestSchema = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
  email,
  phone: optionalPhone,
  nationality: optionalText(80),
  ageGroup: optionalChoice(ageGroups),
  startDate: isoDate,
  duration: optionalChoice(durationOptions),
  accommodation: optionalChoice(accommodationTypes),
  specialRequests: optionalText(2000),
  programId: requiredText(80).regex(/^[a-z0-9-]+$/, messages.choice),
  /** From the online level test's result page. */
  englishLevel: optionalChoice(cefrLevels),
  gdprConsent: consent,
  website: honeypot,
  locale,
});

export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;
