/**
 * Stays and nights (issue 31, decision 0042). Every range of accommodation — a stay, a
 * placement, a payment period, dates a family or a room is unavailable — is the nights from
 * `from` up to, not including, `to`, both "YYYY-MM-DD": a student arriving on 1 July and
 * leaving on 8 July has seven nights, the last on 7 July. Ranges that touch (one ends the day
 * the other starts) share no night. Days are counted in UTC on whole days, so summer time never
 * makes a night 23 hours long.
 */

export interface NightRange {
  /** The first night, "YYYY-MM-DD". */
  from: string;
  /** The day after the last night (the departure day), "YYYY-MM-DD". */
  to: string;
}

const DAY_MS = 864e5;

/** Whole days since 1970-01-01 of a "YYYY-MM-DD" day. */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Nights in the range; none when `to` is not after `from`. */
export const nightCount = (range: NightRange): number =>
  Math.max(0, dayNumber(range.to) - dayNumber(range.from));

/** The last night of a range (the day before its `to`). */
export const lastNight = (range: NightRange): string => addDays(range.to, -1);

/** Nights two ranges have in common. */
export function sharedNights(a: NightRange, b: NightRange): number {
  const from = Math.max(dayNumber(a.from), dayNumber(b.from));
  const to = Math.min(dayNumber(a.to), dayNumber(b.to));
  return Math.max(0, to - from);
}

/** The night `night` is one of the range's nights. */
export const hasNight = (range: NightRange, night: string): boolean =>
  range.from <= night && night < range.to;

/** Every night of the range, in order. */
export function nightsOf(range: NightRange): string[] {
  return Array.from({ length: nightCount(range) }, (_, index) => addDays(range.from, index));
}
