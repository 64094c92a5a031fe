/**
 * Drafting offers: a new one made from a quote request, pre-filled from the price list, or a
 * revision of one already sent.
 */

import { priceOffer } from "@shared/bookings/offer-pricing";
import type { Lang, Offer, OfferLineInput } from "@shared/bookings/types";
import { formatCents } from "@shared/format/money";
import { and, desc, eq, inArray } from "drizzle-orm";
import { bookings, offers, programs, quoteRequests } from "../../db/schema";
import type { Actor } from "../audit";
import { programTitleIn } from "../content/translations/program-title";
import { NotFoundError } from "../errors";
import { cityOfLocation } from "../leads/quote-estimate";
import { moveTo, recordEvent } from "./moves";
import { assertEditable, loadOffer, type OfferDeps } from "./offer-editing";
import { prefilledLines } from "./offer-lines";
import { offerDates, offerWeeks, revisedValidUntil } from "./offer-terms";
import { type BookingRow, dublinDay, offerOf } from "./store";

export async function createOfferFromQuote(
  deps: Pick<OfferDeps, "db" | "priceList" | "now">,
  quoteRequestId: number,
  input: { startDate?: string; weeks?: number },
  actor: Actor,
): Promise<Offer> {
  const { db } = deps;
  const today = dublinDay(deps.now());
  const prices = await deps.priceList.book();
  return db.transaction(async (tx) => {
    const [quote] = await tx
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, quoteRequestId));
    if (!quote) throw new NotFoundError("Quote request not found");
    const [program] = quote.programId
      ? await tx.select().from(programs).where(eq(programs.id, quote.programId))
      : [];
    const [existing] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.quoteRequestId, quoteRequestId))
      .orderBy(desc(bookings.id))
      .limit(1)
      .for("update");
    if (existing) assertEditable(existing);

    const weeks = offerWeeks(input.weeks, quote, program);
    const { startDate, endDate, validUntil } = offerDates(
      today,
      input.startDate ?? quote.startDate,
      weeks,
    );
    const city = program ? cityOfLocation(program.location) : null;
    const lang = quote.locale as Lang;
    const lines: OfferLineInput[] = prefilledLines({
      lang,
      programTitle: await programTitleIn(tx, quote, lang),
      program: program ?? null,
      city,
      weeks,
      accommodationType: quote.accommodationType as never,
      minor: quote.ageGroup === "12-15" || quote.ageGroup === "16-17",
      prices,
    });
    const totals = priceOffer(lines, prices.deposit);

    let booking: BookingRow;
    if (existing) {
      await tx
        .update(offers)
        .set({ status: "superseded" })
        .where(and(eq(offers.bookingId, existing.id), inArray(offers.status, ["draft", "sent"])));
      booking = existing;
    } else {
      const [created] = await tx
        .insert(bookings)
        .values({
          quoteRequestId: quote.id,
          firstName: quote.firstName,
          lastName: quote.lastName,
          email: quote.email,
          locale: quote.locale,
          country: quote.country,
          ageGroup: quote.ageGroup,
          programId: quote.programId,
          programTitle: quote.programTitle,
          city,
          accommodationType: quote.accommodationType,
          startDate,
          endDate,
          agencyId: quote.agencyId,
        })
        .returning();
      if (!created) throw new Error("booking insert returned nothing");
      booking = created;
    }
    const [offer] = await tx
      .insert(offers)
      .values({
        bookingId: booking.id,
        lines: totals.lines,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        depositCents: totals.depositCents,
        startDate,
        endDate,
        validUntil,
        hoursPerWeek: program?.hoursPerWeek ?? 20,
      })
      .returning();
    if (!offer) throw new Error("offer insert returned nothing");
    const summary = `${actor.name} drafted an offer of ${formatCents(totals.totalCents)}`;
    if (existing) {
      await moveTo(tx, booking, "draft", actor, summary, {
        startDate,
        endDate,
        totalCents: totals.totalCents,
        depositCents: totals.depositCents,
      });
    } else {
      await tx
        .update(bookings)
        .set({ totalCents: totals.totalCents, depositCents: totals.depositCents })
        .where(eq(bookings.id, booking.id));
      await recordEvent(tx, booking.id, actor, summary, { to: "draft" });
    }
    return offerOf(offer);
  });
}

/**
 * A new draft with the lines, dates and note of an offer already sent (or answered, or
 * expired), so staff change one line without starting again; the old link says it was
 * replaced.
 */
export async function reviseOffer(
  deps: Pick<OfferDeps, "db" | "priceList" | "now">,
  offerId: number,
  actor: Actor,
): Promise<Offer> {
  const { db } = deps;
  const today = dublinDay(deps.now());
  const prices = await deps.priceList.book();
  return db.transaction(async (tx) => {
    const { offer, booking } = await loadOffer(tx, offerId);
    assertEditable(booking);
    if (offer.status === "draft") return offerOf(offer);
    await tx
      .update(offers)
      .set({ status: "superseded" })
      .where(and(eq(offers.bookingId, booking.id), inArray(offers.status, ["draft", "sent"])));
    const totals = priceOffer(offer.lines, prices.deposit);
    const validUntil = revisedValidUntil(today, offer.validUntil, offer.startDate);
    const [draft] = await tx
      .insert(offers)
      .values({
        bookingId: booking.id,
        lines: totals.lines,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        depositCents: totals.depositCents,
        startDate: offer.startDate,
        endDate: offer.endDate,
        validUntil,
        note: offer.note,
        hoursPerWeek: offer.hoursPerWeek,
      })
      .returning();
    if (!draft) throw new Error("offer insert returned nothing");
    await moveTo(tx, booking, "draft", actor, `${actor.name} started a revised offer`, {
      totalCents: totals.totalCents,
      depositCents: totals.depositCents,
    });
    return offerOf(draft);
  });
}
