/**
 * The host portal's session (decision 0046): the host cookie (`__Host-clover_host` in
 * production), the guard every page but sign-in and the link sits behind, the headers every
 * portal response carries, and the refusal of cross-site form posts. Modelled on the partner
 * portal's (routes/partners/session.server.ts), with its own cookie and token audience, so no
 * other session opens these pages and a host's opens no other.
 */
import { configContext, servicesContext } from "@server/http/context";
import { clearedCookie, cookieName, readCookie, serializeCookie } from "@server/http/cookies";
import { isCrossSiteRequest } from "@server/http/cross-site";
import type { HostSession } from "@server/services/hosts";
import { HOST_SESSION_DAYS } from "@shared/hosts/types";
import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";

export const hostSessionContext = createContext<HostSession>();

const production = (context: Readonly<RouterContextProvider>) =>
  context.get(configContext).isProduction;

export function readHostCookie(
  request: Request,
  context: Readonly<RouterContextProvider>,
): string | null {
  return readCookie(request.headers.get("cookie"), cookieName("host-session", production(context)));
}

export const hostCookie = (token: string, context: Readonly<RouterContextProvider>): string =>
  serializeCookie("host-session", token, {
    production: production(context),
    maxAgeSeconds: HOST_SESSION_DAYS * 86_400,
  });

export const clearedHostCookie = (context: Readonly<RouterContextProvider>): string =>
  clearedCookie("host-session", production(context));

/**
 * Every portal response is personal: never kept by a browser, a CDN or the page cache, never
 * indexed. A form posted from another site is refused before any action runs (SameSite=Lax
 * keeps the cookie off it already; this also covers the sign-in forms, which have no cookie).
 */
export const hostHeaders: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (isCrossSiteRequest(request)) throw data("Cross-site request refused", { status: 403 });
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

/** The guard: without a valid session, the sign-in page (saying the session ended, if it did). */
export const requireHostSession: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const token = readHostCookie(request, context);
  const session = token ? await context.get(servicesContext).hosts.auth.authenticate(token) : null;
  if (!session) {
    throw redirect(token ? "/hosts/sign-in?expired=1" : "/hosts/sign-in", {
      status: request.method === "GET" || request.method === "HEAD" ? 302 : 303,
      headers: token ? { "Set-Cookie": clearedHostCookie(context) } : undefined,
    });
  }
  context.set(hostSessionContext, session);
  return next();
};
