/**
 * How long an erased booking's attendance is kept (decision 0037), as pure rules on calendar
 * days ("YYYY-MM-DD", the school's day in Dublin): the erasure (./attendance.ts) and the
 * retention job (./attendance-retention.ts) both ask them, so a booking's attendance is deleted
 * on the same day whichever comes first.
 */
export interface CourseDays {
  startDate: string | null;
  endDate: string | null;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The same month and day in `year`, as "YYYY-MM-DD". */
const inYear = (day: string, year: number) => `${String(year).padStart(4, "0")}${day.slice(4)}`;

/** `day` plus `years` calendar years; 29 February becomes 28 February in a common year. */
function yearsAfter(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  // Not Date.parse: V8 reads "2029-02-29" as 1 March instead of refusing it.
  return day.endsWith("-02-29") && !isLeapYear(year)
    ? inYear(day, year).replace("-02-29", "-02-28")
    : inYear(day, year);
}

/**
 * The last day an erased booking's attendance is kept: the retention period after the course's
 * end (its last day, else its first; a booking with neither keeps it from the day of erasure).
 */
export function attendanceKeptUntil(
  booking: CourseDays,
  erasedOn: string,
  retentionYears: number,
): string {
  return yearsAfter(booking.endDate ?? booking.startDate ?? erasedOn, retentionYears);
}

/** Whether an erased booking's attendance is past its period on `today`: kept until, not on. */
export function attendanceDue(
  booking: CourseDays,
  erasedOn: string,
  retentionYears: number,
  today: string,
): boolean {
  return today > attendanceKeptUntil(booking, erasedOn, retentionYears);
}

/**
 * The first course end whose attendance is still kept on `today`: every earlier one is due. Only
 * shown (the dry run's "older than" column); `attendanceDue` decides. On 29 February, when the
 * same day `retentionYears` earlier did not exist, a course that ended on 28 February is past
 * its period (kept until 28 February) and one that ended on 1 March is not.
 */
export function attendanceCourseEndCutoff(today: string, retentionYears: number): string {
  const year = Number(today.slice(0, 4)) - retentionYears;
  return today.endsWith("-02-29") && !isLeapYear(year)
    ? inYear(today, year).replace("-02-29", "-03-01")
    : inYear(today, year);
}
