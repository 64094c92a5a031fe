import { filterKeys } from "@shared/content/program-filters";

/**
 * The query parameters each cacheable public page reads, by its route name (the id without the
 * language: `programs` for `es/programs`). The page cache (server/http/page-cache.ts) keys a
 * page on these alone and renders it for the URL with only these, so `?utm_source=…` or a random
 * `?x=` is the page's one cached entry. A page that is not listed is rendered as requested and,
 * with a query string, never cached: the safe default for personal pages (offer links, the
 * newsletter's token pages, the level test) and for anything new.
 *
 * A listed page that starts reading another parameter must add it here; the unit test
 * (tests/unit/page-cache.test.ts) checks every literal `searchParams.get("…")` of a listed
 * page's module against this table.
 */
export const pageQueryParams: Readonly<Record<string, readonly string[]>> = {
  home: [],
  programs: filterKeys,
  program: [],
  quote: ["program", "level"],
  destinations: [],
  "destination-city": ["tab"],
  activities: ["city"],
  "student-experience": ["category"],
  about: [],
  accreditations: [],
  faq: ["q"],
  contact: [],
  "privacy-policy": [],
  "cookie-policy": [],
  "terms-conditions": [],
  blog: ["category", "page"],
  "blog-post": [],
};
