/**
 * The terms a new offer starts with (server/services/bookings/offer-terms.ts): its weeks, its
 * days, until when the person may accept it, and how long the link keeps working.
 */
import { describe, expect, it } from "vitest";
import {
  defaultStart,
  LINK_GRACE_DAYS,
  linkExpiresAt,
  OFFER_VALID_DAYS,
  offerDates,
  offerWeeks,
  revisedValidUntil,
  validUntilFor,
} from "../../server/services/bookings/offer-terms";

describe("offerWeeks", () => {
  const asked = { durationWeeks: 5, durationOption: "2-weeks" };
  it("takes staff's number first, then the weeks the person asked for", () => {
    expect(offerWeeks(3, asked, { minWeeks: 2 })).toBe(3);
    expect(offerWeeks(undefined, asked, { minWeeks: 2 })).toBe(5);
  });

  it("reads a duration option as its weeks", () => {
    const quote = { durationWeeks: null, durationOption: "6-weeks" };
    expect(offerWeeks(undefined, quote, { minWeeks: 2 })).toBe(6);
  });

  it("falls back to the program's shortest stay for a custom or missing duration, else one week", () => {
    const custom = { durationWeeks: null, durationOption: "custom" };
    const none = { durationWeeks: null, durationOption: null };
    expect(offerWeeks(undefined, custom, { minWeeks: 4 })).toBe(4);
    expect(offerWeeks(undefined, none, { minWeeks: 2 })).toBe(2);
    expect(offerWeeks(undefined, none, { minWeeks: null })).toBe(1);
    expect(offerWeeks(undefined, none, undefined)).toBe(1);
  });
});

describe("defaultStart: the Monday at least two weeks away", () => {
  it.each([
    ["2026-11-25", "2026-12-14"], // a Wednesday
    ["2026-11-28", "2026-12-14"], // a Saturday
    ["2026-11-29", "2026-12-14"], // a Sunday
    ["2026-11-30", "2026-12-14"], // a Monday: exactly two weeks
    ["2026-12-01", "2026-12-21"], // a Tuesday
    ["2026-12-20", "2027-01-04"], // over the new year
  ])("from %s → %s", (today, monday) => {
    expect(defaultStart(today)).toBe(monday);
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
  });
});

describe("validUntilFor", () => {
  it("is two weeks from today", () => {
    expect(OFFER_VALID_DAYS).toBe(14);
    expect(validUntilFor("2026-11-25", "2027-07-05")).toBe("2026-12-09");
  });

  it("is the day before the course when that comes sooner", () => {
    expect(validUntilFor("2026-11-25", "2026-12-01")).toBe("2026-11-30");
    expect(validUntilFor("2026-11-25", "2026-12-10")).toBe("2026-12-09");
  });
});

describe("offerDates", () => {
  it("keeps a start the person asked for that is still ahead; the course ends on the Friday", () => {
    expect(offerDates("2026-11-25", "2027-07-05", 2)).toEqual({
      startDate: "2027-07-05",
      endDate: "2027-07-16",
      validUntil: "2026-12-09",
    });
    expect(offerDates("2026-11-25", "2027-07-05", 1).endDate).toBe("2027-07-09");
  });

  it("moves a start that is today, past or missing to the default Monday", () => {
    for (const asked of ["2026-11-25", "2026-11-01", null, undefined]) {
      expect(offerDates("2026-11-25", asked, 3)).toEqual({
        startDate: "2026-12-14",
        endDate: "2027-01-01",
        validUntil: "2026-12-09",
      });
    }
  });

  it("closes the offer the day before a course that starts within two weeks", () => {
    expect(offerDates("2026-11-25", "2026-11-30", 1).validUntil).toBe("2026-11-29");
  });
});

describe("revisedValidUntil", () => {
  it("keeps a valid-until day that has not passed, today included", () => {
    expect(revisedValidUntil("2026-11-25", "2026-12-01", "2027-07-05")).toBe("2026-12-01");
    expect(revisedValidUntil("2026-11-25", "2026-11-25", "2027-07-05")).toBe("2026-11-25");
  });

  it("gives a passed one a fresh two weeks, never past the day before the course", () => {
    expect(revisedValidUntil("2026-11-25", "2026-11-24", "2027-07-05")).toBe("2026-12-09");
    expect(revisedValidUntil("2026-11-25", "2026-11-24", "2026-12-01")).toBe("2026-11-30");
  });
});

describe("linkExpiresAt", () => {
  it("ends the link at the start of the day after the grace period", () => {
    expect(LINK_GRACE_DAYS).toBe(30);
    expect(linkExpiresAt("2027-01-10").toISOString()).toBe("2027-02-10T00:00:00.000Z");
  });
});
