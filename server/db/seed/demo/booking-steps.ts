/**
 * The steps of a demo booking's story, each as the booking services take it: drafting an offer
 * from the price list and editing it, sending it (a signed link, valid 14 days or until the day
 * before the course), revising it, the answer (the booking details, a guardian for a minor,
 * an agent answering for their student), payments (the deposit confirms and makes the student
 * record), arrival, the end of the course, a cancellation. Summaries are the services' own.
 */

import { ageOn } from "@shared/bookings/minors";
import { priceOffer, weeksBetween } from "@shared/bookings/offer-pricing";
import type {
  BookingDetails,
  BookingStatus,
  OfferLineInput,
  PaymentMethod,
} from "@shared/bookings/types";
import { formatCents } from "@shared/format/money";
import { prefilledLines } from "../../../services/bookings/offer-lines";
import {
  BOOKED_LINK_DAYS,
  LINK_GRACE_DAYS,
  OFFER_VALID_DAYS,
} from "../../../services/bookings/offer-terms";
import { addDays } from "../../../services/bookings/store";
import { type BookingCase, type Days, dayOf, daysBetween } from "./booking-days";
import { ageIn, type Catalog, type DemoProgram, endOf } from "./catalog";
import type { DemoActor, DemoContext } from "./context";
import type { BookingPlan, EventPlan, OfferPlan, PaymentPlan } from "./plan-types";
import type { QuotePlan } from "./quotes";
import {
  cancelReasons,
  dietaryNotes,
  discountLabels,
  flights,
  offerNotes,
  transferLabels,
} from "./texts";

const STUDENT: DemoActor = { id: null, name: "Student" };
const SYSTEM: DemoActor = { id: null, name: "System" };
const GUARDIAN: DemoActor = { id: null, name: "Guardian" };
const euros = (cents: number) => formatCents(cents, "en");

/** A booking's story as it is told: its offers, timeline and payments so far. */
export function storyOf(context: DemoContext, catalog: Catalog, quote: QuotePlan) {
  const { random, clock } = context;
  const program = quote.program as DemoProgram;
  const weeks = quote.weeks ?? 1;
  const startDate = quote.startDate as string;
  const endDate = endOf(startDate, weeks);
  const state = { status: null as BookingStatus | null, at: quote.at, last: quote.at.getTime() };
  const story = {
    quote,
    program,
    startDate,
    endDate,
    state,
    offers: [] as OfferPlan[],
    events: [] as EventPlan[],
    payments: [] as PaymentPlan[],
    /** An instant on that day, after the story's last step and never after now. */
    at(daysAgo: number): Date {
      const planned = clock.at(Math.max(0, daysAgo), random.next()).getTime();
      state.last = Math.min(
        clock.now.getTime() - 60_000,
        Math.max(planned, state.last + random.int(10, 90) * 60_000),
      );
      return new Date(state.last);
    },
    move(when: Date, actor: DemoActor, to: BookingStatus, summary: string) {
      story.events.push({ at: when, actor, from: state.status, to, summary });
      state.status = to;
      state.at = when;
    },
    remark(when: Date, actor: DemoActor, summary: string) {
      story.events.push({ at: when, actor, from: null, to: null, summary });
    },
    /** Valid 14 days from a day, or until the day before the course if that is sooner. */
    validFrom: (day: string) =>
      [addDays(day, OFFER_VALID_DAYS), addDays(startDate, -1)].sort()[0] as string,
    newOffer(lines: OfferLineInput[], created: Date, note: string): OfferPlan {
      const offer: OfferPlan = {
        status: "draft",
        ...priceOffer(lines, catalog.prices.deposit),
        startDate,
        endDate,
        validUntil: story.validFrom(dayOf(created)),
        note,
        hoursPerWeek: program.hoursPerWeek,
        nonce: null,
        tokenExpiresAt: null,
        sentAt: null,
        respondedAt: null,
        createdAt: created,
      };
      story.offers.push(offer);
      return offer;
    },
  };
  return story;
}

export type Story = ReturnType<typeof storyOf>;

/** Drafted from the price list, edited (a transfer, a discount, a note), sent; maybe revised. */
export function tellOffers(
  context: DemoContext,
  catalog: Catalog,
  item: BookingCase,
  days: Days,
  story: Story,
) {
  const { random, staff } = context;
  const { quote, program } = story;
  const { lang, firstName, email } = quote.person;
  const admissions = staff.admissions;
  const prefilled = prefilledLines({
    lang,
    programTitle: program.title,
    program,
    city: program.city,
    weeks: quote.weeks ?? 1,
    accommodationType: quote.accommodation,
    minor: quote.ageGroup === "12-15" || quote.ageGroup === "16-17",
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
  const note = random.chance(0.6)
    ? offerNotes[lang](firstName, quote.accommodation === "host-family")
    : "";
  const edited = (offer: OfferPlan, when: Date) =>
    story.remark(
      when,
      admissions,
      `${admissions.name} edited the offer (total ${euros(offer.totalCents)}, ${weeksBetween(offer.startDate, offer.endDate)} weeks)`,
    );
  const send = (offer: OfferPlan, when: Date) => {
    offer.status = "sent";
    offer.sentAt = when;
    offer.validUntil = story.validFrom(dayOf(when));
    offer.nonce = random.token(18);
    offer.tokenExpiresAt = new Date(`${addDays(offer.validUntil, LINK_GRACE_DAYS + 1)}T00:00:00Z`);
    story.move(when, admissions, "offer-sent", `${admissions.name} sent the offer to ${email}`);
  };

  const draftAt = story.at(days.draft);
  let current = story.newOffer([...prefilled, ...extras], draftAt, note);
  const prefilledTotal = priceOffer(prefilled, catalog.prices.deposit).totalCents;
  story.move(
    draftAt,
    admissions,
    "draft",
    `${admissions.name} drafted an offer of ${euros(prefilledTotal)}`,
  );
  if (extras.length || note) edited(current, story.at(days.draft));
  if (days.sent === undefined) return current;
  if (item.revised) {
    // Sent, then replaced by a cheaper one after a phone call: the old link says so.
    send(current, story.at(days.sent + 3));
    current.status = "superseded";
    const revisedAt = story.at(days.sent);
    current = story.newOffer([...prefilled, ...extras, discount(10)], revisedAt, note);
    story.move(revisedAt, admissions, "draft", `${admissions.name} started a revised offer`);
    edited(current, story.at(days.sent));
  }
  send(current, story.at(days.sent));
  return current;
}

/** Declined, accepted (with the booking details and a guardian for a minor), or expired. */
export function tellAnswer(
  context: DemoContext,
  item: BookingCase,
  days: Days,
  story: Story,
  offer: OfferPlan,
) {
  const { random, clock, people } = context;
  const { quote, startDate } = story;
  const person = quote.person;
  if (days.expire !== undefined) {
    offer.status = "expired";
    const when = clock.at(Math.max(0, days.expire), 0.01);
    story.move(when, SYSTEM, "expired", "The offer expired without an answer");
    return { details: null, age: 0, guardianConsent: null };
  }
  if (days.respond === undefined) return { details: null, age: 0, guardianConsent: null };
  if (item.status === "declined") {
    offer.status = "declined";
    offer.respondedAt = story.at(days.respond);
    story.move(offer.respondedAt, STUDENT, "declined", "The student declined the offer");
    return { details: null, age: 0, guardianConsent: null };
  }
  const acceptedAt = story.at(days.respond);
  const planned = ageIn(random, quote.ageGroup ?? "26-35", story.program);
  const dateOfBirth = addDays(startDate, -(planned * 365 + random.int(40, 320)));
  const age = ageOn(dateOfBirth, startDate);
  const waits = item.status === "awaiting-guardian";
  // A parent consents a few hours after the acceptance (never later than now).
  const consentedAt = new Date(
    Math.min(
      acceptedAt.getTime() + random.int(1, 20) * 3_600_000,
      clock.now.getTime() - 10 * 60_000,
    ),
  );
  const guardian =
    age < 18
      ? {
          ...people.relative(person, random.chance(0.6)),
          consentAt: waits ? null : consentedAt.toISOString(),
        }
      : null;
  const contact = guardian ?? people.relative(person, random.chance(0.5));
  const details: BookingDetails = {
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
  offer.status = "accepted";
  offer.respondedAt = acceptedAt;
  // As public.ts: a booked link opens the booking for 30 days from the last e-mail with it.
  offer.tokenExpiresAt = new Date(acceptedAt.getTime() + BOOKED_LINK_DAYS * 864e5);
  const agent = quote.agency?.agency.agents.find((a) => a.id === quote.agency?.agentId);
  const byAgent = agent && random.chance(0.7) ? agent.actor : null;
  const who = byAgent
    ? `${byAgent.name} accepted the offer on the student's behalf`
    : "The student accepted the offer";
  if (!guardian) {
    story.move(acceptedAt, byAgent ?? STUDENT, "accepted", who);
    return { details, age, guardianConsent: null };
  }
  // As guardian.ts: the booking waits for the parent or guardian, who consents on their page.
  story.move(
    acceptedAt,
    byAgent ?? STUDENT,
    "awaiting-guardian",
    `${who}; the student is under 18, so ${guardian.name} (${guardian.email}) was asked to consent`,
  );
  const guardianConsent = {
    name: guardian.name,
    email: guardian.email,
    requestedAt: acceptedAt,
    consentedAt: waits ? null : consentedAt,
    token: random.token(32),
  };
  if (!waits) {
    story.move(
      consentedAt,
      GUARDIAN,
      "accepted",
      `${guardian.name} gave consent as parent or guardian (link sent to ${guardian.email})`,
    );
  }
  return { details, age, guardianConsent };
}

/** The deposit (which confirms), the balance, arrival, the end of the course, a cancellation. */
export function tellMoney(
  context: DemoContext,
  item: BookingCase,
  days: Days,
  story: Story,
  offer: OfferPlan,
  age: number,
) {
  const { random, clock, staff } = context;
  const admissions = staff.admissions;
  let student: BookingPlan["student"] = null;
  const pay = (daysAgo: number, amountCents: number, note: string) => {
    const when = story.at(daysAgo);
    const method: PaymentMethod = random.chance(0.8) ? "bank-transfer" : "card";
    const receivedOn = dayOf(when);
    story.payments.push({ amountCents, receivedOn, method, note, at: when, by: admissions });
    story.remark(
      when,
      admissions,
      `${admissions.name} recorded a payment of ${euros(amountCents)} received on ${receivedOn} (${method})`,
    );
    return when;
  };
  if (days.deposit !== undefined) {
    const when = pay(days.deposit, offer.depositCents, "Deposit");
    story.move(when, admissions, "confirmed", "Deposit received: the booking is confirmed");
    student = { status: "enrolled", age, at: when };
    if (days.balance !== undefined && offer.totalCents > offer.depositCents) {
      pay(days.balance, offer.totalCents - offer.depositCents, "Balance");
    }
  }
  const mark = (daysAgo: number, to: BookingStatus, reason = "") =>
    story.move(
      story.at(daysAgo),
      admissions,
      to,
      `${admissions.name} marked the booking ${to}${reason ? `: ${reason}` : ""}`,
    );
  if (item.status === "arrived" || item.status === "completed") {
    mark(daysBetween(story.startDate, clock.today), "arrived");
    if (student) student.status = "active";
  }
  if (item.status === "completed") {
    mark(daysBetween(story.endDate, clock.today), "completed");
    if (student) student.status = "completed";
  }
  if (item.status === "cancelled" && days.cancel !== undefined) {
    mark(
      days.cancel,
      "cancelled",
      item.afterDeposit ? cancelReasons[0] : random.pick(cancelReasons.slice(1)),
    );
    if (student) student.status = "withdrawn";
  }
  return student;
}
