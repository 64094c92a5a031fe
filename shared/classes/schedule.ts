/**
 * The lessons of a class from its schedule: every chosen weekday between its first and last
 * day, except Irish public holidays and the school's closures. Days are "YYYY-MM-DD"; weekdays
 * are ISO (1 = Monday … 7 = Sunday).
 */
import { isIrishPublicHoliday } from "./holidays";

export interface ClosedPeriod {
  startsOn: string;
  endsOn: string;
}

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const sunday0 = new Date(`${date}T00:00:00Z`).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

export const isClosed = (date: string, closures: readonly ClosedPeriod[]) =>
  closures.some((closure) => closure.startsOn <= date && date <= closure.endsOn);

export function lessonDates(
  schedule: { startsOn: string; endsOn: string; weekdays: readonly number[] },
  closures: readonly ClosedPeriod[] = [],
): string[] {
  const dates: string[] = [];
  const end = Date.parse(`${schedule.endsOn}T00:00:00Z`);
  for (let at = Date.parse(`${schedule.startsOn}T00:00:00Z`); at <= end; at += 864e5) {
    const date = new Date(at).toISOString().slice(0, 10);
    if (!schedule.weekdays.includes(isoWeekday(date))) continue;
    if (isIrishPublicHoliday(date) || isClosed(date, closures)) continue;
    dates.push(date);
  }
  return dates;
}
