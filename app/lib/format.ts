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
 * always matches. Measures with their unit are in app/lib/unit-format.ts.
 */
import type { Language } from "@shared/i18n/languages";

interface NumberSymbols {
  group: string;
  decimal: string;
  /** Spanish leaves four-digit numbers ungrouped (1234, but 12.345): CLDR's minimumGroupingDigits. */
  minimumGroupingDigits: 1 | 2;
  /** Where the euro sign goes. */
  euro: (digits: string) => string;
}

export const NO_BREAK_SPACE = "\u00a0";
export const NARROW_NO_BREAK_SPACE = "\u202f";

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

/** A number as `Intl.NumberFormat(locale, { maximumFractionDigits: places })` prints it. */
export function formatDecimal(value: number, lang: Language, places: number): string {
  return format(value, lang, places, false);
}

/** The mark between whole and fraction: "." in English, "," in the other three. */
export function decimalMark(lang: Language): string {
  return symbols[lang].decimal;
}

/** `new Intl.NumberFormat(locale).format(value)`: grouped, at most three decimals. */
export function formatNumber(value: number, lang: Language): string {
  return format(value, lang, 3, false);
}

/** Whole euros, as `Intl.NumberFormat(locale, { style: "currency", currency: "EUR", maximumFractionDigits: 0 })`. */
export function formatEuro(value: number, lang: Language): string {
  return format(value, lang, 0, true);
}
