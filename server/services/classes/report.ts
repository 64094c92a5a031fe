/**
 * The at-risk list as CSV (audited: it names students) and the weekly attendance of each campus
 * over the last weeks, from the same rules as every other figure (shared/classes/attendance.ts).
 */

import { cities } from "@shared/bookings/types";
import { atRiskReasonLabels, percentOf } from "@shared/classes/attendance";
import type { AtRiskQuery } from "@shared/classes/forms";
import type { AtRiskItem, WeeklyCampusAttendance } from "@shared/classes/types";
import { and, eq, gt, gte, lte, sql } from "drizzle-orm";
import { classes, lessons, lessonTotals } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { addDays, dublinDay } from "../bookings/days";
import { type CsvColumn, csvStream } from "../exports/csv";
import type { ClassesDeps } from "./access";
import { atRiskItems } from "./at-risk";
import { refreshLessonTotals } from "./lesson-totals";

const atRiskColumns: CsvColumn<AtRiskItem>[] = [
  { header: "Booking ID", value: (r) => r.bookingId },
  { header: "Student", value: (r) => r.studentName },
  { header: "Needs visa", value: (r) => (r.needsVisa ? "yes" : "no") },
  { header: "Attendance (%)", value: (r) => (r.percent === null ? "" : r.percent.toFixed(1)) },
  { header: "Reasons", value: (r) => r.reasons.map((reason) => atRiskReasonLabels[reason]) },
  { header: "Class", value: (r) => r.className },
  { header: "Campus", value: (r) => r.campus },
];

async function* each<T>(items: T[]): AsyncIterable<T> {
  yield* items;
}

/** The whole filtered list (not one page) as CSV; the download is audited as an export. */
export async function exportAtRiskCsv(
  deps: ClassesDeps,
  query: Omit<AtRiskQuery, "page" | "pageSize">,
  actor: Actor,
): Promise<{ stream: ReadableStream<Uint8Array>; count: number }> {
  const items = await atRiskItems(deps, query);
  const filters = [
    query.q ? `matching "${query.q}"` : null,
    query.reason ? `reason ${query.reason}` : null,
    query.campus ? `campus ${query.campus}` : null,
  ].filter(Boolean);
  await recordAudit(deps.db, actor, {
    action: "export",
    entity: "attendance_at_risk",
    summary: `Exported the at-risk attendance list (${items.length} students${filters.length ? `, ${filters.join(", ")}` : ""}) as CSV`,
  });
  return { stream: csvStream(atRiskColumns, each(items)), count: items.length };
}

/** The Monday of the week of a day (ISO weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/**
 * Attendance per campus and week over the last `weeks` weeks (this week included), over the
 * lessons whose register was taken; a campus with no held lesson in a week has no row for it.
 */
export async function weeklyAttendanceByCampus(
  deps: ClassesDeps,
  weeks: number,
): Promise<WeeklyCampusAttendance[]> {
  const today = dublinDay(deps.now());
  const firstMonday = addDays(mondayOf(today), -7 * (weeks - 1));
  // Each held lesson's minutes are kept (lesson_totals, decision 0054, round 3): the chart sums
  // 540 lessons instead of their 90,000 marks (the bench), once the stale ones are redone.
  await refreshLessonTotals(deps.db, firstMonday, today);
  const week = sql<string>`to_char(date_trunc('week', ${lessons.date}::timestamp), 'YYYY-MM-DD')`;
  const rows = await deps.db
    .select({
      campus: classes.campus,
      weekOf: week,
      scheduled: sql<number>`sum(${lessonTotals.scheduledMinutes})::int`,
      attended: sql<number>`sum(${lessonTotals.attendedMinutes})::int`,
    })
    .from(lessonTotals)
    .innerJoin(lessons, eq(lessons.id, lessonTotals.lessonId))
    .innerJoin(classes, eq(classes.id, lessons.classId))
    // A lesson whose marks were all deleted is no longer held (its row stays, with none).
    .where(and(gte(lessons.date, firstMonday), lte(lessons.date, today), gt(lessonTotals.marks, 0)))
    .groupBy(classes.campus, week);
  const groups = new Map(
    rows.map((row) => [
      `${row.campus}|${row.weekOf}`,
      { scheduled: Number(row.scheduled), attended: Number(row.attended) },
    ]),
  );
  const result: WeeklyCampusAttendance[] = [];
  for (const campus of cities) {
    for (let week = 0; week < weeks; week++) {
      const weekOf = addDays(firstMonday, 7 * week);
      const sums = groups.get(`${campus}|${weekOf}`);
      if (!sums) continue;
      result.push({
        campus,
        weekOf,
        scheduledMinutes: sums.scheduled,
        attendedMinutes: sums.attended,
        percent: percentOf(sums.attended, sums.scheduled),
      });
    }
  }
  return result;
}
