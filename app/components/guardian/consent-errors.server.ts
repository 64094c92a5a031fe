/**
 * The consent service speaks English and keys its errors by the API input's fields ("name",
 * "consent"); the guardian's page shows them beside its fields, in its own language.
 */
import { bookingMessages } from "@shared/bookings/forms";
import { messages } from "@shared/forms/fields";
import type { ConsentErrorCode, ConsentErrors, ConsentField } from "./consent-model";

const codeOfMessage = new Map<string, ConsentErrorCode>([
  [messages.required, "required"],
  [messages.nul, "nul"],
  [bookingMessages.guardianConsent, "consent"],
]);

export function toConsentErrors(fields: Record<string, string>): ConsentErrors {
  const errors: ConsentErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field: ConsentField = path === "consent" ? "consent" : "name";
    if (errors[field]) continue;
    const tooLong = /^Keep this under (\d+) characters\.$/.exec(message);
    if (tooLong) errors[field] = { code: "tooLong", max: Number(tooLong[1]) };
    else
      errors[field] = {
        code: codeOfMessage.get(message) ?? (field === "consent" ? "consent" : "invalid"),
      };
  }
  return errors;
}
