/**
 * The booking service speaks English and keys its errors by the API input's path
 * ("emergencyContact.phone", "guardian.email"); the offer page shows them next to its own flat
 * fields, in its own language. Server-only: it pulls in the schema's messages.
 */
import { bookingMessages } from "@shared/bookings/forms";
import { messages } from "@shared/forms/fields";
import {
  type AcceptErrorCode,
  type AcceptErrors,
  type AcceptErrorTarget,
  guardianFields,
} from "./offer-form-model";

const targetOfPath: Record<string, AcceptErrorTarget> = {
  passportName: "passportName",
  dateOfBirth: "dateOfBirth",
  nationality: "nationality",
  address: "address",
  needsVisa: "needsVisa",
  emergencyContact: "emergencyName",
  "emergencyContact.name": "emergencyName",
  "emergencyContact.phone": "emergencyPhone",
  arrivalDate: "arrivalDate",
  flight: "flight",
  dietaryNotes: "dietaryNotes",
  medicalNotes: "medicalNotes",
  motherTongue: "motherTongue",
  smoker: "smoker",
  avoidPets: "avoidPets",
  allergies: "allergies",
  separateBathroom: "separateBathroom",
  acceptTerms: "acceptTerms",
  guardian: "guardian",
  "guardian.name": "guardianName",
  "guardian.email": "guardianEmail",
};

const codeOfMessage = new Map<string, AcceptErrorCode>([
  [messages.required, "required"],
  [messages.email, "email"],
  [messages.phone, "phone"],
  [messages.date, "date"],
  [messages.nul, "nul"],
  [bookingMessages.terms, "terms"],
  [bookingMessages.guardianRequired, "guardianRequired"],
  [bookingMessages.guardianOwnEmail, "guardianOwnEmail"],
  [bookingMessages.dateOfBirthFuture, "dateOfBirthFuture"],
  [bookingMessages.dateOfBirthAgeGroup, "dateOfBirthAgeGroup"],
  [bookingMessages.needsVisa, "needsVisa"],
  [bookingMessages.motherTongue, "motherTongue"],
]);

const fallbackOfTarget: Partial<Record<AcceptErrorTarget, AcceptErrorCode>> = {
  acceptTerms: "terms",
  guardian: "guardianRequired",
  dateOfBirth: "date",
  arrivalDate: "date",
  guardianEmail: "email",
  emergencyPhone: "phone",
  needsVisa: "needsVisa",
  motherTongue: "motherTongue",
};

/** One error of the service → where the page shows it, and which message. */
export function acceptErrorOf(
  path: string,
  message: string,
): { target: AcceptErrorTarget; code: AcceptErrorCode; max?: number } {
  const target = targetOfPath[path] ?? "form";
  const known = codeOfMessage.get(message);
  if (known) return { target, code: known };
  const tooLong = /^Keep this under (\d+) characters\.$/.exec(message);
  if (tooLong) return { target, code: "tooLong", max: Number(tooLong[1]) };
  return { target, code: fallbackOfTarget[target] ?? "invalid" };
}

/** The service's `InvalidInputError.fields` → the page's errors (the first per field wins). */
export function toAcceptErrors(fields: Record<string, string>): AcceptErrors {
  const errors: AcceptErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const { target, code, max } = acceptErrorOf(path, message);
    if (errors[target]) continue;
    errors[target] = max === undefined ? { code } : { code, max };
  }
  // A guardian missing altogether is said once, on the guardian part, whichever key said it
  // (the form still marks both its fields invalid and ties them to that message).
  for (const field of guardianFields) {
    const error = errors[field];
    if (error?.code !== "guardianRequired") continue;
    errors.guardian ??= error;
    delete errors[field];
  }
  return errors;
}
