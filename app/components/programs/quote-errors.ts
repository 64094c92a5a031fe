/**
 * Field errors of the quote form as codes, so they are shown in the visitor's language. The
 * schema (app/forms) speaks English; its messages are mapped here, one code per message.
 */
import type { z } from "zod";
import { messages } from "~/forms/fields";

export type QuoteFieldError =
  | "required"
  | "email"
  | "phone"
  | "date"
  | "choice"
  | "program"
  | "consent"
  | "tooLong";

export const quoteFields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "nationality",
  "ageGroup",
  "startDate",
  "duration",
  "accommodation",
  "specialRequests",
  "programId",
  "gdprConsent",
] as const;
export type QuoteField = (typeof quoteFields)[number];

/** The fields the spec requires (§5), plus the consent our privacy policy needs. */
export const requiredQuoteFields: QuoteField[] = [
  "firstName",
  "lastName",
  "email",
  "programId",
  "gdprConsent",
];

export function errorCodeOf(field: string, message: string): QuoteFieldError {
  if (field === "gdprConsent") return "consent";
  if (message === messages.required) return field === "programId" ? "program" : "required";
  if (message === messages.email) return "email";
  if (message === messages.phone) return "phone";
  if (message === messages.date) return "date";
  if (message === messages.choice) return field === "programId" ? "program" : "choice";
  if (field === "programId") return "program";
  if (message.startsWith("Keep this under")) return "tooLong";
  return "choice";
}

export function toErrorCodes(
  fields: Record<string, string>,
): Partial<Record<QuoteField, QuoteFieldError>> {
  const codes: Partial<Record<QuoteField, QuoteFieldError>> = {};
  for (const [field, message] of Object.entries(fields)) {
    if ((quoteFields as readonly string[]).includes(field)) {
      codes[field as QuoteField] = errorCodeOf(field, message);
    }
  }
  return codes;
}

/** True when any required field is among the errors: the "Missing Information" case. */
export function isMissingInformation(codes: Partial<Record<QuoteField, QuoteFieldError>>): boolean {
  return requiredQuoteFields.some((field) => {
    const code = codes[field];
    return code === "required" || code === "program" || code === "consent";
  });
}

/** The form's text values, as the browser would post them. */
export function valuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}

/** The first message of each field of a failed parse, keyed like the API's `fields`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    fields[key] ??= issue.message;
  }
  return fields;
}
