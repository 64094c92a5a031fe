/**
 * Money in integer cents of EUR: rounding to the cent and printing an amount in a language.
 * Shared by the browser (offer editor, offer page) and the server (offers, e-mails, letters).
 */

/** Half away from zero, to the cent: €10.005 → €10.01, −€10.005 → −€10.01. */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

const moneyLocales: Record<string, string> = {
  en: "en-IE",
  es: "es-ES",
  fr: "fr-FR",
  de: "de-DE",
};

/** Formatters made once per locale and cents/no cents: building one costs far more than using it. */
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}/${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: fractionDigits,
    });
    formatters.set(key, format);
  }
  return format;
}

/** "€1,234.50" in the page's language; whole euros without cents ("€1,234"). */
// Stryker disable next-line StringLiteral: without a language the lookup falls back to English as well
export function formatCents(cents: number, lang = "en"): string {
  return moneyFormat(moneyLocales[lang] ?? "en-IE", cents % 100 === 0 ? 0 : 2).format(cents / 100);
}
