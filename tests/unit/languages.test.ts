import { describe, expect, it } from "vitest";
import { languageFromPath, localizePath } from "../../shared/i18n/languages";

describe("languageFromPath", () => {
  it.each([
    ["/", "en"],
    ["/programs", "en"],
    ["/es", "es"],
    ["/es/programs/cert-tesol", "es"],
    ["/fr/faq", "fr"],
    ["/de/", "de"],
    ["/espana", "en"],
  ])("%s is %s", (path, lang) => {
    expect(languageFromPath(path)).toBe(lang);
  });
});

describe("localizePath", () => {
  it.each([
    ["/", "es", "/es"],
    ["/programs", "fr", "/fr/programs"],
    ["/es/programs", "en", "/programs"],
    ["/es", "en", "/"],
    ["/es/faq", "de", "/de/faq"],
  ] as const)("%s in %s is %s", (path, lang, expected) => {
    expect(localizePath(path, lang)).toBe(expected);
  });
});
