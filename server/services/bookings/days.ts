/**
 * Calendar days of the booking pipeline, "YYYY-MM-DD": the school's day (Europe/Dublin) and day
 * arithmetic on the calendar (never through a time zone, so a summer-time change moves nothing).
 */

// Made once: building a formatter costs about a millisecond, formatting with it microseconds.
const dublinDays = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Dublin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The day in Dublin at an instant. */
export function dublinDay(at: Date): string {
  return dublinDays.format(at);
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);
}

/** The earlier of two days (they sort as text). */
export const earlierDay = (a: string, b: string) => [a, b].sort()[0] as string;
/** The later of two days. */
export const laterDay = (a: string, b: string) => [a, b].sort()[1] as string;
