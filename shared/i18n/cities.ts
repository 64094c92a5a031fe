/**
 * The campus cities as each language writes them (issue 34): Spanish has its own name for
 * Dublin ("Dublín"); French and German write Dublin; Cork and Galway are the same in all four.
 * The one table for a city's name in text a family or an agent reads: the offer page, the offer
 * lines, the partner portal and the contact page. A program's location is content, translated
 * with the program (decision 0014).
 */
import type { City } from "../config/brand";
import type { Language } from "./languages";

export const cityNames: Record<Language, Record<City, string>> = {
  en: { Dublin: "Dublin", Cork: "Cork", Galway: "Galway" },
  es: { Dublin: "Dublín", Cork: "Cork", Galway: "Galway" },
  fr: { Dublin: "Dublin", Cork: "Cork", Galway: "Galway" },
  de: { Dublin: "Dublin", Cork: "Cork", Galway: "Galway" },
};

/** The city's name in `lang`; a name that is not a campus city comes back as it is. */
export function cityName(city: string, lang: Language): string {
  return (cityNames[lang] as Record<string, string>)[city] ?? city;
}
