/**
 * What a family says at acceptance about living with a family (shared/accommodation/preferences.ts):
 * the allergies read as a list, the mother tongues a closed list of codes named in the reader's
 * language.
 */
import { describe, expect, it } from "vitest";
import {
  allergyList,
  isMotherTongue,
  motherTongueName,
  motherTongueOptions,
  motherTongues,
} from "../../shared/accommodation/preferences";

describe("the allergies as a list", () => {
  it("splits at commas, semicolons, slashes and line breaks, trimmed", () => {
    expect(allergyList("Cats, dust;penicillin / nuts\nlatex")).toEqual([
      "Cats",
      "dust",
      "penicillin",
      "nuts",
      "latex",
    ]);
  });

  it("leaves out blanks and repeats whatever their case, keeping the first spelling", () => {
    expect(allergyList(" , Cats,, cats ; CATS ;dust ")).toEqual(["Cats", "dust"]);
  });

  it("keeps words together that no separator divides", () => {
    expect(allergyList("tree nuts and shellfish")).toEqual(["tree nuts and shellfish"]);
  });

  it("is empty when nothing was said", () => {
    expect(allergyList(null)).toEqual([]);
    expect(allergyList(undefined)).toEqual([]);
    expect(allergyList("")).toEqual([]);
    expect(allergyList(" ; , ")).toEqual([]);
  });
});

describe("the mother tongues", () => {
  it("are ISO 639-1 codes, each once", () => {
    for (const code of motherTongues) expect(code).toMatch(/^[a-z]{2}$/);
    expect(new Set(motherTongues).size).toBe(motherTongues.length);
  });

  it("accept a listed code only", () => {
    expect(isMotherTongue("pt")).toBe(true);
    expect(isMotherTongue("es")).toBe(true);
    expect(isMotherTongue("Portuguese")).toBe(false);
    expect(isMotherTongue("PT")).toBe(false);
    expect(isMotherTongue("xx")).toBe(false);
    expect(isMotherTongue(null)).toBe(false);
    expect(isMotherTongue(7)).toBe(false);
  });

  it("are named in the reader's language", () => {
    expect(motherTongueName("es", "en-IE")).toBe("Spanish");
    expect(motherTongueName("es", "es-ES")).toBe("español");
    expect(motherTongueName("es", "fr-FR")).toBe("espagnol");
    expect(motherTongueName("es", "de-DE")).toBe("Spanisch");
  });

  it("give back the code when the locale is not one", () => {
    expect(motherTongueName("es", "not a locale!")).toBe("es");
  });

  it("are offered sorted by their name in the reader's language", () => {
    const german = motherTongueOptions("de-DE");
    expect(german).toHaveLength(motherTongues.length);
    const names = german.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "de-DE")));
    expect(german.find((option) => option.code === "de")?.name).toBe("Deutsch");
    expect(motherTongueOptions("en-IE")[0]).toEqual({ code: "ar", name: "Arabic" });
  });
});
