/**
 * The /programs filters: read from the URL query, applied on the server so the HTML is complete
 * (and shareable, and works without JavaScript).
 *
 * The rules:
 * - category: a program's own category; `professional` (the "Professional English" menu link) is
 *   the adult category.
 * - location: the program runs in the city (its English location names it: "Dublin & Cork"
 *   matches Dublin and Cork, in every language).
 * - season: the program's season exactly (summer or year-round).
 * - ageGroup: the program's age range (ageMin..ageMax, no upper limit when ageMax is null)
 *   must overlap the group: junior = 11–17, adult = 18 and over, professional = 16 and over
 *   and an adult-category program.
 * Unknown or empty values, and "all", mean no filter.
 */
import type { PublicProgram } from "@shared/content/types";

export const categoryFilters = ["junior", "adult", "teacher", "erasmus", "professional"] as const;
export const locationFilters = ["Dublin", "Cork", "Galway"] as const;
export const ageGroupFilters = ["junior", "adult", "professional"] as const;
export const seasonFilters = ["summer", "year-round"] as const;

export type CategoryFilter = (typeof categoryFilters)[number];
export type LocationFilter = (typeof locationFilters)[number];
export type AgeGroupFilter = (typeof ageGroupFilters)[number];
export type SeasonFilter = (typeof seasonFilters)[number];

export interface ProgramFilters {
  category: CategoryFilter | null;
  location: LocationFilter | null;
  ageGroup: AgeGroupFilter | null;
  season: SeasonFilter | null;
}

export const filterKeys = ["category", "location", "ageGroup", "season"] as const;
export type FilterKey = (typeof filterKeys)[number];

export const noFilters: ProgramFilters = {
  category: null,
  location: null,
  ageGroup: null,
  season: null,
};

/** Age ranges of the age-group filter, in years (inclusive; null: no upper limit). */
export const ageGroupRanges: Record<AgeGroupFilter, { min: number; max: number | null }> = {
  junior: { min: 11, max: 17 },
  adult: { min: 18, max: null },
  professional: { min: 16, max: null },
};

function pick<T extends string>(allowed: readonly T[], raw: string | null): T | null {
  if (!raw) return null;
  const wanted = raw.trim().toLowerCase();
  return allowed.find((value) => value.toLowerCase() === wanted) ?? null;
}

export function parseProgramFilters(params: URLSearchParams): ProgramFilters {
  return {
    category: pick(categoryFilters, params.get("category")),
    location: pick(locationFilters, params.get("location")),
    ageGroup: pick(ageGroupFilters, params.get("ageGroup")),
    season: pick(seasonFilters, params.get("season")),
  };
}

export function hasActiveFilters(filters: ProgramFilters): boolean {
  return filterKeys.some((key) => filters[key] !== null);
}

type FilterableProgram = Pick<
  PublicProgram,
  "category" | "cities" | "season" | "ageMin" | "ageMax"
>;

/** Whether the program's ages (ageMin..ageMax) share at least one year with the range. */
export function agesOverlap(
  program: Pick<PublicProgram, "ageMin" | "ageMax">,
  range: { min: number; max: number | null },
): boolean {
  const programMax = program.ageMax ?? Number.POSITIVE_INFINITY;
  const rangeMax = range.max ?? Number.POSITIVE_INFINITY;
  return program.ageMin <= rangeMax && programMax >= range.min;
}

export function matchesAgeGroup(program: FilterableProgram, group: AgeGroupFilter): boolean {
  if (!agesOverlap(program, ageGroupRanges[group])) return false;
  return group !== "professional" || program.category === "adult";
}

export function matchesFilters(program: FilterableProgram, filters: ProgramFilters): boolean {
  if (filters.category) {
    const category = filters.category === "professional" ? "adult" : filters.category;
    if (program.category !== category) return false;
  }
  if (filters.location && !program.cities.includes(filters.location)) return false;
  if (filters.season && program.season !== filters.season) return false;
  if (filters.ageGroup && !matchesAgeGroup(program, filters.ageGroup)) return false;
  return true;
}

export function filterPrograms<T extends FilterableProgram>(
  programs: readonly T[],
  filters: ProgramFilters,
): T[] {
  return programs.filter((program) => matchesFilters(program, filters));
}

/** The query string of a filter set (only the filters that are set), e.g. `?category=junior`. */
export function filtersToSearch(filters: ProgramFilters): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
