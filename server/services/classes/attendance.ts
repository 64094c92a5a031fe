/**
 * Attendance per booking and the at-risk list, computed with the pure rules of
 * shared/classes/attendance.ts from three reads: the bookings' enrolments, the lessons of those
 * enrolments (to the end of the course), and their register entries. A lesson counts as held for
 * a booking once the register holds the booking's mark; lessons to come count as "remaining".
 */
import {
  type AttendanceFigures,
  type AttendanceSettings,
  atRiskReasonsOf,
  attendanceOf,
  defaultAttendanceSettings,
  type HeldLesson,
  lessonMinutes,
} from "@shared/classes/attendance";
import type { AtRiskQuery } from "@shared/classes/forms";
import type { AtRiskItem } from "@shared/classes/types";
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import {
  attendanceSettings,
  bookings,
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

interface BookingLessons {
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
 * The bookings in a class that are below 85 %, cannot reach it any more, or missed 25 % or more
 * of their first six weeks; students who need a visa first, then the lowest percentage.
 */
export async function atRiskList(deps: ClassesDeps, query: AtRiskQuery): Promise<Page<AtRiskItem>> {
  const conditions: SQL[] = [
    isNull(bookings.erasedAt),
    sql`${bookings.status} not in ('cancelled', 'declined', 'expired')`,
    sql`exists (select 1 from ${enrolments} where ${enrolments.bookingId} = ${bookings.id})`,
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      sql`(${bookings.firstName} || ' ' || ${bookings.lastName} ilike ${pattern} or ${bookings.email} ilike ${pattern})`,
    );
  }
  const candidates = await deps.db
    .select({
      id: bookings.id,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      needsVisa: bookings.needsVisa,
    })
    .from(bookings)
    .where(and(...conditions));
  const settings = await attendanceSettingsOf(deps.db);
  const byBooking = await lessonsOfBookings(
    deps.db,
    candidates.map((candidate) => candidate.id),
    dublinDay(deps.now()),
  );
  const items: AtRiskItem[] = [];
  for (const candidate of candidates) {
    const found = byBooking.get(candidate.id);
    if (!found) continue;
    const reasons = atRiskReasonsOf(found, settings);
    if (reasons.length === 0) continue;
    items.push({
      bookingId: candidate.id,
      studentName: `${candidate.firstName} ${candidate.lastName}`,
      percent: attendanceOf(found.held, settings).percent,
      needsVisa: candidate.needsVisa,
      reasons,
    });
  }
  items.sort(
    (a, b) =>
      Number(b.needsVisa) - Number(a.needsVisa) ||
      (a.percent ?? 100) - (b.percent ?? 100) ||
      a.bookingId - b.bookingId,
  );
  const start = (query.page - 1) * query.pageSize;
  return {
    items: items.slice(start, start + query.pageSize),
    total: items.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
