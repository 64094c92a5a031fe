/**
 * "Remove demo data" (demo-data.ts) for the ledger (issue 32): the demo bookings' invoices and
 * credit notes, the demo agencies' transfers and every allocation of them, before the bookings,
 * payments and agencies they hold on to. Issued documents are otherwise never deleted; these
 * were never real. The year's sequence then goes back to the highest number still issued, so
 * real invoicing after a removal starts where the real documents stopped (the demo only runs
 * in development, before the school invoices for real).
 */
import { inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { agencyPayments, invoiceAllocations, invoiceSequences, invoices } from "../db/schema";
import { chunks } from "../db/seed/demo/context";

export async function removeLedger(
  tx: Database,
  bookingIds: number[],
  agencyIds: number[],
  count: (table: "invoices" | "agency_payments", n: number) => void,
): Promise<void> {
  const documentIds = new Set<number>();
  const found = async (where: SQL) => {
    const rows = await tx.select({ id: invoices.id }).from(invoices).where(where);
    for (const row of rows) documentIds.add(row.id);
  };
  for (const chunk of chunks(bookingIds)) await found(inArray(invoices.bookingId, chunk));
  if (agencyIds.length) await found(inArray(invoices.agencyId, agencyIds));
  const transferIds = agencyIds.length
    ? (
        await tx
          .select({ id: agencyPayments.id })
          .from(agencyPayments)
          .where(inArray(agencyPayments.agencyId, agencyIds))
      ).map((row) => row.id)
    : [];
  if (documentIds.size === 0 && transferIds.length === 0) return;
  // Reversals first (they point at the rows they reverse), then the rest.
  for (const reversals of [true, false]) {
    for (const chunk of chunks(documentIds.size ? [...documentIds] : [0])) {
      await tx
        .delete(invoiceAllocations)
        .where(
          sql`(${invoiceAllocations.reversesId} is not null) = ${reversals} and (${or(
            inArray(invoiceAllocations.invoiceId, chunk),
            inArray(invoiceAllocations.creditNoteId, chunk),
            transferIds.length
              ? inArray(invoiceAllocations.agencyPaymentId, transferIds)
              : sql`false`,
          )})`,
        );
    }
  }
  // Credit notes first: they name the invoice they correct.
  for (const kind of ["credit-note", "invoice"] as const) {
    for (const chunk of chunks([...documentIds])) {
      const rows = await tx
        .delete(invoices)
        .where(sql`${inArray(invoices.id, chunk)} and ${invoices.kind} = ${kind}`)
        .returning({ id: invoices.id });
      count("invoices", rows.length);
    }
  }
  if (transferIds.length) {
    const rows = await tx
      .delete(agencyPayments)
      .where(inArray(agencyPayments.id, transferIds))
      .returning({ id: agencyPayments.id });
    count("agency_payments", rows.length);
  }
  await tx.update(invoiceSequences).set({
    lastNumber: sql`coalesce((select max(${invoices.sequence}) from ${invoices} where ${invoices.year} = ${invoiceSequences.year}), 0)`,
  });
}
