/**
 * One structured log line per request, tied to a request id that is also sent back in
 * `X-Request-Id` (a load balancer's own id is kept when it passes one). Only the method, the
 * path without its query string, the status and the duration are logged: query strings carry
 * search text and tokens, bodies carry names and e-mail addresses, and neither belongs in logs.
 * Some paths are secrets themselves (whoever has the link is the person): their secret segment
 * is logged as `:token` or `:id` (`redactPath`).
 */
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";

/**
 * Every route whose path carries a secret, as the part before the secret and its placeholder:
 * the person's offer link, agent invitations and password resets, a guardian's consent link
 * (pages in every language, and the API), and a level-test sitting's id. Pages match with or
 * without a language prefix, in any case (React Router matches paths case-insensitively), and
 * as React Router's data requests (`/offers/<token>.data`, the suffix is kept).
 */
const secretSegments: [prefix: string, placeholder: string][] = [
  ["/offers/", ":token"],
  ["/partners/invitations/", ":token"],
  ["/partners/password-reset/", ":token"],
  ["/guardian/", ":token"],
  ["/api/offers/", ":token"],
  ["/api/partners/invitations/", ":token"],
  ["/api/partners/password-reset/", ":token"],
  ["/api/guardian-consents/", ":token"],
  ["/api/level-test/sessions/", ":id"],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const secretPath = new RegExp(
  `^((?:/(?:es|fr|de))?(?:${secretSegments
    .map(([prefix]) => escapeRegExp(prefix))
    .join("|")}))[^/]+?(\\.data)?(?=/|$)`,
  "i",
);
const placeholderOf = new Map(
  secretSegments.map(([prefix, placeholder]) => [prefix.toLowerCase(), placeholder]),
);

/** The path as logs may show it: a secret segment replaced by its placeholder. */
export function redactPath(path: string): string {
  return path.replace(secretPath, (_match, prefix: string, data: string | undefined) => {
    const route = prefix.replace(/^\/(?:es|fr|de)(?=\/)/i, "").toLowerCase();
    return `${prefix}${placeholderOf.get(route) ?? ":token"}${data ?? ""}`;
  });
}

const acceptableId = /^[\w\-.=:]{1,128}$/;

/** Probes are polled every few seconds; logging each would drown the rest. */
const quietPaths = new Set(["/healthz", "/readyz"]);

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && acceptableId.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    let failed = false;
    try {
      await next();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      const path = new URL(c.req.url).pathname;
      const status = failed ? 500 : c.res.status;
      const fields = {
        requestId,
        method: c.req.method,
        path: redactPath(path),
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      };
      if (status >= 500) logger.warn("request", fields);
      else if (quietPaths.has(path)) logger.debug("request", fields);
      else logger.info("request", fields);
    }
    try {
      c.res.headers.set("X-Request-Id", requestId);
    } catch {
      // An immutable response (none of ours today): it goes out without the header.
    }
  };
}
