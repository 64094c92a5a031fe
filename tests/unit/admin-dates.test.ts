/**
 * The dates staff read (issue 34): Irish style, day before month, in Irish time. "12/7/26" was
 * the old US short format, 12 July to anyone in Ireland.
 */
import { describe, expect, it } from "vitest";
import {
  formatAxisDay,
  formatDate,
  formatDateTime,
  formatDayRange,
  formatMonth,
  formatTime,
  formatWeekday,
} from "../../shared/format/dates";

describe("admin dates", () => {
  it("writes a calendar day with the day first and the month in words", () => {
    expect(formatDate("2026-12-07")).toBe("7 Dec 2026");
    expect(formatDate("2026-07-12")).toBe("12 Jul 2026");
    expect(formatDate("2026-09-01")).toBe("1 Sep 2026");
  });

  it("takes an instant's day and time in Dublin, summer time included", () => {
    // 23:30 UTC on 6 December is still 6 December in Dublin (GMT in winter)...
    expect(formatDateTime("2026-12-06T23:30:00Z")).toBe("6 Dec 2026, 23:30");
    // ...but 23:30 UTC on 6 July is 00:30 on 7 July (IST, UTC+1).
    expect(formatDateTime(new Date("2026-07-06T23:30:00Z"))).toBe("7 Jul 2026, 00:30");
    expect(formatDate("2026-07-06T23:30:00Z")).toBe("7 Jul 2026");
    expect(formatTime("2026-03-12T14:05:00Z")).toBe("14:05");
    expect(formatTime("2026-03-12T09:05:00Z")).toBe("09:05");
  });

  it("names the weekday on timetables", () => {
    expect(formatWeekday("2026-12-07")).toBe("Mon 7 Dec");
    expect(formatWeekday("2026-12-13", { year: true })).toBe("Sun 13 Dec 2026");
    expect(formatWeekday("2028-02-29")).toBe("Tue 29 Feb");
  });

  it("writes a course's days with the year once when both ends share it", () => {
    expect(formatDayRange("2026-12-07", "2026-12-18")).toBe("Mon 7 Dec – Fri 18 Dec 2026");
    expect(formatDayRange("2026-12-28", "2027-01-08")).toBe("Mon 28 Dec 2026 – Fri 8 Jan 2027");
    expect(formatDayRange("2026-12-07", null)).toBe("Mon 7 Dec 2026 – —");
    expect(formatDayRange(null, undefined)).toBe("—");
  });

  it("keeps chart axes short and months whole", () => {
    expect(formatAxisDay("2026-08-31")).toBe("31 Aug");
    expect(formatMonth("2030-03")).toBe("Mar 2030");
    expect(formatMonth("2030-13")).toBe("2030-13");
  });

  it("shows a dash for no date or one that does not exist", () => {
    for (const value of [null, undefined, "", "soon", "2026-02-30", "2026-13-01"]) {
      expect(formatDate(value)).toBe("—");
      expect(formatDateTime(value)).toBe("—");
      expect(formatWeekday(value)).toBe("—");
    }
  });
});
