/**
 * Locale resources, bundled into the server only. Loaders pick the namespaces a page needs and
 * send them with the page.
 */
import type { Bundles, I18nPayload } from "./i18n";
import { type Language, languageFromPath } from "./languages";

const files = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", {
  eager: true,
  import: "default",
});

const resources: Record<string, Bundles> = {};
for (const [path, messages] of Object.entries(files)) {
  const match = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match?.[1] || !match[2]) continue;
  resources[match[1]] ??= {};
  (resources[match[1]] as Bundles)[match[2]] = messages;
}

export function messagesFor(lang: Language, namespaces: string[]): I18nPayload {
  const bundles: Bundles = {};
  for (const namespace of namespaces) {
    const messages = resources[lang]?.[namespace] ?? resources.en?.[namespace];
    if (!messages) throw new Error(`Missing locale namespace ${namespace}`);
    bundles[namespace] = messages;
  }
  return { lang, bundles };
}

/**
 * The payload with only the `kept` entries under `namespace`'s `branch`: a page about one city
 * needs none of the other cities' texts, and every message travels inside the page's HTML and
 * is decoded while the page hydrates.
 */
export function keepOnly(
  payload: I18nPayload,
  namespace: string,
  branch: string,
  kept: readonly string[],
): I18nPayload {
  const messages = payload.bundles[namespace];
  const entries = messages?.[branch];
  if (!messages || !entries || typeof entries !== "object") return payload;
  const pruned = Object.fromEntries(Object.entries(entries).filter(([key]) => kept.includes(key)));
  return {
    ...payload,
    bundles: { ...payload.bundles, [namespace]: { ...messages, [branch]: pruned } },
  };
}

/** The language of the request's URL and the messages of the given namespaces. */
export function localize(
  request: Request,
  namespaces: string[],
): { lang: Language; i18n: I18nPayload } {
  const lang = languageFromPath(new URL(request.url).pathname);
  return { lang, i18n: messagesFor(lang, namespaces) };
}

/** Every namespace and key of every language, for the completeness test. */
export function allResources(): Record<string, Bundles> {
  return resources;
}
