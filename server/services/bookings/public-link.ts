/**
 * The offer link as the person's page meets it (public.ts): what the page's operations are
 * given, the offer and booking behind a token, and why an offer can no longer be answered.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, offers } from "../../db/schema";
import { GoneError, NotFoundError } from "../errors";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import type { GuardianConsentService } from "./guardian";
import type { PaymentProvider } from "./payment-provider";
import { type BookingRow, lockBooking, type OfferRow } from "./store";
import { hashToken, OFFER_TOKEN } from "./tokens";

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

export const STUDENT = { id: null, name: "Student" } as const;

/** The offer and booking behind a token, locked when inside a transaction that changes them. */
export async function resolveOfferLink(
  deps: Pick<PublicOfferDeps, "now">,
  tx: Database,
  token: string,
  lock: boolean,
) {
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

/** Why an offer cannot be answered, in the person's terms. */
export function refusal(offer: OfferRow, booking: BookingRow): string {
  if (booking.status === "cancelled") return "This booking was cancelled.";
  if (offer.status === "accepted") return "You have already accepted this offer.";
  if (offer.status === "declined") return "This offer was declined.";
  if (offer.status === "expired" || booking.status === "expired") {
    return "This offer has expired. Ask us for a new one.";
  }
  return "This offer can no longer be answered.";
}
