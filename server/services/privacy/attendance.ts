/**
 * Attendance in data-subject requests (issue 30): a booking's export carries its classes (with
 * the dates of each move), every register mark, and the warning letters with their appeals.
 * Erasure anonymises the booking (./bookings-erasure.ts) and keeps the classes and marks for the
 * retention period staff set (attendance_settings.retention_years after the course's end): they
 * name no one once the booking is anonymous, and an ILEP school must keep attendance records for
 * immigration purposes (decision 0032). A letter keeps its kind, language, figure, date and
 * appeal outcome, not its text (which names the student). Past the period, all of it goes: at
 * the erasure, or later by the retention job (./attendance-retention.ts).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  attendanceTotals,
  type bookings,
  classes,
  enrolments,
  lessons,
  registerEntries,
  warningLetters,
} from "../../db/schema";
import { attendanceConfigOf } from "../classes/settings";
import { attendanceDue, attendanceKeptUntil } from "./attendance-retention-rules";

export interface BookingAttendanceRecord {
  classes: { className: string; level: string; campus: string; from: string; to: string | null }[];
  register: {
    date: string;
    status: string;
    minutes: number | null;
    certified: boolean;
    recordedAt: Date;
  }[];
  warningLetters: {
    kind: string;
    lang: string;
    subject: string;
    body: string;
    percentTenths: number | null;
    sentTo: string[];
    sentAt: Date;
    sentBy: string;
    appealOutcome: string | null;
    appealNote: string | null;
    appealRecordedAt: Date | null;
  }[];
}

export async function attendanceOfBookings(
  db: Database,
  bookingIds: number[],
): Promise<Map<number, BookingAttendanceRecord>> {
  const result = new Map<number, BookingAttendanceRecord>(
    bookingIds.map((id) => [id, { classes: [], register: [], warningLetters: [] }]),
  );
  if (bookingIds.length === 0) return result;
  const [placed, marks, letters] = await Promise.all([
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
    db
      .select()
      .from(warningLetters)
      .where(inArray(warningLetters.bookingId, bookingIds))
      .orderBy(asc(warningLetters.sentAt), asc(warningLetters.id)),
  ]);
  for (const { bookingId, ...row } of placed) result.get(bookingId)?.classes.push(row);
  for (const { bookingId, ...row } of marks) result.get(bookingId)?.register.push(row);
  for (const letter of letters) {
    const { bookingId, id: _id, sentById: _staff, appealRecordedBy: _by, ...row } = letter;
    result.get(bookingId)?.warningLetters.push(row);
  }
  return result;
}

/**
 * A booking's attendance at its erasure: within the retention period the classes and marks stay
 * and the letters lose their text and addresses; past it, marks, classes and letters are deleted.
 * Answers whether the attendance was kept.
 */
export async function eraseAttendanceOf(
  tx: Database,
  booking: Pick<typeof bookings.$inferSelect, "id" | "startDate" | "endDate">,
  erasedOn: string,
): Promise<{ kept: boolean; keptUntil: string }> {
  const { retentionYears } = await attendanceConfigOf(tx);
  const keptUntil = attendanceKeptUntil(booking, erasedOn, retentionYears);
  if (attendanceDue(booking, erasedOn, retentionYears, erasedOn)) {
    await deleteAttendanceOf(tx, [booking.id]);
    return { kept: false, keptUntil };
  }
  await tx
    .update(warningLetters)
    .set({ subject: "(personal data removed)", body: "", sentTo: [], appealNote: null })
    .where(eq(warningLetters.bookingId, booking.id));
  return { kept: true, keptUntil };
}

export interface AttendanceRowCounts {
  registerEntries: number;
  enrolments: number;
  /** Their appeals are columns of the letter and go with it. */
  warningLetters: number;
}

/**
 * Bookings' register marks, classes and warning letters, deleted with their cached totals;
 * answers how many rows of the first three.
 */
export async function deleteAttendanceOf(
  tx: Database,
  bookingIds: number[],
): Promise<AttendanceRowCounts> {
  if (bookingIds.length === 0) return { registerEntries: 0, enrolments: 0, warningLetters: 0 };
  const marks = await tx
    .delete(registerEntries)
    .where(inArray(registerEntries.bookingId, bookingIds))
    .returning({ lessonId: registerEntries.lessonId });
  const placed = await tx
    .delete(enrolments)
    .where(inArray(enrolments.bookingId, bookingIds))
    .returning({ id: enrolments.id });
  const letters = await tx
    .delete(warningLetters)
    .where(inArray(warningLetters.bookingId, bookingIds))
    .returning({ id: warningLetters.id });
  // The cached minutes (decision 0040) last: the deletes above mark them stale, which re-adds
  // the rows. A cache, so not counted.
  await tx.delete(attendanceTotals).where(inArray(attendanceTotals.bookingId, bookingIds));
  return {
    registerEntries: marks.length,
    enrolments: placed.length,
    warningLetters: letters.length,
  };
}
