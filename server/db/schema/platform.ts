/**
 * What the application keeps for itself: which seed rows exist, rate-limit counters.
 * Part of the one database schema (server/db/schema/index.ts).
 */

import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

import { createdAt } from "./columns";

/**
 * Which seed rows were inserted, so seeding can add what is new in a release without ever
 * re-creating something staff deleted or overwriting something they edited.
 */

export const seedLog = pgTable("seed_log", {
  key: text().primaryKey(),
  seededAt: createdAt(),
});

/**
 * Fixed-window counters for rate limits and login throttling, in the database so that every
 * instance behind a load balancer counts the same requests.
 */

export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limit_counters_expires_idx").on(t.expiresAt),
  ],
);
