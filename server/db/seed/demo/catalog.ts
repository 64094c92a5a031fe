/**
 * The programs and prices the demo sells, read from the database as they are now (staff may have
 * edited them), and the choices a person makes about them: which program suits their age and
 * dates, for how many weeks, from which Monday.
 */
import type { City } from "@shared/bookings/types";
import {
  type AgeGroup,
  ageGroups,
  type DurationOption,
  durationOptions,
  weeksOfDuration,
} from "@shared/content/options";
import { eq } from "drizzle-orm";
import type { PriceBook } from "../../../services/bookings/price-book";
import { createPriceListService } from "../../../services/bookings/price-list";
import { addDays } from "../../../services/bookings/store";
import { cityOfLocation } from "../../../services/leads/quote-estimate";
import type { Database } from "../../client";
import { programs } from "../../schema";
import { mondayFrom } from "./calendar";
import type { Random } from "./random";

export interface DemoProgram {
  id: string;
  title: string;
  location: string;
  category: string;
  season: string;
  ageMin: number;
  ageMax: number | null;
  minWeeks: number | null;
  maxWeeks: number | null;
  tuitionWeeklyCents: number | null;
  priceFrom: number | null;
  hoursPerWeek: number;
  city: City | null;
  junior: boolean;
  /** How often people ask for it, relative to the others. */
  popularity: number;
}

const popularity: Record<string, number> = {
  "general-english-cork": 7,
  "junior-summer-dublin": 6,
  "clover-summer-dublin": 5,
  "exam-preparation": 5,
  "clover-summer-galway": 4,
  "mini-stay-dublin": 3,
  "high-school-integration-cork": 2,
  "cert-tesol": 2,
  "teacher-training": 1.5,
};

export interface Catalog {
  programs: DemoProgram[];
  prices: PriceBook;
}

export async function loadCatalog(tx: Database): Promise<Catalog> {
  const rows = await tx.select().from(programs).where(eq(programs.status, "active"));
  const prices = await createPriceListService({ db: tx, onChange: () => {} }).book(tx);
  return {
    prices,
    programs: rows
      .map((row) => ({
        id: row.id,
        title: row.title,
        location: row.location,
        category: row.category,
        season: row.season,
        ageMin: row.ageMin,
        ageMax: row.ageMax,
        minWeeks: row.minWeeks,
        maxWeeks: row.maxWeeks,
        tuitionWeeklyCents: row.tuitionWeeklyCents,
        priceFrom: row.priceFrom,
        hoursPerWeek: row.hoursPerWeek,
        city: cityOfLocation(row.location),
        junior: row.category === "junior",
        popularity: popularity[row.id] ?? 1,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
  };
}

const ageSpan: Record<AgeGroup, [number, number]> = {
  "12-15": [12, 15],
  "16-17": [16, 17],
  "18-25": [18, 25],
  "26-35": [26, 35],
  "36-50": [36, 50],
  "50+": [51, 70],
};

/** The age groups a program takes (its age range overlaps theirs). */
export function ageGroupsOf(program: DemoProgram): AgeGroup[] {
  return ageGroups.filter((group) => {
    const [from, to] = ageSpan[group];
    return from <= (program.ageMax ?? 120) && to >= program.ageMin;
  });
}

/** An age in years within an age group that the program also takes. */
export function ageIn(random: Random, group: AgeGroup, program: DemoProgram): number {
  const [from, to] = ageSpan[group];
  return random.int(Math.max(from, program.ageMin), Math.min(to, program.ageMax ?? 120));
}

export const isSummerDay = (day: string) => {
  const month = Number(day.slice(5, 7));
  return month >= 6 && month <= 8;
};

/** A program can start that day: summer courses only run in summer. */
export const runsOn = (program: DemoProgram, day: string) =>
  program.season !== "summer" || isSummerDay(day);

/** Sold at a price the offer can show (by the week, or a course fee). */
export const bookable = (program: DemoProgram) =>
  program.tuitionWeeklyCents !== null || program.priceFrom !== null;

export function pickProgram(
  random: Random,
  catalog: Catalog,
  filter: (program: DemoProgram) => boolean,
): DemoProgram | null {
  const candidates = catalog.programs.filter(filter);
  if (candidates.length === 0) return null;
  return random.weighted(candidates.map((program) => [program, program.popularity] as const));
}

/** The weeks a person asks for: one of the form's durations the program allows. */
export function pickWeeks(
  random: Random,
  program: DemoProgram,
  atLeast = 1,
  atMost = 52,
): { weeks: number; duration: DurationOption | null } {
  const min = Math.max(program.minWeeks ?? 1, atLeast);
  const max = Math.min(program.maxWeeks ?? 12, atMost);
  const options = durationOptions.filter((option) => {
    const weeks = weeksOfDuration[option];
    return weeks !== null && weeks >= min && weeks <= max;
  });
  if (options.length === 0) return { weeks: Math.max(min, 1), duration: null };
  // Most people stay two to four weeks.
  const option = random.weighted(
    options.map((value) => {
      const weeks = weeksOfDuration[value] as number;
      return [value, weeks >= 2 && weeks <= 4 ? 3 : 1] as const;
    }),
  );
  return { weeks: weeksOfDuration[option] as number, duration: option };
}

/** A Monday in the coming (or current) summer, at least two weeks after `from`. */
export function summerMonday(random: Random, from: string): string {
  const earliest = addDays(from, 14);
  let year = Number(earliest.slice(0, 4));
  if (earliest > `${year}-08-03`) year += 1;
  const first = mondayFrom(`${year}-06-22`);
  const start = earliest > first ? mondayFrom(earliest) : first;
  const lastStart = `${year}-08-03`;
  const options: string[] = [];
  for (let day = start; day <= lastStart; day = addDays(day, 7)) options.push(day);
  return options.length ? random.pick(options) : mondayFrom(earliest);
}

/** `weeks` of lessons from a Monday end on the Friday of the last week. */
export const endOf = (startDate: string, weeks: number) => addDays(startDate, weeks * 7 - 3);
