/**
 * An agency's commission in cents (issue 17): the rate is integer basis points (12.5 % = 1250),
 * computed on the gross tuition lines of the accepted offer and rounded half away from zero.
 * Shared by the server (fixed at acceptance) and the staff and partner screens.
 */
import type { OfferLine } from "../bookings/types";
import { roundCents } from "../format/money";

/** 12.5 → 1250; at most two decimals (the API refuses more). */
export function basisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}

/** 1250 → 12.5 */
export function percentOf(basisPoints: number): number {
  return basisPoints / 100;
}

/** The tuition a booking's commission is computed from: its offer's tuition lines, gross. */
export function tuitionCentsOf(lines: readonly OfferLine[]): number {
  return lines
    .filter((line) => line.kind === "tuition")
    .reduce((sum, line) => sum + line.totalCents, 0);
}

/** Tuition × rate, half away from zero to the cent. */
export function commissionCentsOf(tuitionCents: number, basisPoints: number): number {
  return roundCents((tuitionCents * basisPoints) / 10_000);
}
