/**
 * The sign-in throttle's own table (issue 27, decision 0027); its counters live in
 * rate_limit_counters like every other limit. Kept beside schema.ts, which re-exports it.
 */
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per account whose sign-in attempts from unknown browsers are being spaced out: the
 * earliest moment the next one may be checked. Claimed with one conditional upsert, so two
 * instances answering at the same instant cannot both take the same slot.
 */
export const signInGates = pgTable(
  "sign_in_gates",
  {
    key: text().primaryKey(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("sign_in_gates_next_attempt_idx").on(t.nextAttemptAt)],
);
