/**
 * An offer's arithmetic (shared/offer-pricing.ts), as the person reads it on the offer and
 * staff in the editor: line totals, discounts by amount and by percentage, the total, the
 * deposit by the price list's rule, and the number of weeks.
 */

import { describe, expect, it } from "vitest";
import {
  depositOf,
  lineTotal,
  priceOffer,
  weeksBetween,
} from "../../shared/bookings/offer-pricing";
import type { OfferLineInput } from "../../shared/bookings/types";

const line = (
  kind: OfferLineInput["kind"],
  quantity: number,
  unitCents: number,
  percent?: number | null,
): OfferLineInput => ({ kind, description: kind, quantity, unitCents, percent });

describe("lineTotal", () => {
  it("is quantity × unit price for a line that is not a discount", () => {
    expect(lineTotal(line("tuition", 3, 35_000), 0)).toBe(105_000);
    expect(lineTotal(line("accommodation", 2, 20_000), 999)).toBe(40_000);
  });

  it("takes a discount amount off (quantity × unit), as a negative total", () => {
    expect(lineTotal(line("discount", 2, 2_500), 100_000)).toBe(-5_000);
    expect(lineTotal(line("discount", 1, 2_500, null), 100_000)).toBe(-2_500);
  });

  it("takes a percentage of the lines before discounts, to the cent, ties away from zero", () => {
    expect(lineTotal(line("discount", 1, 0, 10), 118_000)).toBe(-11_800);
    // 10 % of 12,345 cents is 1,234.5: the person gets the half cent.
    expect(lineTotal(line("discount", 1, 0, 10), 12_345)).toBe(-1_235);
    // 15 % of 9,999 is 1,499.85.
    expect(lineTotal(line("discount", 1, 0, 15), 9_999)).toBe(-1_500);
    // A percentage wins over an amount on the same line.
    expect(lineTotal(line("discount", 3, 700, 50), 1_000)).toBe(-500);
  });
});

describe("depositOf", () => {
  it("is the rule's percentage of the total, to the cent", () => {
    expect(depositOf(101_200, { kind: "percent", percent: 20 })).toBe(20_240);
    expect(depositOf(100_001, { kind: "percent", percent: 20 })).toBe(20_000); // 20,000.2
    expect(depositOf(5, { kind: "percent", percent: 50 })).toBe(3); // 2.5, a tie
    expect(depositOf(99_999, { kind: "percent", percent: 100 })).toBe(99_999);
  });

  it("is a fixed amount, but never more than the total", () => {
    expect(depositOf(100_000, { kind: "fixed", cents: 30_000 })).toBe(30_000);
    expect(depositOf(20_000, { kind: "fixed", cents: 30_000 })).toBe(20_000);
    expect(depositOf(30_000, { kind: "fixed", cents: 30_000 })).toBe(30_000);
  });

  it("never asks more than the total, whatever the percentage", () => {
    expect(depositOf(1_000, { kind: "percent", percent: 150 })).toBe(1_000);
  });

  it("asks nothing of a free offer or one whose discounts exceed its price", () => {
    expect(depositOf(0, { kind: "fixed", cents: 30_000 })).toBe(0);
    expect(depositOf(0, { kind: "percent", percent: 20 })).toBe(0);
    expect(depositOf(-500, { kind: "fixed", cents: 30_000 })).toBe(0);
    expect(depositOf(-500, { kind: "percent", percent: 20 })).toBe(0);
  });
});

describe("priceOffer", () => {
  const lines = [
    line("tuition", 2, 35_000),
    line("accommodation", 2, 20_000),
    line("registration", 1, 8_000),
    line("discount", 1, 0, 10),
    line("discount", 1, 5_000),
  ];

  it("adds the lines, takes the discounts off and asks the deposit of the total", () => {
    const totals = priceOffer(lines, { kind: "percent", percent: 20 });
    expect(totals.subtotalCents).toBe(118_000);
    expect(totals.discountCents).toBe(16_800);
    expect(totals.totalCents).toBe(101_200);
    expect(totals.depositCents).toBe(20_240);
    expect(totals.lines.map((priced) => priced.totalCents)).toEqual([
      70_000, 40_000, 8_000, -11_800, -5_000,
    ]);
    // Each line keeps what staff wrote.
    expect(totals.lines[3]).toMatchObject({ kind: "discount", quantity: 1, percent: 10 });
  });

  it("takes each percentage of the lines before any discount, wherever it stands", () => {
    const reordered = [
      line("discount", 1, 0, 10),
      line("tuition", 1, 50_000),
      line("discount", 1, 0, 10),
    ];
    const totals = priceOffer(reordered, { kind: "fixed", cents: 10_000 });
    expect(totals.subtotalCents).toBe(50_000);
    expect(totals.discountCents).toBe(10_000);
    expect(totals.totalCents).toBe(40_000);
    expect(totals.depositCents).toBe(10_000);
  });

  it("has no discount and the subtotal as total when there is none", () => {
    const totals = priceOffer([line("tuition", 4, 30_050)], { kind: "percent", percent: 25 });
    expect(totals).toMatchObject({
      subtotalCents: 120_200,
      discountCents: 0,
      totalCents: 120_200,
      depositCents: 30_050,
    });
  });

  it("shows discounts larger than the price as a negative total with no deposit", () => {
    const totals = priceOffer([line("tuition", 1, 1_000), line("discount", 1, 1_500)], {
      kind: "fixed",
      cents: 500,
    });
    expect(totals.totalCents).toBe(-500);
    expect(totals.depositCents).toBe(0);
  });
});

describe("weeksBetween", () => {
  it("counts a Monday-to-Friday week as one, and each further week started", () => {
    expect(weeksBetween("2027-07-05", "2027-07-09")).toBe(1);
    expect(weeksBetween("2027-07-05", "2027-07-11")).toBe(1);
    expect(weeksBetween("2027-07-05", "2027-07-12")).toBe(2);
    expect(weeksBetween("2027-07-05", "2027-07-16")).toBe(2);
    expect(weeksBetween("2027-07-05", "2027-08-13")).toBe(6);
  });

  it("is at least one week, even for a single day or days in the wrong order", () => {
    expect(weeksBetween("2027-07-05", "2027-07-05")).toBe(1);
    expect(weeksBetween("2027-07-16", "2027-07-05")).toBe(1);
  });
});
