/**
 * Paying host families and residences (issue 31, decision 0042).
 *
 * - A payment run covers the nights from `from` up to, not including, `to`. A placement is paid
 *   for the nights inside both itself and the period (pro-rated), times its rate per night in
 *   whole cents. A placement whose arrival is not confirmed yet (by the family in the portal or
 *   by staff) is paid nothing, nor is a held one: a run made after the confirmation or the
 *   release pays those nights.
 * - A night is paid once: nights of a placement that another run, a draft or an approved one,
 *   already pays are left out (a discarded run pays nothing, so its nights can be paid again).
 * - A run has one line per provider (nights and cents summed over its placements), in provider
 *   id order, and no line for a provider with nothing to pay.
 * - Irish rent-a-room relief: rent of up to €14,000 a year is tax free, and all of it is taxed
 *   once the year's total is above that. Staff are warned from 90 % (€12,600) of the limit,
 *   counting what was received this year and what a run would add; exactly €14,000 is still
 *   inside the relief.
 * - IBANs are checked by country length (Ireland and the common SEPA countries) and the mod-97
 *   check digits, and shown masked: the country and the last four characters.
 */
import { type NightRange, nightCount } from "./nights";

export interface PayablePlacement extends NightRange {
  placementId: number;
  providerId: number;
  ratePerNightCents: number;
  arrivalConfirmed: boolean;
  held: boolean;
  /** Nights of this placement another run (a draft or an approved one) already pays. */
  paid?: readonly NightRange[];
}

export interface PaymentLine {
  providerId: number;
  nights: number;
  amountCents: number;
}

/** Nights [from, to) of one placement a run pays, at the placement's rate. */
export interface PaymentItem extends NightRange {
  placementId: number;
  providerId: number;
  nights: number;
  ratePerNightCents: number;
  amountCents: number;
}

/** The nights of `range` that are not in `taken`, as ranges in order. */
function without(range: NightRange, taken: NightRange): NightRange[] {
  // Stryker disable next-line EqualityOperator: a range that only touches splits into itself anyway
  if (taken.to <= range.from || taken.from >= range.to) return [range];
  const pieces: NightRange[] = [];
  if (taken.from > range.from) pieces.push({ from: range.from, to: taken.from });
  if (taken.to < range.to) pieces.push({ from: taken.to, to: range.to });
  return pieces;
}

/**
 * The nights of the placement a run for the period pays, as ranges in order: those inside both
 * the placement and the period, less those another run pays already; none before the arrival
 * is confirmed or while the placement is held.
 */
export function unpaidRanges(placement: PayablePlacement, period: NightRange): NightRange[] {
  if (!placement.arrivalConfirmed || placement.held) return [];
  // "YYYY-MM-DD" days sort as strings.
  const [, from] = [placement.from, period.from].sort();
  const [to] = [placement.to, period.to].sort();
  const inside = { from: from ?? period.from, to: to ?? period.to };
  if (nightCount(inside) === 0) return [];
  let pieces = [inside];
  for (const paid of placement.paid ?? []) {
    pieces = pieces.flatMap((piece) => without(piece, paid));
  }
  return pieces;
}

/** Nights of the placement paid in the period. */
export function payableNights(placement: PayablePlacement, period: NightRange): number {
  return unpaidRanges(placement, period).reduce((sum, range) => sum + nightCount(range), 0);
}

/** What a run pays for each placement: one item per unpaid range. */
export function paymentItems(
  placements: readonly PayablePlacement[],
  period: NightRange,
): PaymentItem[] {
  return placements.flatMap((placement) =>
    unpaidRanges(placement, period).map((range) => {
      const nights = nightCount(range);
      return {
        placementId: placement.placementId,
        providerId: placement.providerId,
        from: range.from,
        to: range.to,
        nights,
        ratePerNightCents: placement.ratePerNightCents,
        amountCents: nights * placement.ratePerNightCents,
      };
    }),
  );
}

/** The run's lines, one per provider with something to pay, and their total. */
export function paymentRun(
  placements: readonly PayablePlacement[],
  period: NightRange,
): { lines: PaymentLine[]; totalCents: number } {
  const byProvider = new Map<number, PaymentLine>();
  for (const item of paymentItems(placements, period)) {
    const line = byProvider.get(item.providerId) ?? {
      providerId: item.providerId,
      nights: 0,
      amountCents: 0,
    };
    line.nights += item.nights;
    line.amountCents += item.amountCents;
    byProvider.set(item.providerId, line);
  }
  const lines = [...byProvider.values()].sort((a, b) => a.providerId - b.providerId);
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}

/** Rent-a-room relief limit per year: €14,000. */
export const RENT_A_ROOM_LIMIT_CENTS = 1_400_000;
/** Share of the limit from which staff are warned. */
export const RELIEF_WARNING_PERCENT = 90;

export type ReliefStatus = "ok" | "approaching" | "over";

/** Where a family stands with the relief once `pendingCents` is paid on top of this year's. */
export function reliefStatus(receivedThisYearCents: number, pendingCents: number): ReliefStatus {
  const total = receivedThisYearCents + pendingCents;
  if (total > RENT_A_ROOM_LIMIT_CENTS) return "over";
  return total * 100 >= RELIEF_WARNING_PERCENT * RENT_A_ROOM_LIMIT_CENTS ? "approaching" : "ok";
}

/** IBAN lengths of Ireland and the SEPA countries families are paid in. */
export const ibanLengths: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  DK: 18,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  IE: 22,
  IT: 27,
  LU: 20,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  SE: 24,
};

/** The IBAN without spaces, in capitals, as stored and as written into a SEPA file. */
// Stryker disable next-line Regex: with the g flag, removing each space alone removes runs of them too
export const normalizeIban = (iban: string): string => iban.replace(/\s+/g, "").toUpperCase();

export type IbanProblem = "format" | "country" | "length" | "checksum";

/** The remainder of the IBAN's number (letters as 10–35, first four characters last) by 97. */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return remainder;
}

/** Why the IBAN is not valid, or null when it is. */
export function ibanProblem(input: string): IbanProblem | null {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return "format";
  const length = ibanLengths[iban.slice(0, 2)];
  if (length === undefined) return "country";
  if (iban.length !== length) return "length";
  return ibanRemainder(iban) === 1 ? null : "checksum";
}

export const isValidIban = (input: string): boolean => ibanProblem(input) === null;

/** The country and the last four characters, for staff screens and statements. */
export function maskIban(input: string): string {
  const iban = normalizeIban(input);
  return `${iban.slice(0, 2)} •••• ${iban.slice(-4)}`;
}
