/**
 * What the class screens read beside the list: one class with its students now and before and
 * its lessons, the bookings that can be enrolled, the teachers to choose from, the rooms and
 * closures of the campuses.
 */
import type {
  BookingOption,
  ClassDetail,
  ClosureItem,
  EnrolmentItem,
  RoomItem,
  TeacherOption,
} from "@shared/classes/types";
import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { bookings, enrolments, lessons, rooms, schoolClosures, staffUsers } from "../../db/schema";
import { dublinDay } from "../bookings/days";
import { likePattern } from "../paging";
import type { ClassesDeps, Viewer } from "./access";
import { classForViewer, summaryOf } from "./classes";

const LESSONS_SHOWN = 10;

export async function classDetail(
  deps: ClassesDeps,
  viewer: Viewer,
  classId: number,
): Promise<ClassDetail> {
  const row = await classForViewer(deps, viewer, classId);
  const today = dublinDay(deps.now());
  const [[teacher], [room], enrolled, upcoming, past] = await Promise.all([
    deps.db
      .select({ name: staffUsers.displayName })
      .from(staffUsers)
      .where(eq(staffUsers.id, row.teacherId)),
    row.roomId === null
      ? Promise.resolve([])
      : deps.db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, row.roomId)),
    deps.db
      .select({
        id: enrolments.id,
        bookingId: enrolments.bookingId,
        firstName: bookings.firstName,
        lastName: bookings.lastName,
        fromDate: enrolments.fromDate,
        toDate: enrolments.toDate,
      })
      .from(enrolments)
      .innerJoin(bookings, eq(bookings.id, enrolments.bookingId))
      .where(eq(enrolments.classId, classId))
      .orderBy(desc(enrolments.fromDate), desc(enrolments.id)),
    deps.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.classId, classId), gte(lessons.date, today)))
      .orderBy(asc(lessons.date))
      .limit(LESSONS_SHOWN),
    deps.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.classId, classId), sql`${lessons.date} < ${today}`))
      .orderBy(desc(lessons.date))
      .limit(LESSONS_SHOWN),
  ]);
  const history: EnrolmentItem[] = enrolled.map((e) => ({
    id: e.id,
    bookingId: e.bookingId,
    studentName: `${e.firstName} ${e.lastName}`,
    fromDate: e.fromDate,
    toDate: e.toDate,
  }));
  const lessonItem = (lesson: typeof lessons.$inferSelect) => ({
    id: lesson.id,
    date: lesson.date,
    startTime: lesson.startTime,
    endTime: lesson.endTime,
    registerTakenAt: lesson.registerTakenAt?.toISOString() ?? null,
  });
  const current = history
    .filter((e) => e.toDate === null || e.toDate >= today)
    .sort((a, b) => a.studentName.localeCompare(b.studentName));
  return {
    summary: summaryOf(row, teacher?.name ?? "", new Set(current.map((e) => e.bookingId)).size),
    roomName: room?.name ?? null,
    current,
    history,
    upcoming: upcoming.map(lessonItem),
    past: past.map(lessonItem),
  };
}

/** Bookings that can be placed, by name or e-mail (at most 10), for the enrol form. */
export async function placeableBookings(deps: ClassesDeps, q: string): Promise<BookingOption[]> {
  const term = q.trim();
  if (term === "") return [];
  const pattern = likePattern(term);
  const rows = await deps.db
    .select()
    .from(bookings)
    .where(
      and(
        isNull(bookings.erasedAt),
        inArray(bookings.status, ["accepted", "confirmed", "arrived"]),
        or(
          sql`${bookings.firstName} || ' ' || ${bookings.lastName} ilike ${pattern}`,
          sql`${bookings.email} ilike ${pattern}`,
        ),
      ),
    )
    .orderBy(asc(bookings.lastName), asc(bookings.firstName), asc(bookings.id))
    .limit(10);
  return rows.map((row) => ({
    bookingId: row.id,
    studentName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    startDate: row.startDate,
    endDate: row.endDate,
    city: row.city,
  }));
}

/** Active staff who can teach: teachers first, then the office (an admin may teach too). */
export async function teacherOptions(deps: ClassesDeps): Promise<TeacherOption[]> {
  const rows = await deps.db
    .select({ id: staffUsers.id, name: staffUsers.displayName, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.isActive, true))
    .orderBy(sql`${staffUsers.role} <> 'teacher'`, asc(staffUsers.displayName))
    .limit(500);
  return rows;
}

export async function roomList(deps: ClassesDeps): Promise<RoomItem[]> {
  return deps.db
    .select({ id: rooms.id, campus: rooms.campus, name: rooms.name, seats: rooms.seats })
    .from(rooms)
    .orderBy(asc(rooms.campus), asc(rooms.name))
    .limit(500);
}

/** Closures that end today or later (past ones are history, not planning). */
export async function closureList(deps: ClassesDeps): Promise<ClosureItem[]> {
  return deps.db
    .select({
      id: schoolClosures.id,
      campus: schoolClosures.campus,
      startsOn: schoolClosures.startsOn,
      endsOn: schoolClosures.endsOn,
      reason: schoolClosures.reason,
    })
    .from(schoolClosures)
    .where(gte(schoolClosures.endsOn, dublinDay(deps.now())))
    .orderBy(asc(schoolClosures.startsOn))
    .limit(200);
}
