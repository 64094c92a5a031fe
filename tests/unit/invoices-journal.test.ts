/**
 * The accountant's journal (issue 32): amounts as "1234.50", credit notes and payments negative,
 * the columns in the order the import maps them.
 */
import { describe, expect, it } from "vitest";
import {
  journalAccounts,
  journalAmount,
  journalCells,
  journalColumns,
} from "../../shared/invoices/journal";
import type { JournalRow } from "../../shared/invoices/types";

describe("journal amounts", () => {
  it("print cents with a dot and two decimals, a minus for credits", () => {
    expect(journalAmount(123450)).toBe("1234.50");
    expect(journalAmount(5)).toBe("0.05");
    expect(journalAmount(100)).toBe("1.00");
    expect(journalAmount(0)).toBe("0.00");
    expect(journalAmount(-7)).toBe("-0.07");
    expect(journalAmount(-250000)).toBe("-2500.00");
  });
});

const row: JournalRow = {
  date: "2027-03-01",
  number: "2027-00042",
  type: "invoice",
  payer: "Lucía García",
  bookingId: 17,
  netCents: 108500,
  vatCents: 0,
  grossCents: 108500,
  account: journalAccounts["invoice-student"],
};

describe("journal rows", () => {
  it("name their columns in the accountant's order", () => {
    expect(journalColumns).toEqual([
      "date",
      "number",
      "type",
      "payer",
      "booking",
      "net",
      "vat",
      "gross",
      "account",
    ]);
  });

  it("book an invoice positive to the debtors' account", () => {
    expect(journalCells(row)).toEqual([
      "2027-03-01",
      "2027-00042",
      "invoice",
      "Lucía García",
      "17",
      "1085.00",
      "0.00",
      "1085.00",
      "1100 Trade debtors: students",
    ]);
  });

  it("book a credit note and a payment negative; a transfer has no booking", () => {
    expect(
      journalCells({ ...row, type: "credit-note", netCents: 4550, grossCents: 4550 }).slice(5, 8),
    ).toEqual(["-45.50", "0.00", "-45.50"]);
    const transfer = journalCells({
      ...row,
      type: "agency-payment",
      bookingId: null,
      vatCents: 12,
      account: journalAccounts.payment,
    });
    expect(transfer[4]).toBe("");
    expect(transfer.slice(5)).toEqual([
      "-1085.00",
      "-0.12",
      "-1085.00",
      "1200 Bank current account",
    ]);
  });
});
