/**
 * Offers (issue 16): staff make one from a quote request, pre-filled from the price list, edit
 * it line by line while it is a draft, and send it. Sending mails the person a personal link
 * whose token is stored only as a hash. A new offer for the same quote replaces the previous
 * one (its link then says so).
 */

import { offerInputSchema } from "@shared/bookings/forms";
import {
  formatCents,
  type Lang,
  type Offer,
  type OfferLineInput,
  priceOffer,
  weeksBetween,
} from "@shared/bookings/types";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, agentUsers, bookings, offers, programs, quoteRequests } from "../../db/schema";
import type { Actor } from "../audit";
import { programTitleIn } from "../content/translations/program-title";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors";
import { cityOfLocation } from "../leads/quote-estimate";
import { fieldErrors } from "../leads/submission";
import { offerMessage } from "../mail/booking-emails";
import { enqueueEmails, type QueuedMessage } from "../mail/outbox";
import { agentOfferMessage } from "../mail/partner-emails";
import { prefilledLines } from "./offer-lines";
import { linkExpiresAt, offerDates, offerWeeks, revisedValidUntil } from "./offer-terms";
import { type PaymentProvider, PaymentSetupError } from "./payment-provider";
import type { PriceListService } from "./price-list";
import {
  type BookingRow,
  dublinDay,
  lockBooking,
  moveTo,
  type OfferRow,
  offerOf,
  recordEvent,
} from "./store";
import { hashToken, linkToken, newNonce } from "./tokens";

export interface OfferDeps {
  db: Database;
  /** Signs offer links (tokens.ts). */
  secret: string;
  priceList: PriceListService;
  /** An offer is refused while payments are not set up: its acceptance would show no IBAN. */
  payments: PaymentProvider;
  publicUrl: string;
  now: () => Date;
  onQueued: () => void;
}

/** The booked statuses: a new offer would undo a booking. */
const booked = ["accepted", "confirmed", "arrived", "completed"] as const;

export function offerPageUrl(publicUrl: string, lang: Lang, token: string): string {
  return `${publicUrl}${lang === "en" ? "" : `/${lang}`}/offers/${token}`;
}

export function createOfferService(deps: OfferDeps) {
  /**
   * An agency's student: the agent who asked for the quote (or, if their account is gone, the
   * agency's contact address) hears that the offer is ready to accept in the portal.
   */
  async function agentNotice(
    tx: Database,
    booking: BookingRow,
    offer: OfferRow,
  ): Promise<QueuedMessage[]> {
    if (!booking.agencyId) return [];
    const [row] = await tx
      .select({ agency: agencies, agent: agentUsers })
      .from(agencies)
      .leftJoin(quoteRequests, eq(quoteRequests.id, booking.quoteRequestId ?? -1))
      .leftJoin(agentUsers, eq(agentUsers.id, quoteRequests.agentUserId))
      .where(eq(agencies.id, booking.agencyId));
    if (!row) return [];
    const agent = row.agent?.isActive ? row.agent : null;
    const lang = agent?.locale ?? "en";
    const prefix = lang === "en" ? "" : `/${lang}`;
    return [
      {
        ...agentOfferMessage({
          to: agent?.email ?? row.agency.email,
          lang,
          agentName: agent?.name ?? row.agency.contactName ?? row.agency.name,
          studentName: `${booking.firstName} ${booking.lastName}`,
          programTitle: await programTitleIn(tx, booking, lang),
          totalCents: offer.totalCents,
          validUntil: offer.validUntil,
          url: `${deps.publicUrl}${prefix}/partners/bookings/${booking.id}`,
        }),
        // A copy about the student: in their data-protection export and erasure (issue 27).
        about: booking.email,
      },
    ];
  }

  const { db } = deps;

  async function loadOffer(tx: Database, offerId: number) {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for("update");
    if (!offer) throw new NotFoundError("Offer not found");
    const booking = await lockBooking(tx, offer.bookingId);
    if (!booking) throw new NotFoundError("Offer not found");
    return { offer, booking };
  }

  function assertEditable(booking: BookingRow) {
    if (booking.erasedAt) throw new ConflictError("This booking was anonymised.");
    if ((booked as readonly string[]).includes(booking.status)) {
      throw new ConflictError("This offer was accepted: the booking can no longer be re-priced.");
    }
  }

  return {
    async createFromQuote(
      quoteRequestId: number,
      input: { startDate?: string; weeks?: number },
      actor: Actor,
    ): Promise<Offer> {
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
            .where(
              and(eq(offers.bookingId, existing.id), inArray(offers.status, ["draft", "sent"])),
            );
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
    },

    /**
     * A new draft with the lines, dates and note of an offer already sent (or answered, or
     * expired), so staff change one line without starting again; the old link says it was
     * replaced.
     */
    async revise(offerId: number, actor: Actor): Promise<Offer> {
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
    },

    async get(offerId: number): Promise<Offer | null> {
      const [row] = await db.select().from(offers).where(eq(offers.id, offerId));
      return row ? offerOf(row) : null;
    },

    async bookingOfQuote(quoteRequestId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.quoteRequestId, quoteRequestId))
        .orderBy(desc(bookings.id))
        .limit(1);
      return row?.id ?? null;
    },

    async update(offerId: number, raw: unknown, actor: Actor): Promise<Offer> {
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
    },

    async send(offerId: number, actor: Actor): Promise<{ offer: Offer; url: string }> {
      if (!deps.payments.ready) throw new ConflictError(new PaymentSetupError().message);
      const today = dublinDay(deps.now());
      const nonce = newNonce();
      const token = linkToken(deps.secret, nonce);
      const result = await db.transaction(async (tx) => {
        const { offer, booking } = await loadOffer(tx, offerId);
        assertEditable(booking);
        if (offer.status !== "draft" && offer.status !== "sent") {
          throw new ConflictError(`This offer is ${offer.status} and cannot be sent.`);
        }
        if (offer.validUntil < today) {
          throw new ConflictError(
            "The offer's valid-until day has passed: change it before sending.",
            "validUntil",
          );
        }
        const [sent] = await tx
          .update(offers)
          .set({
            status: "sent",
            tokenNonce: nonce,
            tokenHash: hashToken(token),
            tokenExpiresAt: linkExpiresAt(offer.validUntil),
            sentAt: deps.now(),
          })
          .where(eq(offers.id, offerId))
          .returning();
        if (!sent) throw new NotFoundError("Offer not found");
        const lang = booking.locale as Lang;
        const url = offerPageUrl(deps.publicUrl, lang, token);
        const summary =
          offer.status === "sent"
            ? `${actor.name} sent the offer again (a new link; the previous one no longer works)`
            : `${actor.name} sent the offer to ${booking.email}`;
        await moveTo(tx, booking, "offer-sent", actor, summary, {
          totalCents: sent.totalCents,
          depositCents: sent.depositCents,
          startDate: sent.startDate,
          endDate: sent.endDate,
        });
        await enqueueEmails(tx, [
          ...(await agentNotice(tx, booking, sent)),
          offerMessage({
            to: booking.email,
            lang,
            firstName: booking.firstName,
            programTitle: await programTitleIn(tx, booking, lang),
            startDate: sent.startDate,
            endDate: sent.endDate,
            totalCents: sent.totalCents,
            depositCents: sent.depositCents,
            validUntil: sent.validUntil,
            url,
          }),
        ]);
        return { offer: offerOf(sent), url };
      });
      deps.onQueued();
      return result;
    },
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
