/**
 * Attendance kept after an erasure, in the retention policy (decision 0037). An erased booking's
 * register marks, classes and warning letters stay, anonymised, until `attendanceKeptUntil`;
 * from the next day in Dublin the retention job deletes them, with a line on the booking's
 * timeline. Bookings not erased are never looked at: their attendance is the school's live
 * record until the booking itself is anonymised (./bookings-retention.ts), and that applies the
 * same rule (./attendance.ts).
 *
 * The rule is the pure function, not SQL: the database only narrows it to the erased bookings
 * that still hold any attendance, a few per erasure request.
 */
import { and, asc, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  bookingEvents,
  bookings,
  enrolments,
  registerEntries,
  warningLetters,
} from "../../db/schema";
import { dublinDay } from "../bookings/days";
import { type AttendanceRowCounts, deleteAttendanceOf } from "./attendance";
import { attendanceDue, attendanceKeptUntil } from "./attendance-retention-rules";

const holdsAttendance = or(
  sql`exists (select 1 from ${registerEntries} where ${registerEntries.bookingId} = ${bookings.id})`,
  sql`exists (select 1 from ${enrolments} where ${enrolments.bookingId} = ${bookings.id})`,
  sql`exists (select 1 from ${warningLetters} where ${warningLetters.bookingId} = ${bookings.id})`,
) as SQL;

interface DueAttendance {
  bookingId: number;
  keptUntil: string;
}

/** Erased bookings whose attendance is past its period on `now`'s day, the longest past first. */
async function dueAttendanceOf(
  db: Database,
  now: Date,
  retentionYears: number,
  options: { lock: boolean },
): Promise<DueAttendance[]> {
  const query = db
    .select({
      id: bookings.id,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      erasedAt: bookings.erasedAt,
    })
    .from(bookings)
    .where(and(isNotNull(bookings.erasedAt), holdsAttendance))
    .orderBy(asc(bookings.id));
  const rows = options.lock ? await query.for("update") : await query;
  const today = dublinDay(now);
  const due: DueAttendance[] = [];
  for (const row of rows) {
    if (!row.erasedAt) continue;
    const erasedOn = dublinDay(row.erasedAt);
    if (!attendanceDue(row, erasedOn, retentionYears, today)) continue;
    due.push({ bookingId: row.id, keptUntil: attendanceKeptUntil(row, erasedOn, retentionYears) });
  }
  return due.sort((a, b) => a.keptUntil.localeCompare(b.keptUntil) || a.bookingId - b.bookingId);
}

/** The dry run: how many erased bookings' attendance is due, and the first few booking ids. */
export async function dueAttendanceSample(
  db: Database,
  now: Date,
  retentionYears: number,
  limit: number,
): Promise<{ count: number; sampleIds: string[] }> {
  const due = await dueAttendanceOf(db, now, retentionYears, { lock: false });
  return {
    count: due.length,
    sampleIds: due.slice(0, limit).map((row) => String(row.bookingId)),
  };
}

/**
 * Deletes the attendance the dry run lists, in the caller's transaction; answers the bookings
 * and the rows per table (counts only: the audit entry names no one).
 */
export async function deleteDueAttendance(
  tx: Database,
  now: Date,
  retentionYears: number,
  actorName: string,
): Promise<{ bookings: number; rows: AttendanceRowCounts }> {
  const due = await dueAttendanceOf(tx, now, retentionYears, { lock: true });
  const rows: AttendanceRowCounts = { registerEntries: 0, enrolments: 0, warningLetters: 0 };
  // A bound parameter per id (three per timeline line): a thousand bookings at a time stays far
  // below PostgreSQL's 65,535.
  for (let start = 0; start < due.length; start += 1000) {
    const chunk = due.slice(start, start + 1000);
    const deleted = await deleteAttendanceOf(
      tx,
      chunk.map((row) => row.bookingId),
    );
    rows.registerEntries += deleted.registerEntries;
    rows.enrolments += deleted.enrolments;
    rows.warningLetters += deleted.warningLetters;
    await tx.insert(bookingEvents).values(
      chunk.map((row) => ({
        bookingId: row.bookingId,
        actor: actorName,
        summary: `Attendance kept after the erasure deleted under the retention policy (kept until ${row.keptUntil})`,
      })),
    );
  }
  return { bookings: due.length, rows };
}
