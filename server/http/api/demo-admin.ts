/**
 * The seeded demo data (issue 35), admins only: how much of it is left, and removing it all in
 * one audited action. The removal asks for `{"confirm": true}`: it cannot be undone.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { demoTables } from "../../db/seed/demo/registry";
import type { Services } from "../../services";
import { actorOf, requireAdmin, requireStaff } from "./auth";
import { createRouter, errorResponses, json, jsonBody, staffErrors } from "./router";

const tags = ["Demo data"];

const CountsSchema = z
  .object(Object.fromEntries(demoTables.map((table) => [table, z.number().int().optional()])))
  .openapi("DemoDataCounts");

const StatusSchema = z
  .object({
    counts: CountsSchema,
    total: z.number().int().openapi({ description: "0: no demo data is left" }),
  })
  .openapi("DemoDataStatus");

const RemovalSchema = z
  .object({
    removed: CountsSchema.extend({ booking_payments: z.number().int().optional() }).openapi({
      description: "Rows deleted per table; page_views: the rows whose demo views were subtracted",
    }),
    total: z.number().int().openapi({ description: "Records deleted, page views aside" }),
  })
  .openapi("DemoDataRemoval");

const ConfirmSchema = z
  .object({
    confirm: z.literal(true, { error: "Confirm the removal with true: it cannot be undone." }),
  })
  .openapi("DemoDataRemovalRequest");

export function demoAdminRoutes(services: Services) {
  const router = createRouter();
  router.use("/admin/demo-data", requireStaff(services), requireAdmin);
  router.use("/admin/demo-data/*", requireStaff(services), requireAdmin);

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/demo-data",
      operationId: "getDemoData",
      tags,
      summary: "How many records of the seeded demo are left, by table (admins)",
      responses: { 200: json(StatusSchema, "Demo data left"), ...staffErrors },
    }),
    async (c) => c.json(await services.demoData.status(), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/demo-data/removal",
      operationId: "removeDemoData",
      tags,
      summary:
        "Remove every record the demo seeded, and what was added to them since (admins; audited; cannot be undone)",
      request: { body: jsonBody(ConfirmSchema) },
      responses: {
        200: json(RemovalSchema, "What was removed"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await services.demoData.remove(actorOf(c)), 200),
  );

  return router;
}
