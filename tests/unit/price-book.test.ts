/**
 * The price list as pricing reads it (server/services/bookings/price-book.ts): the stored rows
 * become fees, a deposit rule and prices by city, and a program's weekly price in a city is the
 * city's own where it has one.
 */
import { describe, expect, it } from "vitest";
import {
  accommodationList,
  accommodationWeekly,
  cityTuitionOf,
  type PriceSettingsRow,
  priceBookOf,
  tuitionWeekly,
} from "../../server/services/bookings/price-book";

const settings: PriceSettingsRow = {
  registrationCents: 8_000,
  materialsCents: 4_500,
  airportTransferCents: 6_500,
  guardianshipWeeklyCents: 5_000,
  depositKind: "percent",
  depositPercent: 20,
  depositCents: null,
};
const accommodation = [
  { type: "host-family", city: "Dublin", weeklyCents: 20_000 },
  { type: "host-family", city: "Cork", weeklyCents: 18_000 },
  { type: "hotel", city: "Cork", weeklyCents: 60_000 },
];
const cityTuition = [{ programId: "general-english-cork", city: "Galway", weeklyCents: 30_050 }];
/*
 * Built inside each test, never while the file loads: a failure there would hide the tests
 * from the mutation run instead of failing them.
 */
const read = () => priceBookOf(settings, accommodation, cityTuition);

describe("priceBookOf", () => {
  it("takes the fees as stored", () => {
    const book = read();
    expect(book.fees).toEqual({
      registrationCents: 8_000,
      materialsCents: 4_500,
      airportTransferCents: 6_500,
      guardianshipWeeklyCents: 5_000,
    });
  });

  it("reads the deposit rule: a percentage, or a fixed amount", () => {
    const book = read();
    expect(book.deposit).toEqual({ kind: "percent", percent: 20 });
    const fixed = priceBookOf(
      { ...settings, depositKind: "fixed", depositPercent: null, depositCents: 30_000 },
      [],
      [],
    );
    expect(fixed.deposit).toEqual({ kind: "fixed", cents: 30_000 });
  });

  it("reads a missing amount of the rule as nothing rather than failing", () => {
    const fixed = { ...settings, depositKind: "fixed" as const, depositCents: null };
    expect(priceBookOf(fixed, [], []).deposit).toEqual({ kind: "fixed", cents: 0 });
    const percent = { ...settings, depositPercent: null };
    expect(priceBookOf(percent, [], []).deposit).toEqual({ kind: "percent", percent: 0 });
  });
});

describe("accommodationWeekly", () => {
  it("is the price of that type in that city", () => {
    const book = read();
    expect(accommodationWeekly(book, "host-family", "Dublin")).toBe(20_000);
    expect(accommodationWeekly(book, "host-family", "Cork")).toBe(18_000);
    expect(accommodationWeekly(book, "hotel", "Cork")).toBe(60_000);
  });

  it("is null where the list has no price (priced on request)", () => {
    const book = read();
    expect(accommodationWeekly(book, "hotel", "Dublin")).toBeNull();
    expect(accommodationWeekly(book, "student-residence", "Cork")).toBeNull();
  });
});

describe("tuitionWeekly", () => {
  const program = { id: "general-english-cork", tuitionWeeklyCents: 35_000 };
  it("is the city's own price where the list has one", () => {
    const book = read();
    expect(tuitionWeekly(book, program, "Galway")).toBe(30_050);
    expect(cityTuitionOf(book, "general-english-cork", "Galway")).toBe(30_050);
  });

  it("is the program's own price in other cities, or with no city", () => {
    const book = read();
    expect(tuitionWeekly(book, program, "Cork")).toBe(35_000);
    expect(tuitionWeekly(book, program, null)).toBe(35_000);
    expect(cityTuitionOf(book, "general-english-cork", "Cork")).toBeUndefined();
  });

  it("is null for a program not sold by the week", () => {
    const book = read();
    expect(
      tuitionWeekly(book, { id: "cert-tesol", tuitionWeeklyCents: null }, "Dublin"),
    ).toBeNull();
  });
});

describe("accommodationList", () => {
  it("lists every accommodation price with its type and city", () => {
    const book = read();
    expect(accommodationList(book)).toEqual([
      { type: "host-family", city: "Dublin", weeklyCents: 20_000 },
      { type: "host-family", city: "Cork", weeklyCents: 18_000 },
      { type: "hotel", city: "Cork", weeklyCents: 60_000 },
    ]);
  });
});
