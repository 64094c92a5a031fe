/**
 * Programs as visitors see them: active only, in the order staff set, in the visitor's language
 * (translated fields where a translation exists, English where not; decision 0014).
 */
import { type ContentLanguage, citiesOfLocation, type PublicProgram } from "@shared/content/types";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { programs } from "../../db/schema";
import { localizeFields, type StoredTranslation } from "./translations/logic";
import type { TranslationService } from "./translations/service";

export type { PublicProgram } from "@shared/content/types";

type ProgramRow = typeof programs.$inferSelect;

export function toPublicProgram(
  row: ProgramRow,
  lang: ContentLanguage = "en",
  translation: StoredTranslation | null = null,
): PublicProgram {
  const { value, fieldLanguages } = localizeFields("program", row, lang, translation);
  return {
    id: row.id,
    title: value.title,
    shortDescription: value.shortDescription,
    description: value.description,
    category: row.category,
    location: value.location,
    cities: citiesOfLocation(row.location),
    blended: /\bblended\b/i.test(row.location),
    season: row.season,
    duration: value.duration,
    minWeeks: row.minWeeks,
    maxWeeks: row.maxWeeks,
    ageRange: value.ageRange,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    priceFrom: row.priceFrom,
    price: row.tuitionWeeklyCents === null ? null : row.tuitionWeeklyCents / 100,
    image: row.image,
    highlights: value.highlights,
    inclusions: value.inclusions,
    activities: value.activities,
    timetable: value.timetable,
    faq: value.faq,
    updatedAt: row.updatedAt.toISOString(),
    lang,
    fieldLanguages,
  };
}

export function createProgramService(deps: { db: Database; translations: TranslationService }) {
  const { db } = deps;

  async function localize(rows: ProgramRow[], lang: ContentLanguage): Promise<PublicProgram[]> {
    const translations =
      lang === "en"
        ? new Map<string, StoredTranslation>()
        : await deps.translations.forRecords(
            "program",
            rows.map((row) => row.id),
            lang,
          );
    return rows.map((row) => toPublicProgram(row, lang, translations.get(row.id) ?? null));
  }

  return {
    /** Active programs in the order staff set; drafts and archived ones are never public. */
    async listPublic(lang: ContentLanguage = "en"): Promise<PublicProgram[]> {
      const rows = await db
        .select()
        .from(programs)
        .where(eq(programs.status, "active"))
        .orderBy(asc(programs.sortOrder), asc(programs.title));
      return localize(rows, lang);
    },

    async getPublic(id: string, lang: ContentLanguage = "en"): Promise<PublicProgram | null> {
      const [row] = await db
        .select()
        .from(programs)
        .where(and(eq(programs.id, id), eq(programs.status, "active")))
        .limit(1);
      if (!row) return null;
      const [program] = await localize([row], lang);
      return program ?? null;
    },
  };
}

export type ProgramService = ReturnType<typeof createProgramService>;
