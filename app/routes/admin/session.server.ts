/**
 * The one guard of the admin screens: a server middleware on the admin layout. It runs before
 * any admin loader or action, so no admin data is read or changed without a valid session.
 * The session is the same signed, revocable one the REST API uses (cookie `clover_session`).
 */

import type { StaffSession } from "@server/services/auth";
import { SESSION_HOURS } from "@server/services/auth/tokens";
import { createContext, type MiddlewareFunction, redirect } from "react-router";
import { configContext, servicesContext } from "../../context.server";

export const SESSION_COOKIE = "clover_session";

export const staffSessionContext = createContext<StaffSession>();

export function readSessionCookie(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join("="));
  }
  return null;
}

export function sessionCookie(token: string, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${encodeURIComponent(token)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${SESSION_HOURS * 3600}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  return [
    `${SESSION_COOKIE}=`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=0",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Where to come back to after signing in: only a path inside the admin area. */
export function safeNext(value: string | null | undefined): string {
  return value && /^\/admin(\/|$|\?)/.test(value) && !value.startsWith("//")
    ? value
    : "/admin/dashboard";
}

export const requireStaffSession: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const token = readSessionCookie(request);
  const session = token ? await context.get(servicesContext).auth.authenticate(token) : null;
  if (!session) {
    const url = new URL(request.url);
    const params = new URLSearchParams({ next: `${url.pathname}${url.search}` });
    // A session that existed but ended: the login screen says "Authentication Failed".
    if (token) params.set("expired", "1");
    const secure = context.get(configContext).isProduction;
    throw redirect(`/admin/login?${params}`, {
      headers: token ? { "Set-Cookie": clearedSessionCookie(secure) } : undefined,
    });
  }
  context.set(staffSessionContext, session);
  const response = await next();
  // Staff screens are personal and never cached or indexed.
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

/** For admin-only screens and actions (staff users, deleting leads, the audit trail). */
export function requireAdmin(session: StaffSession): void {
  if (session.user.role !== "admin") {
    throw new Response("Only admins can do this", { status: 403 });
  }
}
