/**
 * When things happen in a demo booking's story, by the status it ends in: the quote request, the
 * draft, the sending, the answer, the deposit and the balance, as days before today, and the
 * Monday the course starts. The spans keep the services' rules: an offer is answered while it is
 * valid (14 days), a deposit comes within the week, the balance about 30 days before the start,
 * an expired offer expires the day after its valid-until day, a completed course has ended.
 */
import type { BookingStatus, City } from "@shared/bookings/types";
import { OFFER_VALID_DAYS } from "../../../services/bookings/offer-terms";
import { addDays } from "../../../services/bookings/store";
import { dublinInstant, mondayFrom } from "./calendar";
import type { DemoContext } from "./context";
import type { DemoAgency } from "./organisation";

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
  /** An arrived student's course began the Monday on or after this many days ago (classes.ts). */
  startDaysAgo?: number;
  /** Where the student comes from (a people.ts country key), for the term's class lists. */
  origin?: string;
  /** An arrived student stays at least this many weeks more (classes.ts: the term goes on). */
  weeksAhead?: number;
  /** The campus the course is at (a program of that city). */
  city?: City;
}

/** The key days of a case, as days before today (negative: in the future). */
export interface Days {
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

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5);

/** The Irish calendar day of an instant. */
export function dayOf(instant: Date): string {
  const day = instant.toISOString().slice(0, 10);
  // Dublin is UTC or one hour ahead: late in the UTC evening it may be tomorrow there.
  return dublinInstant(addDays(day, 1), 0) <= instant ? addDays(day, 1) : day;
}

export function daysOf(context: DemoContext, item: BookingCase): Days {
  const { random, clock } = context;
  const r = random.int;
  const future = (from: number, to: number) => mondayFrom(clock.day(-r(from, to)));
  const after = (day: number, from: number, to: number) =>
    mondayFrom(addDays(clock.day(day), r(from, to)));
  /** The draft and quote request before an offer sent `sent` days ago. */
  const lead = (sent: number) => {
    const draft = sent + r(0, 1);
    return { draft, quote: draft + r(0, 3), sent };
  };
  const weeks = { minWeeks: 1, maxWeeks: 52 };
  switch (item.status) {
    case "draft": {
      const quote = r(0, 4);
      return { quote, draft: Math.max(0, quote - r(0, 1)), start: future(21, 80), ...weeks };
    }
    case "offer-sent":
      return { ...lead(r(0, 11)), start: future(24, 90), ...weeks };
    // A minor's acceptance may still wait for the parent or guardian (issue 27).
    case "awaiting-guardian":
    case "accepted": {
      const respond = r(0, 5);
      return { ...lead(respond + r(1, 6)), respond, start: future(30, 100), ...weeks };
    }
    case "confirmed": {
      const respond = item.depositToday ? r(1, 5) : r(6, 60);
      const deposit = item.depositToday ? 0 : respond - r(1, Math.min(6, respond - 1));
      const start = future(7, 100);
      // Within 30 days of the start the balance is due: most have paid it.
      const due = daysBetween(clock.today, start) <= 35 && deposit > 1;
      const balance = due && random.chance(0.75) ? r(0, deposit - 1) : undefined;
      return { ...lead(respond + r(1, 7)), respond, deposit, balance, start, ...weeks };
    }
    case "arrived": {
      const start = mondayFrom(clock.day(item.startDaysAgo ?? r(7, 25)));
      const since = daysBetween(start, clock.today);
      const respond = since + r(25, 55);
      const deposit = respond - r(1, 5);
      const balance = random.chance(0.8) ? Math.min(deposit - 1, since + r(30, 36)) : undefined;
      return {
        ...lead(respond + r(1, 6)),
        respond,
        deposit,
        balance,
        start,
        minWeeks: Math.ceil((since + 4) / 7) + (item.weeksAhead ?? 0),
        maxWeeks: 52,
      };
    }
    case "completed": {
      const start = mondayFrom(clock.day(r(26, 55)));
      const since = daysBetween(start, clock.today);
      const respond = since + r(20, 45);
      const deposit = respond - r(1, 5);
      return {
        ...lead(respond + r(1, 6)),
        respond,
        deposit,
        balance: Math.min(deposit - 1, since + r(30, 40)),
        start,
        minWeeks: 1,
        maxWeeks: Math.floor((since - 2) / 7),
      };
    }
    case "declined": {
      const sent = r(8, 60);
      return { ...lead(sent), respond: sent - r(1, 6), start: after(sent, 28, 80), ...weeks };
    }
    case "expired": {
      const sent = r(18, 70);
      return {
        ...lead(sent),
        expire: sent - OFFER_VALID_DAYS - 1,
        start: after(sent, 30, 80),
        ...weeks,
      };
    }
    default: {
      // Cancelled: before the deposit came, or after it (the student record is withdrawn).
      const respond = r(20, 60);
      const deposit = item.afterDeposit ? respond - r(1, 5) : undefined;
      return {
        ...lead(respond + r(1, 6)),
        respond,
        deposit,
        cancel: Math.max(0, (deposit ?? respond) - r(4, 12)),
        start: after(respond, 35, 90),
        ...weeks,
      };
    }
  }
}
