/**
 * Agent sign-in for the partner API (issue 17): the guard of every /api/partners route, sign-in
 * (cookie `clover_partner` for the browser, a Bearer token for agencies' systems), invitations,
 * sign-out and the session, and the agent's own password: changing it, and resetting a forgotten
 * one through an e-mailed link (issue 27). The portal's own routes are in partners.ts.
 */
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import {
  acceptInvitationSchema,
  changePasswordSchema,
  partnerLoginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from "@shared/agents/forms";
import type { MiddlewareHandler } from "hono";
import type { AppConfig } from "../../../config";
import type { Services } from "../../../services";
import { AGENT_SESSION_HOURS } from "../../../services/agents/tokens";
import { clearedCookie, deviceCookie, serializeCookie } from "../../cookies";
import { ApiError } from "../../errors";
import { cookieOf, failedSignInsJson, requirePortalSession, signInThrottled } from "../auth";
import {
  type ApiEnv,
  jsonBody as body,
  createRouter,
  errorResponses,
  json,
  OkSchema,
} from "../router";
import {
  AgentFailedSignInsSchema,
  AgentSchema,
  AgentSessionSchema,
  ResetTokenParam,
  TokenParam,
} from "./schemas";

const tags = ["Partners"];
const security = [{ partnerSession: [] }];
const agentErrors = { ...errorResponses.unauthorized, ...errorResponses.forbidden };

export const requireAgent = (services: Services): MiddlewareHandler<ApiEnv> =>
  requirePortalSession({
    cookie: "partner-session",
    variable: "agentSession",
    authenticate: services.agents.auth.authenticate,
    signInMessage: "Please sign in to the partner portal",
  });

export function partnerAuthRoutes(services: Services, config: AppConfig) {
  const router = createRouter();
  const { auth, passwords } = services.agents;
  const production = config.isProduction;
  const signedIn = (
    c: Parameters<Parameters<OpenAPIHono<ApiEnv>["openapi"]>[1]>[0],
    session: { token: string; expiresAt: Date; deviceCookie?: string },
  ) => {
    c.header(
      "Set-Cookie",
      serializeCookie("partner-session", session.token, {
        production,
        maxAgeSeconds: AGENT_SESSION_HOURS * 3600,
      }),
      { append: true },
    );
    if (session.deviceCookie) {
      c.header("Set-Cookie", deviceCookie("partner", session.deviceCookie, production), {
        append: true,
      });
    }
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
        ...errorResponses.forbidden,
        ...errorResponses.validation,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => {
      const { email, password } = c.req.valid("json");
      const result = await auth.login(email, password, {
        ip: c.get("ip"),
        deviceCookie: cookieOf(c, "partner-device"),
      });
      if (result.status === "throttled") throw signInThrottled(result.retryAfter);
      if (result.status === "paused") {
        throw new ApiError(403, {
          error: "forbidden",
          message: "Your access to the partner portal is paused. Please contact the school.",
        });
      }
      if (result.status === "invalid") {
        throw new ApiError(401, { error: "unauthorized", message: "Invalid e-mail or password" });
      }
      signedIn(c, result);
      return c.json(
        {
          token: result.token,
          agent: result.agent,
          expiresAt: result.expiresAt.toISOString(),
          failedSignIns: failedSignInsJson(result.failedSignIns),
        },
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
        {
          token: session.token,
          agent: session.agent,
          expiresAt: session.expiresAt.toISOString(),
          failedSignIns: null,
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/partners/password-reset",
      operationId: "requestPartnerPasswordReset",
      tags,
      security: [],
      summary: "Forgot the password: e-mail a link to choose a new one (valid one hour, once)",
      description:
        "Answers 202 whether or not the address has an account, after the same time either way; only an active account's address gets the e-mail. Limited per client address like the public forms.",
      request: { body: body(passwordResetRequestSchema) },
      responses: {
        202: json(OkSchema, "If the address has an account, a link is on its way"),
        ...errorResponses.validation,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => {
      const { email, lang } = c.req.valid("json");
      await passwords.requestReset(email, { ip: c.get("ip"), lang });
      c.header("Cache-Control", "no-store");
      return c.json({ ok: true as const }, 202);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/partners/password-reset/{token}",
      operationId: "getPartnerPasswordReset",
      tags,
      security: [],
      summary: "The account a password-reset link is for (before the new password is chosen)",
      request: { params: ResetTokenParam },
      responses: {
        200: json(z.object({ email: z.string() }), "The link can be used"),
        ...errorResponses.validation,
        ...errorResponses.notFound,
        ...errorResponses.gone,
      },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await passwords.resetLink(c.req.valid("param").token), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/partners/password-reset/{token}",
      operationId: "resetPartnerPassword",
      tags,
      security: [],
      summary: "Choose a new password through a reset link (once); ends every session",
      request: { params: ResetTokenParam, body: body(passwordResetSchema) },
      responses: {
        200: json(OkSchema, "Password changed: sign in with it"),
        ...errorResponses.validation,
        ...errorResponses.notFound,
        ...errorResponses.gone,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => {
      await passwords.reset(c.req.valid("param").token, c.req.valid("json").newPassword, {
        ip: c.get("ip"),
      });
      return c.json({ ok: true as const }, 200);
    },
  );

  for (const path of [
    "/partners/password",
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
      c.header("Set-Cookie", clearedCookie("partner-session", production));
      return c.json({ ok: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/partners/password",
      operationId: "changePartnerPassword",
      tags,
      security,
      summary: "Change the agent's own password (current one required); ends their other sessions",
      description:
        "The current password is checked as a sign-in attempt, within the same limits as POST /partners/login (429 with Retry-After beyond them).",
      request: { body: body(changePasswordSchema) },
      responses: {
        200: json(OkSchema, "Password changed"),
        ...agentErrors,
        ...errorResponses.validation,
        ...errorResponses.rateLimited,
      },
    }),
    async (c) => {
      await passwords.change(c.get("agentSession"), c.req.valid("json"), {
        ip: c.get("ip"),
        deviceCookie: cookieOf(c, "partner-device"),
      });
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
        200: json(
          z.object({
            agent: AgentSchema,
            expiresAt: z.string(),
            failedSignIns: AgentFailedSignInsSchema,
          }),
          "Current session",
        ),
        ...agentErrors,
      },
    }),
    (c) => {
      const session = c.get("agentSession");
      return c.json(
        {
          agent: session.agent,
          expiresAt: session.expiresAt.toISOString(),
          failedSignIns: failedSignInsJson(session.failedSignIns),
        },
        200,
      );
    },
  );

  return router;
}
