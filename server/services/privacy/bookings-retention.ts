/**
 * Bookings in the retention policy: a booking that never became a sale is anonymised a year
 * after its last change; every other booking six years after its course ended.
 */
import { and, asc, count, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { bookingPayments, bookings } from "../../db/schema";
import { anonymiseBookings } from "./bookings-erasure";

/** The periods of the published privacy policy for bookings. */
export const BOOKING_RETENTION = {
  /** Offers never accepted (or bookings cancelled before any payment): personal data goes. */
  unbookedMonths: 12,
  /** Booking and payment records: six years (Taxes Consolidation Act 1997, s. 886). */
  bookingYears: 6,
} as const;

const paid = sql`exists (select 1 from ${bookingPayments} where ${bookingPayments.bookingId} = ${bookings.id})`;

/** Never a sale: no offer accepted, or cancelled before any money came in. */
const unbooked = or(
  inArray(bookings.status, ["draft", "declined", "expired"]),
  and(eq(bookings.status, "cancelled"), sql`not ${paid}`),
) as SQL;

export const dueUnbookedBookings = (cutoff: Date) =>
  and(isNull(bookings.erasedAt), lt(bookings.updatedAt, cutoff), unbooked) as SQL;

/** Sales: six years after the course ended (or, without an end date, the last change). */
export const dueBookingRecords = (cutoff: Date) =>
  and(
    isNull(bookings.erasedAt),
    sql`not ${unbooked}`,
    or(
      lt(bookings.endDate, cutoff.toISOString().slice(0, 10)),
      and(isNull(bookings.endDate), lt(bookings.updatedAt, cutoff)),
    ),
  ) as SQL;

export async function dueBookingSample(db: Database, where: SQL, limit: number) {
  const [total] = await db.select({ n: count() }).from(bookings).where(where);
  const sample = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(asc(bookings.updatedAt), asc(bookings.id))
    .limit(limit);
  return { count: total?.n ?? 0, sampleIds: sample.map((row) => String(row.id)) };
}

/** Anonymises the bookings `where` selects; answers how many. */
export async function anonymiseDueBookings(
  tx: Database,
  where: SQL,
  party: { actorName: string; reason: string; at: Date },
): Promise<number> {
  const rows = await tx.select().from(bookings).where(where).for("update");
  return (await anonymiseBookings(tx, rows, party)).bookings;
}
