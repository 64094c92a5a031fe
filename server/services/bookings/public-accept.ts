/**
 * Accepting an offer (public.ts): by the person on their page, or by an agent on the student's
 * behalf. The booking details, a guardian for a minor, the agency's commission, the invoice,
 * the e-mails. Offers accepted at the same moment are accepted as a group (decision 0058).
 */

import { commissionCentsOf, tuitionCentsOf } from "@shared/agents/commission";
import { type AcceptOfferData, acceptOfferSchema } from "@shared/bookings/forms";
import type { AcceptResult, BookingDetails, Lang } from "@shared/bookings/types";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, offers } from "../../db/schema";
import { programTitlesIn } from "../content/translations/program-title";
import { ConflictError, InvalidInputError, NotFoundError, UnavailableError } from "../errors";
import { planAllAtAcceptance } from "../invoices/acceptance";
import type { LeftToCaller } from "../invoices/issue";
import { fieldErrors } from "../leads/submission";
import { awaitingGuardianMessage } from "../mail/booking-emails";
import { enqueueEmails, type QueuedMessage } from "../mail/outbox";
import { acceptanceMessages } from "./acceptance";
import { requestGuardianConsent } from "./guardian";
import { minorAcceptance } from "./minor-acceptance";
import { moveTo, startMoves } from "./moves";
import { BOOKED_LINK_DAYS } from "./offer-terms";
import { offerPageUrl } from "./offer-url";
import { type PublicOfferDeps, refusal, type Settled } from "./public-link";
import {
  type BookingRow,
  dublinDay,
  type OfferRow,
  type Party,
  paidCentsOfAll,
  payingAgenciesOf,
} from "./store";

/**
 * An agency's booking takes the agency's rate at the moment it is booked, and the commission
 * that rate gives on the offer's tuition lines; both stay on the booking (issue 17). By booking.
 */
async function commissionsAtBooking(
  tx: Database,
  entries: { booking: BookingRow; offer: OfferRow }[],
): Promise<Map<number, Pick<BookingRow, "commissionBasisPoints" | "commissionCents">>> {
  const agencyIds = [
    ...new Set(entries.flatMap(({ booking }) => (booking.agencyId ? [booking.agencyId] : []))),
  ];
  const rates =
    agencyIds.length === 0
      ? []
      : await tx
          .select({ id: agencies.id, basisPoints: agencies.commissionBasisPoints })
          .from(agencies)
          .where(inArray(agencies.id, agencyIds));
  const rateOf = new Map(rates.map((rate) => [rate.id, rate.basisPoints]));
  type Commission = Pick<BookingRow, "commissionBasisPoints" | "commissionCents">;
  return new Map(
    entries.map(({ booking, offer }): [number, Commission] => {
      if (!booking.agencyId) {
        return [booking.id, { commissionBasisPoints: null, commissionCents: null }];
      }
      const basisPoints = rateOf.get(booking.agencyId) ?? 0;
      return [
        booking.id,
        {
          commissionBasisPoints: basisPoints,
          commissionCents: commissionCentsOf(tuitionCentsOf(offer.lines), basisPoints),
        },
      ];
    }),
  );
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

/** An offer to accept, locked with its booking (acceptAll). */
export interface Acceptance {
  offer: OfferRow;
  booking: BookingRow;
  raw: unknown;
  /** Who accepts: the student, or an agent on their behalf. */
  party: Party;
  /** The person's link, for the e-mails. */
  token: string;
}

/** What an acceptance that passed every check writes. */
interface Checked extends Acceptance {
  index: number;
  input: AcceptOfferData;
  details: BookingDetails;
}

/**
 * The checks that read nothing more, in the order the person meets them: an offer that can no
 * longer be accepted, online booking switched off, then the form's fields (reported only for an
 * offer that can be accepted), then a minor's guardian.
 */
function check(
  deps: PublicOfferDeps,
  item: Acceptance,
  at: Date,
  today: string,
): Omit<Checked, "index"> {
  const { offer, booking } = item;
  if (offer.status !== "sent" || booking.status !== "offer-sent") {
    throw new ConflictError(refusal(offer, booking));
  }
  if (!deps.payments.ready) {
    throw new UnavailableError(
      "We can't confirm bookings online at the moment. Please try again later or write to our admissions team.",
    );
  }
  const parsed = acceptOfferSchema.safeParse(item.raw);
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
  return { ...item, input, details };
}

/**
 * Accepts locked offers that are open: the booking details (and a parent or guardian for a
 * minor), the commission of an agency's booking at the agency's current rate, the timeline,
 * the invoice, the e-mails. An adult's booking is `accepted` at once; a minor's awaits their
 * guardian's consent (guardian.ts).
 *
 * One offer or a group of them (a burst of acceptances, decision 0058): each is checked on its
 * own and settles on its own, while the group is read and written a few statements at a time,
 * whatever its number. The offers must be distinct.
 */
export async function acceptAll(
  deps: PublicOfferDeps,
  tx: Database,
  items: Acceptance[],
): Promise<Settled<AcceptResult>[]> {
  const at = deps.now();
  const acceptedOn = dublinDay(at);
  const results: Settled<AcceptResult>[] = [];
  const checked: Checked[] = [];
  items.forEach((item, index) => {
    try {
      checked.push({ ...check(deps, item, at, acceptedOn), index });
    } catch (error) {
      results[index] = { ok: false, error };
    }
  });
  if (checked.length === 0) return results;

  const acceptedOffers = await tx
    .update(offers)
    .set({
      status: "accepted",
      respondedAt: at,
      // A booking page opens for 30 days from each e-mail that links it; then the family
      // asks for a fresh link, sent to the address they booked with (issue 27).
      tokenExpiresAt: new Date(at.getTime() + BOOKED_LINK_DAYS * 86_400_000),
    })
    .where(
      inArray(
        offers.id,
        checked.map(({ offer }) => offer.id),
      ),
    )
    .returning();
  const acceptedOffer = new Map(acceptedOffers.map((offer) => [offer.id, offer]));
  const open = checked.filter(({ offer, index }) => {
    if (acceptedOffer.has(offer.id)) return true;
    results[index] = { ok: false, error: new NotFoundError("This offer link is not valid.") };
    return false;
  });
  const commissions = await commissionsAtBooking(tx, open);
  // What each booking takes from its acceptance.
  const live = open.map((entry) => ({
    ...entry,
    fixed: {
      details: entry.details,
      totalCents: entry.offer.totalCents,
      depositCents: entry.offer.depositCents,
      // The family's answer is stored as given; an older client that does not ask leaves the
      // flag as it was (staff may set it on the booking later).
      ...(entry.input.needsVisa === undefined ? {} : { needsVisa: entry.input.needsVisa }),
      ...commissions.get(entry.booking.id),
    } satisfies Partial<BookingRow>,
  }));
  const messages: QueuedMessage[] = [];
  const who = (party: Party) =>
    party.name === "Student"
      ? "The student accepted the offer"
      : `${party.name} accepted the offer on the student's behalf`;

  // A minor's booking waits for their parent or guardian (rare: one by one).
  for (const entry of live.filter(({ details }) => details.guardian)) {
    const { booking, offer, party, token, fixed } = entry;
    const guardian = entry.details.guardian as NonNullable<BookingDetails["guardian"]>;
    await moveTo(
      tx,
      booking,
      "awaiting-guardian",
      party,
      `${who(party)}; the student is under 18, so ${guardian.name} (${guardian.email}) was asked to consent`,
      fixed,
    );
    const waiting = { ...booking, ...fixed, status: "awaiting-guardian" as const };
    await requestGuardianConsent(tx, deps, waiting, offer, guardian, messages);
    messages.push(
      awaitingGuardianMessage({
        to: booking.email,
        lang: booking.locale as Lang,
        firstName: booking.firstName,
        guardianName: guardian.name,
        guardianEmail: guardian.email,
        programTitle: booking.programTitle,
        url: offerPageUrl(deps.publicUrl, booking.locale as Lang, token),
      }),
    );
    results[entry.index] = {
      ok: true,
      value: {
        bookingId: booking.id,
        status: "awaiting-guardian",
        depositCents: offer.depositCents,
        payment: null,
      },
    };
  }

  // Adults' bookings are accepted together.
  const adults = live
    .filter(({ details }) => !details.guardian)
    .map((entry) => ({
      entry,
      booking: { ...entry.booking, ...entry.fixed, status: "accepted" as const },
    }));
  // Each booking is written once, with its move and its invoiced amount. Everything else is read
  // and queued before the year's invoice numbers are taken: on PostgreSQL they stay locked until
  // the commit, and the next group waits for them (decision 0060). The timeline goes last, in one
  // insert that reads accepted, then invoiced.
  const moves = startMoves(
    tx,
    adults.map(({ entry }) => ({
      booking: entry.booking,
      to: "accepted",
      party: entry.party,
      summary: who(entry.party),
      extra: entry.fixed,
    })),
  );
  const documents = await planAllAtAcceptance(
    tx,
    adults.map(({ entry, booking }) => ({ booking, offer: entry.offer, actor: entry.party })),
    acceptedOn,
  );
  // The rows were locked when read: their amount is still the one in hand.
  await moves.update((booking) => ({
    invoicedCents: booking.invoicedCents + (documents.invoicedCents.get(booking.id) ?? 0),
  }));
  const ids = adults.map(({ booking }) => booking.id);
  const paid = await paidCentsOfAll(tx, ids);
  const titles = await programTitlesIn(
    tx,
    adults.map(({ booking }) => ({ ...booking, lang: booking.locale })),
  );
  const payingAgencies = await payingAgenciesOf(
    tx,
    adults.filter(({ booking }) => booking.agencyId !== null).map(({ booking }) => booking.id),
  );
  adults.forEach(({ entry, booking }, position) => {
    const offer = acceptedOffer.get(entry.offer.id) as OfferRow;
    const payment = acceptanceMessages(
      deps,
      {
        booking,
        offer,
        token: entry.token,
        acceptedOn,
        paidCents: paid.get(booking.id) ?? 0,
        minor: false,
        programTitle: titles[position] ?? booking.programTitle,
        payingAgency: payingAgencies.get(booking.id) ?? null,
      },
      messages,
    );
    results[entry.index] = {
      ok: true,
      value: {
        bookingId: booking.id,
        status: "accepted",
        depositCents: entry.offer.depositCents,
        payment,
      },
    };
  });
  await enqueueEmails(tx, messages);
  const issuing: LeftToCaller = { events: [] };
  await documents.issue(issuing);
  await moves.record(issuing.events);
  return results;
}
