/**
 * The audit trail: one row for every change staff make, written in the same transaction as
 * the change itself, so there is never a change without its record.
 */
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";

export interface Actor {
  id: number;
  name: string;
}

/** Someone without a staff account: a student, an agent (issue 17) or the system itself. */
export interface OutsideActor {
  id: null;
  name: string;
}

export interface AuditEntry {
  action: (typeof auditLog.$inferInsert)["action"];
  entity: string;
  entityId?: string | number | null;
  summary: string;
  before?: object | null;
  after?: object | null;
}

/** Dates become ISO strings so the stored before/after reads the same as the API. */
function snapshot(value: object | null | undefined): Record<string, unknown> | null {
  if (!value) return null;
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

export async function recordAudit(
  db: Database,
  actor: Actor | OutsideActor,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    summary: entry.summary,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}
