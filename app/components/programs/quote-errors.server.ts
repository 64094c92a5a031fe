/**
 * The schema (shared/) speaks English; the page action maps its messages to codes, one code
 * per message, so the page can show them in the visitor's language. Server-only: it pulls in
 * the schema's building blocks, which the browser does not need.
 */
import { messages } from "@shared/forms/fields";
import { type QuoteField, type QuoteFieldError, quoteFields } from "./quote-errors";

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
