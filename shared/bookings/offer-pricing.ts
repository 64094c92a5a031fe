/**
 * An offer's arithmetic: each line's total, the discounts, the total and the deposit, and the
 * number of weeks between two days. Shared by the offer editor's live totals and the server,
 * which prices every offer itself (a browser's totals are never stored).
 */

import { roundCents } from "../format/money";
import type { DepositRule, OfferLine, OfferLineInput } from "./types";

/** A line's total in cents: quantity × unit, or a discount (an amount or a percentage) as a negative. */
export function lineTotal(line: OfferLineInput, subtotalBeforeDiscounts: number): number {
  if (line.kind !== "discount") return line.quantity * line.unitCents;
  if (line.percent) return -roundCents((subtotalBeforeDiscounts * line.percent) / 100);
  return -(line.quantity * line.unitCents);
}

export interface OfferTotals {
  lines: OfferLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  depositCents: number;
}

/**
 * The deposit the rule asks of a total: never more than the total, nothing on a free offer (or
 * one whose discounts exceed its price).
 */
export function depositOf(totalCents: number, rule: DepositRule): number {
  const asked = rule.kind === "fixed" ? rule.cents : roundCents((totalCents * rule.percent) / 100);
  return Math.max(0, Math.min(totalCents, asked));
}

/** Percentage discounts apply to the sum of the other lines, before any discount. */
export function priceOffer(lines: OfferLineInput[], rule: DepositRule): OfferTotals {
  const subtotalCents = lines
    .filter((line) => line.kind !== "discount")
    .reduce((sum, line) => sum + line.quantity * line.unitCents, 0);
  const priced = lines.map((line) => ({ ...line, totalCents: lineTotal(line, subtotalCents) }));
  // Summed as a positive amount off (negating a sum of nothing would give −0).
  const discountCents = priced
    .filter((line) => line.kind === "discount")
    .reduce((sum, line) => sum - line.totalCents, 0);
  const totalCents = subtotalCents - discountCents;
  return {
    lines: priced,
    subtotalCents,
    discountCents,
    totalCents,
    depositCents: depositOf(totalCents, rule),
  };
}

/** Whole weeks from start to end (a Monday-to-Friday week counts as one). */
export function weeksBetween(startDate: string, endDate: string): number {
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 864e5;
  return Math.max(1, Math.ceil((days + 1) / 7));
}
