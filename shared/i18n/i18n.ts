/**
 * The site's translator: looks a key up in the messages the route loaders sent with the page
 * (so the server renders the visitor's language and the browser hydrates the same text, with
 * no English flash and only the page's own strings travelling), interpolates `{{values}}` and
 * picks plural forms with Intl.PluralRules. It does the few things of i18next the site uses, in
 * a few hundred bytes instead of i18next's 16 KB of browser JavaScript (decision 0013).
 *
 * Key syntax, as in i18next: `ns:a.b.c`; plural forms `key_one`, `key_other`, `key_zero` chosen
 * by `count`; `key_<context>` with `context`. A missing key renders as the key itself.
 */
import type { Language } from "./languages";

export type Bundles = Record<string, Record<string, unknown>>;

export interface I18nPayload {
  lang: Language;
  bundles: Bundles;
}

export type TranslateOptions = Record<string, unknown> & {
  /** A number picks the plural form; a string (e.g. "500+") is only interpolated. */
  count?: number | string;
  context?: string;
  returnObjects?: boolean;
  ns?: string | readonly string[];
};

export interface TFunction {
  /** A message, an array or an object of messages, interpolated throughout. */
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

export interface I18n {
  language: Language;
  /** Whether a message exists for the key (in the default namespaces unless it names one). */
  exists(key: string, options?: TranslateOptions): boolean;
  /** A `t` whose keys are looked up in `namespaces` first (then in a namespace the key names). */
  getFixedT(lang: Language | null, namespaces?: string | readonly string[]): TFunction;
  t: TFunction;
}

const DEFAULT_NAMESPACES = ["common"];
const PLACEHOLDER = /\{\{-?\s*([\w.]+)\s*\}\}/g;

function walk(root: unknown, path: string): unknown {
  let value = root;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function interpolate(value: unknown, options: TranslateOptions): unknown {
  if (typeof value === "string") {
    return value.replace(PLACEHOLDER, (_match, name: string) => {
      const replacement = walk(options, name);
      return replacement === undefined || replacement === null ? "" : String(replacement);
    });
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, options));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, interpolate(item, options)]),
    );
  }
  return value;
}

export function createI18n(lang: Language, bundles: Bundles): I18n {
  const plurals = new Intl.PluralRules(lang);

  /** The keys to try, most specific first, as i18next does. */
  function candidates(key: string, options: TranslateOptions): string[] {
    const base = options.context ? [`${key}_${options.context}`, key] : [key];
    if (typeof options.count !== "number") return base;
    const form = plurals.select(options.count);
    return base.flatMap((stem) => [
      ...(options.count === 0 ? [`${stem}_zero`] : []),
      `${stem}_${form}`,
      stem,
    ]);
  }

  function lookup(
    key: string,
    options: TranslateOptions,
    namespaces: readonly string[],
  ): { found: unknown; path: string } {
    const separator = key.indexOf(":");
    const named = separator > 0 ? key.slice(0, separator) : "";
    const path = named && named in bundles ? key.slice(separator + 1) : key;
    const searched = named && named in bundles ? [named] : namespaces;
    for (const namespace of searched) {
      for (const candidate of candidates(path, options)) {
        const found = walk(bundles[namespace], candidate);
        if (found !== undefined && found !== null) return { found, path };
      }
    }
    return { found: undefined, path };
  }

  function fixedT(namespaces: readonly string[]): TFunction {
    return ((key: string, options: TranslateOptions = {}) => {
      const { found, path } = lookup(key, options, options.ns ? [options.ns].flat() : namespaces);
      if (found === undefined) return path;
      if (typeof found === "object" && !options.returnObjects) return path;
      return interpolate(found, options);
    }) as TFunction;
  }

  const t = fixedT(DEFAULT_NAMESPACES);
  return {
    language: lang,
    t,
    exists: (key, options = {}) =>
      lookup(key, options, options.ns ? [options.ns].flat() : DEFAULT_NAMESPACES).found !==
      undefined,
    getFixedT: (_lang, namespaces) => (namespaces ? fixedT([namespaces].flat()) : t),
  };
}

/** Merges the `i18n` payloads of every matched route into one. */
export function mergePayloads(payloads: (I18nPayload | undefined)[]): I18nPayload | null {
  const present = payloads.filter((payload): payload is I18nPayload => payload !== undefined);
  const last = present.at(-1);
  if (!last) return null;
  const bundles: Bundles = {};
  for (const payload of present) Object.assign(bundles, payload.bundles);
  return { lang: last.lang, bundles };
}
