import { type Language, languageInfo } from "~/i18n/languages";

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(languageInfo[lang].locale).format(value);
}

export function formatEuro(value: number, lang: Language): string {
  return new Intl.NumberFormat(languageInfo[lang].locale, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  }).format(value);
}
