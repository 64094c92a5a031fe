/**
 * The host portal (`/hosts`, issue 31, decision 0046): what a host family or a residence's
 * staff see of the students placed with them, and what staff see of the portal's accounts.
 * English only (the school's hosts are in Ireland). No passport data, no surname, no address,
 * no other provider's students.
 */

/** How long the links and sessions of the portal live (decision 0046). */
export const HOST_INVITATION_DAYS = 7;
export const HOST_SIGN_IN_LINK_MINUTES = 15;
export const HOST_SESSION_DAYS = 14;
export const HOST_SESSION_IDLE_HOURS = 72;

/** The signed-in host as pages and services see them. */
export interface HostIdentity {
  hostUserId: number;
  name: string;
  email: string;
  providerId: number;
  providerName: string;
}

/** One student placed with the host's provider, as the host sees them. */
export interface HostStudent {
  placementId: number;
  firstName: string;
  /** On the first night; null when the booking has no date of birth. */
  age: number | null;
  minor: boolean;
  nationality: string | null;
  room: string;
  /** The first night (the arrival day) and the morning of departure, YYYY-MM-DD. */
  from: string;
  to: string;
  /** The flight or train as the family gave it ("EI 123, 14:05"), if they did. */
  travel: string | null;
  /** Dietary notes as given (allergies are written here by families). */
  diet: string | null;
  /** What the host needs to care for the student (medical notes, allergies). */
  careNotes: string | null;
  status: "placed" | "held";
  arrivalConfirmedAt: string | null;
  arrivalConfirmedBy: string | null;
  /** Whether Confirm arrival is offered today: on or after the arrival day, not yet confirmed. */
  canConfirmArrival: boolean;
}

export interface HostDashboard {
  /** Today in Dublin, YYYY-MM-DD: what "current" and "upcoming" are measured from. */
  today: string;
  current: HostStudent[];
  upcoming: HostStudent[];
}

/** One approved payment to the provider. */
export interface HostStatementLine {
  runId: number;
  /** The nights [from, to) the payment is for. */
  from: string;
  to: string;
  nights: number;
  amountCents: number;
  /** When staff approved the run (the payment went to the bank). */
  approvedAt: string;
}

export interface HostStatement {
  year: number;
  lines: HostStatementLine[];
  totalCents: number;
  /** The years with approved payments, newest first (the year picker). */
  years: number[];
}

/** A host account as admins see it on the provider's page. */
export interface HostAccount {
  id: number;
  name: string;
  email: string;
  active: boolean;
  invitedBy: string;
  lastLoginAt: string | null;
  /** The open invitation's expiry, if one is waiting to be used. */
  invitationExpiresAt: string | null;
  createdAt: string;
}
