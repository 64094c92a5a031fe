/**
 * The deposit and balance rules (issue 16, spec §9): what the person owes now and by when, which
 * payment staff may record, and when a payment confirms the booking. Pure; the services around
 * them read and write the rows.
 */
import type { BookingStatus } from "@shared/bookings/types";
import { addDays, earlierDay, laterDay } from "./days";

/** Deposit within 7 days of acceptance; the balance 30 days before the course (spec §9). */
export const DEPOSIT_DAYS = 7;
export const BALANCE_DAYS_BEFORE_START = 30;

/** The statuses in which a deposit has been recorded: the letter of acceptance exists. */
export const depositRecorded: readonly BookingStatus[] = ["confirmed", "arrived", "completed"];

export interface PayableBooking {
  id: number;
  depositCents: number;
  totalCents: number;
  paidCents: number;
  /** The day the person accepted (YYYY-MM-DD). */
  acceptedOn: string;
  startDate: string;
}

export interface PaymentDue {
  /** The deposit still unpaid, or once it is in, the balance. */
  dueNowCents: number;
  /** The day `dueNowCents` should arrive by; null once everything is paid. */
  dueBy: string | null;
}

/**
 * The deposit first, by 7 days after acceptance (or the start, if that is sooner); then the
 * balance, by 30 days before the start (or the acceptance day, for a late booking).
 */
export function paymentDue(booking: PayableBooking): PaymentDue {
  const depositDue = Math.max(0, booking.depositCents - booking.paidCents);
  if (depositDue > 0) {
    return {
      dueNowCents: depositDue,
      dueBy: earlierDay(addDays(booking.acceptedOn, DEPOSIT_DAYS), booking.startDate),
    };
  }
  const balance = Math.max(0, booking.totalCents - booking.paidCents);
  return {
    dueNowCents: balance,
    dueBy:
      balance > 0
        ? laterDay(addDays(booking.startDate, -BALANCE_DAYS_BEFORE_START), booking.acceptedOn)
        : null,
  };
}

/** Staff never record more than is still owed. */
export function exceedsBalance(
  amountCents: number,
  totalCents: number,
  paidCents: number,
): boolean {
  return amountCents > totalCents - paidCents;
}

/** An accepted booking is confirmed by the payment that brings what was paid to the deposit. */
export function confirmsBooking(
  status: BookingStatus,
  paidCents: number,
  depositCents: number,
): boolean {
  return status === "accepted" && paidCents >= depositCents;
}
