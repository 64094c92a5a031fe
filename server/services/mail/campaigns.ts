/**
 * E-mail marketing: newsletter campaigns to the confirmed subscribers, test sends, and the
 * outbox as staff see it. A campaign is written to the outbox as one message per subscriber,
 * each with that subscriber's own unsubscribe link and one-click headers, so delivery, retries,
 * back-off and the several-instance locking are the outbox's. Whether the person is still a
 * confirmed subscriber is checked again just before each message is sent (`withdrawals`).
 */

import { brand } from "@shared/config/brand";
import { contentLanguages, translationLanguages } from "@shared/content/types";
import type { Language } from "@shared/i18n/languages";
import { and, asc, count, desc, eq, gt, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { campaigns, emailOutbox, newsletterSubscriptions } from "../../db/schema";
import type { Logger } from "../../logger";
import { type Actor, recordAudit } from "../audit";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors";
import { type ListQuery, offsetOf, type Page } from "../paging";
import type { RateLimiter } from "../rate-limit";
import {
  type CampaignContent,
  campaignInputSchema,
  contentFor,
  messagesOf,
  testSendSchema,
} from "./campaign-content";
import {
  type CampaignPreview,
  type CampaignProgress,
  type CampaignView,
  messagesOfRow,
  viewOf,
} from "./campaign-views";
import { newsletterMessage, newsletterPageUrl } from "./newsletter-emails";
import { enqueueEmails, type OutboxWithdrawals, type QueuedMessage } from "./outbox";
import { createOutboxView } from "./outbox-view";

export const CAMPAIGN_KIND = "newsletter-campaign";
export const CAMPAIGN_TEST_KIND = "newsletter-campaign-test";
/** Subscribers queued per transaction: large enough to be quick, small enough to stay short. */
export const QUEUE_BATCH = 500;
/** Test sends per staff member and hour: a test is for checking, not for mailing people. */
const TEST_RULE = { limit: 30, windowSeconds: 3600 };

function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    fields[key] ??= issue.message;
  }
  throw new InvalidInputError(fields);
}

export function createCampaignService(deps: {
  db: Database;
  logger: Logger;
  rateLimiter: RateLimiter;
  publicUrl: string;
  unsubscribeUrl: (subscriber: { id: number; email: string; locale: Language }) => string;
  /** Starts delivery of what was just queued. */
  onQueued: () => void;
  retryOutbox: (ids: number[]) => Promise<number>;
}) {
  const { db, logger } = deps;
  let queueing: Promise<void> | undefined;

  /**
   * One campaign message, exactly as a subscriber (or a tester) receives it: the content, and
   * the footer in `lang`, the subscriber's language (the content may be the English fallback).
   */
  function messageOf(
    content: CampaignContent,
    to: string,
    lang: Language,
    unsubscribeUrl: string,
    extra: { kind: string; subject?: string; campaignId?: number },
  ): QueuedMessage {
    return newsletterMessage({
      kind: extra.kind,
      to,
      lang,
      subject: extra.subject ?? content.subject,
      text: content.text,
      sanitizedHtml: content.html,
      unsubscribeUrl,
      campaignId: extra.campaignId,
    });
  }

  /** Where previews and tests point: the real page, with a token that unsubscribes nobody. */
  const sampleUnsubscribeUrl = (lang: Language) =>
    newsletterPageUrl(deps.publicUrl, lang, "unsubscribe", "example");

  async function progressOf(ids: number[]): Promise<Map<number, CampaignProgress>> {
    const result = new Map<number, CampaignProgress>();
    for (const id of ids) result.set(id, { queued: 0, sent: 0, failed: 0, cancelled: 0 });
    if (ids.length === 0) return result;
    const rows = await db
      .select({ campaignId: emailOutbox.campaignId, status: emailOutbox.status, n: count() })
      .from(emailOutbox)
      .where(inArray(emailOutbox.campaignId, ids))
      .groupBy(emailOutbox.campaignId, emailOutbox.status);
    for (const row of rows) {
      const progress = row.campaignId === null ? undefined : result.get(row.campaignId);
      if (!progress) continue;
      if (row.status === "pending" || row.status === "sending") progress.queued += row.n;
      else progress[row.status] += row.n;
    }
    return result;
  }

  /**
   * Queues the next batch of one unfinished campaign. The campaign row is locked (SKIP LOCKED:
   * another instance works on another campaign or waits its turn) and its cursor moves in the
   * same transaction as the batch's messages, so nobody is queued twice, even after a crash.
   */
  async function queueNextBatch(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [campaign] = await tx
        .select()
        .from(campaigns)
        .where(eq(campaigns.status, "queueing"))
        .orderBy(asc(campaigns.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!campaign) return false;
      const subscribers = await tx
        .select({
          id: newsletterSubscriptions.id,
          email: newsletterSubscriptions.email,
          locale: newsletterSubscriptions.locale,
        })
        .from(newsletterSubscriptions)
        .where(
          and(
            eq(newsletterSubscriptions.status, "confirmed"),
            gt(newsletterSubscriptions.id, campaign.queuedThroughId),
          ),
        )
        .orderBy(asc(newsletterSubscriptions.id))
        .limit(QUEUE_BATCH);
      const messages = messagesOfRow(campaign);
      await enqueueEmails(
        tx,
        subscribers.map((subscriber) =>
          messageOf(
            contentFor(messages, subscriber.locale).content,
            subscriber.email,
            subscriber.locale,
            deps.unsubscribeUrl(subscriber),
            { kind: CAMPAIGN_KIND, campaignId: campaign.id },
          ),
        ),
      );
      const finished = subscribers.length < QUEUE_BATCH;
      await tx
        .update(campaigns)
        .set({
          queuedThroughId: subscribers.at(-1)?.id ?? campaign.queuedThroughId,
          recipientCount: campaign.recipientCount + subscribers.length,
          ...(finished ? { status: "queued" as const, queuedAt: new Date() } : {}),
        })
        .where(eq(campaigns.id, campaign.id));
      return true;
    });
  }

  function continueQueueing(): Promise<void> {
    queueing ??= (async () => {
      try {
        while (await queueNextBatch()) deps.onQueued();
      } finally {
        queueing = undefined;
      }
    })();
    return queueing;
  }

  return {
    /**
     * The message as it will be sent, with an example unsubscribe link: the subject, the inside
     * of the HTML body (sanitized message, signature and footer) and the plain-text version. At
     * the top level the English; in `languages`, what each language's subscribers receive.
     */
    preview(raw: unknown): {
      subject: string;
      html: string;
      text: string;
      languages: CampaignPreview[];
    } {
      const messages = messagesOf(parse(campaignInputSchema, raw));
      const languages = contentLanguages.map((lang): CampaignPreview => {
        const { content, fallback } = contentFor(messages, lang);
        const message = messageOf(
          content,
          "subscriber@example.com",
          lang,
          sampleUnsubscribeUrl(lang),
          { kind: CAMPAIGN_TEST_KIND },
        );
        const html = (message.html ?? "").replace(/^[\s\S]*?<body[^>]*>|<\/body>[\s\S]*$/g, "");
        return { lang, fallback, subject: message.subject, html, text: message.text };
      });
      const [english] = languages;
      if (!english) throw new Error("no English preview");
      return { subject: english.subject, html: english.html, text: english.text, languages };
    },

    /**
     * Sends the campaign to one address: `to`, or the staff member's own address; once in
     * English and once in each language with a version of its own. The subject says it is a
     * test (and in which language); the unsubscribe link is an example.
     */
    async sendTest(raw: unknown, actor: Actor & { email: string | null }): Promise<{ to: string }> {
      const input = parse(testSendSchema, raw);
      const to = input.to ?? actor.email?.toLowerCase();
      if (!to) {
        throw new InvalidInputError({
          to: "Your account has no e-mail address: enter where the test should go.",
        });
      }
      const limit = await deps.rateLimiter.hit(`campaign-test:${actor.id}`, TEST_RULE);
      if (!limit.allowed) {
        throw new ConflictError("Too many test e-mails this hour; please try again later.");
      }
      const messages = messagesOf(input);
      const written: [Language, CampaignContent][] = [
        ["en", messages.english],
        ...translationLanguages.flatMap((lang): [Language, CampaignContent][] => {
          const version = messages.versions[lang];
          return version ? [[lang, version]] : [];
        }),
      ];
      await enqueueEmails(
        db,
        written.map(([lang, content]) =>
          messageOf(content, to, lang, sampleUnsubscribeUrl(lang), {
            kind: CAMPAIGN_TEST_KIND,
            subject: `[Test${lang === "en" ? "" : ` ${lang.toUpperCase()}`}] ${content.subject}`,
          }),
        ),
      );
      deps.onQueued();
      return { to };
    },

    /**
     * Sends to every confirmed subscriber: stores the campaign and its audit entry, then queues
     * the messages in the background and answers at once.
     */
    async start(raw: unknown, actor: Actor): Promise<CampaignView> {
      const { english: content, versions } = messagesOf(parse(campaignInputSchema, raw));
      const row = await db.transaction(async (tx) => {
        const [subscribers] = await tx
          .select({ n: count() })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.status, "confirmed"));
        const [created] = await tx
          .insert(campaigns)
          .values({
            subject: content.subject,
            markdown: content.markdown,
            htmlBody: content.html,
            textBody: content.text,
            versions,
            createdById: actor.id,
            createdByName: actor.name,
          })
          .returning();
        if (!created) throw new Error("campaign insert returned no row");
        const audience = subscribers?.n ?? 0;
        await recordAudit(tx, actor, {
          action: "create",
          entity: "campaign",
          entityId: created.id,
          summary: `Sent e-mail campaign “${content.subject}” to ${audience} confirmed ${audience === 1 ? "subscriber" : "subscribers"}`,
          after: {
            subject: content.subject,
            markdown: content.markdown,
            audience,
            versions: Object.fromEntries(
              Object.entries(versions).map(([lang, version]) => [
                lang,
                { subject: version.subject, markdown: version.markdown },
              ]),
            ),
          },
        });
        return created;
      });
      continueQueueing().catch((error: unknown) =>
        logger.error("campaign queueing failed", { campaignId: row.id }, error),
      );
      return viewOf(row, { queued: 0, sent: 0, failed: 0, cancelled: 0 });
    },

    /**
     * Queues every unfinished campaign, batch by batch, starting delivery after each batch.
     * Also run by the outbox timer, so a campaign an instance left half-queued is finished.
     */
    continueQueueing,

    /** Resolves when no queueing is in progress (tests, shutdown). */
    async idle(): Promise<void> {
      await queueing?.catch(() => {});
    },

    async get(id: number): Promise<CampaignView> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
      if (!row) throw new NotFoundError("Campaign not found");
      const progress = await progressOf([id]);
      return viewOf(row, progress.get(id) ?? { queued: 0, sent: 0, failed: 0, cancelled: 0 });
    },

    async list(query: Pick<ListQuery, "page" | "pageSize">): Promise<Page<CampaignView>> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(campaigns)
          .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(campaigns),
      ]);
      const progress = await progressOf(rows.map((row) => row.id));
      return {
        items: rows.map((row) =>
          viewOf(row, progress.get(row.id) ?? { queued: 0, sent: 0, failed: 0, cancelled: 0 }),
        ),
        total: totals?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
    ...createOutboxView({ db, retryOutbox: deps.retryOutbox, onQueued: deps.onQueued }),
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;

/**
 * The outbox's last check before sending: a campaign message goes only to an address that is
 * still a confirmed subscriber (unsubscribed, back to pending, or deleted since it was queued:
 * withdrawn).
 */
export function campaignWithdrawals(db: Database): OutboxWithdrawals {
  return async (rows) => {
    const withdrawn = new Map<number, string>();
    const campaignRows = rows.filter((row) => row.campaignId !== null);
    if (campaignRows.length === 0) return withdrawn;
    const confirmed = await db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.status, "confirmed"),
          inArray(
            newsletterSubscriptions.email,
            campaignRows.map((row) => row.toAddress.toLowerCase()),
          ),
        ),
      );
    const stillSubscribed = new Set(confirmed.map((row) => row.email));
    for (const row of campaignRows) {
      if (!stillSubscribed.has(row.toAddress.toLowerCase())) {
        withdrawn.set(row.id, `Not sent: no longer a confirmed subscriber of ${brand.name}`);
      }
    }
    return withdrawn;
  };
}
