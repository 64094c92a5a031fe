/**
 * The price list (issue 16): weekly tuition per program and city, accommodation per city and
 * type, fees and the deposit rule. Staff edit it; offers and the quote estimate read it.
 */
import type { City } from "../config/brand";
import type { AccommodationType } from "../content/options";

// ── Price list ───────────────────────────────────────────────────────────────────────────────

/**
 * A program's weekly tuition (null: not sold by the week; its "from" price is a course fee or the
 * price is on request) and the cities where it differs.
 */
export interface ProgramTuition {
  programId: string;
  programTitle: string;
  location: string;
  status: "active" | "draft" | "archived";
  weeklyCents: number | null;
  /** Hours of tuition per week: printed on the letter of acceptance. */
  hoursPerWeek: number;
  cityPrices: Partial<Record<City, number>>;
}

export type PricedAccommodation = Exclude<AccommodationType, "none">;

export interface AccommodationPrice {
  type: PricedAccommodation;
  city: City;
  weeklyCents: number;
}

export type DepositRule = { kind: "percent"; percent: number } | { kind: "fixed"; cents: number };

export interface PriceFees {
  /** Once per booking. */
  registrationCents: number;
  /** Course books and materials, once per booking. */
  materialsCents: number;
  /** One way; a return transfer is two. */
  airportTransferCents: number;
  /** Per week, for a student under 18 on the start date. */
  guardianshipWeeklyCents: number;
}

export interface PriceList {
  tuition: ProgramTuition[];
  accommodation: AccommodationPrice[];
  fees: PriceFees;
  deposit: DepositRule;
  updatedAt: string | null;
}

/** What an admin saves from the price list screen (the whole list at once). */
export interface PriceListInput {
  tuition: Array<Pick<ProgramTuition, "programId" | "weeklyCents" | "hoursPerWeek" | "cityPrices">>;
  accommodation: AccommodationPrice[];
  fees: PriceFees;
  deposit: DepositRule;
}
