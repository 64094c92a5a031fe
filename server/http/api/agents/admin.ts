/**
 * Agencies for staff (issue 17): create and edit agencies, invite their users, deactivate a
 * user, read a month's commission statement. Admins change; editors read. Audited by the service.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { agencySchema, agencyUpdateSchema, invitationSchema } from "@shared/agents/forms";
import { agencyStatuses } from "@shared/agents/types";
import { agencyInvoicings } from "@shared/invoices/types";
import type { Services } from "../../../services";
import { actorOf, requireAdmin, requireStaff } from "../auth";
import { ListQuerySchema } from "../list-query";
import {
  jsonBody as body,
  createRouter,
  errorResponses,
  IdParam,
  json,
  MAX_ROW_ID,
  OkSchema,
  pageOf,
  staffErrors,
  writeErrors,
} from "../router";

const tags = ["Agencies"];

export const AgencySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    country: z.string(),
    email: z.string(),
    contactName: z.string().nullable(),
    commissionPercent: z.number().openapi({ example: 12.5 }),
    status: z.enum(agencyStatuses),
    invoicing: z.enum(agencyInvoicings).openapi({
      description:
        "Who pays the school for the agency's bookings: the student, or the agency net (less commission) or gross (with a commission credit note)",
    }),
    vatId: z.string().nullable(),
    address: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("Agency");

const AgencyListItemSchema = AgencySchema.extend({
  users: z.number().int(),
  bookings: z.number().int(),
}).openapi("AgencyListItem");

const AgencyDetailSchema = AgencySchema.extend({
  users: z.array(
    z.object({
      id: z.number().int(),
      agencyId: z.number().int(),
      email: z.string(),
      name: z.string(),
      isActive: z.boolean(),
      lastLoginAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  invitations: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      expiresAt: z.string(),
      usedAt: z.string().nullable(),
      revokedAt: z.string().nullable(),
      invitedBy: z.string(),
      createdAt: z.string(),
    }),
  ),
}).openapi("AgencyDetail");

export const CommissionStatementSchema = z
  .object({
    month: z.string(),
    agencyId: z.number().int(),
    agencyName: z.string(),
    lines: z.array(
      z.object({
        bookingId: z.number().int(),
        reference: z.string(),
        studentName: z.string(),
        agencyReference: z.string().nullable(),
        programTitle: z.string(),
        startDate: z.string().nullable(),
        status: z.string(),
        confirmedOn: z.string(),
        tuitionCents: z.number().int(),
        percent: z.number(),
        commissionCents: z.number().int(),
        paidAt: z.string().nullable(),
      }),
    ),
    totalCommissionCents: z.number().int(),
    paidCents: z.number().int(),
    dueCents: z.number().int(),
  })
  .openapi("CommissionStatement");

export const MonthQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Use a month as YYYY-MM.")
    .openapi({ param: { name: "month", in: "query" }, example: "2026-11" }),
  format: z
    .enum(["json", "csv"])
    .optional()
    .openapi({ param: { name: "format", in: "query" }, description: "csv: a CSV download" }),
});

const UserParams = IdParam.extend({
  userId: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ROW_ID)
    .openapi({ param: { name: "userId", in: "path" }, example: 7 }),
});

/** A CSV answer named after the agency and month. */
export function csvResponse(stream: ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(stream, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

export function agencyAdminRoutes(services: Services) {
  const router = createRouter();
  const agencies = services.agents.agencies;
  router.use("/admin/agencies", requireStaff(services));
  router.use("/admin/agencies/*", requireStaff(services));

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/agencies",
      operationId: "listAgencies",
      tags,
      summary: "Agencies, searched by name, country or e-mail, paged",
      request: { query: ListQuerySchema },
      responses: {
        200: json(pageOf(AgencyListItemSchema, "AgencyPage"), "A page of agencies"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      return c.json(await agencies.list(query), 200);
    },
  );

  router.post("/admin/agencies", requireAdmin);
  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/agencies",
      operationId: "createAgency",
      tags,
      summary: "Create an agency (admins)",
      request: { body: body(agencySchema) },
      responses: { 201: json(AgencySchema, "Created"), ...writeErrors },
    }),
    async (c) => c.json(await agencies.create(c.req.valid("json"), actorOf(c)), 201),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/agencies/{id}",
      operationId: "getAgency",
      tags,
      summary: "An agency with its users and invitations",
      request: { params: IdParam },
      responses: { 200: json(AgencyDetailSchema, "The agency"), ...writeErrors },
    }),
    async (c) => c.json(await agencies.get(c.req.valid("param").id), 200),
  );

  router.patch("/admin/agencies/:id", requireAdmin);
  router.openapi(
    createRoute({
      method: "patch",
      path: "/admin/agencies/{id}",
      operationId: "updateAgency",
      tags,
      summary: "Change an agency's details, rate or status (admins; suspending ends its sessions)",
      request: { params: IdParam, body: body(agencyUpdateSchema) },
      responses: { 200: json(AgencySchema, "Updated"), ...writeErrors },
    }),
    async (c) =>
      c.json(await agencies.update(c.req.valid("param").id, c.req.valid("json"), actorOf(c)), 200),
  );

  router.post("/admin/agencies/:id/invitations", requireAdmin);
  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/agencies/{id}/invitations",
      operationId: "inviteAgent",
      tags,
      summary: "E-mail a one-time link to /partners/invitations/{token} to set a password (admins)",
      request: { params: IdParam, body: body(invitationSchema) },
      responses: {
        201: json(
          z.object({ id: z.number().int(), email: z.string(), expiresAt: z.string() }),
          "Invitation sent",
        ),
        ...writeErrors,
      },
    }),
    async (c) =>
      c.json(await agencies.invite(c.req.valid("param").id, c.req.valid("json"), actorOf(c)), 201),
  );

  router.post("/admin/agencies/:id/users/:userId/*", requireAdmin);
  for (const [action, isActive] of [
    ["deactivate", false],
    ["reactivate", true],
  ] as const) {
    router.openapi(
      createRoute({
        method: "post",
        path: `/admin/agencies/{id}/users/{userId}/${action}`,
        operationId: `${action}AgentUser`,
        tags,
        summary: isActive
          ? "Let an agent user sign in again (admins)"
          : "Stop an agent user signing in; ends their sessions (admins)",
        request: { params: UserParams },
        responses: { 200: json(OkSchema, "Done"), ...writeErrors },
      }),
      async (c) => {
        const { id, userId } = c.req.valid("param");
        await agencies.setUserActive(id, userId, isActive, actorOf(c));
        return c.json({ ok: true as const }, 200);
      },
    );
  }

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/agencies/{id}/commission",
      operationId: "getAgencyCommission",
      tags,
      summary: "An agency's commission statement for a month (JSON, or CSV with format=csv)",
      request: { params: IdParam, query: MonthQuery },
      responses: {
        200: {
          description: "The statement",
          content: {
            "application/json": { schema: CommissionStatementSchema },
            "text/csv": { schema: z.string() },
          },
        },
        ...writeErrors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { month, format } = c.req.valid("query");
      if (format === "csv") {
        return csvResponse(
          await services.agents.commission.exportCsv(id, month, actorOf(c)),
          `commission-agency-${id}-${month}.csv`,
        );
      }
      return c.json(await services.agents.commission.statement(id, month), 200);
    },
  );

  return router;
}
