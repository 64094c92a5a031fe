/**
 * The words and badge colours of the booking screens: statuses, payment methods, offer line
 * kinds and accommodation, in one place so the list, the detail and the editor agree.
 */
import {
  type BookingStatus,
  bookingStatusLabels,
  type OfferLineKind,
  type OfferStatus,
  type PaymentMethod,
} from "@shared/bookings/types";
import { Badge, type BadgeTone } from "../../ui/badge";

const statusTones: Record<BookingStatus, BadgeTone> = {
  draft: "neutral",
  "offer-sent": "info",
  "awaiting-guardian": "warning",
  accepted: "warning",
  confirmed: "success",
  arrived: "success",
  completed: "neutral",
  declined: "danger",
  expired: "warning",
  cancelled: "danger",
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={statusTones[status]}>{bookingStatusLabels[status]}</Badge>;
}

export const offerStatusLabels: Record<OfferStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  superseded: "Replaced by a newer offer",
};

const offerStatusTones: Record<OfferStatus, BadgeTone> = {
  draft: "neutral",
  sent: "info",
  accepted: "success",
  declined: "danger",
  expired: "warning",
  superseded: "neutral",
};

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <Badge tone={offerStatusTones[status]}>{offerStatusLabels[status]}</Badge>;
}

/** The buttons of the status changes staff make by hand. */
export const transitionLabels: Partial<Record<BookingStatus, string>> = {
  arrived: "Mark arrived",
  completed: "Mark completed",
  cancelled: "Cancel booking",
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  "bank-transfer": "Bank transfer",
  card: "Card",
  cash: "Cash",
  other: "Other",
};

export const offerLineKindLabels: Record<OfferLineKind, string> = {
  tuition: "Tuition",
  accommodation: "Accommodation",
  registration: "Registration fee",
  materials: "Materials",
  transfer: "Airport transfer",
  guardianship: "Guardianship",
  discount: "Discount",
  other: "Other",
};

export const accommodationLabels: Record<string, string> = {
  "host-family": "Host family",
  "student-residence": "Student residence",
  hotel: "Hotel",
  none: "No accommodation",
};

/** Today in Dublin as "YYYY-MM-DD" (the default day a payment was received). */
export function dublinToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Dublin" }).format(now);
}
