/**
 * The activities page's fixed facts (spec §3 "Excursion/activity"): per city, which half-day
 * activities and full-day excursions exist, with their category and picture. Titles,
 * descriptions, highlights and "best for" are in the `activities` locale namespace under
 * `excursions.<id>`.
 */
import type { CityId } from "./destinations";
import { cityIds } from "./destinations";

export type ExcursionDuration = "Half-Day" | "Full-Day";
export type ExcursionCategory = "Cultural" | "Educational" | "Historical" | "Natural";

export interface Excursion {
  id: string;
  duration: ExcursionDuration;
  category: ExcursionCategory;
  image: string;
}

const art = {
  castle: "/images/places/castle.svg",
  museum: "/images/places/museum.svg",
  library: "/images/places/library.svg",
  park: "/images/places/park.svg",
  harbour: "/images/places/harbour.svg",
  market: "/images/places/market.svg",
  island: "/images/places/island.svg",
  coast: "/images/experience/coast.svg",
  music: "/images/experience/music.svg",
  city: "/images/experience/city.svg",
  dublin: "/images/destinations/dublin.svg",
  cork: "/images/destinations/cork.svg",
  galway: "/images/destinations/galway.svg",
} as const;

const half = (id: string, category: ExcursionCategory, image: string): Excursion => ({
  id,
  duration: "Half-Day",
  category,
  image,
});
const full = (id: string, category: ExcursionCategory, image: string): Excursion => ({
  id,
  duration: "Full-Day",
  category,
  image,
});

export const excursionsByCity: Record<CityId, { halfDay: Excursion[]; fullDay: Excursion[] }> = {
  dublin: {
    halfDay: [
      half("book-of-kells", "Historical", art.library),
      half("dublin-castle", "Historical", art.castle),
      half("epic-museum", "Educational", art.museum),
      half("national-gallery", "Cultural", art.museum),
      half("dublinia", "Educational", art.dublin),
      half("kilmainham-gaol", "Historical", art.castle),
      half("phoenix-park", "Natural", art.park),
      half("howth-cliff-walk", "Natural", art.harbour),
    ],
    fullDay: [
      full("glendalough", "Natural", art.park),
      full("newgrange", "Historical", art.island),
      full("kilkenny", "Historical", art.castle),
      full("clonmacnoise", "Historical", art.museum),
      full("national-stud", "Educational", art.park),
    ],
  },
  cork: {
    halfDay: [
      half("english-market", "Cultural", art.market),
      half("shandon-bells", "Historical", art.cork),
      half("cork-city-gaol", "Historical", art.castle),
      half("crawford-gallery", "Cultural", art.museum),
      half("fitzgerald-park", "Natural", art.park),
      half("blarney-castle", "Historical", art.castle),
    ],
    fullDay: [
      full("kinsale", "Cultural", art.harbour),
      full("cobh-spike-island", "Historical", art.harbour),
      full("killarney", "Natural", art.park),
      full("fota-wildlife", "Educational", art.park),
    ],
  },
  galway: {
    halfDay: [
      half("spanish-arch-walk", "Historical", art.galway),
      half("galway-city-museum", "Educational", art.museum),
      half("latin-quarter-music", "Cultural", art.music),
      half("galway-cathedral", "Cultural", art.museum),
      half("salthill-prom", "Natural", art.coast),
      half("claddagh", "Cultural", art.harbour),
    ],
    fullDay: [
      full("cliffs-of-moher", "Natural", art.coast),
      full("inis-mor", "Historical", art.island),
      full("kylemore-abbey", "Historical", art.castle),
      full("connemara-park", "Natural", art.park),
      full("cong", "Historical", art.castle),
    ],
  },
};

export const DEFAULT_ACTIVITY_CITY: CityId = "dublin";

/** `?city=` of the activities page: a known city (any case) or Dublin. */
export function activityCity(value: string | null | undefined): CityId {
  const lower = (value ?? "").trim().toLowerCase();
  return (cityIds as readonly string[]).includes(lower) ? (lower as CityId) : DEFAULT_ACTIVITY_CITY;
}

/** On-campus and evening activities, the same in every city (spec §3: six of them). */
export const eveningActivities = [
  { id: "irish-sports", icon: "trophy" },
  { id: "drama", icon: "drama" },
  { id: "creative-writing", icon: "pen" },
  { id: "stem", icon: "flask" },
  { id: "photography", icon: "camera" },
  { id: "quiz", icon: "lightbulb" },
] as const;

export const seasons = ["summer", "autumnWinter", "spring"] as const;
export const safetyRules = [
  "supervision",
  "ratio",
  "softDrinks",
  "contact",
  "firstAid",
  "curfew",
] as const;
