/**
 * The e-mail outbox. Messages are rows first (written in the caller's transaction, next to the
 * lead they are about), and a worker delivers due rows with exponential back-off. Rows are
 * claimed with FOR UPDATE SKIP LOCKED so several instances never send one message twice.
 */
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { insertRows } from "../../db/bulk";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { Logger } from "../../logger";
import type { MailTransport } from "./transport";

export interface QueuedMessage {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  campaignId?: number;
  /** The person the message is about, when it is sent to someone else (their agent, a parent). */
  about?: string;
}

export const MAX_ATTEMPTS = 8;
/** A claimed row not finished in this time (a crashed process) becomes due again. */
const CLAIM_TIMEOUT_MS = 2 * 60_000;
const BATCH = 100;
/** A batch waits this long at most for a busy process to quieten, then goes anyway. */
export const MAX_YIELD_MS = 5_000;
const YIELD_STEP_MS = 100;

/** 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export async function enqueueEmails(db: Database, messages: QueuedMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await insertRows(
    db,
    emailOutbox,
    messages.map((message) => ({
      kind: message.kind,
      toAddress: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      headers: message.headers ?? {},
      campaignId: message.campaignId ?? null,
      aboutAddress: message.about?.toLowerCase() ?? null,
    })),
  );
}

export interface OutboxDeliveryResult {
  sent: number;
  failed: number;
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Checked just before sending: the claimed rows that must not go out after all, each with the
 * reason. They become `cancelled` (e.g. a campaign message to someone who has unsubscribed since
 * it was queued).
 */
export type OutboxWithdrawals = (rows: OutboxRow[]) => Promise<Map<number, string>>;

export function createOutbox(deps: {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: Logger;
  now: () => Date;
  withdrawals?: OutboxWithdrawals;
  /** True while visitors are waiting (load-gauge.ts): each batch waits, up to MAX_YIELD_MS. */
  busy?: () => boolean;
}) {
  const { db, transport, logger, now } = deps;
  let running: Promise<OutboxDeliveryResult> | undefined;
  /** Set by a call that found a run in progress: the run takes one more look before ending. */
  let requestedAgain = false;
  let stopped = false;

  async function untilQuiet(): Promise<void> {
    const since = Date.now();
    while (!stopped && deps.busy?.() && Date.now() - since < MAX_YIELD_MS) {
      await new Promise((resolve) => setTimeout(resolve, YIELD_STEP_MS));
    }
  }

  async function claimDue() {
    const at = now();
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.status, ["pending", "sending"]),
          lte(emailOutbox.nextAttemptAt, at),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return db.transaction(async (tx) =>
      tx
        .update(emailOutbox)
        .set({ status: "sending", nextAttemptAt: new Date(at.getTime() + CLAIM_TIMEOUT_MS) })
        .where(inArray(emailOutbox.id, due))
        .returning(),
    );
  }

  async function deliverBatch(): Promise<OutboxDeliveryResult & { claimed: number }> {
    const claimed = await claimDue();
    const result = { sent: 0, failed: 0, claimed: claimed.length };
    const withdrawn = claimed.length && deps.withdrawals ? await deps.withdrawals(claimed) : null;
    // Sent rows are marked in one statement per batch, not one per message: under a burst of
    // enquiries the outbox would otherwise take as many writes as the forms themselves. A crash
    // between a send and this update sends those messages again (at least once, never lost).
    const sentIds: number[] = [];
    try {
      for (const row of claimed) {
        const reason = withdrawn?.get(row.id);
        if (reason !== undefined) {
          await db
            .update(emailOutbox)
            .set({ status: "cancelled", lastError: reason })
            .where(eq(emailOutbox.id, row.id));
          continue;
        }
        const attempts = row.attempts + 1;
        try {
          await transport.send({
            from: deps.from,
            to: row.toAddress,
            replyTo: row.replyTo ?? undefined,
            subject: row.subject,
            text: row.textBody,
            html: row.htmlBody ?? undefined,
            headers: row.headers,
          });
          sentIds.push(row.id);
          result.sent++;
        } catch (error) {
          const giveUp = attempts >= MAX_ATTEMPTS;
          await db
            .update(emailOutbox)
            .set({
              status: giveUp ? "failed" : "pending",
              attempts,
              lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
              nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
            })
            .where(eq(emailOutbox.id, row.id));
          result.failed++;
          logger.warn("e-mail delivery failed", {
            outboxId: row.id,
            kind: row.kind,
            attempts,
            giveUp,
          });
        }
      }
    } finally {
      if (sentIds.length > 0) {
        await db
          .update(emailOutbox)
          .set({
            status: "sent",
            attempts: sql`${emailOutbox.attempts} + 1`,
            sentAt: now(),
            lastError: null,
          })
          .where(inArray(emailOutbox.id, sentIds));
      }
    }
    return result;
  }

  return {
    /** Delivers everything due now; concurrent calls share one run. */
    deliverDue(): Promise<OutboxDeliveryResult> {
      if (stopped) return Promise.resolve({ sent: 0, failed: 0 });
      if (running) {
        // Messages queued after the run claimed its batch would otherwise wait for the timer.
        requestedAgain = true;
        return running;
      }
      running = (async () => {
        const total = { sent: 0, failed: 0 };
        try {
          for (;;) {
            requestedAgain = false;
            await untilQuiet();
            const batch = await deliverBatch();
            total.sent += batch.sent;
            total.failed += batch.failed;
            if (stopped || (batch.claimed < BATCH && !requestedAgain)) return total;
          }
        } finally {
          running = undefined;
        }
      })();
      return running;
    },

    /** Resolves when no delivery is in progress (used at shutdown). */
    async idle(): Promise<void> {
      await running?.catch(() => {});
    },

    /** Finishes the batch in hand and delivers nothing more; the rest waits for the next start. */
    async stop(): Promise<void> {
      stopped = true;
      await running?.catch(() => {});
    },

    /** Makes failed or waiting messages due now (staff "retry"). */
    async retryNow(ids?: number[]): Promise<number> {
      const rows = await db
        .update(emailOutbox)
        .set({ status: "pending", nextAttemptAt: now(), attempts: 0 })
        .where(
          and(
            or(eq(emailOutbox.status, "failed"), eq(emailOutbox.status, "pending")),
            ids ? inArray(emailOutbox.id, ids) : undefined,
          ),
        )
        .returning({ id: emailOutbox.id });
      return rows.length;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
