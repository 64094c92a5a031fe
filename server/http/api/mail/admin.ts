/**
 * E-mail marketing (staff): compose, preview and test a newsletter campaign; send it to every
 * confirmed subscriber (admins); follow its progress; the outbox with retry for failed mail.
 * The subscriber list and its CSV are GET /newsletter-subscriptions?status=confirmed and
 * GET /admin/exports/newsletter_subscriptions?status=confirmed.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { contentLanguages, translationLanguages } from "@shared/content/types";
import { outboxStatuses } from "../../../db/schema";
import type { Services } from "../../../services";
import { campaignInputSchema, testSendSchema } from "../../../services/mail/campaign-content";
import { actorOf, requireAdmin, requireStaff } from "../auth";
import {
  createRouter,
  errorResponses,
  IdParam,
  json,
  jsonBody,
  OkSchema,
  pageOf,
  staffErrors,
  writeErrors,
} from "../router";

const tags = ["E-mail marketing"];

const ProgressSchema = z.object({
  queued: z.number().int().openapi({ description: "Waiting for or in delivery" }),
  sent: z.number().int(),
  failed: z.number().int().openapi({ description: "Gave up after every retry" }),
  cancelled: z
    .number()
    .int()
    .openapi({ description: "Not sent: unsubscribed or removed after queueing" }),
});

const CampaignSchema = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    markdown: z.string(),
    textBody: z.string(),
    status: z.enum(["queueing", "queued"]),
    state: z.enum(["queueing", "sending", "done"]).openapi({
      description: "queueing: messages being written; sending: some not delivered yet; done",
    }),
    recipientCount: z.number().int(),
    progress: ProgressSchema,
    createdByName: z.string(),
    createdAt: z.date(),
    queuedAt: z.date().nullable(),
    versions: z
      .partialRecord(
        z.enum(translationLanguages),
        z.object({ subject: z.string(), markdown: z.string(), textBody: z.string() }),
      )
      .openapi({ description: "The versions written in Spanish, French and German" }),
    fallbackLanguages: z.array(z.enum(translationLanguages)).openapi({
      description: "Languages with no version of their own: their subscribers receive the English",
    }),
  })
  .openapi("Campaign");

const PreviewSchema = z
  .object({
    subject: z.string(),
    html: z.string(),
    text: z.string(),
    languages: z
      .array(
        z.object({
          lang: z.enum(contentLanguages),
          fallback: z.boolean().openapi({ description: "No version: the English is sent" }),
          subject: z.string(),
          html: z.string(),
          text: z.string(),
        }),
      )
      .openapi({ description: "What the subscribers of each language receive" }),
  })
  .openapi("CampaignPreview");

const OutboxMessageSchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    toAddress: z.string(),
    subject: z.string(),
    status: z.enum(outboxStatuses),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.date(),
    sentAt: z.date().nullable(),
    campaignId: z.number().int().nullable(),
    createdAt: z.date(),
  })
  .openapi("OutboxMessageSummary");

const OutboxQuery = z.object({
  status: z
    .enum(["", "queued", ...outboxStatuses])
    .optional()
    .default("")
    .openapi({ description: "queued: pending or sending" }),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
});

const PageQuery = OutboxQuery.omit({ status: true });

export function emailAdminRoutes(services: Services) {
  const router = createRouter();
  const staff = requireStaff(services);
  for (const path of [
    "/admin/campaigns",
    "/admin/campaigns/*",
    "/admin/outbox",
    "/admin/outbox/*",
  ]) {
    router.use(path, staff);
  }
  // Composing and testing is for every staff member; mailing everyone is for admins.
  router.on("POST", "/admin/campaigns", requireAdmin);

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/campaigns/preview",
      operationId: "previewCampaign",
      tags,
      summary: "The campaign as it will be sent: sanitized HTML and the plain-text version",
      request: { body: jsonBody(campaignInputSchema) },
      responses: {
        200: json(PreviewSchema, "Preview"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    (c) => c.json(services.campaigns.preview(c.req.valid("json")), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/campaigns/test",
      operationId: "sendTestCampaign",
      tags,
      summary: "Send the campaign once, to `to` or your own address, marked [Test]",
      request: { body: jsonBody(testSendSchema) },
      responses: {
        200: json(z.object({ to: z.string() }).openapi("CampaignTestSent"), "Queued"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.conflict,
      },
    }),
    async (c) => {
      const { user } = c.get("session");
      const sent = await services.campaigns.sendTest(c.req.valid("json"), {
        ...actorOf(c),
        email: user.email,
      });
      return c.json(sent, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/campaigns",
      operationId: "sendCampaign",
      tags,
      summary:
        "Send the campaign to every confirmed subscriber (admins); queued in the background, recorded in the audit trail",
      request: { body: jsonBody(campaignInputSchema) },
      responses: {
        202: json(CampaignSchema, "Accepted; follow GET /admin/campaigns/{id}"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await services.campaigns.start(c.req.valid("json"), actorOf(c)), 202),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/campaigns",
      operationId: "listCampaigns",
      tags,
      summary: "Campaigns sent, newest first, with their delivery progress",
      request: { query: PageQuery },
      responses: {
        200: json(pageOf(CampaignSchema, "CampaignPage"), "Campaigns"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await services.campaigns.list(c.req.valid("query")), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/campaigns/{id}",
      operationId: "getCampaign",
      tags,
      summary: "One campaign and its progress (queued, sent, failed, cancelled)",
      request: { params: IdParam },
      responses: {
        200: json(CampaignSchema, "Campaign"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => c.json(await services.campaigns.get(c.req.valid("param").id), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/outbox",
      operationId: "listOutboxMessages",
      tags,
      summary: "Every e-mail the site sent or tries to send, newest first",
      request: { query: OutboxQuery },
      responses: {
        200: json(pageOf(OutboxMessageSchema, "OutboxPage"), "Messages"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      return c.json(await services.campaigns.outbox({ ...query, q: "" }), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/outbox/{id}/retry",
      operationId: "retryOutboxMessage",
      tags,
      summary: "Send a failed message again",
      request: { params: IdParam },
      responses: { 200: json(OkSchema, "Queued again"), ...writeErrors },
    }),
    async (c) => {
      await services.campaigns.retry(c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
