/**
 * Paying host families and residences (issue 31, decision 0042).
 *
 * - A payment run covers the nights from `from` up to, not including, `to`. A placement is paid
 *   for the nights inside both itself and the period (pro-rated), times its rate per night in
 *   whole cents. A placement whose arrival is not confirmed yet (by the family in the portal or
 *   by staff) is paid nothing, nor is a held one: a run made after the confirmation or the
 *   release pays those nights.
 * - A run has one line per provider (nights and cents summed over its placements), in provider
 *   id order, and no line for a provider with nothing to pay.
 * - Irish rent-a-room relief: rent of up to €14,000 a year is tax free, and all of it is taxed
 *   once the year's total is above that. Staff are warned from 90 % (€12,600) of the limit,
 *   counting what was received this year and what a run would add; exactly €14,000 is still
 *   inside the relief.
 * - IBANs are checked by country length (Ireland and the common SEPA countries) and the mod-97
 *   check digits, and shown masked: the country and the last four characters.
 */
import { type NightRange, sharedNights } from "./nights";

export interface PayablePlacement extends NightRange {
  providerId: number;
  ratePerNightCents: number;
  arrivalConfirmed: boolean;
  held: boolean;
}

export interface PaymentLine {
  providerId: number;
  nights: number;
  amountCents: number;
}

/** Nights of the placement paid in the period. */
export function payableNights(placement: PayablePlacement, period: NightRange): number {
  if (!placement.arrivalConfirmed || placement.held) return 0;
  return sharedNights(placement, period);
}

/** The run's lines, one per provider with something to pay, and their total. */
export function paymentRun(
  placements: readonly PayablePlacement[],
  period: NightRange,
): { lines: PaymentLine[]; totalCents: number } {
  const byProvider = new Map<number, PaymentLine>();
  for (const placement of placements) {
    const nights = payableNights(placement, period);
    if (nights === 0) continue;
    const line = byProvider.get(placement.providerId) ?? {
      providerId: placement.providerId,
      nights: 0,
      amountCents: 0,
    };
    line.nights += nights;
    line.amountCents += nights * placement.ratePerNightCents;
    byProvider.set(placement.providerId, line);
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
