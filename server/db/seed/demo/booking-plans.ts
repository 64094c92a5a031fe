/**
 * The story of each demo booking, planned in memory before anything is written: the quote
 * request it came from, its offers (a revised one replaces the first now and then), the answer,
 * the payments and the timeline, with the very summaries, totals and rules of the booking
 * services (offers.ts, public.ts, admin.ts, list.ts): an offer is priced from the price list by
 * priceOffer, valid 14 days or until the day before the course, its link signed like a real
 * one; the deposit confirms; a confirmed booking has its student record; an agency's booking
 * carries the agency's rate and commission from acceptance. When each step happens is
 * booking-days.ts; how each is told, booking-steps.ts.
 */
import { commissionCentsOf, tuitionCentsOf } from "@shared/agents/commission";
import { isMinorAgeGroup } from "@shared/bookings/minors";
import { citiesOfLocation } from "@shared/content/types";
import { type BookingCase, type Days, daysOf } from "./booking-days";
import { storyOf, tellAnswer, tellMoney, tellOffers } from "./booking-steps";
import {
  ageGroupsOf,
  bookable,
  type Catalog,
  isSummerDay,
  pickProgram,
  pickWeeks,
  runsOn,
} from "./catalog";
import type { DemoContext } from "./context";
import { accommodationFor, leadLanguage, type QuotePlan } from "./quotes";

export type { BookingCase } from "./booking-days";

export type {
  BookingPlan,
  EventPlan,
  GuardianConsentPlan,
  OfferPlan,
  PaymentPlan,
} from "./plan-types";

import type { BookingPlan } from "./plan-types";

/**
 * Galway teaches no priced year-round course in the shipped catalogue: a term student there is
 * on a personalised programme (quoted by hand; its offer has no tuition line from the list).
 */
const TERM_FALLBACK_PROGRAM = "personalised-programmes";

/** Who books what: a program that runs on the start day and suits the weeks, and a person. */
function requestOf(
  context: DemoContext,
  catalog: Catalog,
  item: BookingCase,
  days: Days,
  reference: () => string,
): QuotePlan | null {
  const { random, clock, people } = context;
  const juniorChance =
    item.status === "awaiting-guardian"
      ? 1
      : item.agency?.key === "atlantico"
        ? 0.85
        : isSummerDay(days.start)
          ? 0.6
          : 0.25;
  const fits = (junior: boolean) =>
    pickProgram(
      random,
      catalog,
      (p) =>
        p.junior === junior &&
        (item.city === undefined || citiesOfLocation(p.location).includes(item.city)) &&
        (bookable(p) || (item.city !== undefined && p.id === TERM_FALLBACK_PROGRAM)) &&
        runsOn(p, days.start) &&
        (p.maxWeeks ?? 12) >= days.minWeeks &&
        (p.minWeeks ?? 1) <= days.maxWeeks &&
        ageGroupsOf(p).length > 0,
    );
  const wantJunior = random.chance(juniorChance);
  const found = fits(wantJunior) ?? fits(!wantJunior);
  if (!found) return null;
  // A program taught on several campuses is booked for the one asked for.
  const program = item.city ? { ...found, city: item.city } : found;
  const { weeks, duration } = pickWeeks(random, program, days.minWeeks, days.maxWeeks);
  const groups = ageGroupsOf(program);
  const minorGroups = groups.filter(isMinorAgeGroup);
  const ageGroup = random.pick(
    item.status === "awaiting-guardian" && minorGroups.length ? minorGroups : groups,
  );
  const agent = item.agency ? random.pick(item.agency.agents) : null;
  const person = item.origin
    ? people.personFrom(item.origin)
    : item.agency
      ? people.personFrom(
          item.agency.key === "atlantico" ? "spain" : random.pick(["germany", "austria"]),
        )
      : people.person(leadLanguage(random, clock.monthOf(days.quote)));
  return {
    at: clock.at(days.quote, random.next() * 0.5),
    person,
    ageGroup,
    program,
    startDate: days.start,
    weeks,
    duration,
    accommodation: accommodationFor(random, program.junior),
    specialRequests: null,
    englishLevel: null,
    withPhone: random.chance(0.8),
    agency:
      item.agency && agent
        ? { agency: item.agency, agentId: agent.id, reference: reference() }
        : null,
  };
}

/** Plans one booking; null when the catalogue has nothing that fits its dates. */
export function planBooking(
  context: DemoContext,
  catalog: Catalog,
  item: BookingCase,
  reference: () => string,
): BookingPlan | null {
  const days = daysOf(context, item);
  if (item.revised && days.sent !== undefined) {
    // The first offer went out a few days before the revision.
    days.draft += 4;
    days.quote += 4;
  }
  const quote = requestOf(context, catalog, item, days, reference);
  if (!quote) return null;
  const story = storyOf(context, catalog, quote);
  const offer = tellOffers(context, catalog, item, days, story);
  const { details, age, guardianConsent } = tellAnswer(context, item, days, story, offer);
  const student = tellMoney(context, item, days, story, offer, age);

  const confirmedAt = story.events.find((event) => event.to === "confirmed")?.at ?? null;
  const { clock } = context;
  const commission =
    item.agency && offer.status === "accepted"
      ? {
          basisPoints: item.agency.basisPoints,
          cents: commissionCentsOf(tuitionCentsOf(offer.lines), item.agency.basisPoints),
          // Staff pay an agency its commission about three weeks after the deposit.
          paidAt:
            confirmedAt &&
            item.status !== "cancelled" &&
            clock.now.getTime() - confirmedAt.getTime() > 25 * 864e5
              ? new Date(confirmedAt.getTime() + 21 * 864e5)
              : null,
        }
      : null;
  return {
    status: story.state.status ?? "draft",
    quote: { ...quote, weeks: quote.duration ? quote.weeks : null },
    city: story.program.city,
    startDate: story.startDate,
    endDate: story.endDate,
    totalCents: offer.totalCents,
    depositCents: offer.depositCents,
    details,
    offers: story.offers,
    payments: story.payments,
    events: story.events,
    commission,
    guardianConsent,
    student,
    createdAt: story.offers[0]?.createdAt ?? quote.at,
    updatedAt: story.state.at,
  };
}
