/**
 * Issuing a document (issue 32, decision 0049): the number from the year's gapless sequence,
 * the row, the booking's `invoicedCents`, a credit note settling the payer's open invoices, the
 * booking's timeline and the audit trail, all in the caller's transaction. Nothing here commits:
 * a rolled-back transaction gives its number back, so the sequence never has a gap.
 */
import type { Lang } from "@shared/bookings/types";
import { formatCents } from "@shared/format/money";
import { invoiceNumber } from "@shared/invoices/rules";
import type {
  InvoiceKind,
  InvoiceLine,
  InvoiceParty,
  InvoiceReason,
  Payer,
} from "@shared/invoices/types";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, bookings, invoiceSequences, invoices } from "../../db/schema";
import type { Actor, OutsideActor } from "../audit";
import { addDays } from "../bookings/days";
import { type BookingRow, recordEvent } from "../bookings/store";
import { settleWithCredit } from "./allocations";
import { ledgerSettings } from "./settings";

/**
 * The next number of `year`. The upsert takes the year's row lock until the transaction ends:
 * a second instance issuing at the same moment waits, then takes the following number.
 */
export async function nextSequence(tx: Database, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.year,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  if (!row) throw new Error("invoice sequence upsert returned nothing");
  return row.lastNumber;
}

/** Who a booking's documents go to now, and in which language. */
export async function payerPartyOf(
  tx: Database,
  booking: BookingRow,
  payer: Payer,
): Promise<{ party: InvoiceParty; lang: Lang; agencyId: number | null }> {
  if (payer === "agency") {
    if (!booking.agencyId) throw new Error("an agency payer needs the booking's agency");
    const [agency] = await tx.select().from(agencies).where(eq(agencies.id, booking.agencyId));
    if (!agency) throw new Error(`agency ${booking.agencyId} not found`);
    return {
      // Agencies are businesses the school writes to in English (decision 0049).
      lang: "en",
      agencyId: agency.id,
      party: {
        name: agency.name,
        email: agency.email,
        address: (agency.address ?? "")
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
        country: agency.country,
        vatId: agency.vatId,
      },
    };
  }
  const guardian = booking.details?.guardian;
  const student = `${booking.firstName} ${booking.lastName}`.trim();
  return {
    lang: booking.locale as Lang,
    agencyId: null,
    party: {
      // A minor's parent or guardian made the contract: the invoice names them, for the student.
      name: guardian ? `${guardian.name} (for ${student})` : student,
      email: guardian?.email ?? booking.email,
      address: (booking.details?.address ?? "")
        .split(/\n|,\s*(?=\S)/)
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, 4),
      country: booking.details?.nationality ?? booking.country,
      vatId: null,
    },
  };
}

export interface NewDocument {
  booking: BookingRow;
  kind: InvoiceKind;
  reason: InvoiceReason;
  payer: Payer;
  lines: InvoiceLine[];
  totalCents: number;
  /** The invoice a credit note corrects. */
  correctsId?: number | null;
  issuedOn: string;
}

export interface IssuedDocument {
  id: number;
  number: string;
  kind: InvoiceKind;
  totalCents: number;
}

export async function issueDocument(
  tx: Database,
  document: NewDocument,
  actor: Actor | OutsideActor,
): Promise<IssuedDocument> {
  const { booking, kind, totalCents } = document;
  if (!Number.isInteger(totalCents) || totalCents < 0) {
    throw new RangeError("A document's total is whole, non-negative cents");
  }
  const { party, lang, agencyId } = await payerPartyOf(tx, booking, document.payer);
  const settings = await ledgerSettings(tx);
  const year = Number(document.issuedOn.slice(0, 4));
  const sequence = await nextSequence(tx, year);
  const number = invoiceNumber(year, sequence);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      year,
      sequence,
      kind,
      reason: document.reason,
      bookingId: booking.id,
      payer: document.payer,
      agencyId,
      correctsId: document.correctsId ?? null,
      lines: document.lines,
      totalCents,
      vatCents: 0,
      issuedOn: document.issuedOn,
      dueOn:
        kind === "invoice" ? addDays(document.issuedOn, settings.paymentDays) : document.issuedOn,
      lang,
      party,
      createdBy: actor.name,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error("invoice insert returned nothing");
  const signed = kind === "invoice" ? totalCents : -totalCents;
  await tx
    .update(bookings)
    .set({ invoicedCents: sql`${bookings.invoicedCents} + ${signed}`, updatedAt: new Date() })
    .where(eq(bookings.id, booking.id));
  if (kind === "credit-note") {
    await settleWithCredit(
      tx,
      { id: row.id, bookingId: booking.id, payer: document.payer, agencyId },
      actor,
    );
  }
  const what = kind === "invoice" ? "Invoice" : "Credit note";
  await recordEvent(
    tx,
    booking.id,
    actor,
    `${what} ${number} issued to ${party.name} for ${formatCents(totalCents, "en")} (${document.reason})`,
  );
  return { id: row.id, number, kind, totalCents };
}
