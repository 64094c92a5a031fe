/**
 * Consented page views of the twelve weeks, by day, page and language, in the same rhythm as the
 * leads: the home page and the programs most, Spanish pages more in March. Added to whatever the
 * database already counted; the registry keeps how many views the demo added to each row.
 */
import type { Lang } from "@shared/bookings/types";
import { sql } from "drizzle-orm";
import { pageViews } from "../../schema";
import { chunks, type DemoContext } from "./context";
import { pageViewKey } from "./registry";

/** Site paths (without the language prefix) and their share of an average day's views. */
const pages: readonly (readonly [string, number])[] = [
  ["/", 30],
  ["/programs", 16],
  ["/programs/general-english-cork", 8],
  ["/programs/junior-summer-dublin", 8],
  ["/programs/clover-summer-dublin", 6],
  ["/programs/exam-preparation", 5],
  ["/programs/clover-summer-galway", 4],
  ["/level-test", 9],
  ["/quote", 6],
  ["/destinations", 4],
  ["/destinations/dublin", 3],
  ["/destinations/galway", 2],
  ["/blog", 4],
  ["/contact", 4],
  ["/about", 3],
  ["/faq", 3],
];

const withPrefix = (lang: Lang, path: string) =>
  lang === "en" ? path : path === "/" ? `/${lang}` : `/${lang}${path}`;

/** A whole number near `mean`: views are counts, not averages. */
function countNear(context: DemoContext, mean: number): number {
  const spread = Math.max(1, Math.sqrt(mean));
  return Math.max(0, Math.round(mean + (context.random.next() * 2 - 1) * spread));
}

export async function writePageViews(context: DemoContext, days = 84): Promise<void> {
  const { clock } = context;
  const rows: { day: string; path: string; locale: Lang; views: number }[] = [];
  const total = pages.reduce((sum, [, share]) => sum + share, 0);
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
    const month = clock.monthOf(daysAgo);
    const dayViews = 260 * clock.busyness(daysAgo);
    const languages: [Lang, number][] = [
      ["en", 0.42],
      ["es", month === 3 ? 0.4 : 0.26],
      ["fr", 0.16],
      ["de", 0.16],
    ];
    const languageTotal = languages.reduce((sum, [, share]) => sum + share, 0);
    for (const [lang, languageShare] of languages) {
      for (const [path, share] of pages) {
        const views = countNear(
          context,
          (dayViews * (languageShare / languageTotal) * share) / total,
        );
        if (views > 0)
          rows.push({ day: clock.day(daysAgo), path: withPrefix(lang, path), locale: lang, views });
      }
    }
  }
  for (const chunk of chunks(rows, 1000)) {
    await context.tx
      .insert(pageViews)
      .values(chunk)
      .onConflictDoUpdate({
        target: [pageViews.day, pageViews.path, pageViews.locale],
        set: { views: sql`${pageViews.views} + excluded.views` },
      });
  }
  context.registry.add("page_views", rows.map(pageViewKey));
}
