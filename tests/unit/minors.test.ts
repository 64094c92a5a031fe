/**
 * Who is a minor on a booking, and what the offer page says when the date of birth and the
 * quote's age group disagree (issue 27, decision 0029): the rules a family meets when accepting,
 * and that decide whether the booking waits for a parent or guardian.
 */
import { describe, expect, it } from "vitest";
import { minorAcceptance } from "../../server/services/bookings/minor-acceptance";
import { bookingMessages } from "../../shared/bookings/forms";
import {
  ADULT_AGE,
  ageGroupRanges,
  ageOn,
  ageOn as ageOnFromBooking,
  checkMinor,
  isMinorAgeGroup,
} from "../../shared/bookings/minors";

describe("ageOn: the age in whole years on a day", () => {
  it("counts a birthday from its own day", () => {
    expect(ageOn("2008-07-06", "2026-07-05")).toBe(17);
    expect(ageOn("2008-07-06", "2026-07-06")).toBe(18);
    expect(ageOn("2008-07-06", "2026-07-07")).toBe(18);
  });

  it("compares the month before the day", () => {
    // An earlier month with a later day: the birthday has not come yet.
    expect(ageOn("2008-07-06", "2026-06-30")).toBe(17);
    // A later month with an earlier day: it has.
    expect(ageOn("2008-07-06", "2026-08-01")).toBe(18);
    // The same month, a later day than the birthday's.
    expect(ageOn("2008-03-10", "2026-03-20")).toBe(18);
    // Across the new year: born in December, the course starts in January.
    expect(ageOn("2007-12-31", "2026-01-01")).toBe(18);
    expect(ageOn("2008-01-01", "2025-12-31")).toBe(17);
  });

  it("gives someone born on 29 February their birthday on 1 March in other years", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    // In a leap year, on the day itself.
    expect(ageOn("2012-02-29", "2024-02-28")).toBe(11);
    expect(ageOn("2012-02-29", "2024-02-29")).toBe(12);
  });

  it("is the same function that pages import from shared/booking", () => {
    expect(ageOnFromBooking).toBe(ageOn);
  });
});

describe("isMinorAgeGroup: the quote's age group alone", () => {
  it("says minor for the two groups under 18 only", () => {
    expect(ADULT_AGE).toBe(18);
    const minors = Object.keys(ageGroupRanges).filter((group) => isMinorAgeGroup(group));
    expect(minors).toEqual(["12-15", "16-17"]);
  });

  it("says nothing for no group or one the form does not have", () => {
    for (const group of [null, undefined, "", "12-17", "toString", "constructor", "__proto__"]) {
      expect(isMinorAgeGroup(group), String(group)).toBe(false);
    }
  });

  it("stands for the ages the quote form offers", () => {
    expect(ageGroupRanges).toEqual({
      "12-15": [12, 15],
      "16-17": [16, 17],
      "18-25": [18, 25],
      "26-35": [26, 35],
      "36-50": [36, 50],
      "50+": [50, Number.POSITIVE_INFINITY],
    });
  });
});

/** The course starts on 6 July 2026; `born(n)` is someone who turns n that very day. */
const START = "2026-07-06";
const born = (ageOnStart: number) => `${2026 - ageOnStart}-07-06`;
const dayBefore = (ageOnStart: number) => `${2026 - ageOnStart}-07-07`;

describe("checkMinor: under 18 on the first day of the course", () => {
  it("goes by the date of birth when the quote gave no age group", () => {
    expect(checkMinor({ dateOfBirth: dayBefore(18), startDate: START })).toEqual({
      minor: true,
      conflict: null,
    });
    // Turning 18 on the first day: an adult, no guardian needed.
    expect(checkMinor({ dateOfBirth: born(18), startDate: START, ageGroup: null })).toEqual({
      minor: false,
      conflict: null,
    });
  });

  it("ignores an age group the form does not have", () => {
    expect(checkMinor({ dateOfBirth: born(40), startDate: START, ageGroup: "12-17" })).toEqual({
      minor: false,
      conflict: null,
    });
    expect(checkMinor({ dateOfBirth: born(16), startDate: START, ageGroup: "toString" })).toEqual({
      minor: true,
      conflict: null,
    });
  });

  it("agrees with a matching group on either side of 18", () => {
    expect(checkMinor({ dateOfBirth: born(14), startDate: START, ageGroup: "12-15" })).toEqual({
      minor: true,
      conflict: null,
    });
    expect(checkMinor({ dateOfBirth: born(17), startDate: START, ageGroup: "16-17" })).toEqual({
      minor: true,
      conflict: null,
    });
    expect(checkMinor({ dateOfBirth: born(30), startDate: START, ageGroup: "26-35" })).toEqual({
      minor: false,
      conflict: null,
    });
  });

  it("accepts every age of a group, from its first year", () => {
    for (const [group, [youngest, oldest]] of Object.entries(ageGroupRanges)) {
      const last = Math.min(oldest, 90);
      for (let age = youngest; age <= last; age++) {
        const check = checkMinor({ dateOfBirth: born(age), startDate: START, ageGroup: group });
        expect(check.conflict, `${group} at ${age}`).toBeNull();
        expect(check.minor, `${group} at ${age}`).toBe(age < 18);
      }
    }
  });

  it("allows a year above the group: a birthday between the quote and the start", () => {
    expect(checkMinor({ dateOfBirth: born(16), startDate: START, ageGroup: "12-15" })).toEqual({
      minor: true,
      conflict: null,
    });
    expect(checkMinor({ dateOfBirth: born(26), startDate: START, ageGroup: "18-25" })).toEqual({
      minor: false,
      conflict: null,
    });
    // Two years above is a different student, or a wrong date.
    expect(checkMinor({ dateOfBirth: born(17), startDate: START, ageGroup: "12-15" })).toEqual({
      minor: true,
      conflict: { age: 17, group: "12-15" },
    });
    expect(checkMinor({ dateOfBirth: born(27), startDate: START, ageGroup: "18-25" })).toEqual({
      minor: false,
      conflict: { age: 27, group: "18-25" },
    });
  });

  it("refuses a date younger than the group", () => {
    expect(checkMinor({ dateOfBirth: born(11), startDate: START, ageGroup: "12-15" })).toEqual({
      minor: true,
      conflict: { age: 11, group: "12-15" },
    });
    expect(checkMinor({ dateOfBirth: born(49), startDate: START, ageGroup: "50+" })).toEqual({
      minor: false,
      conflict: { age: 49, group: "50+" },
    });
  });

  it("refuses a date on the other side of 18 than the group, and treats the student as a minor", () => {
    // Quoted as an adult, 17 on the first day: a guardian is needed whichever is right.
    expect(checkMinor({ dateOfBirth: born(17), startDate: START, ageGroup: "18-25" })).toEqual({
      minor: true,
      conflict: { age: 17, group: "18-25" },
    });
    // Quoted as 16-17 and 18 on the first day: a year above, but on the adult side.
    expect(checkMinor({ dateOfBirth: born(18), startDate: START, ageGroup: "16-17" })).toEqual({
      minor: true,
      conflict: { age: 18, group: "16-17" },
    });
    // The day before, still 17: no contradiction.
    expect(checkMinor({ dateOfBirth: dayBefore(18), startDate: START, ageGroup: "16-17" })).toEqual(
      { minor: true, conflict: null },
    );
  });

  it("has no upper end for 50+", () => {
    expect(checkMinor({ dateOfBirth: "1931-01-01", startDate: START, ageGroup: "50+" })).toEqual({
      minor: false,
      conflict: null,
    });
  });

  it("reads the age on the start day, not on the day of booking", () => {
    // 17 when booking in March, 18 when the course starts in July.
    expect(checkMinor({ dateOfBirth: "2008-05-01", startDate: START, ageGroup: "18-25" })).toEqual({
      minor: false,
      conflict: null,
    });
    expect(
      checkMinor({ dateOfBirth: "2008-05-01", startDate: "2026-03-02", ageGroup: "18-25" }),
    ).toEqual({ minor: true, conflict: { age: 17, group: "18-25" } });
  });

  it("turns a student born on 29 February 18 on 1 March", () => {
    const leapling = (startDate: string) =>
      checkMinor({ dateOfBirth: "2008-02-29", startDate, ageGroup: "18-25" });
    expect(leapling("2026-02-28")).toEqual({
      minor: true,
      conflict: { age: 17, group: "18-25" },
    });
    expect(leapling("2026-03-01")).toEqual({ minor: false, conflict: null });
  });
});

describe("minorAcceptance: what the offer page says about the date of birth and the guardian", () => {
  const TODAY = "2026-03-02";
  const guardian = { name: "Carmen Ruiz", email: "carmen.ruiz@example.com" };
  const accept = (
    overrides: Partial<Parameters<typeof minorAcceptance>[0]> & { dateOfBirth: string },
  ) =>
    minorAcceptance({
      guardian: null,
      bookingEmail: "lucia.ruiz@example.com",
      ageGroup: null,
      startDate: START,
      today: TODAY,
      ...overrides,
    });

  it("books an adult without a guardian", () => {
    expect(accept({ dateOfBirth: born(30), ageGroup: "26-35" })).toEqual({
      minor: false,
      fields: {},
    });
  });

  it("asks for a guardian for a student under 18 on the first day", () => {
    expect(accept({ dateOfBirth: born(15), ageGroup: "12-15" })).toEqual({
      minor: true,
      fields: {
        "guardian.name": bookingMessages.guardianRequired,
        "guardian.email": bookingMessages.guardianRequired,
      },
    });
    // The quote gave no group: the date of birth alone decides.
    expect(accept({ dateOfBirth: dayBefore(18) }).fields).toEqual({
      "guardian.name": bookingMessages.guardianRequired,
      "guardian.email": bookingMessages.guardianRequired,
    });
    expect(accept({ dateOfBirth: born(15), ageGroup: "12-15", guardian })).toEqual({
      minor: true,
      fields: {},
    });
  });

  it("does not ask an adult for a guardian, and ignores one given", () => {
    expect(
      accept({ dateOfBirth: born(18), guardian: { ...guardian, email: "lucia.ruiz@example.com" } }),
    ).toEqual({
      minor: false,
      fields: {},
    });
  });

  it("wants the guardian's own address, whatever its capitals", () => {
    const own = { name: "Lucía Ruiz", email: "Lucia.Ruiz@Example.com" };
    expect(accept({ dateOfBirth: born(15), ageGroup: "12-15", guardian: own })).toEqual({
      minor: true,
      fields: { "guardian.email": bookingMessages.guardianOwnEmail },
    });
  });

  it("refuses a date of birth that is today or later", () => {
    for (const dateOfBirth of [TODAY, "2026-03-03", "2030-01-01"]) {
      expect(accept({ dateOfBirth, ageGroup: "26-35" }), dateOfBirth).toEqual({
        minor: false,
        fields: { dateOfBirth: bookingMessages.dateOfBirthFuture },
      });
    }
    expect(accept({ dateOfBirth: "2026-03-01" }).fields).not.toHaveProperty("dateOfBirth");
  });

  it("with a date in the future, still holds a minor's age group to the guardian rules", () => {
    // The date is refused and nothing else asked for it, but a guardian with the student's own
    // address is refused at the same time, so the family corrects both at once.
    const own = { name: "Lucía Ruiz", email: "lucia.ruiz@example.com" };
    expect(accept({ dateOfBirth: "2030-01-01", ageGroup: "12-15", guardian: own })).toEqual({
      minor: true,
      fields: {
        dateOfBirth: bookingMessages.dateOfBirthFuture,
        "guardian.email": bookingMessages.guardianOwnEmail,
      },
    });
    expect(accept({ dateOfBirth: "2030-01-01", ageGroup: "18-25", guardian: own })).toEqual({
      minor: false,
      fields: { dateOfBirth: bookingMessages.dateOfBirthFuture },
    });
  });

  it("refuses a date that contradicts the age group before asking for a guardian", () => {
    // Quoted 18-25, 17 on the first day: the date is questioned; the guardian part waits.
    expect(accept({ dateOfBirth: born(17), ageGroup: "18-25" })).toEqual({
      minor: true,
      fields: { dateOfBirth: bookingMessages.dateOfBirthAgeGroup },
    });
    // Too old for the group, on the same side of 18.
    expect(accept({ dateOfBirth: born(40), ageGroup: "18-25" })).toEqual({
      minor: false,
      fields: { dateOfBirth: bookingMessages.dateOfBirthAgeGroup },
    });
  });
});
