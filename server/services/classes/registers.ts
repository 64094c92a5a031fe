/**
 * Registers: everyone in the class that day starts present; the body names the exceptions.
 * A future lesson's register is refused (409); one older than 7 days changes only by an admin
 * who gives a reason, which the audit trail keeps with the entries before and after.
 */
import type { RegisterStatus } from "@shared/classes/attendance";
import type { RegisterInput } from "@shared/classes/forms";
import type { RegisterView } from "@shared/classes/types";
import { and, asc, eq, gte, isNull, lte, or } from "drizzle-orm";
import { bookings, enrolments, lessons, registerEntries } from "../../db/schema";
import { recordAudit } from "../audit";
import { addDays, dublinDay } from "../bookings/days";
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from "../errors";
import type { ClassesDeps, Viewer } from "./access";
import { classForViewer } from "./classes";

/** Days after a lesson during which its teacher may still correct the register. */
export const REGISTER_EDIT_DAYS = 7;

type Executor = ClassesDeps["db"];

/** The bookings in the class on the lesson's day, with the student's name. */
async function studentsOn(db: Executor, classId: number, date: string) {
  return db
    .select({
      bookingId: enrolments.bookingId,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
    })
    .from(enrolments)
    .innerJoin(bookings, eq(bookings.id, enrolments.bookingId))
    .where(
      and(
        eq(enrolments.classId, classId),
        lte(enrolments.fromDate, date),
        or(isNull(enrolments.toDate), gte(enrolments.toDate, date)),
      ),
    )
    .orderBy(asc(bookings.lastName), asc(bookings.firstName), asc(bookings.id));
}

async function lessonForViewer(deps: ClassesDeps, viewer: Viewer, lessonId: number) {
  const [lesson] = await deps.db.select().from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw new NotFoundError("Lesson not found");
  try {
    await classForViewer(deps, viewer, lesson.classId);
  } catch {
    throw new NotFoundError("Lesson not found");
  }
  return lesson;
}

/** The register as the phone screen shows it: the stored marks, or everyone present. */
export async function registerOf(
  deps: ClassesDeps,
  viewer: Viewer,
  lessonId: number,
): Promise<RegisterView> {
  const lesson = await lessonForViewer(deps, viewer, lessonId);
  const [students, stored] = await Promise.all([
    studentsOn(deps.db, lesson.classId, lesson.date),
    deps.db.select().from(registerEntries).where(eq(registerEntries.lessonId, lessonId)),
  ]);
  const marks = new Map(stored.map((entry) => [entry.bookingId, entry]));
  return {
    lessonId,
    classId: lesson.classId,
    date: lesson.date,
    takenAt: lesson.registerTakenAt?.toISOString() ?? null,
    entries: students.map((student) => {
      const mark = marks.get(student.bookingId);
      return {
        bookingId: student.bookingId,
        studentName: `${student.firstName} ${student.lastName}`,
        status: mark?.status ?? "present",
        minutes: mark?.minutes ?? null,
        certified: mark?.certified ?? false,
      };
    }),
  };
}

interface StoredMark {
  bookingId: number;
  status: RegisterStatus;
  minutes: number | null;
  certified: boolean;
}

export async function saveRegister(
  deps: ClassesDeps,
  viewer: Viewer,
  lessonId: number,
  input: RegisterInput,
): Promise<RegisterView> {
  const lesson = await lessonForViewer(deps, viewer, lessonId);
  const today = dublinDay(deps.now());
  if (lesson.date > today) {
    throw new ConflictError("This lesson has not happened yet: its register opens on the day.");
  }
  const late = lesson.date < addDays(today, -REGISTER_EDIT_DAYS);
  if (late && viewer.role !== "admin") {
    throw new ForbiddenError(
      `Registers older than ${REGISTER_EDIT_DAYS} days can only be changed by an admin.`,
    );
  }
  if (late && !input.reason) {
    throw new InvalidInputError({
      reason: `Give a reason to change a register older than ${REGISTER_EDIT_DAYS} days.`,
    });
  }
  const students = await studentsOn(deps.db, lesson.classId, lesson.date);
  const inClass = new Set(students.map((student) => student.bookingId));
  const strangers = input.entries.filter((entry) => !inClass.has(entry.bookingId));
  if (strangers.length > 0) {
    throw new InvalidInputError({
      entries: `Not in this class on ${lesson.date}: booking ${strangers.map((s) => `#${s.bookingId}`).join(", ")}.`,
    });
  }
  const given = new Map(input.entries.map((entry) => [entry.bookingId, entry]));
  const marks: StoredMark[] = students.map((student) => {
    const entry = given.get(student.bookingId);
    return {
      bookingId: student.bookingId,
      status: entry?.status ?? "present",
      minutes: entry?.minutes ?? null,
      certified: entry?.certified ?? false,
    };
  });
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId)).for("update");
    const before = await tx
      .select({
        bookingId: registerEntries.bookingId,
        status: registerEntries.status,
        minutes: registerEntries.minutes,
        certified: registerEntries.certified,
      })
      .from(registerEntries)
      .where(eq(registerEntries.lessonId, lessonId))
      .orderBy(asc(registerEntries.bookingId));
    await tx.delete(registerEntries).where(eq(registerEntries.lessonId, lessonId));
    if (marks.length > 0) {
      await tx.insert(registerEntries).values(
        marks.map((mark) => ({
          ...mark,
          lessonId,
          recordedById: viewer.id,
          recordedBy: viewer.name,
          recordedAt: at,
        })),
      );
    }
    await tx
      .update(lessons)
      .set({ registerTakenAt: at, registerTakenBy: viewer.name })
      .where(eq(lessons.id, lessonId));
    const exceptions = marks.filter((mark) => mark.status !== "present").length;
    // Snapshots hold booking ids and marks only, never names: nothing to redact on erasure.
    await recordAudit(tx, viewer, {
      action: before.length > 0 ? "update" : "create",
      entity: "register",
      entityId: lessonId,
      summary: `${before.length > 0 ? "Changed" : "Took"} the register of lesson #${lessonId} (${lesson.date}): ${marks.length} students, ${exceptions} not present${late ? `; after ${REGISTER_EDIT_DAYS} days, reason: ${input.reason}` : ""}`,
      before: before.length > 0 ? { entries: before } : null,
      after: { entries: marks, ...(late ? { reason: input.reason } : {}) },
    });
  });
  return registerOf(deps, viewer, lessonId);
}
