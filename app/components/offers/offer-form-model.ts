/**
 * The offer page's Accept form: its flat field names (what a browser posts), the error codes the
 * page shows in its own language, and what the route's action answers. Browser-safe: the
 * schema's English messages are mapped to codes on the server (offer-errors.server.ts).
 */

/** The form's fields, in page order (the error summary lists them in this order). */
export const acceptFields = [
  "passportName",
  "dateOfBirth",
  "nationality",
  "address",
  "needsVisa",
  "emergencyName",
  "emergencyPhone",
  "arrivalDate",
  "flight",
  "dietaryNotes",
  "medicalNotes",
  "motherTongue",
  "smoker",
  "avoidPets",
  "allergies",
  "separateBathroom",
  "guardianName",
  "guardianEmail",
  "acceptTerms",
] as const;
export type AcceptField = (typeof acceptFields)[number];

/** Where an error can sit: a field, the guardian part as a whole, or the form. */
export type AcceptErrorTarget = AcceptField | "guardian" | "form";

export const acceptErrorCodes = [
  "required",
  "email",
  "phone",
  "date",
  "dateOfBirthFuture",
  "dateOfBirthAgeGroup",
  "tooLong",
  "nul",
  "terms",
  "guardianRequired",
  "guardianOwnEmail",
  "needsVisa",
  "motherTongue",
  "invalid",
] as const;
export type AcceptErrorCode = (typeof acceptErrorCodes)[number];

export interface AcceptFieldError {
  code: AcceptErrorCode;
  /** The length limit, for "tooLong". */
  max?: number;
}

export type AcceptErrors = Partial<Record<AcceptErrorTarget, AcceptFieldError>>;

/** What the action answers when the booking was not accepted (the page keeps every value). */
export type OfferActionData =
  | { error: "invalid"; fields: AcceptErrors; values: Record<string, string> }
  | { error: "rateLimited"; minutes: number; fields: AcceptErrors; values: Record<string, string> }
  | { error: "server"; fields: AcceptErrors; values: Record<string, string> };

/** The id of a field's control, so the error summary can link to it. */
export const fieldId = (field: AcceptField) => `offer-${field}`;

/** Where the summary's link for an error goes: the guardian part opens at its first field. */
export function anchorOf(target: AcceptErrorTarget): string | null {
  if (target === "form") return null;
  return `#${fieldId(target === "guardian" ? "guardianName" : target)}`;
}

/** The errors in page order: the guardian part's own error before its fields, the form's last. */
export function orderedErrors(errors: AcceptErrors): [AcceptErrorTarget, AcceptFieldError][] {
  const order: AcceptErrorTarget[] = [
    ...acceptFields.slice(0, acceptFields.indexOf("guardianName")),
    "guardian",
    ...acceptFields.slice(acceptFields.indexOf("guardianName")),
    "form",
  ];
  return order.flatMap((target) => {
    const error = errors[target];
    return error ? [[target, error] as [AcceptErrorTarget, AcceptFieldError]] : [];
  });
}

/** The guardian part's fields (the guardian consents on their own page, issue 27). */
export const guardianFields = ["guardianName", "guardianEmail"] as const satisfies AcceptField[];

/** Whether the person filled in any of the guardian part (then it is sent, and checked). */
export function hasGuardianValues(values: Record<string, string>): boolean {
  return guardianFields.some((field) => (values[field] ?? "").trim() !== "");
}

export function hasGuardianErrors(errors: AcceptErrors): boolean {
  return errors.guardian !== undefined || guardianFields.some((field) => errors[field]);
}

/**
 * The part about living with a family, sent only when the page showed it (the hidden
 * `stayAsked`): there, an unticked box is a "no" the family gave, not a question left unasked.
 */
function stayPreferencesOf(values: Record<string, string>) {
  if (values.stayAsked === undefined) return {};
  const allergies = (values.allergies ?? "").trim();
  return {
    motherTongue: values.motherTongue ? values.motherTongue : null,
    smoker: values.smoker !== undefined,
    avoidPets: values.avoidPets !== undefined,
    allergies: allergies === "" ? undefined : allergies,
    separateBathroom: values.separateBathroom !== undefined,
  };
}

/**
 * The posted form → the API's input shape (POST /api/offers/{token}/accept). Required fields go
 * as typed (blank is the schema's "required"); blank optional fields are left out; the guardian
 * only when any of its fields is filled; the terms checkbox becomes a boolean. The visa question
 * is required on the form though optional in the API (older clients): unanswered, it goes as
 * `null`, which the schema refuses with its own message.
 */
export function toAcceptInput(values: Record<string, string>) {
  const text = (field: AcceptField) => values[field] ?? "";
  const optional = (field: AcceptField) => {
    const value = text(field).trim();
    return value === "" ? undefined : value;
  };
  return {
    passportName: text("passportName"),
    dateOfBirth: text("dateOfBirth"),
    nationality: text("nationality"),
    address: text("address"),
    emergencyContact: { name: text("emergencyName"), phone: text("emergencyPhone") },
    arrivalDate: optional("arrivalDate"),
    flight: optional("flight"),
    dietaryNotes: optional("dietaryNotes"),
    medicalNotes: optional("medicalNotes"),
    acceptTerms: values.acceptTerms !== undefined,
    needsVisa: values.needsVisa === "yes" ? true : values.needsVisa === "no" ? false : null,
    ...stayPreferencesOf(values),
    guardian: hasGuardianValues(values)
      ? { name: text("guardianName"), email: text("guardianEmail") }
      : undefined,
  };
}
