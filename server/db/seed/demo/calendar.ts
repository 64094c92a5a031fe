/**
 * Time in the demo: everything is placed relative to today (Irish calendar), so the demo never
 * looks stale, and shaped by a school's year: more enquiries in spring, fewer in December and
 * at weekends.
 */
import { addDays, dublinDay } from "../../../services/bookings/store";
import type { Random } from "./random";

/** Twelve weeks: the analytics' default range. */
export const STORY_DAYS = 84;

const dublinParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Dublin",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** Minutes Dublin's clock is ahead of UTC at an instant (0 in winter, 60 in summer). */
function dublinOffsetMinutes(instant: number): number {
  const part = (type: string) =>
    Number(dublinParts.formatToParts(instant).find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** The instant Dublin's clock reads `minutes` past midnight on `day`. */
export function dublinInstant(day: string, minutes: number): Date {
  const guess = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  return new Date(guess - dublinOffsetMinutes(guess) * 60_000);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The Monday on or after `day`. */
export const mondayFrom = (day: string) => addDays(day, (8 - weekdayOf(day)) % 7);

const seasonByMonth = [0.8, 0.95, 1.35, 1.4, 1.3, 1.15, 0.9, 0.75, 0.85, 0.9, 0.8, 0.55];
const weekdayWeight = [0.8, 1.15, 1.1, 1.05, 1, 0.9, 0.6];

export interface DemoClock {
  now: Date;
  /** Today in Dublin, YYYY-MM-DD. */
  today: string;
  day(daysAgo: number): string;
  /**
   * An instant `daysAgo` days before today, `fraction` (0–1) of the way through its working day
   * (08:00–20:00); today, of the way from the start of the day (or of the working day) to now.
   */
  at(daysAgo: number, fraction: number): Date;
  /** How many leads a day `daysAgo` days ago brings, relative to an average day. */
  busyness(daysAgo: number): number;
  /** The month (1–12) of the day `daysAgo` days ago. */
  monthOf(daysAgo: number): number;
  /** `count` days in the last `span` days, more of them where the school is busier. */
  spread(random: Random, count: number, span?: number): number[];
}

export function demoClock(now: Date): DemoClock {
  const today = dublinDay(now);
  const day = (daysAgo: number) => addDays(today, -daysAgo);
  const monthOf = (daysAgo: number) => Number(day(daysAgo).slice(5, 7));
  const busyness = (daysAgo: number) => {
    const d = day(daysAgo);
    const base = (seasonByMonth[monthOf(daysAgo) - 1] ?? 1) * (weekdayWeight[weekdayOf(d)] ?? 1);
    if (daysAgo > 0) return base;
    // Today has only had part of its working day so far.
    const start = dublinInstant(today, 8 * 60).getTime();
    const elapsed = Math.min(1, Math.max(0.05, (now.getTime() - start) / (12 * 3600_000)));
    return base * elapsed;
  };
  return {
    now,
    today,
    day,
    monthOf,
    busyness,
    at(daysAgo, fraction) {
      const f = Math.min(0.999, Math.max(0, fraction));
      if (daysAgo > 0) return dublinInstant(day(daysAgo), 8 * 60 + Math.round(f * 12 * 60));
      const midnight = dublinInstant(today, 0).getTime();
      const workStart = dublinInstant(today, 8 * 60).getTime();
      const end = now.getTime() - 60_000;
      const start = end - workStart > 30 * 60_000 ? workStart : midnight;
      return new Date(start + f * Math.max(0, end - start));
    },
    spread(random, count, span = STORY_DAYS) {
      const weights = Array.from(
        { length: span },
        (_, daysAgo) => [daysAgo, busyness(daysAgo)] as const,
      );
      return Array.from({ length: count }, () => random.weighted(weights));
    },
  };
}
