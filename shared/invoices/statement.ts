/**
 * An agency's statement of account (issue 32, decision 0049): its invoices, credit notes and
 * payments as dated entries with a running balance. Pure, so that the arithmetic has unit tests
 * a mutation run cannot fool (tests/unit/invoices-statement.test.ts); the service
 * (server/services/invoices/statements.ts) reads the rows.
 *
 * The balance is what the agency owes the school: an invoice raises it, a credit note and a
 * payment lower it; negative is money the school holds for the agency. The ageing, what is due
 * and what is on account are as of `today` (allocations have no business date), whatever period
 * the entries show.
 */
import { isCalendarDate } from "../forms/fields";
import { journalAmount } from "./journal";
import { debtAgeing } from "./rules";
import type { DebtAgeing, InvoiceKind } from "./types";

export interface StatementDocumentInput {
  id: number;
  number: string;
  kind: InvoiceKind;
  issuedOn: string;
  /** Positive for both kinds. */
  totalCents: number;
  bookingId: number;
  /** "CLV-00042 · Ana García": what the line is about. */
  description: string;
}

/** Money received: a transfer from the agency, or a booking's payment settling its invoices. */
export interface StatementReceiptInput {
  kind: "transfer" | "payment";
  id: number;
  receivedOn: string;
  amountCents: number;
  /** The bank reference, or the booking's reference for a booking payment. */
  reference: string;
}

/** One allocation row (reversals negative), naming its source. */
export interface StatementAllocationInput {
  invoiceId: number;
  source: { kind: "transfer" | "payment" | "credit-note"; id: number };
  amountCents: number;
}

export interface StatementInput {
  documents: readonly StatementDocumentInput[];
  receipts: readonly StatementReceiptInput[];
  allocations: readonly StatementAllocationInput[];
  /** The period shown, both days included ("YYYY-MM-DD"). */
  from: string;
  to: string;
  today: string;
}

export const statementEntryTypes = ["invoice", "credit-note", "transfer", "payment"] as const;
export type StatementEntryType = (typeof statementEntryTypes)[number];

export interface StatementEntry {
  date: string;
  type: StatementEntryType;
  /** The document's number, or the payment's reference. */
  number: string;
  description: string;
  /** What the entry adds to the balance (an invoice), else 0. */
  debitCents: number;
  /** What it takes off (a credit note or a payment), else 0. */
  creditCents: number;
  /** The balance after this entry. */
  balanceCents: number;
  /** An invoice: what is still owed on it today; else 0. */
  openCents: number;
}

export interface Statement {
  from: string;
  to: string;
  today: string;
  /** The balance of everything dated before `from`. */
  openingCents: number;
  entries: StatementEntry[];
  /** `openingCents` plus the period's entries. */
  closingCents: number;
  /** Open invoices today, by age. */
  ageing: DebtAgeing;
  /** The sum of the ageing: what the agency's invoices still owe today. */
  dueCents: number;
  /** Payments and credit notes not yet allocated to an invoice: the agency's money on account. */
  onAccountCents: number;
  /** `dueCents − onAccountCents`: the balance of every entry to date. */
  balanceCents: number;
}

/** Same day: invoices first, then credit notes, then payments; then in the order they were made. */
const typeOrder: Record<StatementEntryType, number> = {
  invoice: 0,
  "credit-note": 1,
  transfer: 2,
  payment: 3,
};

interface Movement {
  date: string;
  type: StatementEntryType;
  id: number;
  number: string;
  description: string;
  /** Signed: positive raises what the agency owes. */
  cents: number;
  openCents: number;
}

function sumBy<T>(items: readonly T[], cents: (item: T) => number): number {
  return items.reduce((sum, item) => sum + cents(item), 0);
}

/** Net allocated per key ("invoice:7", "transfer:3", "credit-note:9"). */
function allocatedByKey(allocations: readonly StatementAllocationInput[]): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (key: string, cents: number) => totals.set(key, (totals.get(key) ?? 0) + cents);
  for (const allocation of allocations) {
    add(`invoice:${allocation.invoiceId}`, allocation.amountCents);
    add(`${allocation.source.kind}:${allocation.source.id}`, allocation.amountCents);
  }
  return totals;
}

export function agencyStatement(input: StatementInput): Statement {
  if (input.from > input.to) throw new RangeError("A statement's period ends after it starts");
  const allocated = allocatedByKey(input.allocations);
  const allocatedTo = (key: string) => allocated.get(key) ?? 0;

  const movements: Movement[] = [
    ...input.documents.map((document) => {
      const isInvoice = document.kind === "invoice";
      return {
        date: document.issuedOn,
        type: document.kind,
        id: document.id,
        number: document.number,
        description: document.description,
        cents: isInvoice ? document.totalCents : -document.totalCents,
        openCents: isInvoice ? document.totalCents - allocatedTo(`invoice:${document.id}`) : 0,
      };
    }),
    ...input.receipts.map((receipt) => ({
      date: receipt.receivedOn,
      type: receipt.kind,
      id: receipt.id,
      number: receipt.reference,
      description: "",
      cents: -receipt.amountCents,
      openCents: 0,
    })),
  ].sort(
    (a, b) => a.date.localeCompare(b.date) || typeOrder[a.type] - typeOrder[b.type] || a.id - b.id,
  );

  const openingCents = sumBy(
    movements.filter((movement) => movement.date < input.from),
    (movement) => movement.cents,
  );
  let balanceCents = openingCents;
  const entries: StatementEntry[] = [];
  for (const movement of movements) {
    if (movement.date < input.from || movement.date > input.to) continue;
    balanceCents += movement.cents;
    entries.push({
      date: movement.date,
      type: movement.type,
      number: movement.number,
      description: movement.description,
      debitCents: Math.max(0, movement.cents),
      creditCents: Math.max(0, -movement.cents),
      balanceCents,
      openCents: movement.openCents,
    });
  }

  const openInvoices = input.documents
    .filter((document) => document.kind === "invoice")
    .map((document) => ({
      id: document.id,
      issuedOn: document.issuedOn,
      openCents: document.totalCents - allocatedTo(`invoice:${document.id}`),
    }));
  const ageing = debtAgeing(openInvoices, input.today);
  const dueCents = sumBy(Object.values(ageing), (cents) => cents);
  const unusedCredit = sumBy(
    input.documents.filter((document) => document.kind === "credit-note"),
    (note) => note.totalCents - allocatedTo(`credit-note:${note.id}`),
  );
  const unusedReceipts = sumBy(
    input.receipts,
    (receipt) => receipt.amountCents - allocatedTo(`${receipt.kind}:${receipt.id}`),
  );
  const onAccountCents = unusedCredit + unusedReceipts;
  return {
    from: input.from,
    to: input.to,
    today: input.today,
    openingCents,
    entries,
    closingCents: balanceCents,
    ageing,
    dueCents,
    onAccountCents,
    balanceCents: dueCents - onAccountCents,
  };
}

/**
 * The period a page asks for with `?from=&to=`: each a real day, or left to the default (the
 * year so far); a period that ends before it starts is dropped whole.
 */
export function periodOfQuery(query: URLSearchParams): { from?: string; to?: string } {
  const day = (name: string) => {
    // Stryker disable next-line StringLiteral: any text that is not a day is refused alike
    const value = query.get(name) ?? "";
    return isCalendarDate(value) ? value : undefined;
  };
  const from = day("from");
  const to = day("to");
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing end compares false anyway
  return from && to && from > to ? {} : { from, to };
}

/** The CSV's columns (English, as the accountant's journal). */
export const statementColumns = [
  "Date",
  "Type",
  "Number",
  "Description",
  "Debit (EUR)",
  "Credit (EUR)",
  "Balance (EUR)",
] as const;

const typeLabels: Record<StatementEntryType, string> = {
  invoice: "Invoice",
  "credit-note": "Credit note",
  transfer: "Transfer",
  payment: "Payment",
};

/** The CSV rows: the opening balance, the entries, the closing balance. */
export function statementRows(statement: Statement): string[][] {
  return [
    [statement.from, "Opening balance", "", "", "", "", journalAmount(statement.openingCents)],
    ...statement.entries.map((entry) => [
      entry.date,
      typeLabels[entry.type],
      entry.number,
      entry.description,
      entry.debitCents ? journalAmount(entry.debitCents) : "",
      entry.creditCents ? journalAmount(entry.creditCents) : "",
      journalAmount(entry.balanceCents),
    ]),
    [statement.to, "Closing balance", "", "", "", "", journalAmount(statement.closingCents)],
  ];
}
