/**
 * Dates as staff read them, in the Irish style and Irish time: "7 Dec 2026", "Mon 7 Dec",
 * "7 Dec 2026, 14:05". The one module every admin screen, table and chart axis formats dates
 * with, so no screen picks a locale of its own (issue 34: "12/7/26" is 12 July to an Irish
 * reader, 7 December to the old system that printed it).
 *
 * The words are written here, not asked of `Intl` for a locale: ICU versions differ between Node
 * and browsers ("Sep" or "Sept" in en-IE), and the server's text must be the browser's after
 * hydration. `Intl` is only asked for the numbers of an instant in Irish time.
 *
 * A calendar day ("2026-12-07") is that day wherever it is read; an instant (a Date or an ISO
 * string with a time) is shown as the day and time it was in Dublin.
 */

const monthNames = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;
const weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

export const ADMIN_TIME_ZONE = "Europe/Dublin";

export type DateInput = Date | string | null | undefined;

/** What is shown where there is no date. */
export const NO_DATE = "—";

interface Parts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 (Sunday) – 6 */
  weekday: number;
  hour: number;
  minute: number;
}

const dublinNumbers = new Intl.DateTimeFormat("en-GB", {
  timeZone: ADMIN_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a calendar day (as written) or of an instant (in Irish time); null if neither. */
function partsOf(value: DateInput): Parts | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const day = calendarDay.exec(value);
    if (day) {
      const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
      const utc = new Date(Date.UTC(year, month - 1, date));
      if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date) return null;
      return { year, month, day: date, weekday: utc.getUTCDay(), hour: 0, minute: 0 };
    }
  }
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const numbers: Record<string, number> = {};
  for (const part of dublinNumbers.formatToParts(instant)) {
    if (part.type !== "literal") numbers[part.type] = Number(part.value);
  }
  const year = numbers.year ?? 0;
  const month = numbers.month ?? 1;
  const day = numbers.day ?? 1;
  return {
    year,
    month,
    day,
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    hour: numbers.hour ?? 0,
    minute: numbers.minute ?? 0,
  };
}

const two = (value: number) => String(value).padStart(2, "0");
const dayMonth = (parts: Parts) => `${parts.day} ${monthNames[parts.month - 1]}`;

/** "7 Dec 2026": every date of the admin. */
export function formatDate(value: DateInput): string {
  const parts = partsOf(value);
  return parts ? `${dayMonth(parts)} ${parts.year}` : NO_DATE;
}

/** "7 Dec 2026, 14:05": when something happened (a lead arrived, a message was sent). */
export function formatDateTime(value: DateInput): string {
  const parts = partsOf(value);
  return parts
    ? `${dayMonth(parts)} ${parts.year}, ${two(parts.hour)}:${two(parts.minute)}`
    : NO_DATE;
}

/** "14:05", the 24-hour clock in Irish time. */
export function formatTime(value: DateInput): string {
  const parts = partsOf(value);
  return parts ? `${two(parts.hour)}:${two(parts.minute)}` : NO_DATE;
}

/**
 * "Mon 7 Dec" (timetables: the day of the week is what staff check a start date by), or
 * "Mon 7 Dec 2026" with the year.
 */
export function formatWeekday(value: DateInput, options: { year?: boolean } = {}): string {
  const parts = partsOf(value);
  if (!parts) return NO_DATE;
  const text = `${weekdayNames[parts.weekday]} ${dayMonth(parts)}`;
  return options.year ? `${text} ${parts.year}` : text;
}

/**
 * A course's days, "Mon 7 Dec – Fri 18 Dec 2026": the year once when both are in it, each
 * day's own otherwise ("Mon 28 Dec 2026 – Fri 8 Jan 2027"). Either end may be missing.
 */
export function formatDayRange(start: DateInput, end: DateInput): string {
  const from = partsOf(start);
  const to = partsOf(end);
  if (!from && !to) return NO_DATE;
  if (!from || !to) {
    return `${formatWeekday(start, { year: true })} – ${formatWeekday(end, { year: true })}`;
  }
  const sameYear = from.year === to.year;
  return `${formatWeekday(start, { year: !sameYear })} – ${formatWeekday(end, { year: true })}`;
}

/** "7 Dec": a chart's axis, where the year is in the chart's title or range. */
export function formatAxisDay(value: DateInput): string {
  const parts = partsOf(value);
  return parts ? dayMonth(parts) : NO_DATE;
}

/** "Dec 2026" for a month ("2026-12"), e.g. a monthly chart's axis. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  return match && index >= 0 && index < 12 ? `${monthNames[index]} ${match[1]}` : month;
}
