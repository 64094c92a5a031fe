import { describe, expect, it } from "vitest";
import { createI18n } from "../../shared/i18n/i18n";
import { messagesFor } from "../../shared/i18n/messages.server";

const bundles = {
  common: {
    nav: { home: "Home" },
    greeting: "Hello {{name}}, from {{place.city}}",
    results_one: "{{count}} result",
    results_other: "{{count}} results",
    results_zero: "No results",
    items: ["One {{thing}}", "Two"],
  },
  programs: { title: "Programs", shared: "from programs" },
  legal: { clause: { text: "Clause {{n}}" } },
};

describe("createI18n", () => {
  const i18n = createI18n("en", bundles);

  it("looks keys up by path in the default namespace, or in the one the key names", () => {
    expect(i18n.t("nav.home")).toBe("Home");
    expect(i18n.t("programs:title")).toBe("Programs");
    expect(i18n.t("legal:clause.text", { n: 3 })).toBe("Clause 3");
  });

  it("interpolates values, nested values, and leaves nothing of a missing one", () => {
    expect(i18n.t("greeting", { name: "Ana", place: { city: "Cork" } })).toBe(
      "Hello Ana, from Cork",
    );
    expect(i18n.t("greeting", { name: "Ana" })).toBe("Hello Ana, from ");
  });

  it("chooses plural forms by number, with a zero form, and only interpolates a string count", () => {
    expect(i18n.t("results", { count: 1 })).toBe("1 result");
    expect(i18n.t("results", { count: 7 })).toBe("7 results");
    expect(i18n.t("results", { count: 0 })).toBe("No results");
    expect(i18n.t("greeting", { count: "500+", name: "x" })).toBe("Hello x, from ");
  });

  it("uses the language's plural rules: French 0 is singular, English 0 is plural", () => {
    const weeks = {
      common: { n_one: "{{count}} week(s)-one", n_other: "{{count}} week(s)-other" },
    };
    const french = createI18n("fr", weeks);
    const english = createI18n("en", weeks);
    expect(french.t("n", { count: 0 })).toBe("0 week(s)-one");
    expect(english.t("n", { count: 0 })).toBe("0 week(s)-other");
    // 1.5 is singular in French too, plural in English.
    expect(french.t("n", { count: 1.5 })).toBe("1.5 week(s)-one");
    expect(english.t("n", { count: 1.5 })).toBe("1.5 week(s)-other");
    expect(french.t("n", { count: 1 })).toBe("1 week(s)-one");
    expect(english.t("n", { count: 1 })).toBe("1 week(s)-one");
    expect(french.t("n", { count: 2 })).toBe("2 week(s)-other");
  });

  it("returns arrays and objects only when asked, interpolated throughout", () => {
    expect(i18n.t("items", { returnObjects: true, thing: "pen" })).toEqual(["One pen", "Two"]);
    expect(i18n.t("items")).toBe("items");
  });

  it("answers the key for a missing message, and tells whether one exists", () => {
    expect(i18n.t("nav.nowhere")).toBe("nav.nowhere");
    expect(i18n.exists("legal:clause.text")).toBe(true);
    expect(i18n.exists("legal:clause.none")).toBe(false);
  });

  it("searches a fixed list of namespaces in order", () => {
    const t = i18n.getFixedT(null, ["programs", "common"]);
    expect(t("shared")).toBe("from programs");
    expect(t("nav.home")).toBe("Home");
    expect(i18n.getFixedT(null, "programs")("nav.home")).toBe("nav.home");
  });

  it("renders the real messages with their plurals", () => {
    const programs = (lang: "es" | "fr" | "en") => {
      const { bundles: real } = messagesFor(lang, ["common", "programs"]);
      return createI18n(lang, real).getFixedT(lang, "programs");
    };
    const es = programs("es");
    expect(es("card.ages", { range: "11-17" })).toBe("Edades 11-17");
    expect(es("results.count", { count: 1 })).toBe("1 programa coincide");
    expect(es("results.count", { count: 0 })).toBe("0 programas coinciden");
    expect(es("results.count", { count: 7 })).toBe("7 programas coinciden");
    // Where French and English differ: no program found is singular in French.
    expect(programs("fr")("results.count", { count: 0 })).toBe("0 programme correspond");
    expect(programs("en")("results.count", { count: 0 })).toBe("0 programs match");
  });
});

describe("keepOnly (a city page sends one city's texts)", () => {
  it("keeps the other keys of the namespace and only the named entries of the branch", async () => {
    const { keepOnly, messagesFor } = await import("../../shared/i18n/messages.server");
    const full = messagesFor("de", ["destinations", "common"]);
    const pruned = keepOnly(full, "destinations", "cities", ["cork"]);
    const destinations = pruned.bundles.destinations as Record<string, Record<string, unknown>>;
    expect(Object.keys(destinations.cities ?? {})).toEqual(["cork"]);
    expect(destinations.cities?.cork).toEqual(
      (full.bundles.destinations as Record<string, Record<string, unknown>>).cities?.cork,
    );
    expect(destinations.tabs).toEqual(full.bundles.destinations?.tabs);
    expect(pruned.bundles.common).toBe(full.bundles.common);
    // The full payload is untouched (it is shared by every request).
    expect(Object.keys((full.bundles.destinations as Record<string, object>).cities ?? {})).toEqual(
      ["dublin", "cork", "galway"],
    );
  });
});
