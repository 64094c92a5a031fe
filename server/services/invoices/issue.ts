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
import { eq, inArray, sql } from "drizzle-orm";
import { insertRowsReturning } from "../../db/bulk";
import type { Database } from "../../db/client";
import { agencies, bookings, invoiceSequences, invoices } from "../../db/schema";
import type { Actor, OutsideActor } from "../audit";
import { addDays } from "../bookings/days";
import { type BookingEvent, recordEvents } from "../bookings/moves";
import type { BookingRow } from "../bookings/store";
import { settleWithCredit } from "./allocations";
import { ledgerSettings } from "./settings";

/**
 * The next `count` numbers of `year`, in order. The upsert takes the year's row lock until the
 * transaction ends: a second instance issuing at the same moment waits, then takes the numbers
 * after these.
 */
async function nextSequences(tx: Database, year: number, count = 1): Promise<number[]> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ year, lastNumber: count })
    .onConflictDoUpdate({
      target: invoiceSequences.year,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  if (!row) throw new Error("invoice sequence upsert returned nothing");
  return Array.from({ length: count }, (_, index) => row.lastNumber - count + 1 + index);
}

interface PayerParty {
  party: InvoiceParty;
  lang: Lang;
  agencyId: number | null;
}

/**
 * Who each document goes to now, and in which language: the agencies among them are read in
 * one statement.
 */
async function payerPartiesOf(
  tx: Database,
  documents: { booking: BookingRow; payer: Payer }[],
): Promise<PayerParty[]> {
  const agencyIds = new Set<number>();
  for (const { booking, payer } of documents) {
    if (payer !== "agency") continue;
    if (!booking.agencyId) throw new Error("an agency payer needs the booking's agency");
    agencyIds.add(booking.agencyId);
  }
  const agencyRows =
    agencyIds.size === 0
      ? []
      : await tx
          .select()
          .from(agencies)
          .where(inArray(agencies.id, [...agencyIds]));
  const agencyById = new Map(agencyRows.map((agency) => [agency.id, agency]));
  return documents.map(({ booking, payer }) => {
    if (payer === "agency") {
      const agency = agencyById.get(booking.agencyId ?? 0);
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
  });
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
  const [issued] = await issueDocuments(tx, [{ document, actor }]);
  if (!issued) throw new Error("invoice insert returned nothing");
  return issued;
}

/**
 * What issuing leaves to a caller that writes the same bookings itself, in the same transaction
 * (an acceptance writes each booking once, and its timeline in one insert, decision 0059): the
 * documents' timeline lines are pushed into `events`, and the bookings' `invoicedCents` are the
 * caller's to add (signedTotalsByBooking gives the amounts).
 */
export interface LeftToCaller {
  events: BookingEvent[];
}

/** Each booking's documents summed, invoices less credit notes: what its `invoicedCents` grows by. */
export function signedTotalsByBooking(
  documents: Pick<NewDocument, "booking" | "kind" | "totalCents">[],
): Map<number, number> {
  const sums = new Map<number, number>();
  for (const { booking, kind, totalCents } of documents) {
    sums.set(
      booking.id,
      (sums.get(booking.id) ?? 0) + (kind === "invoice" ? totalCents : -totalCents),
    );
  }
  return sums;
}

/**
 * Documents issued together (a group of acceptances, decision 0058), numbered in the order
 * given: one sequence step per year, one insert, one update of the bookings' `invoicedCents`,
 * and their timeline lines, whatever their number.
 */
export async function issueDocuments(
  tx: Database,
  entries: { document: NewDocument; actor: Actor | OutsideActor }[],
  leftToCaller?: LeftToCaller,
): Promise<IssuedDocument[]> {
  if (entries.length === 0) return [];
  for (const { document } of entries) {
    if (!Number.isInteger(document.totalCents) || document.totalCents < 0) {
      throw new RangeError("A document's total is whole, non-negative cents");
    }
  }
  const parties = await payerPartiesOf(
    tx,
    entries.map(({ document }) => document),
  );
  const settings = await ledgerSettings(tx);
  const numbers = await numbersOf(
    tx,
    entries.map(({ document }) => Number(document.issuedOn.slice(0, 4))),
  );
  const rows = await insertRowsReturning(
    tx,
    invoices,
    entries.map(({ document, actor }, index) => {
      const { year, sequence, number } = numbers[index] as DocumentNumber;
      const { party, lang, agencyId } = parties[index] as PayerParty;
      return {
        number,
        year,
        sequence,
        kind: document.kind,
        reason: document.reason,
        bookingId: document.booking.id,
        payer: document.payer,
        agencyId,
        correctsId: document.correctsId ?? null,
        lines: document.lines,
        totalCents: document.totalCents,
        vatCents: 0,
        issuedOn: document.issuedOn,
        dueOn:
          document.kind === "invoice"
            ? addDays(document.issuedOn, settings.paymentDays)
            : document.issuedOn,
        lang,
        party,
        createdBy: actor.name,
      };
    }),
    ["id", "number"],
  );
  const idOf = new Map(rows.map((row) => [row.number, row.id]));
  const issued = entries.map(({ document }, index): IssuedDocument => {
    const { number } = numbers[index] as DocumentNumber;
    const id = idOf.get(number);
    if (id === undefined) throw new Error(`invoice ${number} was not stored`);
    return { id, number, kind: document.kind, totalCents: document.totalCents };
  });
  if (!leftToCaller) {
    await addInvoiced(tx, signedTotalsByBooking(entries.map(({ document }) => document)));
  }
  for (const [index, { document, actor }] of entries.entries()) {
    if (document.kind !== "credit-note") continue;
    const { agencyId } = parties[index] as PayerParty;
    const { id } = issued[index] as IssuedDocument;
    await settleWithCredit(
      tx,
      { id, bookingId: document.booking.id, payer: document.payer, agencyId },
      actor,
    );
  }
  const events = entries.map(({ document, actor }, index): BookingEvent => {
    const what = document.kind === "invoice" ? "Invoice" : "Credit note";
    const { number } = issued[index] as IssuedDocument;
    const { party } = parties[index] as PayerParty;
    return {
      bookingId: document.booking.id,
      party: actor,
      summary: `${what} ${number} issued to ${party.name} for ${formatCents(document.totalCents, "en")} (${document.reason})`,
    };
  });
  if (leftToCaller) leftToCaller.events.push(...events);
  else await recordEvents(tx, events);
  return issued;
}

interface DocumentNumber {
  year: number;
  sequence: number;
  number: string;
}

/** The numbers of documents issued in these years, in the order given. */
async function numbersOf(tx: Database, years: number[]): Promise<DocumentNumber[]> {
  const counts = new Map<number, number>();
  for (const year of years) counts.set(year, (counts.get(year) ?? 0) + 1);
  const sequencesOf = new Map<number, number[]>();
  for (const [year, count] of counts) sequencesOf.set(year, await nextSequences(tx, year, count));
  return years.map((year) => {
    const sequence = sequencesOf.get(year)?.shift();
    if (sequence === undefined) throw new Error(`no invoice number left for ${year}`);
    return { year, sequence, number: invoiceNumber(year, sequence) };
  });
}

/** Adds each booking's amount to its `invoicedCents`, in one statement. */
async function addInvoiced(tx: Database, byBooking: Map<number, number>): Promise<void> {
  const values = JSON.stringify([...byBooking].map(([id, cents]) => ({ id, cents })));
  await tx
    .update(bookings)
    .set({ invoicedCents: sql`${bookings.invoicedCents} + v.cents`, updatedAt: new Date() })
    .from(sql`jsonb_to_recordset(${values}::jsonb) as v(id integer, cents integer)`)
    .where(eq(bookings.id, sql.raw("v.id")));
}
