/** How the class screens write a schedule: "Mon, Tue, Thu · 09:00–12:00", "1 Mar – 26 Mar 2027". */
import type { ClassSummary } from "@shared/classes/types";

export const weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export const weekdayLongNames = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export const weekdaysText = (weekdays: readonly number[]) =>
  weekdays.map((day) => weekdayNames[day - 1] ?? "?").join(", ");

export const timesText = (klass: Pick<ClassSummary, "startTime" | "endTime">) =>
  `${klass.startTime}–${klass.endTime}`;

const dayFormat = new Intl.DateTimeFormat("en-IE", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const shortDayFormat = new Intl.DateTimeFormat("en-IE", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** "1 Mar 2027" of a "YYYY-MM-DD" day. */
export const dayText = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
/** "Mon 1 Mar" of a "YYYY-MM-DD" day. */
export const shortDayText = (day: string) => shortDayFormat.format(new Date(`${day}T00:00:00Z`));

export const datesText = (klass: Pick<ClassSummary, "startsOn" | "endsOn">) =>
  `${dayText(klass.startsOn)} – ${dayText(klass.endsOn)}`;
