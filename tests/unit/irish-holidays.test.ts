/**
 * Irish public holidays and the lesson schedule (shared/classes/holidays.ts, schedule.ts),
 * checked against the published calendars of 2024 to 2027.
 */
import { describe, expect, it } from "vitest";
import {
  easterSunday,
  firstMonday,
  irishPublicHolidays,
  isIrishPublicHoliday,
  lastMonday,
  stBrigidsDay,
} from "../../shared/classes/holidays";
import { isoWeekday, lessonDates } from "../../shared/classes/schedule";

describe("Irish public holidays", () => {
  it("match the published list of 2025", () => {
    expect(irishPublicHolidays(2025)).toEqual([
      "2025-01-01",
      "2025-02-03",
      "2025-03-17",
      "2025-04-21",
      "2025-05-05",
      "2025-06-02",
      "2025-08-04",
      "2025-10-27",
      "2025-12-25",
      "2025-12-26",
    ]);
  });

  it("match the published list of 2026", () => {
    expect(irishPublicHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-02-02",
      "2026-03-17",
      "2026-04-06",
      "2026-05-04",
      "2026-06-01",
      "2026-08-03",
      "2026-10-26",
      "2026-12-25",
      "2026-12-26",
    ]);
  });

  it("give St Brigid's Day on 1 February when it is a Friday (2030), else the first Monday", () => {
    expect(stBrigidsDay(2030)).toBe("2030-02-01");
    expect(stBrigidsDay(2024)).toBe("2024-02-05");
    expect(stBrigidsDay(2027)).toBe("2027-02-01"); // a Monday
    expect(irishPublicHolidays(2022)).not.toContain("2022-02-07");
    expect(irishPublicHolidays(2022)).toHaveLength(9);
    expect(irishPublicHolidays(2023)).toContain("2023-02-06");
  });

  it("find Easter across the calendar's edge cases", () => {
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(easterSunday(2038)).toBe("2038-04-25");
    expect(easterSunday(2285)).toBe("2285-03-22");
    expect(easterSunday(2049)).toBe("2049-04-18");
    expect(easterSunday(1981)).toBe("1981-04-19");
    // Years whose golden number is 0, and Easters early in April.
    expect(easterSunday(2014)).toBe("2014-04-20");
    expect(easterSunday(2033)).toBe("2033-04-17");
    expect(easterSunday(2021)).toBe("2021-04-04");
    expect(easterSunday(2029)).toBe("2029-04-01");
  });

  it("find first and last Mondays", () => {
    expect(firstMonday(2027, 3)).toBe("2027-03-01");
    expect(firstMonday(2027, 5)).toBe("2027-05-03");
    expect(firstMonday(2026, 6)).toBe("2026-06-01");
    expect(lastMonday(2027, 10)).toBe("2027-10-25");
    expect(lastMonday(2027, 5)).toBe("2027-05-31");
    expect(lastMonday(2026, 8)).toBe("2026-08-31");
  });

  it("answer for one day", () => {
    expect(isIrishPublicHoliday("2027-03-17")).toBe(true);
    expect(isIrishPublicHoliday("2027-03-29")).toBe(true);
    expect(isIrishPublicHoliday("2027-03-18")).toBe(false);
  });
});

describe("lesson dates", () => {
  it("knows ISO weekdays", () => {
    expect(isoWeekday("2027-03-01")).toBe(1);
    expect(isoWeekday("2027-03-07")).toBe(7);
  });

  it("take the chosen weekdays, inclusive, without holidays and closures", () => {
    // March 2027: St Patrick's (Wed 17th) and Easter Monday (29th).
    const dates = lessonDates({ startsOn: "2027-03-15", endsOn: "2027-03-31", weekdays: [1, 3] }, [
      { startsOn: "2027-03-22", endsOn: "2027-03-22" },
    ]);
    expect(dates).toEqual(["2027-03-15", "2027-03-24", "2027-03-31"]);
  });

  it("include the first and last day when they are lesson days", () => {
    expect(lessonDates({ startsOn: "2027-03-01", endsOn: "2027-03-01", weekdays: [1] })).toEqual([
      "2027-03-01",
    ]);
    expect(lessonDates({ startsOn: "2027-03-02", endsOn: "2027-03-01", weekdays: [1, 2] })).toEqual(
      [],
    );
  });
});
