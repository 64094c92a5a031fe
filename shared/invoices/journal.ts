/**
 * The accountant's journal (issue 32): which ledger account each kind of entry is booked to,
 * and the CSV columns, in the order a bookkeeping import (Sage, Xero, QuickBooks) maps them.
 */
import type { JournalRow } from "./types";

/** The chart of accounts the school's accountant gave; one place to change it. */
export const journalAccounts = {
  "invoice-student": "1100 Trade debtors: students",
  "invoice-agency": "1110 Trade debtors: agencies",
  payment: "1200 Bank current account",
} as const;

export const journalColumns = [
  "date",
  "number",
  "type",
  "payer",
  "booking",
  "net",
  "vat",
  "gross",
  "account",
] as const;

/** Cents as the accountant's "1234.50" (a dot, two decimals, a minus for credits). */
export function journalAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A journal row as CSV cells; credit notes and payments reduce what is owed: negative. */
export function journalCells(row: JournalRow): string[] {
  const sign = row.type === "invoice" ? 1 : -1;
  return [
    row.date,
    row.number,
    row.type,
    row.payer,
    row.bookingId === null ? "" : String(row.bookingId),
    journalAmount(sign * row.netCents),
    journalAmount(sign * row.vatCents),
    journalAmount(sign * row.grossCents),
    row.account,
  ];
}
