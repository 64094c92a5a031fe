/**
 * The terms a new offer starts with (issue 16): how many weeks, which days, until when it is
 * open, and how long its link lasts. Pure: offers.ts reads the quote and writes the offer.
 */
import { type DurationOption, weeksOfDuration } from "@shared/content/options";
import { addDays, earlierDay } from "./days";

/** How long an offer is open by default, and how long its link shows the outcome after that. */
export const OFFER_VALID_DAYS = 14;
export const LINK_GRACE_DAYS = 30;
/** A booked offer's link opens the booking page for this long after each e-mail that links it. */
export const BOOKED_LINK_DAYS = 30;

/**
 * Staff's choice, else what the person asked for (weeks, or a duration option), else the
 * program's shortest stay, else one week.
 */
export function offerWeeks(
  requested: number | undefined,
  quote: { durationWeeks: number | null; durationOption: string | null },
  program: { minWeeks: number | null } | undefined,
): number {
  const option = quote.durationOption
    ? weeksOfDuration[quote.durationOption as DurationOption]
    : null;
  return requested ?? quote.durationWeeks ?? option ?? program?.minWeeks ?? 1;
}

/** The Monday at least two weeks away: the usual earliest start. */
export function defaultStart(today: string): string {
  const day = addDays(today, 14);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, (8 - weekday) % 7);
}

/** Open for two weeks, and never on or after the first day of the course. */
export function validUntilFor(today: string, startDate: string): string {
  return earlierDay(addDays(today, OFFER_VALID_DAYS), addDays(startDate, -1));
}

/**
 * The days of a new offer: the requested start if it is still ahead, else the default one; a
 * course of `weeks` weeks ends on the Friday of its last week (for a Monday start).
 */
export function offerDates(
  today: string,
  requestedStart: string | null | undefined,
  weeks: number,
): { startDate: string; endDate: string; validUntil: string } {
  const startDate = requestedStart && requestedStart > today ? requestedStart : defaultStart(today);
  return {
    startDate,
    endDate: addDays(startDate, weeks * 7 - 3),
    validUntil: validUntilFor(today, startDate),
  };
}

/** A revised offer keeps its valid-until day while it has not passed, else starts afresh. */
export function revisedValidUntil(today: string, validUntil: string, startDate: string): string {
  return validUntil >= today ? validUntil : validUntilFor(today, startDate);
}

/** A sent link works until the end of the grace period after the valid-until day. */
export function linkExpiresAt(validUntil: string): Date {
  return new Date(Date.parse(`${addDays(validUntil, LINK_GRACE_DAYS + 1)}T00:00:00Z`));
}
