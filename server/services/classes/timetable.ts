/**
 * One week of lessons across the school, for the timetable (office only): every lesson from
 * Monday to Sunday with its class, teacher and room. Double bookings are found by the pure
 * rule of shared/classes/timetable.ts.
 */
import type { TimetableLesson } from "@shared/classes/types";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { classes, lessons, rooms, staffUsers } from "../../db/schema";
import { addDays } from "../bookings/days";
import { type ClassesDeps, requireOfficeViewer, type Viewer } from "./access";

export async function weekTimetable(
  deps: ClassesDeps,
  viewer: Viewer,
  monday: string,
): Promise<TimetableLesson[]> {
  requireOfficeViewer(viewer);
  const rows = await deps.db
    .select({
      lessonId: lessons.id,
      classId: classes.id,
      className: classes.name,
      level: classes.level,
      campus: classes.campus,
      date: lessons.date,
      startTime: lessons.startTime,
      endTime: lessons.endTime,
      teacherId: classes.teacherId,
      teacherName: staffUsers.displayName,
      roomId: classes.roomId,
      roomName: rooms.name,
      registerTakenAt: lessons.registerTakenAt,
    })
    .from(lessons)
    .innerJoin(classes, eq(classes.id, lessons.classId))
    .innerJoin(staffUsers, eq(staffUsers.id, classes.teacherId))
    .leftJoin(rooms, eq(rooms.id, classes.roomId))
    .where(and(gte(lessons.date, monday), lte(lessons.date, addDays(monday, 6))))
    .orderBy(asc(lessons.date), asc(lessons.startTime), asc(classes.name), asc(lessons.id))
    // A school of 150 classes has at most ~1,050 lessons a week.
    .limit(5000);
  return rows.map((row) => ({
    ...row,
    registerTakenAt: row.registerTakenAt?.toISOString() ?? null,
  }));
}
