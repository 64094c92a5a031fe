/**
 * The accommodation domain's vocabulary and the shapes its screens and API receive (issue 31,
 * decision 0043). A stay is a set of nights: `from` is the first night, `to` the morning of
 * departure (not a night): [from, to). Bank details travel masked; household vetting data and
 * bank details reach admins only, so the fields an editor may not see are optional here and
 * absent from an editor's answer.
 */
import type { City } from "../config/brand";
import type { ReliefStatus } from "./payments";

export const providerTypes = ["host-family", "residence"] as const;
export type ProviderType = (typeof providerTypes)[number];

/** The diets a provider can cater for; a booking's dietary notes are matched against these. */
export const diets = [
  "vegetarian",
  "vegan",
  "gluten-free",
  "lactose-free",
  "halal",
  "kosher",
  "nut-free",
] as const;
export type Diet = (typeof diets)[number];

/**
 * A household member's Garda vetting: `pending` (applied for or not yet done), `vetted` (valid
 * until its expiry date), `refused`; `left`: no longer lives in the household, so no longer counts.
 */
export const householdMemberStatuses = ["pending", "vetted", "refused", "left"] as const;
export type HouseholdMemberStatus = (typeof householdMemberStatuses)[number];

export const placementStatuses = ["placed", "held", "cancelled"] as const;
export type PlacementStatus = (typeof placementStatuses)[number];

/** A payment run is reviewed as a `draft`, then `approved` (locked) or `discarded`. */
export const paymentRunStatuses = ["draft", "approved", "discarded"] as const;
export type PaymentRunStatus = (typeof paymentRunStatuses)[number];

/** One line of a provider's documents checklist (insurance, fire safety, signed agreement…). */
export interface ProviderDocument {
  name: string;
  /** The day the school received it; null: still missing. */
  receivedOn: string | null;
}

/** Bank details as every answer carries them: the IBAN masked, never whole. */
export interface MaskedBankDetails {
  /** Country code and last four characters ("IE •••• 5678", payments.ts `maskIban`). */
  ibanMasked: string;
  bic: string | null;
  accountName: string;
}

/** What an editor sees of a household member: who lives there, nothing of their vetting. */
export interface HouseholdMemberName {
  id: number;
  name: string;
}

/** What an admin sees of a household member. */
export interface HouseholdMember extends HouseholdMemberName {
  birthYear: number;
  vettingReference: string | null;
  /** The last day the vetting is valid (YYYY-MM-DD); null: none recorded. */
  vettingExpiresOn: string | null;
  status: HouseholdMemberStatus;
}

export interface AccommodationRoom {
  id: number;
  name: string;
  beds: number;
  /** This room's own rate; null: the provider's rate applies. */
  ratePerNightCents: number | null;
}

/** Nights a provider (roomId null) or one of its rooms cannot host: [from, to). */
export interface UnavailableRange {
  id: number;
  roomId: number | null;
  from: string;
  to: string;
  reason: string | null;
}

export interface ProviderSummary {
  id: number;
  type: ProviderType;
  name: string;
  campus: City;
  travelMinutes: number;
  maxStudents: number;
  ratePerNightCents: number;
  rooms: number;
  beds: number;
  active: boolean;
}

export interface ProviderDetail extends Omit<ProviderSummary, "rooms" | "beds"> {
  address: string;
  email: string | null;
  phone: string | null;
  pets: boolean;
  smokers: boolean;
  separateBathroom: boolean;
  dietsCatered: Diet[];
  agesAcceptedMin: number | null;
  agesAcceptedMax: number | null;
  /** The genders the family takes, as bookings record them; null: any. */
  gendersAccepted: string[] | null;
  houseRules: string | null;
  notes: string | null;
  documents: ProviderDocument[];
  rooms: AccommodationRoom[];
  unavailable: UnavailableRange[];
  /** Admins: the members with their vetting; editors: names only. */
  household: (HouseholdMember | HouseholdMemberName)[];
  /** Admins only (absent for editors); null when none recorded. */
  bank?: MaskedBankDetails | null;
  createdAt: string;
}

/** The whole bank details, for the admins' audited reveal only. */
export interface BankDetails {
  iban: string;
  bic: string | null;
  accountName: string;
}

/** A placement as the API answers it: the nights [from, to) in a room. */
export interface Placement {
  id: number;
  bookingId: number;
  roomId: number;
  providerId: number;
  from: string;
  to: string;
  status: PlacementStatus;
  previousPlacementId: number | null;
  /** When the family or staff confirmed the student arrived; null: not yet. */
  arrivalConfirmedAt: string | null;
  arrivalConfirmedBy: string | null;
  createdAt: string;
  /** On a placement or a move to another provider: whether the family was e-mailed (it has an address). */
  familyEmailed?: boolean;
}

/** One row of a booking's placement history, as staff read it on the booking page. */
export interface PlacementHistoryEntry extends Placement {
  providerName: string;
  providerType: ProviderType;
  roomName: string;
  /** The family has an e-mail address: placements and moves are e-mailed to it. */
  providerHasEmail: boolean;
}

/** A placement still holding a bed for a booking changed or cancelled after placement. */
export interface PlacementToReview {
  id: number;
  providerName: string;
  roomName: string;
  from: string;
  to: string;
  status: PlacementStatus;
}

/** A confirmed booking with accommodation and no placement yet, with what matching reads. */
export interface UnplacedBooking {
  bookingId: number;
  name: string;
  status: string;
  campus: string | null;
  accommodationType: string | null;
  /** The first night: the arrival date given at acceptance, or the course's first day. */
  from: string | null;
  /** The morning of departure: the day after the course's last day. */
  to: string | null;
  minor: boolean;
  age: number | null;
  gender: string | null;
  diet: string | null;
  dietaryNotes: string | null;
  /** Placed, then its stay moved or shortened: a placement holds nights outside it. */
  changedAfterPlacement: boolean;
  /** Placed, then cancelled (or accommodation no longer wanted): the bed is still held. */
  cancelledAfterPlacement: boolean;
  /** For a changed or cancelled booking: the placements staff must end or adjust. */
  placements: PlacementToReview[];
  /** ISO 639-1 code given at acceptance; null: not known. */
  motherTongue: string | null;
  smoker: boolean;
  avoidPets: boolean;
  allergies: string[];
  wantsSeparateBathroom: boolean;
}

/** One approved payment run's line in a provider's annual statement. */
export interface StatementPayment {
  runId: number;
  /** The run's period: the nights [from, to). */
  from: string;
  to: string;
  /** When the run was approved (ISO): the year of this date is the statement's year. */
  approvedAt: string;
  nights: number;
  amountCents: number;
}

/**
 * What a provider received in a calendar year from approved payment runs (the year of each
 * run's approval), and where that leaves them with the rent-a-room relief (payments.ts).
 */
export interface ProviderStatement {
  providerId: number;
  providerName: string;
  year: number;
  payments: StatementPayment[];
  nights: number;
  totalCents: number;
  reliefLimitCents: number;
  reliefStatus: ReliefStatus;
}

/** A provider as the privacy screen finds it for an access or erasure request. */
export interface ProviderSubject {
  id: number;
  type: ProviderType;
  name: string;
  campus: string;
  email: string | null;
  active: boolean;
  /** Already erased (anonymised): its name is "Erased provider #<id>". */
  erased: boolean;
  householdMembers: { id: number; name: string; status: HouseholdMemberStatus; erased: boolean }[];
  /** Its host-portal accounts. */
  hostUsers: number;
}
