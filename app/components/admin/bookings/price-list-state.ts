/**
 * The price list screen's state: every amount as the euro text the admin typed (nothing is lost
 * on an error), and its conversion to the `PriceListInput` the shared schema checks.
 */

import { centsFromText, centsToText, priceListInputSchema } from "@shared/bookings/forms";
import {
  type City,
  cities,
  type PricedAccommodation,
  type PriceFees,
  type PriceList,
  type ProgramTuition,
} from "@shared/bookings/types";

export const pricedAccommodation = [
  "host-family",
  "student-residence",
  "hotel",
] as const satisfies readonly PricedAccommodation[];

export const feeFields = [
  ["registrationCents", "Registration fee (€)", "Once per booking."],
  ["materialsCents", "Course materials (€)", "Books and materials, once per booking."],
  ["airportTransferCents", "Airport transfer, one way (€)", "A return transfer is two."],
  [
    "guardianshipWeeklyCents",
    "Guardianship per week (€)",
    "For a student under 18 on the start date.",
  ],
] as const satisfies readonly [keyof PriceFees, string, string][];

export interface TuitionRow {
  programId: string;
  programTitle: string;
  location: string;
  status: ProgramTuition["status"];
  weekly: string;
  hours: string;
  cityPrices: Record<City, string>;
}

export interface PriceListState {
  tuition: TuitionRow[];
  /** Keyed "host-family:Dublin"; blank: not offered there. */
  accommodation: Record<string, string>;
  fees: Record<keyof PriceFees, string>;
  depositKind: "percent" | "fixed";
  depositPercent: string;
  depositAmount: string;
}

export const cellKey = (type: PricedAccommodation, city: City) => `${type}:${city}`;
const text = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "" : centsToText(cents);

export function stateOf(list: PriceList): PriceListState {
  const accommodation: Record<string, string> = {};
  for (const price of list.accommodation) {
    accommodation[cellKey(price.type, price.city)] = centsToText(price.weeklyCents);
  }
  return {
    tuition: list.tuition.map((row) => ({
      programId: row.programId,
      programTitle: row.programTitle,
      location: row.location,
      status: row.status,
      weekly: text(row.weeklyCents),
      hours: String(row.hoursPerWeek),
      cityPrices: Object.fromEntries(
        cities.map((city) => [city, text(row.cityPrices[city])]),
      ) as Record<City, string>,
    })),
    accommodation,
    fees: {
      registrationCents: centsToText(list.fees.registrationCents),
      materialsCents: centsToText(list.fees.materialsCents),
      airportTransferCents: centsToText(list.fees.airportTransferCents),
      guardianshipWeeklyCents: centsToText(list.fees.guardianshipWeeklyCents),
    },
    depositKind: list.deposit.kind,
    depositPercent: list.deposit.kind === "percent" ? String(list.deposit.percent) : "",
    depositAmount: list.deposit.kind === "fixed" ? centsToText(list.deposit.cents) : "",
  };
}

/** Cents, or the typed text for the schema to refuse. */
const amount = (value: string) => centsFromText(value) ?? value.trim();

function numberOrText(value: string): number | string {
  const trimmed = value.trim();
  const number = Number(trimmed);
  return trimmed !== "" && Number.isFinite(number) ? number : trimmed;
}

/**
 * The input to save, and the accommodation cell each `accommodation.N` entry came from (blank
 * cells are left out, so the server's error keys need this to find their cell).
 */
export function inputOf(state: PriceListState): {
  input: Record<string, unknown>;
  accommodationCells: string[];
} {
  const accommodation: { type: PricedAccommodation; city: City; weeklyCents: unknown }[] = [];
  const accommodationCells: string[] = [];
  for (const type of pricedAccommodation) {
    for (const city of cities) {
      const value = state.accommodation[cellKey(type, city)] ?? "";
      if (value.trim() === "") continue;
      accommodation.push({ type, city, weeklyCents: amount(value) });
      accommodationCells.push(cellKey(type, city));
    }
  }
  const input = {
    tuition: state.tuition.map((row) => ({
      programId: row.programId,
      weeklyCents: row.weekly.trim() === "" ? null : amount(row.weekly),
      hoursPerWeek: numberOrText(row.hours),
      cityPrices: Object.fromEntries(
        cities
          .filter((city) => row.cityPrices[city].trim() !== "")
          .map((city) => [city, amount(row.cityPrices[city])]),
      ),
    })),
    accommodation,
    fees: Object.fromEntries(
      Object.entries(state.fees).map(([key, value]) => [key, amount(value)]),
    ),
    deposit:
      state.depositKind === "percent"
        ? { kind: "percent", percent: numberOrText(state.depositPercent) }
        : { kind: "fixed", cents: amount(state.depositAmount) },
  };
  return { input, accommodationCells };
}

/**
 * Error keys of the input ("accommodation.2.weeklyCents") turned into the screen's own keys
 * ("accommodation:hotel:Cork"), so each message sits under its field.
 */
export function screenErrors(
  fields: Record<string, string>,
  accommodationCells: string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const cell = /^accommodation\.(\d+)\./.exec(key);
    const screenKey = cell ? `accommodation:${accommodationCells[Number(cell[1])]}` : key;
    errors[screenKey] ??= message;
  }
  return errors;
}

export function validate(state: PriceListState): Record<string, string> {
  const { input, accommodationCells } = inputOf(state);
  const parsed = priceListInputSchema.safeParse(input);
  if (parsed.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    fields[issue.path.map(String).join(".") || "form"] ??= issue.message;
  }
  return screenErrors(fields, accommodationCells);
}
