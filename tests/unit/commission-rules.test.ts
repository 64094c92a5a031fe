/**
 * Commission (shared/commission.ts and server/services/agents/commission-rules.ts): the rate in
 * basis points, the tuition it applies to, rounding half away from zero on real ties, when it
 * is due, and a month's statement totals.
 */

import { describe, expect, it } from "vitest";
import {
  commissionOf,
  csvEuros,
  statementCommissionCents,
  statementTotals,
} from "../../server/services/agents/commission-rules";
import {
  basisPointsOf,
  commissionCentsOf,
  percentOf,
  tuitionCentsOf,
} from "../../shared/agents/commission";
import type { OfferLine } from "../../shared/bookings/types";

describe("the rate", () => {
  it("is stored in basis points and read back as a percentage", () => {
    expect(basisPointsOf(12.5)).toBe(1_250);
    expect(basisPointsOf(10)).toBe(1_000);
    // 0.29 × 100 is 28.999… in binary: the stored rate is still 29.
    expect(basisPointsOf(0.29)).toBe(29);
    expect(percentOf(1_250)).toBe(12.5);
    expect(percentOf(29)).toBe(0.29);
  });
});

describe("tuitionCentsOf", () => {
  const line = (kind: OfferLine["kind"], totalCents: number): OfferLine => ({
    kind,
    description: kind,
    quantity: 1,
    unitCents: Math.abs(totalCents),
    totalCents,
  });

  it("adds the tuition lines only, before any discount", () => {
    const lines = [
      line("tuition", 70_000),
      line("accommodation", 40_000),
      line("tuition", 5_000),
      line("discount", -10_000),
      line("registration", 8_000),
    ];
    expect(tuitionCentsOf(lines)).toBe(75_000);
    expect(tuitionCentsOf([line("accommodation", 40_000)])).toBe(0);
  });
});

describe("commissionCentsOf: tuition × rate, half away from zero", () => {
  it("rounds a real tie up", () => {
    expect(commissionCentsOf(20, 1_250)).toBe(3); // 2.5
    expect(commissionCentsOf(100_004, 1_250)).toBe(12_501); // 12,500.5
    expect(commissionCentsOf(1, 5_000)).toBe(1); // 0.5
  });

  it("rounds a negative tie away from zero too", () => {
    expect(commissionCentsOf(-20, 1_250)).toBe(-3); // -2.5
    expect(commissionCentsOf(-100_004, 1_250)).toBe(-12_501);
  });

  it("rounds what is not a tie to the nearer cent", () => {
    expect(commissionCentsOf(33_333, 1_250)).toBe(4_167); // 4,166.625
    expect(commissionCentsOf(10_001, 1_250)).toBe(1_250); // 1,250.125
    expect(commissionCentsOf(70_000, 1_250)).toBe(8_750);
    expect(commissionCentsOf(12_345, 0)).toBe(0);
  });
});

describe("commissionOf: the commission on a booking", () => {
  const booking = {
    status: "confirmed" as const,
    commissionBasisPoints: 1_250,
    commissionCents: 8_750,
    commissionPaidAt: null,
  };

  it("is none before acceptance, and for a direct booking", () => {
    expect(commissionOf({ ...booking, commissionBasisPoints: null }, 70_000)).toBeNull();
    expect(commissionOf({ ...booking, commissionCents: null }, 70_000)).toBeNull();
  });

  it("shows the rate and amount fixed at acceptance, due once the deposit is recorded", () => {
    expect(commissionOf(booking, 70_000)).toEqual({
      percent: 12.5,
      tuitionCents: 70_000,
      commissionCents: 8_750,
      due: true,
      paidAt: null,
    });
    for (const status of ["arrived", "completed"] as const) {
      expect(commissionOf({ ...booking, status }, 70_000)?.due).toBe(true);
    }
  });

  it("is not due while the deposit is awaited, nor after a cancellation", () => {
    for (const status of ["accepted", "cancelled"] as const) {
      expect(commissionOf({ ...booking, status }, 70_000)?.due).toBe(false);
    }
  });

  it("says when it was paid", () => {
    const paid = { ...booking, commissionPaidAt: new Date("2027-02-03T10:00:00Z") };
    expect(commissionOf(paid, 70_000)?.paidAt).toBe("2027-02-03T10:00:00.000Z");
  });
});

describe("a month's statement", () => {
  it("owes nothing for a booking cancelled after its deposit", () => {
    expect(statementCommissionCents("cancelled", 8_750)).toBe(0);
    expect(statementCommissionCents("confirmed", 8_750)).toBe(8_750);
    expect(statementCommissionCents("completed", 8_750)).toBe(8_750);
  });

  it("totals the commission, what was paid and what is still due", () => {
    const totals = statementTotals([
      { commissionCents: 8_750, paidAt: "2027-02-03T10:00:00.000Z" },
      { commissionCents: 4_167, paidAt: null },
      { commissionCents: 0, paidAt: null },
      { commissionCents: 1_000, paidAt: "2027-02-04T10:00:00.000Z" },
    ]);
    expect(totals).toEqual({ totalCommissionCents: 13_917, paidCents: 9_750, dueCents: 4_167 });
    expect(statementTotals([])).toEqual({ totalCommissionCents: 0, paidCents: 0, dueCents: 0 });
  });

  it("writes euros with two decimals in its CSV", () => {
    expect(csvEuros(123_450)).toBe("1234.50");
    expect(csvEuros(5)).toBe("0.05");
    expect(csvEuros(0)).toBe("0.00");
  });
});
