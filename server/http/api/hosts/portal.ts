/**
 * The host portal's API (issue 31, decision 0046), for the portal's pages and for tests: asking
 * for a sign-in link, using one, the session, the students placed with the host's provider,
 * confirming an arrival, unavailable dates and the statement of payments. Everything but the
 * first three sits behind requireHost; the services filter by the host's provider.
 */
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import {
  hostSignInRequestSchema,
  hostStatementQuerySchema,
  hostUnavailableSchema,
} from "@shared/hosts/forms";
import { HOST_SESSION_DAYS } from "@shared/hosts/types";
import type { MiddlewareHandler } from "hono";
import type { AppConfig } from "../../../config";
import type { Services } from "../../../services";
import { clearedCookie, serializeCookie } from "../../cookies";
import { requirePortalSession } from "../auth";
import {
  type ApiEnv,
  jsonBody as body,
  createRouter,
  errorResponses,
  json,
  OkSchema,
} from "../router";
import {
  HostDashboardSchema,
  HostIdentitySchema,
  HostSessionSchema,
  HostStatementSchema,
  HostStudentSchema,
  LinkTokenParam,
  PlacementParams,
  RangeParams,
  UnavailableSchema,
} from "./schemas";

const tags = ["Host portal"];
const security = [{ hostSession: [] }];
const hostErrors = { ...errorResponses.unauthorized, ...errorResponses.forbidden };

export const requireHost = (services: Services): MiddlewareHandler<ApiEnv> =>
  requirePortalSession({
    cookie: "host-session",
    variable: "hostSession",
    authenticate: services.hosts.auth.authenticate,
    signInMessage: "Please sign in to the host portal",
  });

type HostContext = Parameters<Parameters<OpenAPIHono<ApiEnv>["openapi"]>[1]>[0];

export function hostPortalRoutes(services: Services, config: AppConfig) {
  const router = createRouter();
  const { auth, portal } = services.hosts;
  const production = config.isProduction;
  for (const path of [
    "/hosts/session",
    "/hosts/sign-out",
    "/hosts/students",
    "/hosts/placements/*",
    "/hosts/unavailable",
    "/hosts/unavailable/*",
    "/hosts/statement",
  ]) {
    router.use(path, requireHost(services));
  }
  const session = (c: HostContext) => c.get("hostSession");

  router.openapi(
    createRoute({
      method: "post",
      path: "/hosts/sign-in-link",
      operationId: "requestHostSignInLink",
      tags,
      security: [],
      summary: "E-mail a sign-in link (valid 15 minutes, once) to a host's address",
      description:
        "Answers 202 whether or not the address has an account, after the same time either way; only an active account's address gets the e-mail, at most three an hour. Limited per client address like the public forms.",
      request: { body: body(hostSignInRequestSchema) },
      responses: {
        202: json(OkSchema, "If the address has an account, a link is on its way"),
        ...errorResponses.validation,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => {
      await auth.requestLink(c.req.valid("json").email, { ip: c.get("ip") });
      return c.json({ ok: true as const }, 202);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/hosts/links/{token}",
      operationId: "getHostSignInLink",
      tags,
      security: [],
      summary: "Whom a sign-in link would sign in, without using it",
      description:
        "410 with `reason` (used, replaced, expired, inactive) for a link that cannot sign in any more.",
      request: { params: LinkTokenParam },
      responses: {
        200: json(z.object({ name: z.string(), providerName: z.string() }), "The link works"),
        ...errorResponses.validation,
        ...errorResponses.notFound,
        ...errorResponses.gone,
      },
    }),
    async (c) => c.json(await auth.link(c.req.valid("param").token), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/hosts/links/{token}",
      operationId: "useHostSignInLink",
      tags,
      security: [],
      summary: "Sign in with a link (once); sets the host cookie and returns a Bearer token",
      request: { params: LinkTokenParam },
      responses: {
        200: json(HostSessionSchema, "Signed in"),
        ...errorResponses.validation,
        ...errorResponses.notFound,
        ...errorResponses.gone,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => {
      const signedIn = await auth.signIn(c.req.valid("param").token, { ip: c.get("ip") });
      c.header(
        "Set-Cookie",
        serializeCookie("host-session", signedIn.token, {
          production,
          maxAgeSeconds: HOST_SESSION_DAYS * 86_400,
        }),
      );
      c.header("Cache-Control", "no-store");
      return c.json(
        { token: signedIn.token, host: signedIn.host, expiresAt: signedIn.expiresAt.toISOString() },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/hosts/session",
      operationId: "getHostSession",
      tags,
      security,
      summary: "The signed-in host",
      responses: { 200: json(HostIdentitySchema, "The host"), ...hostErrors },
    }),
    (c) => c.json(session(c).host, 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/hosts/sign-out",
      operationId: "hostSignOut",
      tags,
      security,
      summary: "End this session (on every instance) and clear the cookie",
      responses: { 200: json(OkSchema, "Signed out"), ...hostErrors },
    }),
    async (c) => {
      await auth.signOut(session(c));
      c.header("Set-Cookie", clearedCookie("host-session", production));
      return c.json({ ok: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/hosts/students",
      operationId: "getHostStudents",
      tags,
      security,
      summary: "Students staying now and coming, placed with the host's provider",
      responses: { 200: json(HostDashboardSchema, "The students"), ...hostErrors },
    }),
    async (c) => c.json(await portal.dashboard(session(c)), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/hosts/placements/{id}/arrival",
      operationId: "confirmHostArrival",
      tags,
      security,
      summary: "Confirm that the student arrived (from the arrival day; again changes nothing)",
      description:
        "409 with `reason` before-arrival or cancelled. Another provider's placement answers 404.",
      request: { params: PlacementParams },
      responses: {
        200: json(HostStudentSchema, "The student with the arrival confirmed"),
        ...hostErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
        ...errorResponses.conflict,
      },
    }),
    async (c) => c.json(await portal.confirmArrival(session(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/hosts/unavailable",
      operationId: "listHostUnavailable",
      tags,
      security,
      summary: "The provider's unavailable nights that have not ended",
      responses: {
        200: json(z.object({ items: z.array(UnavailableSchema) }), "The ranges"),
        ...hostErrors,
      },
    }),
    async (c) => c.json({ items: await portal.unavailable(session(c)) }, 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/hosts/unavailable",
      operationId: "addHostUnavailable",
      tags,
      security,
      summary: "Mark nights [from, to) the whole home cannot host",
      request: { body: body(hostUnavailableSchema) },
      responses: {
        201: json(UnavailableSchema, "Marked"),
        ...hostErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await portal.addUnavailable(session(c), c.req.valid("json")), 201),
  );

  router.openapi(
    createRoute({
      method: "delete",
      path: "/hosts/unavailable/{id}",
      operationId: "removeHostUnavailable",
      tags,
      security,
      summary: "Remove unavailable nights of the provider",
      request: { params: RangeParams },
      responses: {
        200: json(OkSchema, "Removed"),
        ...hostErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      await portal.removeUnavailable(session(c), c.req.valid("param").id);
      return c.json({ ok: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/hosts/statement",
      operationId: "getHostStatement",
      tags,
      security,
      summary: "Payments received in a year (approved payment runs; this year by default)",
      request: {
        query: hostStatementQuerySchema.extend({
          year: hostStatementQuerySchema.shape.year.describe("The year, e.g. 2027"),
        }),
      },
      responses: {
        200: json(HostStatementSchema, "The statement"),
        ...hostErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await portal.statement(session(c), c.req.valid("query").year), 200),
  );

  return router;
}
