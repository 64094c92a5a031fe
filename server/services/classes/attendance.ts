/**
 * Attendance per booking and the at-risk list, with the pure rules of
 * shared/classes/attendance.ts. One booking's figures are computed live from its enrolments,
 * the lessons of those enrolments (to the end of the course) and its register entries; the
 * at-risk list reads per-booking totals the database keeps (decision 0040). A lesson counts as
 * held for a booking once the register holds the booking's mark; lessons to come count as
 * "remaining".
 */
import {
  type AttendanceFigures,
  type AttendanceSettings,
  attendanceOf,
  defaultAttendanceSettings,
  type HeldLesson,
  lessonMinutes,
} from "@shared/classes/attendance";
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import {
  attendanceSettings,
  attendanceTotals,
  bookings,
  classes,
  enrolments,
  lessons,
  registerEntries,
} from "../../db/schema";
import { dublinDay } from "../bookings/days";
import { NotFoundError } from "../errors";
import type { ClassesDeps } from "./access";

type Executor = ClassesDeps["db"];

export async function attendanceSettingsOf(db: Executor): Promise<AttendanceSettings> {
  const [row] = await db.select().from(attendanceSettings).where(eq(attendanceSettings.id, 1));
  return row
    ? {
        latenessThresholdMinutes: row.latenessThresholdMinutes,
        certifiedAbsences: row.certifiedAbsences,
      }
    : defaultAttendanceSettings;
}

export interface BookingLessons {
  startDate: string;
  held: HeldLesson[];
  remainingMinutes: number;
}

/** Held and remaining lessons of each booking, by booking id. */
export async function lessonsOfBookings(
  db: Executor,
  bookingIds: number[],
  today: string,
): Promise<Map<number, BookingLessons>> {
  const result = new Map<number, BookingLessons>();
  if (bookingIds.length === 0) return result;
  const rows = await db
    .select({
      bookingId: enrolments.bookingId,
      bookingStart: bookings.startDate,
      enrolledFrom: enrolments.fromDate,
      date: lessons.date,
      startTime: lessons.startTime,
      endTime: lessons.endTime,
      status: registerEntries.status,
      minutes: registerEntries.minutes,
      certified: registerEntries.certified,
    })
    .from(enrolments)
    .innerJoin(bookings, eq(bookings.id, enrolments.bookingId))
    .innerJoin(
      lessons,
      and(
        eq(lessons.classId, enrolments.classId),
        gte(lessons.date, enrolments.fromDate),
        or(isNull(enrolments.toDate), lte(lessons.date, enrolments.toDate)),
        // The course ends with the booking: lessons after its last day are not its lessons.
        or(isNull(bookings.endDate), lte(lessons.date, bookings.endDate)),
      ),
    )
    .leftJoin(
      registerEntries,
      and(
        eq(registerEntries.lessonId, lessons.id),
        eq(registerEntries.bookingId, enrolments.bookingId),
      ),
    )
    .where(inArray(enrolments.bookingId, bookingIds))
    .orderBy(asc(lessons.date));
  for (const row of rows) {
    let entry = result.get(row.bookingId);
    if (!entry) {
      entry = { startDate: row.bookingStart ?? row.enrolledFrom, held: [], remainingMinutes: 0 };
      result.set(row.bookingId, entry);
    }
    if (row.enrolledFrom < entry.startDate) entry.startDate = row.enrolledFrom;
    const minutes = lessonMinutes(row.startTime, row.endTime);
    if (row.status) {
      entry.held.push({
        date: row.date,
        minutes,
        mark: { status: row.status, minutes: row.minutes, certified: row.certified ?? false },
      });
    } else if (row.date >= today) {
      entry.remainingMinutes += minutes;
    }
  }
  return result;
}

export async function bookingAttendance(
  deps: ClassesDeps,
  bookingId: number,
): Promise<AttendanceFigures> {
  const [booking] = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw new NotFoundError("Booking not found");
  const settings = await attendanceSettingsOf(deps.db);
  const found = await lessonsOfBookings(deps.db, [bookingId], dublinDay(deps.now()));
  return attendanceOf(found.get(bookingId)?.held ?? [], settings);
}

/**
 * One mark's scheduled and attended minutes in SQL, the arithmetic of shared/classes/attendance.ts
 * (`lessonFigures`): present is the lesson; late or left early the lesson less those minutes, or
 * nothing beyond the threshold; a certified absence is attended or left out as the setting says.
 * `minutes` is the lesson's length; a lesson without a mark (`status` null) counts nothing.
 */
export function markFiguresSql(
  settings: AttendanceSettings,
  mark: { status: SQL; missed: SQL; certified: SQL; minutes: SQL },
): { scheduled: SQL; attended: SQL } {
  const threshold = settings.latenessThresholdMinutes;
  const excludeCertified = settings.certifiedAbsences === "exclude-from-scheduled";
  const { status, missed, certified, minutes } = mark;
  const certifiedAbsence = sql`${certified} and (${status} = 'absent' or (${status} <> 'present' and coalesce(${missed}, 0) > ${threshold}))`;
  const certifiedFigure = sql`case when ${excludeCertified} then 0 else ${minutes} end`;
  return {
    scheduled: sql`case when ${status} is null then 0
                  when ${certifiedAbsence} then ${certifiedFigure}
                  else ${minutes} end`,
    attended: sql`case when ${status} is null then 0
                  when ${certifiedAbsence} then ${certifiedFigure}
                  when ${status} = 'present' then ${minutes}
                  when ${status} = 'absent' then 0
                  when coalesce(${missed}, 0) > ${threshold} then 0
                  else greatest(0, ${minutes} - coalesce(${missed}, 0)) end`,
  };
}

/** A lesson's length in minutes from its "HH:MM" times (alias `l`), as `lessonMinutes`. */
export const lessonMinutesSql = sql`(split_part(l.end_time, ':', 1)::int * 60 + split_part(l.end_time, ':', 2)::int)
               - (split_part(l.start_time, ':', 1)::int * 60 + split_part(l.start_time, ':', 2)::int)`;

/**
 * The minutes of the bookings `where` selects (alias `b`), summed by the database (decision
 * 0038): a year of registers is half a million marks, too many to carry into JavaScript. The
 * course's first day is the booking's start, or its first enrolment if that is earlier.
 */
function totalsOfBookingsSql(where: SQL, settings: AttendanceSettings, today: string): SQL {
  const figures = markFiguresSql(settings, {
    status: sql`status`,
    missed: sql`missed`,
    certified: sql`certified`,
    minutes: sql`minutes`,
  });
  return sql`
    with candidates as materialized (
      select b.id, b.end_date,
             least(b.start_date, (select min(e0.from_date) from ${enrolments} e0 where e0.booking_id = b.id)) as first_day
      from ${bookings} b where ${where}
    ),
    marks as (
      select c.id as booking_id, l.date, c.first_day, ${lessonMinutesSql} as minutes,
             r.status, r.minutes as missed, coalesce(r.certified, false) as certified
      from candidates c
      join ${enrolments} e on e.booking_id = c.id
      join ${lessons} l on l.class_id = e.class_id and l.date >= e.from_date
        and (e.to_date is null or l.date <= e.to_date)
        and (c.end_date is null or l.date <= c.end_date)
      left join ${registerEntries} r on r.lesson_id = l.id and r.booking_id = c.id
    ),
    figures as (
      select booking_id, date, first_day, status, minutes,
             ${figures.scheduled} as scheduled, ${figures.attended} as attended
      from marks
    )
    select f.booking_id,
           sum(f.scheduled)::int as scheduled, sum(f.attended)::int as attended,
           sum(case when f.status is null and f.date >= ${today}::date then f.minutes else 0 end)::int as remaining,
           sum(case when f.date >= f.first_day and f.date < f.first_day + 42 then f.scheduled else 0 end)::int as early_scheduled,
           sum(case when f.date >= f.first_day and f.date < f.first_day + 42 then f.attended else 0 end)::int as early_attended
    from figures f
    group by f.booking_id`;
}

/** Rows for bookings in a class that have none (the triggers add them; this is the repair). */
async function addMissingTotals(db: Executor): Promise<void> {
  await db.execute(sql`
    insert into ${attendanceTotals} (booking_id)
    select distinct e.booking_id from ${enrolments} e
    where not exists (select 1 from ${attendanceTotals} t where t.booking_id = e.booking_id)
    order by 1
    on conflict (booking_id) do nothing`);
}

/**
 * Brings attendance_totals up to date for `today` (decision 0040): a row is recomputed when a
 * trigger marked it stale (a register, an enrolment, a lesson, a booking's dates, visa, status
 * or erasure, a class's campus, the settings changed) or when it was computed on another day
 * with minutes still to come (those shrink daily; a course with none left, finished or fully
 * registered, holds the same figures on any later day: decision 0054, round 3). In one
 * transaction the stale rows are locked in booking order, so a register saved meanwhile waits,
 * then marks its rows stale again and is counted by the next read, never lost. Their ids go back
 * as a list of values, so the planner sees how few they are (index lookups for a class, hash
 * joins for the whole school). Bookings in a class with no row at all (a table emptied by hand)
 * are added first, while no row holds today's figures. Answers how many rows were recomputed.
 */
export async function refreshAttendanceTotals(db: Executor, today: string): Promise<number> {
  // Looking for bookings without a row reads every enrolment (180 ms at 100,000 in PGlite), so
  // it is done only while no row holds today's figures: the day's first read, or a table
  // emptied by hand. Triggers add the row of every enrolment made since.
  // Stale: marked by a trigger, computed on a later day (a clock set back), or on an earlier
  // one with minutes to come; each a range of an as_of index.
  const isStale = or(
    isNull(attendanceTotals.asOf),
    gt(attendanceTotals.asOf, today),
    and(lt(attendanceTotals.asOf, today), gt(attendanceTotals.remainingMinutes, 0)),
  );
  // One statement asks both questions; most reads find nothing to do and open no transaction
  // (each statement is a round trip, a millisecond or more in PGlite).
  const [state] = await db
    .execute<{ fresh: boolean; stale: boolean }>(sql`
    select exists (select 1 from ${attendanceTotals} where ${attendanceTotals.asOf} = ${today}::date) as fresh,
           exists (select 1 from ${attendanceTotals} where ${isStale}) as stale`)
    .then((result) => (result as unknown as { rows: { fresh: boolean; stale: boolean }[] }).rows);
  if (!state?.fresh) {
    await addMissingTotals(db);
    // A finished course's figures hold for today too: one of them says so, so that a school with
    // no lesson to come (a closure) does not repair on every read. The conditions again: a row
    // marked stale meanwhile stays stale.
    await db.execute(sql`
      update ${attendanceTotals} set as_of = ${today}::date where booking_id = (
        select booking_id from ${attendanceTotals}
        where remaining_minutes = 0 and as_of < ${today}::date limit 1)
      and remaining_minutes = 0 and as_of < ${today}::date`);
  } else if (!state.stale) {
    return 0;
  }
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ bookingId: attendanceTotals.bookingId })
      .from(attendanceTotals)
      .where(isStale)
      .orderBy(asc(attendanceTotals.bookingId))
      .for("update");
    if (stale.length === 0) return 0;
    const ids = sql.join(
      stale.map(({ bookingId }) => sql`${bookingId}::int`),
      sql`, `,
    );
    const settings = await attendanceSettingsOf(tx);
    // The at-risk list's filters, order and search come along: the booking's visa, whether it
    // is listed, its name and e-mail, the campus of its latest enrolment.
    await tx.execute(sql`
      with computed as (${totalsOfBookingsSql(sql`b.id in (${ids})`, settings, today)})
      update ${attendanceTotals} t
      set scheduled_minutes = coalesce(c.scheduled, 0),
          attended_minutes = coalesce(c.attended, 0),
          remaining_minutes = coalesce(c.remaining, 0),
          early_scheduled_minutes = coalesce(c.early_scheduled, 0),
          early_attended_minutes = coalesce(c.early_attended, 0),
          needs_visa = b.needs_visa,
          student_name = b.first_name || ' ' || b.last_name,
          email = b.email,
          listed = (b.erased_at is null and b.status not in ('cancelled', 'declined', 'expired')),
          campus = (select cl.campus from ${enrolments} e join ${classes} cl on cl.id = e.class_id
                    where e.booking_id = s.booking_id order by e.from_date desc, e.id desc limit 1),
          as_of = ${today}::date
      from ${attendanceTotals} s
        join ${bookings} b on b.id = s.booking_id
        left join computed c on c.booking_id = s.booking_id
      where s.booking_id in (${ids}) and t.booking_id = s.booking_id`);
    return stale.length;
  });
}

/** The held lessons of one booking and the lessons it still has, for letters and certificates. */
export async function lessonsOfBooking(
  deps: ClassesDeps,
  bookingId: number,
): Promise<BookingLessons | null> {
  const found = await lessonsOfBookings(deps.db, [bookingId], dublinDay(deps.now()));
  return found.get(bookingId) ?? null;
}
