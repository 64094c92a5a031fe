/**
 * Types and constants of the booking pipeline (issue 16, decision 0016) that pages, the REST API
 * and services share: offers, bookings, payments and the person's offer page.
 * Pure types, constants and arithmetic: safe for the browser bundle. Money is integer cents in EUR;
 * dates are ISO strings ("YYYY-MM-DD" for days, full ISO for instants).
 */
import type { City } from "../config/brand";
import type { AccommodationType } from "../content/options";
import type { CefrLevel } from "../level-test/types";

export type { City };
/** The campus cities as a tuple, for validation (brand.ts is the source of the list). */
export const cities = ["Dublin", "Cork", "Galway"] as const satisfies readonly City[];
export type Lang = "en" | "es" | "fr" | "de";

// ── Offers ───────────────────────────────────────────────────────────────────────────────────

export const offerLineKinds = [
  "tuition",
  "accommodation",
  "registration",
  "materials",
  "transfer",
  "guardianship",
  "discount",
  "other",
] as const;
export type OfferLineKind = (typeof offerLineKinds)[number];

/**
 * A line as staff edit it. A discount is written as a positive `unitCents` (an amount off) or a
 * `percent` of the other lines; the server turns it into a negative total.
 */
export interface OfferLineInput {
  kind: OfferLineKind;
  description: string;
  quantity: number;
  unitCents: number;
  /** Discount lines only: 1–100 % of the sum of the non-discount lines. */
  percent?: number | null;
}

export interface OfferLine extends OfferLineInput {
  /** Computed on the server; negative for a discount. */
  totalCents: number;
}

export interface OfferInput {
  startDate: string;
  endDate: string;
  validUntil: string;
  lines: OfferLineInput[];
  /** Shown to the person above the lines. */
  note: string;
  hoursPerWeek: number;
}

export const offerStatuses = [
  "draft",
  "sent",
  "accepted",
  "declined",
  "expired",
  "superseded",
] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export interface Offer {
  id: number;
  bookingId: number;
  status: OfferStatus;
  lines: OfferLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  depositCents: number;
  startDate: string;
  endDate: string;
  weeks: number;
  validUntil: string;
  note: string;
  hoursPerWeek: number;
  sentAt: string | null;
  createdAt: string;
}

// ── Bookings ─────────────────────────────────────────────────────────────────────────────────

export const bookingStatuses = [
  "draft",
  "offer-sent",
  /** A minor's offer was accepted; the parent or guardian has not consented yet (issue 27). */
  "awaiting-guardian",
  "accepted",
  "confirmed",
  "arrived",
  "completed",
  "declined",
  "expired",
  "cancelled",
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Labels staff and the person read (English; the offer page translates its own). */
export const bookingStatusLabels: Record<BookingStatus, string> = {
  draft: "Offer draft",
  "offer-sent": "Offer sent",
  "awaiting-guardian": "Awaiting guardian consent",
  accepted: "Accepted",
  confirmed: "Confirmed (deposit received)",
  arrived: "Arrived",
  completed: "Completed",
  declined: "Declined",
  expired: "Expired",
  cancelled: "Cancelled",
};

/** Status changes staff make by hand; the others follow from the person, payments or the clock. */
export const staffTransitions: Partial<Record<BookingStatus, BookingStatus[]>> = {
  draft: ["cancelled"],
  "offer-sent": ["cancelled"],
  "awaiting-guardian": ["cancelled"],
  accepted: ["cancelled"],
  confirmed: ["arrived", "cancelled"],
  arrived: ["completed", "cancelled"],
};

/** A booking that can still take payments. */
export const payableStatuses: readonly BookingStatus[] = [
  "accepted",
  "confirmed",
  "arrived",
  "completed",
];

export const paymentMethods = ["bank-transfer", "card", "cash", "other"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export interface Payment {
  id: number;
  amountCents: number;
  receivedOn: string;
  method: PaymentMethod;
  note: string;
  recordedBy: string;
  createdAt: string;
}

export interface PaymentInput {
  amountCents: number;
  receivedOn: string;
  method: PaymentMethod;
  note: string;
}

export interface TimelineEvent {
  id: number;
  at: string;
  /** A staff name, "Student", "Guardian" or "System". */
  actor: string;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus | null;
  summary: string;
}

export interface EmergencyContact {
  name: string;
  phone: string;
}

/**
 * The parent or guardian a minor's acceptance names. They consent themselves, on their own page
 * (issue 27); `consent` is still accepted from older API clients and means nothing.
 */
export interface GuardianInput {
  name: string;
  email: string;
  consent?: boolean;
}

/** On a booking: whom the student named, and once they consented, their own name and when. */
export interface GuardianDetails {
  name: string;
  email: string;
  /** Null while the booking awaits their consent. */
  consentAt: string | null;
}

/** What the person sends with Accept (the API contract of issue 16). */
export interface AcceptOfferInput {
  passportName: string;
  dateOfBirth: string;
  nationality: string;
  address: string;
  emergencyContact: EmergencyContact;
  arrivalDate?: string | null;
  flight?: string | null;
  dietaryNotes?: string | null;
  medicalNotes?: string | null;
  acceptTerms: boolean;
  guardian?: GuardianInput | null;
  motherTongue?: string | null;
  smoker?: boolean;
  avoidPets?: boolean;
  allergies?: string | null;
  separateBathroom?: boolean;
}

export interface BookingDetails {
  passportName: string;
  dateOfBirth: string;
  nationality: string;
  address: string;
  emergencyContact: EmergencyContact;
  arrivalDate: string | null;
  flight: string | null;
  dietaryNotes: string | null;
  medicalNotes: string | null;
  termsAcceptedAt: string;
  guardian: GuardianDetails | null;
  /**
   * Asked at acceptance only when the booking has accommodation (issue 31); absent on older
   * bookings and on bookings without accommodation. An ISO 639-1 code (accommodation/preferences.ts).
   */
  motherTongue?: string | null;
  smoker?: boolean | null;
  avoidPets?: boolean | null;
  /** Short free text as the family typed it; matching reads it as a list (`allergyList`). */
  allergies?: string | null;
  separateBathroom?: boolean | null;
}

/** What the CSV import of current students brings beside the booking's columns (issue 30). */
export interface ImportedBookingDetails {
  dateOfBirth: string;
  nationality: string;
  gender: string | null;
  notes: string | null;
}

export interface PaymentInstructions {
  method: "bank-transfer";
  accountName: string;
  bankName: string;
  iban: string;
  bic: string;
  /** Unique to the booking: the person writes it on the transfer. */
  reference: string;
  /** What is due now: the deposit still unpaid, or the balance once the deposit is in. */
  dueNowCents: number;
  /** Day by which `dueNowCents` should arrive. */
  dueBy: string | null;
}

export interface BookingListItem {
  id: number;
  reference: string;
  status: BookingStatus;
  name: string;
  email: string;
  programId: string | null;
  programTitle: string;
  startDate: string | null;
  totalCents: number;
  paidCents: number;
  /** The agency the booking came through (issue 17); null for a direct booking. */
  agencyId: number | null;
  agencyName: string | null;
  createdAt: string;
}

/** A booking's commission as staff see it: the agent's view plus who marked it paid. */
export interface StaffBookingCommission extends BookingCommission {
  paidBy: string | null;
}

export interface BookingDetail {
  id: number;
  reference: string;
  status: BookingStatus;
  quoteRequestId: number | null;
  studentId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  /** From the quote request, when given. */
  phone: string | null;
  locale: Lang;
  country: string | null;
  ageGroup: string | null;
  programId: string | null;
  programTitle: string;
  city: City | null;
  accommodationType: AccommodationType | null;
  startDate: string | null;
  endDate: string | null;
  totalCents: number;
  depositCents: number;
  /** Invoices less credit notes (issue 32); 0 until the booking is accepted. */
  invoicedCents: number;
  /** Who the booking's invoices go to (issue 32). */
  payer: "student" | "agency";
  paidCents: number;
  /** `invoicedCents − paidCents` once invoiced; before, the offer's total less what was paid. */
  balanceCents: number;
  /** The current offer (the latest that is not superseded). */
  offer: Offer | null;
  details: BookingDetails | null;
  /**
   * While a minor's booking awaits consent (issue 27): whom the latest link went to, when, and
   * until when it works. Null otherwise; who consented is in `details.guardian`.
   */
  guardianRequest: { name: string; email: string; requestedAt: string; expiresAt: string } | null;
  payments: Payment[];
  timeline: TimelineEvent[];
  /** Status changes staff may make now. */
  transitions: BookingStatus[];
  /** The letter of acceptance exists once the deposit is recorded. */
  letterAvailable: boolean;
  /** Payments may be recorded now. */
  payable: boolean;
  /** The agency the booking came through (issue 17); null for a direct booking. */
  agency: { id: number; name: string } | null;
  /** Fixed at acceptance for an agency's booking; null before, and for a direct booking. */
  commission: StaffBookingCommission | null;
  /** A non-EEA student on a Stamp 2 permission: attendance below 85 % matters (issue 30). */
  needsVisa: boolean;
  /** The level known before placement: the import's, or the quote request's. */
  level: CefrLevel | null;
  /** The school's placement result on day one (it overrides `level`). */
  placementLevel: CefrLevel | null;
  /** When the CSV import of current students created the booking (decision 0038), or null. */
  importedAt: string | null;
  /** What that import brought besides the booking's columns; null otherwise and after erasure. */
  importDetails: ImportedBookingDetails | null;
  createdAt: string;
  updatedAt: string;
}

/** The offer page, as the person sees it (no staff data, no ids but the booking's). */
export interface PublicOffer {
  bookingId: number;
  status: BookingStatus;
  firstName: string;
  lang: Lang;
  programTitle: string;
  city: City | null;
  accommodationType: AccommodationType | null;
  startDate: string;
  endDate: string;
  weeks: number;
  validUntil: string;
  note: string;
  lines: OfferLine[];
  totalCents: number;
  depositCents: number;
  paidCents: number;
  balanceCents: number;
  /** The quote request's age group says the student is under 18: the guardian part is open. */
  guardianExpected: boolean;
  /** The quote's age group, to check a date of birth against (shared/bookings/minors.ts). */
  ageGroup: string | null;
  /** Accepted for a minor, waiting for this parent or guardian's consent (issue 27). */
  awaitingGuardian: { name: string; email: string; requestedAt: string } | null;
  /** Accept and Decline are offered. */
  open: boolean;
  hoursPerWeek: number;
  /** The deposit is recorded: the letter of acceptance can be downloaded. */
  letterAvailable: boolean;
  /** After acceptance: how to pay. */
  payment: PaymentInstructions | null;
  /** The agency that pays the school for this booking (issue 32); null when the family pays. */
  paidByAgency: string | null;
}

/**
 * After Accept: booked, with how to pay; or, for a minor, waiting for the parent or guardian,
 * who was e-mailed a link of their own (no payment is due before they consent).
 */
export type AcceptResult =
  | { bookingId: number; status: "accepted"; depositCents: number; payment: PaymentInstructions }
  | { bookingId: number; status: "awaiting-guardian"; depositCents: number; payment: null };

/**
 * What a parent or guardian sees on their own page before consenting (issue 27): the offer, the
 * details the student gave, and who asks. Reached only through their single-use link.
 */
export interface GuardianConsentView {
  lang: Lang;
  /** As the student named them. */
  guardianName: string;
  firstName: string;
  /** The student's name as in their passport. */
  studentName: string;
  programTitle: string;
  city: City | null;
  accommodationType: AccommodationType | null;
  startDate: string;
  endDate: string;
  weeks: number;
  hoursPerWeek: number;
  lines: OfferLine[];
  totalCents: number;
  depositCents: number;
  student: Pick<
    BookingDetails,
    | "dateOfBirth"
    | "nationality"
    | "address"
    | "emergencyContact"
    | "arrivalDate"
    | "flight"
    | "dietaryNotes"
    | "medicalNotes"
  >;
  /** The agency that registered the student, if any. */
  agencyName: string | null;
  /** When the link stops working. */
  expiresAt: string;
}

export interface BookingCommission {
  percent: number;
  tuitionCents: number;
  commissionCents: number;
  /** Commission is earned once the deposit is recorded and the booking is not cancelled. */
  due: boolean;
  paidAt: string | null;
}
