import { describe, expect, it } from "vitest";
import { untranslatedFields } from "../../app/lib/untranslated";
import { programSeeds } from "../../server/db/seed/programs";
import { translationSeeds } from "../../server/db/seed/translations";
import {
  localizeFields,
  sourceHash,
  sourceHashesOf,
  translationStatus,
} from "../../server/services/content/translations/logic";
import { translationFromForm } from "../../shared/content/translation-form";

const english = {
  name: "Cork",
  description: "A friendly, compact city.",
  features: ["Central school", "Walkable centre"],
};

describe("translation status", () => {
  it("is missing without a translation, and names every field the English has", () => {
    expect(translationStatus("destination", english, null)).toEqual({
      state: "missing",
      missing: ["name", "description", "features"],
      outdated: [],
    });
  });

  it("is complete when every field is translated from the English as it is", () => {
    const fields = { name: "Cork", description: "Una ciudad acogedora.", features: ["A", "B"] };
    const stored = {
      fields,
      sourceHashes: sourceHashesOf("destination", english, Object.keys(fields)),
    };
    expect(translationStatus("destination", english, stored).state).toBe("complete");
  });

  it("is outdated, naming the field, once that field's English changes", () => {
    const fields = { name: "Cork", description: "Una ciudad acogedora.", features: ["A", "B"] };
    const stored = {
      fields,
      sourceHashes: sourceHashesOf("destination", english, Object.keys(fields)),
    };
    const changed = { ...english, features: ["Central school", "Walkable centre", "Day trips"] };
    expect(translationStatus("destination", changed, stored)).toEqual({
      state: "outdated",
      missing: [],
      outdated: ["features"],
    });
  });

  it("does not ask for a translation of a field the English leaves empty", () => {
    const source = { ...english, features: [] };
    const fields = { name: "Cork", description: "Una ciudad." };
    const stored = {
      fields,
      sourceHashes: sourceHashesOf("destination", source, Object.keys(fields)),
    };
    expect(translationStatus("destination", source, stored).state).toBe("complete");
  });
});

describe("source fingerprints", () => {
  it("ignore the key order of a timetable but not its text", () => {
    expect(sourceHash({ a: "1", b: { c: "2", d: "3" } })).toBe(
      sourceHash({ b: { d: "3", c: "2" }, a: "1" }),
    );
    expect(sourceHash({ a: "1" })).not.toBe(sourceHash({ a: "2" }));
    expect(sourceHash(["a", "b"])).not.toBe(sourceHash(["b", "a"]));
  });
});

describe("localized fields", () => {
  it("uses each translated field and keeps English, marked, where there is none", () => {
    const { value, fieldLanguages } = localizeFields("destination", english, "es", {
      fields: { description: "Una ciudad acogedora.", features: [] },
      sourceHashes: {},
    });
    expect(value).toEqual({ ...english, description: "Una ciudad acogedora." });
    expect(fieldLanguages).toEqual({ name: "en", description: "es", features: "en" });
    expect(untranslatedFields({ lang: "es", fieldLanguages })).toEqual(["name", "features"]);
  });

  it("is the English itself in English", () => {
    const { value, fieldLanguages } = localizeFields("destination", english, "en", {
      fields: { description: "Una ciudad." },
      sourceHashes: {},
    });
    expect(value).toEqual(english);
    expect(untranslatedFields({ lang: "en", fieldLanguages })).toEqual([]);
  });
});

describe("seeded translations", () => {
  it("translate every program in three languages without changing a number", () => {
    expect(translationSeeds.map((seed) => seed.lang)).toEqual(["es", "fr", "de"]);
    expect(programSeeds.length).toBeGreaterThan(0);
    for (const { lang, seeds } of translationSeeds) {
      // Every program, and nothing else.
      expect(Object.keys(seeds.programs).sort(), lang).toEqual(
        programSeeds.map((program) => program.id).sort(),
      );
      for (const program of programSeeds) {
        const translated = seeds.programs[program.id];
        expect(translated, `${lang} ${program.id}`).toBeDefined();
        if (!translated) continue;
        expect(translated.highlights).toHaveLength(program.highlights?.length ?? 0);
        expect(translated.faq).toHaveLength(program.faq?.length ?? 0);
        expect(Object.keys(translated.timetable)).toHaveLength(
          Object.keys(program.timetable ?? {}).length,
        );
        expect(translated.description.split("\n\n")).toHaveLength(
          program.description.split("\n\n").length,
        );
        // Every age in the English age range survives translation.
        for (const age of program.ageRange.match(/\d+/g) ?? []) {
          expect(translated.ageRange).toContain(age);
        }
        expect(translated.description).not.toBe(program.description);
      }
    }
  });
});

describe("the translation editor's form", () => {
  it("reads lists a line each, numbered questions and schedules, and browser line breaks", () => {
    const form = new URLSearchParams();
    form.set("title", "Título");
    form.set("description", "Uno.\r\n\r\nDos.");
    form.set("highlights", "Primero\r\n\r\n  Segundo  \n");
    form.set("faq.0.question", "¿Qué?");
    form.set("faq.0.answer", "Esto.");
    form.set("timetable.0.label", "Mañana");
    form.set("timetable.0.text", "Clases");
    form.set("timetable.1.label", "Semana");
    form.set("timetable.1.entries.0.label", "Lunes");
    form.set("timetable.1.entries.0.value", "Clases");
    form.set("timetable.2.label", "");
    form.set("timetable.2.text", "sin título: no cuenta");
    const input = translationFromForm("program", form);
    expect(input).toMatchObject({
      title: "Título",
      description: "Uno.\n\nDos.",
      highlights: ["Primero", "Segundo"],
      faq: [{ question: "¿Qué?", answer: "Esto." }],
      timetable: { Mañana: "Clases", Semana: { Lunes: "Clases" } },
    });
  });
});

describe("a field the English leaves empty", () => {
  it("is not reported as shown in English", () => {
    const { fieldLanguages } = localizeFields("destination", { ...english, features: [] }, "fr", {
      fields: { name: "Cork", description: "Une ville." },
      sourceHashes: {},
    });
    expect(fieldLanguages.features).toBe("fr");
  });
});
