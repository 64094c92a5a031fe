/**
 * "Arriving this week" (office only): bookings that start between Monday and Sunday, with the
 * level they are taught at (the day-one placement result, else the quoted level), where they
 * sit already, and a suggested class (shared/classes/placement.ts). Placing many at once enrols
 * each in its own transaction, so a full class refuses that student only.
 */
import type { BulkPlacementInput } from "@shared/classes/forms";
import { arrivalLevel, suggestClasses } from "@shared/classes/placement";
import type { ArrivalItem, PlacementClassOption, PlacementResult } from "@shared/classes/types";
import type { CefrLevel } from "@shared/level-test/types";
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { bookings, classes, enrolments, quoteRequests } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { addDays, laterDay } from "../bookings/days";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors";
import { type ClassesDeps, requireOfficeViewer, type Viewer } from "./access";
import { enrol } from "./enrolments";

/** Bookings an arrivals list shows: sold and coming (or come) to school. */
const arriving = ["accepted", "confirmed", "arrived"] as const;

export async function arrivalsOfWeek(
  deps: ClassesDeps,
  viewer: Viewer,
  monday: string,
): Promise<{ arrivals: ArrivalItem[]; classes: PlacementClassOption[] }> {
  requireOfficeViewer(viewer);
  const sunday = addDays(monday, 6);
  const rows = await deps.db
    .select({
      id: bookings.id,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      city: bookings.city,
      programTitle: bookings.programTitle,
      placementLevel: bookings.placementLevel,
      // An imported booking brings its level; a booking made here, its quote's.
      quotedLevel: sql<CefrLevel | null>`coalesce(${bookings.level}, ${quoteRequests.englishLevel})`,
    })
    .from(bookings)
    .leftJoin(quoteRequests, eq(quoteRequests.id, bookings.quoteRequestId))
    .where(
      and(
        isNull(bookings.erasedAt),
        inArray(bookings.status, [...arriving]),
        gte(bookings.startDate, monday),
        lte(bookings.startDate, sunday),
      ),
    )
    .orderBy(asc(bookings.startDate), asc(bookings.lastName), asc(bookings.id))
    .limit(500);
  const open = await deps.db
    .select({
      id: classes.id,
      name: classes.name,
      level: classes.level,
      campus: classes.campus,
      startsOn: classes.startsOn,
      endsOn: classes.endsOn,
      capacity: classes.capacity,
      // Spelled out: in a query without joins drizzle leaves columns unqualified, and a bare
      // "id" inside this subquery would be the enrolment's.
      seated: sql<number>`(select count(distinct e.booking_id)::int from ${enrolments} e where e.class_id = ${sql.identifier("classes")}.${sql.identifier("id")} and (e.to_date is null or e.to_date >= ${monday}))`,
    })
    .from(classes)
    .where(and(lte(classes.startsOn, sunday), gte(classes.endsOn, monday)))
    .orderBy(asc(classes.campus), asc(classes.level), asc(classes.name));
  const placed = rows.length
    ? await deps.db
        .select({
          bookingId: enrolments.bookingId,
          classId: enrolments.classId,
          fromDate: enrolments.fromDate,
          toDate: enrolments.toDate,
          className: classes.name,
        })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(
          and(
            inArray(
              enrolments.bookingId,
              rows.map((row) => row.id),
            ),
            or(isNull(enrolments.toDate), gte(enrolments.toDate, monday)),
          ),
        )
    : [];
  const placedIn = new Map(placed.map((e) => [e.bookingId, e]));
  const waiting = rows.filter((row) => !placedIn.has(row.id));
  const suggestions = suggestClasses(
    waiting.map((row) => ({
      bookingId: row.id,
      level: arrivalLevel({ placement: row.placementLevel, quoted: row.quotedLevel }),
      campus: row.city,
      startDate: row.startDate ?? monday,
    })),
    open,
  );
  const arrivals = rows.map((row): ArrivalItem => {
    const seat = placedIn.get(row.id);
    return {
      bookingId: row.id,
      studentName: `${row.firstName} ${row.lastName}`,
      startDate: row.startDate ?? monday,
      endDate: row.endDate,
      campus: row.city,
      programTitle: row.programTitle,
      quotedLevel: row.quotedLevel,
      placementLevel: row.placementLevel,
      level: arrivalLevel({ placement: row.placementLevel, quoted: row.quotedLevel }),
      placedIn: seat ? { classId: seat.classId, className: seat.className } : null,
      suggestedClassId: suggestions.get(row.id) ?? null,
    };
  });
  return { arrivals, classes: open };
}

/** Records (or clears) the day-one placement result of a booking; audited. */
export async function setPlacementLevel(
  deps: ClassesDeps,
  viewer: Viewer,
  input: { bookingId: number; level: CefrLevel | null },
): Promise<void> {
  requireOfficeViewer(viewer);
  await deps.db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        placementLevel: bookings.placementLevel,
        erasedAt: bookings.erasedAt,
      })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId))
      .for("update");
    if (!booking || booking.erasedAt) throw new NotFoundError("Booking not found");
    await tx
      .update(bookings)
      .set({ placementLevel: input.level, updatedAt: deps.now() })
      .where(eq(bookings.id, input.bookingId));
    await recordAudit(tx, viewer, {
      action: "update",
      entity: "booking",
      entityId: input.bookingId,
      summary: input.level
        ? `Placement result of booking #${input.bookingId}: ${input.level}`
        : `Cleared the placement result of booking #${input.bookingId}`,
      before: { placementLevel: booking.placementLevel },
      after: { placementLevel: input.level },
    });
  });
}

/**
 * Enrols each chosen arrival in its class from its first day (or the class's, if later). Every
 * placement is its own transaction and its own answer: one refusal stops nothing else.
 */
export async function placeArrivals(
  deps: ClassesDeps,
  viewer: Viewer,
  input: BulkPlacementInput,
  actor: Actor,
): Promise<PlacementResult[]> {
  requireOfficeViewer(viewer);
  const ids = input.placements.map((p) => p.bookingId);
  const [starts, targets] = await Promise.all([
    deps.db
      .select({ id: bookings.id, startDate: bookings.startDate })
      .from(bookings)
      .where(inArray(bookings.id, ids)),
    deps.db
      .select({ id: classes.id, startsOn: classes.startsOn, name: classes.name })
      .from(classes)
      .where(
        inArray(
          classes.id,
          input.placements.map((p) => p.classId),
        ),
      ),
  ]);
  const startOf = new Map(starts.map((row) => [row.id, row.startDate]));
  const classOf = new Map(targets.map((row) => [row.id, row]));
  const results: PlacementResult[] = [];
  for (const { bookingId, classId } of input.placements) {
    const klass = classOf.get(classId);
    const start = startOf.get(bookingId);
    if (!klass || !start) {
      results.push({ bookingId, ok: false, message: "No such booking or class." });
      continue;
    }
    try {
      const from = laterDay(start, klass.startsOn);
      await enrol(deps, classId, { bookingId, from }, actor);
      results.push({ bookingId, ok: true, message: `Placed in ${klass.name} from ${from}.` });
    } catch (error) {
      if (error instanceof ConflictError || error instanceof NotFoundError) {
        results.push({ bookingId, ok: false, message: error.message });
      } else if (error instanceof InvalidInputError) {
        results.push({ bookingId, ok: false, message: Object.values(error.fields).join(" ") });
      } else {
        throw error;
      }
    }
  }
  return results;
}
