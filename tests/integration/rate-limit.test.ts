/**
 * The shared rate limiter on a real database, with the clock moved by hand: a limit holds over
 * any stretch of `windowSeconds`, wherever the bucket boundaries fall, and Retry-After says
 * when the next request will be allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client";
import {
  createRateLimiter,
  type RateLimitRule,
  secondsUntilAllowed,
} from "../../server/services/rate-limit";
import { openTestDatabase } from "../support/test-server";

const rule: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
const minute = 60_000;

let database: { handle: DatabaseHandle; drop(): Promise<void> };
let clock = new Date("2031-03-03T10:00:00Z");
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.handle.close();
  await database?.drop();
});

const limiter = () => createRateLimiter(database.handle.db, () => clock);
const at = (iso: string) => {
  clock = new Date(iso);
};

describe("sliding-window rate limits", () => {
  it("refuses the sixth request even when the burst straddles a bucket boundary", async () => {
    const limits = limiter();
    at("2031-03-03T10:14:59.500Z");
    for (let i = 0; i < 3; i += 1) expect((await limits.hit("burst", rule)).allowed).toBe(true);
    at("2031-03-03T10:15:00.500Z");
    for (let i = 0; i < 2; i += 1) expect((await limits.hit("burst", rule)).allowed).toBe(true);
    const sixth = await limits.hit("burst", rule);
    expect(sixth).toMatchObject({ allowed: false, count: 6 });
    expect((await limits.peek("burst", rule)).allowed).toBe(false);
  });

  it("judges requests that arrive together one after another, each key on its own", async () => {
    const limits = limiter();
    at("2031-03-03T10:40:00Z");
    await limits.hit("together-a", rule);
    // Nine at once, two keys interleaved: written as one group, judged in the order they came.
    const keys = ["a", "b", "a", "a", "b", "a", "a", "b", "b"].map((k) => `together-${k}`);
    const results = await Promise.all(keys.map((key) => limits.hit(key, rule)));
    expect(results.map((r) => r.count)).toEqual([2, 1, 3, 4, 2, 5, 6, 3, 4]);
    expect(results.map((r) => r.allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      true,
    ]);
    expect((await limits.peek("together-a", rule)).count).toBe(6);
    expect((await limits.peek("together-b", rule)).count).toBe(4);
    // The refused one waits for the first bucket (10:40) to leave the window.
    expect(results[6]?.retryAfter).toBe(15 * 60);
  });

  it("counts a key holding half a surrogate pair (typed sign-in names) like any other", async () => {
    const limits = limiter();
    at("2031-03-03T10:50:00Z");
    const key = "login:\udd25 lone";
    const results = await Promise.all([limits.hit(key, rule), limits.hit(key, rule)]);
    expect(results.map((result) => result.count)).toEqual([1, 2]);
    expect((await limits.hit(key, rule)).count).toBe(3);
  });

  it("allows again once the old requests have left the window, and says when", async () => {
    const limits = limiter();
    at("2031-03-03T11:00:10Z");
    for (let i = 0; i < 5; i += 1) await limits.hit("decay", rule);
    const blocked = await limits.peek("decay", rule);
    expect(blocked.allowed).toBe(false);
    // The bucket began at 11:00:00 and leaves the window fifteen minutes later.
    expect(blocked.retryAfter).toBe(15 * 60 - 10);

    at("2031-03-03T11:14:59Z");
    expect((await limits.peek("decay", rule)).allowed).toBe(false);
    at("2031-03-03T11:15:00Z");
    expect((await limits.peek("decay", rule)).allowed).toBe(true);
  });

  it("keeps keys apart and forgets a key on reset", async () => {
    const limits = limiter();
    at("2031-03-03T12:00:00Z");
    for (let i = 0; i < 5; i += 1) await limits.hit("one", rule);
    expect((await limits.peek("one", rule)).allowed).toBe(false);
    expect((await limits.peek("two", rule)).allowed).toBe(true);
    await limits.reset("one", rule);
    expect((await limits.peek("one", rule)).count).toBe(0);
  });

  it("purges only buckets that have left their window", async () => {
    const limits = limiter();
    at("2031-03-03T13:00:00Z");
    await limits.hit("purge", rule);
    at("2031-03-03T13:14:00Z");
    await limits.purgeExpired();
    expect((await limits.peek("purge", rule)).count).toBe(1);
    at("2031-03-03T13:16:00Z");
    await limits.purgeExpired();
    at("2031-03-03T13:00:30Z");
    expect((await limits.peek("purge", rule)).count).toBe(0);
  });
});

describe("secondsUntilAllowed", () => {
  const now = new Date("2031-03-03T10:20:00Z");
  const bucket = (minutesAgo: number, count: number) => ({
    start: new Date(now.getTime() - minutesAgo * minute),
    count,
  });

  it("is one second when there is room already", () => {
    expect(secondsUntilAllowed(rule, [bucket(3, 4)], now)).toBe(1);
    expect(secondsUntilAllowed(rule, [], now)).toBe(1);
  });

  it("waits for just enough of the oldest buckets to leave", () => {
    // 2 + 3 + 1 = 6 over the limit; dropping the oldest (2) leaves 4, room for one more.
    const buckets = [bucket(10, 2), bucket(5, 3), bucket(1, 1)];
    expect(secondsUntilAllowed(rule, buckets, now)).toBe(5 * 60);
    // Dropping the oldest leaves 5 + 1: the next one must go too.
    expect(secondsUntilAllowed(rule, [bucket(10, 2), bucket(5, 5), bucket(1, 1)], now)).toBe(
      10 * 60,
    );
  });
});
