import { describe, expect, it } from "vitest";
import type { PriceBook } from "../../server/services/bookings/price-book";
import {
  cityOfLocation,
  estimateQuote,
  type PricedProgram,
} from "../../server/services/leads/quote-estimate";

const program = (overrides: Partial<PricedProgram> = {}): PricedProgram => ({
  id: "p",
  title: "P",
  location: "Dublin",
  tuitionWeeklyCents: 35000,
  priceFrom: 350,
  ...overrides,
});

/** A price list as the migration ships it (host family and residence per city). */
const prices: PriceBook = {
  fees: {
    registrationCents: 8000,
    materialsCents: 4500,
    airportTransferCents: 6500,
    guardianshipWeeklyCents: 5000,
  },
  deposit: { kind: "percent", percent: 20 },
  accommodation: new Map([
    ["host-family|Dublin", 20000],
    ["host-family|Cork", 18000],
    ["host-family|Galway", 17000],
    ["student-residence|Dublin", 29000],
  ]),
  cityTuition: new Map([["p|Cork", 30050]]),
};

describe("cityOfLocation", () => {
  it.each([
    ["Dublin", "Dublin"],
    ["Dublin & Cork", "Dublin"],
    ["Cork", "Cork"],
    ["Dublin, Cork & Galway", "Dublin"],
    ["Galway", "Galway"],
    ["Dublin (blended)", "Dublin"],
    ["Cork & Dublin", "Cork"],
    ["Galway, Cork or Dublin", "Galway"],
    ["Online", null],
  ])("%s → %s", (location, city) => {
    expect(cityOfLocation(location)).toBe(city);
  });
});

describe("estimateQuote", () => {
  it("adds weekly tuition and the city's host-family price from the price list", () => {
    const estimate = estimateQuote(program(), 2, "host-family", prices);
    expect(estimate.tuitionCents).toBe(70000);
    expect(estimate.accommodation.weeklyCents).toBe(20000);
    expect(estimate.totalCents).toBe(110000);
    expect(estimate).toMatchObject({
      programId: "p",
      programTitle: "P",
      weeks: 2,
      tuitionBasis: "weekly",
      accommodation: { type: "host-family", city: "Dublin", totalCents: 40000 },
      currency: "EUR",
    });
  });

  it("uses the city's own tuition where the price list has one", () => {
    const estimate = estimateQuote(program({ location: "Cork" }), 3, "host-family", prices);
    expect(estimate.tuitionCents).toBe(3 * 30050);
    expect(estimate.accommodation.weeklyCents).toBe(18000);
    expect(estimate.totalCents).toBe(3 * 30050 + 3 * 18000);
  });

  it("charges no accommodation when none is wanted", () => {
    const estimate = estimateQuote(program(), 3, "none", prices);
    expect(estimate.accommodation.totalCents).toBe(0);
    expect(estimate.totalCents).toBe(105000);
  });

  it("uses a fixed course fee when there is no weekly price", () => {
    const estimate = estimateQuote(
      program({ tuitionWeeklyCents: null, priceFrom: 1300 }),
      7,
      "student-residence",
      prices,
    );
    expect(estimate.tuitionBasis).toBe("course-fee");
    expect(estimate.tuitionCents).toBe(130000);
    expect(estimate.totalCents).toBe(130000 + 7 * 29000);
  });

  it("gives no total when the price is on request, or the city has no price for the room", () => {
    const onRequest = estimateQuote(
      program({ tuitionWeeklyCents: null, priceFrom: null }),
      2,
      "host-family",
      prices,
    );
    expect(onRequest.tuitionBasis).toBe("on-request");
    expect(onRequest.totalCents).toBeNull();
    expect(estimateQuote(program(), 2, "hotel", prices).totalCents).toBeNull();
  });

  it("prices no room for a program without a campus city", () => {
    const online = estimateQuote(program({ location: "Online" }), 2, "host-family", prices);
    expect(online.accommodation).toEqual({
      type: "host-family",
      city: null,
      weeklyCents: null,
      totalCents: 0,
    });
    expect(online.totalCents).toBeNull();
  });
});
