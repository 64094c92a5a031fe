/**
 * The booking figures of the staff analytics and dashboard (issue 16, decision 0018): the
 * quote → offer → booking funnel and booked revenue. Types only, shared by the service
 * (server/services/analytics-bookings.ts), the REST API and the screens. Money is integer cents.
 */

/**
 * The quote requests received in the range, and how far each has gone since (a cohort, like
 * decision 0011's conversion): an offer sent, accepted, and confirmed by the deposit.
 */
export interface BookingFunnel {
  quoteRequests: number;
  /** Of them, with an offer sent (an offer with `sent_at`). */
  offersSent: number;
  /** Of them, whose offer was accepted (even if cancelled since). */
  accepted: number;
  /** Of them, confirmed by the deposit (even if cancelled since). */
  confirmed: number;
  /** offersSent / quoteRequests, 0 to 1; null when there is nothing to divide by. */
  offerRate: number | null;
  /** accepted / offersSent. */
  acceptRate: number | null;
  /** confirmed / accepted. */
  confirmRate: number | null;
  /** accepted / quoteRequests: quote request to booking. */
  bookingRate: number | null;
}

export interface BookedRevenueMonth {
  /** "YYYY-MM" (Irish calendar). Every month of the range is listed, zeros included. */
  month: string;
  /** Bookings accepted that month that are still sold (not cancelled). */
  bookings: number;
  /** Their totals. */
  bookedCents: number;
  /** Payments received that month (their `received_on` day), whatever the booking. */
  receivedCents: number;
}

export interface BookedRevenueProgram {
  /** Null when the program was deleted since (the title is the booking's snapshot). */
  programId: string | null;
  program: string;
  bookings: number;
  bookedCents: number;
}

/** Booked revenue of the range by the agency the bookings came through (issue 17). */
export interface BookedRevenueAgency {
  /** Null: direct bookings (no agency), shown as "Direct". */
  agencyId: number | null;
  agency: string;
  bookings: number;
  bookedCents: number;
}

/** Booked revenue of the range by the student's country (the booking's nationality). */
export interface BookedRevenueCountry {
  /** As the person gave it; null when not given (shown as "Not given"). */
  country: string | null;
  bookings: number;
  bookedCents: number;
}

export interface BookingAnalytics {
  funnel: BookingFunnel;
  /** Bookings accepted in the range and not cancelled since. */
  bookings: number;
  /** Their totals: booked revenue, by the day of acceptance. */
  bookedCents: number;
  /** Payments received in the range. */
  receivedCents: number;
  revenueByMonth: BookedRevenueMonth[];
  revenueByProgram: BookedRevenueProgram[];
  /** Direct bookings as one row ("Direct"); largest booked revenue first. */
  revenueByAgency: BookedRevenueAgency[];
  revenueByCountry: BookedRevenueCountry[];
}

/** The dashboard's booking cards: this calendar month (Irish time) and the last 12 weeks. */
export interface DashboardBookings {
  /** "YYYY-MM". */
  month: string;
  bookingsThisMonth: number;
  bookedCentsThisMonth: number;
  receivedCentsThisMonth: number;
  /** The funnel of the quote requests of the last 12 weeks (the analytics default range). */
  funnel: BookingFunnel;
}
