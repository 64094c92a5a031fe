/**
 * The one guard of the admin screens: a server middleware on the admin layout. It runs before
 * any admin loader or action, so no admin data is read or changed without a valid session.
 * The session is the same signed, revocable one the REST API uses (the staff session cookie,
 * `__Host-clover_session` in production: server/http/cookies.ts).
 */

import { configContext, servicesContext } from "@server/http/context";
import { clearedCookie, cookieName, readCookie, serializeCookie } from "@server/http/cookies";
import type { StaffSession } from "@server/services/auth";
import { SESSION_HOURS } from "@server/services/auth/tokens";
import {
  createContext,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";

export const staffSessionContext = createContext<StaffSession>();

const production = (context: Readonly<RouterContextProvider>) =>
  context.get(configContext).isProduction;

export function readSessionCookie(
  request: Request,
  context: Readonly<RouterContextProvider>,
): string | null {
  return readCookie(
    request.headers.get("cookie"),
    cookieName("staff-session", production(context)),
  );
}

export function readDeviceCookie(
  request: Request,
  context: Readonly<RouterContextProvider>,
): string | null {
  return readCookie(request.headers.get("cookie"), cookieName("staff-device", production(context)));
}

export function sessionCookie(token: string, context: Readonly<RouterContextProvider>): string {
  return serializeCookie("staff-session", token, {
    production: production(context),
    maxAgeSeconds: SESSION_HOURS * 3600,
  });
}

export function clearedSessionCookie(context: Readonly<RouterContextProvider>): string {
  return clearedCookie("staff-session", production(context));
}

/**
 * The admin screens a teacher may open (issue 30): their classes and registers, their own
 * settings (profile and password; the rest of that screen is admin-only in its action), signing
 * out. Everything else (leads, bookings, money, other staff) is refused before any loader runs.
 */
const TEACHER_SCREENS = /^\/admin\/((classes|registers|logout|sign-in-notice)(\/|$)|settings\/?$)/;
export const teacherMayOpen = (pathname: string) => TEACHER_SCREENS.test(pathname);

/** Where a staff member starts: a teacher at today's registers, the office at the dashboard. */
export const homeOf = (role: StaffSession["user"]["role"]) =>
  role === "teacher" ? "/admin/registers" : "/admin/dashboard";

/** The dashboard's addresses, which send a teacher to their registers instead of a 403. */
const DASHBOARD = /^\/admin(\/|\/dashboard\/?)?$/;

/**
 * Where to come back to after signing in: only a path inside the admin area that the person's
 * role may open; otherwise their home screen.
 */
export function safeNext(
  value: string | null | undefined,
  role: StaffSession["user"]["role"] = "admin",
): string {
  if (!value || !/^\/admin(\/|$|\?)/.test(value) || value.startsWith("//")) return homeOf(role);
  if (role === "teacher" && !teacherMayOpen(new URL(value, "http://admin.invalid").pathname)) {
    return homeOf(role);
  }
  return value;
}

export const requireStaffSession: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const token = readSessionCookie(request, context);
  const session = token ? await context.get(servicesContext).auth.authenticate(token) : null;
  if (!session) {
    const url = new URL(request.url);
    const params = new URLSearchParams({ next: `${url.pathname}${url.search}` });
    // A session that existed but ended: the login screen says "Authentication Failed".
    if (token) params.set("expired", "1");
    throw redirect(`/admin/login?${params}`, {
      headers: token ? { "Set-Cookie": clearedSessionCookie(context) } : undefined,
    });
  }
  const pathname = new URL(request.url).pathname;
  if (session.user.role === "teacher" && DASHBOARD.test(pathname)) {
    throw redirect(homeOf("teacher"));
  }
  if (session.user.role === "teacher" && !teacherMayOpen(pathname)) {
    throw new Response("Teachers can open their own classes and registers only", { status: 403 });
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
