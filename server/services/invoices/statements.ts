/**
 * Agencies' statements of account (issue 32, decision 0049): the rows of one agency's invoices,
 * credit notes, transfers and allocations, turned into entries by the pure agencyStatement
 * (shared/invoices/statement.ts); the debts of every agency, paged and searched on the server;
 * and the statement as CSV. Staff and the partner portal read the same statement: the portal
 * passes the signed-in agent's own agency id, never one from the request.
 */
import {
  agencyStatement,
  type Statement,
  type StatementAllocationInput,
  type StatementReceiptInput,
  statementColumns,
  statementRows,
} from "@shared/invoices/statement";
import type { AgencyInvoicing } from "@shared/invoices/types";
import { and, asc, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  agencies,
  agencyPayments,
  bookingPayments,
  bookings,
  invoiceAllocations,
  invoices,
} from "../../db/schema";
import { csvStream } from "../exports/csv";
import { likePattern, offsetOf, type Page } from "../paging";

export interface StatementAgency {
  id: number;
  name: string;
  country: string;
  invoicing: AgencyInvoicing;
  vatId: string | null;
  address: string | null;
}

export interface AgencyStatement extends Statement {
  agency: StatementAgency;
}

export interface AgencyDebt {
  agencyId: number;
  name: string;
  country: string;
  invoicing: AgencyInvoicing;
  ageing: Statement["ageing"];
  dueCents: number;
  onAccountCents: number;
  balanceCents: number;
}

export interface AgencyDebtQuery {
  q: string;
  page: number;
  pageSize: number;
}

const agencyColumns = {
  id: agencies.id,
  name: agencies.name,
  country: agencies.country,
  invoicing: agencies.invoicing,
  vatId: agencies.vatId,
  address: agencies.address,
};

/** The first of January of `to`'s year: the period a statement shows unless asked otherwise. */
export function defaultPeriod(today: string, asked: { from?: string; to?: string }) {
  const to = asked.to || today;
  return { from: asked.from || `${to.slice(0, 4)}-01-01`, to };
}

/** Everything the statements of these agencies are made of, grouped by agency. */
async function ledgerRowsOf(db: Database, agencyIds: number[]) {
  const documents = await db
    .select({
      id: invoices.id,
      agencyId: invoices.agencyId,
      number: invoices.number,
      kind: invoices.kind,
      issuedOn: invoices.issuedOn,
      totalCents: invoices.totalCents,
      bookingId: invoices.bookingId,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(and(eq(invoices.payer, "agency"), inArray(invoices.agencyId, agencyIds)));
  const transfers = await db
    .select()
    .from(agencyPayments)
    .where(inArray(agencyPayments.agencyId, agencyIds));
  const documentIds = documents.map((document) => document.id);
  const allocations =
    documentIds.length === 0
      ? []
      : await db
          .select({
            invoiceId: invoiceAllocations.invoiceId,
            agencyPaymentId: invoiceAllocations.agencyPaymentId,
            bookingPaymentId: invoiceAllocations.bookingPaymentId,
            creditNoteId: invoiceAllocations.creditNoteId,
            amountCents: invoiceAllocations.amountCents,
            paymentOn: bookingPayments.receivedOn,
          })
          .from(invoiceAllocations)
          .leftJoin(bookingPayments, eq(bookingPayments.id, invoiceAllocations.bookingPaymentId))
          .where(inArray(invoiceAllocations.invoiceId, documentIds));
  const agencyOfInvoice = new Map(documents.map((document) => [document.id, document.agencyId]));

  return (agencyId: number) => {
    const own = documents.filter((document) => document.agencyId === agencyId);
    const ownAllocations = allocations.filter(
      (allocation) => agencyOfInvoice.get(allocation.invoiceId) === agencyId,
    );
    const receipts: StatementReceiptInput[] = transfers
      .filter((transfer) => transfer.agencyId === agencyId)
      .map((transfer) => ({
        kind: "transfer",
        id: transfer.id,
        receivedOn: transfer.receivedOn,
        amountCents: transfer.amountCents,
        reference: transfer.reference || `Transfer ${transfer.id}`,
      }));
    // A booking's own payment settling the agency's invoice: only the part it settled counts.
    const payments = new Map<number, StatementReceiptInput>();
    for (const allocation of ownAllocations) {
      if (allocation.bookingPaymentId === null || allocation.paymentOn === null) continue;
      const bookingId = own.find((document) => document.id === allocation.invoiceId)?.bookingId;
      const known = payments.get(allocation.bookingPaymentId) ?? {
        kind: "payment" as const,
        id: allocation.bookingPaymentId,
        receivedOn: allocation.paymentOn,
        amountCents: 0,
        reference: `Payment on booking #${bookingId}`,
      };
      known.amountCents += allocation.amountCents;
      payments.set(allocation.bookingPaymentId, known);
    }
    receipts.push(...[...payments.values()].filter((payment) => payment.amountCents > 0));
    const allocationInputs: StatementAllocationInput[] = ownAllocations.map((allocation) => ({
      invoiceId: allocation.invoiceId,
      amountCents: allocation.amountCents,
      source:
        allocation.agencyPaymentId !== null
          ? { kind: "transfer", id: allocation.agencyPaymentId }
          : allocation.bookingPaymentId !== null
            ? { kind: "payment", id: allocation.bookingPaymentId }
            : { kind: "credit-note", id: allocation.creditNoteId ?? 0 },
    }));
    return {
      documents: own.map((document) => ({
        id: document.id,
        number: document.number,
        kind: document.kind,
        issuedOn: document.issuedOn,
        totalCents: document.totalCents,
        bookingId: document.bookingId,
        description: `#${document.bookingId} ${document.firstName} ${document.lastName}`,
      })),
      receipts,
      allocations: allocationInputs,
    };
  };
}

/** One agency's statement for the period, or null when there is no such agency. */
export async function statementOf(
  db: Database,
  agencyId: number,
  period: { from: string; to: string },
  today: string,
): Promise<AgencyStatement | null> {
  if (!Number.isInteger(agencyId) || agencyId < 1 || agencyId > 2_147_483_647) return null;
  const [agency] = await db.select(agencyColumns).from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) return null;
  const rowsOf = await ledgerRowsOf(db, [agencyId]);
  return { agency, ...agencyStatement({ ...rowsOf(agencyId), ...period, today }) };
}

/** Every agency's debts by age, searched by name or country, paged; agencies in name order. */
export async function agencyDebts(
  db: Database,
  query: AgencyDebtQuery,
  today: string,
): Promise<Page<AgencyDebt>> {
  const pattern = likePattern(query.q);
  const where = query.q
    ? or(ilike(agencies.name, pattern), ilike(agencies.country, pattern))
    : undefined;
  const [total] = await db.select({ value: count() }).from(agencies).where(where);
  const rows = await db
    .select(agencyColumns)
    .from(agencies)
    .where(where)
    .orderBy(asc(sql`lower(${agencies.name})`), asc(agencies.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const rowsOf = await ledgerRowsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((agency) => {
      const statement = agencyStatement({ ...rowsOf(agency.id), from: today, to: today, today });
      return {
        agencyId: agency.id,
        name: agency.name,
        country: agency.country,
        invoicing: agency.invoicing,
        ageing: statement.ageing,
        dueCents: statement.dueCents,
        onAccountCents: statement.onAccountCents,
        balanceCents: statement.balanceCents,
      };
    }),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function* rowsOfStatement(statement: Statement) {
  yield* statementRows(statement);
}

/** The statement as CSV: opening balance, entries, closing balance. */
export function statementCsv(statement: Statement): ReadableStream<Uint8Array> {
  const columns = statementColumns.map((header, index) => ({
    header,
    value: (row: string[]) => row[index],
  }));
  return csvStream(columns, rowsOfStatement(statement));
}
