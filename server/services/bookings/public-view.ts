/** The person's offer page as they read it (public.ts): the offer, the booking and how to pay. */

import { isMinorAgeGroup } from "@shared/bookings/minors";
import { weeksBetween } from "@shared/bookings/offer-pricing";
import type { Lang, PublicOffer } from "@shared/bookings/types";
import type { Database } from "../../db/client";
import { programTitleIn } from "../content/translations/program-title";
import { paymentAfterAcceptance } from "./acceptance";
import { openGuardianRequest } from "./guardian";
import type { PublicOfferDeps } from "./public-link";
import {
  type BookingRow,
  balanceOf,
  depositRecorded,
  dublinDay,
  hasInvoices,
  type OfferRow,
  paidCentsOf,
  payingAgencyOf,
} from "./store";

/** How to pay: the deposit is due from acceptance, for a minor from their guardian's consent. */
function paymentOf(
  deps: Pick<PublicOfferDeps, "payments" | "now">,
  booking: BookingRow,
  offer: OfferRow,
  paidCents: number,
) {
  const consentAt = booking.details?.guardian?.consentAt;
  const acceptedAt = consentAt ? new Date(consentAt) : (offer.respondedAt ?? deps.now());
  return paymentAfterAcceptance(deps.payments, booking, offer, dublinDay(acceptedAt), paidCents);
}

export async function publicOfferView(
  deps: Pick<PublicOfferDeps, "payments" | "now">,
  tx: Database,
  offer: OfferRow,
  booking: BookingRow,
): Promise<PublicOffer> {
  const { payments } = deps;
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
    balanceCents: balanceOf(
      { invoicedCents: booking.invoicedCents, totalCents: offer.totalCents },
      paidCents,
      await hasInvoices(tx, booking.id),
    ),
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
    paidByAgency: await payingAgencyOf(tx, booking.id),
    // Never an example IBAN: without the school's account there are no instructions to show.
    payment: booked && payments.ready ? paymentOf(deps, booking, offer, paidCents) : null,
  };
}
