/**
 * Security headers on every response, and a Content-Security-Policy for pages that allows
 * exactly the inline scripts the server itself wrote into the page (by SHA-256 hash) and nothing
 * else: no 'unsafe-inline' or 'unsafe-eval' for scripts, no third-party origin of any kind.
 *
 * Which scripts are the server's own: the renderer marks each one it writes (the head script,
 * React Router's context, module and data scripts, scroll restoration) with a fresh random nonce
 * and names that nonce in a response header (app/entry.server.tsx); the deferred-scripts rewrite
 * marks what it adds the same way. Only scripts carrying that nonce are hashed into the policy;
 * then the nonce is removed from the page. An inline script that reached the HTML any other way
 * (an HTML-injection bug in some field) cannot know the nonce, so it is not allowed and the
 * browser refuses it. Hashes rather than the nonce itself in the policy, because a cached page
 * is served to many visitors and a nonce must never be reused (decision 0007).
 */
import { createHash } from "node:crypto";
import { SCRIPT_NONCE_HEADER } from "@shared/config/script-nonce";
import type { MiddlewareHandler } from "hono";
import { DEFERRED_MODULE_TYPE } from "./deferred-scripts";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Hashes of the executable inline scripts of an HTML document that carry `nonce` (data blocks
 * excluded). A deferred module (./deferred-scripts.ts) is executable: its text is put back into
 * a module script later.
 */
export function trustedScriptHashes(html: string, nonce: string | null): string[] {
  if (!nonce) return [];
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    if (!attributes.includes(` nonce="${nonce}"`)) continue;
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

/** The page without its render's nonce (on scripts and React Router's preload links). */
export function withoutNonce(html: string, nonce: string | null): string {
  return nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
}

export function pageContentSecurityPolicy(scriptHashes: readonly string[], production: boolean) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
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

/**
 * Buffers a rendered page, rewrites it with `transform` if given (with the render's nonce), and
 * adds its CSP; the nonce leaves neither in the page nor in a header.
 */
export async function withPagePolicy(
  response: Response,
  production: boolean,
  transform?: (html: string, nonce: string) => string,
): Promise<Response> {
  const nonce = response.headers.get(SCRIPT_NONCE_HEADER);
  const headers = new Headers(response.headers);
  headers.delete(SCRIPT_NONCE_HEADER);
  if (!(response.headers.get("Content-Type") ?? "").includes("text/html") || !response.body) {
    return nonce
      ? new Response(response.body, {
          status: response.status,
          statusText: response.statusText,
          headers,
        })
      : response;
  }
  const rendered = await response.text();
  const html = transform && nonce ? transform(rendered, nonce) : rendered;
  headers.set(
    "Content-Security-Policy",
    pageContentSecurityPolicy(trustedScriptHashes(html, nonce), production),
  );
  headers.delete("Content-Length");
  return new Response(withoutNonce(html, nonce), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
