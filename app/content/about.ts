import { brand } from "@shared/config/brand";

/** The about page's fixed facts; its words are in the `about` locale namespace. */
export const FOUNDED_YEAR = brand.foundedYear;
/** The spec's claim (§1): 16 years, counted from 2008. */
export const YEARS_OF_TEACHING = 16;

export const aboutValues = [
  "care",
  "excellence",
  "exchange",
  "innovation",
  "integrity",
  "community",
] as const;

export type AboutValue = (typeof aboutValues)[number];

/** Figures of the about page (spec §1: 16 years, 15,000+ students, 50+ countries, 3 cities). */
export const aboutStats = [
  { id: "years", value: YEARS_OF_TEACHING, atLeast: false },
  { id: "students", value: 15000, atLeast: true },
  { id: "countries", value: 50, atLeast: true },
  { id: "cities", value: 3, atLeast: false },
] as const;

export const aboutReasons = ["classes", "teachers", "welfare", "cities"] as const;
