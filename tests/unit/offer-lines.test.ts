/**
 * The lines a new offer starts with (server/services/bookings/offer-lines.ts): priced from the
 * price list and written in the person's language, so a family reads its own offer in its own
 * words before staff change anything.
 */

import { describe, expect, it } from "vitest";
import { prefilledLines } from "../../server/services/bookings/offer-lines";
import { priceBookOf } from "../../server/services/bookings/price-book";
import type { Lang, OfferLineInput } from "../../shared/bookings/types";
import type { AccommodationType } from "../../shared/content/options";

/* Read inside each test (through options()), never while the file loads: see price-book.test.ts. */
const prices = () =>
  priceBookOf(
    {
      registrationCents: 8_000,
      materialsCents: 4_500,
      airportTransferCents: 6_500,
      guardianshipWeeklyCents: 5_000,
      depositKind: "percent",
      depositPercent: 20,
      depositCents: null,
    },
    [
      { type: "host-family", city: "Cork", weeklyCents: 18_000 },
      { type: "student-residence", city: "Cork", weeklyCents: 29_000 },
      { type: "hotel", city: "Cork", weeklyCents: 60_000 },
    ],
    [{ programId: "general-english-cork", city: "Cork", weeklyCents: 30_050 }],
  );

const weekly = { id: "general-english-cork", tuitionWeeklyCents: 35_000, priceFrom: 350 };
const options = (overrides: Partial<Parameters<typeof prefilledLines>[0]> = {}) => ({
  lang: "en" as Lang,
  programTitle: "General English Cork",
  program: weekly,
  city: "Cork" as const,
  weeks: 3,
  accommodationType: "host-family" as AccommodationType,
  minor: false,
  prices: prices(),
  ...overrides,
});
const summary = (lines: OfferLineInput[]) =>
  lines.map((line) => [line.kind, line.description, line.quantity, line.unitCents]);

describe("prefilledLines", () => {
  it("prices weekly tuition (the city's price), accommodation and the fees, in English", () => {
    expect(summary(prefilledLines(options()))).toEqual([
      ["tuition", "Tuition: General English Cork (per week)", 3, 30_050],
      ["accommodation", "Host family accommodation, Cork (per week)", 3, 18_000],
      ["registration", "Registration fee", 1, 8_000],
      ["materials", "Course books and materials", 1, 4_500],
    ]);
  });

  it("adds guardianship per week for a student under 18", () => {
    const lines = prefilledLines(options({ minor: true }));
    expect(summary(lines).at(-1)).toEqual([
      "guardianship",
      "Supervision of under-18s (per week)",
      3,
      5_000,
    ]);
  });

  it("charges a course fee once for a program not sold by the week", () => {
    const program = { id: "cert-tesol", tuitionWeeklyCents: null, priceFrom: 1_300 };
    const [tuition] = prefilledLines(options({ program, programTitle: "Trinity CertTESOL" }));
    expect(tuition).toEqual({
      kind: "tuition",
      description: "Course fee: Trinity CertTESOL",
      quantity: 1,
      unitCents: 130_000,
    });
  });

  it("leaves the price to staff for a program priced on request, or unknown", () => {
    const onRequest = { id: "personalised", tuitionWeeklyCents: null, priceFrom: null };
    for (const program of [onRequest, null]) {
      const [tuition] = prefilledLines(options({ program, programTitle: "Personalised" }));
      expect(tuition).toEqual({
        kind: "tuition",
        description: "Tuition: Personalised (price to be confirmed)",
        quantity: 1,
        unitCents: 0,
      });
    }
  });

  it("adds no accommodation line when none is wanted, the city is unknown or has no price", () => {
    const kinds = (o: ReturnType<typeof options>) => prefilledLines(o).map((line) => line.kind);
    expect(kinds(options({ accommodationType: "none" }))).not.toContain("accommodation");
    expect(kinds(options({ accommodationType: null }))).not.toContain("accommodation");
    expect(kinds(options({ city: null }))).not.toContain("accommodation");
    expect(kinds(options({ city: "Galway" }))).not.toContain("accommodation");
  });

  it("leaves out a fee the price list sets to nothing", () => {
    const free = priceBookOf(
      {
        registrationCents: 0,
        materialsCents: 0,
        airportTransferCents: 0,
        guardianshipWeeklyCents: 0,
        depositKind: "percent",
        depositPercent: 20,
        depositCents: null,
      },
      [],
      [],
    );
    const lines = prefilledLines(options({ prices: free, minor: true }));
    expect(lines.map((line) => line.kind)).toEqual(["tuition"]);
    expect(lines[0]?.unitCents).toBe(35_000);
  });

  it("names each kind of accommodation", () => {
    const described = (type: AccommodationType) =>
      prefilledLines(options({ accommodationType: type }))[1];
    expect(described("student-residence")).toMatchObject({
      description: "Student residence, Cork (per week)",
      unitCents: 29_000,
    });
    expect(described("hotel")).toMatchObject({
      description: "Partner hotel, Cork (per week)",
      unitCents: 60_000,
    });
  });

  describe("in the person's language", () => {
    const titles = "Inglés General";
    /** Every label a language has: weekly tuition, each accommodation, every fee; then a course fee and on request. */
    const everyLabel = (lang: Lang) => {
      const descriptions = (overrides: Partial<ReturnType<typeof options>>) =>
        prefilledLines(options({ lang, programTitle: titles, minor: true, ...overrides })).map(
          (line) => line.description,
        );
      return [
        ...descriptions({}),
        ...descriptions({ accommodationType: "student-residence" }).slice(1, 2),
        ...descriptions({ accommodationType: "hotel" }).slice(1, 2),
        ...descriptions({
          program: { id: "cert-tesol", tuitionWeeklyCents: null, priceFrom: 1_300 },
        }).slice(0, 1),
        ...descriptions({ program: null }).slice(0, 1),
      ];
    };
    it.each(["es", "fr", "de"] as const)("%s: every line is translated, names kept", (lang) => {
      const english = everyLabel("en");
      const translated = everyLabel(lang);
      expect(translated).toHaveLength(english.length);
      expect(english).toHaveLength(9);
      translated.forEach((description, index) => {
        expect(description.length).toBeGreaterThan(5);
        expect(description).not.toBe(english[index]);
      });
      // The program's name and the city are the person's own, never left as placeholders.
      for (const index of [0, 7, 8]) expect(translated[index]).toContain(titles);
      for (const index of [1, 5, 6]) expect(translated[index]).toContain("Cork");
      expect(translated.join(" ")).not.toMatch(/[{}]/);
      expect(new Set(translated).size).toBe(translated.length);
    });

    it("reads naturally in each language", () => {
      expect(everyLabel("es").slice(0, 2)).toEqual([
        "Curso: Inglés General (por semana)",
        "Alojamiento en familia de acogida, Cork (por semana)",
      ]);
      expect(everyLabel("fr")[2]).toBe("Frais d’inscription");
      expect(everyLabel("de")[4]).toBe("Betreuung Minderjähriger (pro Woche)");
    });
  });
});
