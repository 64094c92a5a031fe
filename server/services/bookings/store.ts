/**
 * Reading and changing bookings, shared by the staff, offer and public services: the detail
 * view, the offer, what was paid and who pays, and the days of the school's calendar
 * (Europe/Dublin). Status changes with their timeline entry and audit row are in moves.ts.
 */

import { tuitionCentsOf } from "@shared/agents/commission";
import { weeksBetween } from "@shared/bookings/offer-pricing";
import {
  type BookingDetail,
  type City,
  type Lang,
  type Offer,
  payableStatuses,
  staffTransitions,
} from "@shared/bookings/types";
import type { AccommodationType } from "@shared/content/options";
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  agencies,
  bookingEvents,
  bookingPayments,
  bookings,
  guardianConsents,
  invoiceAllocations,
  invoices,
  offers,
  quoteRequests,
} from "../../db/schema";
import { commissionOf } from "../agents/commission-rules";
import type { Actor, OutsideActor } from "../audit";
import type { PaymentProvider } from "./payment-provider";
import { depositRecorded } from "./payment-rules";

export type BookingRow = typeof bookings.$inferSelect;
export type OfferRow = typeof offers.$inferSelect;

/** Who changes a booking: staff, or someone without a staff account (the person, an agent, the clock). */
export type Party = Actor | OutsideActor;

export { addDays, dublinDay } from "./days";

export { depositRecorded };

export function offerOf(row: OfferRow): Offer {
  return {
    id: row.id,
    bookingId: row.bookingId,
    status: row.status,
    lines: row.lines,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    totalCents: row.totalCents,
    depositCents: row.depositCents,
    startDate: row.startDate,
    endDate: row.endDate,
    weeks: weeksBetween(row.startDate, row.endDate),
    validUntil: row.validUntil,
    note: row.note,
    hoursPerWeek: row.hoursPerWeek,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The booking's current offer: the latest one not replaced by a newer one. */
export async function currentOffer(db: Database, bookingId: number): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.bookingId, bookingId), ne(offers.status, "superseded")))
    .orderBy(desc(offers.id))
    .limit(1);
  return row ?? null;
}

/**
 * What was paid towards the booking: its own payments, and an agency's transfers allocated to
 * its invoices (issue 32).
 */
export async function paidCentsOf(db: Database, bookingId: number): Promise<number> {
  return (await paidCentsOfAll(db, [bookingId])).get(bookingId) ?? 0;
}

/** paidCentsOf for many bookings: two statements whatever their number. */
export async function paidCentsOfAll(
  db: Database,
  bookingIds: number[],
): Promise<Map<number, number>> {
  const paid = new Map(bookingIds.map((id) => [id, 0]));
  if (bookingIds.length === 0) return paid;
  const own = await db
    .select({
      bookingId: bookingPayments.bookingId,
      paid: sql<number>`coalesce(sum(${bookingPayments.amountCents}), 0)::int`,
    })
    .from(bookingPayments)
    .where(inArray(bookingPayments.bookingId, bookingIds))
    .groupBy(bookingPayments.bookingId);
  for (const row of own) paid.set(row.bookingId, Number(row.paid));
  for (const [id, cents] of await transferredCentsOfAll(db, bookingIds)) {
    paid.set(id, (paid.get(id) ?? 0) + cents);
  }
  return paid;
}

async function transferredCentsOf(db: Database, bookingId: number): Promise<number> {
  return (await transferredCentsOfAll(db, [bookingId])).get(bookingId) ?? 0;
}

/** An agency's transfers allocated to each booking's invoices (net of reversals). */
async function transferredCentsOfAll(
  db: Database,
  bookingIds: number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({
      bookingId: invoices.bookingId,
      paid: sql<number>`coalesce(sum(${invoiceAllocations.amountCents}), 0)::int`,
    })
    .from(invoiceAllocations)
    .innerJoin(invoices, eq(invoices.id, invoiceAllocations.invoiceId))
    .where(
      and(inArray(invoices.bookingId, bookingIds), isNotNull(invoiceAllocations.agencyPaymentId)),
    )
    .groupBy(invoices.bookingId);
  return new Map(rows.map((row) => [row.bookingId, Number(row.paid)]));
}

/**
 * What the booking's payer owes (issue 32): invoices less credit notes less payments. A booking
 * not invoiced yet (an offer, or one accepted before the ledger) owes its offer's total.
 */
export function balanceOf(
  row: Pick<BookingRow, "invoicedCents" | "totalCents">,
  paidCents: number,
  invoiced: boolean,
): number {
  return (invoiced ? row.invoicedCents : row.totalCents) - paidCents;
}

/** The name of the agency that pays the school for the booking (issue 32), else null. */
export async function payingAgencyOf(db: Database, bookingId: number): Promise<string | null> {
  return (await payingAgenciesOf(db, [bookingId])).get(bookingId) ?? null;
}

/** payingAgencyOf for many bookings, in one statement: the name of each agency that pays. */
export async function payingAgenciesOf(
  db: Database,
  bookingIds: number[],
): Promise<Map<number, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: bookings.id, name: agencies.name })
    .from(bookings)
    .innerJoin(agencies, eq(agencies.id, bookings.agencyId))
    .where(and(inArray(bookings.id, bookingIds), eq(bookings.payer, "agency")));
  return new Map(rows.map((row) => [row.bookingId, row.name]));
}

export async function hasInvoices(db: Database, bookingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .limit(1);
  return row !== undefined;
}

export async function lockBooking(tx: Database, id: number): Promise<BookingRow | null> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row ?? null;
}

export async function loadDetail(
  db: Database,
  id: number,
  payments: PaymentProvider,
): Promise<BookingDetail | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) return null;
  const [offer, paymentRows, events, [quote], [agency], [waiting]] = await Promise.all([
    currentOffer(db, id),
    db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, id))
      .orderBy(asc(bookingPayments.receivedOn), asc(bookingPayments.id)),
    db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, id))
      .orderBy(desc(bookingEvents.id)),
    row.quoteRequestId
      ? db
          .select({ phone: quoteRequests.phone, englishLevel: quoteRequests.englishLevel })
          .from(quoteRequests)
          .where(eq(quoteRequests.id, row.quoteRequestId))
      : Promise.resolve([]),
    row.agencyId
      ? db
          .select({ id: agencies.id, name: agencies.name })
          .from(agencies)
          .where(eq(agencies.id, row.agencyId))
      : Promise.resolve([]),
    // The open consent request of a minor's booking (issue 27): whom staff wait for, since when.
    row.status === "awaiting-guardian"
      ? db
          .select()
          .from(guardianConsents)
          .where(and(eq(guardianConsents.bookingId, id), isNull(guardianConsents.consentedAt)))
          .orderBy(desc(guardianConsents.id))
          .limit(1)
      : Promise.resolve([]),
  ]);
  // Fixed at acceptance from the accepted offer's tuition (a booked offer is never re-priced).
  const commission = offer ? commissionOf(row, tuitionCentsOf(offer.lines)) : null;
  // The payments are loaded above: only the agency's transfers are read again.
  const [transferred, invoiced] = await Promise.all([
    transferredCentsOf(db, id),
    hasInvoices(db, id),
  ]);
  const paidCents =
    paymentRows.reduce((sum, payment) => sum + payment.amountCents, 0) + transferred;
  return {
    id: row.id,
    reference: payments.referenceOf(row.id),
    status: row.status,
    quoteRequestId: row.quoteRequestId,
    studentId: row.studentId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.erasedAt ? null : (quote?.phone ?? null),
    locale: row.locale as Lang,
    country: row.country,
    ageGroup: row.ageGroup,
    programId: row.programId,
    programTitle: row.programTitle,
    city: row.city as City | null,
    accommodationType: row.accommodationType as AccommodationType | null,
    startDate: row.startDate,
    endDate: row.endDate,
    totalCents: row.totalCents,
    depositCents: row.depositCents,
    invoicedCents: row.invoicedCents,
    payer: row.payer,
    paidCents,
    balanceCents: balanceOf(row, paidCents, invoiced),
    offer: offer ? offerOf(offer) : null,
    details: row.details,
    guardianRequest: waiting
      ? {
          name: waiting.guardianName,
          email: waiting.guardianEmail,
          requestedAt: waiting.createdAt.toISOString(),
          expiresAt: waiting.expiresAt.toISOString(),
        }
      : null,
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      amountCents: payment.amountCents,
      receivedOn: payment.receivedOn,
      method: payment.method,
      note: payment.note,
      recordedBy: payment.recordedBy,
      createdAt: payment.createdAt.toISOString(),
    })),
    timeline: events.map((event) => ({
      id: event.id,
      at: event.createdAt.toISOString(),
      actor: event.actor,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      summary: event.summary,
    })),
    transitions: row.erasedAt ? [] : (staffTransitions[row.status] ?? []),
    letterAvailable: depositRecorded.includes(row.status) && row.details !== null,
    payable: payableStatuses.includes(row.status),
    agency: agency ?? null,
    commission: commission ? { ...commission, paidBy: row.commissionPaidBy } : null,
    needsVisa: row.needsVisa,
    // As placement reads it: an imported booking brings its level, one made here its quote's.
    level: row.level ?? quote?.englishLevel ?? null,
    placementLevel: row.placementLevel,
    importedAt: row.importedAt?.toISOString() ?? null,
    importDetails: row.importDetails,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
