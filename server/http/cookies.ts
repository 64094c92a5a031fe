/**
 * The names and attributes of the cookies that carry sign-in state, in one place for the REST
 * API and the pages. In production they carry the `__Host-` prefix: the browser then accepts
 * them only with Secure, Path=/ and no Domain, so neither a sibling subdomain nor plain HTTP can
 * plant or overwrite one (issue 27). Development over http://localhost uses the bare names.
 */
import { DEVICE_COOKIE_DAYS } from "../services/auth/sign-in-rules";

export type CookieKind =
  | "staff-session"
  | "partner-session"
  | "host-session"
  | "staff-device"
  | "partner-device";

const bareNames: Record<CookieKind, string> = {
  "staff-session": "clover_session",
  "partner-session": "clover_partner",
  "host-session": "clover_host",
  "staff-device": "clover_device",
  "partner-device": "clover_partner_device",
};

/** Every cookie of these kinds is HttpOnly and lives at Path=/. */
export function cookieName(kind: CookieKind, production: boolean): string {
  return production ? `__Host-${bareNames[kind]}` : bareNames[kind];
}

/** A cookie's value from a Cookie header, or null (a value that is not valid %-encoding too). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("=")) || null;
    } catch {
      return null;
    }
  }
  return null;
}

export interface CookieOptions {
  production: boolean;
  maxAgeSeconds: number;
  /** Device cookies are Strict: only a sign-in on this site ever needs them. */
  sameSite?: "Lax" | "Strict";
}

/** A Set-Cookie header value. */
export function serializeCookie(kind: CookieKind, value: string, options: CookieOptions): string {
  return [
    `${cookieName(kind, options.production)}=${encodeURIComponent(value)}`,
    "Path=/",
    "HttpOnly",
    `SameSite=${options.sameSite ?? "Lax"}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    ...(options.production ? ["Secure"] : []),
  ].join("; ");
}

export function clearedCookie(kind: CookieKind, production: boolean): string {
  return serializeCookie(kind, "", { production, maxAgeSeconds: 0 });
}

/** The device cookie a browser gets for the account it signed in to. */
export function deviceCookie(
  audience: "staff" | "partner",
  value: string,
  production: boolean,
): string {
  return serializeCookie(audience === "staff" ? "staff-device" : "partner-device", value, {
    production,
    maxAgeSeconds: DEVICE_COOKIE_DAYS * 86_400,
    sameSite: "Strict",
  });
}
