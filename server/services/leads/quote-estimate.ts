/**
 * The price estimate of a quote request: the program's weekly tuition in its city and the city's
 * weekly accommodation price, both from the price list (issue 16, one source of prices with the
 * offers staff send). The quote page shows it live and the request stores it as `totalCost`
 * (whole euros, the legacy field of spec §6). Decision 0005, amended by 0016.
 */

import type { City } from "@shared/config/brand";
import type { AccommodationType } from "@shared/content/options";
import { citiesOfLocation } from "@shared/content/types";
import { accommodationWeekly, type PriceBook, tuitionWeekly } from "../bookings/price-book";

export interface PricedProgram {
  id: string;
  title: string;
  location: string;
  /** The price list's weekly tuition; null when not sold by the week. */
  tuitionWeeklyCents: number | null;
  /** Whole euros: a program without weekly tuition but with a "from" price has a course fee. */
  priceFrom: number | null;
}

export type TuitionBasis = "weekly" | "course-fee" | "on-request";

export interface QuoteEstimate {
  programId: string;
  programTitle: string;
  weeks: number;
  tuitionBasis: TuitionBasis;
  /** Cents; null when the program is priced on request. */
  tuitionCents: number | null;
  accommodation: {
    type: AccommodationType;
    city: City | null;
    /** Cents per week; null without accommodation or without a price for the city. */
    weeklyCents: number | null;
    totalCents: number;
  };
  /** Cents; null when any part is priced on request. */
  totalCents: number | null;
  currency: "EUR";
}

/** The first campus city named in a program's English location ("Dublin & Cork" → Dublin). */
export function cityOfLocation(location: string): City | null {
  return citiesOfLocation(location)[0] ?? null;
}

export function estimateQuote(
  program: PricedProgram,
  weeks: number,
  accommodationType: AccommodationType,
  prices: PriceBook,
): QuoteEstimate {
  const city = cityOfLocation(program.location);
  const weeklyTuition = tuitionWeekly(
    prices,
    { id: program.id, tuitionWeeklyCents: program.tuitionWeeklyCents },
    city,
  );
  const basis: TuitionBasis =
    weeklyTuition !== null ? "weekly" : program.priceFrom !== null ? "course-fee" : "on-request";
  const tuitionCents =
    basis === "weekly"
      ? (weeklyTuition as number) * weeks
      : basis === "course-fee"
        ? (program.priceFrom as number) * 100
        : null;
  const weeklyCents =
    // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: the list has no price for "none" or for no city, so the lookup would answer null too; the check narrows the types
    accommodationType === "none" || city === null
      ? null
      : accommodationWeekly(prices, accommodationType, city);
  // Stryker disable next-line ConditionalExpression: null × weeks is 0 as well; the check is for the reader
  const accommodationTotal = weeklyCents === null ? 0 : weeklyCents * weeks;
  const unknownAccommodation = accommodationType !== "none" && weeklyCents === null;
  return {
    programId: program.id,
    programTitle: program.title,
    weeks,
    tuitionBasis: basis,
    tuitionCents,
    accommodation: { type: accommodationType, city, weeklyCents, totalCents: accommodationTotal },
    totalCents:
      tuitionCents === null || unknownAccommodation ? null : tuitionCents + accommodationTotal,
    currency: "EUR",
  };
}
