/**
 * The glossary (issue 34, app/i18n/glossary.ts and glossary.md) applied to every text a family
 * or an agent reads in Spanish, French and German: the locale files, the seeded translations of
 * the programs and destinations, and the e-mail and offer-line templates written in code. One
 * word for each thing, "if you need a visa" where the letter of acceptance is offered, and the
 * typography (curly apostrophes; French spaces before ":;?!").
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { glossary } from "../../shared/i18n/glossary";
import {
  codeMessages,
  languages,
  localeMessages,
  type Message,
  seedMessages,
  violationsOf,
} from "../support/glossary-check";

describe.each(languages)("the glossary in %s", (lang) => {
  it("holds in every locale file", () => {
    expect(violationsOf(lang, localeMessages(lang))).toEqual([]);
  });

  it("holds in the seeded translations of programs and destinations", () => {
    expect(violationsOf(lang, seedMessages(lang))).toEqual([]);
  });

  it("holds in the e-mail and offer-line templates written in code", () => {
    expect(violationsOf(lang, codeMessages(lang))).toEqual([]);
  });
});

describe("the glossary's rules", () => {
  it("catch the words the issue reported", () => {
    const message = (text: string, english: string | null = null): Message => ({
      where: "example",
      key: "example",
      english,
      text,
    });
    expect(violationsOf("es", [message("El 10 % de la matrícula")])).toHaveLength(1);
    expect(violationsOf("es", [message("Tutela para menores de 18 años")])).toHaveLength(1);
    expect(violationsOf("es", [message("Tu presupuesto para X", "Your offer for X")])).toHaveLength(
      1,
    );
    expect(violationsOf("es", [message("Pide un presupuesto", "Ask for a quote")])).toEqual([]);
    expect(violationsOf("fr", [message("Tutelle des moins de 18 ans")])).not.toEqual([]);
    expect(violationsOf("fr", [message("Les étudiants juniors", "Junior students")])).toHaveLength(
      1,
    );
    expect(violationsOf("fr", [message("Bonjour : merci")])).toHaveLength(1);
    expect(violationsOf("fr", [message("Bonjour\u00a0: merci\u202f!")])).toEqual([]);
    expect(violationsOf("fr", [message("l'école")])).toHaveLength(1);
    expect(violationsOf("de", [message("Unsere Studierenden")])).toHaveLength(1);
    expect(violationsOf("de", [message("Ihr Annahmeschreiben")])).toHaveLength(1);
    expect(
      violationsOf("de", [
        message(
          "Die Zulassungsbestätigung für den Visumantrag",
          "The letter of acceptance for the visa",
        ),
      ]),
    ).toHaveLength(2);
  });

  it("are the glossary that glossary.md prints for people", () => {
    const markdown = fs.readFileSync(path.resolve("app/i18n/glossary.md"), "utf8");
    for (const lang of languages) {
      // The language's own section: "## Spanish (es)" up to the next heading of that level.
      const section = markdown.split(/\n## /).find((part) => part.includes(`(${lang})\n`));
      expect(section, `glossary.md has a section for ${lang}`).toBeDefined();
      const rows = (section ?? "")
        .split("\n")
        .filter((line) => line.startsWith("|"))
        .map((line) => line.split("|").map((cell) => cell.trim()));
      for (const concept of glossary) {
        // | concept | word | not | notes |: cells 1 and 2 (0 is before the first bar).
        const row = rows.find((cells) => cells[1] === concept.english);
        expect(row, `glossary.md (${lang}) has a row for "${concept.english}"`).toBeDefined();
        expect(row?.[2], `${concept.id} in ${lang}`).toContain(concept.usage[lang].use);
      }
    }
  });
});
