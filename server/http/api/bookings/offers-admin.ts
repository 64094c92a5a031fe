/**
 * Offers for staff (issue 16): made from a quote request, edited while a draft, sent, revised.
 * Registered on the staff booking router (bookings-admin.ts), behind its staff check.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { offerCreateSchema, offerInputSchema } from "@shared/bookings/forms";
import type { Services } from "../../../services";
import { notFound } from "../../errors";
import { actorOf } from "../auth";
import {
  jsonBody as body,
  errorResponses,
  IdParam,
  json,
  type Router,
  staffErrors,
  writeErrors,
} from "../router";
import { OfferSchema } from "./schemas";

const tags = ["Bookings"];

export function registerOfferAdminRoutes(router: Router, services: Services) {
  const { offers } = services.bookings;

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/quote-requests/{id}/offers",
      operationId: "createOffer",
      tags,
      summary: "Make an offer from a quote request, pre-filled from the price list (a draft)",
      request: { params: IdParam, body: { ...body(offerCreateSchema), required: false } },
      responses: { 201: json(OfferSchema, "The draft offer"), ...writeErrors },
    }),
    async (c) => {
      const input = (await c.req.json().catch(() => ({}))) as unknown;
      const parsed = offerCreateSchema.safeParse(input ?? {});
      const offer = await offers.createFromQuote(
        c.req.valid("param").id,
        parsed.success ? parsed.data : {},
        actorOf(c),
      );
      return c.json(offer, 201);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/offers/{id}",
      operationId: "getStaffOffer",
      tags,
      summary: "One offer",
      request: { params: IdParam },
      responses: {
        200: json(OfferSchema, "The offer"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      const offer = await offers.get(c.req.valid("param").id);
      if (!offer) throw notFound("Offer not found");
      return c.json(offer, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/admin/offers/{id}",
      operationId: "updateOffer",
      tags,
      summary: "Edit a draft offer: dates, lines, note; totals are computed on the server",
      request: { params: IdParam, body: body(offerInputSchema) },
      responses: { 200: json(OfferSchema, "Saved"), ...writeErrors },
    }),
    async (c) =>
      c.json(await offers.update(c.req.valid("param").id, c.req.valid("json"), actorOf(c)), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/offers/{id}/send",
      operationId: "sendOffer",
      tags,
      summary: "E-mail the person a personal link to the offer (sending again makes a new link)",
      request: { params: IdParam },
      responses: {
        200: json(
          z.object({
            offer: OfferSchema,
            url: z.string().openapi({ description: "The link sent" }),
          }),
          "Sent",
        ),
        ...writeErrors,
      },
    }),
    async (c) => c.json(await offers.send(c.req.valid("param").id, actorOf(c)), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/offers/{id}/revise",
      operationId: "reviseOffer",
      tags,
      summary:
        "Start a new draft from an offer already sent; the old link then says it was replaced",
      request: { params: IdParam },
      responses: { 201: json(OfferSchema, "The new draft"), ...writeErrors },
    }),
    async (c) => c.json(await offers.revise(c.req.valid("param").id, actorOf(c)), 201),
  );
}
