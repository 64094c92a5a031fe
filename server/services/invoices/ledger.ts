/**
 * The booking's ledger after its acceptance (issue 32, decision 0049; the invoice an acceptance
 * issues is in acceptance.ts): a change's difference invoice or credit note, a cancellation's
 * credit note per the terms, and a change of payer. Each runs in the caller's transaction with
 * the booking locked; amounts come from the pure rules of shared/invoices/rules.ts.
 */

import { percentOf } from "@shared/agents/commission";
import type { Lang } from "@shared/bookings/types";
import { cancellationCredit, daysBetween, differenceDocument } from "@shared/invoices/rules";
import type { AgencyInvoicing, InvoiceLine, Payer } from "@shared/invoices/types";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, bookings, invoices } from "../../db/schema";
import type { Actor } from "../audit";
import { type BookingRow, type OfferRow, paidCentsOf } from "../bookings/store";
import { type IssuedDocument, issueDocument } from "./issue";
import { lineWording } from "./wording";

/** How each booking is invoiced: its agency's contract, or to the student. */
export async function invoicingsOf(tx: Database, rows: BookingRow[]): Promise<AgencyInvoicing[]> {
  const agencyIds = [...new Set(rows.flatMap((row) => (row.agencyId ? [row.agencyId] : [])))];
  const contracts =
    agencyIds.length === 0
      ? []
      : await tx
          .select({ id: agencies.id, invoicing: agencies.invoicing })
          .from(agencies)
          .where(inArray(agencies.id, agencyIds));
  const invoicingOf = new Map(contracts.map((row) => [row.id, row.invoicing]));
  return rows.map((row) =>
    row.agencyId ? (invoicingOf.get(row.agencyId) ?? "student") : "student",
  );
}

export function commissionLabel(booking: BookingRow): string {
  const percent = percentOf(booking.commissionBasisPoints ?? 0);
  return `Agency commission (${percent} % of tuition)`;
}

/** The agency's commission as a credit note's only line (a gross contract). */
export function commissionLines(booking: BookingRow): InvoiceLine[] {
  const cents = booking.commissionCents ?? 0;
  return [
    { description: commissionLabel(booking), quantity: 1, unitCents: cents, totalCents: cents },
  ];
}

/** Invoices less credit notes of the booking to one payer. */
export async function invoicedTo(tx: Database, bookingId: number, payer: Payer): Promise<number> {
  const [row] = await tx
    .select({
      cents: sql<number>`coalesce(sum(case when ${invoices.kind} = 'invoice' then ${invoices.totalCents} else -${invoices.totalCents} end), 0)::int`,
    })
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.payer, payer)));
  return row?.cents ?? 0;
}

/** The payer's latest invoice of the booking: what a credit note corrects. */
async function latestInvoice(
  tx: Database,
  bookingId: number,
  payer: Payer,
): Promise<number | null> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.bookingId, bookingId),
        eq(invoices.payer, payer),
        eq(invoices.kind, "invoice"),
      ),
    )
    .orderBy(desc(invoices.id))
    .limit(1);
  return row?.id ?? null;
}

/** More weeks, a room, a transfer, or less: exactly the difference, to the booking's payer. */
export async function issueDifference(
  tx: Database,
  booking: BookingRow,
  change: { description: string; amountCents: number },
  actor: Actor,
  issuedOn: string,
): Promise<IssuedDocument | null> {
  const document = differenceDocument(change.amountCents);
  if (!document) return null;
  const line = {
    description: change.description,
    quantity: 1,
    unitCents: document.totalCents,
    totalCents: document.totalCents,
  };
  const issued = await issueDocument(
    tx,
    {
      booking,
      kind: document.kind,
      reason: "change",
      payer: booking.payer,
      lines: [line],
      totalCents: document.totalCents,
      correctsId:
        document.kind === "credit-note" ? await latestInvoice(tx, booking.id, booking.payer) : null,
      issuedOn,
    },
    actor,
  );
  await tx
    .update(bookings)
    .set({ totalCents: sql`greatest(0, ${bookings.totalCents} + ${change.amountCents})` })
    .where(eq(bookings.id, booking.id));
  return issued;
}

/**
 * A cancelled booking's credit note: what the cancellation policy does not keep (the
 * administration fees and, by notice, part of what was paid stay with the school).
 */
export async function issueCancellation(
  tx: Database,
  booking: BookingRow,
  offer: Pick<OfferRow, "lines"> | null,
  actor: Actor,
  issuedOn: string,
  bySchool = false,
): Promise<IssuedDocument | null> {
  const invoicedCents = await invoicedTo(tx, booking.id, booking.payer);
  if (invoicedCents <= 0) return null;
  const adminFeesCents = (offer?.lines ?? [])
    .filter((line) => line.kind === "registration")
    .reduce((sum, line) => sum + line.totalCents, 0);
  const noticeDays = booking.startDate ? daysBetween(issuedOn, booking.startDate) : 0;
  const { tier, creditCents } = cancellationCredit({
    invoicedCents,
    paidCents: await paidCentsOf(tx, booking.id),
    adminFeesCents,
    noticeDays,
    bySchool,
  });
  if (creditCents === 0) return null;
  const lang = booking.payer === "agency" ? "en" : (booking.locale as Lang);
  const description = lineWording(lang, bySchool ? "cancelledBySchool" : `cancellation-${tier}`);
  return issueDocument(
    tx,
    {
      booking,
      kind: "credit-note",
      reason: "cancellation",
      payer: booking.payer,
      lines: [{ description, quantity: 1, unitCents: creditCents, totalCents: creditCents }],
      totalCents: creditCents,
      correctsId: await latestInvoice(tx, booking.id, booking.payer),
      issuedOn,
    },
    actor,
  );
}

/**
 * A new payer: the old payer's documents are credited in full, the new payer invoiced for the
 * booking as it stands (its gross total; an agency on a net contract less its commission, on a
 * gross contract with its commission credit note).
 */
export async function reissueToPayer(
  tx: Database,
  booking: BookingRow,
  payer: Payer,
  actor: Actor,
  issuedOn: string,
): Promise<IssuedDocument[]> {
  const issued: IssuedDocument[] = [];
  const oldCents = await invoicedTo(tx, booking.id, booking.payer);
  if (oldCents > 0) {
    const lang = booking.payer === "agency" ? "en" : (booking.locale as Lang);
    issued.push(
      await issueDocument(
        tx,
        {
          booking,
          kind: "credit-note",
          reason: "payer-change",
          payer: booking.payer,
          lines: [
            {
              description: lineWording(lang, "payerChange"),
              quantity: 1,
              unitCents: oldCents,
              totalCents: oldCents,
            },
          ],
          totalCents: oldCents,
          correctsId: await latestInvoice(tx, booking.id, booking.payer),
          issuedOn,
        },
        actor,
      ),
    );
  }
  await tx.update(bookings).set({ payer }).where(eq(bookings.id, booking.id));
  const current = { ...booking, payer };
  const invoicing =
    payer === "agency" ? ((await invoicingsOf(tx, [booking]))[0] ?? "student") : "student";
  const commission = payer === "agency" ? (booking.commissionCents ?? 0) : 0;
  const lang = payer === "agency" ? "en" : (booking.locale as Lang);
  const gross: InvoiceLine = {
    description: `${lineWording(lang, "asBooked")}: ${booking.programTitle}`,
    quantity: 1,
    unitCents: booking.totalCents,
    totalCents: booking.totalCents,
  };
  const net = invoicing === "net" && commission > 0;
  const lines: InvoiceLine[] = net
    ? [
        gross,
        {
          description: commissionLabel(booking),
          quantity: 1,
          unitCents: -commission,
          totalCents: -commission,
        },
      ]
    : [gross];
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const invoice = await issueDocument(
    tx,
    {
      booking: current,
      kind: "invoice",
      reason: "payer-change",
      payer,
      lines,
      totalCents,
      issuedOn,
    },
    actor,
  );
  issued.push(invoice);
  if (payer === "agency" && !net && commission > 0) {
    issued.push(
      await issueDocument(
        tx,
        {
          booking: current,
          kind: "credit-note",
          reason: "commission",
          payer,
          lines: commissionLines(booking),
          totalCents: commission,
          correctsId: invoice.id,
          issuedOn,
        },
        actor,
      ),
    );
  }
  return issued;
}
