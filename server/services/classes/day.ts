/**
 * The lessons of one day, for the registers screen and the dashboard (issue 30): a teacher sees
 * only their own classes' lessons, office staff every lesson, paged and searched on the server
 * by class or teacher name. One lesson's heading (class, time, room) for the register screen.
 */
import type { DayLesson, DayLessonsQuery, LessonHeading } from "@shared/classes/types";
import { and, asc, count, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import { classes, lessons, rooms, staffUsers } from "../../db/schema";
import { NotFoundError } from "../errors";
import { likePattern, offsetOf, type Page } from "../paging";
import { type ClassesDeps, ownClassesOnly, type Viewer } from "./access";

const dayColumns = {
  lessonId: lessons.id,
  classId: classes.id,
  className: classes.name,
  level: classes.level,
  campus: classes.campus,
  roomName: rooms.name,
  teacherName: staffUsers.displayName,
  date: lessons.date,
  startTime: lessons.startTime,
  endTime: lessons.endTime,
  registerTakenAt: lessons.registerTakenAt,
};

type DayRow = Omit<DayLesson, "registerTakenAt"> & { registerTakenAt: Date | null };

const dayLessonOf = (row: DayRow): DayLesson => ({
  ...row,
  registerTakenAt: row.registerTakenAt?.toISOString() ?? null,
});

function visibleTo(viewer: Viewer): SQL | undefined {
  const teacherId = ownClassesOnly(viewer);
  return teacherId === null ? undefined : eq(classes.teacherId, teacherId);
}

export async function lessonsOfDay(
  deps: ClassesDeps,
  viewer: Viewer,
  query: DayLessonsQuery,
): Promise<Page<DayLesson>> {
  const conditions: (SQL | undefined)[] = [eq(lessons.date, query.date), visibleTo(viewer)];
  if (query.notTaken) conditions.push(isNull(lessons.registerTakenAt));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(classes.name, pattern), ilike(staffUsers.displayName, pattern)));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(dayColumns)
      .from(lessons)
      .innerJoin(classes, eq(classes.id, lessons.classId))
      .innerJoin(staffUsers, eq(staffUsers.id, classes.teacherId))
      .leftJoin(rooms, eq(rooms.id, classes.roomId))
      .where(where)
      .orderBy(asc(lessons.startTime), asc(classes.name), asc(lessons.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    deps.db
      .select({ n: count() })
      .from(lessons)
      .innerJoin(classes, eq(classes.id, lessons.classId))
      .innerJoin(staffUsers, eq(staffUsers.id, classes.teacherId))
      .where(where),
  ]);
  return {
    items: rows.map(dayLessonOf),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The lesson's class, time and room, if the viewer may see it (else not found, as elsewhere). */
export async function lessonHeading(
  deps: ClassesDeps,
  viewer: Viewer,
  lessonId: number,
): Promise<LessonHeading> {
  const [row] = await deps.db
    .select(dayColumns)
    .from(lessons)
    .innerJoin(classes, eq(classes.id, lessons.classId))
    .innerJoin(staffUsers, eq(staffUsers.id, classes.teacherId))
    .leftJoin(rooms, eq(rooms.id, classes.roomId))
    .where(and(eq(lessons.id, lessonId), visibleTo(viewer)));
  if (!row) throw new NotFoundError("Lesson not found");
  return dayLessonOf(row);
}
