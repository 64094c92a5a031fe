/**
 * The person's side of an offer (issue 16): no account, only the link's token. They read the
 * offer, accept it with the booking details a school needs (and a guardian for a minor), or
 * decline it; once booked the same page shows how to pay and, after the deposit, the letter.
 */

import { commissionCentsOf, tuitionCentsOf } from "@shared/agents";
import {
  type AcceptResult,
  ageOn,
  type BookingDetails,
  type Lang,
  type PublicOffer,
  weeksBetween,
} from "@shared/booking";
import { eq } from "drizzle-orm";
import { brand } from "../../../app/config/brand";
import { acceptOfferSchema, bookingMessages } from "../../../app/forms/booking";
import type { Database } from "../../db/client";
import { agencies, bookings, offers } from "../../db/schema";
import {
  ConflictError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  UnavailableError,
} from "../errors";
import { fieldErrors } from "../leads/submission";
import { acceptedMessage, guardianMessage, staffAcceptedMessage } from "../mail/booking-emails";
import { enqueueEmails, type QueuedMessage } from "../mail/outbox";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { LINK_GRACE_DAYS, offerPageUrl } from "./offers";
import type { PaymentProvider } from "./payment-provider";
import {
  addDays,
  type BookingRow,
  currentOffer,
  depositRecorded,
  dublinDay,
  lockBooking,
  moveTo,
  type OfferRow,
  type Party,
  paidCentsOf,
} from "./store";
import { hashToken, linkToken, OFFER_TOKEN } from "./tokens";

export interface PublicOfferDeps {
  db: Database;
  payments: PaymentProvider;
  rateLimiter: RateLimiter;
  rule: RateLimitRule;
  adminUrl: (path: string) => string;
  publicUrl: string;
  now: () => Date;
  onQueued: () => void;
  /** Builds the letter of a booking whose deposit is recorded. */
  letterOf: (bookingId: number) => Promise<{ filename: string; pdf: Buffer }>;
  /** Moves offers past their day to expired; run before reading one. */
  expireDue: () => Promise<number>;
  /** Signs offer links (an agent's acceptance e-mails the person their link). */
  secret: string;
}

const STUDENT = { id: null, name: "Student" } as const;

/**
 * An agency's booking takes the agency's rate at the moment it is booked, and the commission
 * that rate gives on the offer's tuition lines; both stay on the booking (issue 17).
 */
async function commissionAtBooking(
  tx: Database,
  booking: BookingRow,
  offer: OfferRow,
): Promise<Pick<BookingRow, "commissionBasisPoints" | "commissionCents">> {
  if (!booking.agencyId) return { commissionBasisPoints: null, commissionCents: null };
  const [agency] = await tx
    .select({ basisPoints: agencies.commissionBasisPoints })
    .from(agencies)
    .where(eq(agencies.id, booking.agencyId));
  const basisPoints = agency?.basisPoints ?? 0;
  return {
    commissionBasisPoints: basisPoints,
    commissionCents: commissionCentsOf(tuitionCentsOf(offer.lines), basisPoints),
  };
}
const MINOR_AGE_GROUPS = ["12-15", "16-17"];

export function createPublicOfferService(deps: PublicOfferDeps) {
  const { db, payments } = deps;

  /** The offer and booking behind a token, locked when inside a transaction that changes them. */
  async function resolve(tx: Database, token: string, lock: boolean) {
    if (!OFFER_TOKEN.test(token)) throw new NotFoundError("This offer link is not valid.");
    const query = tx
      .select()
      .from(offers)
      .where(eq(offers.tokenHash, hashToken(token)));
    const [offer] = lock ? await query.for("update") : await query;
    if (!offer) throw new NotFoundError("This offer link is not valid.");
    if (offer.tokenExpiresAt && offer.tokenExpiresAt <= deps.now()) {
      throw new GoneError("This offer link has expired.");
    }
    if (offer.status === "superseded") {
      throw new GoneError(
        "This offer was replaced by a newer one: use the link in our latest e-mail.",
      );
    }
    const booking = lock
      ? await lockBooking(tx, offer.bookingId)
      : ((await tx.select().from(bookings).where(eq(bookings.id, offer.bookingId)))[0] ?? null);
    if (!booking || booking.erasedAt) throw new NotFoundError("This offer link is not valid.");
    return { offer, booking };
  }

  function paymentOf(booking: BookingRow, offer: OfferRow, paidCents: number) {
    const acceptedOn = offer.respondedAt ? dublinDay(offer.respondedAt) : dublinDay(deps.now());
    return payments.instructions({
      id: booking.id,
      depositCents: booking.depositCents,
      totalCents: booking.totalCents,
      paidCents,
      acceptedOn,
      startDate: booking.startDate ?? offer.startDate,
    });
  }

  async function viewOf(tx: Database, offer: OfferRow, booking: BookingRow): Promise<PublicOffer> {
    const paidCents = await paidCentsOf(tx, booking.id);
    const open = offer.status === "sent" && booking.status === "offer-sent";
    const booked = offer.status === "accepted" && booking.status !== "cancelled";
    return {
      bookingId: booking.id,
      status: booking.status,
      firstName: booking.firstName,
      lang: booking.locale as Lang,
      programTitle: booking.programTitle,
      city: booking.city as PublicOffer["city"],
      accommodationType: booking.accommodationType as PublicOffer["accommodationType"],
      startDate: offer.startDate,
      endDate: offer.endDate,
      weeks: weeksBetween(offer.startDate, offer.endDate),
      validUntil: offer.validUntil,
      note: offer.note,
      lines: offer.lines,
      totalCents: offer.totalCents,
      depositCents: offer.depositCents,
      paidCents,
      balanceCents: offer.totalCents - paidCents,
      guardianExpected: MINOR_AGE_GROUPS.includes(booking.ageGroup ?? ""),
      open,
      hoursPerWeek: offer.hoursPerWeek,
      letterAvailable: depositRecorded.includes(booking.status) && booking.details !== null,
      // Never an example IBAN: without the school's account there are no instructions to show.
      payment: booked && payments.ready ? paymentOf(booking, offer, paidCents) : null,
    };
  }

  /** Why an offer cannot be answered, in the person's terms. */
  function refusal(offer: OfferRow, booking: BookingRow): string {
    if (booking.status === "cancelled") return "This booking was cancelled.";
    if (offer.status === "accepted") return "You have already accepted this offer.";
    if (offer.status === "declined") return "This offer was declined.";
    if (offer.status === "expired" || booking.status === "expired") {
      return "This offer has expired. Ask us for a new one.";
    }
    return "This offer can no longer be answered.";
  }

  /**
   * Accepts a locked offer that is open: the booking details (and a guardian for a minor), the
   * commission of an agency's booking at the agency's current rate, the timeline, the e-mails.
   * `token` is the person's link, for the e-mails; `party` who accepted (the student, or an
   * agent on their behalf).
   */
  async function acceptLocked(
    tx: Database,
    offer: OfferRow,
    booking: BookingRow,
    raw: unknown,
    party: Party,
    token: string,
    messages: QueuedMessage[],
  ): Promise<AcceptResult> {
    if (offer.status !== "sent" || booking.status !== "offer-sent") {
      throw new ConflictError(refusal(offer, booking));
    }
    if (!payments.ready) {
      throw new UnavailableError(
        "We can't confirm bookings online at the moment. Please try again later or write to our admissions team.",
      );
    }
    const parsed = acceptOfferSchema.safeParse(raw);
    const today = dublinDay(deps.now());
    // Field errors are reported only for an offer that can be accepted.
    const fields = parsed.success ? {} : fieldErrors(parsed.error);
    const input = parsed.success ? parsed.data : null;
    const dateOfBirth = input?.dateOfBirth;
    if (dateOfBirth && dateOfBirth >= today) fields.dateOfBirth = bookingMessages.dateOfBirthFuture;
    const minor = dateOfBirth ? ageOn(dateOfBirth, offer.startDate) < 18 : false;
    if (parsed.success && minor && !parsed.data.guardian) {
      fields["guardian.name"] = bookingMessages.guardianRequired;
      fields["guardian.email"] = bookingMessages.guardianRequired;
      fields["guardian.consent"] = bookingMessages.guardianConsent;
    }
    if (Object.keys(fields).length > 0 || !input) throw new InvalidInputError(fields);

    const at = deps.now();
    const details: BookingDetails = {
      passportName: input.passportName,
      dateOfBirth: input.dateOfBirth,
      nationality: input.nationality,
      address: input.address,
      emergencyContact: input.emergencyContact,
      arrivalDate: input.arrivalDate ?? null,
      flight: input.flight ?? null,
      dietaryNotes: input.dietaryNotes ?? null,
      medicalNotes: input.medicalNotes ?? null,
      termsAcceptedAt: at.toISOString(),
      guardian:
        minor && input.guardian
          ? { name: input.guardian.name, email: input.guardian.email, consentAt: at.toISOString() }
          : null,
    };
    const [accepted] = await tx
      .update(offers)
      .set({
        status: "accepted",
        respondedAt: at,
        tokenExpiresAt: new Date(
          Date.parse(`${addDays(offer.endDate, LINK_GRACE_DAYS * 2)}T00:00:00Z`),
        ),
      })
      .where(eq(offers.id, offer.id))
      .returning();
    if (!accepted) throw new NotFoundError("This offer link is not valid.");
    const guardianNote = details.guardian
      ? `, with ${details.guardian.name}'s consent as guardian`
      : "";
    const who =
      party.name === "Student"
        ? "The student accepted the offer"
        : `${party.name} accepted the offer on the student's behalf`;
    await moveTo(tx, booking, "accepted", party, `${who}${guardianNote}`, {
      details,
      totalCents: offer.totalCents,
      depositCents: offer.depositCents,
      ...(await commissionAtBooking(tx, booking, offer)),
    });
    const updated = {
      ...booking,
      status: "accepted" as const,
      details,
      totalCents: offer.totalCents,
      depositCents: offer.depositCents,
    };
    const payment = paymentOf(updated, accepted, await paidCentsOf(tx, booking.id));
    const lang = booking.locale as Lang;
    const url = offerPageUrl(deps.publicUrl, lang, token);
    const common = {
      lang,
      programTitle: booking.programTitle,
      startDate: offer.startDate,
      endDate: offer.endDate,
      reference: payment.reference,
      payment,
      url,
    };
    messages.push(
      acceptedMessage({ to: booking.email, firstName: booking.firstName, ...common }),
      staffAcceptedMessage({
        to: brand.admissionsEmail,
        bookingId: booking.id,
        reference: payment.reference,
        name: `${booking.firstName} ${booking.lastName}`,
        programTitle: booking.programTitle,
        startDate: offer.startDate,
        totalCents: offer.totalCents,
        depositCents: offer.depositCents,
        minor,
        adminUrl: deps.adminUrl(`/admin/bookings/${booking.id}`),
      }),
    );
    if (details.guardian) {
      messages.push(
        guardianMessage({
          to: details.guardian.email,
          guardianName: details.guardian.name,
          studentName: input.passportName,
          consentedAt: details.guardian.consentAt,
          ...common,
        }),
      );
    }
    await enqueueEmails(tx, messages);
    return {
      bookingId: booking.id,
      status: "accepted" as const,
      depositCents: offer.depositCents,
      payment,
    };
  }

  return {
    async view(token: string): Promise<PublicOffer> {
      await deps.expireDue();
      const { offer, booking } = await resolve(db, token, false);
      return viewOf(db, offer, booking);
    },

    async accept(token: string, raw: unknown, context: { ip: string }): Promise<AcceptResult> {
      const limit = await deps.rateLimiter.hit(`offer-answer:${context.ip}`, deps.rule);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
      await deps.expireDue();
      const messages: QueuedMessage[] = [];
      const result = await db.transaction(async (tx) => {
        const { offer, booking } = await resolve(tx, token, true);
        return acceptLocked(tx, offer, booking, raw, STUDENT, token, messages);
      });
      deps.onQueued();
      return result;
    },

    /**
     * An agent accepts the offer of one of their agency's students on the student's behalf
     * (issue 17): the same details and guardian rules as the person's own page. A booking of
     * another agency is answered as missing, like one that does not exist.
     */
    async acceptForAgency(
      agencyId: number,
      bookingId: number,
      raw: unknown,
      context: { ip: string; party: Party },
    ): Promise<AcceptResult> {
      const limit = await deps.rateLimiter.hit(`offer-answer:${context.ip}`, deps.rule);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
      await deps.expireDue();
      const messages: QueuedMessage[] = [];
      const result = await db.transaction(async (tx) => {
        const booking = await lockBooking(tx, bookingId);
        if (!booking || booking.agencyId !== agencyId || booking.erasedAt) {
          throw new NotFoundError("Booking not found");
        }
        const offer = await currentOffer(tx, bookingId);
        if (!offer?.tokenNonce || !offer.sentAt) {
          throw new ConflictError("The school has not sent an offer for this student yet.");
        }
        const token = linkToken(deps.secret, offer.tokenNonce);
        return acceptLocked(tx, offer, booking, raw, context.party, token, messages);
      });
      deps.onQueued();
      return result;
    },

    async decline(token: string, context: { ip: string }): Promise<PublicOffer> {
      const limit = await deps.rateLimiter.hit(`offer-answer:${context.ip}`, deps.rule);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
      await deps.expireDue();
      return db.transaction(async (tx) => {
        const { offer, booking } = await resolve(tx, token, true);
        if (offer.status !== "sent" || booking.status !== "offer-sent") {
          throw new ConflictError(refusal(offer, booking));
        }
        const [declined] = await tx
          .update(offers)
          .set({ status: "declined", respondedAt: deps.now() })
          .where(eq(offers.id, offer.id))
          .returning();
        if (!declined) throw new NotFoundError("This offer link is not valid.");
        await moveTo(tx, booking, "declined", STUDENT, "The student declined the offer");
        return viewOf(tx, declined, { ...booking, status: "declined" });
      });
    },

    async letter(token: string): Promise<{ filename: string; pdf: Buffer }> {
      const { booking } = await resolve(db, token, false);
      if (!depositRecorded.includes(booking.status)) {
        throw new ConflictError("The letter of acceptance is ready once the deposit is received.");
      }
      return deps.letterOf(booking.id);
    },
  };
}

export type PublicOfferService = ReturnType<typeof createPublicOfferService>;
