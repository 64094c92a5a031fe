/**
 * A measure with its unit in the page's language ("1.5 hours", "12 km"), without
 * `Intl.NumberFormat`: its first unit-style formatter loads ICU's unit data, 16–45 ms in one
 * piece while a page hydrates (decision 0021). Kept apart from app/lib/format.ts so that pages
 * without a measure (the home page's budget is 120 KB) do not carry its words.
 */
import type { Language } from "@shared/i18n/languages";
import { decimalMark, formatDecimal, NARROW_NO_BREAK_SPACE, NO_BREAK_SPACE } from "./format";

export type Unit = "hour" | "kilometer" | "year" | "month" | "day";

/** Each unit's words, singular and plural, with the space CLDR puts before them. */
const unitWords: Record<Language, Record<Unit, readonly [one: string, other: string]>> = {
  en: {
    hour: [" hour", " hours"],
    kilometer: [" km", " km"],
    year: [" year", " years"],
    month: [" month", " months"],
    day: [" day", " days"],
  },
  es: {
    hour: [" hora", " horas"],
    kilometer: [" km", " km"],
    year: [" año", " años"],
    month: [" mes", " meses"],
    day: [" día", " días"],
  },
  fr: {
    hour: [`${NO_BREAK_SPACE}heure`, `${NO_BREAK_SPACE}heures`],
    kilometer: [`${NARROW_NO_BREAK_SPACE}km`, `${NARROW_NO_BREAK_SPACE}km`],
    // CLDR's own inconsistency, kept so the two print the same: "1 an" holds, "2 ans" may break.
    year: [`${NO_BREAK_SPACE}an`, " ans"],
    month: [`${NO_BREAK_SPACE}mois`, `${NO_BREAK_SPACE}mois`],
    day: [`${NO_BREAK_SPACE}jour`, `${NO_BREAK_SPACE}jours`],
  },
  de: {
    hour: [" Stunde", " Stunden"],
    kilometer: [" km", " km"],
    year: [" Jahr", " Jahre"],
    month: [" Monat", " Monate"],
    day: [" Tag", " Tage"],
  },
};

/**
 * "1.5 hours", "1,5 heure", "12 km": as `Intl.NumberFormat(locale, { style: "unit", unit,
 * unitDisplay: "long" })` ("short" for kilometres) with at most one decimal. The singular is
 * chosen on the number as printed: French treats 0 to 1.9 as singular, the others only "1".
 */
export function formatUnit(value: number, unit: Unit, lang: Language): string {
  const number = formatDecimal(value, lang, 1);
  // Plural rules look at the number without its sign.
  const magnitude = number.replace(/^-/, "");
  const whole = magnitude.split(decimalMark(lang))[0];
  const singular = lang === "fr" ? whole === "0" || whole === "1" : magnitude === "1";
  const [one, other] = unitWords[lang][unit];
  return number + (singular ? one : other);
}
