/**
 * Host families and residences in the data-protection requests (issue 31; the service is
 * server/services/privacy/providers.ts): found by name, address or e-mail, exported and erased by
 * id. Admins only, under the same guard as the requests of people (`/admin/people/*`, gdpr.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Services } from "../../../services";
import { MemberParams, ProviderParams } from "../accommodation/schemas";
import { actorOf } from "../auth";
import { createRouter, errorResponses, json, OkSchema, staffErrors } from "../router";

const tags = ["Privacy (GDPR)"];
const base = "/admin/people/providers";
const errors = { ...staffErrors, ...errorResponses.validation, ...errorResponses.notFound };

const ProviderQuery = z.object({
  q: z
    .string()
    .trim()
    .min(2, "Enter two characters or more of a name, address or e-mail.")
    .max(120, "Keep this under 120 characters.")
    .openapi({ param: { name: "q", in: "query" }, example: "Byrne" }),
});

const ProviderSubjectSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    name: z.string(),
    campus: z.string(),
    email: z.string().nullable(),
    active: z.boolean(),
    erased: z.boolean(),
    householdMembers: z.array(
      z.object({ id: z.number().int(), name: z.string(), status: z.string(), erased: z.boolean() }),
    ),
    hostUsers: z.number().int().openapi({ description: "Host-portal accounts of the provider" }),
  })
  .openapi("ProviderSubject");

const records = z.array(z.record(z.string(), z.unknown()));

const ProviderExportSchema = z
  .object({
    exportedAt: z.string(),
    provider: z.record(z.string(), z.unknown()).openapi({
      description: "The provider's row, bank details whole (they are the provider's own)",
    }),
    household: records.openapi({ description: "With vetting references and expiry dates" }),
    rooms: records,
    unavailable: records,
    placements: records.openapi({
      description: "Nights, room and status of each placement; nothing of the students",
    }),
    paymentsReceived: records.openapi({
      description: "Each payment line: the run's period and status, nights, amount, payee, IBAN",
    }),
    hostUsers: records.openapi({ description: "Host-portal accounts with their sign-ins" }),
  })
  .openapi("ProviderExport");

const ProviderErasureSchema = z
  .object({
    counts: z.object({
      householdMembers: z.number().int().openapi({ description: "Anonymised" }),
      hostUsers: z
        .number()
        .int()
        .openapi({ description: "Deleted, with their sign-in links and sessions" }),
      emails: z.number().int().openapi({ description: "E-mails to the provider deleted" }),
      paymentLinesKept: z.number().int().openapi({
        description: "Payment lines kept whole (payee name and IBAN as paid): financial records",
      }),
    }),
  })
  .openapi("ProviderErasure");

/** `provider-12-2026-11-28.json`. */
export const providerExportFileName = (providerId: number, at: Date) =>
  `provider-${providerId}-${at.toISOString().slice(0, 10)}.json`;

export function providerPrivacyRoutes(services: Services) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: base,
      operationId: "findProviderData",
      tags,
      summary: "Host families and residences whose name, address or e-mail holds q (admins)",
      request: { query: ProviderQuery },
      responses: {
        200: json(z.object({ items: z.array(ProviderSubjectSchema) }), "Up to 20 providers"),
        ...errors,
      },
    }),
    async (c) => c.json({ items: await services.gdpr.findProviders(c.req.valid("query").q) }, 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: `${base}/{id}/export`,
      operationId: "exportProviderData",
      tags,
      summary: "Download everything stored about a provider as JSON; recorded (admins)",
      request: { params: ProviderParams },
      responses: {
        200: json(ProviderExportSchema, "Attachment provider-<id>-<date>.json"),
        ...errors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const exported = await services.gdpr.exportProvider(id, actorOf(c));
      c.header(
        "Content-Disposition",
        `attachment; filename="${providerExportFileName(id, services.now())}"`,
      );
      return c.json(exported, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: `${base}/{id}/erase`,
      operationId: "eraseProviderData",
      tags,
      summary:
        "Erase a provider: anonymise it and its household, delete its portal accounts; payment records are kept for six years (admins)",
      request: { params: ProviderParams },
      responses: { 200: json(ProviderErasureSchema, "Erased"), ...errors },
    }),
    async (c) =>
      c.json(
        { counts: await services.gdpr.eraseProvider(c.req.valid("param").id, actorOf(c)) },
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: `${base}/{id}/household/{memberId}/erase`,
      operationId: "eraseHouseholdMemberData",
      tags,
      summary:
        "Erase one household member (one who moved out): name and vetting reference; recorded (admins)",
      request: { params: MemberParams },
      responses: { 200: json(OkSchema, "Erased"), ...errors },
    }),
    async (c) => {
      const { id, memberId } = c.req.valid("param");
      await services.gdpr.eraseHouseholdMember(id, memberId, actorOf(c));
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
