/**
 * One booking as staff see it (issue 16): the detail, payments, the status changes staff make
 * and the letter of acceptance (the list, CSV and expiry job are in list.ts).
 * Recording the payment that covers the deposit confirms the booking and creates (or links)
 * the student record.
 */

import {
  bookingStatusChangeSchema,
  needsVisaChangeSchema,
  paymentInputSchema,
} from "@shared/bookings/forms";
import { ageOn } from "@shared/bookings/minors";
import { weeksBetween } from "@shared/bookings/offer-pricing";
import {
  type BookingDetail,
  type BookingStatus,
  type Lang,
  payableStatuses,
  staffTransitions,
} from "@shared/bookings/types";
import { formatCents } from "@shared/format/money";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPayments, bookings, offers, students } from "../../db/schema";
import type { Actor } from "../audit";
import { programTitleIn } from "../content/translations/program-title";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors";
import { allocateBookingPayment } from "../invoices/allocations";
import { issueCancellation } from "../invoices/ledger";
import { fieldErrors } from "../leads/submission";
import { depositReceivedMessage, letterMessage } from "../mail/booking-emails";
import { enqueueEmails, type QueuedMessage } from "../mail/outbox";
import { letterFilename, letterOfAcceptance } from "./letter";
import { moveTo, recordEvent } from "./moves";
import { BOOKED_LINK_DAYS } from "./offer-terms";
import { offerPageUrl } from "./offer-url";
import type { PaymentProvider } from "./payment-provider";
import { confirmsBooking, exceedsBalance } from "./payment-rules";
import {
  type BookingRow,
  currentOffer,
  depositRecorded,
  dublinDay,
  hasInvoices,
  loadDetail,
  lockBooking,
} from "./store";
import { linkToken } from "./tokens";

export interface BookingAdminDeps {
  db: Database;
  /** Signs offer links (tokens.ts). */
  secret: string;
  payments: PaymentProvider;
  publicUrl: string;
  now: () => Date;
  onQueued: () => void;
}

/** What a student's record says once the booking reaches a status. */
const studentStatusOf: Partial<
  Record<BookingStatus, "enrolled" | "active" | "completed" | "withdrawn">
> = {
  confirmed: "enrolled",
  arrived: "active",
  completed: "completed",
  cancelled: "withdrawn",
};

export function createBookingAdminService(deps: BookingAdminDeps) {
  const { db, payments } = deps;
  const euros = (cents: number) => formatCents(cents, "en");

  async function detail(id: number): Promise<BookingDetail> {
    const found = await loadDetail(db, id, payments);
    if (!found) throw new NotFoundError("Booking not found");
    return found;
  }

  /**
   * The link of the person's booking page (the one they were sent), for a later e-mail: it
   * opens the page for another 30 days from now (issue 27).
   */
  async function linkOf(tx: Database, booking: BookingRow): Promise<string | null> {
    const [accepted] = await tx
      .select({ id: offers.id, nonce: offers.tokenNonce, expiresAt: offers.tokenExpiresAt })
      .from(offers)
      .where(and(eq(offers.bookingId, booking.id), eq(offers.status, "accepted")))
      .orderBy(desc(offers.id))
      .limit(1);
    if (!accepted?.nonce) return null;
    const renewed = new Date(deps.now().getTime() + BOOKED_LINK_DAYS * 86_400_000);
    if (!accepted.expiresAt || accepted.expiresAt < renewed) {
      await tx.update(offers).set({ tokenExpiresAt: renewed }).where(eq(offers.id, accepted.id));
    }
    return offerPageUrl(
      deps.publicUrl,
      booking.locale as Lang,
      linkToken(deps.secret, accepted.nonce),
    );
  }

  /** The student record of a confirmed booking: the quote's existing one, or a new one. */
  async function linkStudent(tx: Database, booking: BookingRow): Promise<number> {
    const [existing] = booking.quoteRequestId
      ? await tx
          .select({ id: students.id })
          .from(students)
          .where(eq(students.quoteRequestId, booking.quoteRequestId))
      : [];
    const age =
      booking.details && booking.startDate
        ? ageOn(booking.details.dateOfBirth, booking.startDate)
        : null;
    const values = {
      firstName: booking.firstName,
      lastName: booking.lastName,
      email: booking.email,
      country: booking.details?.nationality ?? booking.country,
      age: age !== null && age >= 8 && age <= 120 ? age : null,
      programId: booking.programId,
      location: booking.city,
      startDate: booking.startDate,
      endDate: booking.endDate,
      status: "enrolled" as const,
      accommodationType: booking.accommodationType,
      quoteRequestId: booking.quoteRequestId,
      updatedAt: new Date(),
    };
    if (existing) {
      await tx.update(students).set(values).where(eq(students.id, existing.id));
      return existing.id;
    }
    const [created] = await tx.insert(students).values(values).returning({ id: students.id });
    if (!created) throw new Error("student insert returned nothing");
    return created.id;
  }

  return {
    get: (id: number) => loadDetail(db, id, payments),

    async recordPayment(id: number, raw: unknown, actor: Actor): Promise<BookingDetail> {
      const parsed = paymentInputSchema.safeParse(raw);
      if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
      const input = parsed.data;
      const messages: QueuedMessage[] = [];
      await db.transaction(async (tx) => {
        const booking = await lockBooking(tx, id);
        if (!booking) throw new NotFoundError("Booking not found");
        if (!payableStatuses.includes(booking.status)) {
          throw new ConflictError(
            booking.status === "cancelled"
              ? "This booking is cancelled: no payment can be recorded."
              : "Payments can be recorded once the offer is accepted.",
          );
        }
        const [paidRow] = await tx
          .select({ paid: sql<number>`coalesce(sum(${bookingPayments.amountCents}), 0)::int` })
          .from(bookingPayments)
          .where(eq(bookingPayments.bookingId, id));
        const paidBefore = paidRow?.paid ?? 0;
        // What the booking owes is what it was invoiced (issue 32); one accepted before the
        // ledger owes its total.
        const owed = (await hasInvoices(tx, id)) ? booking.invoicedCents : booking.totalCents;
        if (exceedsBalance(input.amountCents, owed, paidBefore)) {
          const balance = Math.max(0, owed - paidBefore);
          throw new InvalidInputError({
            amountCents: `This is more than the balance still due (${euros(balance)}).`,
          });
        }
        const [payment] = await tx
          .insert(bookingPayments)
          .values({
            bookingId: id,
            amountCents: input.amountCents,
            receivedOn: input.receivedOn,
            method: input.method,
            note: input.note,
            recordedById: actor.id,
            recordedBy: actor.name,
          })
          .returning({ id: bookingPayments.id });
        if (!payment) throw new Error("payment insert returned nothing");
        await allocateBookingPayment(
          tx,
          { id: payment.id, bookingId: id, payer: booking.payer, amountCents: input.amountCents },
          actor,
        );
        const summary = `${actor.name} recorded a payment of ${euros(input.amountCents)} received on ${input.receivedOn} (${input.method})`;
        const paid = paidBefore + input.amountCents;
        if (confirmsBooking(booking.status, paid, booking.depositCents)) {
          await recordEvent(tx, id, actor, summary);
          // An anonymised booking is confirmed for the accounts only: no student, no e-mail.
          const studentId = booking.erasedAt ? null : await linkStudent(tx, booking);
          await moveTo(
            tx,
            booking,
            "confirmed",
            actor,
            "Deposit received: the booking is confirmed",
            {
              studentId,
            },
          );
          const url = booking.erasedAt ? null : await linkOf(tx, booking);
          if (url) {
            messages.push(
              depositReceivedMessage({
                to: booking.email,
                lang: booking.locale as Lang,
                firstName: booking.firstName,
                programTitle: await programTitleIn(tx, booking, booking.locale),
                startDate: booking.startDate ?? "",
                paidCents: paid,
                balanceCents: owed - paid,
                url,
              }),
            );
          }
        } else {
          await recordEvent(tx, id, actor, summary);
        }
        await enqueueEmails(tx, messages);
      });
      if (messages.length) deps.onQueued();
      return detail(id);
    },

    async changeStatus(id: number, raw: unknown, actor: Actor): Promise<BookingDetail> {
      const parsed = bookingStatusChangeSchema.safeParse(raw);
      if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
      const { status, reason } = parsed.data;
      await db.transaction(async (tx) => {
        const booking = await lockBooking(tx, id);
        if (!booking) throw new NotFoundError("Booking not found");
        if (booking.erasedAt || !(staffTransitions[booking.status] ?? []).includes(status)) {
          throw new ConflictError(
            `A booking that is ${booking.status} cannot become ${status}.`,
            "status",
          );
        }
        const summary = `${actor.name} marked the booking ${status}${reason ? `: ${reason}` : ""}`;
        await moveTo(tx, booking, status, actor, summary);
        if (status === "cancelled") {
          await issueCancellation(
            tx,
            booking,
            await currentOffer(tx, id),
            actor,
            dublinDay(deps.now()),
          );
        }
        const studentStatus = studentStatusOf[status];
        if (booking.studentId && studentStatus) {
          await tx
            .update(students)
            .set({ status: studentStatus, updatedAt: new Date() })
            .where(eq(students.id, booking.studentId));
        }
      });
      return detail(id);
    },

    /** Whether the student needs a visa, as staff know it; on the booking's timeline. */
    async setNeedsVisa(id: number, raw: unknown, actor: Actor): Promise<BookingDetail> {
      const parsed = needsVisaChangeSchema.safeParse(raw);
      if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
      const { needsVisa } = parsed.data;
      await db.transaction(async (tx) => {
        const booking = await lockBooking(tx, id);
        if (!booking) throw new NotFoundError("Booking not found");
        if (booking.erasedAt) throw new ConflictError("An erased booking cannot change.");
        if (booking.needsVisa === needsVisa) return;
        await tx.update(bookings).set({ needsVisa }).where(eq(bookings.id, id));
        await recordEvent(
          tx,
          id,
          actor,
          needsVisa
            ? `${actor.name} marked the student as needing a visa (Stamp 2: the 85 % rule applies)`
            : `${actor.name} marked the student as not needing a visa`,
        );
      });
      return detail(id);
    },

    async letter(id: number): Promise<{ filename: string; pdf: Buffer }> {
      const booking = await detail(id);
      if (!booking.letterAvailable || !booking.details || !booking.offer) {
        throw new ConflictError(
          "The letter of acceptance is available once the deposit is recorded.",
        );
      }
      const data = {
        reference: booking.reference,
        issuedOn: dublinDay(deps.now()),
        passportName: booking.details.passportName,
        dateOfBirth: booking.details.dateOfBirth,
        nationality: booking.details.nationality,
        programTitle: booking.programTitle,
        city: booking.city,
        startDate: booking.offer.startDate,
        endDate: booking.offer.endDate,
        weeks: weeksBetween(booking.offer.startDate, booking.offer.endDate),
        hoursPerWeek: booking.offer.hoursPerWeek,
        accommodationType: booking.accommodationType,
        totalCents: booking.totalCents,
        paidCents: booking.paidCents,
        balanceCents: booking.balanceCents,
        payments: booking.payments.map(({ receivedOn, amountCents }) => ({
          receivedOn,
          amountCents,
        })),
      };
      return { filename: letterFilename(data), pdf: await letterOfAcceptance(data) };
    },

    async emailLetter(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const booking = await lockBooking(tx, id);
        if (!booking) throw new NotFoundError("Booking not found");
        if (!depositRecorded.includes(booking.status) || !booking.details) {
          throw new ConflictError(
            "The letter of acceptance is available once the deposit is recorded.",
          );
        }
        const url = await linkOf(tx, booking);
        if (!url) throw new ConflictError("This booking has no accepted offer.");
        const lang = booking.locale as Lang;
        const recipients = [booking.email, booking.details.guardian?.email].filter(
          (to): to is string => Boolean(to),
        );
        const programTitle = await programTitleIn(tx, booking, lang);
        await enqueueEmails(
          tx,
          recipients.map((to) =>
            letterMessage({
              to,
              lang,
              firstName: booking.firstName,
              programTitle,
              url,
            }),
          ),
        );
        await recordEvent(
          tx,
          id,
          actor,
          `${actor.name} e-mailed the letter of acceptance to ${recipients.join(" and ")}`,
        );
      });
      deps.onQueued();
    },
  };
}

export type BookingAdminService = ReturnType<typeof createBookingAdminService>;
