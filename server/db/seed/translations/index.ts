import type { TranslationLanguage } from "@shared/content/types";
import { de } from "./de";
import { es } from "./es";
import { fr } from "./fr";
import type { LocaleTranslationSeeds } from "./types";

export const translationSeeds: { lang: TranslationLanguage; seeds: LocaleTranslationSeeds }[] = [
  { lang: "es", seeds: es },
  { lang: "fr", seeds: fr },
  { lang: "de", seeds: de },
];
