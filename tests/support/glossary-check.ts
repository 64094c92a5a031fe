/**
 * Collects the texts the glossary (app/i18n/glossary.ts) is checked against and finds what breaks
 * it: tests/unit/glossary.test.ts. Kept apart so a translator can list every problem at once
 * (`npx tsx tests/support/glossary-check.ts`).
 */
import fs from "node:fs";
import path from "node:path";
import { destinationSeeds } from "../../server/db/seed/destinations";
import { programSeeds } from "../../server/db/seed/programs";
import { translationSeeds } from "../../server/db/seed/translations";
import type { TranslationLanguage } from "../../shared/content/types";
import {
  type Concept,
  glossary,
  names,
  typography,
  visaCondition,
} from "../../shared/i18n/glossary";

export const languages = ["es", "fr", "de"] as const satisfies readonly TranslationLanguage[];
const localeRoot = path.resolve("app/i18n/locales");

/** One text to check: where it is, its English (when it has one) and the text. */
export interface Message {
  where: string;
  key: string;
  english: string | null;
  text: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function leaves(value: unknown, prefix = "", out = new Map<string, string>()) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      leaves(item, prefix ? `${prefix}.${index}` : String(index), out);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value))
      leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (typeof value === "string") {
    out.set(prefix, value);
  }
  return out;
}

/** Object keys in order, so that translated labels (a timetable's) pair with the English's. */
function byPosition(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(byPosition);
  if (value !== null && typeof value === "object") {
    return Object.entries(value)
      .flatMap(([key, child], index) => [
        [`${index}.label`, key],
        [`${index}.value`, byPosition(child)],
      ])
      .reduce<Record<string, unknown>>((all, [name, child]) => {
        all[name as string] = child;
        return all;
      }, {});
  }
  return value;
}

export function localeMessages(lang: TranslationLanguage): Message[] {
  const files = fs
    .readdirSync(path.join(localeRoot, "en"))
    .filter((file) => file.endsWith(".json"));
  return files.flatMap((file) => {
    const read = (code: string) =>
      JSON.parse(fs.readFileSync(path.join(localeRoot, code, file), "utf8")) as Json;
    const english = leaves(read("en"));
    return [...leaves(read(lang))].map(([key, text]) => ({
      where: `locales/${lang}/${file}`,
      key,
      english: english.get(key) ?? null,
      text,
    }));
  });
}

/**
 * The seeded translations, each beside the English it was written from. A junior program's
 * text is about teenagers, an adult program's about adults: its English is marked so.
 */
export function seedMessages(lang: TranslationLanguage): Message[] {
  const seeds = translationSeeds.find((entry) => entry.lang === lang)?.seeds;
  if (!seeds) throw new Error(`no seeds for ${lang}`);
  const programs = programSeeds.flatMap((program) => {
    const translation = seeds.programs[program.id];
    if (!translation) return [];
    const audience = program.category === "junior" ? " [a junior program]" : " [an adult program]";
    const english = leaves(byPosition(program));
    return [...leaves(byPosition(translation))].map(([key, text]) => ({
      where: `seed/translations/${lang}.ts programs.${program.id}`,
      key,
      english: `${english.get(key) ?? ""}${audience}`,
      text,
    }));
  });
  const destinations = destinationSeeds.flatMap((destination) => {
    const translation = seeds.destinations[destination.slug];
    if (!translation) return [];
    const english = leaves(byPosition(destination));
    return [...leaves(byPosition(translation))].map(([key, text]) => ({
      where: `seed/translations/${lang}.ts destinations.${destination.slug}`,
      key,
      english: english.get(key) ?? null,
      text,
    }));
  });
  return [...programs, ...destinations];
}

/** Texts a family reads that are written in code, one block per language (`es: { … }`). */
const codeSources = [
  "server/services/mail/templates.ts",
  "server/services/bookings/offer-lines.ts",
  "app/i18n/shell-messages.ts",
  "app/i18n/cities.ts",
  "app/i18n/suggestions.ts",
];

export function codeMessages(lang: TranslationLanguage): Message[] {
  return codeSources.flatMap((file) => {
    const lines = fs.readFileSync(path.resolve(file), "utf8").split("\n");
    const found: Message[] = [];
    for (let start = 0; start < lines.length; start++) {
      const line = lines[start] ?? "";
      const oneLine = new RegExp(`^\\s*${lang}: \\{(.*)\\},?$`).exec(line);
      const open = new RegExp(`^(\\s*)${lang}: \\{$`).exec(line);
      if (!oneLine && !open) continue;
      let end = start;
      let block = oneLine?.[1] ?? "";
      if (open) {
        const close = `${open[1]}}`;
        end = start + 1;
        while (end < lines.length && lines[end] !== `${close},` && lines[end] !== close) end++;
        block = lines.slice(start + 1, end).join("\n");
      }
      const literals = block.match(/"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];
      for (const literal of literals) {
        found.push({
          where: file,
          key: `line ${start + 1}`,
          english: null,
          text: literal.slice(1, -1).replace(/\$\{[^}]*\}/g, "{}"),
        });
      }
      start = end;
    }
    if (found.length === 0) throw new Error(`${file} has no ${lang} block`);
    return found;
  });
}

const withoutNames = (text: string) =>
  names.reduce((rest, name) => rest.replaceAll(name, " "), text);

function conceptViolations(
  concept: Concept,
  lang: TranslationLanguage,
  message: Message,
): string[] {
  const usage = concept.usage[lang];
  const text = withoutNames(message.text);
  const found: string[] = [];
  for (const banned of usage.banned ?? []) {
    const match = banned.exec(text)?.[0];
    if (match) found.push(`"${match}" (${concept.id}: use "${usage.use}")`);
  }
  const context = usage.bannedWhere;
  if (
    context &&
    message.english !== null &&
    context.english.test(message.english) &&
    !context.unless?.test(message.english)
  ) {
    for (const banned of context.banned) {
      const match = banned.exec(text)?.[0];
      if (match) found.push(`"${match}" where the English is about ${concept.id}`);
    }
  }
  return found;
}

function visaViolations(lang: TranslationLanguage, message: Message): string[] {
  const { about, required } = visaCondition;
  if (message.english === null) return [];
  const offersLetter =
    (about.key.test(message.key) || about.english.test(message.english)) &&
    about.visa.test(message.english);
  if (!offersLetter) return [];
  const found: string[] = [];
  if (!required.en.test(message.english))
    found.push(`the English offers the letter for a visa unconditionally`);
  if (!required[lang].test(message.text))
    found.push(`the letter is offered without "if you need a visa"`);
  return found;
}

const FRENCH_MARKS = /[;?!]/;

function typographyViolations(lang: TranslationLanguage, text: string): string[] {
  const found: string[] = [];
  if (text.includes(typography.apostrophe.straight)) found.push(`a straight apostrophe (use ’)`);
  if (lang !== "fr") return found;
  const { beforeColon, beforeOtherMarks, insideGuillemets } = typography.french;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    const next = text[i + 1];
    // A mark ends a phrase when a space, the end or a closing sign follows ("https:" does not).
    const ends = next === undefined || /[\s"»)\]}.,]/.test(next);
    const before = text[i - 1];
    if (char === ":" && ends && before !== beforeColon) {
      found.push(`no no-break space before ":" in "…${text.slice(Math.max(0, i - 12), i + 2)}"`);
    }
    if (
      FRENCH_MARKS.test(char) &&
      ends &&
      before !== beforeOtherMarks &&
      !FRENCH_MARKS.test(before ?? "")
    ) {
      found.push(
        `no narrow no-break space before "${char}" in "…${text.slice(Math.max(0, i - 12), i + 2)}"`,
      );
    }
    if (char === "«" && next !== insideGuillemets) found.push(`no narrow no-break space after «`);
    if (char === "»" && before !== insideGuillemets)
      found.push(`no narrow no-break space before »`);
  }
  return found;
}

export function violationsOf(lang: TranslationLanguage, messages: Message[]): string[] {
  return messages.flatMap((message) =>
    [
      ...glossary.flatMap((concept) => conceptViolations(concept, lang, message)),
      ...visaViolations(lang, message),
      ...typographyViolations(lang, message.text),
    ].map((problem) => `${message.where} ${message.key}: ${problem}`),
  );
}

/** Run directly: every problem in every language. */
if (process.argv[1]?.endsWith("glossary-check.ts")) {
  for (const lang of languages) {
    for (const problem of violationsOf(lang, [
      ...localeMessages(lang),
      ...seedMessages(lang),
      ...codeMessages(lang),
    ])) {
      console.log(`${lang} ${problem}`);
    }
  }
}
