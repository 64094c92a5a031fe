/**
 * Accepting an offer (public.ts): by the person on their page, or by an agent on the student's
 * behalf. The booking details, a guardian for a minor, the agency's commission, the e-mails.
 */

import { commissionCentsOf, tuitionCentsOf } from "@shared/agents/commission";
import { type AcceptOfferData, acceptOfferSchema } from "@shared/bookings/forms";
import type { AcceptResult, BookingDetails, Lang } from "@shared/bookings/types";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, offers } from "../../db/schema";
import { programTitleIn } from "../content/translations/program-title";
import { ConflictError, InvalidInputError, NotFoundError, UnavailableError } from "../errors";
import { issueAtAcceptance } from "../invoices/ledger";
import { fieldErrors } from "../leads/submission";
import { awaitingGuardianMessage } from "../mail/booking-emails";
import { enqueueEmails, type QueuedMessage } from "../mail/outbox";
import { acceptanceMessages } from "./acceptance";
import { requestGuardianConsent } from "./guardian";
import { minorAcceptance } from "./minor-acceptance";
import { BOOKED_LINK_DAYS } from "./offer-terms";
import { offerPageUrl } from "./offer-url";
import { type PublicOfferDeps, refusal } from "./public-link";
import {
  type BookingRow,
  dublinDay,
  moveTo,
  type OfferRow,
  type Party,
  paidCentsOf,
  payingAgencyOf,
} from "./store";

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

/**
 * What matching reads (issue 31), kept only for a booking with accommodation: a booking without
 * has no family to match, and the school keeps no more about the student than it needs.
 */
function stayPreferencesOf(
  booking: BookingRow,
  input: AcceptOfferData,
): Pick<
  BookingDetails,
  "motherTongue" | "smoker" | "avoidPets" | "allergies" | "separateBathroom"
> {
  if (!booking.accommodationType || booking.accommodationType === "none") return {};
  return {
    motherTongue: input.motherTongue ?? null,
    smoker: input.smoker ?? null,
    avoidPets: input.avoidPets ?? null,
    allergies: input.allergies ?? null,
    separateBathroom: input.separateBathroom ?? null,
  };
}

/**
 * Accepts a locked offer that is open: the booking details (and a parent or guardian for a
 * minor), the commission of an agency's booking at the agency's current rate, the timeline,
 * the e-mails. An adult's booking is `accepted` at once; a minor's awaits their guardian's
 * consent (guardian.ts). `token` is the person's link, for the e-mails; `party` who accepted
 * (the student, or an agent on their behalf).
 */
export async function acceptLocked(
  deps: PublicOfferDeps,
  tx: Database,
  offer: OfferRow,
  booking: BookingRow,
  raw: unknown,
  party: Party,
  token: string,
  messages: QueuedMessage[],
): Promise<AcceptResult> {
  const { payments } = deps;
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
    ...stayPreferencesOf(booking, input),
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
    // The family's answer is stored as given; an older client that does not ask leaves the
    // flag as it was (staff may set it on the booking later).
    ...(input.needsVisa === undefined ? {} : { needsVisa: input.needsVisa }),
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
  await issueAtAcceptance(
    tx,
    { ...booking, ...fixed, status: "accepted" },
    offer,
    party,
    dublinDay(at),
  );
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
      payingAgency: await payingAgencyOf(tx, booking.id),
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
