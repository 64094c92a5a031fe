/**
 * What every admin loader and action needs: the services, the signed-in person (set by the
 * guard), the list query of the URL, and domain errors turned into answers a screen can show.
 */

import { servicesContext } from "@server/http/context";
import type { Actor } from "@server/services/audit";
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
} from "@server/services/errors";
import { type ListQuery, listQuerySchema } from "@server/services/paging";
import { data, type RouterContextProvider } from "react-router";
import { staffSessionContext } from "./session.server";

export function adminContext(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const session = context.get(staffSessionContext);
  const actor: Actor = { id: session.user.id, name: session.user.displayName };
  return { services, session, actor };
}

/** `?q=&status=&page=` of a list screen; anything malformed falls back to the default. */
export function listQueryOf(url: URL, pageSize = 25): ListQuery {
  const raw = {
    q: url.searchParams.get("q") ?? undefined,
    status: url.searchParams.get("status") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
    pageSize,
  };
  const parsed = listQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  return listQuerySchema.parse({
    q: raw.q?.slice(0, 200),
    status: raw.status?.slice(0, 40),
    pageSize,
  });
}

export function idParam(url: URL, name = "id"): number | null {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

import type { ActionResult } from "../../components/admin/action-result";

export { formText } from "../../components/admin/action-result";

export type { ActionResult };

export const ok = (intent: string, message: string, id?: string | number): ActionResult => ({
  ok: true,
  intent,
  message,
  id,
});

export function failed(
  intent: string,
  message: string,
  status = 400,
  fields?: Record<string, string>,
) {
  return data<ActionResult>({ ok: false, intent, message, fields }, { status });
}

/** Field errors of a zod result, keyed by dotted path ("faq.0.question"). */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The answer to a form that did not pass its schema: each field's first problem. */
export function invalidForm(
  intent: string,
  issues: { path: PropertyKey[]; message: string }[],
  message = "Please correct the highlighted fields.",
) {
  return failed(intent, message, 400, fieldErrors(issues));
}

/** Runs a change; a domain error becomes a failure answer with `fallback` as the message. */
export async function attempt(intent: string, fallback: string, run: () => Promise<ActionResult>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof NotFoundError) return failed(intent, `${fallback}: ${error.message}`, 404);
    if (error instanceof ConflictError) {
      return failed(
        intent,
        `${fallback}: ${error.message}`,
        409,
        error.field ? { [error.field]: error.message } : undefined,
      );
    }
    if (error instanceof InvalidInputError) {
      return failed(intent, fallback, 400, error.fields);
    }
    if (error instanceof RateLimitedError) {
      const minutes = Math.max(1, Math.ceil(error.retryAfter / 60));
      return failed(
        intent,
        `${fallback}: too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        429,
      );
    }
    console.error(error);
    return failed(intent, fallback, 500);
  }
}

/** A short-lived cookie that tells the next admin page to say "Login Successful". */
export const FLASH_COOKIE = "clover_admin_flash";

export function flashCookie(value: string, secure: boolean): string {
  return [
    `${FLASH_COOKIE}=${encodeURIComponent(value)}`,
    "Path=/admin",
    "HttpOnly",
    "SameSite=Lax",
    "Max-Age=60",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function readFlash(request: Request): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === FLASH_COOKIE) return decodeURIComponent(value.join("=")) || null;
  }
  return null;
}

export function clearedFlashCookie(secure: boolean): string {
  return `${FLASH_COOKIE}=; Path=/admin; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}
