/**
 * Offers (issue 16): staff make one from a quote request, pre-filled from the price list, edit
 * it line by line while it is a draft, and send it. Sending mails the person a personal link
 * whose token is stored only as a hash. A new offer for the same quote replaces the previous
 * one (its link then says so).
 *
 * Each operation is a function of its own, given its dependencies: drafting in
 * offer-drafts.ts, sending in offer-send.ts, editing a draft here. The service binds them to
 * one set of dependencies.
 */

import { offerInputSchema } from "@shared/bookings/forms";
import { priceOffer, weeksBetween } from "@shared/bookings/offer-pricing";
import type { Offer } from "@shared/bookings/types";
import { formatCents } from "@shared/format/money";
import { desc, eq } from "drizzle-orm";
import { bookings, offers } from "../../db/schema";
import type { Actor } from "../audit";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors";
import { fieldErrors } from "../leads/submission";
import { recordEvent } from "./moves";
import { createOfferFromQuote, reviseOffer } from "./offer-drafts";
import { assertEditable, loadOffer, type OfferDeps } from "./offer-editing";
import { sendOffer } from "./offer-send";
import { offerOf } from "./store";

export async function getOffer(
  deps: Pick<OfferDeps, "db">,
  offerId: number,
): Promise<Offer | null> {
  const { db } = deps;
  const [row] = await db.select().from(offers).where(eq(offers.id, offerId));
  return row ? offerOf(row) : null;
}

export async function bookingOfQuote(
  deps: Pick<OfferDeps, "db">,
  quoteRequestId: number,
): Promise<number | null> {
  const { db } = deps;
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.quoteRequestId, quoteRequestId))
    .orderBy(desc(bookings.id))
    .limit(1);
  return row?.id ?? null;
}

/** Edits a draft: its lines, dates and note; the totals are computed here, never taken. */
export async function updateOffer(
  deps: Pick<OfferDeps, "db" | "priceList">,
  offerId: number,
  raw: unknown,
  actor: Actor,
): Promise<Offer> {
  const { db } = deps;
  const parsed = offerInputSchema.safeParse(raw);
  if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error));
  const input = parsed.data;
  const prices = await deps.priceList.book();
  const totals = priceOffer(input.lines, prices.deposit);
  if (totals.totalCents < 0) {
    throw new InvalidInputError({ lines: "The discounts are larger than the price." });
  }
  return db.transaction(async (tx) => {
    const { offer, booking } = await loadOffer(tx, offerId);
    assertEditable(booking);
    if (offer.status !== "draft") {
      throw new ConflictError(
        "Only a draft can be edited. Make a new offer to change one that was sent.",
      );
    }
    const [updated] = await tx
      .update(offers)
      .set({
        lines: totals.lines,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        depositCents: totals.depositCents,
        startDate: input.startDate,
        endDate: input.endDate,
        validUntil: input.validUntil,
        note: input.note,
        hoursPerWeek: input.hoursPerWeek,
      })
      .where(eq(offers.id, offerId))
      .returning();
    if (!updated) throw new NotFoundError("Offer not found");
    await tx
      .update(bookings)
      .set({
        startDate: input.startDate,
        endDate: input.endDate,
        totalCents: totals.totalCents,
        depositCents: totals.depositCents,
        updatedAt: new Date(),
      })
      .where(eq(bookings.id, booking.id));
    await recordEvent(
      tx,
      booking.id,
      actor,
      `${actor.name} edited the offer (total ${formatCents(totals.totalCents)}, ${weeksBetween(input.startDate, input.endDate)} weeks)`,
    );
    return offerOf(updated);
  });
}

export function createOfferService(deps: OfferDeps) {
  return {
    createFromQuote: (
      quoteRequestId: number,
      input: { startDate?: string; weeks?: number },
      actor: Actor,
    ) => createOfferFromQuote(deps, quoteRequestId, input, actor),
    revise: (offerId: number, actor: Actor) => reviseOffer(deps, offerId, actor),
    get: (offerId: number) => getOffer(deps, offerId),
    bookingOfQuote: (quoteRequestId: number) => bookingOfQuote(deps, quoteRequestId),
    update: (offerId: number, raw: unknown, actor: Actor) => updateOffer(deps, offerId, raw, actor),
    send: (offerId: number, actor: Actor) => sendOffer(deps, offerId, actor),
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
