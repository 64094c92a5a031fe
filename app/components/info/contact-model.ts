/**
 * The contact form's data: what was typed, and what the page's action answers. Validation
 * messages come from the shared schema in English (shared/forms/fields.ts); these helpers turn
 * each into a rule, so the page can say it in the visitor's language.
 */
import { messages } from "@shared/forms/fields";

export type FieldRule =
  | "required"
  | "email"
  | "tooLong"
  | "phone"
  | "choice"
  | "consent"
  | "invalid";

export interface FieldError {
  rule: FieldRule;
  /** For `tooLong`: the limit. */
  max?: number;
}

/** The contact form's fields in the order they appear, for focusing the first invalid one. */
export const contactFieldOrder = [
  "name",
  "email",
  "phone",
  "enquiryType",
  "subject",
  "message",
  "gdprConsent",
] as const;

export type ContactField = (typeof contactFieldOrder)[number];

export function ruleOf(message: string): FieldError {
  const tooLong = /\d+/.exec(message);
  if (tooLong && message === messages.tooLong(Number(tooLong[0]))) {
    return { rule: "tooLong", max: Number(tooLong[0]) };
  }
  const fixed = (["required", "email", "phone", "choice", "consent"] as const).find(
    (rule) => messages[rule] === message,
  );
  return { rule: fixed ?? "invalid" };
}

/** Server field messages → rules, keeping only the form's own fields. */
export function fieldRules(
  fields: Record<string, string>,
): Partial<Record<ContactField, FieldError>> {
  const rules: Partial<Record<ContactField, FieldError>> = {};
  for (const field of contactFieldOrder) {
    const message = fields[field];
    if (message !== undefined) rules[field] = ruleOf(message);
  }
  return rules;
}

export function firstInvalidField(
  errors: Partial<Record<ContactField, FieldError>>,
): ContactField | undefined {
  return contactFieldOrder.find((field) => errors[field] !== undefined);
}

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  enquiryType: string;
  subject: string;
  message: string;
  gdprConsent: boolean;
}

/** What the page's action answers; field messages are rules, worded in the visitor's language. */
export type ContactResult =
  | { ok: true }
  | {
      ok: false;
      error: "invalid";
      errors: Partial<Record<ContactField, FieldError>>;
      values: ContactFormValues;
    }
  /** `network`: the browser could not reach us (answered by the route's clientAction). */
  | { ok: false; error: "rate_limited" | "server" | "network"; values: ContactFormValues };

const textFields = ["name", "email", "phone", "enquiryType", "subject", "message"] as const;

/** Everything the visitor typed, as strings, so any failure can give it back. */
export function contactFormValues(form: FormData): ContactFormValues {
  const text = (field: (typeof textFields)[number]) => {
    const value = form.get(field);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    enquiryType: text("enquiryType"),
    subject: text("subject"),
    message: text("message"),
    gdprConsent: form.get("gdprConsent") !== null,
  };
}
