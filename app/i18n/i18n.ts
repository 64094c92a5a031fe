/**
 * One i18next instance per language and set of namespaces, built synchronously from the
 * messages the route loaders sent (so the server renders the visitor's language and the
 * browser hydrates the same text: no English flash, and only the page's own strings travel).
 */
import i18next, { type i18n } from "i18next";
import type { Language } from "./languages";

export type Bundles = Record<string, Record<string, unknown>>;

export interface I18nPayload {
  lang: Language;
  bundles: Bundles;
}

const cache = new Map<string, i18n>();

export function createI18n(lang: Language, bundles: Bundles): i18n {
  const key = `${lang}:${Object.keys(bundles).sort().join(",")}`;
  const cached = typeof window === "undefined" ? undefined : cache.get(key);
  if (cached) return cached;
  const instance = i18next.createInstance();
  instance.init({
    lng: lang,
    fallbackLng: false,
    ns: Object.keys(bundles),
    defaultNS: "common",
    resources: { [lang]: bundles },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  if (typeof window !== "undefined") cache.set(key, instance);
  return instance;
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
