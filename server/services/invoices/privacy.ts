/**
 * The ledger in data-subject requests (issue 32, decision 0049). A person's access request
 * exports, with each of their bookings, the invoices and credit notes issued for it (number,
 * kind, dates, total, lines, the party made out to) and what settled them; an agent user's
 * exports their agency's documents and transfers, which they can see in the portal anyway.
 * Erasure leaves every document as issued: Irish tax law has the school keep an invoice, with
 * the name and address it was made out to, for six years (retention.ts anonymises it then).
 */
import type { Invoice, InvoiceAllocation } from "@shared/invoices/types";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencyPayments, bookings, invoiceAllocations, invoices } from "../../db/schema";
import { documentById, documentsOfBooking } from "./views";

/** What settled a document, as its payer reads it: never the staff member who allocated it. */
export type AllocationExport = Omit<
  InvoiceAllocation,
  "createdBy" | "id" | "reversesId" | "reversedById"
> & {
  reversal: boolean;
};

/** An invoice or credit note as exported: what was issued and what settled it. */
export type InvoiceExport = Pick<
  Invoice,
  | "number"
  | "kind"
  | "reason"
  | "payer"
  | "issuedOn"
  | "dueOn"
  | "totalCents"
  | "vatCents"
  | "lines"
  | "party"
  | "correctsNumber"
  | "allocatedCents"
  | "openCents"
> & { allocations: AllocationExport[] };

function exported(document: Invoice): InvoiceExport {
  return {
    number: document.number,
    kind: document.kind,
    reason: document.reason,
    payer: document.payer,
    issuedOn: document.issuedOn,
    dueOn: document.dueOn,
    totalCents: document.totalCents,
    vatCents: document.vatCents,
    lines: document.lines,
    party: document.party,
    correctsNumber: document.correctsNumber,
    allocatedCents: document.allocatedCents,
    openCents: document.openCents,
    allocations: document.allocations.map(
      ({ id: _id, createdBy: _staff, reversesId, reversedById: _by, ...allocation }) => ({
        ...allocation,
        reversal: reversesId !== null,
      }),
    ),
  };
}

/** The documents of each booking, oldest first (a person has a handful of bookings). */
export async function invoicesOfBookings(
  db: Database,
  bookingIds: number[],
): Promise<Map<number, InvoiceExport[]>> {
  const byBooking = new Map<number, InvoiceExport[]>();
  for (const id of bookingIds) {
    byBooking.set(id, (await documentsOfBooking(db, id)).map(exported));
  }
  return byBooking;
}

/** A transfer from the agency; what it settled is on the documents' allocations. */
export interface AgencyTransferExport {
  amountCents: number;
  receivedOn: string;
  method: string;
  reference: string;
}

/** An agency's documents and transfers, for its agent users' access requests. */
export async function agencyLedgerOf(
  db: Database,
  agencyId: number,
): Promise<{ documents: InvoiceExport[]; transfers: AgencyTransferExport[] }> {
  const ids = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.agencyId, agencyId))
    .orderBy(asc(invoices.id));
  const documents: InvoiceExport[] = [];
  for (const { id } of ids) {
    const document = await documentById(db, id);
    if (document) documents.push(exported(document));
  }
  const transfers = await db
    .select({
      amountCents: agencyPayments.amountCents,
      receivedOn: agencyPayments.receivedOn,
      method: agencyPayments.method,
      reference: agencyPayments.reference,
    })
    .from(agencyPayments)
    .where(eq(agencyPayments.agencyId, agencyId))
    .orderBy(asc(agencyPayments.receivedOn), asc(agencyPayments.id));
  return { documents, transfers };
}

/**
 * An erased agent user no longer names the documents they issued by accepting an offer, nor the
 * allocations they made: "Marta Q (agent, Iberia Study)" becomes `erasedPrefix` + the rest.
 * The documents themselves (party, lines, amounts) are the agency's and stay as issued.
 */
export async function renameAgentInLedger(
  tx: Database,
  agencyId: number,
  prefix: string,
  erasedPrefix: string,
): Promise<void> {
  const ofAgency = sql`(select ${bookings.id} from ${bookings} where ${bookings.agencyId} = ${agencyId})`;
  await tx
    .update(invoices)
    .set({
      createdBy: sql`${erasedPrefix}::text || substr(${invoices.createdBy}, ${prefix.length + 1})`,
    })
    .where(
      and(
        sql`${invoices.bookingId} in ${ofAgency}`,
        sql`starts_with(${invoices.createdBy}, ${prefix})`,
      ),
    );
  await tx
    .update(invoiceAllocations)
    .set({
      createdBy: sql`${erasedPrefix}::text || substr(${invoiceAllocations.createdBy}, ${prefix.length + 1})`,
    })
    .where(
      and(
        sql`${invoiceAllocations.invoiceId} in (select ${invoices.id} from ${invoices} where ${invoices.bookingId} in ${ofAgency})`,
        sql`starts_with(${invoiceAllocations.createdBy}, ${prefix})`,
      ),
    );
}
