/**
 * Attendance per booking and the at-risk list, computed with the pure rules of
 * shared/classes/attendance.ts from three reads: the bookings' enrolments, the lessons of those
 * enrolments (to the end of the course), and their register entries. A lesson counts as held for
 * a booking once the register holds the booking's mark; lessons to come count as "remaining".
 */
import {
  type AttendanceFigures,
  type AttendanceSettings,
  type AttendanceTotals,
  atRiskReasonsOfTotals,
  attendanceOf,
  defaultAttendanceSettings,
  type HeldLesson,
  lessonMinutes,
  percentOf,
} from "@shared/classes/attendance";
import type { AtRiskQuery } from "@shared/classes/forms";
import type { AtRiskItem } from "@shared/classes/types";
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import {
  attendanceSettings,
  bookings,
  classes,
  enrolments,
  lessons,
  registerEntries,
} from "../../db/schema";
import { dublinDay } from "../bookings/days";
import { NotFoundError } from "../errors";
import { likePattern, type Page } from "../paging";
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

/** The class each booking is in now, or was in last (its latest enrolment), with its campus. */
async function currentClassOfBookings(
  db: Executor,
  bookingIds: number[],
): Promise<Map<number, { className: string; campus: string }>> {
  const result = new Map<number, { className: string; campus: string }>();
  if (bookingIds.length === 0) return result;
  const rows = await db
    .select({ bookingId: enrolments.bookingId, className: classes.name, campus: classes.campus })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .where(inArray(enrolments.bookingId, bookingIds))
    .orderBy(asc(enrolments.fromDate), asc(enrolments.id));
  // Ascending: the last row of a booking is its latest enrolment.
  for (const { bookingId, ...current } of rows) result.set(bookingId, current);
  return result;
}

/**
 * Each candidate booking's minutes, summed by the database (decision 0038): a year of registers
 * for a school is half a million marks, too many to carry into JavaScript on every request. The
 * per-lesson arithmetic is the one of shared/classes/attendance.ts (`lessonFigures`): present is
 * the lesson; late or left early the lesson less those minutes, or nothing beyond the threshold;
 * a certified absence is attended or left out as the setting says. The course's first day is
 * the booking's start, or its first enrolment if that is earlier.
 */
async function totalsOfBookings(
  db: Executor,
  where: SQL,
  settings: AttendanceSettings,
  today: string,
): Promise<
  (AttendanceTotals & {
    bookingId: number;
    firstName: string;
    lastName: string;
    needsVisa: boolean;
  })[]
> {
  const threshold = settings.latenessThresholdMinutes;
  const excludeCertified = settings.certifiedAbsences === "exclude-from-scheduled";
  type Row = {
    booking_id: number;
    first_name: string;
    last_name: string;
    needs_visa: boolean;
    scheduled: string | number;
    attended: string | number;
    remaining: string | number;
    early_scheduled: string | number;
    early_attended: string | number;
  };
  // PGlite and node-postgres both answer `{ rows }`; the generic database type does not say so.
  const result = (await db.execute(sql`
    with candidates as (
      select b.id, b.first_name, b.last_name, b.needs_visa, b.end_date,
             least(b.start_date, (select min(e0.from_date) from ${enrolments} e0 where e0.booking_id = b.id)) as first_day
      from ${bookings} b where ${where}
    ),
    marks as (
      select c.id as booking_id, l.date, c.first_day,
             (split_part(l.end_time, ':', 1)::int * 60 + split_part(l.end_time, ':', 2)::int)
               - (split_part(l.start_time, ':', 1)::int * 60 + split_part(l.start_time, ':', 2)::int) as minutes,
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
             case when status is null then 0
                  when certified and (status = 'absent' or (status <> 'present' and coalesce(missed, 0) > ${threshold}))
                    then case when ${excludeCertified} then 0 else minutes end
                  else minutes end as scheduled,
             case when status is null then 0
                  when certified and (status = 'absent' or (status <> 'present' and coalesce(missed, 0) > ${threshold}))
                    then case when ${excludeCertified} then 0 else minutes end
                  when status = 'present' then minutes
                  when status = 'absent' then 0
                  when coalesce(missed, 0) > ${threshold} then 0
                  else greatest(0, minutes - coalesce(missed, 0)) end as attended
      from marks
    )
    select f.booking_id, c.first_name, c.last_name, c.needs_visa,
           sum(f.scheduled) as scheduled, sum(f.attended) as attended,
           sum(case when f.status is null and f.date >= ${today}::date then f.minutes else 0 end) as remaining,
           sum(case when f.date >= f.first_day and f.date < f.first_day + 42 then f.scheduled else 0 end) as early_scheduled,
           sum(case when f.date >= f.first_day and f.date < f.first_day + 42 then f.attended else 0 end) as early_attended
    from figures f join candidates c on c.id = f.booking_id
    group by f.booking_id, c.first_name, c.last_name, c.needs_visa`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    bookingId: Number(row.booking_id),
    firstName: row.first_name,
    lastName: row.last_name,
    needsVisa: row.needs_visa,
    scheduledMinutes: Number(row.scheduled),
    attendedMinutes: Number(row.attended),
    remainingMinutes: Number(row.remaining),
    earlyScheduledMinutes: Number(row.early_scheduled),
    earlyAttendedMinutes: Number(row.early_attended),
  }));
}

/**
 * Every booking in a class that is below 85 %, cannot reach it any more, or missed 25 % or more
 * of its first six weeks (filtered by reason and campus when asked); students who need a visa
 * first, then the lowest percentage. The list and its CSV both come from here.
 */
export async function atRiskItems(
  deps: ClassesDeps,
  query: Omit<AtRiskQuery, "page" | "pageSize">,
): Promise<AtRiskItem[]> {
  const conditions: SQL[] = [
    sql`b.erased_at is null`,
    sql`b.status not in ('cancelled', 'declined', 'expired')`,
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      sql`(b.first_name || ' ' || b.last_name ilike ${pattern} or b.email ilike ${pattern})`,
    );
  }
  const settings = await attendanceSettingsOf(deps.db);
  const rows = await totalsOfBookings(
    deps.db,
    sql.join(conditions, sql` and `),
    settings,
    dublinDay(deps.now()),
  );
  const flagged = rows
    .map((row) => ({ row, reasons: atRiskReasonsOfTotals(row) }))
    .filter(
      ({ reasons }) => reasons.length > 0 && (!query.reason || reasons.includes(query.reason)),
    );
  // Classes are looked up for the flagged few only, not every booking with a register.
  const classOf = await currentClassOfBookings(
    deps.db,
    flagged.map(({ row }) => row.bookingId),
  );
  const items: AtRiskItem[] = [];
  for (const { row, reasons } of flagged) {
    const current = classOf.get(row.bookingId) ?? null;
    if (query.campus && current?.campus !== query.campus) continue;
    items.push({
      bookingId: row.bookingId,
      studentName: `${row.firstName} ${row.lastName}`,
      percent: percentOf(row.attendedMinutes, row.scheduledMinutes),
      needsVisa: row.needsVisa,
      reasons,
      className: current?.className ?? null,
      campus: current?.campus ?? null,
    });
  }
  return items.sort(
    (a, b) =>
      Number(b.needsVisa) - Number(a.needsVisa) ||
      (a.percent ?? 100) - (b.percent ?? 100) ||
      a.bookingId - b.bookingId,
  );
}

/** One page of the at-risk list. */
export async function atRiskList(deps: ClassesDeps, query: AtRiskQuery): Promise<Page<AtRiskItem>> {
  const items = await atRiskItems(deps, query);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: items.slice(start, start + query.pageSize),
    total: items.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The held lessons of one booking and the lessons it still has, for letters and certificates. */
export async function lessonsOfBooking(
  deps: ClassesDeps,
  bookingId: number,
): Promise<BookingLessons | null> {
  const found = await lessonsOfBookings(deps.db, [bookingId], dublinDay(deps.now()));
  return found.get(bookingId) ?? null;
}
