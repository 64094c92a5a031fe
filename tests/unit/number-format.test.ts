/**
 * formatNumber and formatEuro stand in for Intl.NumberFormat on public pages (decision 0019):
 * they must print exactly what Intl prints, in every language, or the prices and figures a
 * visitor reads would differ from the ones on the staff's screens and e-mails.
 */
import { describe, expect, it } from "vitest";
import { formatEuro, formatNumber } from "../../app/lib/format";
import { languageInfo, languages } from "../../shared/i18n/languages";

/** A small deterministic generator, so a failure names a value that can be replayed. */
function* sampleValues(): Generator<number> {
  let seed = 20261126;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  yield* [0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 999, 1000, 9999, 10000, 99999, 100000];
  yield* [999.9995, 1.0005, 0.0005, 0.00049, 9.9995, 12345.6785, 1e-7, -1e-7, 123e-9];
  yield* [4.8, 592713, 40000, 1250, 2890, 1e15, 123456789012, 1e21, 2 ** 53];
  // Written with an exponent by JavaScript: a fraction in the mantissa, and negative.
  yield* [1.5e21, 1.2345e22, -9.87e25, 1.5e-7];
  yield* [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (let index = 0; index < 3000; index++) {
    const magnitude = 10 ** Math.floor(next() * 12);
    const value = next() * magnitude;
    yield next() < 0.2 ? -value : value;
    yield Math.round(value);
    yield Math.round(value * 1000) / 1000;
    yield Math.round(value * 2) / 2;
  }
}

describe.each(languages)("number formatting in %s", (lang) => {
  const locale = languageInfo[lang].locale;
  const plain = new Intl.NumberFormat(locale);
  const euros = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  });

  it.each([
    ["formatNumber", formatNumber, plain],
    ["formatEuro", formatEuro, euros],
  ] as const)("%s prints what Intl.NumberFormat prints", (_name, ours, intl) => {
    const mismatches: string[] = [];
    for (const value of sampleValues()) {
      const text = ours(value, lang);
      if (text !== intl.format(value)) mismatches.push(`${value}: ${text} ≠ ${intl.format(value)}`);
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});

describe("the figures visitors read", () => {
  it.each([
    ["en", 592713, "592,713", 1250, "€1,250"],
    ["es", 592713, "592.713", 1250, "1250\u00a0€"],
    ["fr", 592713, "592\u202f713", 1250, "1\u202f250\u00a0€"],
    ["de", 592713, "592.713", 1250, "1.250\u00a0€"],
  ] as const)("%s", (lang, population, populationText, price, priceText) => {
    expect(formatNumber(population, lang)).toBe(populationText);
    expect(formatEuro(price, lang)).toBe(priceText);
  });
});
