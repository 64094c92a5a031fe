import { describe, expect, it } from "vitest";
import { exportFileName, neutralizeFormula } from "../../server/services/exports/csv";
import { retryDelayMs } from "../../server/services/mail/outbox";
import { likePattern, parseSort } from "../../server/services/paging";
import { commaList, slugify } from "../../shared/content/content-form";

describe("slugify (spec §5)", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["  CertTESOL 2026: Dates & How to Apply!  ", "certtesol-2026-dates-how-to-apply"],
    ["Café in Galway", "cafe-in-galway"],
    ["snake_case title", "snake-case-title"],
    ["!!!", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe("commaList (spec §5)", () => {
  it("trims items and drops empty ones", () => {
    expect(commaList(10, 50).parse(" a, b ,, c ,")).toEqual(["a", "b", "c"]);
    expect(commaList(10, 50).parse(["x ", " "])).toEqual(["x"]);
  });
});

describe("neutralizeFormula", () => {
  it.each(["=1+1", "+44", "-2+1", "@SUM(A1)", "\tTab", "\rCR"])("prefixes %j", (value) => {
    expect(neutralizeFormula(value)).toBe(`'${value}`);
  });
  it("leaves ordinary text alone", () => {
    expect(neutralizeFormula("Ana 1+1=2")).toBe("Ana 1+1=2");
  });
});

describe("exportFileName (spec §9)", () => {
  const at = new Date("2026-07-31T23:30:00Z"); // already 1 August in Dublin (IST)
  it("joins underscore names with _ and hyphen names directly, on the Irish date", () => {
    expect(exportFileName("contact_inquiries", at)).toBe("contact_inquiries_2026-08-01.csv");
    expect(exportFileName("inquiries-", at)).toBe("inquiries-2026-08-01.csv");
  });
});

describe("paging helpers", () => {
  it("escapes LIKE wildcards", () => {
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
  it("parses allowed sort keys and falls back otherwise", () => {
    const fallback = { key: "createdAt" as const, descending: true };
    expect(parseSort("-name", ["name", "createdAt"] as const, fallback)).toEqual({
      key: "name",
      descending: true,
    });
    expect(parseSort("password", ["name", "createdAt"] as const, fallback)).toEqual(fallback);
  });
});

describe("retryDelayMs", () => {
  it("backs off exponentially from 30 seconds to at most an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
