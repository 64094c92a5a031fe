/**
 * Who may sign in to the admin: staff users, their sessions, and the sign-in throttle's own
 * table (issue 27, decision 0028), whose counters live in rate_limit_counters like every limit.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf, updatedAt } from "./columns";

/** A teacher sees only their own classes, lessons and registers (issue 30). */
export const staffRoles = ["admin", "editor", "teacher"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffUsers = pgTable(
  "staff_users",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-case; unique. */
    username: text().notNull(),
    displayName: text().notNull(),
    email: text(),
    passwordHash: text().notNull(),
    role: text().$type<StaffRole>().notNull().default("editor"),
    isActive: boolean().notNull().default(true),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** Wrong or refused sign-in attempts since the last successful one (told at the next). */
    failedSignIns: integer().notNull().default(0),
    lastFailedSignInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("staff_users_username_unique").on(t.username),
    check("staff_users_role_check", sql`${t.role} in (${oneOf(staffRoles)})`),
    check("staff_users_username_lower_check", sql`${t.username} = lower(${t.username})`),
  ],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    /** Random id carried in the signed token (`sid`); the row is what logout revokes. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** The absolute end (8 hours after sign-in). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** The last request; a session idle for longer than the idle timeout has ended. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Failed attempts on the account before this sign-in, shown until dismissed. */
    failedSignInsBefore: integer().notNull().default(0),
    lastFailedSignInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_sessions_user_idx").on(t.userId)],
);

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
