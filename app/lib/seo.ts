/**
 * Per-page head tags: title, description, canonical, hreflang alternates for the four
 * languages, Open Graph and Twitter cards. Built in each route's `meta` from the messages the
 * loaders sent, so titles are in the page's language.
 */

import { brand, campuses, socialLinks } from "@shared/config/brand";
import { createI18n, type I18nPayload, mergePayloads } from "@shared/i18n/i18n";
import {
  defaultLanguage,
  type Language,
  languageFromPath,
  languageInfo,
  languages,
  localizePath,
} from "@shared/i18n/languages";
import type { MetaDescriptor } from "react-router";

interface MetaArgs {
  location: { pathname: string };
  matches: ({ data?: unknown } | undefined)[];
}

export interface PageMetaOptions {
  titleKey: string;
  /** A title or description that is content rather than a message (a blog post's own). */
  title?: string;
  description?: string;
  /** Canonical path when the URL asked for differs from the page's own (e.g. /destinations/DUBLIN). */
  canonicalPath?: string;
  descriptionKey?: string;
  /** Values for interpolation in title and description. */
  values?: Record<string, string | number>;
  noindex?: boolean;
  image?: string;
  /** Extra structured data for this page. */
  jsonLd?: Record<string, unknown>[];
  /**
   * The page's own path in each language it exists in, where that is not every language (a blog
   * post translated into some): alternates list only these, and the canonical URL is the page's
   * path in this language, or in English where it does not exist in it.
   */
  alternates?: Partial<Record<Language, string>>;
}

export function siteUrlOf(matches: MetaArgs["matches"]): string {
  for (const match of matches) {
    const url = (match?.data as { siteUrl?: string } | undefined)?.siteUrl;
    if (url) return url;
  }
  return brand.defaultPublicUrl;
}

export function pageMeta(args: MetaArgs, options: PageMetaOptions): MetaDescriptor[] {
  const payload = mergePayloads(
    args.matches.map((match) => (match?.data as { i18n?: I18nPayload } | undefined)?.i18n),
  );
  const lang = languageFromPath(args.location.pathname);
  const instance = payload ? createI18n(payload.lang, payload.bundles) : null;
  const t = (key: string): string =>
    instance ? String(instance.t(key, options.values ?? {})) : key;
  const title = options.title ?? t(options.titleKey);
  const description =
    options.description ?? (options.descriptionKey ? t(options.descriptionKey) : undefined);
  const site = siteUrlOf(args.matches);
  const alternates: Partial<Record<Language, string>> = options.alternates
    ? Object.fromEntries(
        Object.entries(options.alternates).map(([code, path]) => [
          code,
          localizePath(path, code as Language),
        ]),
      )
    : Object.fromEntries(
        languages.map((code) => [
          code,
          localizePath(options.canonicalPath ?? args.location.pathname, code),
        ]),
      );
  const pathname =
    alternates[lang] ??
    alternates[defaultLanguage] ??
    options.canonicalPath ??
    args.location.pathname;
  const canonical = `${site}${pathname === "/" ? "/" : pathname.replace(/\/$/, "")}`;
  const image = `${site}${options.image ?? "/images/hero/home.svg"}`;

  const tags: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: title },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.name },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { property: "og:locale", content: languageInfo[lang].locale.replace("-", "_") },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
  ];
  if (description) {
    tags.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
      { name: "twitter:description", content: description },
    );
  }
  if (options.noindex) {
    tags.push({ name: "robots", content: "noindex" });
  } else {
    tags.push({ tagName: "link", rel: "canonical", href: canonical });
    for (const code of languages) {
      const path = alternates[code];
      if (path)
        tags.push({ tagName: "link", rel: "alternate", hrefLang: code, href: `${site}${path}` });
    }
    const fallback = alternates[defaultLanguage];
    if (fallback) {
      tags.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: `${site}${fallback}`,
      });
    }
  }
  for (const data of options.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** Who we are, for search engines: Organization + EducationalOrganization (home page). */
export function organizationJsonLd(siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": ["Organization", "EducationalOrganization"],
    name: brand.name,
    legalName: brand.legalName,
    url: siteUrl,
    logo: `${siteUrl}/images/brand/icon-512.svg`,
    foundingDate: String(brand.foundedYear),
    email: brand.email,
    telephone: brand.phone,
    sameAs: socialLinks.map((link) => link.url),
    address: campuses.map((campus) => ({
      "@type": "PostalAddress",
      streetAddress: campus.street,
      addressLocality: campus.city,
      postalCode: campus.postcode,
      addressCountry: "IE",
    })),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: "4.9",
      bestRating: "5",
      reviewCount: "2500",
    },
  };
}
