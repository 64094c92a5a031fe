import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { pageViews } from "../../db/schema";
import type { RateLimiter } from "../rate-limit";

export const pageViewSchema = z.object({
  path: z
    .string()
    .max(200)
    .regex(/^\/[\w\-/.%]*$/, "A site path without query string"),
  locale: z.enum(["en", "es", "fr", "de"]),
});

/**
 * Paths whose last part is a secret (an offer link's token) are counted under one name, so the
 * statistics never hold a key to someone's booking.
 */
export function countedPath(path: string): string {
  return path.replace(/^((?:\/(?:es|fr|de))?\/offers)\/[^/]+/, "$1/:token");
}

/** Generous: a person reading many pages is fine, a script hammering the counter is not. */
const PAGE_VIEW_RULE = { limit: 600, windowSeconds: 3600 };

export function createPageViewService(deps: {
  db: Database;
  rateLimiter: RateLimiter;
  now: () => Date;
}) {
  return {
    /** Counts one view; returns false when the input is invalid or the address is over its limit. */
    async record(raw: unknown, ip: string): Promise<boolean> {
      const parsed = pageViewSchema.safeParse(raw);
      if (!parsed.success) return false;
      const limit = await deps.rateLimiter.hit(`page-view:${ip}`, PAGE_VIEW_RULE);
      if (!limit.allowed) return false;
      const day = deps.now().toISOString().slice(0, 10);
      await deps.db
        .insert(pageViews)
        .values({ day, path: countedPath(parsed.data.path), locale: parsed.data.locale, views: 1 })
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.path, pageViews.locale],
          set: { views: sql`${pageViews.views} + 1` },
        });
      return true;
    },
  };
}

export type PageViewService = ReturnType<typeof createPageViewService>;
