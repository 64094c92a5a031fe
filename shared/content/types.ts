/**
 * Content types that pages, the REST API and services share, so that components never import
 * from server/. Pure types and constants: safe for the browser bundle.
 *
 * English is the source language of programs, destinations and blog posts; Spanish, French and
 * German are translations of it (decision 0014).
 */
import { type City, cities } from "../bookings/types";

export const contentLanguages = ["en", "es", "fr", "de"] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** The languages a translation can be in (English is the source, never a translation). */
export const translationLanguages = ["es", "fr", "de"] as const;
export type TranslationLanguage = (typeof translationLanguages)[number];

export function isTranslationLanguage(value: unknown): value is TranslationLanguage {
  return typeof value === "string" && (translationLanguages as readonly string[]).includes(value);
}

export const translatableEntities = ["program", "destination", "blogPost"] as const;
export type TranslatableEntity = (typeof translatableEntities)[number];

/** The visitor-facing text of each kind of content: what a translation may carry. */
export const translatableFields = {
  program: [
    "title",
    "shortDescription",
    "description",
    "location",
    "duration",
    "ageRange",
    "highlights",
    "inclusions",
    "activities",
    "timetable",
    "faq",
  ],
  destination: ["name", "description", "features"],
  blogPost: ["title", "slug", "excerpt", "content", "category", "tags"],
} as const satisfies Record<TranslatableEntity, readonly string[]>;

export type TranslatableField<E extends TranslatableEntity> =
  (typeof translatableFields)[E][number];

/**
 * - missing: some field the English has is not translated (or nothing is);
 * - outdated: a translated field's English source changed after the translation was saved;
 * - complete: every field is translated from the English as it is now.
 */
export const translationStates = ["missing", "outdated", "complete"] as const;
export type TranslationState = (typeof translationStates)[number];

export interface TranslationStatus {
  state: TranslationState;
  /** Fields with English text and no translation. */
  missing: string[];
  /** Translated fields whose English changed since. */
  outdated: string[];
}

/** Which language each translatable field was actually shown in. */
export type FieldLanguages<F extends string> = Record<F, ContentLanguage>;

export const programCategories = ["junior", "adult", "teacher", "erasmus"] as const;
export const programSeasons = ["summer", "year-round"] as const;
export type ProgramCategory = (typeof programCategories)[number];
export type ProgramSeason = (typeof programSeasons)[number];
/** A timetable section is either one line of text or a set of labelled entries. */
export type TimetableSection = string | Record<string, string>;
export type Timetable = Record<string, TimetableSection>;
export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The campus cities a program's English location names, in the order it names them ("Dublin,
 * Cork & Galway"): what filters, prices and city pages go by, whatever the language the location
 * is shown in ("Dublín, Cork y Galway").
 */
export function citiesOfLocation(location: string): City[] {
  const lower = location.toLowerCase();
  return cities
    .map((city) => ({ city, at: lower.indexOf(city.toLowerCase()) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.city);
}

/** A program as the public site and `GET /api/programs` show it (spec §3 field names). */
export interface PublicProgram {
  id: string;
  title: string;
  shortDescription: string;
  description: string;
  category: ProgramCategory;
  /** Where it runs, in the visitor's language ("Dublín (semipresencial)"). */
  location: string;
  /** The campus cities it runs in (from the English location), for filters and prices. */
  cities: City[];
  /** Partly taught online (the English location says "blended"). */
  blended: boolean;
  season: ProgramSeason;
  duration: string;
  minWeeks: number | null;
  maxWeeks: number | null;
  ageRange: string;
  ageMin: number;
  ageMax: number | null;
  /** Euro; null means "Contact Us". */
  priceFrom: number | null;
  /** Tuition per week in euro. */
  price: number | null;
  image: string | null;
  highlights: string[];
  inclusions: string[];
  activities: string[];
  timetable: Timetable;
  faq: FaqEntry[];
  updatedAt: string;
  /** The language asked for. */
  lang: ContentLanguage;
  /** The language each text field is actually in: English where it is not translated yet. */
  fieldLanguages: FieldLanguages<TranslatableField<"program">>;
}

/** A campus city as staff describe it (admin "Destinations"), in the visitor's language. */
export interface PublicDestination {
  slug: string;
  name: string;
  description: string;
  features: string[];
  lang: ContentLanguage;
  fieldLanguages: FieldLanguages<TranslatableField<"destination">>;
}
