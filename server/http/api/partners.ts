/**
 * The partner API (issue 17): what an agency's users and their own systems call. Agents sign in
 * here (cookie `clover_partner` for the browser, a Bearer token for systems) and see only their
 * agency's students: the services scope every query to the signed-in agent's agency.
 */
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { bookingStatuses } from "@shared/booking";
import type { MiddlewareHandler } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { acceptOfferSchema } from "../../../app/forms/booking";
import {
  acceptInvitationSchema,
  partnerLoginSchema,
  partnerQuoteSchema,
} from "../../../app/forms/partners";
import type { AppConfig } from "../../config";
import type { Services } from "../../services";
import { AGENT_COOKIE, AGENT_SESSION_HOURS } from "../../services/agents/tokens";
import { InvalidInputError, RateLimitedError } from "../../services/errors";
import { ApiError } from "../errors";
import { CommissionStatementSchema, csvResponse, MonthQuery } from "./agencies-admin";
import { isCrossSiteWrite, tokenOf } from "./auth";
import { AcceptResultSchema, OfferLineSchema, PaymentInstructionsSchema } from "./booking-schemas";
import { pdfResponse } from "./bookings-admin";
import {
  type ApiEnv,
  jsonBody as body,
  createRouter,
  errorResponses,
  IdParam,
  json,
  OkSchema,
} from "./router";

const tags = ["Partners"];
const security = [{ partnerSession: [] }];
const agentErrors = { ...errorResponses.unauthorized, ...errorResponses.forbidden };

const unauthorized = () =>
  new ApiError(401, { error: "unauthorized", message: "Please sign in to the partner portal" });

export function requireAgent(services: Services): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const presented = tokenOf(c, AGENT_COOKIE);
    if (!presented) throw unauthorized();
    const session = await services.agents.auth.authenticate(presented.token);
    if (!session) throw unauthorized();
    if (presented.viaCookie && isCrossSiteWrite(c)) {
      throw new ApiError(403, { error: "forbidden", message: "Cross-site request refused" });
    }
    c.set("agentSession", session);
    c.header("Cache-Control", "no-store");
    await next();
  };
}

const AgentSchema = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    email: z.string(),
    agencyId: z.number().int(),
    agencyName: z.string(),
  })
  .openapi("Agent");

const AgentSessionSchema = z
  .object({ token: z.string(), agent: AgentSchema, expiresAt: z.string() })
  .openapi("AgentSession");

const TokenParam = z.object({
  token: z
    .string()
    .max(100)
    .openapi({ param: { name: "token", in: "path" }, description: "The invitation's token" }),
});

const StudentSchema = z
  .object({
    quoteRequestId: z.number().int(),
    bookingId: z.number().int().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    programTitle: z.string(),
    startDate: z.string().nullable(),
    agencyReference: z.string().nullable(),
    status: z.enum(["requested", ...bookingStatuses]),
    totalCents: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .openapi("PartnerStudent");

const StudentQuery = z.object({
  q: z.string().max(200).optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
});

const PartnerBookingSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(bookingStatuses),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    lang: z.string(),
    ageGroup: z.string().nullable(),
    agencyReference: z.string().nullable(),
    programTitle: z.string(),
    city: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    offer: z
      .object({
        id: z.number().int(),
        status: z.string(),
        lines: z.array(OfferLineSchema),
        totalCents: z.number().int(),
        depositCents: z.number().int(),
        startDate: z.string(),
        endDate: z.string(),
        validUntil: z.string(),
        weeks: z.number().int(),
        note: z.string(),
        hoursPerWeek: z.number().int(),
      })
      .nullable(),
    open: z.boolean(),
    guardianExpected: z.boolean(),
    totalCents: z.number().int(),
    depositCents: z.number().int(),
    paidCents: z.number().int(),
    balanceCents: z.number().int(),
    payment: PaymentInstructionsSchema.nullable(),
    letterAvailable: z.boolean(),
    commission: z
      .object({
        percent: z.number(),
        tuitionCents: z.number().int(),
        commissionCents: z.number().int(),
        due: z.boolean(),
        paidAt: z.string().nullable(),
      })
      .nullable(),
    timeline: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        actor: z.string(),
        fromStatus: z.string().nullable(),
        toStatus: z.string().nullable(),
        summary: z.string(),
      }),
    ),
  })
  .openapi("PartnerBooking");

const DashboardSchema = z
  .object({
    agencyName: z.string(),
    commissionPercent: z.number(),
    requests: z.number().int(),
    offersOpen: z.number().int(),
    bookingsByStatus: z.record(z.string(), z.number().int()),
    commissionDueCents: z.number().int(),
    commissionPaidCents: z.number().int(),
  })
  .openapi("PartnerDashboard");

export function partnerRoutes(services: Services, config: AppConfig) {
  const router = createRouter();
  const { auth, portal } = services.agents;
  const cookieOptions = {
    httpOnly: true,
    sameSite: "Lax",
    secure: config.isProduction,
    path: "/",
  } as const;
  const signedIn = (
    c: Parameters<Parameters<OpenAPIHono<ApiEnv>["openapi"]>[1]>[0],
    session: { token: string; expiresAt: Date },
  ) => {
    setCookie(c, AGENT_COOKIE, session.token, {
      ...cookieOptions,
      maxAge: AGENT_SESSION_HOURS * 3600,
    });
    c.header("Cache-Control", "no-store");
  };

  router.openapi(
    createRoute({
      method: "post",
      path: "/partners/login",
      operationId: "partnerLogin",
      tags,
      security: [],
      summary: "Agent sign-in; sets the partner cookie and returns a Bearer token",
      request: { body: body(partnerLoginSchema) },
      responses: {
        200: json(AgentSessionSchema, "Signed in"),
        401: { description: "Wrong e-mail or password (the same answer for both)" },
        ...errorResponses.validation,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => {
      const { email, password } = c.req.valid("json");
      const result = await auth.login(email, password, c.get("ip"));
      if (result.status === "throttled") {
        const minutes = Math.ceil(result.retryAfter / 60);
        throw new ApiError(
          429,
          {
            error: "rate_limited",
            message: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
          },
          { "Retry-After": String(result.retryAfter) },
        );
      }
      if (result.status === "invalid") {
        throw new ApiError(401, { error: "unauthorized", message: "Invalid e-mail or password" });
      }
      signedIn(c, result);
      return c.json(
        { token: result.token, agent: result.agent, expiresAt: result.expiresAt.toISOString() },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/partners/invitations/{token}",
      operationId: "getPartnerInvitation",
      tags,
      security: [],
      summary: "Whom an invitation is for (before the password is set)",
      request: { params: TokenParam },
      responses: {
        200: json(z.object({ email: z.string(), agencyName: z.string() }), "The invitation"),
        ...errorResponses.validation,
        ...errorResponses.notFound,
        ...errorResponses.gone,
      },
    }),
    async (c) => c.json(await auth.invitation(c.req.valid("param").token), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/partners/invitations/{token}",
      operationId: "acceptPartnerInvitation",
      tags,
      security: [],
      summary: "Set a name and password from an invitation (once); signs the agent in",
      request: {
        params: TokenParam,
        body: body(
          acceptInvitationSchema.extend({ lang: z.enum(["en", "es", "fr", "de"]).optional() }),
        ),
      },
      responses: {
        200: json(AgentSessionSchema, "Account created and signed in"),
        ...errorResponses.validation,
        ...errorResponses.notFound,
        ...errorResponses.gone,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => {
      const session = await auth.acceptInvitation(c.req.valid("param").token, c.req.valid("json"), {
        ip: c.get("ip"),
      });
      signedIn(c, session);
      return c.json(
        { token: session.token, agent: session.agent, expiresAt: session.expiresAt.toISOString() },
        200,
      );
    },
  );

  for (const path of [
    "/partners/logout",
    "/partners/session",
    "/partners/dashboard",
    "/partners/students",
    "/partners/quote-requests",
    "/partners/bookings/*",
    "/partners/commission",
  ]) {
    router.use(path, requireAgent(services));
  }

  router.openapi(
    createRoute({
      method: "post",
      path: "/partners/logout",
      operationId: "partnerLogout",
      tags,
      security,
      summary: "Revoke the agent's session and clear the cookie",
      responses: { 200: json(OkSchema, "Signed out"), ...agentErrors },
    }),
    async (c) => {
      await auth.logout(c.get("agentSession"));
      deleteCookie(c, AGENT_COOKIE, cookieOptions);
      return c.json({ ok: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/partners/session",
      operationId: "getPartnerSession",
      tags,
      security,
      summary: "The signed-in agent and their agency",
      responses: {
        200: json(z.object({ agent: AgentSchema, expiresAt: z.string() }), "Current session"),
        ...agentErrors,
      },
    }),
    (c) => {
      const session = c.get("agentSession");
      return c.json({ agent: session.agent, expiresAt: session.expiresAt.toISOString() }, 200);
    },
  );

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
