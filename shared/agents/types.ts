/**
 * Types and arithmetic of the partner portal (issue 17, decision 0018) that pages, the REST API
 * and services share: agencies, their agent users and invitations, what an agent sees of their
 * students, and commission. Pure types and arithmetic: safe for the browser bundle. Money is
 * integer cents in EUR; a commission rate is integer basis points (12.5 % = 1250).
 */

import type { ProviderType } from "../accommodation/types";
import type {
  BookingCommission,
  BookingStatus,
  Lang,
  Offer,
  PaymentInstructions,
  TimelineEvent,
} from "../bookings/types";
import type { AccommodationType } from "../content/options";
import type { AgencyInvoicing } from "../invoices/types";

export const agencyStatuses = ["active", "suspended"] as const;
export type AgencyStatus = (typeof agencyStatuses)[number];

/** Days an invitation link stays usable. */
export const INVITATION_DAYS = 7;

export interface Agency {
  id: number;
  name: string;
  country: string;
  email: string;
  contactName: string | null;
  /** The rate new bookings take; a booking keeps the rate it was made at. */
  commissionPercent: number;
  status: AgencyStatus;
  /** Who pays the school for its bookings (issue 32): the student, or the agency net or gross. */
  invoicing: AgencyInvoicing;
  /** Printed on invoices to the agency and in its e-invoices. */
  vatId: string | null;
  /** The postal address invoices to the agency carry, one line per line. */
  address: string | null;
  createdAt: string;
}

export interface AgencyListItem extends Agency {
  users: number;
  bookings: number;
}

export interface AgentUserView {
  id: number;
  agencyId: number;
  email: string;
  name: string;
  isActive: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface InvitationView {
  id: number;
  email: string;
  expiresAt: string;
  usedAt: string | null;
  /** A newer invitation to the same address replaced this one. */
  revokedAt: string | null;
  invitedBy: string;
  createdAt: string;
}

export interface AgencyDetail extends Agency {
  users: AgentUserView[];
  invitations: InvitationView[];
}

/** The signed-in agent, as the portal and `GET /api/partners/session` show them. */
export interface AgentIdentity {
  userId: number;
  name: string;
  email: string;
  agencyId: number;
  agencyName: string;
}

/** One student of the agency: a quote request, and its booking once staff made an offer. */
export interface PartnerStudent {
  quoteRequestId: number;
  bookingId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  programTitle: string;
  startDate: string | null;
  agencyReference: string | null;
  /** "requested" until staff draft an offer; then the booking's status. */
  status: "requested" | BookingStatus;
  totalCents: number | null;
  createdAt: string;
}

/** A booking as its agency sees it: no staff-only data, no offer link. */
/**
 * Where the student lives, as the agent sees it (issue 31, decision 0047): the kind of home, the
 * hosts' first names (a residence: its name), the neighbourhood and the nights; nothing more.
 */
export interface PartnerPlacement {
  type: ProviderType;
  hosts: string[];
  neighbourhood: string;
  travelMinutes: number;
  /** The first night and the morning of departure. */
  from: string;
  to: string;
}

export interface PartnerBooking {
  id: number;
  reference: string;
  status: BookingStatus;
  firstName: string;
  lastName: string;
  email: string;
  lang: Lang;
  ageGroup: string | null;
  agencyReference: string | null;
  programTitle: string;
  city: string | null;
  accommodationType: AccommodationType | null;
  startDate: string | null;
  endDate: string | null;
  /** The current offer once it was sent; staff drafts stay with staff. */
  offer: PartnerOffer | null;
  /** The offer can be accepted now (on the student's behalf). */
  open: boolean;
  guardianExpected: boolean;
  /** Accepted for a minor, waiting for this parent or guardian's consent (issue 27). */
  awaitingGuardian: { name: string; email: string; requestedAt: string } | null;
  totalCents: number;
  depositCents: number;
  paidCents: number;
  balanceCents: number;
  payment: PaymentInstructions | null;
  letterAvailable: boolean;
  commission: BookingCommission | null;
  timeline: PartnerTimelineEvent[];
  /** The placements that hold a bed for the student, in the order of their nights. */
  accommodation: PartnerPlacement[];
}

/** Which side took a step of a booking, as an agency may know it (never a staff member's name). */
export const timelineParties = ["school", "student", "guardian", "agency", "system"] as const;
export type TimelineParty = (typeof timelineParties)[number];

/**
 * A step of a booking as its agency sees it (issue 27): a change of status, when, and by which
 * side. Staff names, internal notes and amounts of drafts stay with the school.
 */
export interface PartnerTimelineEvent {
  id: number;
  at: string;
  by: TimelineParty;
  toStatus: BookingStatus;
}

/** The agency's view of a booking's timeline: status changes only, each with its side. */
export function partnerTimeline(
  events: readonly TimelineEvent[],
  agencyName: string,
): PartnerTimelineEvent[] {
  return events.flatMap((event) => {
    if (!event.toStatus) return [];
    const by: TimelineParty =
      event.actor === "Student"
        ? "student"
        : event.actor === "Guardian"
          ? "guardian"
          : event.actor === "System"
            ? "system"
            : event.actor.endsWith(`(agent, ${agencyName})`)
              ? "agency"
              : "school";
    return [{ id: event.id, at: event.at, by, toStatus: event.toStatus }];
  });
}

export type PartnerOffer = Pick<
  Offer,
  | "id"
  | "status"
  | "lines"
  | "totalCents"
  | "depositCents"
  | "startDate"
  | "endDate"
  | "validUntil"
  | "weeks"
  | "note"
  | "hoursPerWeek"
>;

export type { BookingCommission };

export interface CommissionLine {
  bookingId: number;
  reference: string;
  studentName: string;
  agencyReference: string | null;
  programTitle: string;
  startDate: string | null;
  status: BookingStatus;
  /** The day the deposit was recorded (the month the commission belongs to). */
  confirmedOn: string;
  tuitionCents: number;
  percent: number;
  commissionCents: number;
  paidAt: string | null;
}

export interface CommissionStatement {
  month: string;
  agencyId: number;
  agencyName: string;
  lines: CommissionLine[];
  totalCommissionCents: number;
  paidCents: number;
  dueCents: number;
}

export interface PartnerDashboard {
  agencyName: string;
  commissionPercent: number;
  requests: number;
  offersOpen: number;
  bookingsByStatus: Partial<Record<BookingStatus, number>>;
  /** Earned and not yet paid. */
  commissionDueCents: number;
  commissionPaidCents: number;
}

// ── Arithmetic ─────────────────────────────────────────────────────────────────────────────────

export const MAX_COMMISSION_PERCENT = 50;

/** A commission month, "YYYY-MM" (months follow the school's calendar, Europe/Dublin). */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
