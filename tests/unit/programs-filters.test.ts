import { describe, expect, it } from "vitest";
import { programSeeds } from "../../server/db/seed/programs";
import {
  agesOverlap,
  filterPrograms,
  filtersToSearch,
  hasActiveFilters,
  matchesAgeGroup,
  noFilters,
  parseProgramFilters,
} from "../../shared/content/program-filters";
import { citiesOfLocation } from "../../shared/content/types";

const programs = programSeeds.map((seed) => ({
  id: seed.id,
  category: seed.category,
  cities: citiesOfLocation(seed.location),
  season: seed.season ?? "year-round",
  ageMin: seed.ageMin,
  ageMax: seed.ageMax ?? null,
}));
const ids = (filters: Parameters<typeof filterPrograms>[1]) =>
  filterPrograms(programs, filters).map((program) => program.id);

describe("parseProgramFilters", () => {
  it("reads the four filters and ignores unknown values and 'all'", () => {
    expect(
      parseProgramFilters(
        new URLSearchParams("category=junior&location=dublin&ageGroup=adult&season=summer"),
      ),
    ).toEqual({ category: "junior", location: "Dublin", ageGroup: "adult", season: "summer" });
    expect(
      parseProgramFilters(new URLSearchParams("category=all&location=Paris&ageGroup=&season=x")),
    ).toEqual(noFilters);
  });

  it("round-trips through the query string", () => {
    const filters = parseProgramFilters(new URLSearchParams("location=Cork&season=year-round"));
    expect(filtersToSearch(filters)).toBe("?location=Cork&season=year-round");
    expect(filtersToSearch(noFilters)).toBe("");
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(noFilters)).toBe(false);
  });
});

describe("age ranges", () => {
  it("overlap when they share at least one year; no upper limit is open-ended", () => {
    expect(agesOverlap({ ageMin: 15, ageMax: 18 }, { min: 11, max: 17 })).toBe(true);
    expect(agesOverlap({ ageMin: 18, ageMax: null }, { min: 11, max: 17 })).toBe(false);
    expect(agesOverlap({ ageMin: 11, ageMax: 17 }, { min: 18, max: null })).toBe(false);
    expect(agesOverlap({ ageMin: 23, ageMax: null }, { min: 18, max: null })).toBe(true);
  });

  it("professional means 16 and over in an adult program", () => {
    const adult = {
      category: "adult",
      cities: ["Cork"],
      season: "year-round",
      ageMin: 16,
      ageMax: null,
    } as const satisfies Parameters<typeof matchesAgeGroup>[0];
    expect(matchesAgeGroup(adult, "professional")).toBe(true);
    expect(matchesAgeGroup({ ...adult, category: "teacher" }, "professional")).toBe(false);
  });
});

describe("filterPrograms on the shipped programs", () => {
  it("shows everything without filters", () => {
    expect(ids(noFilters)).toHaveLength(programSeeds.length);
  });

  it("applies the age group for real", () => {
    const junior = ids({ ...noFilters, ageGroup: "junior" });
    expect(junior).toContain("clover-summer-galway");
    expect(junior).toContain("high-school-integration-cork");
    // Personalised programmes take students from 11 with no upper limit.
    expect(junior).toContain("personalised-programmes");
    expect(junior).not.toContain("general-english-cork");
    expect(junior).not.toContain("cert-tesol");

    const adult = ids({ ...noFilters, ageGroup: "adult" });
    expect(adult).toContain("general-english-cork");
    expect(adult).toContain("high-school-integration-cork"); // ages 15–18
    expect(adult).not.toContain("junior-summer-dublin");

    expect(ids({ ...noFilters, ageGroup: "professional" }).sort()).toEqual(
      [
        "exam-preparation",
        "executive-education",
        "general-english-cork",
        "personalised-programmes",
      ].sort(),
    );
  });

  it("maps category=professional to the adult programs", () => {
    expect(ids({ ...noFilters, category: "professional" })).toEqual(
      ids({ ...noFilters, category: "adult" }),
    );
  });

  it("matches a city inside a multi-city location and the exact season", () => {
    expect(ids({ ...noFilters, location: "Galway" }).sort()).toEqual(
      ["clover-summer-galway", "personalised-programmes", "teacher-training"].sort(),
    );
    expect(ids({ ...noFilters, category: "junior", season: "summer" }).sort()).toEqual(
      ["clover-summer-dublin", "clover-summer-galway", "junior-summer-dublin"].sort(),
    );
  });

  it("can match nothing", () => {
    expect(ids({ ...noFilters, category: "teacher", location: "Galway" })).toEqual([]);
  });
});
