/**
 * Paying host families (shared/accommodation/payments.ts, issue 31): the nights of a placement
 * inside a payment period at both edges (a placement ending the day the period starts, one
 * starting the day it ends), unconfirmed and held placements, a line per provider, the
 * rent-a-room relief at exactly 90 % and exactly €14,000, and IBAN checks.
 */
import { describe, expect, it } from "vitest";
import {
  ibanLengths,
  ibanProblem,
  isValidIban,
  maskIban,
  normalizeIban,
  type PayablePlacement,
  payableNights,
  paymentItems,
  paymentRun,
  RELIEF_WARNING_PERCENT,
  RENT_A_ROOM_LIMIT_CENTS,
  reliefStatus,
  unpaidRanges,
} from "../../shared/accommodation/payments";

const june = { from: "2027-06-01", to: "2027-07-01" };
const placement = (overrides: Partial<PayablePlacement>): PayablePlacement => ({
  placementId: 1,
  providerId: 1,
  from: "2027-06-10",
  to: "2027-06-17",
  ratePerNightCents: 3_500,
  arrivalConfirmed: true,
  held: false,
  ...overrides,
});

describe("nights paid in a period", () => {
  it("pays every night of a placement inside the period", () => {
    expect(payableNights(placement({}), june)).toBe(7);
  });

  it("pays only the nights inside the period (pro-rated at both ends)", () => {
    expect(payableNights(placement({ from: "2027-05-25", to: "2027-06-04" }), june)).toBe(3);
    expect(payableNights(placement({ from: "2027-06-28", to: "2027-07-05" }), june)).toBe(3);
    expect(payableNights(placement({ from: "2027-05-01", to: "2027-08-01" }), june)).toBe(30);
  });

  it("pays nothing for a placement ending the day the period starts or starting the day it ends", () => {
    expect(payableNights(placement({ from: "2027-05-20", to: "2027-06-01" }), june)).toBe(0);
    expect(payableNights(placement({ from: "2027-07-01", to: "2027-07-08" }), june)).toBe(0);
    expect(payableNights(placement({ from: "2027-05-20", to: "2027-06-02" }), june)).toBe(1);
    expect(payableNights(placement({ from: "2027-06-30", to: "2027-07-08" }), june)).toBe(1);
  });

  it("pays nothing before the arrival is confirmed, nor for a held placement", () => {
    expect(payableNights(placement({ arrivalConfirmed: false }), june)).toBe(0);
    expect(payableNights(placement({ held: true }), june)).toBe(0);
  });
});

describe("a payment run", () => {
  it("sums nights and cents per provider, in provider order, with the total", () => {
    const run = paymentRun(
      [
        placement({ providerId: 7, ratePerNightCents: 4_000 }),
        placement({ providerId: 2, from: "2027-06-25", to: "2027-07-09" }),
        placement({
          providerId: 7,
          from: "2027-05-30",
          to: "2027-06-03",
          ratePerNightCents: 3_333,
        }),
      ],
      june,
    );
    expect(run.lines).toEqual([
      { providerId: 2, nights: 6, amountCents: 21_000 },
      { providerId: 7, nights: 9, amountCents: 7 * 4_000 + 2 * 3_333 },
    ]);
    expect(run.totalCents).toBe(21_000 + 28_000 + 6_666);
  });

  it("leaves out providers with nothing to pay", () => {
    const run = paymentRun(
      [
        placement({ providerId: 3, held: true }),
        placement({ providerId: 4, arrivalConfirmed: false }),
        placement({ providerId: 5, from: "2027-07-01", to: "2027-07-08" }),
        placement({ providerId: 6, from: "2027-06-30", to: "2027-07-08", ratePerNightCents: 1 }),
      ],
      june,
    );
    expect(run).toEqual({ lines: [{ providerId: 6, nights: 1, amountCents: 1 }], totalCents: 1 });
    expect(paymentRun([], june)).toEqual({ lines: [], totalCents: 0 });
  });
});

describe("nights are paid once", () => {
  it("leaves out the nights another run pays, at either end or in the middle", () => {
    // The placement's nights in June: 10th up to the 17th.
    const paidStart = placement({ paid: [{ from: "2027-06-01", to: "2027-06-12" }] });
    expect(unpaidRanges(paidStart, june)).toEqual([{ from: "2027-06-12", to: "2027-06-17" }]);
    const paidEnd = placement({ paid: [{ from: "2027-06-15", to: "2027-07-01" }] });
    expect(unpaidRanges(paidEnd, june)).toEqual([{ from: "2027-06-10", to: "2027-06-15" }]);
    const paidMiddle = placement({ paid: [{ from: "2027-06-12", to: "2027-06-14" }] });
    expect(unpaidRanges(paidMiddle, june)).toEqual([
      { from: "2027-06-10", to: "2027-06-12" },
      { from: "2027-06-14", to: "2027-06-17" },
    ]);
    expect(payableNights(paidMiddle, june)).toBe(5);
  });

  it("pays nothing when other runs already pay every night, one range or several", () => {
    expect(
      payableNights(placement({ paid: [{ from: "2027-06-10", to: "2027-06-17" }] }), june),
    ).toBe(0);
    expect(
      payableNights(
        placement({
          paid: [
            { from: "2027-06-14", to: "2027-06-20" },
            { from: "2027-06-01", to: "2027-06-14" },
          ],
        }),
        june,
      ),
    ).toBe(0);
  });

  it("is not changed by a paid range that only touches the placement's nights", () => {
    const touching = placement({
      paid: [
        { from: "2027-06-03", to: "2027-06-10" },
        { from: "2027-06-17", to: "2027-06-24" },
      ],
    });
    expect(unpaidRanges(touching, june)).toEqual([{ from: "2027-06-10", to: "2027-06-17" }]);
    const oneEachSide = placement({
      paid: [
        { from: "2027-06-03", to: "2027-06-11" },
        { from: "2027-06-16", to: "2027-06-24" },
      ],
    });
    expect(unpaidRanges(oneEachSide, june)).toEqual([{ from: "2027-06-11", to: "2027-06-16" }]);
  });

  it("ignores paid ranges well before or after, and leaves no empty range at an exact edge", () => {
    const apart = placement({
      paid: [
        { from: "2027-06-01", to: "2027-06-05" },
        { from: "2027-06-20", to: "2027-06-25" },
      ],
    });
    expect(unpaidRanges(apart, june)).toEqual([{ from: "2027-06-10", to: "2027-06-17" }]);
    const sameStart = placement({ paid: [{ from: "2027-06-10", to: "2027-06-12" }] });
    expect(unpaidRanges(sameStart, june)).toEqual([{ from: "2027-06-12", to: "2027-06-17" }]);
    const sameEnd = placement({ paid: [{ from: "2027-06-15", to: "2027-06-17" }] });
    expect(unpaidRanges(sameEnd, june)).toEqual([{ from: "2027-06-10", to: "2027-06-15" }]);
  });

  it("keeps the period's edges when a paid range lies outside it", () => {
    const long = placement({
      from: "2027-05-20",
      to: "2027-07-10",
      paid: [{ from: "2027-05-20", to: "2027-06-01" }],
    });
    expect(unpaidRanges(long, june)).toEqual([june]);
    expect(unpaidRanges(placement({ arrivalConfirmed: false }), june)).toEqual([]);
    expect(unpaidRanges(placement({ held: true }), june)).toEqual([]);
    expect(unpaidRanges(placement({ from: "2027-07-01", to: "2027-07-05" }), june)).toEqual([]);
  });

  it("itemises each unpaid range of each placement with its rate and amount", () => {
    const items = paymentItems(
      [
        placement({
          placementId: 8,
          providerId: 2,
          ratePerNightCents: 3_250,
          paid: [{ from: "2027-06-12", to: "2027-06-14" }],
        }),
        placement({ placementId: 9, held: true }),
      ],
      june,
    );
    expect(items).toEqual([
      {
        placementId: 8,
        providerId: 2,
        from: "2027-06-10",
        to: "2027-06-12",
        nights: 2,
        ratePerNightCents: 3_250,
        amountCents: 6_500,
      },
      {
        placementId: 8,
        providerId: 2,
        from: "2027-06-14",
        to: "2027-06-17",
        nights: 3,
        ratePerNightCents: 3_250,
        amountCents: 9_750,
      },
    ]);
    const run = paymentRun(
      [placement({ providerId: 2, paid: [{ from: "2027-06-12", to: "2027-06-14" }] })],
      june,
    );
    expect(run).toEqual({
      lines: [{ providerId: 2, nights: 5, amountCents: 17_500 }],
      totalCents: 17_500,
    });
  });
});

describe("rent-a-room relief", () => {
  it("is €14,000 a year, with a warning from 90 %", () => {
    expect(RENT_A_ROOM_LIMIT_CENTS).toBe(1_400_000);
    expect(RELIEF_WARNING_PERCENT).toBe(90);
  });

  it("is ok below €12,600 and approaching from exactly €12,600", () => {
    expect(reliefStatus(1_259_999, 0)).toBe("ok");
    expect(reliefStatus(1_260_000, 0)).toBe("approaching");
    expect(reliefStatus(1_200_000, 60_000)).toBe("approaching");
    expect(reliefStatus(1_200_000, 59_999)).toBe("ok");
    expect(reliefStatus(0, 0)).toBe("ok");
  });

  it("is approaching at exactly €14,000 and over from one cent more", () => {
    expect(reliefStatus(1_400_000, 0)).toBe("approaching");
    expect(reliefStatus(1_300_000, 100_000)).toBe("approaching");
    expect(reliefStatus(1_400_000, 1)).toBe("over");
    expect(reliefStatus(1, 1_400_000)).toBe("over");
  });
});

describe("IBANs", () => {
  // The examples the banks and the European Committee for Banking Standards publish.
  const irish = "IE29 AIBK 9311 5212 3456 78";
  const german = "DE89 3704 0044 0532 0130 00";
  const belgian = "BE68539007547034";

  it("accepts valid IBANs, with or without spaces, in any case", () => {
    expect(ibanProblem(irish)).toBeNull();
    expect(ibanProblem(irish.toLowerCase())).toBeNull();
    expect(ibanProblem(german)).toBeNull();
    expect(ibanProblem(belgian)).toBeNull();
    expect(ibanProblem("GB82 WEST 1234 5698 7654 32")).toBeNull();
    expect(ibanProblem("FR14 2004 1010 0505 0001 3M02 606")).toBeNull();
    // A letter after the first character (the A of ABNA) counts as two digits.
    expect(ibanProblem("NL91 ABNA 0417 1643 00")).toBeNull();
    expect(isValidIban(irish)).toBe(true);
  });

  it("refuses a wrong check digit or a swapped pair of digits", () => {
    expect(ibanProblem("IE28 AIBK 9311 5212 3456 78")).toBe("checksum");
    expect(ibanProblem("IE29 AIBK 9311 5212 3456 87")).toBe("checksum");
    expect(ibanProblem("DE89 3704 0044 0532 0130 01")).toBe("checksum");
    expect(ibanProblem("NL91 ABNB 0417 1643 00")).toBe("checksum");
    expect(isValidIban("IE28 AIBK 9311 5212 3456 78")).toBe(false);
  });

  it("refuses the wrong length for the country", () => {
    expect(ibanLengths.IE).toBe(22);
    expect(ibanProblem("IE29 AIBK 9311 5212 3456 7")).toBe("length");
    expect(ibanProblem("IE29 AIBK 9311 5212 3456 789")).toBe("length");
    expect(ibanProblem("BE68 5390 0754 7034 1")).toBe("length");
  });

  it("refuses countries it does not know and what is not an IBAN", () => {
    expect(ibanProblem("XX29 AIBK 9311 5212 3456 78")).toBe("country");
    expect(ibanProblem("IE2X AIBK 9311 5212 3456 78")).toBe("format");
    expect(ibanProblem("1E29 AIBK 9311 5212 3456 78")).toBe("format");
    expect(ibanProblem("IE29")).toBe("format");
    expect(ibanProblem("IE29 AIBK-9311")).toBe("format");
    expect(ibanProblem("")).toBe("format");
    expect(ibanProblem(`!${irish}`)).toBe("format");
    expect(ibanProblem(`${irish}!`)).toBe("format");
  });

  it("normalizes and masks to the country and the last four characters", () => {
    expect(normalizeIban(" ie29 aibk\t9311 5212 3456 78 ")).toBe("IE29AIBK93115212345678");
    expect(maskIban("ie29 aibk 9311 5212 3456 78")).toBe("IE •••• 5678");
  });
});
