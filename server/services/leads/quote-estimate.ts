/**
 * The price estimate of a quote request: tuition from the program's own price, plus the weekly
 * accommodation rate of the program's city. Staff confirm the real quote within 24 hours; this
 * is what the quote page shows live and what is stored as `totalCost` (the midpoint, in euro).
 * Rates and their sources: docs/decisions/0005-quote-estimate.md.
 */

import type { City } from "../../../app/config/brand";
import type { AccommodationType } from "../../../app/forms/options";

export interface WeeklyRange {
  min: number;
  max: number;
}

/** Euro per week. Host family: spec §9. Residence and hotel: the school's 2026 partner rates. */
export const accommodationRates: Record<
  Exclude<AccommodationType, "none">,
  Record<City, WeeklyRange>
> = {
  "host-family": {
    Dublin: { min: 180, max: 220 },
    Cork: { min: 160, max: 200 },
    Galway: { min: 150, max: 190 },
  },
  "student-residence": {
    Dublin: { min: 260, max: 320 },
    Cork: { min: 220, max: 270 },
    Galway: { min: 210, max: 260 },
  },
  hotel: {
    Dublin: { min: 630, max: 840 },
    Cork: { min: 490, max: 700 },
    Galway: { min: 490, max: 700 },
  },
};

export interface PricedProgram {
  id: string;
  title: string;
  location: string;
  pricePerWeek: number | null;
  priceFrom: number | null;
  minWeeks: number | null;
  maxWeeks: number | null;
}

export type TuitionBasis = "weekly" | "course-fee" | "on-request";

export interface QuoteEstimate {
  programId: string;
  programTitle: string;
  weeks: number;
  tuitionBasis: TuitionBasis;
  /** Null when the program is priced on request. */
  tuition: number | null;
  accommodation: {
    type: AccommodationType;
    city: City | null;
    weekly: WeeklyRange | null;
    total: WeeklyRange;
  };
  /** Null when any part is priced on request. */
  total: { min: number; max: number; estimate: number } | null;
  currency: "EUR";
}

const cityOrder: City[] = ["Dublin", "Cork", "Galway"];

/** The first campus city named in a program's location ("Dublin & Cork" → Dublin). */
export function cityOfLocation(location: string): City | null {
  const lower = location.toLowerCase();
  const found = cityOrder
    .map((city) => ({ city, at: lower.indexOf(city.toLowerCase()) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at);
  return found[0]?.city ?? null;
}

export function tuitionBasisOf(program: PricedProgram): TuitionBasis {
  if (program.pricePerWeek !== null) return "weekly";
  if (program.priceFrom !== null) return "course-fee";
  return "on-request";
}

export function estimateQuote(
  program: PricedProgram,
  weeks: number,
  accommodationType: AccommodationType,
): QuoteEstimate {
  const basis = tuitionBasisOf(program);
  const tuition =
    basis === "weekly"
      ? (program.pricePerWeek as number) * weeks
      : basis === "course-fee"
        ? (program.priceFrom as number)
        : null;
  const city = cityOfLocation(program.location);
  const weekly =
    accommodationType === "none" || city === null
      ? null
      : accommodationRates[accommodationType][city];
  const accommodationTotal = weekly
    ? { min: weekly.min * weeks, max: weekly.max * weeks }
    : { min: 0, max: 0 };
  const unknownAccommodation = accommodationType !== "none" && weekly === null;
  const total =
    tuition === null || unknownAccommodation
      ? null
      : {
          min: tuition + accommodationTotal.min,
          max: tuition + accommodationTotal.max,
          estimate: tuition + Math.round((accommodationTotal.min + accommodationTotal.max) / 2),
        };
  return {
    programId: program.id,
    programTitle: program.title,
    weeks,
    tuitionBasis: basis,
    tuition,
    accommodation: { type: accommodationType, city, weekly, total: accommodationTotal },
    total,
    currency: "EUR",
  };
}
