/**
 * Sending an offer: the person gets a personal link by e-mail (its token stored only as a hash),
 * and the agent of an agency's student hears that it is ready to accept in the portal.
 */
import type { Lang, Offer } from "@shared/bookings/types";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, agentUsers, offers, quoteRequests } from "../../db/schema";
import type { Actor } from "../audit";
import { programTitleIn } from "../content/translations/program-title";
import { ConflictError, NotFoundError } from "../errors";
import { offerMessage } from "../mail/booking-emails";
import { enqueueEmails, type QueuedMessage } from "../mail/outbox";
import { agentOfferMessage } from "../mail/partner-emails";
import { moveTo } from "./moves";
import { assertEditable, loadOffer, type OfferDeps } from "./offer-editing";
import { linkExpiresAt } from "./offer-terms";
import { offerPageUrl } from "./offer-url";
import { PaymentSetupError } from "./payment-provider";
import { type BookingRow, dublinDay, type OfferRow, offerOf } from "./store";
import { hashToken, linkToken, newNonce } from "./tokens";

/**
 * An agency's student: the agent who asked for the quote (or, if their account is gone, the
 * agency's contact address) hears that the offer is ready to accept in the portal.
 */
async function agentNotice(
  deps: Pick<OfferDeps, "publicUrl">,
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

export async function sendOffer(
  deps: Pick<OfferDeps, "db" | "secret" | "payments" | "publicUrl" | "now" | "onQueued">,
  offerId: number,
  actor: Actor,
): Promise<{ offer: Offer; url: string }> {
  const { db } = deps;
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
      ...(await agentNotice(deps, tx, booking, sent)),
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
}
