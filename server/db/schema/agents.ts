/**
 * Tables of the partner portal (issue 17, decision 0018): agencies, their agent users, the
 * one-time invitations that create those users, and agent sessions. Kept beside schema.ts
 * (which re-exports them); same conventions. Agent users are a separate audience from staff:
 * their own table, sessions and token audience, so no staff check can ever accept one.
 */

import { type AgencyStatus, agencyStatuses } from "@shared/agents/types";
import { type AgencyInvoicing, agencyInvoicings } from "@shared/invoices/types";
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
import { createdAt, oneOf } from "./columns";

export const agencies = pgTable(
  "agencies",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    country: text().notNull(),
    /** The agency's contact address (invitations go to each user's own). */
    email: text().notNull(),
    contactName: text(),
    /** Basis points: 1250 is 12.5 %. New bookings copy it; a booking keeps its own. */
    commissionBasisPoints: integer().notNull(),
    status: text().$type<AgencyStatus>().notNull().default("active"),
    /** Who pays the school for its bookings (issue 32): the student, or the agency net or gross. */
    invoicing: text().$type<AgencyInvoicing>().notNull().default("student"),
    /** Printed on invoices to the agency, and its buyer data in an e-invoice. */
    vatId: text(),
    address: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check("agencies_status_check", sql`${t.status} in (${oneOf(agencyStatuses)})`),
    check("agencies_invoicing_check", sql`${t.invoicing} in (${oneOf(agencyInvoicings)})`),
    check("agencies_commission_check", sql`${t.commissionBasisPoints} between 0 and 5000`),
    uniqueIndex("agencies_name_unique").on(sql`lower(${t.name})`),
  ],
);

export const agentUsers = pgTable(
  "agent_users",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: "restrict" }),
    /** Stored lower-case; unique across agencies (it is the sign-in name). */
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    /** The portal language they joined in: their e-mails are written in it. */
    locale: text().$type<"en" | "es" | "fr" | "de">().notNull().default("en"),
    isActive: boolean().notNull().default(true),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** Wrong or refused sign-in attempts since the last successful one (told at the next). */
    failedSignIns: integer().notNull().default(0),
    lastFailedSignInAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("agent_users_email_unique").on(t.email),
    check("agent_users_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("agent_users_locale_check", sql`${t.locale} in ('en', 'es', 'fr', 'de')`),
    index("agent_users_agency_idx").on(t.agencyId),
  ],
);

export const agentInvitations = pgTable(
  "agent_invitations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    email: text().notNull(),
    /** SHA-256 of the link's token; the token itself is only ever in the e-mail. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** Set when a newer invitation to the same address replaced this one. */
    revokedAt: timestamp({ withTimezone: true }),
    agentUserId: integer().references(() => agentUsers.id, { onDelete: "set null" }),
    invitedBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("agent_invitations_token_hash_unique").on(t.tokenHash),
    index("agent_invitations_agency_idx").on(t.agencyId),
  ],
);

export const agentSessions = pgTable(
  "agent_sessions",
  {
    /** Random id carried in the signed token (`sid`); the row is what logout revokes. */
    id: text().primaryKey(),
    agentUserId: integer()
      .notNull()
      .references(() => agentUsers.id, { onDelete: "cascade" }),
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
  (t) => [index("agent_sessions_user_idx").on(t.agentUserId)],
);

/**
 * Links that let an agent choose a new password (issue 27): e-mailed to the account's address,
 * valid RESET_LINK_MINUTES, single use, replaced by a newer one. Only the token's SHA-256 is
 * kept. Deleted with the account's erasure; a user's ended links go when they ask for a new one.
 */
export const agentPasswordResets = pgTable(
  "agent_password_resets",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agentUserId: integer()
      .notNull()
      .references(() => agentUsers.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** Set when a newer link to the same agent replaced this one. */
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("agent_password_resets_token_hash_unique").on(t.tokenHash),
    index("agent_password_resets_user_idx").on(t.agentUserId),
  ],
);
