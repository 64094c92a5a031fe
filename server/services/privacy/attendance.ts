/**
 * Attendance in data-subject requests (issue 30): a booking's export carries its classes (with
 * the dates of each move) and every register mark. Erasure anonymises the booking
 * (./bookings.ts) and keeps these rows: they name no one once the booking is anonymous, and an
 * ILEP school must keep attendance records for immigration purposes (decision 0032).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { classes, enrolments, lessons, registerEntries } from "../../db/schema";

export interface BookingAttendanceRecord {
  classes: { className: string; level: string; campus: string; from: string; to: string | null }[];
  register: {
    date: string;
    status: string;
    minutes: number | null;
    certified: boolean;
    recordedAt: Date;
  }[];
}

export async function attendanceOfBookings(
  db: Database,
  bookingIds: number[],
): Promise<Map<number, BookingAttendanceRecord>> {
  const result = new Map<number, BookingAttendanceRecord>(
    bookingIds.map((id) => [id, { classes: [], register: [] }]),
  );
  if (bookingIds.length === 0) return result;
  const [placed, marks] = await Promise.all([
    db
      .select({
        bookingId: enrolments.bookingId,
        className: classes.name,
        level: classes.level,
        campus: classes.campus,
        from: enrolments.fromDate,
        to: enrolments.toDate,
      })
      .from(enrolments)
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .where(inArray(enrolments.bookingId, bookingIds))
      .orderBy(asc(enrolments.fromDate), asc(enrolments.id)),
    db
      .select({
        bookingId: registerEntries.bookingId,
        date: lessons.date,
        status: registerEntries.status,
        minutes: registerEntries.minutes,
        certified: registerEntries.certified,
        recordedAt: registerEntries.recordedAt,
      })
      .from(registerEntries)
      .innerJoin(lessons, eq(lessons.id, registerEntries.lessonId))
      .where(inArray(registerEntries.bookingId, bookingIds))
      .orderBy(asc(lessons.date)),
  ]);
  for (const { bookingId, ...row } of placed) result.get(bookingId)?.classes.push(row);
  for (const { bookingId, ...row } of marks) result.get(bookingId)?.register.push(row);
  return result;
}
