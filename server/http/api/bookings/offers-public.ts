/**
 * The person's offer (issue 16): no sign-in, the link's token is the key. Reading it, accepting
 * it with the booking details, declining it, and downloading the letter of acceptance.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { acceptOfferSchema, guardianConsentSchema } from "@shared/bookings/forms";
import type { Services } from "../../../services";
import { createRouter, errorResponses, json, jsonBody } from "../router";
import { pdfResponse } from "./admin";
import { AcceptResultSchema, GuardianConsentViewSchema, PublicOfferSchema } from "./schemas";

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
      method: "post",
      path: "/offers/{token}/guardian-request",
      operationId: "resendGuardianRequest",
      tags,
      security: [],
      summary:
        "Send the parent or guardian's consent e-mail again (a new link; the previous one stops working)",
      request: { params: TokenParam },
      responses: {
        200: json(
          z.object({ email: z.string(), expiresAt: z.string() }),
          "Sent again, to the address the student gave",
        ),
        ...linkErrors,
        ...errorResponses.conflict,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) =>
      c.json(
        await offers.resendGuardianRequest(c.req.valid("param").token, { ip: c.get("ip") }),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/offers/{token}/new-link",
      operationId: "requestNewOfferLink",
      tags,
      security: [],
      summary:
        "Ask for a fresh link to a booking whose link expired; it is e-mailed to the address booked with (the same answer for any token)",
      request: { params: TokenParam },
      responses: {
        202: json(z.object({ status: z.literal("sent-if-booked") }), "Asked"),
        ...errorResponses.validation,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => {
      await offers.requestNewLink(c.req.valid("param").token, { ip: c.get("ip") });
      return c.json({ status: "sent-if-booked" as const }, 202);
    },
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

  // ── The parent or guardian's consent (issue 27) ──────────────────────────────────────────
  const guardian = services.bookings.guardian;
  const guardianTags = ["Guardian consent"];
  const GuardianTokenParam = z.object({
    token: z
      .string()
      .max(100)
      .openapi({
        param: { name: "token", in: "path" },
        description: "The token of the link e-mailed to the parent or guardian",
      }),
  });
  router.use("/guardian-consents/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  router.openapi(
    createRoute({
      method: "get",
      path: "/guardian-consents/{token}",
      operationId: "getGuardianConsentRequest",
      tags: guardianTags,
      security: [],
      summary:
        "What the parent or guardian is asked to consent to: the offer and the student's details",
      request: { params: GuardianTokenParam },
      responses: { 200: json(GuardianConsentViewSchema, "The request"), ...linkErrors },
    }),
    async (c) => c.json(await guardian.view(c.req.valid("param").token), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/guardian-consents/{token}",
      operationId: "giveGuardianConsent",
      tags: guardianTags,
      security: [],
      summary:
        "The parent or guardian consents with their own name: the booking is accepted and the deposit due (single use; a second use is 410)",
      request: { params: GuardianTokenParam, body: jsonBody(guardianConsentSchema) },
      responses: {
        200: json(
          z.object({ status: z.literal("accepted"), bookingId: z.number().int() }),
          "Consent given: the booking is accepted",
        ),
        ...linkErrors,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) =>
      c.json(
        await guardian.consent(c.req.valid("param").token, c.req.valid("json"), {
          ip: c.get("ip"),
        }),
        200,
      ),
  );

  return router;
}
