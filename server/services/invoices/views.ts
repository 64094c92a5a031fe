/**
 * Reading the ledger (issue 32): a document with what settled it, a booking's documents, the
 * staff list (paged, searched and filtered by day on the server) and the accountant's journal.
 */
import type { InvoiceListQuery } from "@shared/invoices/forms";
import { journalAccounts } from "@shared/invoices/journal";
import type {
  Invoice,
  InvoiceAllocation,
  InvoiceListItem,
  JournalRow,
} from "@shared/invoices/types";
import { and, asc, desc, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  agencies,
  agencyPayments,
  bookingPayments,
  bookings,
  invoiceAllocations,
  invoices,
} from "../../db/schema";
import { countUpToLimit, offsetOf, type Page, pageTotal, searchText, textMatches } from "../paging";

type InvoiceRow = typeof invoices.$inferSelect;

/** What settled an invoice, or what a credit note settled (qualified by hand: see allocations.ts). */
const settled = sql<number>`coalesce((select sum(ia.amount_cents) from invoice_allocations ia where ia.invoice_id = "invoices"."id" or ia.credit_note_id = "invoices"."id"), 0)::int`;

async function allocationsOf(
  db: Database,
  ids: number[],
): Promise<Map<number, InvoiceAllocation[]>> {
  const byDocument = new Map<number, InvoiceAllocation[]>();
  if (ids.length === 0) return byDocument;
  const settledInvoice = alias(invoices, "settled_invoice");
  const creditNote = alias(invoices, "credit_note");
  const rows = await db
    .select({
      allocation: invoiceAllocations,
      invoiceNumber: settledInvoice.number,
      creditNumber: creditNote.number,
      paymentOn: bookingPayments.receivedOn,
      transferOn: agencyPayments.receivedOn,
      transferReference: agencyPayments.reference,
    })
    .from(invoiceAllocations)
    .innerJoin(settledInvoice, eq(settledInvoice.id, invoiceAllocations.invoiceId))
    .leftJoin(creditNote, eq(creditNote.id, invoiceAllocations.creditNoteId))
    .leftJoin(bookingPayments, eq(bookingPayments.id, invoiceAllocations.bookingPaymentId))
    .leftJoin(agencyPayments, eq(agencyPayments.id, invoiceAllocations.agencyPaymentId))
    .where(
      or(inArray(invoiceAllocations.invoiceId, ids), inArray(invoiceAllocations.creditNoteId, ids)),
    )
    .orderBy(asc(invoiceAllocations.id));
  const reversedBy = new Map<number, number>();
  for (const { allocation } of rows) {
    if (allocation.reversesId !== null) reversedBy.set(allocation.reversesId, allocation.id);
  }
  for (const row of rows) {
    const { allocation } = row;
    const source: InvoiceAllocation["source"] = allocation.bookingPaymentId
      ? "payment"
      : allocation.agencyPaymentId
        ? "agency-payment"
        : "credit-note";
    const view: InvoiceAllocation = {
      id: allocation.id,
      invoiceId: allocation.invoiceId,
      invoiceNumber: row.invoiceNumber,
      source,
      sourceId:
        allocation.bookingPaymentId ?? allocation.agencyPaymentId ?? allocation.creditNoteId ?? 0,
      sourceLabel:
        source === "payment"
          ? `Payment received ${row.paymentOn}`
          : source === "agency-payment"
            ? `Agency transfer received ${row.transferOn}${row.transferReference ? ` (${row.transferReference})` : ""}`
            : `Credit note ${row.creditNumber}`,
      amountCents: allocation.amountCents,
      reversesId: allocation.reversesId,
      reversedById: reversedBy.get(allocation.id) ?? null,
      createdBy: allocation.createdBy,
      createdAt: allocation.createdAt.toISOString(),
    };
    for (const id of [allocation.invoiceId, allocation.creditNoteId]) {
      if (id !== null && ids.includes(id))
        byDocument.set(id, [...(byDocument.get(id) ?? []), view]);
    }
  }
  return byDocument;
}

function invoiceOf(
  row: InvoiceRow,
  allocations: InvoiceAllocation[],
  correctsNumber: string | null,
): Invoice {
  const allocatedCents = allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    payer: row.payer,
    totalCents: row.totalCents,
    issuedOn: row.issuedOn,
    bookingId: row.bookingId,
    reason: row.reason,
    agencyId: row.agencyId,
    correctsId: row.correctsId,
    correctsNumber,
    lines: row.lines,
    vatCents: row.vatCents,
    dueOn: row.dueOn,
    lang: row.lang,
    party: row.party,
    allocatedCents,
    openCents: row.totalCents - allocatedCents,
    allocations,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

async function documentsWhere(db: Database, where: SQL | undefined): Promise<Invoice[]> {
  const rows = await db.select().from(invoices).where(where).orderBy(asc(invoices.id));
  const allocations = await allocationsOf(
    db,
    rows.map((row) => row.id),
  );
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  const missing = rows
    .map((row) => row.correctsId)
    .filter((id): id is number => id !== null && !numbers.has(id));
  if (missing.length) {
    const corrected = await db
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(inArray(invoices.id, missing));
    for (const row of corrected) numbers.set(row.id, row.number);
  }
  return rows.map((row) =>
    invoiceOf(
      row,
      allocations.get(row.id) ?? [],
      row.correctsId ? (numbers.get(row.correctsId) ?? null) : null,
    ),
  );
}

export function documentsOfBooking(db: Database, bookingId: number): Promise<Invoice[]> {
  return documentsWhere(db, eq(invoices.bookingId, bookingId));
}

export async function documentById(db: Database, id: number): Promise<Invoice | null> {
  const [found] = await documentsWhere(db, eq(invoices.id, id));
  return found ?? null;
}

/** What staff search a document by (its number, the payer's name); invoices_search_trgm_idx. */
const invoiceSearchText = searchText(invoices.number, sql`${invoices.party}->>'name'`);

function listWhere(query: Pick<InvoiceListQuery, "q" | "from" | "to">): SQL | undefined {
  const term = query.q.trim();
  const byId = /^\d{1,9}$/.test(term) ? eq(invoices.bookingId, Number(term)) : undefined;
  return and(
    query.from ? gte(invoices.issuedOn, query.from) : undefined,
    query.to ? lte(invoices.issuedOn, query.to) : undefined,
    term ? or(textMatches(invoiceSearchText, term), byId) : undefined,
  );
}

export async function listDocuments(
  db: Database,
  query: InvoiceListQuery,
): Promise<Page<InvoiceListItem>> {
  const where = listWhere(query);
  // The page's ids first, then their rows: OFFSET computes the select list of every row it
  // skips, and what settled a document is a subquery per row.
  const pageIds = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issuedOn), desc(invoices.id))
    .limit(query.pageSize + 1)
    .offset(offsetOf(query));
  const [fetched, counted] = await Promise.all([
    db
      .select({ row: invoices, settled })
      .from(invoices)
      .where(inArray(invoices.id, pageIds))
      .orderBy(desc(invoices.issuedOn), desc(invoices.id)),
    countUpToLimit(db, invoices, where),
  ]);
  const rows = fetched.slice(0, query.pageSize);
  return {
    ...pageTotal(counted, query, fetched.length),
    items: rows.map(({ row, settled: allocated }) => ({
      id: row.id,
      number: row.number,
      kind: row.kind,
      payer: row.payer,
      totalCents: row.totalCents,
      issuedOn: row.issuedOn,
      bookingId: row.bookingId,
      reason: row.reason,
      payerName: row.party.name,
      agencyId: row.agencyId,
      openCents: row.totalCents - allocated,
    })),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Documents and payments of the period, by day, for the accountant's import. */
export async function journalOf(
  db: Database,
  period: { from: string; to: string },
): Promise<JournalRow[]> {
  const [documents, payments, transfers] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(and(gte(invoices.issuedOn, period.from), lte(invoices.issuedOn, period.to)))
      .orderBy(asc(invoices.issuedOn), asc(invoices.id)),
    db
      .select({
        payment: bookingPayments,
        firstName: bookings.firstName,
        lastName: bookings.lastName,
      })
      .from(bookingPayments)
      .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
      .where(
        and(
          gte(bookingPayments.receivedOn, period.from),
          lte(bookingPayments.receivedOn, period.to),
        ),
      )
      .orderBy(asc(bookingPayments.receivedOn), asc(bookingPayments.id)),
    db
      .select({ transfer: agencyPayments, agency: agencies.name })
      .from(agencyPayments)
      .innerJoin(agencies, eq(agencies.id, agencyPayments.agencyId))
      .where(
        and(gte(agencyPayments.receivedOn, period.from), lte(agencyPayments.receivedOn, period.to)),
      )
      .orderBy(asc(agencyPayments.receivedOn), asc(agencyPayments.id)),
  ]);
  const rows: JournalRow[] = [
    ...documents.map((row) => ({
      date: row.issuedOn,
      number: row.number,
      type: row.kind,
      payer: row.party.name,
      bookingId: row.bookingId,
      netCents: row.totalCents - row.vatCents,
      vatCents: row.vatCents,
      grossCents: row.totalCents,
      account:
        row.payer === "agency"
          ? journalAccounts["invoice-agency"]
          : journalAccounts["invoice-student"],
    })),
    ...payments.map(({ payment, firstName, lastName }) => ({
      date: payment.receivedOn,
      number: `P-${payment.id}`,
      type: "payment" as const,
      payer: `${firstName} ${lastName}`,
      bookingId: payment.bookingId,
      netCents: payment.amountCents,
      vatCents: 0,
      grossCents: payment.amountCents,
      account: journalAccounts.payment,
    })),
    ...transfers.map(({ transfer, agency }) => ({
      date: transfer.receivedOn,
      number: transfer.reference || `T-${transfer.id}`,
      type: "agency-payment" as const,
      payer: agency,
      bookingId: null,
      netCents: transfer.amountCents,
      vatCents: 0,
      grossCents: transfer.amountCents,
      account: journalAccounts.payment,
    })),
  ];
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}
