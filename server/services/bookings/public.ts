/**
 * The person's side of an offer (issue 16): no account, only the link's token. They read the
 * offer, accept it with the booking details a school needs (and a guardian for a minor), or
 * decline it; once booked the same page shows how to pay and, after the deposit, the letter.
 *
 * Each operation is a function of its own, given its dependencies (the link and its checks in
 * public-link.ts, the page in public-view.ts, acceptance in public-accept.ts); the service
 * binds them to one set of dependencies.
 */
import type { AcceptResult, Lang, PublicOffer } from "@shared/bookings/types";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { offers } from "../../db/schema";
import { ConflictError, NotFoundError, RateLimitedError } from "../errors";
import { newLinkMessage } from "../mail/booking-emails";
import { enqueueEmails, type QueuedMessage } from "../mail/outbox";
import { sharedRead } from "../shared-read";
import { createWriteBatch } from "../write-batch";
import { moveTo, recordEvent } from "./moves";
import { BOOKED_LINK_DAYS } from "./offer-terms";
import { offerPageUrl } from "./offer-url";
import { acceptAll } from "./public-accept";
import {
  type PublicOfferDeps,
  refusal,
  resolveOfferLink,
  resolveOfferLinks,
  type Settled,
  STUDENT,
} from "./public-link";
import { publicOfferView } from "./public-view";
import {
  type BookingRow,
  currentOffer,
  depositRecorded,
  lockBooking,
  type OfferRow,
  type Party,
} from "./store";
import { hashToken, linkToken, newNonce, OFFER_TOKEN } from "./tokens";

export async function viewOffer(deps: PublicOfferDeps, token: string): Promise<PublicOffer> {
  const { db } = deps;
  await deps.expireDue();
  const { offer, booking } = await resolveOfferLink(deps, db, token, false);
  return publicOfferView(deps, db, offer, booking);
}

/** An acceptance from the person's page, waiting for its group (createAcceptances). */
interface LinkAcceptance {
  token: string;
  raw: unknown;
}

/**
 * The person's acceptances. Those that arrive at the same moment are accepted together, in one
 * transaction of a few statements whatever their number (write-batch.ts, decision 0058): an
 * agency accepting a season's offers, or a deadline's last evening. Each is checked and answered
 * on its own; if the group's transaction fails, each is tried again alone.
 */
function createAcceptances(deps: PublicOfferDeps) {
  const groups = createWriteBatch(
    async (items: LinkAcceptance[]) => {
      const settled = await deps.db.transaction((tx) => acceptByLinks(deps, tx, items));
      deps.onQueued();
      return settled;
    },
    // Two groups in flight: on PostgreSQL the second locks its offers and moves its bookings
    // while the first holds the year's invoice numbers until its commit (no cycle: each group
    // locks its rows in id order before it asks for a number). The embedded database takes
    // them in turn.
    { concurrency: 2 },
  );
  return async (token: string, raw: unknown, context: { ip: string }): Promise<AcceptResult> => {
    const limit = await deps.rateLimiter.hit(`offer-answer:${context.ip}`, deps.rule);
    if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
    await deps.expireDue();
    const settled = await groups.write({ token, raw });
    if (!settled.ok) throw settled.error;
    return settled.value;
  };
}

/**
 * A group's acceptances by their links. The same link twice in a group (a double click) is
 * answered as if the second came after the first: it is read again once the first is written.
 */
async function acceptByLinks(
  deps: PublicOfferDeps,
  tx: Database,
  items: LinkAcceptance[],
): Promise<Settled<AcceptResult>[]> {
  const results: Settled<AcceptResult>[] = [];
  let pending = items.map((item, index) => ({ item, index }));
  while (pending.length > 0) {
    // Each link once per round; a repeat waits for the next.
    const tokens = new Set<string>();
    const round: typeof pending = [];
    const later: typeof pending = [];
    for (const entry of pending) {
      if (tokens.has(entry.item.token)) later.push(entry);
      else {
        tokens.add(entry.item.token);
        round.push(entry);
      }
    }
    pending = later;
    const links = await resolveOfferLinks(
      deps,
      tx,
      round.map(({ item }) => item.token),
      true,
    );
    const open = round.flatMap((entry, position) => {
      const link = links[position] as Settled<{ offer: OfferRow; booking: BookingRow }>;
      if (link.ok) return [{ entry, link: link.value }];
      results[entry.index] = link;
      return [];
    });
    const settled = await acceptAll(
      deps,
      tx,
      open.map(({ entry, link }) => ({
        ...link,
        raw: entry.item.raw,
        party: STUDENT,
        token: entry.item.token,
      })),
    );
    open.forEach(({ entry }, position) => {
      results[entry.index] = settled[position] as Settled<AcceptResult>;
    });
  }
  return results;
}

/**
 * An agent accepts the offer of one of their agency's students on the student's behalf
 * (issue 17): the same details and guardian rules as the person's own page. A booking of
 * another agency is answered as missing, like one that does not exist.
 */
export async function acceptOfferForAgency(
  deps: PublicOfferDeps,
  agencyId: number,
  bookingId: number,
  raw: unknown,
  context: { ip: string; party: Party },
): Promise<AcceptResult> {
  const { db } = deps;
  const limit = await deps.rateLimiter.hit(`offer-answer:${context.ip}`, deps.rule);
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
  await deps.expireDue();
  const settled = await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking || booking.agencyId !== agencyId || booking.erasedAt) {
      throw new NotFoundError("Booking not found");
    }
    const offer = await currentOffer(tx, bookingId);
    if (!offer?.tokenNonce || !offer.sentAt) {
      throw new ConflictError("The school has not sent an offer for this student yet.");
    }
    const token = linkToken(deps.secret, offer.tokenNonce);
    const [result] = await acceptAll(deps, tx, [
      { offer, booking, raw, party: context.party, token },
    ]);
    return result;
  });
  deps.onQueued();
  if (!settled) throw new Error("an acceptance settled nothing");
  if (!settled.ok) throw settled.error;
  return settled.value;
}

export async function declineOffer(
  deps: PublicOfferDeps,
  token: string,
  context: { ip: string },
): Promise<PublicOffer> {
  const { db } = deps;
  const limit = await deps.rateLimiter.hit(`offer-answer:${context.ip}`, deps.rule);
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
  await deps.expireDue();
  return db.transaction(async (tx) => {
    const { offer, booking } = await resolveOfferLink(deps, tx, token, true);
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
    return publicOfferView(deps, tx, declined, { ...booking, status: "declined" });
  });
}

/**
 * A fresh link to a booking whose link has expired, e-mailed to the address booked with. The
 * answer is the same whatever the token, so it tells nobody anything about a booking.
 */
export async function requestNewOfferLink(
  deps: PublicOfferDeps,
  token: string,
  context: { ip: string },
): Promise<void> {
  const { db } = deps;
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
}

/** The student asks for their parent or guardian's e-mail to be sent again. */
export async function resendGuardianRequest(
  deps: PublicOfferDeps,
  token: string,
  context: { ip: string },
): Promise<{ email: string; expiresAt: string }> {
  const { db } = deps;
  const limit = await deps.rateLimiter.hit(`guardian-resend:${context.ip}`, deps.rule);
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfter);
  const { booking } = await resolveOfferLink(deps, db, token, false);
  return deps.guardian.resend(booking.id, STUDENT);
}

export async function offerLetter(
  deps: PublicOfferDeps,
  token: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const { db } = deps;
  const { booking } = await resolveOfferLink(deps, db, token, false);
  if (!depositRecorded.includes(booking.status)) {
    throw new ConflictError("The letter of acceptance is ready once the deposit is received.");
  }
  return deps.letterOf(booking.id);
}

export function createPublicOfferService(given: PublicOfferDeps) {
  // A burst of answers runs the expiry once, not once each (shared-read.ts).
  const expireDue = sharedRead(given.expireDue, () => "due");
  const deps = { ...given, expireDue: () => expireDue(undefined) };
  return {
    view: (token: string) => viewOffer(deps, token),
    accept: createAcceptances(deps),
    acceptForAgency: (
      agencyId: number,
      bookingId: number,
      raw: unknown,
      context: { ip: string; party: Party },
    ) => acceptOfferForAgency(deps, agencyId, bookingId, raw, context),
    decline: (token: string, context: { ip: string }) => declineOffer(deps, token, context),
    requestNewLink: (token: string, context: { ip: string }) =>
      requestNewOfferLink(deps, token, context),
    resendGuardianRequest: (token: string, context: { ip: string }) =>
      resendGuardianRequest(deps, token, context),
    letter: (token: string) => offerLetter(deps, token),
  };
}

export type PublicOfferService = ReturnType<typeof createPublicOfferService>;
