/**
 * The invoices an accepted booking costs (issue 32, decisions 0049 and 0060): to the student, or
 * to its agency per the agency's contract. A group accepted together is planned first (payers
 * and amounts) and numbered last, in the caller's transaction.
 */
import { bookingInvoice } from "@shared/invoices/rules";
import type { Payer } from "@shared/invoices/types";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, invoices } from "../../db/schema";
import type { Actor, OutsideActor } from "../audit";
import type { BookingRow, OfferRow } from "../bookings/store";
import {
  type IssuedDocument,
  issueDocuments,
  type LeftToCaller,
  signedTotalsByBooking,
} from "./issue";
import { commissionLabel, commissionLines, invoicingsOf } from "./ledger";

/** A booking just accepted, and the offer it accepted (issueAtAcceptance). */
export interface Accepted {
  booking: BookingRow;
  offer: Pick<OfferRow, "lines">;
  actor: Actor | OutsideActor;
}

/**
 * The invoice an accepted booking costs, to its payer: the student, or its agency per the
 * agency's contract (net: commission deducted on the invoice; gross: a commission credit note).
 */
export async function issueAtAcceptance(
  tx: Database,
  booking: BookingRow,
  offer: Pick<OfferRow, "lines">,
  actor: Actor | OutsideActor,
  issuedOn: string,
): Promise<IssuedDocument[]> {
  const [issued] = await issueAllAtAcceptance(tx, [{ booking, offer, actor }], issuedOn);
  return issued ?? [];
}

/**
 * issueAtAcceptance for a group of bookings accepted together (decision 0058): their documents
 * in the order given, read and written a few statements at a time whatever their number.
 */
export async function issueAllAtAcceptance(
  tx: Database,
  accepted: Accepted[],
  issuedOn: string,
): Promise<IssuedDocument[][]> {
  return (await planAllAtAcceptance(tx, accepted, issuedOn)).issue();
}

/** A group's documents at acceptance, planned but not yet numbered (planAllAtAcceptance). */
export interface PlannedAcceptanceDocuments {
  /** What each booking's `invoicedCents` grows by once they are issued. */
  invoicedCents: Map<number, number>;
  /**
   * Numbers and stores them, in the order planned. Given `leftToCaller`, the bookings'
   * `invoicedCents` and the timeline lines are the caller's to write (issueDocuments).
   */
  issue(leftToCaller?: LeftToCaller): Promise<IssuedDocument[][]>;
}

/**
 * The first half of issueAllAtAcceptance: each booking's payer set per its agency's contract, and
 * its documents' amounts, without taking a number. On PostgreSQL the year's numbers stay locked
 * from the moment they are taken until the transaction commits (a gapless sequence), so a caller
 * does all it can between the plan and `issue` (decision 0060).
 */
export async function planAllAtAcceptance(
  tx: Database,
  accepted: Accepted[],
  issuedOn: string,
): Promise<PlannedAcceptanceDocuments> {
  if (accepted.length === 0) return { invoicedCents: new Map(), issue: async () => [] };
  const ids = accepted.map(({ booking }) => booking.id);
  const invoiced = new Set(
    (
      await tx
        .selectDistinct({ bookingId: invoices.bookingId })
        .from(invoices)
        .where(inArray(invoices.bookingId, ids))
    ).map((row) => row.bookingId),
  );
  const due = accepted.filter(({ booking }) => !invoiced.has(booking.id));
  const invoicing = await invoicingsOf(
    tx,
    due.map(({ booking }) => booking),
  );
  const plans = due.map((entry, index) => {
    const how = invoicing[index] ?? "student";
    const payer: Payer = how === "student" ? "student" : "agency";
    const current = { ...entry.booking, payer };
    const commissionCents = current.commissionCents ?? 0;
    const { lines, totalCents } = bookingInvoice({
      offerLines: entry.offer.lines,
      basis: how === "net" ? "net" : "gross",
      commissionCents: payer === "agency" ? commissionCents : 0,
      commissionLabel: commissionLabel(current),
    });
    const invoice = {
      booking: current,
      kind: "invoice" as const,
      reason: "booking" as const,
      payer,
      lines,
      totalCents,
      issuedOn,
    };
    // A gross contract: the agency's commission comes back as a credit note on the invoice.
    const credit =
      how === "gross" && commissionCents > 0
        ? {
            booking: current,
            kind: "credit-note" as const,
            reason: "commission" as const,
            payer,
            lines: commissionLines(current),
            totalCents: commissionCents,
            issuedOn,
          }
        : null;
    return { ...entry, invoice, credit };
  });
  for (const payer of ["student", "agency"] as const) {
    const changed = plans
      .filter((plan) => plan.invoice.payer === payer && plan.booking.payer !== payer)
      .map((plan) => plan.booking.id);
    if (changed.length > 0) {
      await tx.update(bookings).set({ payer }).where(inArray(bookings.id, changed));
    }
  }
  const credited = plans.flatMap(({ credit, actor }, index) =>
    credit ? [{ credit, actor, index }] : [],
  );
  return {
    invoicedCents: signedTotalsByBooking([
      ...plans.map((plan) => plan.invoice),
      ...credited.map(({ credit }) => credit),
    ]),
    async issue(leftToCaller) {
      const invoicesIssued = await issueDocuments(
        tx,
        plans.map(({ invoice, actor }) => ({ document: invoice, actor })),
        leftToCaller,
      );
      const creditNotes = await issueDocuments(
        tx,
        credited.map(({ credit, actor, index }) => ({
          document: { ...credit, correctsId: (invoicesIssued[index] as IssuedDocument).id },
          actor,
        })),
        leftToCaller,
      );
      const documentsOf = new Map<number, IssuedDocument[]>();
      plans.forEach((plan, index) => {
        documentsOf.set(plan.booking.id, [invoicesIssued[index] as IssuedDocument]);
      });
      credited.forEach(({ credit }, index) => {
        documentsOf.get(credit.booking.id)?.push(creditNotes[index] as IssuedDocument);
      });
      return accepted.map(({ booking }) => documentsOf.get(booking.id) ?? []);
    },
  };
}
