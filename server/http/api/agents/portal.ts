/**
 * The partner API (issue 17): what an agency's users and their own systems call. Agents sign in
 * here (cookie `clover_partner` for the browser, a Bearer token for systems) and see only their
 * agency's students: the services scope every query to the signed-in agent's agency.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { partnerQuoteSchema } from "@shared/agents/forms";
import { acceptOfferSchema } from "@shared/bookings/forms";
import type { Services } from "../../../services";
import { InvalidInputError, RateLimitedError } from "../../../services/errors";
import { pdfResponse } from "../bookings/admin";
import { AcceptResultSchema } from "../bookings/schemas";
import { jsonBody as body, createRouter, errorResponses, IdParam, json } from "../router";
import { CommissionStatementSchema, csvResponse, MonthQuery } from "./admin";
import { DashboardSchema, PartnerBookingSchema, StudentQuery, StudentSchema } from "./schemas";

const tags = ["Partners"];
const security = [{ partnerSession: [] }];
const agentErrors = { ...errorResponses.unauthorized, ...errorResponses.forbidden };

export function partnerRoutes(services: Services) {
  const router = createRouter();
  const { portal } = services.agents;

  router.openapi(
    createRoute({
      method: "get",
      path: "/partners/dashboard",
      operationId: "getPartnerDashboard",
      tags,
      security,
      summary: "The agency's requests, open offers, bookings by status and commission",
      responses: { 200: json(DashboardSchema, "Dashboard"), ...agentErrors },
    }),
    async (c) => c.json(await portal.dashboard(c.get("agentSession").agent), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/partners/students",
      operationId: "listPartnerStudents",
      tags,
      security,
      summary: "The agency's quote requests and bookings, newest first (search q, paged)",
      request: { query: StudentQuery },
      responses: {
        200: json(
          z
            .object({
              items: z.array(StudentSchema),
              total: z.number().int(),
              page: z.number().int(),
              pageSize: z.number().int(),
            })
            .openapi("PartnerStudentPage"),
          "A page of the agency's students",
        ),
        ...agentErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) =>
      c.json(await portal.students(c.get("agentSession").agent, c.req.valid("query")), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/partners/quote-requests",
      operationId: "createPartnerQuoteRequest",
      tags,
      security,
      summary: "Ask for a quote for a student (the public quote fields plus agencyReference)",
      request: { body: body(partnerQuoteSchema) },
      responses: {
        201: json(
          z.object({ status: z.literal("received"), message: z.string(), id: z.number().int() }),
          "Stored; staff are notified and the agent gets an acknowledgement",
        ),
        ...agentErrors,
        ...errorResponses.validation,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => {
      const lang = c.req.query("lang");
      const result = await portal.requestQuote(
        c.get("agentSession").agent,
        c.req.valid("json"),
        lang === "es" || lang === "fr" || lang === "de" ? lang : "en",
      );
      if (result.status === "invalid") throw new InvalidInputError(result.fields);
      if (result.status === "rate_limited") throw new RateLimitedError(result.retryAfter);
      // The honeypot cannot be filled by a signed-in agent's system by mistake: still no row.
      if (result.status === "ignored") throw new InvalidInputError({ website: "Leave empty." });
      return c.json(
        {
          status: "received" as const,
          message: "Quote request received: staff will prepare an offer.",
          id: result.record.id,
        },
        201,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/partners/bookings/{id}",
      operationId: "getPartnerBooking",
      tags,
      security,
      summary: "One of the agency's bookings: offer, payments due, letter, commission, timeline",
      request: { params: IdParam },
      responses: {
        200: json(PartnerBookingSchema, "The booking"),
        ...agentErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) =>
      c.json(await portal.booking(c.get("agentSession").agent, c.req.valid("param").id), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/partners/bookings/{id}/accept",
      operationId: "acceptPartnerOffer",
      tags,
      security,
      summary: "Accept the offer on the student's behalf (same details and guardian rules)",
      request: { params: IdParam, body: body(acceptOfferSchema) },
      responses: {
        200: json(AcceptResultSchema, "Booked: the deposit is due, and how to pay it"),
        ...agentErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
        ...errorResponses.conflict,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) =>
      c.json(
        await portal.accept(
          c.get("agentSession").agent,
          c.req.valid("param").id,
          c.req.valid("json"),
          { ip: c.get("ip") },
        ),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/partners/bookings/{id}/letter",
      operationId: "getPartnerBookingLetter",
      tags,
      security,
      summary: "The letter of acceptance (PDF), once the deposit is recorded",
      request: { params: IdParam },
      responses: {
        200: { description: "PDF", content: { "application/pdf": { schema: z.string() } } },
        ...agentErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
        ...errorResponses.conflict,
      },
    }),
    async (c) => {
      const { filename, pdf } = await portal.letter(
        c.get("agentSession").agent,
        c.req.valid("param").id,
      );
      return pdfResponse(pdf, filename);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/partners/commission",
      operationId: "getPartnerCommission",
      tags,
      security,
      summary: "The agency's commission statement for a month (JSON, or CSV with format=csv)",
      request: { query: MonthQuery },
      responses: {
        200: {
          description: "The statement",
          content: {
            "application/json": { schema: CommissionStatementSchema },
            "text/csv": { schema: z.string() },
          },
        },
        ...agentErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => {
      const { agencyId } = c.get("agentSession").agent;
      const { month, format } = c.req.valid("query");
      if (format === "csv") {
        return csvResponse(
          await services.agents.commission.csv(agencyId, month),
          `commission-${month}.csv`,
        );
      }
      return c.json(await services.agents.commission.statement(agencyId, month), 200);
    },
  );

  return router;
}
