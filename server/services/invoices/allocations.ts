/**
 * What settles an invoice (issue 32, decision 0049): payments and credit notes are allocated to
 * the payer's open invoices oldest first (`allocateOldestFirst`), or by hand; what is left stays
 * on account. A wrong allocation is reversed by a row of the opposite sign, never deleted. All in
 * the caller's transaction, under the booking's or the agency's row lock.
 */
import { allocateOldestFirst, type OpenItem } from "@shared/invoices/rules";
import type { Payer } from "@shared/invoices/types";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencyPayments, bookingPayments, invoiceAllocations, invoices } from "../../db/schema";
import type { Actor, OutsideActor } from "../audit";

/**
 * Net of reversals: what each invoice has been settled by. Written out: drizzle leaves columns
 * unqualified in a one-table query, which would tie the subquery to its own table.
 */
const settledCents = sql<number>`coalesce((select sum(ia.amount_cents) from invoice_allocations ia where ia.invoice_id = "invoices"."id"), 0)::int`;

/** A payer's invoices that still owe something, oldest first. */
export async function openInvoices(tx: Database, where: SQL | undefined): Promise<OpenItem[]> {
  const rows = await tx
    .select({
      id: invoices.id,
      issuedOn: invoices.issuedOn,
      total: invoices.totalCents,
      settled: settledCents,
    })
    .from(invoices)
    .where(and(eq(invoices.kind, "invoice"), where))
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
  return rows
    .map((row) => ({ id: row.id, issuedOn: row.issuedOn, openCents: row.total - row.settled }))
    .filter((row) => row.openCents > 0);
}

/** The invoices a booking's own payments settle: the booking's, to its payer. */
function bookingScope(bookingId: number, payer: Payer): SQL | undefined {
  return and(eq(invoices.bookingId, bookingId), eq(invoices.payer, payer));
}

type Source = { bookingPaymentId: number } | { agencyPaymentId: number } | { creditNoteId: number };

async function insertAllocations(
  tx: Database,
  source: Source,
  allocations: { invoiceId: number; amountCents: number }[],
  actor: Actor | OutsideActor,
): Promise<number[]> {
  if (allocations.length === 0) return [];
  const rows = await tx
    .insert(invoiceAllocations)
    .values(
      allocations.map((allocation) => ({
        invoiceId: allocation.invoiceId,
        amountCents: allocation.amountCents,
        bookingPaymentId: "bookingPaymentId" in source ? source.bookingPaymentId : null,
        agencyPaymentId: "agencyPaymentId" in source ? source.agencyPaymentId : null,
        creditNoteId: "creditNoteId" in source ? source.creditNoteId : null,
        createdBy: actor.name,
      })),
    )
    .returning({ id: invoiceAllocations.id });
  return rows.map((row) => row.id);
}

/** What of a payment or credit note is allocated (net of reversals). */
export async function usedOf(tx: Database, source: Source): Promise<number> {
  const column =
    "bookingPaymentId" in source
      ? eq(invoiceAllocations.bookingPaymentId, source.bookingPaymentId)
      : "agencyPaymentId" in source
        ? eq(invoiceAllocations.agencyPaymentId, source.agencyPaymentId)
        : eq(invoiceAllocations.creditNoteId, source.creditNoteId);
  const [row] = await tx
    .select({ used: sql<number>`coalesce(sum(${invoiceAllocations.amountCents}), 0)::int` })
    .from(invoiceAllocations)
    .where(column);
  return row?.used ?? 0;
}

/** A new credit note settles the open invoices of its booking and payer; the rest is on account. */
export async function settleWithCredit(
  tx: Database,
  creditNote: { id: number; bookingId: number; payer: Payer; agencyId: number | null },
  actor: Actor | OutsideActor,
): Promise<void> {
  const [note] = await tx
    .select({ total: invoices.totalCents })
    .from(invoices)
    .where(eq(invoices.id, creditNote.id));
  const open = await openInvoices(tx, bookingScope(creditNote.bookingId, creditNote.payer));
  const { allocations } = allocateOldestFirst(open, note?.total ?? 0);
  await insertAllocations(tx, { creditNoteId: creditNote.id }, allocations, actor);
}

/** A payment recorded on a booking settles that booking's open invoices to its payer. */
export async function allocateBookingPayment(
  tx: Database,
  payment: { id: number; bookingId: number; payer: Payer; amountCents: number },
  actor: Actor | OutsideActor,
): Promise<number> {
  const open = await openInvoices(tx, bookingScope(payment.bookingId, payment.payer));
  const { allocations, remainderCents } = allocateOldestFirst(open, payment.amountCents);
  await insertAllocations(tx, { bookingPaymentId: payment.id }, allocations, actor);
  return remainderCents;
}

/** An agency's transfer settles its open invoices across bookings, oldest first. */
export async function allocateAgencyPayment(
  tx: Database,
  payment: { id: number; agencyId: number; amountCents: number },
  actor: Actor | OutsideActor,
): Promise<number> {
  const open = await openInvoices(
    tx,
    and(eq(invoices.payer, "agency"), eq(invoices.agencyId, payment.agencyId)),
  );
  const { allocations, remainderCents } = allocateOldestFirst(open, payment.amountCents);
  await insertAllocations(tx, { agencyPaymentId: payment.id }, allocations, actor);
  return remainderCents;
}

/** The total of a source: a booking payment, an agency payment or a credit note. */
export async function sourceTotal(tx: Database, source: Source): Promise<number | null> {
  if ("bookingPaymentId" in source) {
    const [row] = await tx
      .select({ total: bookingPayments.amountCents })
      .from(bookingPayments)
      .where(eq(bookingPayments.id, source.bookingPaymentId));
    return row?.total ?? null;
  }
  if ("agencyPaymentId" in source) {
    const [row] = await tx
      .select({ total: agencyPayments.amountCents })
      .from(agencyPayments)
      .where(eq(agencyPayments.id, source.agencyPaymentId));
    return row?.total ?? null;
  }
  const [row] = await tx
    .select({ total: invoices.totalCents })
    .from(invoices)
    .where(and(eq(invoices.id, source.creditNoteId), eq(invoices.kind, "credit-note")));
  return row?.total ?? null;
}

export { insertAllocations, type Source as AllocationSource };
