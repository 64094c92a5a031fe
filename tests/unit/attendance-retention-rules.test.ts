/**
 * How long an erased booking's attendance is kept (decision 0037), at its edges: the last kept
 * day is kept and the next one is not, 29 February, the turn of a year, a booking without dates.
 */
import { describe, expect, it } from "vitest";
import { addDays } from "../../server/services/bookings/days";
import {
  attendanceCourseEndCutoff,
  attendanceDue,
  attendanceKeptUntil,
} from "../../server/services/privacy/attendance-retention-rules";

const course = (startDate: string | null, endDate: string | null) => ({ startDate, endDate });
const erasedOn = "2027-04-01";

describe("the last day attendance is kept", () => {
  it("is the course's last day, the retention period later", () => {
    expect(attendanceKeptUntil(course("2027-03-01", "2027-03-26"), erasedOn, 2)).toBe("2029-03-26");
    expect(attendanceKeptUntil(course("2027-03-01", "2027-12-31"), erasedOn, 6)).toBe("2033-12-31");
    expect(attendanceKeptUntil(course("2027-03-01", "2027-03-26"), erasedOn, 20)).toBe(
      "2047-03-26",
    );
  });

  it("counts from the first day without a last one, and from the erasure without either", () => {
    expect(attendanceKeptUntil(course("2027-03-01", null), erasedOn, 2)).toBe("2029-03-01");
    expect(attendanceKeptUntil(course(null, null), erasedOn, 2)).toBe("2029-04-01");
  });

  it("keeps a course that ended on 29 February until 28 February of a common year", () => {
    expect(attendanceKeptUntil(course(null, "2028-02-29"), erasedOn, 1)).toBe("2029-02-28");
    expect(attendanceKeptUntil(course(null, "2028-02-29"), erasedOn, 3)).toBe("2031-02-28");
    // Four years on, 29 February exists again.
    expect(attendanceKeptUntil(course(null, "2028-02-29"), erasedOn, 4)).toBe("2032-02-29");
    // 2100 is not a leap year.
    expect(attendanceKeptUntil(course(null, "2096-02-29"), erasedOn, 4)).toBe("2100-02-28");
  });

  it("is a real calendar day for every course end of four years and every period", () => {
    for (let end = "2027-01-01"; end < "2031-01-01"; end = addDays(end, 1)) {
      for (let years = 1; years <= 20; years++) {
        const kept = attendanceKeptUntil(course(null, end), erasedOn, years);
        expect(addDays(kept, 0), `${end} + ${years}`).toBe(kept);
      }
    }
    expect(attendanceKeptUntil(course(null, "1996-02-29"), erasedOn, 4)).toBe("2000-02-29");
  });

  it("keeps a course that ended on 28 February or 1 March to that day", () => {
    expect(attendanceKeptUntil(course(null, "2027-02-28"), erasedOn, 1)).toBe("2028-02-28");
    expect(attendanceKeptUntil(course(null, "2027-03-01"), erasedOn, 1)).toBe("2028-03-01");
  });
});

describe("whether attendance is due for deletion", () => {
  const march = course("2027-03-01", "2027-03-26");

  it("keeps it on its last kept day and deletes it the day after", () => {
    expect(attendanceDue(march, erasedOn, 2, "2029-03-25")).toBe(false);
    expect(attendanceDue(march, erasedOn, 2, "2029-03-26")).toBe(false);
    expect(attendanceDue(march, erasedOn, 2, "2029-03-27")).toBe(true);
    expect(attendanceDue(march, erasedOn, 2, "2035-01-01")).toBe(true);
  });

  it("deletes it on New Year's Day after a course that ended on New Year's Eve", () => {
    const december = course("2027-09-06", "2027-12-31");
    expect(attendanceDue(december, erasedOn, 2, "2029-12-31")).toBe(false);
    expect(attendanceDue(december, erasedOn, 2, "2030-01-01")).toBe(true);
  });

  it("keeps a 29 February course end until 28 February, and deletes it on 1 March", () => {
    const leap = course("2028-01-10", "2028-02-29");
    expect(attendanceDue(leap, erasedOn, 1, "2029-02-28")).toBe(false);
    expect(attendanceDue(leap, erasedOn, 1, "2029-03-01")).toBe(true);
    expect(attendanceDue(leap, erasedOn, 4, "2032-02-29")).toBe(false);
    expect(attendanceDue(leap, erasedOn, 4, "2032-03-01")).toBe(true);
  });

  it("deletes a course that ended on 28 February on 29 February of a leap year", () => {
    const february = course("2027-01-11", "2027-02-28");
    expect(attendanceDue(february, erasedOn, 1, "2028-02-28")).toBe(false);
    expect(attendanceDue(february, erasedOn, 1, "2028-02-29")).toBe(true);
  });

  it("follows the period staff set: a longer one keeps, a shorter one deletes", () => {
    expect(attendanceDue(march, erasedOn, 3, "2029-03-27")).toBe(false);
    expect(attendanceDue(march, erasedOn, 1, "2028-03-27")).toBe(true);
  });
});

describe("the dry run's course-end cut-off", () => {
  it("is the same day the retention period earlier", () => {
    expect(attendanceCourseEndCutoff("2029-03-27", 2)).toBe("2027-03-27");
    expect(attendanceCourseEndCutoff("2032-02-29", 4)).toBe("2028-02-29");
  });

  it("is 1 March on a 29 February whose year, the period earlier, had none", () => {
    expect(attendanceCourseEndCutoff("2032-02-29", 1)).toBe("2031-03-01");
  });

  it("agrees with the rule on every day of four years, for periods of 1 to 6 years", () => {
    for (let day = "2031-01-01"; day < "2035-01-01"; day = addDays(day, 1)) {
      for (let years = 1; years <= 6; years++) {
        const cutoff = attendanceCourseEndCutoff(day, years);
        const before = addDays(cutoff, -1);
        expect(attendanceDue(course(null, before), erasedOn, years, day), `${day} ${years}`).toBe(
          true,
        );
        expect(attendanceDue(course(null, cutoff), erasedOn, years, day), `${day} ${years}`).toBe(
          false,
        );
      }
    }
  });
});
