/**
 * formatDay and formatUnit stand in for Intl on public pages (decision 0021): they must print
 * exactly what Intl prints in every language, or a visitor would read a different date or
 * distance on the page than in the e-mail the server formats with Intl.
 */
import { describe, expect, it } from "vitest";
import { dayOf, formatDay } from "../../app/lib/date-format";
import { formatUnit, type Unit } from "../../app/lib/unit-format";
import { languageInfo, languages } from "../../shared/i18n/languages";

/** Every day from 2024 (a leap year) to 2031, as "YYYY-MM-DD". */
function* everyDay(): Generator<string> {
  for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2032, 0, 1); time += 86_400_000) {
    yield new Date(time).toISOString().slice(0, 10);
  }
}

describe.each(languages)("days in %s", (lang) => {
  const locale = languageInfo[lang].locale;
  const intl = {
    long: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }),
    short: new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }),
  };

  it.each(["long", "short"] as const)("the %s style prints what Intl prints", (style) => {
    const mismatches: string[] = [];
    for (const day of everyDay()) {
      const expected = intl[style].format(new Date(`${day}T00:00:00Z`));
      const text = formatDay(day, lang, style);
      if (text !== expected) mismatches.push(`${day}: ${text} ≠ ${expected}`);
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it("returns what is not a calendar day as it came", () => {
    for (const text of [
      "",
      "soon",
      "2031-02-30",
      "2031-13-01",
      "2031-6-2",
      "2031-06-02T10:00",
      "12031-06-02",
    ]) {
      expect(formatDay(text, lang)).toBe(text);
    }
  });
});

describe("the dates visitors read", () => {
  it.each([
    ["en", "2 June 2031", "2 Jun 2031"],
    ["es", "2 de junio de 2031", "2 jun 2031"],
    ["fr", "2 juin 2031", "2 juin 2031"],
    ["de", "2. Juni 2031", "2. Juni 2031"],
  ] as const)("%s", (lang, long, short) => {
    expect(formatDay("2031-06-02", lang)).toBe(long);
    expect(formatDay("2031-06-02", lang, "short")).toBe(short);
  });

  it("takes an instant's day in UTC, whatever the machine's time zone", () => {
    expect(dayOf("2031-06-02T23:30:00Z")).toBe("2031-06-02");
    expect(dayOf("2031-06-03T00:30:00+02:00")).toBe("2031-06-02");
    expect(dayOf("not a date")).toBe("not a date");
  });
});

describe.each(languages)("measures in %s", (lang) => {
  const locale = languageInfo[lang].locale;
  const units: Unit[] = ["hour", "kilometer", "year", "month", "day"];
  const values = [0, 0.04, 0.05, 0.5, 0.95, 0.96, 1, 1.04, 1.05, 1.5, 1.95, 2, 2.5, 7, 12, 26];
  for (let value = 0; value < 3000; value += 0.7) values.push(Math.round(value * 100) / 100);
  values.push(-1, -2.5, 1_000_000, 2_000_000, 1234.56);

  it.each(units)("%s prints what Intl.NumberFormat prints", (unit) => {
    const intl = new Intl.NumberFormat(locale, {
      style: "unit",
      unit,
      unitDisplay: unit === "kilometer" ? "short" : "long",
      maximumFractionDigits: 1,
    });
    const mismatches = values
      .map((value) => [value, formatUnit(value, unit, lang), intl.format(value)] as const)
      .filter(([, ours, theirs]) => ours !== theirs)
      .map(([value, ours, theirs]) => `${value}: ${ours} ≠ ${theirs}`);
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});
