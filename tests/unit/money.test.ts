/**
 * Money in cents (shared/money.ts): rounding to the cent is half away from zero, on real ties
 * and on negative amounts (a discount), and an amount prints as a family reads it in each
 * language.
 */
import { describe, expect, it } from "vitest";
import { formatCents, roundCents } from "../../shared/format/money";

describe("roundCents: half away from zero", () => {
  it("rounds a tie up for a positive amount (banker's rounding would give 2 and 12500)", () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(1.5)).toBe(2);
    expect(roundCents(2.5)).toBe(3);
    expect(roundCents(12_500.5)).toBe(12_501);
  });

  it("rounds a tie down for a negative amount (Math.round would give -2 and -12500)", () => {
    expect(roundCents(-0.5)).toBe(-1);
    expect(roundCents(-2.5)).toBe(-3);
    expect(roundCents(-12_500.5)).toBe(-12_501);
  });

  it("rounds what is not a tie to the nearer cent, either side of zero", () => {
    expect(roundCents(2.4)).toBe(2);
    expect(roundCents(2.6)).toBe(3);
    expect(roundCents(-2.4)).toBe(-2);
    expect(roundCents(-2.6)).toBe(-3);
    expect(roundCents(4_166.625)).toBe(4_167);
  });

  it("leaves whole cents as they are", () => {
    expect(roundCents(7)).toBe(7);
    expect(roundCents(-7)).toBe(-7);
    expect(roundCents(123_456)).toBe(123_456);
  });
});

describe("formatCents: an amount in the family's language", () => {
  const nbsp = "\u00a0";
  const narrow = "\u202f";

  it("prints cents only when there are some", () => {
    expect(formatCents(123_450, "en")).toBe("€1,234.50");
    expect(formatCents(123_400, "en")).toBe("€1,234");
    expect(formatCents(5, "en")).toBe("€0.05");
    expect(formatCents(99_900, "en")).toBe("€999");
  });

  it("writes each language's separators and puts the euro sign where it goes", () => {
    expect(formatCents(123_450, "es")).toBe(`1234,50${nbsp}€`);
    expect(formatCents(1_234_500, "es")).toBe(`12.345${nbsp}€`);
    expect(formatCents(123_450, "fr")).toBe(`1${narrow}234,50${nbsp}€`);
    expect(formatCents(123_450, "de")).toBe(`1.234,50${nbsp}€`);
    expect(formatCents(123_400, "de")).toBe(`1.234${nbsp}€`);
  });

  it("prints a negative amount (a discount) with its sign", () => {
    expect(formatCents(-1_250, "en")).toBe("-€12.50");
    expect(formatCents(-1_250, "fr")).toBe(`-12,50${nbsp}€`);
  });

  it("falls back to English for a language it does not know, and by default", () => {
    expect(formatCents(123_450, "pt")).toBe("€1,234.50");
    expect(formatCents(123_450)).toBe("€1,234.50");
  });
});
