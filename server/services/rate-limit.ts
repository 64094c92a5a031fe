/**
 * Fixed-window counters kept in the database, so limits hold across every instance.
 */
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitCounters } from "../db/schema";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends. */
  retryAfter: number;
}

export function createRateLimiter(db: Database, now: () => Date) {
  const windowOf = (rule: RateLimitRule) => {
    const windowMs = rule.windowSeconds * 1000;
    const start = Math.floor(now().getTime() / windowMs) * windowMs;
    return { start: new Date(start), end: new Date(start + windowMs) };
  };
  const retryAfter = (end: Date) =>
    Math.max(1, Math.ceil((end.getTime() - now().getTime()) / 1000));

  return {
    /** Counts one request against `key` and says whether it is within the rule. */
    async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const { start, end } = windowOf(rule);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart: start, count: 1, expiresAt: end })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + 1` },
        })
        .returning({ count: rateLimitCounters.count });
      const count = row?.count ?? 1;
      return { allowed: count <= rule.limit, count, retryAfter: retryAfter(end) };
    },

    /** Reads the count of the current window without adding to it. */
    async peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const { start, end } = windowOf(rule);
      const rows = await db
        .select({ count: rateLimitCounters.count })
        .from(rateLimitCounters)
        .where(
          sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowStart} = ${start}`,
        );
      const count = rows[0]?.count ?? 0;
      return { allowed: count < rule.limit, count, retryAfter: retryAfter(end) };
    },

    async reset(key: string, rule: RateLimitRule): Promise<void> {
      const { start } = windowOf(rule);
      await db
        .delete(rateLimitCounters)
        .where(
          sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowStart} = ${start}`,
        );
    },

    /** Drops finished windows; run from the maintenance timer. */
    async purgeExpired(): Promise<number> {
      const removed = await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.expiresAt, now()))
        .returning({ key: rateLimitCounters.key });
      return removed.length;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
