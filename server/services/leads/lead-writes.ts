/**
 * Leads that arrive together are stored together: one transaction, one multi-row insert and one
 * insert of their e-mails for the whole group (write-batch.ts, decision 0055). Each lead still
 * gets its own row and its own messages, and its request is answered once the group has
 * committed.
 */
import type { Database } from "../../db/client";
import { enqueueEmails, type QueuedMessage } from "../mail/outbox";
import { createWriteBatch, type WriteBatch } from "../write-batch";

export interface LeadWrite<V, R> {
  values: V;
  /** The e-mails this lead queues, written with it; built from the stored row (its id, time). */
  messages: (row: R) => QueuedMessage[];
}

export function createLeadWrites<V, R>(deps: {
  db: Database;
  /** Inserts the group's rows and returns them in the order of `values` (RETURNING does). */
  insert: (tx: Database, values: V[]) => Promise<R[]>;
  /**
   * Tells whether a returned row is the one written from these values (a cheap check). Text
   * comes back as stored: half a surrogate pair became U+FFFD (compare through `wellFormed`).
   */
  isRowOf: (row: R, values: V) => boolean;
  onQueued: () => void;
}): WriteBatch<LeadWrite<V, R>, R> {
  return createWriteBatch(async (writes: LeadWrite<V, R>[]) => {
    const rows = await deps.db.transaction(async (tx) => {
      const inserted = await deps.insert(
        tx,
        writes.map((write) => write.values),
      );
      if (
        inserted.length !== writes.length ||
        inserted.some((row, index) => !deps.isRowOf(row, (writes[index] as LeadWrite<V, R>).values))
      ) {
        throw new Error("a group of leads came back from the insert in another order");
      }
      await enqueueEmails(
        tx,
        inserted.flatMap((row, index) => (writes[index] as LeadWrite<V, R>).messages(row)),
      );
      return inserted;
    });
    deps.onQueued();
    return rows;
  });
}
