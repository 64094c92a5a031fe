/**
 * The dashboard, the audit trail and the e-mail outbox.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Services } from "../../../services";
import { requireAdmin, requireStaff } from "../auth";
import { ListQuerySchema } from "../list-query";
import { createRouter, errorResponses, json, pageOf, staffErrors } from "../router";
import { AuditEntrySchema } from "../schemas";
import { DashboardBookingsSchema } from "./bookings";

const ActivitySchema = z.object({
  kind: z.enum(["contact-inquiry", "quote-request", "level-test", "newsletter", "staff-change"]),
  at: z.string(),
  title: z.string(),
  detail: z.string(),
  link: z.string().nullable(),
});

const DashboardSchema = z
  .object({
    totalPrograms: z.number().int(),
    totalInquiries: z.number().int(),
    newInquiries: z.number().int(),
    totalQuoteRequests: z.number().int(),
    totalNewsletterSubscriptions: z.number().int(),
    recentInquiries: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        subject: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
    recentActivity: z.array(ActivitySchema),
    bookings: DashboardBookingsSchema,
  })
  .openapi("Dashboard");

export function dashboardRoutes(services: Services) {
  const router = createRouter();
  router.use("/admin/dashboard", requireStaff(services));
  router.use("/admin/audit-log", requireStaff(services), requireAdmin);

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/dashboard",
      operationId: "getDashboard",
      tags: ["Dashboard"],
      summary:
        "Counts and recent activity from stored leads and staff changes; this month's bookings, booked revenue and payments received, and the quote → booking funnel of the last 12 weeks",
      responses: { 200: json(DashboardSchema, "Dashboard"), ...staffErrors },
    }),
    async (c) => c.json(await services.dashboard.stats(10, services.now()), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/audit-log",
      operationId: "listAuditLog",
      tags: ["Dashboard"],
      summary: "The audit trail (admins): who changed what, when, before and after",
      request: {
        query: ListQuerySchema.extend({
          entity: z.string().max(40).optional(),
          actor: z.string().max(80).optional(),
        }),
      },
      responses: {
        200: json(pageOf(AuditEntrySchema, "AuditPage"), "Audit entries"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await services.dashboard.auditTrail(c.req.valid("query")), 200),
  );

  return router;
}
