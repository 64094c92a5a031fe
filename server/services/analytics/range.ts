/**
 * The date range of the analytics screen and API: the last 12 Irish weeks by default, real
 * dates only, at most two years. Split out of analytics.ts (which re-exports it), so the booking
 * figures and the dashboard can use it too.
 */

import type { AnalyticsRange } from "../../../shared/analytics/types";
import { ANALYTICS_TIME_ZONE, addDays, dayToDate, isoDay, weekStart } from "./sql";

/** The default range: this week and the 11 before it. */
export const DEFAULT_WEEKS = 12;
export const MAX_RANGE_YEARS = 2;

export type RangeResult =
  | { ok: true; range: AnalyticsRange }
  | { ok: false; fields: Partial<Record<keyof AnalyticsRange, string>> };

/** Today's date in Ireland. */
export function irishToday(now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: ANALYTICS_TIME_ZONE }).format(now);
}

/** This week and the eleven before it, up to today. */
export function defaultRange(now: Date): AnalyticsRange {
  const to = irishToday(now);
  return { from: addDays(weekStart(to), -7 * (DEFAULT_WEEKS - 1)), to };
}

/** A real calendar day written YYYY-MM-DD, within years a school's records could hold. */
function parseDay(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = dayToDate(value);
  if (Number.isNaN(date.getTime()) || isoDay(date) !== value) return null;
  const year = date.getUTCFullYear();
  return year >= 2000 && year <= 2100 ? value : null;
}

/** `day` plus whole calendar years (29 February becomes 28 February). */
function addYears(day: string, years: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, date));
  if (target.getUTCMonth() !== month - 1) target.setUTCDate(0);
  return isoDay(target);
}

/**
 * The range of a request: each side defaults to the last 12 weeks when absent; a side that is
 * given must be a real date, the start no later than the end, and the span at most 2 years.
 */
export function parseRange(
  input: { from?: string | null; to?: string | null },
  now: Date,
): RangeResult {
  const fallback = defaultRange(now);
  const rawFrom = input.from?.trim() ?? "";
  const rawTo = input.to?.trim() ?? "";
  const from = rawFrom ? parseDay(rawFrom) : fallback.from;
  const to = rawTo ? parseDay(rawTo) : fallback.to;
  const fields: Partial<Record<keyof AnalyticsRange, string>> = {};
  if (!from) fields.from = "Enter the start date as a real date (YYYY-MM-DD, years 2000 to 2100).";
  if (!to) fields.to = "Enter the end date as a real date (YYYY-MM-DD, years 2000 to 2100).";
  if (from && to) {
    if (from > to) fields.to = "The end date must be on or after the start date.";
    else if (to > addYears(from, MAX_RANGE_YEARS)) {
      fields.to = `Choose at most ${MAX_RANGE_YEARS} years between the start and end dates.`;
    }
  }
  if (!from || !to || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, range: { from, to } };
}
