import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { programs } from "../db/schema";

type ProgramRow = typeof programs.$inferSelect;

/** A program as the public site and `GET /api/programs` show it (spec §3 field names). */
export interface PublicProgram {
  id: string;
  title: string;
  shortDescription: string;
  description: string;
  category: ProgramRow["category"];
  location: string;
  season: ProgramRow["season"];
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
  timetable: ProgramRow["timetable"];
  faq: ProgramRow["faq"];
  updatedAt: string;
}

export function toPublicProgram(row: ProgramRow): PublicProgram {
  return {
    id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    description: row.description,
    category: row.category,
    location: row.location,
    season: row.season,
    duration: row.duration,
    minWeeks: row.minWeeks,
    maxWeeks: row.maxWeeks,
    ageRange: row.ageRange,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    priceFrom: row.priceFrom,
    price: row.pricePerWeek,
    image: row.image,
    highlights: row.highlights,
    inclusions: row.inclusions,
    activities: row.activities,
    timetable: row.timetable,
    faq: row.faq,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createProgramService(db: Database) {
  return {
    /** Active programs in the order staff set; drafts and archived ones are never public. */
    async listPublic(): Promise<PublicProgram[]> {
      const rows = await db
        .select()
        .from(programs)
        .where(eq(programs.status, "active"))
        .orderBy(asc(programs.sortOrder), asc(programs.title));
      return rows.map(toPublicProgram);
    },

    async getPublic(id: string): Promise<PublicProgram | null> {
      const [row] = await db
        .select()
        .from(programs)
        .where(and(eq(programs.id, id), eq(programs.status, "active")))
        .limit(1);
      return row ? toPublicProgram(row) : null;
    },
  };
}

export type ProgramService = ReturnType<typeof createProgramService>;
