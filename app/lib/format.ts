/**
 * Numbers and euro amounts in the page's language, without `Intl.NumberFormat`.
 *
 * Why not Intl: the first `Intl.NumberFormat` a page creates loads ICU's number data, which
 * costs 110–140 ms of main thread on a phone-speed CPU (Lighthouse's 4× throttling), once per
 * page load. Public pages format numbers while they hydrate (a city's population, a programme's
 * price), so that one call was the page's longest task and most of its Total Blocking Time
 * (issue 13, decision 0019). The four languages' rules are few and fixed: these functions give
 * exactly what `Intl.NumberFormat` gives for them (tests/unit/number-format.test.ts compares
 * the two over thousands of values), and the server and the browser share them, so hydration
 * always matches. The same goes for a measure with its unit (`formatUnit`), which needs
 * `Intl.NumberFormat`'s unit data.
 */
import type { Language } from "~/i18n/languages";

interface NumberSymbols {
  group: string;
  decimal: string;
  /** Spanish leaves four-digit numbers ungrouped (1234, but 12.345): CLDR's minimumGroupingDigits. */
  minimumGroupingDigits: 1 | 2;
  /** Where the euro sign goes. */
  euro: (digits: string) => string;
}

const NO_BREAK_SPACE = "\u00a0";
const NARROW_NO_BREAK_SPACE = "\u202f";

const symbols: Record<Language, NumberSymbols> = {
  en: { group: ",", decimal: ".", minimumGroupingDigits: 1, euro: (digits) => `€${digits}` },
  es: {
    group: ".",
    decimal: ",",
    minimumGroupingDigits: 2,
    euro: (digits) => `${digits}${NO_BREAK_SPACE}€`,
  },
  fr: {
    group: NARROW_NO_BREAK_SPACE,
    decimal: ",",
    minimumGroupingDigits: 1,
    euro: (digits) => `${digits}${NO_BREAK_SPACE}€`,
  },
  de: {
    group: ".",
    decimal: ",",
    minimumGroupingDigits: 1,
    euro: (digits) => `${digits}${NO_BREAK_SPACE}€`,
  },
};

/** "1.5e-7" → "0.00000015", "1e+21" → "1000000000000000000000": the shortest decimal, spelled out. */
function plainDecimal(magnitude: number): string {
  const text = String(magnitude);
  const exponentAt = text.indexOf("e");
  if (exponentAt < 0) return text;
  const exponent = Number(text.slice(exponentAt + 1));
  const [whole = "", fraction = ""] = text.slice(0, exponentAt).split(".");
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + "0".repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * Rounds a spelled-out decimal to `places` fraction digits, halves away from zero (ICU's
 * default), on the decimal digits themselves (as ICU does), not on the binary value: 1.0005 → 1.001.
 */
function roundDecimal(text: string, places: number): { whole: string; fraction: string } {
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length <= places) return { whole, fraction: fraction.replace(/0+$/, "") };
  const kept = (whole + fraction.slice(0, places)).split("").map(Number);
  if (Number(fraction[places]) >= 5) {
    let index = kept.length - 1;
    while (index >= 0 && kept[index] === 9) {
      kept[index] = 0;
      index -= 1;
    }
    if (index < 0) kept.unshift(1);
    else kept[index] = (kept[index] ?? 0) + 1;
  }
  const digits = kept.join("");
  const point = digits.length - places;
  return {
    whole: digits.slice(0, point) || "0",
    fraction: digits.slice(point).replace(/0+$/, ""),
  };
}

function groupThousands(whole: string, { group, minimumGroupingDigits }: NumberSymbols): string {
  if (whole.length < 4 + (minimumGroupingDigits - 1)) return whole;
  return whole.replace(/\B(?=(\d{3})+$)/g, group);
}

function format(value: number, lang: Language, places: number, asEuro: boolean): string {
  const rules = symbols[lang];
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  let digits: string;
  if (Number.isNaN(value)) digits = "NaN";
  else if (!Number.isFinite(value)) digits = "∞";
  else {
    const { whole, fraction } = roundDecimal(plainDecimal(Math.abs(value)), places);
    digits = `${groupThousands(whole, rules)}${fraction ? rules.decimal + fraction : ""}`;
  }
  return sign + (asEuro ? rules.euro(digits) : digits);
}

/** `new Intl.NumberFormat(locale).format(value)`: grouped, at most three decimals. */
export function formatNumber(value: number, lang: Language): string {
  return format(value, lang, 3, false);
}

/** Whole euros, as `Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 0 })`. */
export function formatEuro(value: number, lang: Language): string {
  return format(value, lang, 0, true);
}

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
  const number = format(value, lang, 1, false);
  // Plural rules look at the number without its sign.
  const magnitude = number.replace(/^-/, "");
  const whole = magnitude.split(symbols[lang].decimal)[0];
  const singular = lang === "fr" ? whole === "0" || whole === "1" : magnitude === "1";
  const [one, other] = unitWords[lang][unit];
  return number + (singular ? one : other);
}
