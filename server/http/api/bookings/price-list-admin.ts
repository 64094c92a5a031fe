/**
 * The price list for staff (issue 16): everyone on staff reads it, admins replace it.
 * Registered on the staff booking router (bookings-admin.ts), behind its staff check.
 */
import { createRoute } from "@hono/zod-openapi";
import { priceListInputSchema } from "@shared/bookings/forms";
import type { Services } from "../../../services";
import { actorOf, requireAdmin } from "../auth";
import { jsonBody as body, json, type Router, staffErrors, writeErrors } from "../router";
import { PriceListSchema } from "./schemas";

const tags = ["Bookings"];

export function registerPriceListAdminRoutes(router: Router, services: Services) {
  const { priceList } = services.bookings;

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/price-list",
      operationId: "getPriceList",
      tags,
      summary: "The price list",
      responses: { 200: json(PriceListSchema, "The price list"), ...staffErrors },
    }),
    async (c) => c.json(await priceList.get(), 200),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/admin/price-list",
      operationId: "savePriceList",
      tags,
      summary: "Replace the price list (admins)",
      middleware: [requireAdmin] as const,
      request: { body: body(priceListInputSchema) },
      responses: { 200: json(PriceListSchema, "Saved"), ...writeErrors },
    }),
    async (c) => c.json(await priceList.save(c.req.valid("json"), actorOf(c)), 200),
  );
}
