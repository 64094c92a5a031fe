/**
 * What an agency earns (issue 17): the commission fixed on a booking at acceptance, when it is
 * due, and a month's statement totals. Pure; the arithmetic of rate × tuition is in
 * shared/commission.ts, the queries in commission.ts and portal.ts.
 */

import { percentOf } from "@shared/agents/commission";
import type { BookingCommission } from "@shared/agents/types";
import type { BookingStatus } from "@shared/bookings/types";
import { depositRecorded } from "../bookings/payment-rules";

interface CommissionedBooking {
  status: BookingStatus;
  commissionBasisPoints: number | null;
  commissionCents: number | null;
  commissionPaidAt: Date | null;
}

/**
 * The commission fixed on a booking when it was accepted (null before, and for a direct
 * booking), from the accepted offer's tuition; it is earned once the deposit is recorded.
 */
export function commissionOf(
  booking: CommissionedBooking,
  tuitionCents: number,
): BookingCommission | null {
  if (booking.commissionBasisPoints === null || booking.commissionCents === null) return null;
  return {
    percent: percentOf(booking.commissionBasisPoints),
    tuitionCents,
    commissionCents: booking.commissionCents,
    due: depositRecorded.includes(booking.status),
    paidAt: booking.commissionPaidAt?.toISOString() ?? null,
  };
}

/** A booking cancelled after its deposit stays on its month's statement with nothing due. */
export function statementCommissionCents(status: BookingStatus, commissionCents: number): number {
  return status === "cancelled" ? 0 : commissionCents;
}

export interface StatementTotals {
  totalCommissionCents: number;
  paidCents: number;
  dueCents: number;
}

export function statementTotals(
  lines: readonly { commissionCents: number; paidAt: string | null }[],
): StatementTotals {
  const totalCommissionCents = lines.reduce((sum, line) => sum + line.commissionCents, 0);
  const paidCents = lines
    .filter((line) => line.paidAt)
    .reduce((sum, line) => sum + line.commissionCents, 0);
  return { totalCommissionCents, paidCents, dueCents: totalCommissionCents - paidCents };
}

/** Cents as the statement's CSV writes euros: "1234.50" (a spreadsheet reads it as a number). */
export function csvEuros(cents: number): string {
  return (cents / 100).toFixed(2);
}
