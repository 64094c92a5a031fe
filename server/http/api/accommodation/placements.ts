/**
 * Placing students (issue 31, decision 0042): the list of bookings still without a home, the
 * ranked rooms for one of them, and the placement itself, refused with 409 and the hard rule's
 * `reason`. Office staff (admins and editors) place and read: placing is the office's daily
 * work and these answers carry no bank or vetting data (a `vetting` refusal names the rule,
 * never the member or the date). Teachers are refused by requireStaff.
 */
import { createRoute } from "@hono/zod-openapi";
import {
  placementInputSchema,
  suggestionsQuerySchema,
  unplacedQuerySchema,
} from "@shared/accommodation/forms";
import { hardRules } from "@shared/accommodation/matching";
import type { Services } from "../../../services";
import { actorOf, requireStaff } from "../auth";
import {
  jsonBody as body,
  createRouter,
  errorResponses,
  json,
  pageOf,
  staffErrors,
  writeErrors,
} from "../router";
import { PlacementSchema, SuggestionsSchema, UnplacedBookingSchema } from "./schemas";

const tags = ["Accommodation"];
const base = "/admin/accommodation";
const refusalReasons = [...hardRules, "already-placed", "booking", "inactive"].join(", ");

export function accommodationPlacementRoutes(services: Services) {
  const { accommodation } = services;
  const router = createRouter();
  for (const path of [`${base}/placements`, `${base}/unplaced`, `${base}/suggestions`]) {
    router.use(path, requireStaff(services));
  }

  router.openapi(
    createRoute({
      method: "post",
      path: `${base}/placements`,
      operationId: "placeBooking",
      tags,
      summary:
        "Place a confirmed booking in a room for the nights from `from` up to, not including, `to`",
      description: `409 with \`reason\` when a rule refuses it: ${refusalReasons}. The booking's timeline shows the placement.`,
      request: { body: body(placementInputSchema) },
      responses: { 201: json(PlacementSchema, "Placed"), ...writeErrors },
    }),
    async (c) => c.json(await accommodation.place(c.req.valid("json"), actorOf(c)), 201),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: `${base}/unplaced`,
      operationId: "listUnplacedBookings",
      tags,
      summary:
        "Confirmed or arrived bookings with accommodation and no placement, by arrival (search name or e-mail; paged)",
      request: {
        query: unplacedQuerySchema.extend({
          q: unplacedQuerySchema.shape.q.describe("Search the student's name or e-mail"),
          page: unplacedQuerySchema.shape.page.describe("1-based page number"),
          pageSize: unplacedQuerySchema.shape.pageSize.describe("Rows per page, at most 100"),
        }),
      },
      responses: {
        200: json(pageOf(UnplacedBookingSchema, "UnplacedPage"), "One page of bookings"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await accommodation.unplaced(c.req.valid("query")), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: `${base}/suggestions`,
      operationId: "suggestPlacements",
      tags,
      summary: "The rooms for a booking's whole stay, best first, with their reasons",
      request: { query: suggestionsQuerySchema },
      responses: {
        200: json(SuggestionsSchema, "The ranked rooms and those excluded"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
        ...errorResponses.conflict,
      },
    }),
    async (c) => c.json(await accommodation.suggestions(c.req.valid("query").bookingId), 200),
  );

  return router;
}
