/**
 * The booking pipeline in staff analytics and on the dashboard (issue 16, decision 0017):
 *
 * - The funnel is a cohort, like the quote → student conversion of decision 0011: the quote
 *   requests received in the range, and how many of them have since had an offer sent (an offer
 *   with `sent_at`), accepted, and been confirmed by the deposit. "Accepted" and "confirmed" read
 *   the timeline (booking_events.to_status), so a booking cancelled later still counts as having
 *   got there, and erasure (which keeps the statuses) changes no figure.
 * - Booked revenue counts a booking in the month it was accepted (Irish time; the accepted
 *   offer's `responded_at`), at its total fixed at acceptance, while it is still sold (accepted,
 *   confirmed, arrived or completed: a cancellation takes it out). Received money is the
 *   payments by the day they arrived (`received_on`), whatever became of the booking.
 *
 * - By agency and by country (issue 17): the same bookings (accepted in the range, still sold)
 *   and their booked totals, grouped by the agency they came through ("Direct" without one) and
 *   by the student's country (the booking's nationality).
 *
 * Money is integer cents; sums are bigint in SQL and numbers here (exact far beyond a school's
 * turnover).
 */
import type {
  BookedRevenueAgency,
  BookedRevenueCountry,
  BookedRevenueMonth,
  BookedRevenueProgram,
  BookingAnalytics,
  BookingFunnel,
  DashboardBookings,
} from "@shared/analytics/bookings";
import { sql } from "drizzle-orm";
import type { AnalyticsRange } from "../../../shared/analytics/types";
import type { Database } from "../../db/client";
import { defaultRange, irishToday } from "./range";
import { ANALYTICS_TIME_ZONE, boundsOf, ratio, rowsOf } from "./sql";

const tz = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);
/** The statuses of a booking that is sold. */
const sold = sql.raw(`('accepted', 'confirmed', 'arrived', 'completed')`);

/** A bigint sum as PGlite (bigint or number) or node-postgres (string) answers it. */
const cents = (value: number | string | bigint | null) => Number(value ?? 0);

const rateOf = (part: number, whole: number) => (whole ? ratio(part, whole) : null);

export function createBookingAnalytics(deps: { db: Database }) {
  const { db } = deps;

  /** Bookings accepted in the range and still sold, with the instant of acceptance. */
  function soldIn(range: AnalyticsRange) {
    const { start, end } = boundsOf(range);
    return sql`
      select b.id, b.total_cents, b.program_id, b.program_title, b.agency_id, b.country, a.at
      from bookings b
        join (
          select booking_id, min(responded_at) as at
          from offers
          where status = 'accepted' and responded_at is not null
          group by booking_id
        ) a on a.booking_id = b.id
      where b.status in ${sold} and a.at >= ${start} and a.at < ${end}`;
  }

  async function funnel(range: AnalyticsRange): Promise<BookingFunnel> {
    const { start, end } = boundsOf(range);
    const reached = (status: string) => sql`exists (
      select 1 from booking_events e where e.booking_id = b.id and e.to_status = ${status})`;
    const [row] = await rowsOf<{
      quotes: number;
      sent: number;
      accepted: number;
      confirmed: number;
    }>(
      db,
      sql`
        with cohort as (
          select id from quote_requests where created_at >= ${start} and created_at < ${end})
        select (select count(*) from cohort)::int as quotes,
          count(distinct b.quote_request_id) filter (where exists (
            select 1 from offers o where o.booking_id = b.id and o.sent_at is not null))::int as sent,
          count(distinct b.quote_request_id) filter (where ${reached("accepted")})::int as accepted,
          count(distinct b.quote_request_id) filter (where ${reached("confirmed")})::int as confirmed
        from bookings b
        where b.quote_request_id in (select id from cohort)`,
    );
    const quoteRequests = row?.quotes ?? 0;
    const offersSent = row?.sent ?? 0;
    const accepted = row?.accepted ?? 0;
    const confirmed = row?.confirmed ?? 0;
    return {
      quoteRequests,
      offersSent,
      accepted,
      confirmed,
      offerRate: rateOf(offersSent, quoteRequests),
      acceptRate: rateOf(accepted, offersSent),
      confirmRate: rateOf(confirmed, accepted),
      bookingRate: rateOf(accepted, quoteRequests),
    };
  }

  /** Every month of the range, with the bookings accepted and the payments received in it. */
  async function revenueByMonth(range: AnalyticsRange): Promise<BookedRevenueMonth[]> {
    const rows = await rowsOf<{
      month: string;
      bookings: number;
      booked: number | string | bigint;
      received: number | string | bigint;
    }>(
      db,
      sql`
        with months as (
            select to_char(g, 'YYYY-MM') as month
            from generate_series(date_trunc('month', ${range.from}::timestamp),
              date_trunc('month', ${range.to}::timestamp), interval '1 month') g),
          booked as (
            select to_char(s.at at time zone ${tz}, 'YYYY-MM') as month,
              count(*)::int as n, sum(s.total_cents)::bigint as cents
            from (${soldIn(range)}) s
            group by 1),
          received as (
            select to_char(received_on, 'YYYY-MM') as month, sum(amount_cents)::bigint as cents
            from booking_payments
            where received_on >= ${range.from}::date and received_on <= ${range.to}::date
            group by 1)
        select months.month,
          coalesce(booked.n, 0) as bookings,
          coalesce(booked.cents, 0) as booked,
          coalesce(received.cents, 0) as received
        from months
          left join booked on booked.month = months.month
          left join received on received.month = months.month
        order by months.month`,
    );
    return rows.map((row) => ({
      month: row.month,
      bookings: row.bookings,
      bookedCents: cents(row.booked),
      receivedCents: cents(row.received),
    }));
  }

  /** Booked revenue of the range by program (current title; a deleted one by its snapshot). */
  async function revenueByProgram(range: AnalyticsRange): Promise<BookedRevenueProgram[]> {
    const rows = await rowsOf<{
      program_id: string | null;
      program: string;
      bookings: number;
      booked: number | string | bigint;
    }>(
      db,
      sql`
        select s.program_id,
          coalesce(max(p.title), max(s.program_title)) as program,
          count(*)::int as bookings,
          sum(s.total_cents)::bigint as booked
        from (${soldIn(range)}) s
          left join programs p on p.id = s.program_id
        group by s.program_id, case when s.program_id is null then s.program_title end
        order by booked desc, program asc`,
    );
    return rows.map((row) => ({
      programId: row.program_id,
      program: row.program,
      bookings: row.bookings,
      bookedCents: cents(row.booked),
    }));
  }

  /**
   * Booked revenue of the range by agency (issue 17): the bookings accepted in the range and
   * still sold, by the agency they came through, under its current name; "Direct" for the rest.
   */
  async function revenueByAgency(range: AnalyticsRange): Promise<BookedRevenueAgency[]> {
    const rows = await rowsOf<{
      agency_id: number | null;
      agency: string | null;
      bookings: number;
      booked: number | string | bigint;
    }>(
      db,
      sql`
        select s.agency_id, max(ag.name) as agency,
          count(*)::int as bookings,
          sum(s.total_cents)::bigint as booked
        from (${soldIn(range)}) s
          left join agencies ag on ag.id = s.agency_id
        group by s.agency_id
        order by booked desc, agency asc nulls last`,
    );
    return rows.map((row) => ({
      agencyId: row.agency_id,
      agency: row.agency_id === null ? "Direct" : (row.agency ?? `Agency #${row.agency_id}`),
      bookings: row.bookings,
      bookedCents: cents(row.booked),
    }));
  }

  /**
   * Booked revenue of the range by the student's country: the booking's `country` (the
   * nationality given with the quote request), trimmed; blank or erased is "not given".
   */
  async function revenueByCountry(range: AnalyticsRange): Promise<BookedRevenueCountry[]> {
    const rows = await rowsOf<{
      country: string | null;
      bookings: number;
      booked: number | string | bigint;
    }>(
      db,
      sql`
        select nullif(btrim(s.country), '') as country,
          count(*)::int as bookings,
          sum(s.total_cents)::bigint as booked
        from (${soldIn(range)}) s
        group by 1
        order by booked desc, country asc nulls last`,
    );
    return rows.map((row) => ({
      country: row.country,
      bookings: row.bookings,
      bookedCents: cents(row.booked),
    }));
  }

  async function summary(range: AnalyticsRange): Promise<BookingAnalytics> {
    const [stages, months, programs, agencies, countries] = await Promise.all([
      funnel(range),
      revenueByMonth(range),
      revenueByProgram(range),
      revenueByAgency(range),
      revenueByCountry(range),
    ]);
    const sum = (key: "bookings" | "bookedCents" | "receivedCents") =>
      months.reduce((total, month) => total + month[key], 0);
    return {
      funnel: stages,
      bookings: sum("bookings"),
      bookedCents: sum("bookedCents"),
      receivedCents: sum("receivedCents"),
      revenueByMonth: months,
      revenueByProgram: programs,
      revenueByAgency: agencies,
      revenueByCountry: countries,
    };
  }

  return {
    funnel,
    revenueByMonth,
    revenueByProgram,
    revenueByAgency,
    revenueByCountry,
    summary,

    /** This calendar month in Ireland, up to today, and the funnel of the last 12 weeks. */
    async dashboard(now: Date): Promise<DashboardBookings> {
      const today = irishToday(now);
      const month = today.slice(0, 7);
      const [months, stages] = await Promise.all([
        revenueByMonth({ from: `${month}-01`, to: today }),
        funnel(defaultRange(now)),
      ]);
      const current = months[0];
      return {
        month,
        bookingsThisMonth: current?.bookings ?? 0,
        bookedCentsThisMonth: current?.bookedCents ?? 0,
        receivedCentsThisMonth: current?.receivedCents ?? 0,
        funnel: stages,
      };
    },
  };
}

export type BookingAnalyticsService = ReturnType<typeof createBookingAnalytics>;
