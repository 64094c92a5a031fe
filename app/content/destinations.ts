/**
 * The destination pages' fixed facts (spec §2 "Destinations", §3 "Destination content"): which
 * cities, tabs, highlights, facilities and attractions exist, their pictures and numbers. The
 * words are in the `destinations` locale namespace under the same ids; addresses, phones and
 * e-mails come from `campuses` in shared/config/brand.ts.
 */
import { brand, type CampusId } from "@shared/config/brand";

export const cityIds = ["dublin", "cork", "galway"] as const satisfies readonly CampusId[];
export type CityId = (typeof cityIds)[number];
export const DEFAULT_CITY: CityId = "dublin";

/** `DUBLIN`, `Dublin` and `dublin` are the same city; anything else is not a city we have. */
export function parseCity(value: string | null | undefined): CityId | null {
  const lower = (value ?? "").trim().toLowerCase();
  return (cityIds as readonly string[]).includes(lower) ? (lower as CityId) : null;
}

export const destinationTabs = ["overview", "campus", "attractions", "programs", "life"] as const;
export type DestinationTab = (typeof destinationTabs)[number];
export const DEFAULT_TAB: DestinationTab = "overview";

export function parseTab(value: string | null | undefined): DestinationTab {
  const lower = (value ?? "").trim().toLowerCase();
  return (destinationTabs as readonly string[]).includes(lower)
    ? (lower as DestinationTab)
    : DEFAULT_TAB;
}

export type AttractionCategory = "history" | "culture" | "nature" | "food" | "music";

export interface Attraction {
  id: string;
  image: string;
  category: AttractionCategory;
  /** A typical visit, in hours. */
  hours: number;
  /** From the campus door, in kilometres. */
  distanceKm: number;
}

export interface CityFacts {
  id: CityId;
  heroImage: string;
  /** People living in the city (Dublin: the metropolitan area), rounded. */
  population: number;
  /** IANA time zone: Irish Standard Time in summer, Greenwich Mean Time in winter. */
  timezone: "Europe/Dublin";
  currency: "EUR";
  highlights: readonly string[];
  facilities: readonly { id: string; image: string }[];
  attractions: readonly Attraction[];
  /** The program whose PDF brochure the closing call to action offers. */
  mainProgramId: string;
  /** Pictures of the Virtual Tour, in order. */
  tour: readonly { id: string; image: string }[];
}

const facilities = [
  { id: "classrooms", image: "/images/places/classroom.svg" },
  { id: "lounge", image: "/images/places/lounge.svg" },
  { id: "study", image: "/images/places/library.svg" },
] as const;

export const cityFacts: Record<CityId, CityFacts> = {
  dublin: {
    id: "dublin",
    heroImage: "/images/destinations/dublin.svg",
    population: 1_450_000,
    timezone: "Europe/Dublin",
    currency: "EUR",
    highlights: ["capital", "history", "tech", "green"],
    facilities,
    attractions: [
      {
        id: "trinity",
        image: "/images/places/library.svg",
        category: "history",
        hours: 2,
        distanceKm: 0.8,
      },
      {
        id: "stephensGreen",
        image: "/images/places/park.svg",
        category: "nature",
        hours: 1,
        distanceKm: 0.3,
      },
      {
        id: "castle",
        image: "/images/places/castle.svg",
        category: "history",
        hours: 1.5,
        distanceKm: 1.4,
      },
      {
        id: "museum",
        image: "/images/places/museum.svg",
        category: "culture",
        hours: 2,
        distanceKm: 0.5,
      },
      {
        id: "templeBar",
        image: "/images/experience/music.svg",
        category: "music",
        hours: 2,
        distanceKm: 1.2,
      },
      {
        id: "howth",
        image: "/images/places/harbour.svg",
        category: "nature",
        hours: 4,
        distanceKm: 15,
      },
    ],
    mainProgramId: "junior-summer-dublin",
    tour: [
      { id: "street", image: "/images/destinations/dublin.svg" },
      { id: "classroom", image: "/images/places/classroom.svg" },
      { id: "lounge", image: "/images/places/lounge.svg" },
      { id: "study", image: "/images/places/library.svg" },
      { id: "park", image: "/images/places/park.svg" },
    ],
  },
  cork: {
    id: "cork",
    heroImage: "/images/destinations/cork.svg",
    population: 225_000,
    timezone: "Europe/Dublin",
    currency: "EUR",
    highlights: ["food", "friendly", "harbour", "students"],
    facilities,
    attractions: [
      {
        id: "englishMarket",
        image: "/images/places/market.svg",
        category: "food",
        hours: 1,
        distanceKm: 0.4,
      },
      {
        id: "shandon",
        image: "/images/destinations/cork.svg",
        category: "history",
        hours: 1,
        distanceKm: 1.3,
      },
      {
        id: "fitzgeraldPark",
        image: "/images/places/park.svg",
        category: "nature",
        hours: 1.5,
        distanceKm: 2,
      },
      {
        id: "blarney",
        image: "/images/places/castle.svg",
        category: "history",
        hours: 3,
        distanceKm: 8,
      },
      {
        id: "cobh",
        image: "/images/places/harbour.svg",
        category: "culture",
        hours: 4,
        distanceKm: 24,
      },
    ],
    mainProgramId: "general-english-cork",
    tour: [
      { id: "street", image: "/images/destinations/cork.svg" },
      { id: "classroom", image: "/images/places/classroom.svg" },
      { id: "lounge", image: "/images/places/lounge.svg" },
      { id: "study", image: "/images/places/library.svg" },
      { id: "market", image: "/images/places/market.svg" },
    ],
  },
  galway: {
    id: "galway",
    heroImage: "/images/destinations/galway.svg",
    population: 85_000,
    timezone: "Europe/Dublin",
    currency: "EUR",
    highlights: ["arts", "atlantic", "gaeltacht", "compact"],
    facilities,
    attractions: [
      {
        id: "spanishArch",
        image: "/images/destinations/galway.svg",
        category: "history",
        hours: 1,
        distanceKm: 0.2,
      },
      {
        id: "salthill",
        image: "/images/experience/coast.svg",
        category: "nature",
        hours: 2,
        distanceKm: 2.5,
      },
      {
        id: "latinQuarter",
        image: "/images/experience/music.svg",
        category: "music",
        hours: 2,
        distanceKm: 0.4,
      },
      {
        id: "cathedral",
        image: "/images/places/museum.svg",
        category: "culture",
        hours: 1,
        distanceKm: 0.9,
      },
      {
        id: "aran",
        image: "/images/places/island.svg",
        category: "nature",
        hours: 8,
        distanceKm: 45,
      },
    ],
    mainProgramId: `${brand.slug}-summer-galway`,
    tour: [
      { id: "street", image: "/images/destinations/galway.svg" },
      { id: "classroom", image: "/images/places/classroom.svg" },
      { id: "lounge", image: "/images/places/lounge.svg" },
      { id: "study", image: "/images/places/library.svg" },
      { id: "coast", image: "/images/experience/coast.svg" },
    ],
  },
};

/** The closing call to action's figures (spec §2: destination pages say 5,000+ and 15+ years). */
export const destinationClaims = { rating: 4.9, students: 5000, years: 15 } as const;

/** The four support services every campus offers (spec §2 "Student Life"). */
export const supportServices = ["helpline", "academic", "activities", "wellness"] as const;

/**
 * A city's programs: every public program that runs there ("Dublin, Cork & Galway" counts for
 * all three), in the order staff set.
 */
export function programsInCity<T extends { cities: readonly string[] }>(
  programs: T[],
  city: CityId,
): T[] {
  return programs.filter((program) => program.cities.some((name) => name.toLowerCase() === city));
}

/** The page's own path for a city, without a language prefix. */
export function cityPath(city: CityId): string {
  return `/destinations/${city}`;
}
