/**
 * Security headers on every response, and a Content-Security-Policy for pages that allows
 * exactly the inline scripts the page was rendered with (by SHA-256 hash) and nothing else:
 * no 'unsafe-inline' or 'unsafe-eval' for scripts, no third-party origin of any kind. Hashes
 * rather than nonces, because a cached page is served to many visitors and a nonce must never
 * be reused.
 */
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { DEFERRED_MODULE_TYPE } from "./deferred-scripts";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Hashes of the executable inline scripts of an HTML document (data blocks excluded). A deferred
 * module (./deferred-scripts.ts) is executable: its text is put back into a module script later.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["module", "text/javascript", DEFERRED_MODULE_TYPE].includes(type)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

export function pageContentSecurityPolicy(html: string, production: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(" ")}`.trim(),
    // Inline style attributes (image aspect ratios) and styles set by our own scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Non-page responses (JSON, CSV, files) need no resources at all. */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export function securityHeaders(production: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    );
    headers.set("X-Frame-Options", "DENY");
    // No other site gets a handle on our windows, and Chrome on Android gives the site a process
    // of its own. Its price is a new renderer for the first page of a visit (decision 0026).
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (production) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    if (!headers.has("Content-Security-Policy"))
      headers.set("Content-Security-Policy", RESOURCE_POLICY);
  };
}

/** Buffers a rendered page, rewrites it with `transform` if given, and adds its CSP. */
export async function withPagePolicy(
  response: Response,
  production: boolean,
  transform?: (html: string) => string,
): Promise<Response> {
  if (!(response.headers.get("Content-Type") ?? "").includes("text/html") || !response.body)
    return response;
  const rendered = await response.text();
  const html = transform ? transform(rendered) : rendered;
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", pageContentSecurityPolicy(html, production));
  headers.delete("Content-Length");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
