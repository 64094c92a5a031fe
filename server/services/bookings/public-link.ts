/**
 * The offer link as the person's page meets it (public.ts): what the page's operations are
 * given, the offer and booking behind a token, and why an offer can no longer be answered.
 */
import { asc, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookings, offers } from "../../db/schema";
import { GoneError, NotFoundError } from "../errors";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import type { GuardianConsentService } from "./guardian";
import type { PaymentProvider } from "./payment-provider";
import type { BookingRow, OfferRow } from "./store";
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

/** A link's outcome in a group (resolveOfferLinks, acceptAll): its value, or why it failed. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The offer and booking behind a token, locked when inside a transaction that changes them. */
export async function resolveOfferLink(
  deps: Pick<PublicOfferDeps, "now">,
  tx: Database,
  token: string,
  lock: boolean,
) {
  const [resolved] = await resolveOfferLinks(deps, tx, [token], lock);
  if (!resolved) throw new NotFoundError("This offer link is not valid.");
  if (!resolved.ok) throw resolved.error;
  return resolved.value;
}

/**
 * resolveOfferLink for many tokens (a group of acceptances, decision 0058): two statements
 * whatever their number, each token's outcome in the order given.
 */
export async function resolveOfferLinks(
  deps: Pick<PublicOfferDeps, "now">,
  tx: Database,
  tokens: string[],
  lock: boolean,
): Promise<Settled<{ offer: OfferRow; booking: BookingRow }>[]> {
  const hashes = tokens.map((token) => (OFFER_TOKEN.test(token) ? hashToken(token) : null));
  const wanted = hashes.filter((hash): hash is string => hash !== null);
  const offerQuery = tx
    .select()
    .from(offers)
    .where(inArray(offers.tokenHash, wanted))
    .orderBy(asc(offers.id));
  const offerRows =
    wanted.length === 0 ? [] : lock ? await offerQuery.for("update") : await offerQuery;
  const offerOf = new Map(offerRows.map((offer) => [offer.tokenHash, offer]));
  const now = deps.now();
  const found = hashes.map((hash): Settled<OfferRow> => {
    const offer = hash ? offerOf.get(hash) : undefined;
    if (!offer) return { ok: false, error: new NotFoundError("This offer link is not valid.") };
    if (offer.tokenExpiresAt && offer.tokenExpiresAt <= now) {
      // A booking's page: a fresh link goes to the address booked with (requestNewLink).
      if (offer.status === "accepted") {
        return {
          ok: false,
          error: new GoneError(
            "For your security, this booking link has expired. Ask for a new one: we e-mail it to the address you booked with.",
            "renewable",
          ),
        };
      }
      return { ok: false, error: new GoneError("This offer link has expired.") };
    }
    if (offer.status === "superseded") {
      return {
        ok: false,
        error: new GoneError(
          "This offer was replaced by a newer one: use the link in our latest e-mail.",
          "superseded",
        ),
      };
    }
    return { ok: true, value: offer };
  });
  const bookingIds = [
    ...new Set(found.flatMap((entry) => (entry.ok ? [entry.value.bookingId] : []))),
  ];
  const bookingQuery = tx
    .select()
    .from(bookings)
    .where(inArray(bookings.id, bookingIds))
    .orderBy(asc(bookings.id));
  const bookingRows =
    bookingIds.length === 0 ? [] : lock ? await bookingQuery.for("update") : await bookingQuery;
  const bookingOf = new Map(bookingRows.map((booking) => [booking.id, booking]));
  return found.map((entry) => {
    if (!entry.ok) return entry;
    const booking = bookingOf.get(entry.value.bookingId);
    if (!booking || booking.erasedAt) {
      return { ok: false, error: new NotFoundError("This offer link is not valid.") };
    }
    return { ok: true, value: { offer: entry.value, booking } };
  });
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
