/**
 * Placing a booking in a class from a day. The seat count is read inside the transaction after
 * locking the class's row, so two requests for the last seat cannot both take it: the second
 * waits for the first, then counts it. A move to another class ends the open enrolment the day
 * before: the history stays.
 */
import type { EnrolmentInput } from "@shared/classes/forms";
import { and, eq, gte, isNull, ne, or, sql } from "drizzle-orm";
import { bookings, classes, enrolments } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { addDays } from "../bookings/days";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors";
import type { ClassesDeps } from "./access";

/** Bookings that can sit in a class: sold, not cancelled or erased. */
const placeable = new Set(["accepted", "confirmed", "arrived", "completed"]);

export async function enrol(
  deps: ClassesDeps,
  classId: number,
  input: EnrolmentInput,
  actor: Actor,
): Promise<{ id: number; classId: number; bookingId: number; from: string }> {
  return deps.db.transaction(async (tx) => {
    const [klass] = await tx.select().from(classes).where(eq(classes.id, classId)).for("update");
    if (!klass) throw new NotFoundError("Class not found");
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
      .where(and(eq(enrolments.classId, classId), stillThere));
    const [already] = await tx
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(
        and(eq(enrolments.classId, classId), eq(enrolments.bookingId, input.bookingId), stillThere),
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
        and(eq(enrolments.bookingId, input.bookingId), ne(enrolments.classId, classId), stillThere),
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
      .values({ bookingId: input.bookingId, classId, fromDate: input.from })
      .returning();
    if (!row) throw new Error("enrolment insert returned no row");
    await recordAudit(tx, actor, {
      action: "create",
      entity: "enrolment",
      entityId: row.id,
      summary:
        elsewhere.length > 0
          ? `Moved booking #${input.bookingId} to class ${klass.name} from ${input.from}`
          : `Placed booking #${input.bookingId} in class ${klass.name} from ${input.from}`,
      after: { ...row, movedFrom: elsewhere.map((previous) => previous.classId) },
    });
    return { id: row.id, classId, bookingId: input.bookingId, from: input.from };
  });
}
