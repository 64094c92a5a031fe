/**
 * The level test in staff analytics (issue 15): tests started and completed per week, the
 * levels of completed tests, how many people asked for their result by e-mail (leads), and
 * quote requests sent from a result page (quote_requests.english_level set). Counts only:
 * a lead erased on request keeps its anonymous result and its date, so the figures hold.
 */
import { type CefrLevel, cefrLevels } from "@shared/level-test/types";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type AnalyticsRange, boundsOf, ratio, rowsOf, weekOf, weeksOf } from "./sql";

export interface LevelTestWeek {
  /** Monday of the week, YYYY-MM-DD. */
  week: string;
  /** Sittings started that week. */
  started: number;
  /** Sittings finished that week (with a result). */
  completed: number;
  /** People who asked for their result by e-mail that week. */
  leads: number;
  /** Quote requests sent that week from a result page. */
  quoteRequests: number;
}

export interface LevelTestLevelRow {
  level: CefrLevel;
  /** Tests finished in the range at this level. */
  completed: number;
  /** Share of the range's finished tests, 0 to 1 (0 when none finished). */
  share: number;
  /** Leads of the range at this level. */
  leads: number;
  /** Quote requests of the range carrying this level. */
  quoteRequests: number;
}

export interface LevelTestAnalytics {
  started: number;
  completed: number;
  /** completed / started; null when none started. Tests cross week ends, so it can pass 1. */
  completionRate: number | null;
  leads: number;
  /** leads / completed; null when none completed. */
  leadRate: number | null;
  quoteRequests: number;
  /** quoteRequests / completed; null when none completed. */
  quoteRate: number | null;
  perWeek: LevelTestWeek[];
  /** Every level A1 to C2, in order, zeros included. */
  levels: LevelTestLevelRow[];
}

export function createLevelTestAnalytics(deps: { db: Database }) {
  const { db } = deps;

  async function perWeek(range: AnalyticsRange): Promise<LevelTestWeek[]> {
    const { start, end } = boundsOf(range);
    // One grouped pass per event over the range (started_at and lead_at are indexed), joined
    // to every week of the range so that empty weeks read as zeros.
    const byWeek = (table: string, column: string, extra = sql``) => {
      const col = sql.raw(column);
      return sql`
        select ${weekOf(col)} as week, count(*)::int as n
        from ${sql.raw(table)}
        where ${col} >= ${start} and ${col} < ${end} ${extra}
        group by 1`;
    };
    const rows = await rowsOf<{
      week: string;
      started: number;
      completed: number;
      leads: number;
      quotes: number;
    }>(
      db,
      sql`
        with weeks as (${weeksOf(range)}),
          started as (${byWeek("level_test_sessions", "started_at")}),
          completed as (${byWeek("level_test_sessions", "completed_at", sql`and result_level is not null`)}),
          leads as (${byWeek("level_test_sessions", "lead_at")}),
          quotes as (${byWeek("quote_requests", "created_at", sql`and english_level is not null`)})
        select to_char(weeks.week, 'YYYY-MM-DD') as week,
          coalesce(started.n, 0) as started,
          coalesce(completed.n, 0) as completed,
          coalesce(leads.n, 0) as leads,
          coalesce(quotes.n, 0) as quotes
        from weeks
          left join started on started.week = weeks.week
          left join completed on completed.week = weeks.week
          left join leads on leads.week = weeks.week
          left join quotes on quotes.week = weeks.week
        order by weeks.week`,
    );
    return rows.map((row) => ({
      week: row.week,
      started: row.started,
      completed: row.completed,
      leads: row.leads,
      quoteRequests: row.quotes,
    }));
  }

  async function levels(range: AnalyticsRange): Promise<LevelTestLevelRow[]> {
    const { start, end } = boundsOf(range);
    const finished = sql`completed_at >= ${start} and completed_at < ${end}`;
    const asked = sql`lead_at >= ${start} and lead_at < ${end}`;
    const [tests, quotes] = await Promise.all([
      rowsOf<{ level: string; completed: number; leads: number }>(
        db,
        sql`
          select result_level as level,
            count(*) filter (where ${finished})::int as completed,
            count(*) filter (where ${asked})::int as leads
          from level_test_sessions
          where result_level is not null and ((${finished}) or (${asked}))
          group by result_level`,
      ),
      rowsOf<{ level: string; quotes: number }>(
        db,
        sql`
          select english_level as level, count(*)::int as quotes
          from quote_requests
          where english_level is not null and created_at >= ${start} and created_at < ${end}
          group by english_level`,
      ),
    ]);
    const total = tests.reduce((sum, row) => sum + row.completed, 0);
    return cefrLevels.map((level) => {
      const test = tests.find((row) => row.level === level);
      const completed = test?.completed ?? 0;
      return {
        level,
        completed,
        share: total ? ratio(completed, total) : 0,
        leads: test?.leads ?? 0,
        quoteRequests: quotes.find((row) => row.level === level)?.quotes ?? 0,
      };
    });
  }

  return {
    perWeek,
    levels,

    /** The figures of the report: totals of the range, per week and per level. */
    async summary(range: AnalyticsRange): Promise<LevelTestAnalytics> {
      const [weeks, byLevel] = await Promise.all([perWeek(range), levels(range)]);
      const sum = (key: Exclude<keyof LevelTestWeek, "week">) =>
        weeks.reduce((total, week) => total + week[key], 0);
      const started = sum("started");
      const completed = sum("completed");
      const leads = sum("leads");
      const quoteRequests = sum("quoteRequests");
      return {
        started,
        completed,
        completionRate: started ? ratio(completed, started) : null,
        leads,
        leadRate: completed ? ratio(leads, completed) : null,
        quoteRequests,
        quoteRate: completed ? ratio(quoteRequests, completed) : null,
        perWeek: weeks,
        levels: byLevel,
      };
    },
  };
}
