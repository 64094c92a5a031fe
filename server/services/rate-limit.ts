/**
 * Sliding-window counters kept in the database, so limits hold across every instance.
 *
 * A rule's window is cut into BUCKETS equal buckets; a request is judged on the sum of the
 * buckets that started within the last `windowSeconds`. Plain fixed windows would let a burst
 * straddling a window boundary through twice (ten password guesses where the rule says five);
 * the sliding sum does not, and is exact to one bucket (a minute of a 15-minute rule).
 */
import { wellFormed } from "@shared/forms/fields";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitCounters } from "../db/schema";
import { createWriteBatch, type WriteBatch } from "./write-batch";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Requests counted in the last window (this one included, for `hit`). */
  count: number;
  /** Seconds until one more request would be allowed. */
  retryAfter: number;
}

export const BUCKETS = 15;

export interface Bucket {
  start: Date;
  count: number;
}

/**
 * Seconds until the buckets' sum leaves room for one more request under `limit`: the oldest
 * buckets leave the window one after another, each `windowSeconds` after it started.
 */
export function secondsUntilAllowed(
  rule: RateLimitRule,
  buckets: readonly Bucket[],
  now: Date,
): number {
  let remaining = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  const oldestFirst = [...buckets].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const bucket of oldestFirst) {
    if (remaining <= rule.limit - 1) break;
    remaining -= bucket.count;
    if (remaining <= rule.limit - 1) {
      const leaves = bucket.start.getTime() + rule.windowSeconds * 1000;
      return Math.max(1, Math.ceil((leaves - now.getTime()) / 1000));
    }
  }
  return 1;
}

export function createRateLimiter(db: Database, now: () => Date) {
  const bucketsOf = (rule: RateLimitRule) => {
    const windowMs = rule.windowSeconds * 1000;
    const bucketMs = windowMs / BUCKETS;
    const current = Math.floor(now().getTime() / bucketMs) * bucketMs;
    return {
      current: new Date(current),
      oldest: new Date(current - (BUCKETS - 1) * bucketMs),
      /** When the current bucket leaves the window. */
      expires: new Date(current + windowMs),
    };
  };

  async function bucketsIn(key: string, oldest: Date): Promise<Bucket[]> {
    return db
      .select({ start: rateLimitCounters.windowStart, count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, key), gte(rateLimitCounters.windowStart, oldest)))
      .orderBy(asc(rateLimitCounters.windowStart));
  }

  const total = (buckets: readonly Bucket[]) =>
    buckets.reduce((sum, bucket) => sum + bucket.count, 0);

  /** One write batch per rule: a group shares the rule's buckets. */
  const batches = new Map<string, WriteBatch<string, RateLimitResult>>();

  /**
   * Counts one request for each of `keys` (a key may appear more than once) in one statement:
   * the increment returns each key's count in the current bucket under the row's lock, beside
   * the older buckets of the window (which the increment cannot change). The n-th request of a
   * key in the group is judged on the count as it stood after its own increment, so a burst is
   * judged as if it had come one request at a time. Reading the sum after the increment instead
   * would count requests that arrived later: in a burst on PostgreSQL, the 20th could see 32 and
   * be refused while a later one passed.
   */
  async function hitAll(rawKeys: string[], rule: RateLimitRule): Promise<RateLimitResult[]> {
    const { current, oldest, expires } = bucketsOf(rule);
    // Keys carry what visitors typed (a sign-in name): JSON with half a surrogate pair is
    // refused by PostgreSQL, and a text parameter would have been stored with U+FFFD anyway.
    const keys = rawKeys.map(wellFormed);
    const hitsPerKey = new Map<string, number>();
    for (const key of keys) hitsPerKey.set(key, (hitsPerKey.get(key) ?? 0) + 1);
    const hits = JSON.stringify([...hitsPerKey].map(([key, n]) => ({ key, n })));
    // PGlite and node-postgres both answer `{ rows }`; numbers may come back as text (bigint).
    const result = (await db.execute(sql`
      with hits as (select key, n from jsonb_to_recordset(${hits}::jsonb) as h(key text, n int)),
      mine as (
        insert into ${rateLimitCounters} (key, window_start, count, expires_at)
        select key, ${current.toISOString()}::timestamptz, n, ${expires.toISOString()}::timestamptz
        from hits
        on conflict (key, window_start)
        do update set count = ${rateLimitCounters}.count + excluded.count
        returning key, count
      )
      select key, true as mine, 0 as start_ms, count from mine
      union all
      select key, false, extract(epoch from window_start) * 1000, count from ${rateLimitCounters}
      where key in (select key from hits)
        and window_start >= ${oldest.toISOString()}::timestamptz
        and window_start < ${current.toISOString()}::timestamptz`)) as unknown as {
      rows: { key: string; mine: boolean; start_ms: number | string; count: number | string }[];
    };
    const olderOf = new Map<string, Bucket[]>();
    const countNow = new Map<string, number>();
    for (const row of result.rows) {
      if (row.mine) {
        countNow.set(row.key, Number(row.count));
      } else {
        const older = olderOf.get(row.key) ?? [];
        older.push({ start: new Date(Number(row.start_ms)), count: Number(row.count) });
        olderOf.set(row.key, older);
      }
    }
    const judged = new Map<string, number>();
    const at = now();
    return keys.map((key) => {
      const n = hitsPerKey.get(key) ?? 1;
      const place = (judged.get(key) ?? 0) + 1;
      judged.set(key, place);
      // This request's count in the current bucket: what the bucket held before the group,
      // plus the requests of this key ahead of it in the group, plus itself.
      const own = (countNow.get(key) ?? n) - n + place;
      const buckets = [...(olderOf.get(key) ?? []), { start: current, count: own }];
      const count = total(buckets);
      return {
        allowed: count <= rule.limit,
        count,
        retryAfter: secondsUntilAllowed(rule, buckets, at),
      };
    });
  }

  return {
    /**
     * Counts one request against `key` and says whether it is within the rule. Requests that
     * arrive together are counted in one statement (write-batch.ts); each is judged exactly as
     * if they had come one after another.
     */
    hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const ruleKey = `${rule.limit}/${rule.windowSeconds}`;
      let batch = batches.get(ruleKey);
      if (!batch) {
        batch = createWriteBatch((keys: string[]) => hitAll(keys, rule));
        batches.set(ruleKey, batch);
      }
      return batch.write(key);
    },

    /** Reads the last window's count without adding to it: would one more be allowed? */
    async peek(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const buckets = await bucketsIn(key, bucketsOf(rule).oldest);
      const count = total(buckets);
      return {
        allowed: count + 1 <= rule.limit,
        count,
        retryAfter: secondsUntilAllowed(rule, buckets, now()),
      };
    },

    /**
     * Takes one request back from the key's count (the newest bucket that has one): a request
     * counted before it was judged that turned out not to count, such as a successful sign-in
     * against an address's budget of failed ones.
     */
    async refund(key: string, rule: RateLimitRule): Promise<void> {
      const { oldest } = bucketsOf(rule);
      const newest = db
        .select({ start: sql`max(${rateLimitCounters.windowStart})` })
        .from(rateLimitCounters)
        .where(
          and(
            eq(rateLimitCounters.key, key),
            gte(rateLimitCounters.windowStart, oldest),
            sql`${rateLimitCounters.count} > 0`,
          ),
        );
      await db
        .update(rateLimitCounters)
        .set({ count: sql`${rateLimitCounters.count} - 1` })
        .where(
          and(
            eq(rateLimitCounters.key, key),
            sql`${rateLimitCounters.windowStart} = (${newest})`,
            sql`${rateLimitCounters.count} > 0`,
          ),
        );
    },

    /** Forgets the key's count (a successful sign-in clears its failures). */
    async reset(key: string, rule: RateLimitRule): Promise<void> {
      await db
        .delete(rateLimitCounters)
        .where(
          and(
            eq(rateLimitCounters.key, key),
            gte(rateLimitCounters.windowStart, bucketsOf(rule).oldest),
          ),
        );
    },

    /** Drops buckets that have left their window; run from the maintenance timer. */
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
