/**
 * What the GDPR tools write to and rewrite in the audit trail, and how they count in words:
 * shared by the data-subject requests (gdpr.ts) and the retention job (gdpr-retention.ts).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { Actor } from "../audit";

export const RETENTION_JOB_ACTOR = "Retention job";

export type Noun = readonly [singular: string, plural: string];

/** "2 contact inquiries, 1 student record", skipping zeros. */
export function describeCounts<K extends string>(
  counts: Record<K, number>,
  labels: Record<K, Noun>,
): string {
  const parts = (Object.entries(counts) as [K, number][])
    .filter(([, n]) => n > 0)
    .map(([key, n]) => `${n} ${labels[key][n === 1 ? 0 : 1]}`);
  return parts.length ? parts.join(", ") : "nothing";
}

/** The audit entity names of the tables that hold people. */
export const auditEntities = {
  contactInquiries: "contact_inquiry",
  quoteRequests: "quote_request",
  students: "student",
  newsletterSubscriptions: "newsletter_subscription",
} as const;

/**
 * Earlier audit entries about deleted records keep who, what and when, but lose the snapshots
 * and the summary text (which may name the person).
 */
export async function redactAuditOf(
  tx: Database,
  entity: string,
  ids: (string | number)[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const redacted = await tx
    .update(auditLog)
    .set({
      before: null,
      after: null,
      summary: sql`${auditLog.action} || ' ' || replace(${auditLog.entity}, '_', ' ') || ' #' || ${auditLog.entityId} || ' (personal data removed)'`,
    })
    .where(
      and(
        eq(auditLog.entity, entity),
        inArray(
          auditLog.entityId,
          ids.map((id) => String(id)),
        ),
      ),
    )
    .returning({ id: auditLog.id });
  return redacted.length;
}

export async function insertAudit(
  tx: Database,
  actor: Actor | null,
  entry: Pick<typeof auditLog.$inferInsert, "action" | "entity" | "entityId" | "summary" | "after">,
) {
  await tx.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? RETENTION_JOB_ACTOR,
    ...entry,
  });
}
