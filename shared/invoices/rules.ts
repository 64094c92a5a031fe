/**
 * The ledger's rules (issue 32, decision 0049): pure functions that decide money, so that each
 * has unit tests a mutation run cannot fool (tests/unit/invoices-rules.test.ts). The services
 * read and write the rows around them; nothing here touches the clock or the database.
 */
import type { OfferLine } from "../bookings/types";
import type { AgeingBucket, DebtAgeing, InvoiceKind, InvoiceLine } from "./types";

/** "2027-00042": the year, then the year's gapless sequence, padded so numbers sort as text. */
export function invoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) {
    throw new RangeError(`An invoice year has four digits, not ${year}`);
  }
  if (!Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`An invoice sequence starts at 1, not ${sequence}`);
  }
  return `${year}-${String(sequence).padStart(5, "0")}`;
}

/** Whole days from `from` to `to` ("YYYY-MM-DD"); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** An offer line as an invoice prints it. */
export function invoiceLineOf(line: OfferLine): InvoiceLine {
  return {
    description: line.description,
    quantity: line.quantity,
    unitCents: line.kind === "discount" ? line.totalCents : line.unitCents,
    totalCents: line.totalCents,
  };
}

export interface BookingInvoiceInput {
  offerLines: readonly OfferLine[];
  /** `net`: the agency pays tuition less commission, and the commission is a line of the invoice. */
  basis: "gross" | "net";
  commissionCents: number;
  /** "Agency commission (12.5 % of tuition)", in the payer's language. */
  commissionLabel: string;
}

/** The lines and total of the invoice a booking's acceptance issues. */
export function bookingInvoice(input: BookingInvoiceInput): {
  lines: InvoiceLine[];
  totalCents: number;
} {
  const lines = input.offerLines.map(invoiceLineOf);
  if (input.basis === "net" && input.commissionCents > 0) {
    lines.push({
      description: input.commissionLabel,
      quantity: 1,
      unitCents: -input.commissionCents,
      totalCents: -input.commissionCents,
    });
  }
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  if (totalCents < 0) throw new RangeError("An invoice never totals less than nothing");
  return { lines, totalCents };
}

/**
 * A change of `amountCents` to a booked booking: more is a difference invoice, less a credit
 * note, both for exactly the difference (positive); nothing is no document at all.
 */
export function differenceDocument(
  amountCents: number,
): { kind: InvoiceKind; totalCents: number } | null {
  if (!Number.isInteger(amountCents)) throw new RangeError("Amounts are whole cents");
  if (amountCents === 0) return null;
  // Stryker disable next-line EqualityOperator: zero returned above, so > and >= agree
  return amountCents > 0
    ? { kind: "invoice", totalCents: amountCents }
    : { kind: "credit-note", totalCents: -amountCents };
}

/** The cancellation tiers of the terms (legal.json `cancellationTable`). */
export type CancellationTier = "early" | "middle" | "late";

/** More than 30 days' notice: early; 14 to 30: middle; under 14: late. */
export function cancellationTier(noticeDays: number): CancellationTier {
  if (noticeDays > 30) return "early";
  if (noticeDays >= 14) return "middle";
  return "late";
}

export interface CancellationInput {
  /** Invoices less credit notes of the booking, to its payer. */
  invoicedCents: number;
  /** What the payer has paid towards the booking. */
  paidCents: number;
  /** The administration (registration) fees of the booking: never refunded. */
  adminFeesCents: number;
  /** Days from the written notice to the first day of the course. */
  noticeDays: number;
  /** The school cancelled the course: everything is credited (terms: "a full refund"). */
  bySchool?: boolean;
}

/**
 * What a cancellation keeps and credits. The school keeps the administration fees in every
 * tier; beyond them, early notice keeps nothing, the middle tier keeps half of what was paid
 * (refunding the other half) and late notice keeps what was paid (no refund). The payer's
 * balance afterwards is `kept − paid`: negative is the refund due, positive what is still owed.
 */
export function cancellationCredit(input: CancellationInput): {
  tier: CancellationTier;
  keptCents: number;
  creditCents: number;
} {
  const tier = cancellationTier(input.noticeDays);
  const invoiced = Math.max(0, input.invoicedCents);
  if (input.bySchool) return { tier, keptCents: 0, creditCents: invoiced };
  const fees = Math.min(invoiced, Math.max(0, input.adminFeesCents));
  const paid = Math.max(0, input.paidCents);
  const keptOfPaid = tier === "early" ? 0 : tier === "middle" ? paid - Math.floor(paid / 2) : paid;
  const keptCents = Math.min(invoiced, Math.max(fees, keptOfPaid));
  return { tier, keptCents, creditCents: invoiced - keptCents };
}

export interface OpenItem {
  id: number;
  issuedOn: string;
  openCents: number;
}

/**
 * A payment (or a credit note) settles the payer's open invoices oldest first (by day, then by
 * number order); what is left stays on account.
 */
export function allocateOldestFirst(
  open: readonly OpenItem[],
  amountCents: number,
): { allocations: { invoiceId: number; amountCents: number }[]; remainderCents: number } {
  const ordered = [...open]
    .filter((item) => item.openCents > 0)
    .sort((a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.id - b.id);
  const allocations: { invoiceId: number; amountCents: number }[] = [];
  let left = Math.max(0, amountCents);
  for (const item of ordered) {
    if (left === 0) break;
    const share = Math.min(left, item.openCents);
    allocations.push({ invoiceId: item.id, amountCents: share });
    left -= share;
  }
  return { allocations, remainderCents: left };
}

/** 0–30, 31–60, 61–90 or over 90 days since the invoice was issued. */
export function ageingBucketOf(issuedOn: string, today: string): AgeingBucket {
  const age = daysBetween(issuedOn, today);
  if (age <= 30) return "0-30";
  if (age <= 60) return "31-60";
  if (age <= 90) return "61-90";
  return "90+";
}

/** What a payer still owes, by how old the open invoices are. */
export function debtAgeing(open: readonly OpenItem[], today: string): DebtAgeing {
  const ageing: DebtAgeing = { "0-30": 0, "31-60": 0, "61-90": 0, "90+": 0 };
  for (const item of open) {
    ageing[ageingBucketOf(item.issuedOn, today)] += Math.max(0, item.openCents);
  }
  return ageing;
}
