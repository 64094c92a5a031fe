/**
 * An agency's statement of account (shared/invoices/statement.ts): entries in date order with a
 * running balance, the opening balance before the period, what is due by age and what is on
 * account. Part of the mutation run.
 */
import {
  agencyStatement,
  periodOfQuery,
  type StatementAllocationInput,
  type StatementDocumentInput,
  type StatementInput,
  type StatementReceiptInput,
  statementColumns,
  statementRows,
} from "@shared/invoices/statement";
import { describe, expect, it } from "vitest";

const invoice = (
  id: number,
  issuedOn: string,
  totalCents: number,
  kind: StatementDocumentInput["kind"] = "invoice",
): StatementDocumentInput => ({
  id,
  number: `2027-${String(id).padStart(5, "0")}`,
  kind,
  issuedOn,
  totalCents,
  bookingId: 100 + id,
  description: `CLV-${id}`,
});

const transfer = (id: number, receivedOn: string, amountCents: number): StatementReceiptInput => ({
  kind: "transfer",
  id,
  receivedOn,
  amountCents,
  reference: `REF-${id}`,
});

const allocation = (
  invoiceId: number,
  kind: StatementAllocationInput["source"]["kind"],
  id: number,
  amountCents: number,
): StatementAllocationInput => ({ invoiceId, source: { kind, id }, amountCents });

const base: StatementInput = {
  documents: [],
  receipts: [],
  allocations: [],
  from: "2027-01-01",
  to: "2027-12-31",
  today: "2027-06-30",
};

describe("agencyStatement", () => {
  it("lists the period's entries by date with a running balance from the opening balance", () => {
    const statement = agencyStatement({
      ...base,
      from: "2027-03-01",
      to: "2027-04-30",
      documents: [
        invoice(1, "2027-02-10", 100_000),
        invoice(2, "2027-03-05", 50_000),
        invoice(3, "2027-03-20", 20_000, "credit-note"),
        invoice(4, "2027-05-02", 70_000),
      ],
      receipts: [transfer(1, "2027-02-20", 30_000), transfer(2, "2027-04-01", 60_000)],
    });
    expect(statement.openingCents).toBe(70_000);
    expect(statement.entries.map((entry) => [entry.number, entry.balanceCents])).toEqual([
      ["2027-00002", 120_000],
      ["2027-00003", 100_000],
      ["REF-2", 40_000],
    ]);
    expect(statement.entries[0]).toMatchObject({ debitCents: 50_000, creditCents: 0 });
    expect(statement.entries[1]).toMatchObject({
      type: "credit-note",
      debitCents: 0,
      creditCents: 20_000,
    });
    expect(statement.entries[2]).toMatchObject({ type: "transfer", description: "" });
    expect(statement.closingCents).toBe(40_000);
  });

  it("includes both ends of the period and orders a day invoices, credit notes, then payments", () => {
    const statement = agencyStatement({
      ...base,
      from: "2027-03-01",
      to: "2027-03-31",
      documents: [
        invoice(9, "2027-03-31", 10_000),
        invoice(8, "2027-03-31", 1_000, "credit-note"),
        invoice(7, "2027-03-01", 5_000),
        invoice(6, "2027-02-28", 1),
        invoice(5, "2027-04-01", 1),
      ],
      receipts: [
        { kind: "payment", id: 2, receivedOn: "2027-03-31", amountCents: 300, reference: "CLV-2" },
        transfer(3, "2027-03-31", 200),
        transfer(1, "2027-03-31", 100),
      ],
    });
    expect(statement.entries.map((entry) => `${entry.type}:${entry.number}`)).toEqual([
      "invoice:2027-00007",
      "invoice:2027-00009",
      "credit-note:2027-00008",
      "transfer:REF-1",
      "transfer:REF-3",
      "payment:CLV-2",
    ]);
    expect(statement.openingCents).toBe(1);
    expect(statement.closingCents).toBe(1 + 5_000 + 10_000 - 1_000 - 100 - 200 - 300);
  });

  it("allocates nothing by itself: what is due and on account come from the allocations", () => {
    const statement = agencyStatement({
      ...base,
      documents: [
        invoice(1, "2027-01-10", 100_000),
        invoice(2, "2027-05-15", 80_000),
        invoice(3, "2027-05-20", 5_000, "credit-note"),
      ],
      receipts: [transfer(1, "2027-06-01", 150_000)],
      allocations: [
        allocation(1, "transfer", 1, 100_000),
        allocation(2, "transfer", 1, 30_000),
        allocation(2, "credit-note", 3, 5_000),
        allocation(2, "transfer", 1, 10_000),
        allocation(2, "transfer", 1, -10_000),
      ],
    });
    expect(statement.entries.find((entry) => entry.number === "2027-00001")?.openCents).toBe(0);
    expect(statement.entries.find((entry) => entry.number === "2027-00002")?.openCents).toBe(
      45_000,
    );
    expect(statement.dueCents).toBe(45_000);
    expect(statement.onAccountCents).toBe(20_000);
    expect(statement.balanceCents).toBe(25_000);
    // Every entry to date: the same as due less on account.
    expect(statement.closingCents).toBe(statement.balanceCents);
  });

  it("counts an unused credit note and an unused booking payment as on account", () => {
    const statement = agencyStatement({
      ...base,
      documents: [invoice(1, "2027-06-01", 1_000), invoice(2, "2027-06-02", 400, "credit-note")],
      receipts: [
        { kind: "payment", id: 5, receivedOn: "2027-06-03", amountCents: 700, reference: "X" },
      ],
      allocations: [allocation(1, "credit-note", 2, 300), allocation(1, "payment", 5, 600)],
    });
    expect(statement.dueCents).toBe(100);
    expect(statement.onAccountCents).toBe(100 + 100);
    expect(statement.balanceCents).toBe(-100);
    expect(statement.closingCents).toBe(-100);
  });

  it("ages open invoices by days since issue as of today", () => {
    const statement = agencyStatement({
      ...base,
      today: "2027-06-30",
      documents: [
        invoice(1, "2027-05-31", 1), // 30 days
        invoice(2, "2027-05-30", 20), // 31 days
        invoice(3, "2027-05-01", 300), // 60
        invoice(4, "2027-04-30", 4_000), // 61
        invoice(5, "2027-04-01", 50_000), // 90
        invoice(6, "2027-03-31", 600_000), // 91
        invoice(7, "2027-03-01", 7_000_000),
        invoice(8, "2027-01-01", 9, "credit-note"),
      ],
      allocations: [allocation(7, "transfer", 1, 7_000_000)],
    });
    expect(statement.ageing).toEqual({
      "0-30": 1,
      "31-60": 320,
      "61-90": 54_000,
      "90+": 600_000,
    });
    expect(statement.dueCents).toBe(654_321);
  });

  it("refuses a period that ends before it starts, and allows a single day", () => {
    expect(() => agencyStatement({ ...base, from: "2027-02-02", to: "2027-02-01" })).toThrow(
      "A statement's period ends after it starts",
    );
    const day = agencyStatement({
      ...base,
      from: "2027-02-02",
      to: "2027-02-02",
      documents: [invoice(1, "2027-02-02", 500)],
    });
    expect(day.entries).toHaveLength(1);
    expect(day.closingCents).toBe(500);
  });

  it("is empty and zero for an agency with nothing", () => {
    expect(agencyStatement(base)).toEqual({
      from: base.from,
      to: base.to,
      today: base.today,
      openingCents: 0,
      entries: [],
      closingCents: 0,
      ageing: { "0-30": 0, "31-60": 0, "61-90": 0, "90+": 0 },
      dueCents: 0,
      onAccountCents: 0,
      balanceCents: 0,
    });
  });
});

describe("statementRows", () => {
  it("prints the opening balance, each entry in euros, and the closing balance", () => {
    const statement = agencyStatement({
      ...base,
      from: "2027-03-01",
      documents: [
        invoice(1, "2027-02-01", 1_005),
        invoice(2, "2027-03-02", 250_050),
        invoice(3, "2027-03-03", 50, "credit-note"),
      ],
      receipts: [transfer(4, "2027-03-04", 300_000)],
    });
    expect(statementColumns).toHaveLength(7);
    expect(statementRows(statement)).toEqual([
      ["2027-03-01", "Opening balance", "", "", "", "", "10.05"],
      ["2027-03-02", "Invoice", "2027-00002", "CLV-2", "2500.50", "", "2510.55"],
      ["2027-03-03", "Credit note", "2027-00003", "CLV-3", "", "0.50", "2510.05"],
      ["2027-03-04", "Transfer", "REF-4", "", "", "3000.00", "-489.95"],
      ["2027-12-31", "Closing balance", "", "", "", "", "-489.95"],
    ]);
  });

  it("names a booking's own payment as a payment", () => {
    const statement = agencyStatement({
      ...base,
      from: "2027-03-01",
      documents: [invoice(1, "2027-03-02", 1_000)],
      receipts: [
        { kind: "payment", id: 9, receivedOn: "2027-03-05", amountCents: 400, reference: "CLV-1" },
      ],
    });
    expect(statementRows(statement)[2]?.slice(0, 3)).toEqual(["2027-03-05", "Payment", "CLV-1"]);
  });
});

describe("periodOfQuery", () => {
  const period = (query: string) => periodOfQuery(new URLSearchParams(query));
  it("takes real days in order, and leaves out what is missing or not a day", () => {
    expect(period("from=2027-01-01&to=2027-03-31")).toEqual({
      from: "2027-01-01",
      to: "2027-03-31",
    });
    expect(period("from=2027-03-31&to=2027-03-31")).toEqual({
      from: "2027-03-31",
      to: "2027-03-31",
    });
    expect(period("to=2027-03-31")).toEqual({ from: undefined, to: "2027-03-31" });
    expect(period("from=2027-02-30&to=next")).toEqual({ from: undefined, to: undefined });
  });
  it("drops a period that ends before it starts, and keeps one with a single end", () => {
    expect(period("from=2027-04-01&to=2027-03-31")).toEqual({});
    expect(period("from=2027-04-01&to=2027-03-31")).not.toHaveProperty("from");
    expect(period("from=2027-04-01")).toHaveProperty("from", "2027-04-01");
    expect(period("to=2027-03-31")).toHaveProperty("to", "2027-03-31");
    expect(period("from=2027-01-01&to=2027-03-31")).toHaveProperty("from", "2027-01-01");
  });
});
