import { describe, expect, it } from "vitest";
import {
  type FaqEntry,
  faqEntries,
  faqJsonLd,
  filterFaq,
  normalizeForSearch,
} from "../../app/components/info/faq-search";
import en from "../../shared/i18n/locales/en/faq.json";
import es from "../../shared/i18n/locales/es/faq.json";

type Messages = Record<string, unknown>;
const translator = (messages: Messages) => (key: string) =>
  String(key.split(".").reduce<unknown>((node, part) => (node as Messages)?.[part], messages));

const english = faqEntries(translator(en));
const spanish = faqEntries(translator(es));

describe("FAQ entries", () => {
  it("has six categories, each with questions and answers in every language", () => {
    expect(new Set(english.map((entry) => entry.category))).toEqual(
      new Set(["general", "programs", "accommodation", "admissions", "practical", "payments"]),
    );
    for (const entry of [...english, ...spanish]) {
      expect(entry.question).not.toMatch(/^items\./);
      expect(entry.answer.length).toBeGreaterThan(40);
    }
  });

  it("states the spec's facts", () => {
    const all = english.map((entry) => entry.answer).join(" ");
    for (const fact of [
      "15 students",
      "12 in junior",
      "age 11 through adult",
      "more than 30 days",
      "50%",
      "less than 14 days",
      "euro (EUR)",
      "deposit",
      "9:00–18:00",
      "10:00–14:00",
      "within 24 hours",
      "soft drinks only",
    ]) {
      expect(all, fact).toContain(fact);
    }
  });
});

describe("filterFaq", () => {
  const entries: FaqEntry[] = [
    { id: "a", category: "general", question: "How big are classes?", answer: "Fifteen at most." },
    { id: "b", category: "payments", question: "Refunds?", answer: "A Reembolso is possible." },
    { id: "c", category: "practical", question: "Office hours", answer: "Mon–Fri 9:00–18:00" },
  ];

  it("returns everything for an empty or blank query", () => {
    expect(filterFaq(entries, "")).toHaveLength(3);
    expect(filterFaq(entries, "   ")).toHaveLength(3);
  });

  it("matches questions and answers, ignoring case", () => {
    expect(filterFaq(entries, "CLASSES").map((entry) => entry.id)).toEqual(["a"]);
    expect(filterFaq(entries, "fifteen").map((entry) => entry.id)).toEqual(["a"]);
  });

  it("ignores accents, so a phone keyboard finds accented words", () => {
    expect(filterFaq(spanish, "dias").length).toBeGreaterThan(0);
    expect(filterFaq(spanish, "dias")).toEqual(filterFaq(spanish, "DÍAS"));
    expect(filterFaq(entries, "réembolso").map((entry) => entry.id)).toEqual(["b"]);
  });

  it("needs every word of the query", () => {
    expect(
      filterFaq(english, "host family").every((entry) =>
        /host/i.test(entry.answer + entry.question),
      ),
    ).toBe(true);
    expect(filterFaq(entries, "office fifteen")).toEqual([]);
  });

  it("finds nothing for nonsense", () => {
    expect(filterFaq(english, "xylophone")).toEqual([]);
  });
});

describe("normalizeForSearch", () => {
  it("folds case, accents, ß and typographic apostrophes", () => {
    expect(normalizeForSearch("  Größe  Días’ ")).toBe("grosse dias'");
  });
});

describe("faqJsonLd", () => {
  it("describes every question as schema.org FAQPage", () => {
    const data = faqJsonLd(english) as { "@type": string; mainEntity: { name: string }[] };
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(english.length);
    expect(data.mainEntity[0]?.name).toBe(english[0]?.question);
  });
});
