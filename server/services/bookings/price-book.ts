/**
 * The price list as pricing reads it (issue 16): fees, the deposit rule, accommodation per week
 * by type and city, and the cities where a program's weekly tuition differs from its own. Pure:
 * price-list.ts reads the rows, the quote estimate and every new offer price from this.
 */
import type { City, DepositRule, PricedAccommodation, PriceFees } from "@shared/bookings/types";

export interface PriceBook {
  fees: PriceFees;
  deposit: DepositRule;
  accommodation: Map<string, number>;
  cityTuition: Map<string, number>;
}

/** The price settings row, as stored. */
export interface PriceSettingsRow extends PriceFees {
  depositKind: "percent" | "fixed";
  depositPercent: number | null;
  depositCents: number | null;
}

const key = (a: string, b: string) => `${a}|${b}`;

export function priceBookOf(
  settings: PriceSettingsRow,
  accommodation: readonly { type: string; city: string; weeklyCents: number }[],
  cityTuition: readonly { programId: string; city: string; weeklyCents: number }[],
): PriceBook {
  return {
    fees: {
      registrationCents: settings.registrationCents,
      materialsCents: settings.materialsCents,
      airportTransferCents: settings.airportTransferCents,
      guardianshipWeeklyCents: settings.guardianshipWeeklyCents,
    },
    deposit:
      settings.depositKind === "fixed"
        ? { kind: "fixed", cents: settings.depositCents ?? 0 }
        : { kind: "percent", percent: settings.depositPercent ?? 0 },
    accommodation: new Map(accommodation.map((row) => [key(row.type, row.city), row.weeklyCents])),
    cityTuition: new Map(cityTuition.map((row) => [key(row.programId, row.city), row.weeklyCents])),
  };
}

export function accommodationWeekly(
  book: PriceBook,
  type: PricedAccommodation,
  city: City,
): number | null {
  return book.accommodation.get(key(type, city)) ?? null;
}

/** The program's weekly tuition in a city: the city's price, else the program's own. */
export function tuitionWeekly(
  book: PriceBook,
  program: { id: string; tuitionWeeklyCents: number | null },
  city: City | null,
): number | null {
  const override = city ? book.cityTuition.get(key(program.id, city)) : undefined;
  return override ?? program.tuitionWeeklyCents;
}

/** A program's weekly price in a city, if the list has one (the price list screen's columns). */
export function cityTuitionOf(book: PriceBook, programId: string, city: City): number | undefined {
  return book.cityTuition.get(key(programId, city));
}

/** The accommodation prices as a list of type, city and weekly price. */
export function accommodationList(
  book: PriceBook,
): { type: PricedAccommodation; city: City; weeklyCents: number }[] {
  return [...book.accommodation].map(([k, weeklyCents]) => {
    const [type, city] = k.split("|") as [PricedAccommodation, City];
    return { type, city, weeklyCents };
  });
}
