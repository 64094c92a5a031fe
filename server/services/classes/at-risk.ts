/**
 * The at-risk list (and its CSV): every booking in a class that is below 85 %, cannot reach it
 * any more, or missed 25 % or more of its first six weeks, from the totals the database keeps
 * (decision 0040). The database applies the rules, filters, sorts and pages (decision 0054,
 * round 2): a school that keeps seven years of students has 100,000 totals rows, and carrying
 * each into JavaScript to keep a page of 25 took longer than the 100 ms a list may take.
 * The rules are those of `atRiskReasonsOfTotals` (shared/classes/attendance.ts), in SQL.
 */
import {
  ATTENDANCE_TARGET_PERCENT,
  type AtRiskReason,
  EARLY_ABSENCE_PERCENT,
  percentOf,
} from "@shared/classes/attendance";
import type { AtRiskQuery } from "@shared/classes/forms";
import type { AtRiskItem } from "@shared/classes/types";
import { type SQL, sql } from "drizzle-orm";
import { attendanceTotals, bookings, classes, enrolments } from "../../db/schema";
import { dublinDay } from "../bookings/days";
import { likePattern, type Page } from "../paging";
import type { ClassesDeps } from "./access";
import { refreshAttendanceTotals } from "./attendance";

const t = attendanceTotals;
// bigint: minutes times 100 stay exact however long a course is.
const attended = sql`${t.attendedMinutes}::bigint`;
const scheduled = sql`${t.scheduledMinutes}::bigint`;
const remaining = sql`${t.remainingMinutes}::bigint`;
const target = sql.raw(String(ATTENDANCE_TARGET_PERCENT));

/** `meetsTarget` fails: under 85 % of the minutes held. */
const below85 = sql`${attended} * 100 < ${target} * ${scheduled}`;
/** `cannotReachTarget`: present at every lesson left, still under 85 %. */
const cannotReach85 = sql`(${attended} + ${remaining}) * 100 < ${target} * (${scheduled} + ${remaining})`;
/** `earlyAbsenceReached`: 25 % or more of the first six weeks' minutes missed. */
const earlyAbsence = sql`(${t.earlyScheduledMinutes} > 0 and (${t.earlyScheduledMinutes}::bigint - ${t.earlyAttendedMinutes}) * 100 >= ${sql.raw(String(EARLY_ABSENCE_PERCENT))} * ${t.earlyScheduledMinutes}::bigint)`;

const reasonConditions: Record<AtRiskReason, SQL> = {
  "below-85": below85,
  "cannot-reach-85": cannotReach85,
  "early-absence": earlyAbsence,
};

/** The percentage in tenths, as `percentOf` rounds it (down); none held sorts as 100 %. */
const perMille = sql`case when ${t.scheduledMinutes} > 0 then ${attended} * 1000 / ${scheduled} else 1000 end`;

interface AtRiskRow extends Record<string, unknown> {
  booking_id: number;
  first_name: string;
  last_name: string;
  needs_visa: boolean;
  attended_minutes: number;
  scheduled_minutes: number;
  below: boolean;
  cannot: boolean;
  early: boolean;
  class_name: string | null;
  campus: string | null;
  total: number | string;
}

/**
 * The filtered list, students who need a visa first, then the lowest percentage, then the
 * booking; one page of it when `page` is given, with how many there are in all.
 */
async function atRiskRows(
  deps: ClassesDeps,
  query: Omit<AtRiskQuery, "page" | "pageSize">,
  page?: { limit: number; offset: number },
): Promise<{ items: AtRiskItem[]; total: number | null }> {
  await refreshAttendanceTotals(deps.db, dublinDay(deps.now()));
  const conditions: SQL[] = [
    sql`${bookings.erasedAt} is null`,
    sql`${bookings.status} not in ('cancelled', 'declined', 'expired')`,
    query.reason
      ? reasonConditions[query.reason]
      : sql`(${below85} or ${cannotReach85} or ${earlyAbsence})`,
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      sql`(${bookings.firstName} || ' ' || ${bookings.lastName} ilike ${pattern} or ${bookings.email} ilike ${pattern})`,
    );
  }
  const columns = sql`${t.bookingId} as booking_id, ${bookings.firstName} as first_name,
    ${bookings.lastName} as last_name, ${bookings.needsVisa} as needs_visa,
    ${t.attendedMinutes} as attended_minutes, ${t.scheduledMinutes} as scheduled_minutes,
    ${below85} as below, ${cannotReach85} as cannot, ${earlyAbsence} as early,
    ${perMille} as per_mille`;
  const flagged = sql`select ${columns} from ${t} join ${bookings} on ${bookings.id} = ${t.bookingId}
    where ${sql.join(conditions, sql` and `)}`;
  const order = sql`order by needs_visa desc, per_mille asc, booking_id asc`;
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  // The latest enrolment's class of each row: looked up for the page's rows only, unless the
  // campus filter needs it for every flagged booking (then once each, after the rules).
  const currentClass = sql`left join lateral (
      select c.name as class_name, c.campus from ${enrolments} e join ${classes} c on c.id = e.class_id
      where e.booking_id = f.booking_id order by e.from_date desc, e.id desc limit 1) c on true`;
  const result = await deps.db.execute<AtRiskRow>(
    query.campus
      ? sql`
    with flagged as materialized (${flagged})
    select f.*, c.class_name, c.campus, count(*) over () as total
    from flagged f ${currentClass}
    where c.campus = ${query.campus}
    ${order} ${limit}`
      : sql`
    with listed as (
      select *, count(*) over () as total from (${flagged}) l ${order} ${limit}
    )
    select f.*, c.class_name, c.campus from listed f ${currentClass} ${order}`,
  );
  const rows = (result as unknown as { rows: AtRiskRow[] }).rows;
  const items = rows.map((row) => {
    const reasons: AtRiskReason[] = [];
    if (row.below) reasons.push("below-85");
    if (row.cannot) reasons.push("cannot-reach-85");
    if (row.early) reasons.push("early-absence");
    return {
      bookingId: Number(row.booking_id),
      studentName: `${row.first_name} ${row.last_name}`,
      percent: percentOf(Number(row.attended_minutes), Number(row.scheduled_minutes)),
      needsVisa: row.needs_visa,
      reasons,
      className: row.class_name,
      campus: row.campus,
    };
  });
  return { items, total: rows[0] ? Number(rows[0].total) : null };
}

/** The whole filtered list, for the CSV. */
export async function atRiskItems(
  deps: ClassesDeps,
  query: Omit<AtRiskQuery, "page" | "pageSize">,
): Promise<AtRiskItem[]> {
  return (await atRiskRows(deps, query)).items;
}

/** One page of the at-risk list, and how many students it holds in all. */
export async function atRiskList(deps: ClassesDeps, query: AtRiskQuery): Promise<Page<AtRiskItem>> {
  const offset = (query.page - 1) * query.pageSize;
  const { items, total } = await atRiskRows(deps, query, { limit: query.pageSize, offset });
  // A page past the last one carries no total: count the list (it is short, or rarely asked).
  const counted = total ?? (offset > 0 ? (await atRiskRows(deps, query)).items.length : 0);
  return { items, total: counted, page: query.page, pageSize: query.pageSize };
}
