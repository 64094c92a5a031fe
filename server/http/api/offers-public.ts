/**
 * The person's offer (issue 16): no sign-in, the link's token is the key. Reading it, accepting
 * it with the booking details, declining it, and downloading the letter of acceptance.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { acceptOfferSchema } from "../../../app/forms/booking";
import type { Services } from "../../services";
import { AcceptResultSchema, PublicOfferSchema } from "./booking-schemas";
import { pdfResponse } from "./bookings-admin";
import { createRouter, errorResponses, json, jsonBody } from "./router";

const TokenParam = z.object({
  token: z
    .string()
    .max(100)
    .openapi({ param: { name: "token", in: "path" }, description: "The offer link's token" }),
});

const tags = ["Offers"];
/** A malformed token is refused (400); an unknown one is not found, a replaced one gone. */
const linkErrors = {
  ...errorResponses.validation,
  ...errorResponses.notFound,
  ...errorResponses.gone,
};

export function offerPublicRoutes(services: Services) {
  const router = createRouter();
  const offers = services.bookings.public;
  // Offer pages hold personal data: never kept by a shared cache.
  router.use("/offers/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  router.openapi(
    createRoute({
      method: "get",
      path: "/offers/{token}",
      operationId: "getOffer",
      tags,
      security: [],
      summary: "The offer as the person sees it",
      request: { params: TokenParam },
      responses: { 200: json(PublicOfferSchema, "The offer"), ...linkErrors },
    }),
    async (c) => c.json(await offers.view(c.req.valid("param").token), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/offers/{token}/accept",
      operationId: "acceptOffer",
      tags,
      security: [],
      summary: "Accept the offer with the booking details (a guardian for a student under 18)",
      request: { params: TokenParam, body: jsonBody(acceptOfferSchema) },
      responses: {
        200: json(AcceptResultSchema, "Booked: the deposit is due, and how to pay it"),
        ...errorResponses.validation,
        ...linkErrors,
        ...errorResponses.conflict,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => {
      // The service checks again, with the rule that needs the offer: a minor's guardian.
      const input = c.req.valid("json");
      return c.json(
        await offers.accept(c.req.valid("param").token, input, { ip: c.get("ip") }),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/offers/{token}/decline",
      operationId: "declineOffer",
      tags,
      security: [],
      summary: "Decline the offer",
      request: { params: TokenParam },
      responses: {
        200: json(PublicOfferSchema, "Declined"),
        ...linkErrors,
        ...errorResponses.conflict,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => c.json(await offers.decline(c.req.valid("param").token, { ip: c.get("ip") }), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/offers/{token}/letter",
      operationId: "getOfferLetter",
      tags,
      security: [],
      summary: "The letter of acceptance (PDF), once the deposit is received",
      request: { params: TokenParam },
      responses: {
        200: { description: "PDF", content: { "application/pdf": { schema: z.string() } } },
        ...linkErrors,
        ...errorResponses.conflict,
      },
    }),
    async (c) => {
      const { filename, pdf } = await offers.letter(c.req.valid("param").token);
      return pdfResponse(pdf, filename);
    },
  );

  return router;
}
