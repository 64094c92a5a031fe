import type { FaqEntry, Timetable } from "@shared/content/types";

/**
 * The visitor-facing text of one program in one language other than English. English (the
 * seed in ../programs.ts) is the source; every fact here (prices, ages, dates, hours, weeks,
 * place names) is identical to it. Timetable labels are translated too, keeping the times.
 */
export interface ProgramTranslationSeed {
  /** Equal to the English title where the title is a proper name. */
  title: string;
  shortDescription: string;
  description: string;
  /** The English with the cities as the language writes them: "Dublin & Cork" → "Dublín y Cork". */
  location: string;
  /** As the English, e.g. "2-6 weeks" → "2-6 semanas". */
  duration: string;
  /** As the English, e.g. "11-17" stays "11-17", "Qualified teachers" is translated. */
  ageRange: string;
  highlights: string[];
  inclusions: string[];
  activities: string[];
  timetable: Timetable;
  faq: FaqEntry[];
}

/** The visitor-facing text of one destination (campus city) in one language. */
export interface DestinationTranslationSeed {
  name: string;
  description: string;
  features: string[];
}

/** Every seeded translation for one language, keyed by program id and destination slug. */
export interface LocaleTranslationSeeds {
  programs: Record<string, ProgramTranslationSeed>;
  destinations: Record<string, DestinationTranslationSeed>;
}
