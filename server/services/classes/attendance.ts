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
 * Every booking in a class that is below 85 %, cannot reach it any more, or missed 25 % or more
 * of its first six weeks (filtered by reason and campus when asked); students who need a visa
 * first, then the lowest percentage. The list and its CSV both come from here.
 */
export async function atRiskItems(
  deps: ClassesDeps,
  query: Omit<AtRiskQuery, "page" | "pageSize">,
): Promise<AtRiskItem[]> {
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
  const ids = candidates.map((candidate) => candidate.id);
  const settings = await attendanceSettingsOf(deps.db);
  const [byBooking, classOf] = await Promise.all([
    lessonsOfBookings(deps.db, ids, dublinDay(deps.now())),
    currentClassOfBookings(deps.db, ids),
  ]);
  const items: AtRiskItem[] = [];
  for (const candidate of candidates) {
    const found = byBooking.get(candidate.id);
    if (!found) continue;
    const current = classOf.get(candidate.id) ?? null;
    if (query.campus && current?.campus !== query.campus) continue;
    const reasons = atRiskReasonsOf(found, settings);
    if (reasons.length === 0) continue;
    if (query.reason && !reasons.includes(query.reason)) continue;
    items.push({
      bookingId: candidate.id,
      studentName: `${candidate.firstName} ${candidate.lastName}`,
      percent: attendanceOf(found.held, settings).percent,
      needsVisa: candidate.needsVisa,
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
