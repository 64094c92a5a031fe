/**
 * A minor's booking and their parent or guardian (issue 27, decision 0028). Accepting for a
 * student under 18 (by date of birth or the quote's age group) leaves the booking
 * `awaiting-guardian` and e-mails the guardian a single-use link in the family's language. On
 * their page they read the offer, the student's details and the terms, and consent with their
 * own name: only then is the booking `accepted`, the deposit due and, once it is paid, the
 * letter available. The link is stored as a hash, expires, and can be sent again (by the
 * student from their booking page, or by staff), which revokes the previous one.
 */

import { createHash, randomBytes } from "node:crypto";
import { guardianConsentSchema } from "@shared/bookings/forms";
import { weeksBetween } from "@shared/bookings/offer-pricing";
import type { City, GuardianConsentView, Lang } from "@shared/bookings/types";
import type { AccommodationType } from "@shared/content/options";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, bookings, guardianConsents } from "../../db/schema";
import { programTitleIn } from "../content/translations/program-title";
import {
  ConflictError,
  GoneError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
} from "../errors";
import { issueAtAcceptance } from "../invoices/acceptance";
import { fieldErrors } from "../leads/submission";
import { guardianRequestMessage } from "../mail/booking-emails";
import { enqueueEmails, type QueuedMessage } from "../mail/outbox";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { type AcceptanceDeps, acceptanceMessages } from "./acceptance";
import { moveTo, recordEvent } from "./moves";
import {
  type BookingRow,
  currentOffer,
  dublinDay,
  lockBooking,
  type OfferRow,
  type Party,
  paidCentsOf,
  payingAgencyOf,
} from "./store";
import { linkToken } from "./tokens";

/** How long a guardian's link works. */
export const GUARDIAN_LINK_DAYS = 14;
export const GUARDIAN_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const GUARDIAN: Party = { id: null, name: "Guardian" };

export const hashGuardianToken = (token: string) =>
  createHash("sha256").update(`guardian-consent:${token}`).digest("hex");

export function guardianPageUrl(publicUrl: string, lang: Lang, token: string): string {
  return `${publicUrl}${lang === "en" ? "" : `/${lang}`}/guardian/${token}`;
}

type ConsentRow = typeof guardianConsents.$inferSelect;

/**
 * Asks the parent or guardian a minor's booking names, in the caller's transaction: revokes an
 * earlier link of the booking, stores the new one's hash and queues its e-mail.
 */
export async function requestGuardianConsent(
  tx: Database,
  deps: { publicUrl: string; now: () => Date },
  booking: BookingRow,
  offer: Pick<OfferRow, "startDate" | "endDate">,
  guardian: { name: string; email: string },
  messages: QueuedMessage[],
): Promise<ConsentRow> {
  const at = deps.now();
  await tx
    .update(guardianConsents)
    .set({ revokedAt: at })
    .where(
      and(
        eq(guardianConsents.bookingId, booking.id),
        isNull(guardianConsents.revokedAt),
        isNull(guardianConsents.consentedAt),
      ),
    );
  const token = randomBytes(32).toString("base64url");
  const lang = booking.locale as Lang;
  const expiresAt = new Date(at.getTime() + GUARDIAN_LINK_DAYS * 86_400_000);
  const [row] = await tx
    .insert(guardianConsents)
    .values({
      bookingId: booking.id,
      tokenHash: hashGuardianToken(token),
      guardianName: guardian.name,
      guardianEmail: guardian.email,
      lang,
      expiresAt,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error("guardian consent insert returned nothing");
  messages.push({
    // About the student: in their data-protection export and erasure too.
    about: booking.email,
    ...guardianRequestMessage({
      to: guardian.email,
      lang,
      guardianName: guardian.name,
      studentName: booking.details?.passportName ?? `${booking.firstName} ${booking.lastName}`,
      studentFirstName: booking.firstName,
      programTitle: await programTitleIn(tx, booking, lang),
      startDate: offer.startDate,
      endDate: offer.endDate,
      url: guardianPageUrl(deps.publicUrl, lang, token),
      expiresAt: expiresAt.toISOString(),
    }),
  });
  return row;
}

/** The open request of a booking that awaits its guardian, if any. */
export async function openGuardianRequest(
  db: Database,
  bookingId: number,
): Promise<ConsentRow | null> {
  const [row] = await db
    .select()
    .from(guardianConsents)
    .where(and(eq(guardianConsents.bookingId, bookingId), isNull(guardianConsents.consentedAt)))
    .orderBy(desc(guardianConsents.id))
    .limit(1);
  return row ?? null;
}

export interface GuardianConsentDeps extends AcceptanceDeps {
  db: Database;
  rateLimiter: RateLimiter;
  rule: RateLimitRule;
  /** Signs offer links: the acceptance e-mails point to the student's booking page. */
  secret: string;
  now: () => Date;
  onQueued: () => void;
}

export function createGuardianConsentService(deps: GuardianConsentDeps) {
  const { db, now } = deps;

  /** The request behind a link, its booking and offer; why not, when it cannot be used. */
  async function resolve(tx: Database, token: string, lock: boolean) {
    if (!GUARDIAN_TOKEN.test(token)) throw new NotFoundError("This link is not valid.");
    const query = tx
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.tokenHash, hashGuardianToken(token)));
    const [consent] = lock ? await query.for("update") : await query;
    if (!consent) throw new NotFoundError("This link is not valid.");
    if (consent.consentedAt) {
      throw new GoneError("You have already given your consent: thank you.", "used");
    }
    if (consent.revokedAt) {
      throw new GoneError("A newer link was e-mailed to you: please use that one.", "replaced");
    }
    if (consent.expiresAt <= now()) {
      throw new GoneError(
        "This link has expired. Ask the student or us to send a new one.",
        "expired",
      );
    }
    const booking = lock
      ? await lockBooking(tx, consent.bookingId)
      : ((await tx.select().from(bookings).where(eq(bookings.id, consent.bookingId)))[0] ?? null);
    if (!booking || booking.erasedAt) throw new NotFoundError("This link is not valid.");
    if (booking.status !== "awaiting-guardian") {
      throw new GoneError("This booking no longer waits for a consent.", "closed");
    }
    const offer = await currentOffer(tx, booking.id);
    if (!offer || !booking.details) throw new NotFoundError("This link is not valid.");
    return { consent, booking, offer };
  }

  return {
    async view(token: string): Promise<GuardianConsentView> {
      const { consent, booking, offer } = await resolve(db, token, false);
      const details = booking.details;
      if (!details) throw new NotFoundError("This link is not valid.");
      const [agency] = booking.agencyId
        ? await db
            .select({ name: agencies.name })
            .from(agencies)
            .where(eq(agencies.id, booking.agencyId))
        : [];
      return {
        lang: booking.locale as Lang,
        guardianName: consent.guardianName,
        firstName: booking.firstName,
        studentName: details.passportName,
        programTitle: await programTitleIn(db, booking, booking.locale),
        city: booking.city as City | null,
        accommodationType: booking.accommodationType as AccommodationType | null,
        startDate: offer.startDate,
        endDate: offer.endDate,
        weeks: weeksBetween(offer.startDate, offer.endDate),
        hoursPerWeek: offer.hoursPerWeek,
        lines: offer.lines,
        totalCents: offer.totalCents,
        depositCents: offer.depositCents,
        student: {
          dateOfBirth: details.dateOfBirth,
          nationality: details.nationality,
          address: details.address,
          emergencyContact: details.emergencyContact,
          arrivalDate: details.arrivalDate,
          flight: details.flight,
          dietaryNotes: details.dietaryNotes,
          medicalNotes: details.medicalNotes,
        },
        agencyName: agency?.name ?? null,
        expiresAt: consent.expiresAt.toISOString(),
      };
    },

    /**
     * The guardian consents, with their own name: the booking becomes `accepted` and the
     * acceptance e-mails go out (how to pay, from today). Single use.
     */
    async consent(
      token: string,
      raw: unknown,
      context: { ip: string },
    ): Promise<{ status: "accepted"; bookingId: number }> {
      const limit = await deps.rateLimiter.hit(`guardian-answer:${context.ip}`, deps.rule);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
      const messages: QueuedMessage[] = [];
      const result = await db.transaction(async (tx) => {
        const { consent, booking, offer } = await resolve(tx, token, true);
        const parsed = guardianConsentSchema.safeParse(raw);
        if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
        const at = now();
        const details = booking.details;
        if (!details || !offer.tokenNonce) throw new NotFoundError("This link is not valid.");
        await tx
          .update(guardianConsents)
          .set({ consentedName: parsed.data.name, consentedAt: at })
          .where(eq(guardianConsents.id, consent.id));
        const accepted: BookingRow = {
          ...booking,
          status: "accepted",
          details: {
            ...details,
            guardian: {
              name: parsed.data.name,
              email: consent.guardianEmail,
              consentAt: at.toISOString(),
            },
          },
        };
        await moveTo(
          tx,
          booking,
          "accepted",
          GUARDIAN,
          `${parsed.data.name} gave consent as parent or guardian (link sent to ${consent.guardianEmail})`,
          { details: accepted.details },
        );
        await issueAtAcceptance(tx, accepted, offer, GUARDIAN, dublinDay(at));
        acceptanceMessages(
          deps,
          {
            booking: accepted,
            offer,
            token: linkToken(deps.secret, offer.tokenNonce),
            acceptedOn: dublinDay(at),
            paidCents: await paidCentsOf(tx, booking.id),
            minor: true,
            programTitle: await programTitleIn(tx, booking, booking.locale),
            payingAgency: await payingAgencyOf(tx, booking.id),
          },
          messages,
        );
        await enqueueEmails(tx, messages);
        return { status: "accepted" as const, bookingId: booking.id };
      });
      deps.onQueued();
      return result;
    },

    /**
     * Sends the guardian a new link (the previous one stops working), to the address the
     * student gave: by staff (`party`) or by the student from their booking page.
     */
    async resend(bookingId: number, party: Party): Promise<{ email: string; expiresAt: string }> {
      const messages: QueuedMessage[] = [];
      const result = await db.transaction(async (tx) => {
        const booking = await lockBooking(tx, bookingId);
        if (!booking || booking.erasedAt) throw new NotFoundError("Booking not found");
        if (booking.status !== "awaiting-guardian" || !booking.details?.guardian) {
          throw new ConflictError("This booking is not waiting for a parent or guardian.");
        }
        const offer = await currentOffer(tx, booking.id);
        if (!offer) throw new NotFoundError("Booking not found");
        const guardian = booking.details.guardian;
        const row = await requestGuardianConsent(tx, deps, booking, offer, guardian, messages);
        await recordEvent(
          tx,
          booking.id,
          party,
          `The consent request was sent again to ${guardian.email}`,
        );
        await enqueueEmails(tx, messages);
        return { email: guardian.email, expiresAt: row.expiresAt.toISOString() };
      });
      deps.onQueued();
      return result;
    },
  };
}

export type GuardianConsentService = ReturnType<typeof createGuardianConsentService>;
