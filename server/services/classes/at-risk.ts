/**
 * The at-risk list (and its CSV): every booking in a class that is below 85 %, cannot reach it
 * any more, or missed 25 % or more of its first six weeks, from the totals the database keeps
 * (decision 0040). The database applies the rules, filters, sorts and pages (decision 0054,
 * round 2): a school that keeps seven years of students has 100,000 totals rows, and carrying
 * each into JavaScript to keep a page of 25 took longer than the 100 ms a list may take.
 * The rules are those of `atRiskReasonsOfTotals` (shared/classes/attendance.ts), in SQL: generated
 * columns of attendance_totals, with the booking's visa, listing, campus, name and e-mail copied
 * there, so a page walks one index in the list's order and the count reads no other table
 * (round 3).
 */
import { type AtRiskReason, percentOf } from "@shared/classes/attendance";
import type { AtRiskQuery } from "@shared/classes/forms";
import type { AtRiskItem } from "@shared/classes/types";
import { count, type SQL, sql } from "drizzle-orm";
import { attendanceTotals, bookings, classes, enrolments } from "../../db/schema";
import { dublinDay } from "../bookings/days";
import { likePattern, type Page } from "../paging";
import type { ClassesDeps } from "./access";
import { refreshAttendanceTotals } from "./attendance";

const t = attendanceTotals;

const reasonColumns: Record<AtRiskReason, SQL> = {
  "below-85": sql`${t.below85}`,
  "cannot-reach-85": sql`${t.cannotReach85}`,
  "early-absence": sql`${t.earlyAbsence}`,
};

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
  total: number | string | null;
}

/**
 * The filtered list, students who need a visa first, then the lowest percentage, then the
 * booking; one page of it when `page` is given, with how many there are in all.
 */
async function atRiskRows(
  deps: ClassesDeps,
  query: Omit<AtRiskQuery, "page" | "pageSize">,
  page?: { limit: number; offset: number },
): Promise<{ items: AtRiskItem[]; total: number }> {
  await refreshAttendanceTotals(deps.db, dublinDay(deps.now()));
  // Each condition is a column of the totals row (decision 0054, round 3): the list walks
  // attendance_totals_at_risk_idx in its order, and the count reads that index alone.
  const conditions: SQL[] = [sql`${t.listed}`, sql`${t.atRisk}`];
  if (query.reason) conditions.push(reasonColumns[query.reason]);
  if (query.campus) conditions.push(sql`${t.campus} = ${query.campus}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    // The trigram index finds the candidates (a rare term: none, at once); the name or the
    // e-mail must match on its own, never across the two.
    conditions.push(
      sql`(coalesce(${t.studentName}, '') || E'\\n' || coalesce(${t.email}, '')) ilike ${pattern}`,
      sql`(${t.studentName} ilike ${pattern} or ${t.email} ilike ${pattern})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const order = sql`${t.needsVisa} desc, ${t.perMille} asc, ${t.bookingId} asc`;
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  // The page is chosen from the index's own columns (an index-only scan once the table is
  // vacuumed: page 600 skips 15,000 entries); only its rows are read whole and joined with their
  // booking and their latest enrolment's class. The count rides along in the same statement.
  const total = page ? sql`(select count(*) from ${t} where ${where})` : sql`null`;
  const result = await deps.db.execute<AtRiskRow>(sql`
    with listed as (
      select ${t.bookingId} as booking_id, ${t.needsVisa} as needs_visa, ${t.perMille} as per_mille,
             ${t.below85} as below, ${t.cannotReach85} as cannot, ${t.earlyAbsence} as early
      from ${t} where ${where} order by ${order} ${limit}
    )
    select f.*, m.attended_minutes, m.scheduled_minutes, b.first_name, b.last_name,
           c.class_name, c.campus, ${total} as total
    from listed f join ${t} m on m.booking_id = f.booking_id join ${bookings} b on b.id = f.booking_id
    left join lateral (
      select c.name as class_name, c.campus from ${enrolments} e join ${classes} c on c.id = e.class_id
      where e.booking_id = f.booking_id order by e.from_date desc, e.id desc limit 1) c on true
    order by f.needs_visa desc, f.per_mille asc, f.booking_id asc`);
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
  if (!page) return { items, total: items.length };
  if (rows[0]) return { items, total: Number(rows[0].total) };
  // A page past the last one (or an empty list): counted on its own.
  const [counted] = await deps.db.select({ n: count() }).from(t).where(where);
  return { items, total: counted?.n ?? 0 };
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
  return { items, total, page: query.page, pageSize: query.pageSize };
}
