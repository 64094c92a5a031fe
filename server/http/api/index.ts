/**
 * The REST API under /api. Every response is JSON; errors follow server/http/errors.ts.
 */
import { Hono } from "hono";
import type { Logger } from "../../logger";
import type { Services } from "../../services";
import { sendApiError } from "../errors";
import { programRoutes } from "./programs";

export interface ApiDependencies {
  services: Services;
  logger: Logger;
}

export function createApi({ services, logger }: ApiDependencies) {
  const api = new Hono();
  api.use(async (c, next) => {
    await next();
    // API answers are personal or fast-changing unless a route says otherwise.
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });
  api.route("/programs", programRoutes(services));
  // A catch-all route rather than notFound(): a mounted app's notFound is not consulted, and
  // unknown API paths must never fall through to the page renderer.
  api.all("*", (c) => c.json({ error: "not_found", message: "No such API endpoint" }, 404));
  api.onError((error, c) => {
    const response = sendApiError(c, error);
    if (response.status >= 500) {
      logger.error("api request failed", { method: c.req.method, path: c.req.path }, error);
    }
    return response;
  });
  return api;
}
