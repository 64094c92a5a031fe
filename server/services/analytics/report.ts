/**
 * Staff analytics from our own tables only: leads per week, quote requests by program and by
 * nationality, conversion from quote request to student, newsletter growth, consented page
 * views, the level test (analytics-level-test.ts) and the booking funnel with booked revenue
 * (analytics-bookings.ts). Everything is aggregated in SQL (one GROUP BY per figure), so a range
 * over 100k leads costs an index range scan, not a transfer of rows.
 *
 * Weeks start on Monday in Irish time (the school's calendar); every week of the range is listed,
 * with zeros when nothing happened. The first and last week only count the days inside the range.
 */

import type {
  AnalyticsRange,
  AnalyticsReport,
  AnalyticsTable,
  ConversionWeek,
  LeadsWeek,
  NationalityQuotes,
  ProgramQuotes,
} from "@shared/analytics/types";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { locales } from "../../db/schema";
import { createBookingAnalytics } from "./bookings";
import { createLevelTestAnalytics } from "./level-test";
import { boundsOf, ratio, rowsOf, weekOf, weeksOf } from "./sql";

export {
  DEFAULT_WEEKS,
  defaultRange,
  irishToday,
  MAX_RANGE_YEARS,
  parseRange,
  type RangeResult,
} from "./range";
export { ANALYTICS_TIME_ZONE, addDays, weekStart } from "./sql";

/** `analytics-leads-per-week-2026-09-01_2026-11-22.csv`: the table, then the range. */
export const analyticsFileName = (table: AnalyticsTable, range: AnalyticsRange) =>
  `analytics-${table}-${range.from}_${range.to}.csv`;

export function createAnalyticsService(deps: { db: Database }) {
  const { db } = deps;
  const levelTest = createLevelTestAnalytics({ db });
  const booking = createBookingAnalytics({ db });
  /** Quote requests staff turned into a student record (students.quote_request_id). */
  const converted = sql`
    select distinct quote_request_id as id from students where quote_request_id is not null`;

  async function leadsPerWeek(range: AnalyticsRange): Promise<LeadsWeek[]> {
    const counted = (table: SQL) => sql`(
      select count(*) from ${table} t
      where t.created_at >= w.starts and t.created_at < w.ends)::int`;
    const rows = await rowsOf<{ week: string; ci: number; qr: number; ns: number }>(
      db,
      sql`
        with weeks as (${weeksOf(range)})
        select to_char(w.week, 'YYYY-MM-DD') as week,
          ${counted(sql`contact_inquiries`)} as ci,
          ${counted(sql`quote_requests`)} as qr,
          ${counted(sql`newsletter_subscriptions`)} as ns
        from weeks w
        order by w.week`,
    );
    return rows.map((row) => ({
      week: row.week,
      contactInquiries: row.ci,
      quoteRequests: row.qr,
      newsletterSignups: row.ns,
      total: row.ci + row.qr + row.ns,
    }));
  }

  async function quotesByProgram(range: AnalyticsRange): Promise<ProgramQuotes[]> {
    const { start, end } = boundsOf(range);
    // Grouped by program id, so a renamed program stays one row under its current title; a
    // deleted program (id set to null) is grouped by the title the person saw.
    const rows = await rowsOf<{
      program_id: string | null;
      program: string;
      quotes: number;
      students: number;
    }>(
      db,
      sql`
        select q.program_id,
          coalesce(max(p.title), max(q.program_title)) as program,
          count(*)::int as quotes,
          count(c.id)::int as students
        from quote_requests q
          left join programs p on p.id = q.program_id
          left join (${converted}) c on c.id = q.id
        where q.created_at >= ${start} and q.created_at < ${end}
        group by q.program_id, case when q.program_id is null then q.program_title end
        order by quotes desc, program asc`,
    );
    return rows.map((row) => ({
      programId: row.program_id,
      program: row.program,
      quoteRequests: row.quotes,
      students: row.students,
      conversionRate: ratio(row.students, row.quotes),
    }));
  }

  async function quotesByNationality(range: AnalyticsRange): Promise<NationalityQuotes[]> {
    const { start, end } = boundsOf(range);
    // Typed freely: "spain", "Spain " and "Spain" are one nationality, shown as most wrote it.
    const rows = await rowsOf<{ nationality: string | null; quotes: number }>(
      db,
      sql`
        select mode() within group (order by btrim(country)) as nationality,
          count(*)::int as quotes
        from quote_requests
        where created_at >= ${start} and created_at < ${end}
        group by nullif(lower(btrim(country)), '')
        order by quotes desc, nationality asc nulls last`,
    );
    const total = rows.reduce((sum, row) => sum + row.quotes, 0);
    return rows.map((row) => ({
      nationality: row.nationality?.trim() ? row.nationality : "Not given",
      quoteRequests: row.quotes,
      share: ratio(row.quotes, total),
    }));
  }

  async function conversionPerWeek(range: AnalyticsRange): Promise<ConversionWeek[]> {
    const rows = await rowsOf<{ week: string; quotes: number; students: number }>(
      db,
      sql`
        with weeks as (${weeksOf(range)}), converted as (${converted})
        select to_char(w.week, 'YYYY-MM-DD') as week,
          count(q.id)::int as quotes, count(c.id)::int as students
        from weeks w
          left join quote_requests q on q.created_at >= w.starts and q.created_at < w.ends
          left join converted c on c.id = q.id
        group by w.week
        order by w.week`,
    );
    return rows.map((row) => ({
      week: row.week,
      quoteRequests: row.quotes,
      students: row.students,
      conversionRate: row.quotes ? ratio(row.students, row.quotes) : null,
    }));
  }

  /**
   * A subscriber is an address confirmed before a moment and not unsubscribed since. Each
   * address keeps only its latest confirmation and unsubscribe (a new sign-up clears an old
   * unsubscribe; an erased address leaves nothing), so earlier cycles cannot be counted.
   */
  async function newsletterGrowth(
    range: AnalyticsRange,
  ): Promise<AnalyticsReport["newsletterGrowth"]> {
    const { start, end } = boundsOf(range);
    const unsubscribe = sql`unsubscribed_at is not null and confirmed_at is not null and unsubscribed_at >= confirmed_at`;
    const rows = await rowsOf<{
      week: string;
      confirmed: number;
      unsubscribed: number;
      baseline: number;
    }>(
      db,
      sql`
        with weeks as (${weeksOf(range)}),
          baseline as (
            select (count(*) filter (where confirmed_at < ${start})
              - count(*) filter (where ${unsubscribe} and unsubscribed_at < ${start}))::int as n
            from newsletter_subscriptions),
          confirmed as (
            select ${weekOf(sql`confirmed_at`)} as week, count(*)::int as n
            from newsletter_subscriptions
            where confirmed_at >= ${start} and confirmed_at < ${end}
            group by 1),
          unsubscribed as (
            select ${weekOf(sql`unsubscribed_at`)} as week, count(*)::int as n
            from newsletter_subscriptions
            where ${unsubscribe} and unsubscribed_at >= ${start} and unsubscribed_at < ${end}
            group by 1)
        select to_char(weeks.week, 'YYYY-MM-DD') as week,
          coalesce(confirmed.n, 0) as confirmed,
          coalesce(unsubscribed.n, 0) as unsubscribed,
          (select n from baseline) as baseline
        from weeks
          left join confirmed on confirmed.week = weeks.week
          left join unsubscribed on unsubscribed.week = weeks.week
        order by weeks.week`,
    );
    const startSubscribers = rows[0]?.baseline ?? 0;
    let subscribers = startSubscribers;
    const perWeek = rows.map((row) => {
      const net = row.confirmed - row.unsubscribed;
      subscribers += net;
      return {
        week: row.week,
        confirmed: row.confirmed,
        unsubscribed: row.unsubscribed,
        net,
        subscribers,
      };
    });
    return { startSubscribers, perWeek };
  }

  async function pageViewsByPage(range: AnalyticsRange): Promise<AnalyticsReport["pageViews"]> {
    const perLocale = locales.map(
      (locale) =>
        sql`coalesce(sum(views) filter (where locale = ${locale}), 0)::int as ${sql.identifier(locale)}`,
    );
    const rows = await rowsOf<{ path: string; views: number } & Record<string, number>>(
      db,
      sql`
        select path, sum(views)::int as views, ${sql.join(perLocale, sql`, `)}
        from page_views
        where day >= ${range.from}::date and day <= ${range.to}::date
        group by path
        order by views desc, path asc`,
    );
    const pages = rows.map((row) => ({
      path: row.path,
      views: row.views,
      byLocale: Object.fromEntries(locales.map((locale) => [locale, row[locale] ?? 0])) as Record<
        (typeof locales)[number],
        number
      >,
    }));
    return { total: pages.reduce((sum, page) => sum + page.views, 0), pages };
  }

  return {
    leadsPerWeek,
    quotesByProgram,
    quotesByNationality,
    conversionPerWeek,
    newsletterGrowth,
    pageViewsByPage,
    levelTestPerWeek: levelTest.perWeek,
    levelTestLevels: levelTest.levels,
    bookingFunnel: booking.funnel,
    bookedRevenueByMonth: booking.revenueByMonth,
    bookedRevenueByProgram: booking.revenueByProgram,
    bookingSummary: booking.summary,

    async report(range: AnalyticsRange): Promise<AnalyticsReport> {
      const [leads, programs, nationalities, conversionWeeks, newsletter, pageViews, tests, sales] =
        await Promise.all([
          leadsPerWeek(range),
          quotesByProgram(range),
          quotesByNationality(range),
          conversionPerWeek(range),
          newsletterGrowth(range),
          pageViewsByPage(range),
          levelTest.summary(range),
          booking.summary(range),
        ]);
      const quotes = programs.reduce((sum, row) => sum + row.quoteRequests, 0);
      const converted = programs.reduce((sum, row) => sum + row.students, 0);
      return {
        range,
        leadsPerWeek: leads,
        quotesByProgram: programs,
        quotesByNationality: nationalities,
        conversion: {
          quoteRequests: quotes,
          students: converted,
          conversionRate: quotes ? ratio(converted, quotes) : null,
          perWeek: conversionWeeks,
        },
        newsletterGrowth: newsletter,
        pageViews,
        levelTest: tests,
        bookings: sales,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
