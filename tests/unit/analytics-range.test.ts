import { describe, expect, it } from "vitest";
import {
  analyticsFileName,
  defaultRange,
  irishToday,
  parseRange,
  weekStart,
} from "../../server/services/analytics/report";

describe("analytics date range", () => {
  it("weeks start on Monday", () => {
    expect(weekStart("2026-11-16")).toBe("2026-11-16"); // Monday
    expect(weekStart("2026-11-22")).toBe("2026-11-16"); // Sunday
    expect(weekStart("2027-01-01")).toBe("2026-12-28"); // across the new year
    expect(weekStart("2028-03-01")).toBe("2028-02-28"); // across a leap day
  });

  it("today is the Irish calendar day, also just after midnight in summer time", () => {
    // 23:30 UTC on 1 June is 00:30 on 2 June in Ireland.
    expect(irishToday(new Date("2031-06-01T23:30:00Z"))).toBe("2031-06-02");
    // In winter Ireland is on UTC.
    expect(irishToday(new Date("2031-01-01T23:30:00Z"))).toBe("2031-01-01");
  });

  it("defaults to this week and the 11 before it, up to today", () => {
    expect(defaultRange(new Date("2026-11-22T12:00:00Z"))).toEqual({
      from: "2026-08-31",
      to: "2026-11-22",
    });
    expect(parseRange({}, new Date("2026-11-22T12:00:00Z"))).toEqual({
      ok: true,
      range: { from: "2026-08-31", to: "2026-11-22" },
    });
  });

  it("fills a missing side from the default", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(parseRange({ from: "2026-01-05", to: "" }, now)).toEqual({
      ok: true,
      range: { from: "2026-01-05", to: "2026-11-22" },
    });
    expect(parseRange({ from: null, to: "2026-10-01" }, now)).toEqual({
      ok: true,
      range: { from: "2026-08-31", to: "2026-10-01" },
    });
  });

  it("accepts one day and exactly two years; refuses a day more", () => {
    const now = new Date();
    expect(parseRange({ from: "2026-05-05", to: "2026-05-05" }, now).ok).toBe(true);
    expect(parseRange({ from: "2024-11-22", to: "2026-11-22" }, now).ok).toBe(true);
    expect(parseRange({ from: "2024-11-22", to: "2026-11-23" }, now)).toEqual({
      ok: false,
      fields: { to: "Choose at most 2 years between the start and end dates." },
    });
    // From a leap day, two years later is 28 February.
    expect(parseRange({ from: "2028-02-29", to: "2030-02-28" }, now).ok).toBe(true);
    expect(parseRange({ from: "2028-02-29", to: "2030-03-01" }, now).ok).toBe(false);
  });

  it("names each bad side", () => {
    const now = new Date();
    expect(parseRange({ from: "2026-13-01", to: "yesterday" }, now)).toEqual({
      ok: false,
      fields: {
        from: "Enter the start date as a real date (YYYY-MM-DD, years 2000 to 2100).",
        to: "Enter the end date as a real date (YYYY-MM-DD, years 2000 to 2100).",
      },
    });
    expect(parseRange({ from: "2026-02-29", to: "2026-03-01" }, now).ok).toBe(false);
    expect(parseRange({ from: "2026-03-02", to: "2026-03-01" }, now)).toEqual({
      ok: false,
      fields: { to: "The end date must be on or after the start date." },
    });
  });

  it("names the CSV after the table and the range", () => {
    expect(analyticsFileName("leads-per-week", { from: "2026-09-01", to: "2026-11-22" })).toBe(
      "analytics-leads-per-week-2026-09-01_2026-11-22.csv",
    );
  });
});
