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
import { redactPath } from "../secret-paths";

const acceptableId = /^[\w\-.=:]{1,128}$/;

/** Probes are polled every few seconds; logging each would drown the rest. */
const quietPaths = new Set(["/healthz", "/readyz"]);

/** The load balancer's request id when it passed a sane one, or a new one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && acceptableId.test(incoming) ? incoming : randomUUID();
}

/** The request's log line: warn for a server error, debug for probes, info for the rest. */
export function logRequest(
  logger: Logger,
  request: { requestId: string; method: string; path: string; status: number; started: number },
): void {
  const fields = {
    requestId: request.requestId,
    method: request.method,
    path: redactPath(request.path),
    status: request.status,
    durationMs: Math.round((performance.now() - request.started) * 10) / 10,
  };
  if (request.status >= 500) logger.warn("request", fields);
  else if (quietPaths.has(request.path)) logger.debug("request", fields);
  else logger.info("request", fields);
}

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const requestId = requestIdFor(c.req.header("x-request-id"));
    const started = performance.now();
    let failed = false;
    try {
      await next();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      logRequest(logger, {
        requestId,
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        status: failed ? 500 : c.res.status,
        started,
      });
    }
    try {
      c.res.headers.set("X-Request-Id", requestId);
    } catch {
      // An immutable response (none of ours today): it goes out without the header.
    }
  };
}
