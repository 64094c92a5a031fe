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
