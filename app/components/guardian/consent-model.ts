/**
 * The guardian's consent form (issue 27): its fields as a browser posts them, the error codes
 * the page shows in its own language, and what the route's action answers. Browser-safe: the
 * schema's English messages are mapped to codes on the server (consent-errors.server.ts).
 */
import type { GuardianConsentView, PublicOffer } from "@shared/bookings/types";

export const consentFields = ["name", "consent"] as const;
export type ConsentField = (typeof consentFields)[number];

export const consentErrorCodes = ["required", "tooLong", "nul", "consent", "invalid"] as const;
export type ConsentErrorCode = (typeof consentErrorCodes)[number];

export interface ConsentFieldError {
  code: ConsentErrorCode;
  /** The length limit, for "tooLong". */
  max?: number;
}

export type ConsentErrors = Partial<Record<ConsentField, ConsentFieldError>>;

/** What the action answers when the consent was not recorded (the page keeps what was typed). */
export type ConsentActionData =
  | { error: "invalid"; fields: ConsentErrors; values: Record<string, string> }
  | { error: "rateLimited"; minutes: number; fields: ConsentErrors; values: Record<string, string> }
  | { error: "server"; fields: ConsentErrors; values: Record<string, string> };

/** The id of a field's control, for the error summary's links. */
export const consentFieldId = (field: ConsentField) => `guardian-${field}`;

/** The posted form → the API's input (POST /api/guardian-consents/{token}). */
export function toConsentInput(values: Record<string, string>) {
  return { name: values.name ?? "", consent: values.consent };
}

/**
 * The request as the offer's summary expects it: the guardian reads the same course, lines,
 * total and deposit as the student did (no note, nothing paid, nothing to answer).
 */
export function offerOfRequest(view: GuardianConsentView): PublicOffer {
  return {
    bookingId: 0,
    status: "awaiting-guardian",
    firstName: view.firstName,
    lang: view.lang,
    programTitle: view.programTitle,
    city: view.city,
    accommodationType: view.accommodationType,
    startDate: view.startDate,
    endDate: view.endDate,
    weeks: view.weeks,
    validUntil: view.startDate,
    note: "",
    lines: view.lines,
    totalCents: view.totalCents,
    depositCents: view.depositCents,
    paidCents: 0,
    balanceCents: view.totalCents,
    guardianExpected: true,
    ageGroup: null,
    awaitingGuardian: null,
    open: false,
    hoursPerWeek: view.hoursPerWeek,
    letterAvailable: false,
    payment: null,
    paidByAgency: null,
  };
}
