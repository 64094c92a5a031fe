/**
 * The calendar and SQL building blocks every analytics figure shares (analytics.ts and the
 * level-test figures of analytics-level-test.ts): Irish weeks starting on Monday, the bounds
 * of a range as timestamps, and raw queries with PostgreSQL's JIT compiler off.
 */
import type { AnalyticsRange } from "@shared/analytics/types";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";

export const ANALYTICS_TIME_ZONE = "Europe/Dublin";

const DAY_MS = 86_400_000;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
export const dayToDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) =>
  isoDay(new Date(dayToDate(day).getTime() + days * DAY_MS));

/** The Monday of the week holding `day`. */
export function weekStart(day: string): string {
  const weekday = dayToDate(day).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Rounded to 4 decimals so JSON and CSV show the same figure. */
export const ratio = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 10_000;

/**
 * Rows of a raw query; PGlite and node-postgres both answer `{ rows }`. PostgreSQL's JIT
 * compiler is off for these: the planner's estimates for per-week subqueries cross its
 * threshold, and compiling costs 100-300 ms on aggregates that run in 10 ms without it.
 */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    const result = (await tx.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  });
}

const tz = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);

/** Irish midnight at the start of `from` and after `to`, as timestamps. */
export const boundsOf = (range: AnalyticsRange) => ({
  start: sql`(${range.from}::date)::timestamp at time zone ${tz}`,
  end: sql`(${addDays(range.to, 1)}::date)::timestamp at time zone ${tz}`,
});

/** Monday (Irish time) of a timestamp column, as a date. */
export const weekOf = (column: SQL) => sql`date_trunc('week', ${column} at time zone ${tz})::date`;

/**
 * Every Monday of the range, so weeks without events still appear, with the instants the
 * week starts and ends in Ireland (clipped to the range). Counting rows between two instants
 * uses the created_at indexes and converts no time zone per row.
 */
export const weeksOf = (range: AnalyticsRange) => sql`
    select g::date as week,
      greatest(g, ${range.from}::timestamp) at time zone ${tz} as starts,
      least(g + interval '1 week', ${addDays(range.to, 1)}::timestamp) at time zone ${tz} as ends
    from generate_series(${weekStart(range.from)}::timestamp, ${weekStart(range.to)}::timestamp, interval '1 week') g`;
