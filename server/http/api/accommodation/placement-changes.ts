/**
 * A placement after it is made (issue 31, decision 0047): move (a split is a move from a night
 * inside the stay), a new departure day, cancel, hold and release, the arrival confirmed by
 * staff, and a booking's placement history. Office staff (admins and editors) as for placing
 * (decision 0044); teachers are refused by requireStaff. A move or an extension refused by a
 * hard rule answers 409 with the same `reason` as placing.
 */
import { createRoute } from "@hono/zod-openapi";
import { placementEndSchema, placementMoveSchema } from "@shared/accommodation/forms";
import { hardRules } from "@shared/accommodation/matching";
import type { Services } from "../../../services";
import type { PlacementStatusChange } from "../../../services/accommodation";
import { actorOf, requireStaff } from "../auth";
import {
  jsonBody as body,
  createRouter,
  errorResponses,
  IdParam,
  json,
  staffErrors,
  writeErrors,
} from "../router";
import { PlacementHistorySchema, PlacementSchema } from "./schemas";

const tags = ["Accommodation"];
const placement = "/admin/accommodation/placements/{id}";

const refusalReasons = [...hardRules, "already-placed", "booking", "inactive", "cancelled"].join(
  ", ",
);

const statusRoutes: Record<PlacementStatusChange, { operationId: string; summary: string }> = {
  cancel: {
    operationId: "cancelPlacement",
    summary: "Cancel a placement: the bed is free again, the row stays in the history",
  },
  hold: {
    operationId: "holdPlacement",
    summary: "Hold a placement: the student keeps the bed, the family is paid nothing for it",
  },
  release: {
    operationId: "releasePlacement",
    summary: "Release a hold: the placement is paid again",
  },
};

export function accommodationPlacementChangeRoutes(services: Services) {
  const { accommodation } = services;
  const router = createRouter();
  router.use("/admin/accommodation/placements/:id/*", requireStaff(services));
  router.use("/admin/accommodation/placements/:id", requireStaff(services));
  // /admin/bookings/* is the bookings router's, mounted first: it refuses teachers there already.

  router.openapi(
    createRoute({
      method: "post",
      path: `${placement}/move`,
      operationId: "movePlacement",
      tags,
      summary: "Move the student to another room from the night `from` (a split is a move)",
      description: `Ends the placement on \`from\` (cancels it when \`from\` is its first night) and places the student in \`roomId\` for the nights from \`from\` up to the old departure day, under the hard rules of placing: 409 with \`reason\` ${refusalReasons}. A move to another provider e-mails the family and the student. 201 with the new placement, which names the old one.`,
      request: { params: IdParam, body: body(placementMoveSchema) },
      responses: { 201: json(PlacementSchema, "The new placement"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await accommodation.move(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "patch",
      path: placement,
      operationId: "changePlacementEnd",
      tags,
      summary: "A new day of departure: earlier shortens the placement, later extends it",
      description: `The nights an extension adds pass the hard rules in the same room: 409 with \`reason\` ${refusalReasons}.`,
      request: { params: IdParam, body: body(placementEndSchema) },
      responses: { 200: json(PlacementSchema, "The placement"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await accommodation.changeEnd(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        200,
      ),
  );

  for (const [change, route] of Object.entries(statusRoutes) as [
    PlacementStatusChange,
    (typeof statusRoutes)[PlacementStatusChange],
  ][]) {
    router.openapi(
      createRoute({
        method: "post",
        path: `${placement}/${change}`,
        ...route,
        tags,
        description:
          "Asking again for the status the placement has changes nothing; a cancelled placement changes no more (409 `cancelled`).",
        request: { params: IdParam },
        responses: { 200: json(PlacementSchema, "The placement"), ...writeErrors },
      }),
      async (c) =>
        c.json(await accommodation.changeStatus(c.req.valid("param").id, change, actorOf(c)), 200),
    );
  }

  router.openapi(
    createRoute({
      method: "post",
      path: `${placement}/confirm-arrival`,
      operationId: "confirmPlacementArrival",
      tags,
      summary: "Staff confirm the student arrived (from the first night on; once)",
      description:
        "409 `too-early` before the first night, `cancelled` for a cancelled placement. A second confirmation keeps the first.",
      request: { params: IdParam },
      responses: { 200: json(PlacementSchema, "The placement"), ...writeErrors },
    }),
    async (c) =>
      c.json(await accommodation.confirmArrival(c.req.valid("param").id, actorOf(c)), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/bookings/{id}/placements",
      operationId: "listBookingPlacements",
      tags,
      summary: "A booking's placements, cancelled and moved ones too, in the order of their nights",
      request: { params: IdParam },
      responses: {
        200: json(PlacementHistorySchema, "The history"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => c.json({ items: await accommodation.history(c.req.valid("param").id) }, 200),
  );

  return router;
}
