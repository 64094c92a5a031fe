/**
 * Irish public holidays (Organisation of Working Time Act 1997, as amended), computed for any
 * year so that lesson schedules never need a table kept up to date by hand. Days are
 * "YYYY-MM-DD". A holiday falling on a weekend moves nothing here: the lessons of a weekend are
 * not scheduled anyway, and the substitute day is the employer's choice, not a closure.
 */

const day = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday. */
const weekday = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month - 1, date)).getUTCDay();

/** The first Monday of a month. */
export function firstMonday(year: number, month: number): string {
  const offset = (8 - weekday(year, month, 1)) % 7;
  return day(year, month, 1 + offset);
}

/** The last Monday of a month. */
export function lastMonday(year: number, month: number): string {
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const offset = (weekday(year, month, lastDate) + 6) % 7;
  return day(year, month, lastDate - offset);
}

/** Easter Sunday in the Gregorian calendar (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return day(year, month, date);
}

/** St Brigid's Day holiday (from 2023): the first Monday of February, or 1 February if a Friday. */
export function stBrigidsDay(year: number): string {
  return weekday(year, 2, 1) === 5 ? day(year, 2, 1) : firstMonday(year, 2);
}

/** The public holidays of a year, in date order (written in that order). */
export function irishPublicHolidays(year: number): string[] {
  const easter = Date.parse(`${easterSunday(year)}T00:00:00Z`);
  const easterMonday = new Date(easter + 864e5).toISOString().slice(0, 10);
  return [
    day(year, 1, 1),
    ...(year >= 2023 ? [stBrigidsDay(year)] : []),
    day(year, 3, 17),
    easterMonday,
    firstMonday(year, 5),
    firstMonday(year, 6),
    firstMonday(year, 8),
    lastMonday(year, 10),
    day(year, 12, 25),
    day(year, 12, 26),
  ];
}

/** True when `date` ("YYYY-MM-DD") is an Irish public holiday. */
export function isIrishPublicHoliday(date: string): boolean {
  return irishPublicHolidays(Number(date.slice(0, 4))).includes(date);
}
