/**
 * Placing a booking in a class from a day. The seat count is read inside the transaction after
 * locking the class's row, so two requests for the last seat cannot both take it: the second
 * waits for the first, then counts it. A move to another class ends the open enrolment the day
 * before: the history stays.
 */
import type { EnrolmentInput, MoveInput } from "@shared/classes/forms";
import { and, eq, gte, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { bookings, classes, enrolments } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { addDays } from "../bookings/days";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors";
import type { ClassesDeps } from "./access";

/** Bookings that can sit in a class: sold, not cancelled or erased. */
const placeable = new Set(["accepted", "confirmed", "arrived", "completed"]);

type Transaction = Parameters<Parameters<ClassesDeps["db"]["transaction"]>[0]>[0];
type ClassRow = typeof classes.$inferSelect;
type EnrolmentRow = typeof enrolments.$inferSelect;

/**
 * Seats the booking in the (locked) class from `input.from`, ending its enrolments elsewhere the
 * day before; refuses a full class, a booking already there, or a day outside the class.
 */
async function seat(
  tx: Transaction,
  klass: ClassRow,
  input: EnrolmentInput,
): Promise<{ row: EnrolmentRow; ended: EnrolmentRow[] }> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId));
  if (!booking || booking.erasedAt) {
    throw new InvalidInputError({ bookingId: "No such booking." });
  }
  if (!placeable.has(booking.status)) {
    throw new InvalidInputError({
      bookingId: "Only an accepted or confirmed booking can be placed in a class.",
    });
  }
  if (input.from < klass.startsOn || input.from > klass.endsOn) {
    throw new InvalidInputError({
      from: `The class runs from ${klass.startsOn} to ${klass.endsOn}.`,
    });
  }
  const stillThere = or(isNull(enrolments.toDate), gte(enrolments.toDate, input.from));
  const [{ seated = 0 } = {}] = await tx
    .select({ seated: sql<number>`count(distinct ${enrolments.bookingId})::int` })
    .from(enrolments)
    .where(and(eq(enrolments.classId, klass.id), stillThere));
  const [already] = await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(
      and(eq(enrolments.classId, klass.id), eq(enrolments.bookingId, input.bookingId), stillThere),
    );
  if (already) throw new ConflictError("The student is already in this class.", "bookingId");
  if (seated >= klass.capacity) {
    throw new ConflictError(
      `The class is full (${seated} of ${klass.capacity} seats taken).`,
      "classId",
    );
  }
  const elsewhere = await tx
    .select()
    .from(enrolments)
    .where(
      and(eq(enrolments.bookingId, input.bookingId), ne(enrolments.classId, klass.id), stillThere),
    )
    .for("update");
  const dayBefore = addDays(input.from, -1);
  for (const previous of elsewhere) {
    if (previous.fromDate > dayBefore) {
      throw new ConflictError(
        `The student starts in another class on ${previous.fromDate}; move from a later day.`,
        "from",
      );
    }
    await tx.update(enrolments).set({ toDate: dayBefore }).where(eq(enrolments.id, previous.id));
  }
  const [row] = await tx
    .insert(enrolments)
    .values({ bookingId: input.bookingId, classId: klass.id, fromDate: input.from })
    .returning();
  if (!row) throw new Error("enrolment insert returned no row");
  return { row, ended: elsewhere };
}

export async function enrol(
  deps: ClassesDeps,
  classId: number,
  input: EnrolmentInput,
  actor: Actor,
): Promise<{ id: number; classId: number; bookingId: number; from: string }> {
  return deps.db.transaction(async (tx) => {
    const [klass] = await tx.select().from(classes).where(eq(classes.id, classId)).for("update");
    if (!klass) throw new NotFoundError("Class not found");
    const { row, ended } = await seat(tx, klass, input);
    await recordAudit(tx, actor, {
      action: "create",
      entity: "enrolment",
      entityId: row.id,
      summary:
        ended.length > 0
          ? `Moved booking #${input.bookingId} to class ${klass.name} from ${input.from}`
          : `Placed booking #${input.bookingId} in class ${klass.name} from ${input.from}`,
      after: { ...row, movedFrom: ended.map((previous) => previous.classId) },
    });
    return { id: row.id, classId, bookingId: input.bookingId, from: input.from };
  });
}

/**
 * A level change: the booking leaves `fromClassId` the day before `input.from` and sits in
 * `input.toClassId` from that day. Both classes are locked, the lower id first (two moves in
 * opposite directions cannot deadlock), so the seat count of the new class holds. The student
 * must be in the old class on the day before the move; both enrolments stay as history.
 */
export async function moveStudent(
  deps: ClassesDeps,
  fromClassId: number,
  input: MoveInput,
  actor: Actor,
): Promise<{ id: number; classId: number; bookingId: number; from: string }> {
  if (input.toClassId === fromClassId) {
    throw new InvalidInputError({ toClassId: "Choose another class than the current one." });
  }
  return deps.db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(classes)
      .where(inArray(classes.id, [fromClassId, input.toClassId]))
      .orderBy(classes.id)
      .for("update");
    const source = locked.find((row) => row.id === fromClassId);
    const target = locked.find((row) => row.id === input.toClassId);
    if (!source) throw new NotFoundError("Class not found");
    if (!target) throw new InvalidInputError({ toClassId: "No such class." });
    const [current] = await tx
      .select()
      .from(enrolments)
      .where(
        and(
          eq(enrolments.classId, fromClassId),
          eq(enrolments.bookingId, input.bookingId),
          lt(enrolments.fromDate, input.from),
          or(isNull(enrolments.toDate), gte(enrolments.toDate, input.from)),
        ),
      );
    if (!current) {
      throw new InvalidInputError({
        from: `The student is not in ${source.name} the day before ${input.from}.`,
      });
    }
    const { row } = await seat(tx, target, { bookingId: input.bookingId, from: input.from });
    await recordAudit(tx, actor, {
      action: "update",
      entity: "enrolment",
      entityId: current.id,
      summary: `Moved booking #${input.bookingId} from class ${source.name} to ${target.name} from ${input.from}`,
      before: current,
      after: { ended: { ...current, toDate: addDays(input.from, -1) }, started: row },
    });
    return { id: row.id, classId: target.id, bookingId: input.bookingId, from: input.from };
  });
}
