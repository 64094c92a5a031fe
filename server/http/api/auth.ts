/**
 * Staff authentication for the API: the session cookie (browser) or a Bearer token (API
 * clients), checked on the server for every admin endpoint.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { hasNoNul, messages } from "@shared/forms/fields";
import type { Context, MiddlewareHandler } from "hono";
import type { AppConfig } from "../../config";
import type { Services } from "../../services";
import { SESSION_HOURS } from "../../services/auth/tokens";
import {
  type CookieKind,
  clearedCookie,
  cookieName,
  deviceCookie,
  readCookie,
  serializeCookie,
} from "../cookies";
import { isCrossSiteRequest } from "../cross-site";
import { ApiError } from "../errors";
import { type ApiEnv, createRouter, errorResponses, json, OkSchema } from "./router";

const unauthorized = () =>
  new ApiError(401, { error: "unauthorized", message: "Please log in again" });

/** A cookie of the request, by kind (its name depends on production: ../cookies.ts). */
export function cookieOf(c: Context<ApiEnv>, kind: CookieKind): string | null {
  return readCookie(c.req.header("cookie"), cookieName(kind, c.get("production")));
}

/** The Bearer token, or else the session cookie of that kind. */
export function tokenOf(
  c: Context<ApiEnv>,
  kind: CookieKind = "staff-session",
): { token: string; viaCookie: boolean } | null {
  const header = c.req.header("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] ? { token: match[1], viaCookie: false } : null;
  }
  const cookie = cookieOf(c, kind);
  return cookie ? { token: cookie, viaCookie: true } : null;
}

/** The 429 of a throttled sign-in or password check, with the wait in minutes. */
export function signInThrottled(retryAfter: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return new ApiError(
    429,
    {
      error: "rate_limited",
      message: `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    },
    { "Retry-After": String(retryAfter) },
  );
}

/** A cookie-authenticated write from another site (../cross-site.ts). */
export const isCrossSiteWrite = (c: Context): boolean =>
  isCrossSiteRequest({ method: c.req.method, url: c.req.url, headers: c.req.raw.headers });

/**
 * The guard of a portal's API (agents' and hosts'): the portal's own cookie or a Bearer token
 * naming a live session of that portal's audience; with the cookie, no cross-site write.
 */
export function requirePortalSession<K extends "agentSession" | "hostSession">(portal: {
  cookie: CookieKind;
  variable: K;
  authenticate: (token: string) => Promise<ApiEnv["Variables"][K] | null>;
  signInMessage: string;
}): MiddlewareHandler<ApiEnv> {
  const unauthorized = () =>
    new ApiError(401, { error: "unauthorized", message: portal.signInMessage });
  return async (c, next) => {
    const presented = tokenOf(c, portal.cookie);
    if (!presented) throw unauthorized();
    const session = await portal.authenticate(presented.token);
    if (!session) throw unauthorized();
    if (presented.viaCookie && isCrossSiteWrite(c)) {
      throw new ApiError(403, { error: "forbidden", message: "Cross-site request refused" });
    }
    c.set(portal.variable, session);
    c.header("Cache-Control", "no-store");
    await next();
  };
}

/**
 * A valid staff session. Teachers (issue 30) see their own classes, lessons and registers and
 * nothing else: every staff route refuses them unless it says `{ teachers: true }` (their own
 * session, password and classes), and those routes limit a teacher to what is theirs.
 */
export function requireStaff(
  services: Services,
  options: { teachers?: boolean } = {},
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const presented = tokenOf(c);
    if (!presented) throw unauthorized();
    const session = await services.auth.authenticate(presented.token);
    if (!session) throw unauthorized();
    if (presented.viaCookie && isCrossSiteWrite(c)) {
      throw new ApiError(403, { error: "forbidden", message: "Cross-site request refused" });
    }
    if (session.user.role === "teacher" && !options.teachers) {
      throw new ApiError(403, {
        error: "forbidden",
        message: "Teachers can open their own classes and registers only",
      });
    }
    c.set("session", session);
    c.header("Cache-Control", "no-store");
    await next();
  };
}

export const requireAdmin: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.get("session").user.role !== "admin") {
    throw new ApiError(403, { error: "forbidden", message: "Only admins can do this" });
  }
  await next();
};

export const actorOf = (c: Context<ApiEnv>) => {
  const { user } = c.get("session");
  return { id: user.id, name: user.displayName };
};

/** The signed-in staff user with their role, for services that limit what a teacher sees. */
export const viewerOf = (c: Context<ApiEnv>) => {
  const { user } = c.get("session");
  return { id: user.id, name: user.displayName, role: user.role };
};

/** Admins and editors (the office), not teachers, on a route open to teachers. */
export const requireOffice: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.get("session").user.role === "teacher") {
    throw new ApiError(403, { error: "forbidden", message: "Only office staff can do this" });
  }
  await next();
};

const StaffUserSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string(),
    email: z.string().nullable(),
    role: z.enum(["admin", "editor", "teacher"]),
  })
  .openapi("StaffUser");

const FailedSignInsSchema = z
  .object({ count: z.number().int(), lastAt: z.string().nullable() })
  .nullable()
  .openapi("FailedSignIns", {
    description:
      "Wrong or refused sign-in attempts on the account since its previous sign-in; null when none",
  });

const SessionSchema = z
  .object({
    token: z.string(),
    user: StaffUserSchema,
    expiresAt: z.string(),
    failedSignIns: FailedSignInsSchema,
  })
  .openapi("Session");

export const failedSignInsJson = (notice: { count: number; lastAt: Date | null } | null) =>
  notice ? { count: notice.count, lastAt: notice.lastAt?.toISOString() ?? null } : null;

const loginRoute = createRoute({
  method: "post",
  path: "/admin/login",
  operationId: "login",
  tags: ["Staff sign-in"],
  security: [],
  summary: "Sign in; sets the session cookie and returns a Bearer token",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            username: z
              .string()
              .trim()
              .min(1, "This field is required.")
              .max(100)
              .refine(hasNoNul, messages.nul),
            password: z.string().min(1, "This field is required.").max(200),
          }),
        },
      },
    },
  },
  responses: {
    200: json(SessionSchema, "Signed in"),
    401: { description: "Wrong username or password (the same answer for both)" },
    ...errorResponses.validation,
    ...errorResponses.rateLimited,
  },
});

const logoutRoute = createRoute({
  method: "post",
  path: "/admin/logout",
  operationId: "logout",
  tags: ["Staff sign-in"],
  summary: "Revoke the session and clear the cookie",
  responses: {
    200: json(OkSchema, "Signed out"),
    ...errorResponses.unauthorized,
    // A cookie-authenticated POST from another site (requireStaff).
    ...errorResponses.forbidden,
  },
});

const sessionRoute = createRoute({
  method: "get",
  path: "/admin/session",
  operationId: "getSession",
  tags: ["Staff sign-in"],
  summary: "The signed-in staff user",
  responses: {
    200: json(
      z.object({
        user: StaffUserSchema,
        expiresAt: z.string(),
        failedSignIns: FailedSignInsSchema,
      }),
      "Current session",
    ),
    ...errorResponses.unauthorized,
  },
});

export function authRoutes(services: Services, config: AppConfig) {
  const router = createRouter();
  const production = config.isProduction;

  router.openapi(loginRoute, async (c) => {
    const { username, password } = c.req.valid("json");
    const result = await services.auth.login(username, password, {
      ip: c.get("ip"),
      deviceCookie: cookieOf(c, "staff-device"),
    });
    if (result.status === "throttled") throw signInThrottled(result.retryAfter);
    if (result.status === "invalid") {
      throw new ApiError(401, { error: "unauthorized", message: "Invalid username or password" });
    }
    c.header(
      "Set-Cookie",
      serializeCookie("staff-session", result.token, {
        production,
        maxAgeSeconds: SESSION_HOURS * 3600,
      }),
      { append: true },
    );
    c.header("Set-Cookie", deviceCookie("staff", result.deviceCookie, production), {
      append: true,
    });
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        token: result.token,
        user: result.user,
        expiresAt: result.expiresAt.toISOString(),
        failedSignIns: failedSignInsJson(result.failedSignIns),
      },
      200,
    );
  });

  router.use("/admin/logout", requireStaff(services, { teachers: true }));
  router.openapi(logoutRoute, async (c) => {
    await services.auth.logout(c.get("session"));
    c.header("Set-Cookie", clearedCookie("staff-session", production));
    return c.json({ ok: true as const }, 200);
  });

  router.use("/admin/session", requireStaff(services, { teachers: true }));
  router.openapi(sessionRoute, (c) => {
    const session = c.get("session");
    return c.json(
      {
        user: session.user,
        expiresAt: session.expiresAt.toISOString(),
        failedSignIns: failedSignInsJson(session.failedSignIns),
      },
      200,
    );
  });

  return router;
}
