/**
 * The family's view of a running course (issue 30), for the booking page their offer link opens:
 * the booking's current class, this week's lessons (room, the teacher's first name), its own
 * attendance so far and the at-risk reasons that apply. Keyed by the booking the offer token
 * resolved to; it reads nothing of other students and no staff notes.
 */
import { atRiskReasonsOf, attendanceOf } from "@shared/classes/attendance";
import { isoWeekday } from "@shared/classes/schedule";
import type { FamilyClassView } from "@shared/classes/types";
import { and, asc, desc, eq, gte, isNull, lte, or } from "drizzle-orm";
import { bookings, classes, enrolments, lessons, rooms, staffUsers } from "../../db/schema";
import { addDays, dublinDay } from "../bookings/days";
import type { ClassesDeps } from "./access";
import { attendanceSettingsOf, lessonsOfBookings } from "./attendance";

/** Bookings whose course can be running: paid for and not called off. */
const runningStatuses = new Set(["confirmed", "arrived", "completed"]);

/** Null until the course runs: no class yet, or its first day still ahead. */
export async function familyClassView(
  deps: ClassesDeps,
  bookingId: number,
): Promise<FamilyClassView | null> {
  const { db } = deps;
  const today = dublinDay(deps.now());
  const [booking] = await db
    .select({
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      needsVisa: bookings.needsVisa,
      erasedAt: bookings.erasedAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking || booking.erasedAt || !runningStatuses.has(booking.status)) return null;
  if (booking.startDate && booking.startDate > today) return null;
  const [current] = await db
    .select({
      classId: classes.id,
      name: classes.name,
      level: classes.level,
      campus: classes.campus,
      room: rooms.name,
      teacher: staffUsers.displayName,
    })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .innerJoin(staffUsers, eq(staffUsers.id, classes.teacherId))
    .leftJoin(rooms, eq(rooms.id, classes.roomId))
    .where(
      and(
        eq(enrolments.bookingId, bookingId),
        lte(enrolments.fromDate, today),
        or(isNull(enrolments.toDate), gte(enrolments.toDate, today)),
      ),
    )
    .orderBy(desc(enrolments.fromDate), desc(enrolments.id))
    .limit(1);
  if (!current) return null;

  const monday = addDays(today, 1 - isoWeekday(today));
  const sunday = addDays(monday, 6);
  const lastDay = booking.endDate && booking.endDate < sunday ? booking.endDate : sunday;
  const weekRows = await db
    .select({ date: lessons.date, startTime: lessons.startTime, endTime: lessons.endTime })
    .from(lessons)
    .where(
      and(
        eq(lessons.classId, current.classId),
        gte(lessons.date, monday),
        lte(lessons.date, lastDay),
      ),
    )
    .orderBy(asc(lessons.date));
  const teacherFirstName = current.teacher.split(" ")[0] ?? current.teacher;

  const settings = await attendanceSettingsOf(db);
  const found = (await lessonsOfBookings(db, [bookingId], today)).get(bookingId);
  const figures = attendanceOf(found?.held ?? [], settings);
  return {
    className: current.name,
    level: current.level,
    campus: current.campus,
    weekOf: monday,
    week: weekRows.map((row) => ({ ...row, room: current.room, teacherFirstName })),
    percent: figures.percent,
    lessonsHeld: figures.lessonsHeld,
    reasons: found ? atRiskReasonsOf(found, settings) : [],
    needsVisa: booking.needsVisa,
  };
}
