/**
 * Newsletter sign-ups with double opt-in: a sign-up is pending until the person follows the link
 * e-mailed to them. One row per address however often it signs up; the answer to a sign-up is
 * the same whether or not the address was known, so the form reveals nobody's subscription.
 */

import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { newsletterSignupSchema } from "@shared/leads/newsletter-form";
import type { NewsletterSubscriptionView } from "@shared/leads/types";
import { and, asc, desc, eq, ilike, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { newsletterStatuses, newsletterSubscriptions } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { NotFoundError } from "../errors";
import { confirmationMessage, newsletterPageUrl, welcomeMessage } from "../mail/newsletter-emails";
import { enqueueEmails } from "../mail/outbox";
import {
  countUpToLimit,
  type ListQuery,
  likePattern,
  type Page,
  pageRows,
  pageTotal,
} from "../paging";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { createWriteBatch } from "../write-batch";
import { admitSubmission, type SubmissionContext, type SubmissionResult } from "./submission";

export type NewsletterSubscription = typeof newsletterSubscriptions.$inferSelect;
export type { NewsletterSubscriptionView } from "@shared/leads/types";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function toSubscriptionView(row: NewsletterSubscription): NewsletterSubscriptionView {
  const { confirmTokenHash: _hidden, ...view } = row;
  return view;
}

export function createNewsletterService(deps: {
  db: Database;
  rateLimiter: RateLimiter;
  rule: RateLimitRule;
  secret: string;
  publicUrl: string;
  onQueued: () => void;
}) {
  const { db } = deps;

  const unsubscribeSignature = (id: number, email: string) =>
    createHmac("sha256", deps.secret)
      .update(`unsubscribe:${id}:${email}`)
      .digest("base64url")
      .slice(0, 32);

  function unsubscribeToken(row: Pick<NewsletterSubscription, "id" | "email">): string {
    return `${row.id}.${unsubscribeSignature(row.id, row.email)}`;
  }

  /** The subscriber's own unsubscribe page, in their language. */
  function unsubscribeUrl(row: Pick<NewsletterSubscription, "id" | "email" | "locale">): string {
    return newsletterPageUrl(deps.publicUrl, row.locale, "unsubscribe", unsubscribeToken(row));
  }

  async function findByUnsubscribeToken(token: string): Promise<NewsletterSubscription | null> {
    const [idText, signature] = token.split(".");
    const id = Number(idText);
    if (!Number.isInteger(id) || id <= 0 || !signature) return null;
    const [row] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id));
    if (!row) return null;
    const expected = Buffer.from(unsubscribeSignature(row.id, row.email));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? row : null;
  }

  function searchCondition(query: Pick<ListQuery, "q" | "status">): SQL | undefined {
    return and(
      query.q ? ilike(newsletterSubscriptions.email, likePattern(query.q)) : undefined,
      (newsletterStatuses as readonly string[]).includes(query.status)
        ? eq(newsletterSubscriptions.status, query.status as NewsletterSubscription["status"])
        : undefined,
    );
  }

  /**
   * Sign-ups that arrive together are stored together (decision 0055): one upsert for the
   * group and one insert of their e-mails, in one transaction. An address already confirmed is
   * left as it is and sent nothing; any other becomes pending with a fresh link. Two sign-ups of
   * one address in a group make the upsert fail, and the group is then written one by one.
   */
  const signUps = createWriteBatch(
    async (
      items: { email: string; locale: NewsletterSubscription["locale"]; token: string }[],
    ): Promise<null[]> => {
      const now = new Date();
      await db.transaction(async (tx) => {
        const rows = await tx
          .insert(newsletterSubscriptions)
          .values(
            items.map((item) => ({
              email: item.email,
              status: "pending" as const,
              confirmTokenHash: hashToken(item.token),
              locale: item.locale,
              lastActivityAt: now,
            })),
          )
          .onConflictDoUpdate({
            target: newsletterSubscriptions.email,
            set: {
              status: "pending",
              confirmTokenHash: sql.raw("excluded.confirm_token_hash"),
              locale: sql.raw("excluded.locale"),
              lastActivityAt: now,
              unsubscribedAt: null,
            },
            setWhere: ne(newsletterSubscriptions.status, "confirmed"),
          })
          .returning();
        const byEmail = new Map(rows.map((row) => [row.email, row]));
        await enqueueEmails(
          tx,
          items.flatMap((item) => {
            const row = byEmail.get(item.email);
            if (!row) return []; // confirmed already
            return [
              confirmationMessage({
                to: item.email,
                lang: row.locale,
                confirmUrl: newsletterPageUrl(deps.publicUrl, row.locale, "confirm", item.token),
                unsubscribeUrl: unsubscribeUrl(row),
              }),
            ];
          }),
        );
      });
      deps.onQueued();
      return items.map(() => null);
    },
  );

  return {
    unsubscribeUrl,

    async submit(
      raw: unknown,
      context: SubmissionContext,
    ): Promise<SubmissionResult<{ email: string }>> {
      const admission = await admitSubmission(
        {
          rateLimiter: deps.rateLimiter,
          rule: deps.rule,
          form: "newsletter",
          schema: newsletterSignupSchema,
        },
        raw,
        context,
      );
      if (!admission.admitted) return admission.result;
      const { email, locale } = admission.input;
      // Written with the sign-ups that arrived at the same moment (write-batch.ts).
      await signUps.write({ email, locale, token: randomBytes(24).toString("base64url") });
      return { status: "stored", record: { email } };
    },

    /** Follows the double opt-in link. Returns the address confirmed, or null for a bad token. */
    async confirm(token: string): Promise<string | null> {
      if (!/^[\w-]{20,64}$/.test(token)) return null;
      const confirmed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(newsletterSubscriptions)
          .set({
            status: "confirmed",
            confirmedAt: new Date(),
            confirmTokenHash: null,
            lastActivityAt: new Date(),
          })
          .where(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)))
          .returning();
        if (!row) return null;
        await enqueueEmails(tx, [
          welcomeMessage({ to: row.email, lang: row.locale, unsubscribeUrl: unsubscribeUrl(row) }),
        ]);
        return row.email;
      });
      if (confirmed) deps.onQueued();
      return confirmed;
    },

    /** Follows an unsubscribe link. Returns the address, or null for a bad token. */
    async unsubscribe(token: string): Promise<string | null> {
      const row = await findByUnsubscribeToken(token);
      if (!row) return null;
      if (row.status !== "unsubscribed") {
        await db
          .update(newsletterSubscriptions)
          .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmTokenHash: null })
          .where(eq(newsletterSubscriptions.id, row.id));
      }
      return row.email;
    },

    async list(query: ListQuery): Promise<Page<NewsletterSubscriptionView>> {
      const condition = searchCondition(query);
      const order = [desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id)];
      const [rows, counted] = await Promise.all([
        pageRows(db, newsletterSubscriptions, newsletterSubscriptions.id, condition, order, query),
        countUpToLimit(db, newsletterSubscriptions, condition),
      ]);
      return {
        items: rows.slice(0, query.pageSize).map(toSubscriptionView),
        ...pageTotal(counted, query, rows.length),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * Removes a subscription outright (a request to be forgotten, a typo, a test address). The
     * audit entry keeps no address: it must not outlive the person's erasure.
     */
    async remove(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.id, id))
          .returning({ id: newsletterSubscriptions.id, status: newsletterSubscriptions.status });
        if (!row) throw new NotFoundError("Subscription not found");
        await recordAudit(tx, actor, {
          action: "delete",
          entity: "newsletter_subscription",
          entityId: id,
          summary: `Deleted newsletter subscription #${id}`,
          before: { status: row.status },
        });
      });
    },

    async *iterate(
      query: Pick<ListQuery, "q" | "status">,
    ): AsyncGenerator<NewsletterSubscriptionView> {
      const batch = 1000;
      for (let offset = 0; ; offset += batch) {
        const rows = await db
          .select()
          .from(newsletterSubscriptions)
          .where(searchCondition(query))
          .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id))
          .limit(batch)
          .offset(offset);
        yield* rows.map(toSubscriptionView);
        if (rows.length < batch) return;
      }
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
