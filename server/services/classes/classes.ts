/**
 * Classes and their lessons: creating a class generates its lessons from the schedule (without
 * Irish public holidays and the campus's closures); a closure added later removes the lessons it
 * covers whose register was not taken.
 */
import type { ClassInput } from "@shared/classes/forms";
import { lessonDates } from "@shared/classes/schedule";
import type { ClassSummary, LessonItem } from "@shared/classes/types";
import {
  and,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { classes, enrolments, lessons, rooms, schoolClosures, staffUsers } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { dublinDay } from "../bookings/days";
import { InvalidInputError, NotFoundError } from "../errors";
import { likePattern, offsetOf, type Page } from "../paging";
import { type ClassesDeps, ownClassesOnly, type Viewer } from "./access";

export interface ClassListQuery {
  q: string;
  page: number;
  pageSize: number;
}

type ClassRow = typeof classes.$inferSelect;

export const summaryOf = (row: ClassRow, teacherName: string, enrolled: number): ClassSummary => ({
  id: row.id,
  name: row.name,
  level: row.level,
  campus: row.campus,
  roomId: row.roomId,
  teacherId: row.teacherId,
  teacherName,
  weekdays: row.weekdays,
  startTime: row.startTime,
  endTime: row.endTime,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  capacity: row.capacity,
  enrolled,
});

async function closuresOf(db: ClassesDeps["db"], campus: string) {
  return db
    .select({ startsOn: schoolClosures.startsOn, endsOn: schoolClosures.endsOn })
    .from(schoolClosures)
    .where(or(isNull(schoolClosures.campus), eq(schoolClosures.campus, campus)));
}

export async function createClass(
  deps: ClassesDeps,
  input: ClassInput,
  actor: Actor,
): Promise<{ id: number; lessons: number }> {
  const { db } = deps;
  const [teacher] = await db.select().from(staffUsers).where(eq(staffUsers.id, input.teacherId));
  if (!teacher?.isActive) {
    throw new InvalidInputError({ teacherId: "Choose an active staff user as the teacher." });
  }
  if (input.roomId != null) {
    const [room] = await db.select().from(rooms).where(eq(rooms.id, input.roomId));
    if (!room || room.campus !== input.campus) {
      throw new InvalidInputError({ roomId: "Choose a room of the class's campus." });
    }
    if (room.seats < input.capacity) {
      throw new InvalidInputError({ capacity: `The room seats ${room.seats}.` });
    }
  }
  const dates = lessonDates(input, await closuresOf(db, input.campus));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(classes)
      .values({
        name: input.name,
        level: input.level,
        campus: input.campus,
        roomId: input.roomId ?? null,
        teacherId: input.teacherId,
        weekdays: input.weekdays,
        startTime: input.startTime,
        endTime: input.endTime,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        capacity: input.capacity,
      })
      .returning();
    if (!row) throw new Error("class insert returned no row");
    if (dates.length > 0) {
      await tx.insert(lessons).values(
        dates.map((date) => ({
          classId: row.id,
          date,
          startTime: row.startTime,
          endTime: row.endTime,
        })),
      );
    }
    await recordAudit(tx, actor, {
      action: "create",
      entity: "class",
      entityId: row.id,
      summary: `Created class ${row.name} (${row.level}, ${row.campus}) with ${dates.length} lessons`,
      after: row,
    });
    return { id: row.id, lessons: dates.length };
  });
}

export async function listClasses(
  deps: ClassesDeps,
  viewer: Viewer,
  query: ClassListQuery,
): Promise<Page<ClassSummary>> {
  const teacherId = ownClassesOnly(viewer);
  const conditions: SQL[] = [];
  if (teacherId !== null) conditions.push(eq(classes.teacherId, teacherId));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(classes.name, pattern),
        ilike(classes.level, pattern),
        ilike(classes.campus, pattern),
        ilike(staffUsers.displayName, pattern),
      ) as SQL,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const today = dublinDay(deps.now());
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ row: classes, teacherName: staffUsers.displayName })
      .from(classes)
      .innerJoin(staffUsers, eq(staffUsers.id, classes.teacherId))
      .where(where)
      .orderBy(asc(classes.campus), asc(classes.level), asc(classes.name), asc(classes.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    deps.db
      .select({ n: count() })
      .from(classes)
      .innerJoin(staffUsers, eq(staffUsers.id, classes.teacherId))
      .where(where),
  ]);
  // Students in each class from today on (open enrolments and those ending today or later),
  // counted for the page's classes only: OFFSET computes the select list of every row it skips,
  // so page 20 counted the students of 500 classes (decision 0054, round 2).
  const enrolled = new Map<number, number>();
  if (rows.length > 0) {
    const counted = await deps.db
      .select({ classId: enrolments.classId, n: count() })
      .from(enrolments)
      .where(
        and(
          inArray(
            enrolments.classId,
            rows.map((r) => r.row.id),
          ),
          or(isNull(enrolments.toDate), gte(enrolments.toDate, today)),
        ),
      )
      .groupBy(enrolments.classId);
    for (const { classId, n } of counted) enrolled.set(classId, n);
  }
  return {
    items: rows.map((r) => summaryOf(r.row, r.teacherName, enrolled.get(r.row.id) ?? 0)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The class, if the viewer may see it (a teacher: only their own; otherwise not found). */
export async function classForViewer(
  deps: ClassesDeps,
  viewer: Viewer,
  classId: number,
): Promise<ClassRow> {
  const [row] = await deps.db.select().from(classes).where(eq(classes.id, classId));
  const teacherId = ownClassesOnly(viewer);
  if (!row || (teacherId !== null && row.teacherId !== teacherId)) {
    throw new NotFoundError("Class not found");
  }
  return row;
}

export async function lessonsOf(
  deps: ClassesDeps,
  viewer: Viewer,
  classId: number,
  range: { from?: string; to?: string },
): Promise<LessonItem[]> {
  await classForViewer(deps, viewer, classId);
  const conditions: SQL[] = [eq(lessons.classId, classId)];
  if (range.from) conditions.push(gte(lessons.date, range.from));
  if (range.to) conditions.push(lte(lessons.date, range.to));
  const rows = await deps.db
    .select()
    .from(lessons)
    .where(and(...conditions))
    .orderBy(asc(lessons.date));
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    registerTakenAt: row.registerTakenAt?.toISOString() ?? null,
  }));
}

/**
 * A closure of one campus (or all: campus null): stored, and the lessons it covers whose
 * register was not taken are removed (a register already taken is a record and stays).
 */
export async function addClosure(
  deps: ClassesDeps,
  input: { campus: string | null; startsOn: string; endsOn: string; reason: string },
  actor: Actor,
): Promise<{ id: number; lessonsRemoved: number }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(schoolClosures).values(input).returning();
    if (!row) throw new Error("closure insert returned no row");
    const covered = and(
      gte(lessons.date, input.startsOn),
      lte(lessons.date, input.endsOn),
      isNull(lessons.registerTakenAt),
      input.campus === null
        ? undefined
        : sql`${lessons.classId} in (select ${classes.id} from ${classes} where ${classes.campus} = ${input.campus})`,
    );
    const removed = await tx.delete(lessons).where(covered).returning({ id: lessons.id });
    await recordAudit(tx, actor, {
      action: "create",
      entity: "school_closure",
      entityId: row.id,
      summary: `Closed ${input.campus ?? "every campus"} ${input.startsOn} to ${input.endsOn} (${input.reason}); ${removed.length} lessons removed`,
      after: row,
    });
    return { id: row.id, lessonsRemoved: removed.length };
  });
}

export async function createRoom(
  deps: ClassesDeps,
  input: { campus: string; name: string; seats: number },
  actor: Actor,
): Promise<{ id: number }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(rooms).values(input).returning();
    if (!row) throw new Error("room insert returned no row");
    await recordAudit(tx, actor, {
      action: "create",
      entity: "room",
      entityId: row.id,
      summary: `Added room ${row.name} (${row.campus}, ${row.seats} seats)`,
      after: row,
    });
    return { id: row.id };
  });
}
