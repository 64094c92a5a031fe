/**
 * lesson_totals: each held lesson's scheduled and attended minutes over its marks (decision
 * 0054, round 3), kept like attendance_totals: triggers mark a lesson's row stale when a mark of
 * it, its times or the settings change, and a reader brings the lessons of its days up to date
 * first. The weekly chart then reads 540 lessons instead of their 90,000 marks (the bench).
 */
import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { lessons, lessonTotals, registerEntries } from "../../db/schema";
import type { ClassesDeps } from "./access";
import { attendanceSettingsOf, lessonMinutesSql, markFiguresSql } from "./attendance";

type Executor = ClassesDeps["db"];

/**
 * Recomputes the stale lessons held from `from` to `to`; lessons outside stay stale until a
 * reader asks for their days (a change of the settings marks seven years of lessons). In one
 * transaction the stale rows are locked in lesson order, so a register saved meanwhile waits,
 * then marks its lesson stale again for the next read. Answers how many lessons were recomputed.
 */
export async function refreshLessonTotals(db: Executor, from: string, to: string): Promise<number> {
  const isStale = and(eq(lessonTotals.stale, true), gte(lessons.date, from), lte(lessons.date, to));
  // Most reads find nothing stale: asked first without a transaction (fewer round trips).
  const [any] = await db
    .select({ lessonId: lessonTotals.lessonId })
    .from(lessonTotals)
    .innerJoin(lessons, eq(lessons.id, lessonTotals.lessonId))
    .where(isStale)
    .limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ lessonId: lessonTotals.lessonId })
      .from(lessonTotals)
      .innerJoin(lessons, eq(lessons.id, lessonTotals.lessonId))
      .where(isStale)
      .orderBy(asc(lessonTotals.lessonId))
      .for("update", { of: lessonTotals });
    if (stale.length === 0) return 0;
    const ids = stale.map(({ lessonId }) => lessonId);
    const settings = await attendanceSettingsOf(tx);
    const figures = markFiguresSql(settings, {
      status: sql`r.status`,
      missed: sql`r.minutes`,
      certified: sql`r.certified`,
      minutes: lessonMinutesSql,
    });
    await tx.execute(sql`
      update ${lessonTotals} t
      set scheduled_minutes = coalesce(c.scheduled, 0), attended_minutes = coalesce(c.attended, 0),
          marks = coalesce(c.marks, 0), stale = false
      from ${lessonTotals} s left join (
        select l.id as lesson_id, sum(${figures.scheduled})::int as scheduled,
               sum(${figures.attended})::int as attended, count(*)::int as marks
        from ${lessons} l join ${registerEntries} r on r.lesson_id = l.id
        where ${inArray(sql`l.id`, ids)}
        group by l.id
      ) c on c.lesson_id = s.lesson_id
      where ${inArray(sql`s.lesson_id`, ids)} and t.lesson_id = s.lesson_id`);
    return ids.length;
  });
}
