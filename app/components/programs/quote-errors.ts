/**
 * Field errors of the quote form as codes, so they are shown in the visitor's language. This
 * module is the browser's; the server maps the schema's own messages (quote-errors.server.ts).
 */

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

/**
 * The message code of a field the API rejected (400), by field alone: the browser has already
 * checked the required fields, so what is left is a format, an option or a length.
 */
export function codeForRejectedField(field: QuoteField): QuoteFieldError {
  switch (field) {
    case "email":
      return "email";
    case "phone":
      return "phone";
    case "startDate":
      return "date";
    case "programId":
      return "program";
    case "gdprConsent":
      return "consent";
    case "ageGroup":
    case "duration":
    case "accommodation":
      return "choice";
    default:
      return "tooLong";
  }
}

export function rejectedFieldCodes(
  fields: Record<string, string>,
): Partial<Record<QuoteField, QuoteFieldError>> {
  const codes: Partial<Record<QuoteField, QuoteFieldError>> = {};
  for (const field of Object.keys(fields)) {
    if ((quoteFields as readonly string[]).includes(field)) {
      codes[field as QuoteField] = codeForRejectedField(field as QuoteField);
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
