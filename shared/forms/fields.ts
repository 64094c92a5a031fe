/**
 * Building blocks of the form schemas. The same schemas validate on the server (API and page
 * actions) and in the browser, so a message shown before submitting is the one the server
 * would give.
 */
import { z } from "zod";

export const messages = {
  required: "This field is required.",
  email: "Enter a valid e-mail address, like name@example.com.",
  tooLong: (max: number) => `Keep this under ${max} characters.`,
  phone: "Enter a phone number using digits, spaces and + ( ) - only.",
  choice: "Choose one of the options.",
  date: "Enter a date as YYYY-MM-DD.",
  consent: "Please agree to the privacy policy so we can reply to you.",
  nul: "Remove the invisible control characters from this field.",
} as const;

/**
 * PostgreSQL text cannot hold the NUL character: refused as invalid input here rather than
 * failing at the database. Nobody types one; scripts and fuzzers send them.
 */
export const hasNoNul = (value: string | null | undefined) => !value?.includes("\u0000");

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text stored inside JSON columns must be well-formed: PostgreSQL refuses a JSON string holding
 * half of a UTF-16 surrogate pair. Nobody types one; the replacement character stands in.
 */
export const wellFormed = (value: string) => value.replace(LONE_SURROGATE, "\uFFFD");

/**
 * A required line of text: trimmed, non-empty, bounded. Every bound here is in characters as a
 * person counts them (zod counts code points, so "🍀" is one), after trimming; PostgreSQL's
 * `varchar(n)` counts the same way. A browser's `maxlength` counts UTF-16 units, so it stops a
 * typist at or before the server's bound, never after.
 */
export const requiredText = (max: number) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong(max))
    .refine(hasNoNul, messages.nul);

/** An optional line of text: blank becomes undefined. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.tooLong(max))
    .refine(hasNoNul, messages.nul)
    .optional()
    .transform((value) => (value ? value : undefined));

/** An optional field of a record staff edit: blank clears it (null), absent keeps it. */
export const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.tooLong(max))
    .refine(hasNoNul, messages.nul)
    .nullable()
    .optional()
    .transform((value) => (value === "" ? null : value));

export const email = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(254, messages.tooLong(254))
  .pipe(z.email({ error: messages.email }))
  .transform((value) => value.toLowerCase());

export const optionalPhone = z
  .string()
  .trim()
  .max(40, messages.tooLong(40))
  .regex(/^[+()\d\s-]*$/, messages.phone)
  .optional()
  .transform((value) => (value ? value : undefined));

/** One of a fixed list, or blank. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal(""), z.enum(values)], { error: messages.choice })
    .optional()
    .transform((value) => (value ? (value as T[number]) : undefined));

/** A checked consent box: `true` from JSON, `"on"`/`"true"` from an HTML form. */
export const consent = z.union([z.literal(true), z.literal("on"), z.literal("true")], {
  error: messages.consent,
});

/**
 * A field hidden from people; bots fill it. Accepted here (any short string) so that the
 * handler, not the validator, decides what a filled honeypot gets: a quiet fake success.
 */
export const honeypot = z.string().max(500).optional();

export const locale = z.enum(["en", "es", "fr", "de"]).optional().default("en");

/**
 * A day that exists. `Date.parse` alone is not enough: it accepts 2027-02-30 (rolling it over
 * to 2 March), which the database then refuses.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  // Year 0 parses in JavaScript but not in PostgreSQL.
  return (
    !Number.isNaN(time) &&
    new Date(time).toISOString().slice(0, 10) === value &&
    !value.startsWith("0000")
  );
}

/** A "YYYY-MM-DD" day, or blank (undefined). */
export const optionalIsoDate = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isCalendarDate(value), messages.date);

/** A required "YYYY-MM-DD" day. */
export const requiredIsoDate = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .refine(isCalendarDate, messages.date);
