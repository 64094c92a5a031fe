import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve("shared/i18n/locales");
const languages = ["en", "es", "fr", "de"];
const namespaces = fs.readdirSync(path.join(root, "en")).filter((file) => file.endsWith(".json"));

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** "a.b.0" → value, for every leaf. */
function leaves(value: Json, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, text] of leaves(child, prefix ? `${prefix}.${key}` : key))
        out.set(leaf, text);
    }
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const load = (lang: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, lang, file), "utf8")) as Json;

describe.each(namespaces)("locale namespace %s", (file) => {
  const english = leaves(load("en", file));

  it.each(languages.filter((lang) => lang !== "en"))(
    "is complete in %s, with the same placeholders",
    (lang) => {
      const translated = leaves(load(lang, file));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect(placeholders(translated.get(key) ?? ""), `${lang}/${file} ${key}`).toEqual(
          placeholders(text),
        );
        expect(translated.get(key)?.trim(), `${lang}/${file} ${key} is empty`).not.toBe("");
      }
    },
  );

  it.each(languages.filter((lang) => lang !== "en"))("is actually translated into %s", (lang) => {
    const translated = leaves(load(lang, file));
    const long = [...english].filter(([, text]) => text.length > 40);
    const same = long.filter(([key, text]) => translated.get(key) === text);
    // Long sentences identical to English mean a missing translation.
    expect(same.map(([key]) => key)).toEqual([]);
  });
});
