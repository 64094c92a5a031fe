import { describe, expect, it } from "vitest";
import {
  cityOfLocation,
  estimateQuote,
  type PricedProgram,
} from "../../server/services/leads/quote-estimate";

const program = (overrides: Partial<PricedProgram> = {}): PricedProgram => ({
  id: "p",
  title: "P",
  location: "Dublin",
  pricePerWeek: 350,
  priceFrom: 350,
  minWeeks: 1,
  maxWeeks: 4,
  ...overrides,
});

describe("cityOfLocation", () => {
  it.each([
    ["Dublin", "Dublin"],
    ["Dublin & Cork", "Dublin"],
    ["Cork", "Cork"],
    ["Dublin, Cork & Galway", "Dublin"],
    ["Galway", "Galway"],
    ["Dublin (blended)", "Dublin"],
    ["Online", null],
  ])("%s → %s", (location, city) => {
    expect(cityOfLocation(location)).toBe(city);
  });
});

describe("estimateQuote", () => {
  it("adds weekly tuition and the city's host-family range (spec §9)", () => {
    const estimate = estimateQuote(program(), 2, "host-family");
    expect(estimate.tuition).toBe(700);
    expect(estimate.accommodation.weekly).toEqual({ min: 180, max: 220 });
    expect(estimate.total).toEqual({ min: 1060, max: 1140, estimate: 1100 });
  });

  it.each([
    ["Cork", { min: 160, max: 200 }],
    ["Galway", { min: 150, max: 190 }],
  ])("uses the %s host-family range", (location, weekly) => {
    expect(estimateQuote(program({ location }), 1, "host-family").accommodation.weekly).toEqual(
      weekly,
    );
  });

  it("charges no accommodation when none is wanted", () => {
    const estimate = estimateQuote(program(), 3, "none");
    expect(estimate.accommodation.total).toEqual({ min: 0, max: 0 });
    expect(estimate.total?.estimate).toBe(1050);
  });

  it("uses a fixed course fee when there is no weekly price", () => {
    const estimate = estimateQuote(
      program({ pricePerWeek: null, priceFrom: 1300 }),
      7,
      "student-residence",
    );
    expect(estimate.tuitionBasis).toBe("course-fee");
    expect(estimate.tuition).toBe(1300);
    expect(estimate.total?.min).toBe(1300 + 7 * 260);
  });

  it("gives no total when the price is on request", () => {
    const estimate = estimateQuote(program({ pricePerWeek: null, priceFrom: null }), 2, "hotel");
    expect(estimate.tuitionBasis).toBe("on-request");
    expect(estimate.total).toBeNull();
  });
});
