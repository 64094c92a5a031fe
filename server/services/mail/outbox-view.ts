/**
 * The outbox as staff see it (the E-mails screen and the REST API): every message, newest first,
 * filtered by state, and "Retry" for a message that failed. Part of the campaign service's API.
 */
import { count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox, type OutboxStatus, outboxStatuses } from "../../db/schema";
import { ConflictError, NotFoundError } from "../errors";
import { type ListQuery, offsetOf, type Page } from "../paging";
import type { OutboxRow } from "./outbox";

export type OutboxMessageView = Pick<
  OutboxRow,
  | "id"
  | "kind"
  | "toAddress"
  | "subject"
  | "status"
  | "attempts"
  | "lastError"
  | "nextAttemptAt"
  | "sentAt"
  | "campaignId"
  | "createdAt"
>;

export function createOutboxView(deps: {
  db: Database;
  retryOutbox: (ids: number[]) => Promise<number>;
  onQueued: () => void;
}) {
  const { db } = deps;
  return {
    /** Every outbox message, newest first; `status` filters ("queued": pending or sending). */
    async outbox(query: ListQuery): Promise<Page<OutboxMessageView>> {
      const condition: SQL | undefined =
        query.status === "queued"
          ? inArray(emailOutbox.status, ["pending", "sending"])
          : (outboxStatuses as readonly string[]).includes(query.status)
            ? eq(emailOutbox.status, query.status as OutboxStatus)
            : undefined;
      const [items, [totals]] = await Promise.all([
        db
          .select({
            id: emailOutbox.id,
            kind: emailOutbox.kind,
            toAddress: emailOutbox.toAddress,
            subject: emailOutbox.subject,
            status: emailOutbox.status,
            attempts: emailOutbox.attempts,
            lastError: emailOutbox.lastError,
            nextAttemptAt: emailOutbox.nextAttemptAt,
            sentAt: emailOutbox.sentAt,
            campaignId: emailOutbox.campaignId,
            createdAt: emailOutbox.createdAt,
          })
          .from(emailOutbox)
          .where(condition)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(emailOutbox).where(condition),
      ]);
      return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
    },

    /** Sends a failed message again (from the first attempt's back-off). */
    async retry(id: number): Promise<void> {
      const [row] = await db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id));
      if (!row) throw new NotFoundError("Message not found");
      if (row.status !== "failed") {
        throw new ConflictError("Only a failed message can be retried.");
      }
      await deps.retryOutbox([id]);
      deps.onQueued();
    },
  };
}
