/**
 * The ledger (issue 32, decision 0049): invoices and credit notes issued from bookings, payments
 * allocated to them, and what staff and the accountant read. The booking pipeline calls
 * acceptance.ts and ledger.ts inside its own transactions (acceptance, cancellation, payments);
 * this binds the rest to the one database handle and clock.
 */
import {
  agencyPaymentSchema,
  allocationInputSchema,
  type InvoiceListQuery,
  lineInputSchema,
  payerChangeSchema,
} from "@shared/invoices/forms";
import type { Payer } from "@shared/invoices/types";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, agencyPayments, invoiceAllocations, invoices } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { dublinDay } from "../bookings/days";
import type { BankAccount } from "../bookings/payment-provider";
import { lockBooking } from "../bookings/store";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors";
import { fieldErrors } from "../leads/submission";
import {
  type AllocationSource,
  allocateAgencyPayment,
  insertAllocations,
  openInvoices,
  sourceTotal,
  usedOf,
} from "./allocations";
import { issueDifference, reissueToPayer } from "./ledger";
import { invoiceFilename, renderInvoicePdf } from "./pdf";
import { schoolDetails } from "./school";
import { ledgerSettings, updateLedgerSettings } from "./settings";
import {
  type AgencyDebtQuery,
  agencyDebts,
  defaultPeriod,
  statementCsv,
  statementOf,
} from "./statements";
import { renderUbl } from "./ubl";
import { documentById, documentsOfBooking, journalOf, listDocuments } from "./views";

export interface InvoiceDeps {
  db: Database;
  now: () => Date;
  /** Where payments go (printed on invoices); null until configured. */
  bankAccount: BankAccount | null;
  /** How a booking is named in a payment ("CLV-00042"). */
  referenceOf: (bookingId: number) => string;
}

const booked = ["accepted", "confirmed", "arrived", "completed"];

export function createInvoiceService(deps: InvoiceDeps) {
  const { db } = deps;
  const today = () => dublinDay(deps.now());
  const school = schoolDetails(deps.bankAccount, deps.referenceOf);

  /** A document and the wording of its language, or not found. */
  async function documentWithNote(id: number) {
    const invoice = await documentById(db, id);
    if (!invoice) throw new NotFoundError("Invoice not found");
    const settings = await ledgerSettings(db);
    return { invoice, vatNote: settings.vatNote[invoice.lang] };
  }

  return {
    forBooking: (bookingId: number) => documentsOfBooking(db, bookingId),
    get: (id: number) => documentById(db, id),
    list: (query: InvoiceListQuery) => listDocuments(db, query),
    journal: (period: { from: string; to: string }) => journalOf(db, period),
    settings: () => ledgerSettings(db),

    /** The PDF in the payer's language. */
    async pdf(id: number): Promise<{ pdf: Buffer; fileName: string }> {
      const { invoice, vatNote } = await documentWithNote(id);
      return {
        pdf: await renderInvoicePdf(invoice, school, { vatNote }),
        fileName: invoiceFilename(invoice, "pdf"),
      };
    },

    /** The UBL 2.1 e-invoice (Peppol BIS Billing 3.0): for a business payer, an agency. */
    async ubl(id: number): Promise<{ xml: string; fileName: string }> {
      const { invoice, vatNote } = await documentWithNote(id);
      if (invoice.payer !== "agency") {
        throw new ConflictError(
          "E-invoices are for business payers: this document is to a student (download the PDF).",
          "not-business",
        );
      }
      return {
        xml: renderUbl(invoice, school, { vatNote }),
        fileName: invoiceFilename(invoice, "xml"),
      };
    },
    updateSettings: (raw: unknown, actor: Actor) => updateLedgerSettings(db, raw, actor),

    // Agencies' statements of account and debts (statements.ts).
    /** One agency's statement; the period defaults to the year so far. Null: no such agency. */
    agencyStatement: (agencyId: number, period: { from?: string; to?: string } = {}) =>
      statementOf(db, agencyId, defaultPeriod(today(), period), today()),
    agencyDebts: (query: AgencyDebtQuery) => agencyDebts(db, query, today()),
    statementCsv,

    /** A change to a booked booking: a difference invoice or a credit note for exactly it. */
    async addLine(bookingId: number, raw: unknown, actor: Actor): Promise<{ invoiceId: number }> {
      const parsed = lineInputSchema.safeParse(raw);
      if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
      return db.transaction(async (tx) => {
        const booking = await lockBooking(tx, bookingId);
        if (!booking) throw new NotFoundError("Booking not found");
        if (!booked.includes(booking.status) || booking.erasedAt) {
          throw new ConflictError(
            "Only a booked booking (accepted, confirmed, arrived or completed) can change.",
          );
        }
        if (parsed.data.amountCents < 0 && -parsed.data.amountCents > booking.invoicedCents) {
          throw new InvalidInputError({
            amountCents: "A reduction cannot be more than what the booking was invoiced.",
          });
        }
        const issued = await issueDifference(tx, booking, parsed.data, actor, today());
        if (!issued) throw new Error("a non-zero change issued nothing");
        return { invoiceId: issued.id };
      });
    },

    /** The old payer's documents are credited and the new payer invoiced. */
    async changePayer(
      bookingId: number,
      raw: unknown,
      actor: Actor,
    ): Promise<{ invoiceIds: number[] }> {
      const parsed = payerChangeSchema.safeParse(raw);
      if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
      const payer: Payer = parsed.data.payer;
      return db.transaction(async (tx) => {
        const booking = await lockBooking(tx, bookingId);
        if (!booking) throw new NotFoundError("Booking not found");
        if (booking.payer === payer)
          throw new ConflictError(`The ${payer} already pays this booking.`, "payer");
        if (payer === "agency" && !booking.agencyId) {
          throw new ConflictError(
            "This booking came without an agency: the student pays.",
            "payer",
          );
        }
        if (!booked.includes(booking.status) || booking.erasedAt) {
          throw new ConflictError("The payer of a booking changes once it is booked.", "payer");
        }
        const issued = await reissueToPayer(tx, booking, payer, actor, today());
        return { invoiceIds: issued.map((document) => document.id) };
      });
    },

    /** A transfer from an agency, allocated to its open invoices oldest first. */
    async recordAgencyPayment(agencyId: number, raw: unknown, actor: Actor) {
      const parsed = agencyPaymentSchema.safeParse(raw);
      if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
      const input = parsed.data;
      return db.transaction(async (tx) => {
        const [agency] = await tx
          .select({ id: agencies.id, name: agencies.name })
          .from(agencies)
          .where(eq(agencies.id, agencyId))
          .for("update");
        if (!agency) throw new NotFoundError("Agency not found");
        const [payment] = await tx
          .insert(agencyPayments)
          .values({ agencyId, ...input, recordedBy: actor.name })
          .returning({ id: agencyPayments.id });
        if (!payment) throw new Error("agency payment insert returned nothing");
        const onAccountCents = await allocateAgencyPayment(
          tx,
          { id: payment.id, agencyId, amountCents: input.amountCents },
          actor,
        );
        await recordAudit(tx, actor, {
          action: "create",
          entity: "agency-payment",
          entityId: payment.id,
          summary: `${actor.name} recorded a transfer of ${input.amountCents / 100} EUR from ${agency.name}`,
          after: { agencyId, ...input, onAccountCents },
        });
        return {
          paymentId: payment.id,
          allocatedCents: input.amountCents - onAccountCents,
          onAccountCents,
        };
      });
    },

    /** Staff allocate part of a payment or credit note to an invoice of the same payer by hand. */
    async allocate(
      invoiceId: number,
      raw: unknown,
      actor: Actor,
    ): Promise<{ allocationId: number }> {
      const parsed = allocationInputSchema.safeParse(raw);
      if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
      const input = parsed.data;
      const source: AllocationSource = input.bookingPaymentId
        ? { bookingPaymentId: input.bookingPaymentId }
        : input.agencyPaymentId
          ? { agencyPaymentId: input.agencyPaymentId }
          : { creditNoteId: input.creditNoteId ?? 0 };
      return db.transaction(async (tx) => {
        const [invoice] = await tx
          .select()
          .from(invoices)
          .where(and(eq(invoices.id, invoiceId), eq(invoices.kind, "invoice")))
          .for("update");
        if (!invoice) throw new NotFoundError("Invoice not found");
        const total = await sourceTotal(tx, source);
        if (total === null) throw new NotFoundError("Payment or credit note not found");
        const available = total - (await usedOf(tx, source));
        const [open] = await openInvoices(tx, eq(invoices.id, invoice.id));
        if (input.amountCents > available) {
          throw new InvalidInputError({ amountCents: "This is more than is left of the payment." });
        }
        if (input.amountCents > (open?.openCents ?? 0)) {
          throw new InvalidInputError({ amountCents: "This is more than the invoice still owes." });
        }
        const [allocationId] = await insertAllocations(
          tx,
          source,
          [{ invoiceId: invoice.id, amountCents: input.amountCents }],
          actor,
        );
        await recordAudit(tx, actor, {
          action: "create",
          entity: "invoice-allocation",
          entityId: allocationId ?? null,
          summary: `${actor.name} allocated ${input.amountCents / 100} EUR to invoice ${invoice.number}`,
          after: input,
        });
        return { allocationId: allocationId ?? 0 };
      });
    },

    /** A wrong allocation is reversed by a row of the opposite sign; nothing is deleted. */
    async reverseAllocation(allocationId: number, actor: Actor): Promise<{ allocationId: number }> {
      return db.transaction(async (tx) => {
        const [allocation] = await tx
          .select()
          .from(invoiceAllocations)
          .where(eq(invoiceAllocations.id, allocationId))
          .for("update");
        if (!allocation) throw new NotFoundError("Allocation not found");
        if (allocation.reversesId !== null) throw new ConflictError("A reversal is not reversed.");
        const [already] = await tx
          .select({ id: invoiceAllocations.id })
          .from(invoiceAllocations)
          .where(eq(invoiceAllocations.reversesId, allocationId));
        if (already) throw new ConflictError("This allocation is already reversed.");
        const [reversal] = await tx
          .insert(invoiceAllocations)
          .values({
            invoiceId: allocation.invoiceId,
            bookingPaymentId: allocation.bookingPaymentId,
            agencyPaymentId: allocation.agencyPaymentId,
            creditNoteId: allocation.creditNoteId,
            amountCents: -allocation.amountCents,
            reversesId: allocation.id,
            createdBy: actor.name,
          })
          .returning({ id: invoiceAllocations.id });
        if (!reversal) throw new Error("reversal insert returned nothing");
        await recordAudit(tx, actor, {
          action: "update",
          entity: "invoice-allocation",
          entityId: allocation.id,
          summary: `${actor.name} reversed an allocation of ${allocation.amountCents / 100} EUR`,
          before: { amountCents: allocation.amountCents },
          after: { reversedBy: reversal.id },
        });
        return { allocationId: reversal.id };
      });
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
