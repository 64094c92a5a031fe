import { describe, expect, it } from "vitest";
import { programSeeds } from "../../server/db/seed/programs";
import {
  type BrochureLabels,
  pdfSafe,
  renderBrochure,
} from "../../server/services/content/brochures";
import { toPublicProgram } from "../../server/services/content/programs";

const labels: BrochureLabels = {
  documentName: "Programmbroschüre",
  overview: "Überblick",
  highlights: "Highlights",
  included: "Inklusive",
  activities: "Aktivitäten",
  schedule: "Stundenplan",
  faq: "Häufige Fragen",
  quickInfo: "Auf einen Blick",
  location: "Ort",
  ageRange: "Alter",
  duration: "Dauer",
  season: "Saison",
  seasonValue: "Ganzjährig",
  startingFrom: "Ab",
  priceValue: "1.300\u00a0€",
  nextStepTitle: "Ihr nächster Schritt",
  nextStepText: "Fordern Sie Ihr persönliches Angebot an.",
  quoteUrl: "http://localhost:3000/de/quote?program=cert-tesol",
  campusesTitle: "Unsere Schulen",
  asOf: "Stand: 22.\u202f11.\u202f2026",
};

function program(id: string) {
  const seed = programSeeds.find((entry) => entry.id === id);
  if (!seed) throw new Error(id);
  const now = new Date("2026-01-01T00:00:00Z");
  return toPublicProgram({
    season: "year-round",
    ageMax: null,
    minWeeks: null,
    maxWeeks: null,
    priceFrom: null,
    tuitionWeeklyCents: null,
    hoursPerWeek: 20,
    image: null,
    highlights: [],
    inclusions: [],
    activities: [],
    timetable: {},
    faq: [],
    status: "active",
    sortOrder: 0,
    ...seed,
    createdAt: now,
    updatedAt: now,
  });
}

describe("renderBrochure", () => {
  it("builds a PDF naming the program, with its labels", async () => {
    const pdf = await renderBrochure(program("cert-tesol"), labels);
    const raw = pdf.toString("latin1");
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    // The document info (outside the compressed page streams) names the program and the school.
    expect(raw).toContain("(Trinity CertTESOL 2026)");
    expect(raw).toContain("(Clover English)");
  });

  it("renders every shipped program, compressed, on one or more pages", async () => {
    for (const seed of programSeeds) {
      const pdf = await renderBrochure(program(seed.id), labels);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdf.length).toBeGreaterThan(2000);
    }
  });

  it("swaps characters the standard fonts lack", () => {
    expect(pdfSafe("1\u202f300\u00a0€ \u2011 x")).toBe("1\u00a0300\u00a0€ - x");
  });
});
