import { type Locale, locales } from "@shared/leads/types";
import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

import { oneOf } from "./columns";

/**
 * Consented, first-party page views: a count per day, page and language. No cookie, no IP,
 * no visitor id is stored; a visitor without analytics consent sends nothing at all.
 */

export const pageViews = pgTable(
  "page_views",
  {
    day: date({ mode: "string" }).notNull(),
    path: text().notNull(),
    locale: text().$type<Locale>().notNull(),
    views: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.path, t.locale] }),
    check("page_views_locale_check", sql`${t.locale} in (${oneOf(locales)})`),
  ],
);
