/**
 * The host portal's accounts (issue 31, `/hosts`): a person of a host family or a residence's
 * staff, invited by the school to one provider. Hosts sign in with a link e-mailed to them, not a
 * password (decision 0046): families sign in a few times a year, and a forgotten password is the
 * commonest reason such a portal goes unused. Only SHA-256 hashes of the links' tokens are kept.
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
import { accommodationProviders } from "./accommodation";
import { createdAt } from "./columns";

export const hostUsers = pgTable(
  "host_users",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer()
      .notNull()
      .references(() => accommodationProviders.id, { onDelete: "cascade" }),
    /** Stored lower-case; unique across providers (it is the sign-in name). */
    email: text().notNull(),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    lastLoginAt: timestamp({ withTimezone: true }),
    invitedBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("host_users_email_unique").on(t.email),
    check("host_users_email_lower_check", sql`${t.email} = lower(${t.email})`),
    index("host_users_provider_idx").on(t.providerId),
  ],
);

/**
 * A single-use link that signs a host in: the invitation's (`invitation`, valid for days) or one
 * asked for on the sign-in page (`sign-in`, valid for minutes). A newer link revokes the older.
 */
export const hostSignInLinks = pgTable(
  "host_sign_in_links",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hostUserId: integer()
      .notNull()
      .references(() => hostUsers.id, { onDelete: "cascade" }),
    purpose: text().$type<"invitation" | "sign-in">().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("host_sign_in_links_token_hash_unique").on(t.tokenHash),
    check("host_sign_in_links_purpose_check", sql`${t.purpose} in ('invitation', 'sign-in')`),
    index("host_sign_in_links_user_idx").on(t.hostUserId),
  ],
);

export const hostSessions = pgTable(
  "host_sessions",
  {
    /** Random id carried in the signed cookie; the row is what sign-out revokes. */
    id: text().primaryKey(),
    hostUserId: integer()
      .notNull()
      .references(() => hostUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("host_sessions_user_idx").on(t.hostUserId)],
);
