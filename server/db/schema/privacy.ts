import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { staffUsers } from "./auth";
import { createdAt, oneOf } from "./columns";

export const auditActions = [
  "create",
  "update",
  "delete",
  "login",
  "logout",
  "export",
  "erase",
  "login-failed",
] as const;

/** Every change made by staff: who, what, when, and the row before and after. */

export const auditLog = pgTable(
  "audit_log",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer().references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept as text so the trail still names a staff user who was later deleted. */
    actorName: text().notNull(),
    action: text().$type<(typeof auditActions)[number]>().notNull(),
    entity: text().notNull(),
    entityId: text(),
    summary: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("audit_log_action_check", sql`${t.action} in (${oneOf(auditActions)})`),
    index("audit_log_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
  ],
);
