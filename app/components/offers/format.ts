import { type Language, languageInfo } from "~/i18n/languages";

/**
 * "2031-06-02" → "2 June 2031" in the page's language. Read as a calendar day (UTC), so the
 * server and the browser print the same day whatever their time zone.
 */
export function formatDay(day: string, lang: Language): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return day;
  return new Intl.DateTimeFormat(languageInfo[lang].locale, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(time));
}
