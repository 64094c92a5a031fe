/**
 * Nights of a stay and Garda vetting of host households (shared/accommodation/nights.ts and
 * vetting.ts, issue 31), at their boundaries: the last night, ranges that touch, the year a
 * member may turn 16, a vetting expiring on the last night or on the 60th day, the 18th
 * birthday on the arrival day. These tests are the mutation run's "accommodation" module.
 */
import { describe, expect, it } from "vitest";
import {
  addDays,
  dayNumber,
  hasNight,
  lastNight,
  nightCount,
  nightsOf,
  sharedNights,
} from "../../shared/accommodation/nights";
import {
  isMinorStudent,
  minorAllowed,
  needsVetting,
  VETTING_AGE,
  VETTING_WARNING_DAYS,
  vettingCoversStay,
  vettingState,
} from "../../shared/accommodation/vetting";

const july = { from: "2027-07-01", to: "2027-07-08" };

describe("nights of a range", () => {
  it("counts the nights from the arrival up to, not including, the departure", () => {
    expect(nightCount(july)).toBe(7);
    expect(lastNight(july)).toBe("2027-07-07");
    expect(nightsOf(july)).toEqual([
      "2027-07-01",
      "2027-07-02",
      "2027-07-03",
      "2027-07-04",
      "2027-07-05",
      "2027-07-06",
      "2027-07-07",
    ]);
  });

  it("has no night when the departure is not after the arrival", () => {
    expect(nightCount({ from: "2027-07-08", to: "2027-07-08" })).toBe(0);
    expect(nightCount({ from: "2027-07-08", to: "2027-07-01" })).toBe(0);
    expect(nightsOf({ from: "2027-07-08", to: "2027-07-01" })).toEqual([]);
  });

  it("counts across months, years, leap days and the change to summer time", () => {
    expect(nightCount({ from: "2028-02-27", to: "2028-03-02" })).toBe(4);
    expect(nightCount({ from: "2027-12-30", to: "2028-01-02" })).toBe(3);
    expect(nightCount({ from: "2027-03-27", to: "2027-03-29" })).toBe(2);
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(dayNumber("1970-01-02")).toBe(1);
  });

  it("shares no night between ranges that touch, and counts the overlap otherwise", () => {
    const after = { from: "2027-07-08", to: "2027-07-15" };
    expect(sharedNights(july, after)).toBe(0);
    expect(sharedNights(after, july)).toBe(0);
    expect(sharedNights(july, { from: "2027-07-07", to: "2027-07-15" })).toBe(1);
    expect(sharedNights({ from: "2027-07-07", to: "2027-07-15" }, july)).toBe(1);
    expect(sharedNights(july, { from: "2027-07-03", to: "2027-07-05" })).toBe(2);
    expect(sharedNights({ from: "2027-06-01", to: "2027-08-01" }, july)).toBe(7);
    expect(sharedNights(july, { from: "2027-08-01", to: "2027-08-05" })).toBe(0);
  });

  it("holds the arrival night and the last night, not the departure day", () => {
    expect(hasNight(july, "2027-07-01")).toBe(true);
    expect(hasNight(july, "2027-07-07")).toBe(true);
    expect(hasNight(july, "2027-07-08")).toBe(false);
    expect(hasNight(july, "2027-06-30")).toBe(false);
  });
});

describe("who needs vetting", () => {
  const vetted = { vettingExpiresOn: null };

  it("is 16, judged by the year of the departure day", () => {
    expect(VETTING_AGE).toBe(16);
    expect(needsVetting({ birthYear: 2011, ...vetted }, july)).toBe(true);
    expect(needsVetting({ birthYear: 2012, ...vetted }, july)).toBe(false);
    expect(needsVetting({ birthYear: 1970, ...vetted }, july)).toBe(true);
  });

  it("counts a member who may turn 16 on the departure morning of 1 January", () => {
    const newYear = { from: "2027-12-20", to: "2028-01-01" };
    expect(needsVetting({ birthYear: 2012, ...vetted }, newYear)).toBe(true);
    expect(needsVetting({ birthYear: 2013, ...vetted }, newYear)).toBe(false);
    const beforeNewYear = { from: "2027-12-20", to: "2027-12-31" };
    expect(needsVetting({ birthYear: 2012, ...vetted }, beforeNewYear)).toBe(false);
  });

  it("counts a member without a year of birth", () => {
    expect(needsVetting({ birthYear: null, ...vetted }, july)).toBe(true);
  });
});

describe("a vetting valid for a stay", () => {
  it("expires on or after the last night", () => {
    expect(vettingCoversStay("2027-07-07", july)).toBe(true);
    expect(vettingCoversStay("2027-07-08", july)).toBe(true);
    expect(vettingCoversStay("2027-07-06", july)).toBe(false);
    expect(vettingCoversStay("2026-01-01", july)).toBe(false);
    expect(vettingCoversStay(null, july)).toBe(false);
  });
});

describe("the state of a vetting on a day", () => {
  const today = "2027-03-01";

  it("is expiring up to and including the 60th day, valid from the 61st", () => {
    expect(VETTING_WARNING_DAYS).toBe(60);
    expect(vettingState(addDays(today, 60), today)).toBe("expiring");
    expect(vettingState(addDays(today, 61), today)).toBe("valid");
    expect(vettingState(addDays(today, 1), today)).toBe("expiring");
  });

  it("is still expiring (not expired) on its expiry day, expired the day after", () => {
    expect(vettingState(today, today)).toBe("expiring");
    expect(vettingState(addDays(today, -1), today)).toBe("expired");
  });

  it("is missing without an expiry date", () => {
    expect(vettingState(null, today)).toBe("missing");
  });
});

describe("whether a minor may stay with a household", () => {
  const adult = { id: 1, birthYear: 1980, vettingExpiresOn: "2028-01-01" };
  const child = { id: 2, birthYear: 2015, vettingExpiresOn: null };

  it("is allowed when every member of 16 or over is vetted for the whole stay", () => {
    expect(minorAllowed([adult, child], july)).toEqual({ ok: true });
    expect(minorAllowed([], july)).toEqual({ ok: true });
    expect(minorAllowed([{ ...adult, vettingExpiresOn: "2027-07-07" }], july)).toEqual({
      ok: true,
    });
  });

  it("names the members who block it: unvetted, expiring before the last night, no year", () => {
    const unvetted = { id: 3, birthYear: 2011, vettingExpiresOn: null };
    const expiring = { id: 4, birthYear: 1975, vettingExpiresOn: "2027-07-06" };
    const unknownAge = { id: 5, birthYear: null, vettingExpiresOn: null };
    expect(minorAllowed([adult, unvetted, child, expiring, unknownAge], july)).toEqual({
      ok: false,
      blocking: [unvetted, expiring, unknownAge],
    });
  });
});

describe("a minor student", () => {
  it("is under 18 on the arrival day: the 18th birthday on arrival is an adult", () => {
    const arrival = "2027-07-01";
    expect(isMinorStudent({ dateOfBirth: "2009-07-01", junior: true, arrival })).toBe(false);
    expect(isMinorStudent({ dateOfBirth: "2009-07-02", junior: false, arrival })).toBe(true);
  });

  it("follows the junior booking when the date of birth is not known", () => {
    const arrival = "2027-07-01";
    expect(isMinorStudent({ dateOfBirth: null, junior: true, arrival })).toBe(true);
    expect(isMinorStudent({ dateOfBirth: null, junior: false, arrival })).toBe(false);
  });
});
