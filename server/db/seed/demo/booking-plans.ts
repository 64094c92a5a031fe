/**
 * The story of each demo booking, planned in memory before anything is written: the quote
 * request it came from, its offers (a revised one replaces the first now and then), the answer,
 * the payments and the timeline, with the very summaries, totals and rules of the booking
 * services (offers.ts, public.ts, admin.ts, list.ts): an offer is priced from the price list by
 * priceOffer, valid 14 days or until the day before the course, its link signed like a real
 * one; the deposit confirms; a confirmed booking has its student record; an agency's booking
 * carries the agency's rate and commission from acceptance.
 */
import { commissionCentsOf, tuitionCentsOf } from "@shared/agents";
import {
  ageOn,
  type BookingDetails,
  type BookingStatus,
  type City,
  formatCents,
  type OfferLine,
  type OfferLineInput,
  type OfferStatus,
  type PaymentMethod,
  priceOffer,
  weeksBetween,
} from "@shared/booking";
import { prefilledLines } from "../../../services/bookings/offer-lines";
import { LINK_GRACE_DAYS, OFFER_VALID_DAYS } from "../../../services/bookings/offers";
import { addDays } from "../../../services/bookings/store";
import { dublinInstant, mondayFrom } from "./calendar";
import {
  ageGroupsOf,
  ageIn,
  bookable,
  type Catalog,
  endOf,
  isSummerDay,
  pickProgram,
  pickWeeks,
  runsOn,
} from "./catalog";
import type { DemoActor, DemoContext } from "./context";
import type { DemoAgency } from "./organisation";
import { accommodationFor, leadLanguage, type QuotePlan } from "./quotes";
import {
  cancelReasons,
  dietaryNotes,
  discountLabels,
  flights,
  offerNotes,
  transferLabels,
} from "./texts";

export interface OfferPlan {
  status: OfferStatus;
  lines: OfferLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  depositCents: number;
  startDate: string;
  endDate: string;
  validUntil: string;
  note: string;
  hoursPerWeek: number;
  nonce: string | null;
  tokenExpiresAt: Date | null;
  sentAt: Date | null;
  respondedAt: Date | null;
  createdAt: Date;
}

export interface EventPlan {
  at: Date;
  actor: DemoActor;
  from: BookingStatus | null;
  to: BookingStatus | null;
  summary: string;
}

export interface PaymentPlan {
  amountCents: number;
  receivedOn: string;
  method: PaymentMethod;
  note: string;
  at: Date;
  by: DemoActor & { id: number };
}

export interface BookingPlan {
  status: BookingStatus;
  quote: QuotePlan;
  city: City | null;
  startDate: string;
  endDate: string;
  totalCents: number;
  depositCents: number;
  details: BookingDetails | null;
  offers: OfferPlan[];
  payments: PaymentPlan[];
  events: EventPlan[];
  commission: { basisPoints: number; cents: number; paidAt: Date | null } | null;
  student: {
    status: "enrolled" | "active" | "completed" | "withdrawn";
    age: number;
    at: Date;
  } | null;
  createdAt: Date;
  updatedAt: Date;
}

/** One booking to tell: where it ends up, and through whom. */
export interface BookingCase {
  status: BookingStatus;
  agency?: DemoAgency;
  /** The first offer was replaced by a revised one (with a discount). */
  revised?: boolean;
  /** Cancelled after the deposit (a refused visa) rather than before it. */
  afterDeposit?: boolean;
  /** The deposit arrives today (so this month's commission statement has a line). */
  depositToday?: boolean;
}

const STUDENT: DemoActor = { id: null, name: "Student" };
const SYSTEM: DemoActor = { id: null, name: "System" };
const euros = (cents: number) => formatCents(cents, "en");
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5);

/** The key days of a case, as days before today (negative: in the future). */
interface Days {
  quote: number;
  draft: number;
  sent?: number;
  respond?: number;
  deposit?: number;
  balance?: number;
  cancel?: number;
  expire?: number;
  /** The Monday the course starts. */
  start: string;
  /** At least this many weeks (an arrived student is still here). */
  minWeeks: number;
  /** At most this many (a completed course has ended). */
  maxWeeks: number;
}

function daysOf(context: DemoContext, item: BookingCase): Days {
  const { random, clock } = context;
  const r = random.int;
  const future = (from: number, to: number) => mondayFrom(clock.day(-r(from, to)));
  const before = (days: number, min: number, max: number) => days + r(min, max);
  switch (item.status) {
    case "draft": {
      const quote = r(0, 4);
      return {
        quote,
        draft: Math.max(0, quote - r(0, 1)),
        start: future(21, 80),
        minWeeks: 1,
        maxWeeks: 52,
      };
    }
    case "offer-sent": {
      const sent = r(0, 11);
      const draft = before(sent, 0, 1);
      return {
        quote: before(draft, 0, 2),
        draft,
        sent,
        start: future(24, 90),
        minWeeks: 1,
        maxWeeks: 52,
      };
    }
    case "accepted": {
      const respond = r(0, 5);
      const sent = before(respond, 1, 6);
      const draft = before(sent, 0, 1);
      return {
        quote: before(draft, 0, 3),
        draft,
        sent,
        respond,
        start: future(30, 100),
        minWeeks: 1,
        maxWeeks: 52,
      };
    }
    case "confirmed": {
      const respond = item.depositToday ? r(1, 5) : r(6, 60);
      const deposit = item.depositToday ? 0 : respond - r(1, Math.min(6, respond - 1));
      const sent = before(respond, 1, 7);
      const draft = before(sent, 0, 1);
      const start = future(7, 100);
      const toStart = daysBetween(clock.today, start);
      const balance =
        toStart <= 35 && deposit > 1 && random.chance(0.75) ? r(0, deposit - 1) : undefined;
      return {
        quote: before(draft, 0, 3),
        draft,
        sent,
        respond,
        deposit,
        balance,
        start,
        minWeeks: 1,
        maxWeeks: 52,
      };
    }
    case "arrived": {
      const start = mondayFrom(clock.day(r(7, 25)));
      const since = daysBetween(start, clock.today);
      const respond = before(since, 25, 55);
      const deposit = respond - r(1, 5);
      const sent = before(respond, 1, 6);
      const draft = before(sent, 0, 1);
      const balance = random.chance(0.8) ? Math.min(deposit - 1, since + r(30, 36)) : undefined;
      return {
        quote: before(draft, 0, 3),
        draft,
        sent,
        respond,
        deposit,
        balance,
        start,
        minWeeks: Math.ceil((since + 4) / 7),
        maxWeeks: 52,
      };
    }
    case "completed": {
      const start = mondayFrom(clock.day(r(26, 55)));
      const since = daysBetween(start, clock.today);
      const respond = before(since, 20, 45);
      const deposit = respond - r(1, 5);
      const sent = before(respond, 1, 6);
      const draft = before(sent, 0, 1);
      const balance = Math.min(deposit - 1, since + r(30, 40));
      return {
        quote: before(draft, 0, 3),
        draft,
        sent,
        respond,
        deposit,
        balance,
        start,
        minWeeks: 1,
        maxWeeks: Math.floor((since - 2) / 7),
      };
    }
    case "declined": {
      const sent = r(8, 60);
      const draft = before(sent, 0, 1);
      return {
        quote: before(draft, 0, 3),
        draft,
        sent,
        respond: sent - r(1, 6),
        start: mondayFrom(addDays(clock.day(sent), r(28, 80))),
        minWeeks: 1,
        maxWeeks: 52,
      };
    }
    case "expired": {
      const sent = r(18, 70);
      const draft = before(sent, 0, 1);
      return {
        quote: before(draft, 0, 3),
        draft,
        sent,
        expire: sent - OFFER_VALID_DAYS - 1,
        start: mondayFrom(addDays(clock.day(sent), r(30, 80))),
        minWeeks: 1,
        maxWeeks: 52,
      };
    }
    default: {
      // Cancelled: before the deposit came, or after it (the student record is withdrawn).
      const respond = r(20, 60);
      const deposit = item.afterDeposit ? respond - r(1, 5) : undefined;
      const cancel = (deposit ?? respond) - r(4, 12);
      const sent = before(respond, 1, 6);
      const draft = before(sent, 0, 1);
      return {
        quote: before(draft, 0, 3),
        draft,
        sent,
        respond,
        deposit,
        cancel: Math.max(0, cancel),
        start: mondayFrom(addDays(clock.day(respond), r(35, 90))),
        minWeeks: 1,
        maxWeeks: 52,
      };
    }
  }
}

/** Plans one booking; null when the catalogue has nothing that fits its dates. */
export function planBooking(
  context: DemoContext,
  catalog: Catalog,
  item: BookingCase,
  reference: () => string,
): BookingPlan | null {
  const { random, clock, people, staff } = context;
  const days = daysOf(context, item);
  if (item.revised && days.sent !== undefined) {
    // The first offer went out a few days before the revision.
    days.draft += 4;
    days.quote += 4;
  }
  const juniorChance =
    item.agency?.key === "atlantico" ? 0.85 : isSummerDay(days.start) ? 0.6 : 0.25;
  const fits = (junior: boolean) =>
    pickProgram(
      random,
      catalog,
      (p) =>
        p.junior === junior &&
        bookable(p) &&
        runsOn(p, days.start) &&
        (p.maxWeeks ?? 12) >= days.minWeeks &&
        (p.minWeeks ?? 1) <= days.maxWeeks &&
        ageGroupsOf(p).length > 0,
    );
  const wantJunior = random.chance(juniorChance);
  const program = fits(wantJunior) ?? fits(!wantJunior);
  if (!program) return null;
  const { weeks, duration } = pickWeeks(random, program, days.minWeeks, days.maxWeeks);
  const ageGroup = random.pick(ageGroupsOf(program));
  const agent = item.agency ? random.pick(item.agency.agents) : null;
  const person = item.agency
    ? people.personFrom(
        item.agency.key === "atlantico" ? "spain" : random.pick(["germany", "austria"]),
      )
    : people.person(leadLanguage(random, clock.monthOf(days.quote)));
  const lang = person.lang;
  const accommodation = accommodationFor(random, program.junior);
  const startDate = days.start;
  const endDate = endOf(startDate, weeks);

  const quote: QuotePlan = {
    at: clock.at(days.quote, random.next() * 0.5),
    person,
    ageGroup,
    program,
    startDate,
    weeks: duration ? weeks : null,
    duration,
    accommodation,
    specialRequests: null,
    englishLevel: null,
    withPhone: random.chance(0.8),
    agency:
      item.agency && agent
        ? { agency: item.agency, agentId: agent.id, reference: reference() }
        : null,
  };

  // Each step comes after the one before it, and never after now.
  let last = quote.at.getTime();
  const at = (daysAgo: number) => {
    const planned = clock.at(Math.max(0, daysAgo), random.next()).getTime();
    last = Math.min(
      clock.now.getTime() - 60_000,
      Math.max(planned, last + random.int(10, 90) * 60_000),
    );
    return new Date(last);
  };

  const prefilled = prefilledLines({
    lang,
    programTitle: program.title,
    program,
    city: program.city,
    weeks,
    accommodationType: accommodation,
    minor: ageGroup === "12-15" || ageGroup === "16-17",
    prices: catalog.prices,
  });
  const discount = (percent: number): OfferLineInput => ({
    kind: "discount",
    description: `${discountLabels[lang]} (${percent} %)`,
    quantity: 1,
    unitCents: 0,
    percent,
  });
  const extras: OfferLineInput[] = [];
  if (catalog.prices.fees.airportTransferCents > 0 && random.chance(0.4)) {
    extras.push({
      kind: "transfer",
      description: transferLabels[lang],
      quantity: 2,
      unitCents: catalog.prices.fees.airportTransferCents,
    });
  }
  if (!item.revised && random.chance(0.15)) extras.push(discount(5));
  const note = random.chance(0.6) ? offerNotes[lang](person.firstName) : "";
  const validFrom = (day: string) =>
    [addDays(day, OFFER_VALID_DAYS), addDays(startDate, -1)].sort()[0] as string;

  const state = { status: null as BookingStatus | null, at: quote.at };
  const events: EventPlan[] = [];
  const move = (when: Date, actor: DemoActor, to: BookingStatus, summary: string) => {
    events.push({ at: when, actor, from: state.status, to, summary });
    state.status = to;
    state.at = when;
  };
  const remark = (when: Date, actor: DemoActor, summary: string) =>
    events.push({ at: when, actor, from: null, to: null, summary });
  const admissions = staff.admissions;

  const offers: OfferPlan[] = [];
  const newOffer = (lines: OfferLineInput[], created: Date, withNote: string): OfferPlan => {
    const offer: OfferPlan = {
      status: "draft",
      ...priceOffer(lines, catalog.prices.deposit),
      startDate,
      endDate,
      validUntil: validFrom(dayOf(created)),
      note: withNote,
      hoursPerWeek: program.hoursPerWeek,
      nonce: null,
      tokenExpiresAt: null,
      sentAt: null,
      respondedAt: null,
      createdAt: created,
    };
    offers.push(offer);
    return offer;
  };
  const edited = (offer: OfferPlan, when: Date) =>
    remark(
      when,
      admissions,
      `${admissions.name} edited the offer (total ${euros(offer.totalCents)}, ${weeksBetween(offer.startDate, offer.endDate)} weeks)`,
    );
  const send = (offer: OfferPlan, when: Date) => {
    offer.status = "sent";
    offer.sentAt = when;
    offer.validUntil = validFrom(dayOf(when));
    offer.nonce = random.token(18);
    offer.tokenExpiresAt = new Date(`${addDays(offer.validUntil, LINK_GRACE_DAYS + 1)}T00:00:00Z`);
    move(when, admissions, "offer-sent", `${admissions.name} sent the offer to ${person.email}`);
  };

  // Drafted from the quote request with the price list's lines, then edited where staff added
  // a transfer, a discount or a note.
  const draftAt = at(days.draft);
  let current = newOffer([...prefilled, ...extras], draftAt, note);
  move(
    draftAt,
    admissions,
    "draft",
    `${admissions.name} drafted an offer of ${euros(priceOffer(prefilled, catalog.prices.deposit).totalCents)}`,
  );
  if (extras.length || note) edited(current, at(days.draft));
  if (days.sent !== undefined) {
    if (item.revised) {
      send(current, at(days.sent + 3));
      current.status = "superseded";
      const revisedAt = at(days.sent);
      current = newOffer([...prefilled, ...extras, discount(10)], revisedAt, note);
      move(revisedAt, admissions, "draft", `${admissions.name} started a revised offer`);
      edited(current, at(days.sent));
    }
    send(current, at(days.sent));
  }

  let details: BookingDetails | null = null;
  let age = ageIn(random, ageGroup, program);
  if (days.respond !== undefined && item.status === "declined") {
    current.status = "declined";
    current.respondedAt = at(days.respond);
    move(current.respondedAt, STUDENT, "declined", "The student declined the offer");
  } else if (days.respond !== undefined) {
    const acceptedAt = at(days.respond);
    const dateOfBirth = addDays(startDate, -(age * 365 + random.int(40, 320)));
    age = ageOn(dateOfBirth, startDate);
    const guardian =
      age < 18
        ? { ...people.relative(person, random.chance(0.6)), consentAt: acceptedAt.toISOString() }
        : null;
    const contact = guardian ?? people.relative(person, random.chance(0.5));
    details = {
      passportName: `${person.firstName} ${person.lastName}`,
      dateOfBirth,
      nationality: person.country,
      address: people.address(person),
      emergencyContact: { name: contact.name, phone: contact.phone },
      arrivalDate: random.chance(0.8) ? addDays(startDate, -1) : null,
      flight: random.chance(0.6) ? random.pick(flights) : null,
      dietaryNotes: random.chance(0.2) ? random.pick(dietaryNotes) : null,
      medicalNotes: null,
      termsAcceptedAt: acceptedAt.toISOString(),
      guardian: guardian
        ? { name: guardian.name, email: guardian.email, consentAt: guardian.consentAt }
        : null,
    };
    current.status = "accepted";
    current.respondedAt = acceptedAt;
    current.tokenExpiresAt = new Date(`${addDays(endDate, LINK_GRACE_DAYS * 2)}T00:00:00Z`);
    const byAgent = item.agency && agent && random.chance(0.7) ? agent.actor : null;
    const guardianNote = details.guardian
      ? `, with ${details.guardian.name}'s consent as guardian`
      : "";
    const who = byAgent
      ? `${byAgent.name} accepted the offer on the student's behalf`
      : "The student accepted the offer";
    move(acceptedAt, byAgent ?? STUDENT, "accepted", `${who}${guardianNote}`);
  }
  if (days.expire !== undefined) {
    current.status = "expired";
    move(
      clock.at(Math.max(0, days.expire), 0.01),
      SYSTEM,
      "expired",
      "The offer expired without an answer",
    );
  }

  const payments: PaymentPlan[] = [];
  let student: BookingPlan["student"] = null;
  const pay = (daysAgo: number, amountCents: number, label: string) => {
    const when = at(daysAgo);
    const method: PaymentMethod = random.chance(0.8) ? "bank-transfer" : "card";
    const receivedOn = dayOf(when);
    payments.push({ amountCents, receivedOn, method, note: label, at: when, by: admissions });
    remark(
      when,
      admissions,
      `${admissions.name} recorded a payment of ${euros(amountCents)} received on ${receivedOn} (${method})`,
    );
    return when;
  };
  if (days.deposit !== undefined) {
    const when = pay(days.deposit, current.depositCents, "Deposit");
    move(when, admissions, "confirmed", "Deposit received: the booking is confirmed");
    student = { status: "enrolled", age, at: when };
    if (days.balance !== undefined && current.totalCents > current.depositCents) {
      pay(days.balance, current.totalCents - current.depositCents, "Balance");
    }
  }
  if (item.status === "arrived" || item.status === "completed") {
    move(
      at(daysBetween(startDate, clock.today)),
      admissions,
      "arrived",
      `${admissions.name} marked the booking arrived`,
    );
    if (student) student.status = "active";
  }
  if (item.status === "completed") {
    move(
      at(daysBetween(endDate, clock.today)),
      admissions,
      "completed",
      `${admissions.name} marked the booking completed`,
    );
    if (student) student.status = "completed";
  }
  if (item.status === "cancelled" && days.cancel !== undefined) {
    const reason = item.afterDeposit ? cancelReasons[0] : random.pick(cancelReasons.slice(1));
    move(
      at(days.cancel),
      admissions,
      "cancelled",
      `${admissions.name} marked the booking cancelled: ${reason}`,
    );
    if (student) student.status = "withdrawn";
  }

  const confirmedAt = events.find((event) => event.to === "confirmed")?.at ?? null;
  const commission =
    item.agency && current.status === "accepted"
      ? {
          basisPoints: item.agency.basisPoints,
          cents: commissionCentsOf(tuitionCentsOf(current.lines), item.agency.basisPoints),
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
    status: state.status ?? "draft",
    quote,
    city: program.city,
    startDate,
    endDate,
    totalCents: current.totalCents,
    depositCents: current.depositCents,
    details,
    offers,
    payments,
    events,
    commission,
    student,
    createdAt: draftAt,
    updatedAt: state.at,
  };
}

/** The Irish calendar day of an instant. */
function dayOf(instant: Date): string {
  const day = instant.toISOString().slice(0, 10);
  // Dublin is UTC or one hour ahead: an instant late in the UTC evening may be tomorrow there.
  return dublinInstant(addDays(day, 1), 0) <= instant ? addDays(day, 1) : day;
}
