/**
 * The partner portal's session (issue 17): the partner session cookie (`__Host-clover_partner`
 * in production), the guard every portal
 * page but sign-in and the invitation sits behind, and the headers every portal response
 * carries. Modelled on the staff guard (routes/admin/session.server.ts), with its own cookie and
 * its own token audience, so neither session opens the other's pages.
 */

import { configContext, servicesContext } from "@server/http/context";
import {
  clearedCookie,
  cookieName,
  deviceCookie,
  readCookie,
  serializeCookie,
} from "@server/http/cookies";
import type { AgentSession } from "@server/services/agents/auth";
import { AGENT_SESSION_HOURS } from "@server/services/agents/tokens";
import { href, type Language, languageFromPath } from "@shared/i18n/languages";
import {
  createContext,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";

export const agentSessionContext = createContext<AgentSession>();

const production = (context: Readonly<RouterContextProvider>) =>
  context.get(configContext).isProduction;

export function readAgentCookie(
  request: Request,
  context: Readonly<RouterContextProvider>,
): string | null {
  return readCookie(
    request.headers.get("cookie"),
    cookieName("partner-session", production(context)),
  );
}

export function readAgentDeviceCookie(
  request: Request,
  context: Readonly<RouterContextProvider>,
): string | null {
  return readCookie(
    request.headers.get("cookie"),
    cookieName("partner-device", production(context)),
  );
}

export function agentCookie(token: string, context: Readonly<RouterContextProvider>): string {
  return serializeCookie("partner-session", token, {
    production: production(context),
    maxAgeSeconds: AGENT_SESSION_HOURS * 3600,
  });
}

export function clearedAgentCookie(context: Readonly<RouterContextProvider>): string {
  return clearedCookie("partner-session", production(context));
}

/** The device cookie of a browser that just signed in (its own sign-in budget next time). */
export function agentDeviceCookie(value: string, context: Readonly<RouterContextProvider>): string {
  return deviceCookie("partner", value, production(context));
}

/** A portal path in a language: `/partners/students`, `/es/partners/students`. */
export const portalPath = (lang: Language, path = "") => href(lang, `/partners${path}`);

const INSIDE_PORTAL = /^\/(?:(?:es|fr|de)\/)?partners(?:[/?#]|$)/;

/**
 * Where to go after signing in: only a path inside the portal (any language's), never another
 * site (`//evil.example`, `/\evil`) nor another part of this one; otherwise the dashboard.
 */
export function safeNext(value: string | null | undefined, lang: Language): string {
  if (value && INSIDE_PORTAL.test(value) && !/[\\\s]/.test(value) && !value.includes("//")) {
    return value;
  }
  return portalPath(lang);
}

/**
 * Every portal response is personal: never kept by a browser, a CDN or our page cache (which
 * only keeps `public` answers), never indexed. Set on pages, redirects, errors and files alike.
 */
export const portalHeaders: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

/**
 * The guard: runs before any guarded loader or action, so nothing of an agency is read or
 * changed without a valid session. Without one, the language's sign-in page with `next`.
 */
export const requireAgentSession: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const token = readAgentCookie(request, context);
  const session = token ? await context.get(servicesContext).agents.auth.authenticate(token) : null;
  if (!session) {
    const url = new URL(request.url);
    const lang = languageFromPath(url.pathname);
    const params = new URLSearchParams({ next: `${url.pathname}${url.search}` });
    // A session that existed but ended (expired, signed out elsewhere, access suspended).
    if (token) params.set("expired", "1");
    throw redirect(`${portalPath(lang, "/login")}?${params}`, {
      status: request.method === "GET" || request.method === "HEAD" ? 302 : 303,
      headers: token ? { "Set-Cookie": clearedAgentCookie(context) } : undefined,
    });
  }
  context.set(agentSessionContext, session);
  return next();
};
