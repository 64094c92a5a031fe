/**
 * Calendar days in the page's language, without `Intl.DateTimeFormat`.
 *
 * Why not Intl: the first `Intl.DateTimeFormat` a page creates loads ICU's calendar data,
 * 13–48 ms of main thread on this machine before Lighthouse's 4× throttling, in one task in the
 * middle of hydration (a blog list, a programme's dates, an offer). That one task was a page's
 * longest and most of its Total Blocking Time (issue 13, decision 0021), as
 * `Intl.NumberFormat` was before (app/lib/format.ts). Four languages and two styles are a few
 * dozen words: these print exactly what Intl prints for them (tests/unit/date-format.test.ts
 * compares every day of several years), and the server and the browser share them.
 *
 * A day is read as a calendar day ("2031-06-02"), never through a time zone, so the server and a
 * visitor anywhere print the same day. An instant is shown as its day in UTC (`dayOf`).
 */
import type { Language } from "@shared/i18n/languages";

export type DayStyle = "long" | "short";

const monthNames: Record<Language, Record<DayStyle, readonly string[]>> = {
  en: {
    long: "January February March April May June July August September October November December".split(
      " ",
    ),
    short: "Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec".split(" "),
  },
  es: {
    long: "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(
      " ",
    ),
    short: "ene feb mar abr may jun jul ago sept oct nov dic".split(" "),
  },
  fr: {
    long: "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(
      " ",
    ),
    short: "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(" "),
  },
  de: {
    long: "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(
      " ",
    ),
    short: "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.".split(" "),
  },
};

/** How the day, the month's name and the year are put together: the same in both styles. */
const layouts: Record<
  Language,
  (day: number, month: string, year: number, style: DayStyle) => string
> = {
  en: (day, month, year) => `${day} ${month} ${year}`,
  es: (day, month, year, style) =>
    style === "long" ? `${day} de ${month} de ${year}` : `${day} ${month} ${year}`,
  fr: (day, month, year) => `${day} ${month} ${year}`,
  de: (day, month, year) => `${day}. ${month} ${year}`,
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "2031-06-02" → "2 June 2031" (long) or "2 Jun 2031" (short), as `Intl.DateTimeFormat` with
 * `dateStyle: "long"`, or `{ day: "numeric", month: "short", year: "numeric" }`, in UTC. What
 * is not a day is returned as it came.
 */
export function formatDay(day: string, lang: Language, style: DayStyle = "long"): string {
  const parts = DAY.exec(day);
  if (!parts) return day;
  const [year, month, date] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return day;
  const name = monthNames[lang][style][month - 1] ?? "";
  return layouts[lang](date, name, year, style);
}

/** The day of an instant ("2031-06-02T23:30:00Z" → "2031-06-02"), in UTC. */
export function dayOf(instant: string): string {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? instant : new Date(time).toISOString().slice(0, 10);
}
