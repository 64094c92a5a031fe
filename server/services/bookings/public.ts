/**
 * The person's side of an offer (issue 16): no account, only the link's token. They read the
 * offer, accept it with the booking details a school needs (and a guardian for a minor), or
 * decline it; once booked the same page shows how to pay and, after the deposit, the letter.
 */

import { commissionCentsOf, tuitionCentsOf } from "@shared/agents/types";
import { acceptOfferSchema } from "@shared/bookings/forms";
import { isMinorAgeGroup } from "@shared/bookings/minors";
import {
  type AcceptResult,
  type BookingDetails,
  type Lang,
  type PublicOffer,
  weeksBetween,
} from "@shared/bookings/types";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, bookings, offers } from "../../db/schema";
import { programTitleIn } from "../content/translations/program-title";
import {
  ConflictError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  UnavailableError,
} from "../errors";
import { fieldErrors } from "../leads/submission";
import { awaitingGuardianMessage, newLinkMessage } from "../mail/booking-emails";
import { enqueueEmails, type QueuedMessage } from "../mail/outbox";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { acceptanceMessages, paymentAfterAcceptance } from "./acceptance";
import {
  type GuardianConsentService,
  openGuardianRequest,
  requestGuardianConsent,
} from "./guardian";
import { minorAcceptance } from "./minor-acceptance";
import { BOOKED_LINK_DAYS } from "./offer-terms";
import { offerPageUrl } from "./offers";
import type { PaymentProvider } from "./payment-provider";
import {
  type BookingRow,
  currentOffer,
  depositRecorded,
  dublinDay,
  lockBooking,
  moveTo,
  type OfferRow,
  type Party,
  paidCentsOf,
  recordEvent,
} from "./store";
import { hashToken, linkToken, newNonce, OFFER_TOKEN } from "./tokens";

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
  /** Parent or guardian consent (guardian.ts): the student may have its e-mail sent again. */
  guardian: GuardianConsentService;
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
      // A booking's page: a fresh link goes to the address booked with (requestNewLink).
      if (offer.status === "accepted") {
        throw new GoneError(
          "For your security, this booking link has expired. Ask for a new one: we e-mail it to the address you booked with.",
          "renewable",
        );
      }
      throw new GoneError("This offer link has expired.");
    }
    if (offer.status === "superseded") {
      throw new GoneError(
        "This offer was replaced by a newer one: use the link in our latest e-mail.",
        "superseded",
      );
    }
    const booking = lock
      ? await lockBooking(tx, offer.bookingId)
      : ((await tx.select().from(bookings).where(eq(bookings.id, offer.bookingId)))[0] ?? null);
    if (!booking || booking.erasedAt) throw new NotFoundError("This offer link is not valid.");
    return { offer, booking };
  }

  /** How to pay: the deposit is due from acceptance, for a minor from their guardian's consent. */
  function paymentOf(booking: BookingRow, offer: OfferRow, paidCents: number) {
    const consentAt = booking.details?.guardian?.consentAt;
    const acceptedAt = consentAt ? new Date(consentAt) : (offer.respondedAt ?? deps.now());
    return paymentAfterAcceptance(payments, booking, offer, dublinDay(acceptedAt), paidCents);
  }

  async function viewOf(tx: Database, offer: OfferRow, booking: BookingRow): Promise<PublicOffer> {
    const paidCents = await paidCentsOf(tx, booking.id);
    const open = offer.status === "sent" && booking.status === "offer-sent";
    const booked =
      offer.status === "accepted" && !["cancelled", "awaiting-guardian"].includes(booking.status);
    const waiting =
      booking.status === "awaiting-guardian" ? await openGuardianRequest(tx, booking.id) : null;
    return {
      bookingId: booking.id,
      status: booking.status,
      firstName: booking.firstName,
      lang: booking.locale as Lang,
      programTitle: await programTitleIn(tx, booking, booking.locale),
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
      guardianExpected: isMinorAgeGroup(booking.ageGroup),
      ageGroup: booking.ageGroup,
      awaitingGuardian: waiting
        ? {
            name: waiting.guardianName,
            email: waiting.guardianEmail,
            requestedAt: waiting.createdAt.toISOString(),
          }
        : null,
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
   * Accepts a locked offer that is open: the booking details (and a parent or guardian for a
   * minor), the commission of an agency's booking at the agency's current rate, the timeline,
   * the e-mails. An adult's booking is `accepted` at once; a minor's awaits their guardian's
   * consent (guardian.ts). `token` is the person's link, for the e-mails; `party` who accepted
   * (the student, or an agent on their behalf).
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
    if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
    const input = parsed.data;
    const guardian = input.guardian ?? null;
    const { minor, fields } = minorAcceptance({
      dateOfBirth: input.dateOfBirth,
      guardian,
      bookingEmail: booking.email,
      ageGroup: booking.ageGroup,
      startDate: offer.startDate,
      today,
    });
    if (Object.keys(fields).length > 0) throw new InvalidInputError(fields);

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
      // Named now; they consent on their own page (guardian.ts).
      guardian:
        minor && guardian ? { name: guardian.name, email: guardian.email, consentAt: null } : null,
    };
    const [accepted] = await tx
      .update(offers)
      .set({
        status: "accepted",
        respondedAt: at,
        // A booking page opens for 30 days from each e-mail that links it; then the family
        // asks for a fresh link, sent to the address they booked with (issue 27).
        tokenExpiresAt: new Date(at.getTime() + BOOKED_LINK_DAYS * 86_400_000),
      })
      .where(eq(offers.id, offer.id))
      .returning();
    if (!accepted) throw new NotFoundError("This offer link is not valid.");
    const who =
      party.name === "Student"
        ? "The student accepted the offer"
        : `${party.name} accepted the offer on the student's behalf`;
    const fixed = {
      details,
      totalCents: offer.totalCents,
      depositCents: offer.depositCents,
      ...(await commissionAtBooking(tx, booking, offer)),
    };
    const lang = booking.locale as Lang;
    const url = offerPageUrl(deps.publicUrl, lang, token);

    if (details.guardian) {
      await moveTo(
        tx,
        booking,
        "awaiting-guardian",
        party,
        `${who}; the student is under 18, so ${details.guardian.name} (${details.guardian.email}) was asked to consent`,
        fixed,
      );
      const waiting = { ...booking, ...fixed, status: "awaiting-guardian" as const };
      await requestGuardianConsent(tx, deps, waiting, offer, details.guardian, messages);
      messages.push(
        awaitingGuardianMessage({
          to: booking.email,
          lang,
          firstName: booking.firstName,
          guardianName: details.guardian.name,
          guardianEmail: details.guardian.email,
          programTitle: booking.programTitle,
          url,
        }),
      );
      await enqueueEmails(tx, messages);
      return {
        bookingId: booking.id,
        status: "awaiting-guardian",
        depositCents: offer.depositCents,
        payment: null,
      };
    }

    await moveTo(tx, booking, "accepted", party, who, fixed);
    const payment = acceptanceMessages(
      deps,
      {
        booking: { ...booking, ...fixed, status: "accepted" },
        offer: accepted,
        token,
        acceptedOn: dublinDay(at),
        paidCents: await paidCentsOf(tx, booking.id),
        minor: false,
        programTitle: await programTitleIn(tx, booking, booking.locale),
      },
      messages,
    );
    await enqueueEmails(tx, messages);
    return {
      bookingId: booking.id,
      status: "accepted",
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

    /**
     * A fresh link to a booking whose link has expired, e-mailed to the address booked with. The
     * answer is the same whatever the token, so it tells nobody anything about a booking.
     */
    async requestNewLink(token: string, context: { ip: string }): Promise<void> {
      const limit = await deps.rateLimiter.hit(`offer-new-link:${context.ip}`, deps.rule);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
      if (!OFFER_TOKEN.test(token)) return;
      const messages: QueuedMessage[] = [];
      await db.transaction(async (tx) => {
        const [offer] = await tx
          .select()
          .from(offers)
          .where(eq(offers.tokenHash, hashToken(token)))
          .for("update");
        if (offer?.status !== "accepted") return;
        const booking = await lockBooking(tx, offer.bookingId);
        if (!booking || booking.erasedAt || booking.status === "cancelled") return;
        const at = deps.now();
        const nonce = newNonce();
        const fresh = linkToken(deps.secret, nonce);
        await tx
          .update(offers)
          .set({
            tokenNonce: nonce,
            tokenHash: hashToken(fresh),
            tokenExpiresAt: new Date(at.getTime() + BOOKED_LINK_DAYS * 86_400_000),
          })
          .where(eq(offers.id, offer.id));
        await recordEvent(
          tx,
          booking.id,
          STUDENT,
          `A new booking link was e-mailed to ${booking.email}`,
        );
        messages.push(
          newLinkMessage({
            to: booking.email,
            lang: booking.locale,
            firstName: booking.firstName,
            programTitle: booking.programTitle,
            url: offerPageUrl(deps.publicUrl, booking.locale as Lang, fresh),
          }),
        );
        await enqueueEmails(tx, messages);
      });
      if (messages.length > 0) deps.onQueued();
    },

    /** The student asks for their parent or guardian's e-mail to be sent again. */
    async resendGuardianRequest(
      token: string,
      context: { ip: string },
    ): Promise<{ email: string; expiresAt: string }> {
      const limit = await deps.rateLimiter.hit(`guardian-resend:${context.ip}`, deps.rule);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
      const { booking } = await resolve(db, token, false);
      return deps.guardian.resend(booking.id, STUDENT);
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
