/**
 * The price estimate the quote page shows live (issue 16): computed by
 * server/services/leads/quote-estimate.ts from the price list.
 */
import type { City } from "../config/brand";
import type { AccommodationType } from "../content/options";

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
