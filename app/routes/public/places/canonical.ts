/**
 * `pageMeta` builds the canonical and hreflang links from the requested path. A city page can
 * be reached as /destinations/DUBLIN or under a name we do not have (docs/decisions/
 * 0006-unknown-city.md); its canonical is always the lower-case page of the city shown.
 */

import { defaultLanguage, languageFromPath, languages, localizePath } from "@shared/i18n/languages";
import type { MetaDescriptor } from "react-router";
import { siteUrlOf } from "~/lib/seo";

interface MetaArgs {
  location: { pathname: string };
  matches: ({ data?: unknown } | undefined)[];
}

export function withCanonicalPath(
  tags: MetaDescriptor[],
  args: MetaArgs,
  barePath: string,
): MetaDescriptor[] {
  const site = siteUrlOf(args.matches);
  const lang = languageFromPath(args.location.pathname);
  const canonical = `${site}${localizePath(barePath, lang)}`;
  return tags.map((tag) => {
    if ("tagName" in tag && tag.tagName === "link") {
      if (tag.rel === "canonical") return { ...tag, href: canonical };
      if (tag.rel === "alternate" && typeof tag.hrefLang === "string") {
        const code = tag.hrefLang === "x-default" ? defaultLanguage : tag.hrefLang;
        const target = languages.find((entry) => entry === code) ?? defaultLanguage;
        return { ...tag, href: `${site}${localizePath(barePath, target)}` };
      }
    }
    if ("property" in tag && tag.property === "og:url") return { ...tag, content: canonical };
    return tag;
  });
}

/** Only the query changed (a tab or filter): the page's data is the same, skip the loader. */
export function onlySearchChanged({
  currentUrl,
  nextUrl,
  formMethod,
}: {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
}): boolean {
  return !formMethod && currentUrl.pathname === nextUrl.pathname;
}
