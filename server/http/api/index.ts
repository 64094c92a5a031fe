/**
 * The REST API under /api. JSON in and out; errors as in server/http/errors.ts; every endpoint
 * documented at /api/openapi.json.
 */
import type { AppConfig } from "../../config";
import type { Logger } from "../../logger";
import { redactPath } from "../../secret-paths";
import type { Services } from "../../services";
import { clientIp } from "../client-ip";
import { sendApiError } from "../errors";
import { accommodationAdminRoutes } from "./accommodation/admin";
import { accommodationPaymentRoutes } from "./accommodation/payment-runs";
import { accommodationPlacementChangeRoutes } from "./accommodation/placement-changes";
import { accommodationPlacementRoutes } from "./accommodation/placements";
import { agencyAdminRoutes } from "./agents/admin";
import { partnerAuthRoutes } from "./agents/auth";
import { partnerRoutes } from "./agents/portal";
import { analyticsAdminRoutes } from "./analytics/admin";
import { dashboardRoutes } from "./analytics/dashboard";
import { authRoutes } from "./auth";
import { bookingAdminRoutes } from "./bookings/admin";
import { offerPublicRoutes } from "./bookings/offers-public";
import { classAdminRoutes } from "./classes/admin";
import { attendanceOfficeRoutes } from "./classes/letters";
import { contentAdminRoutes } from "./content/admin";
import { programRoutes } from "./content/programs";
import { translationAdminRoutes } from "./content/translations";
import { demoAdminRoutes } from "./demo-admin";
import { exportRoutes } from "./exports";
import { hostAdminRoutes } from "./hosts/admin";
import { hostPortalRoutes } from "./hosts/portal";
import { invoiceAdminRoutes } from "./invoices/admin";
import { agencyStatementRoutes } from "./invoices/agencies";
import { leadAdminRoutes } from "./leads/admin";
import { publicLeadRoutes } from "./leads/public";
import { levelTestAdminRoutes } from "./level-test/admin";
import { levelTestRoutes } from "./level-test/public";
import { emailAdminRoutes } from "./mail/admin";
import { peopleAdminRoutes } from "./people/admin";
import { gdprRoutes } from "./privacy/gdpr";
import { createRouter } from "./router";

export interface ApiDependencies {
  services: Services;
  logger: Logger;
  config: AppConfig;
}

export function createApi({ services, logger, config }: ApiDependencies) {
  const api = createRouter();
  api.use(async (c, next) => {
    c.set("ip", clientIp(c, config.trustProxy));
    c.set("production", config.isProduction);
    await next();
    // API answers are personal or fast-changing unless a route says otherwise.
    if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-store");
  });

  api.route("/programs", programRoutes(services));
  api.route("/", publicLeadRoutes(services));
  api.route("/", levelTestRoutes(services));
  api.route("/", levelTestAdminRoutes(services));
  api.route("/", offerPublicRoutes(services));
  api.route("/", bookingAdminRoutes(services));
  api.route("/", classAdminRoutes(services));
  api.route("/", attendanceOfficeRoutes(services));
  api.route("/", accommodationAdminRoutes(services));
  api.route("/", accommodationPlacementRoutes(services));
  api.route("/", accommodationPlacementChangeRoutes(services));
  api.route("/", hostAdminRoutes(services));
  api.route("/", hostPortalRoutes(services, config));
  api.route("/", accommodationPaymentRoutes(services));
  api.route("/", invoiceAdminRoutes(services));
  // Before the agency routes: /admin/agencies/ageing is not an agency's id.
  api.route("/", agencyStatementRoutes(services));
  api.route("/", authRoutes(services, config));
  api.route("/", leadAdminRoutes(services));
  api.route("/", contentAdminRoutes(services));
  api.route("/", translationAdminRoutes(services));
  api.route("/", peopleAdminRoutes(services));
  api.route("/", dashboardRoutes(services));
  api.route("/", demoAdminRoutes(services));
  api.route("/", exportRoutes(services));
  api.route("/", gdprRoutes(services));
  api.route("/", emailAdminRoutes(services));
  api.route("/", analyticsAdminRoutes(services));
  api.route("/", agencyAdminRoutes(services));
  api.route("/", partnerAuthRoutes(services, config));
  api.route("/", partnerRoutes(services));

  api.openAPIRegistry.registerComponent("securitySchemes", "session", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "The token from POST /api/admin/login, or the session cookie it sets (__Host-clover_session in production)",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "partnerSession", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "The token from POST /api/partners/login (agents of an agency), or the cookie it sets (__Host-clover_partner in production)",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "hostSession", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description:
      "The token from POST /api/hosts/links/{token} (hosts of a family or residence), or the cookie it sets (__Host-clover_host in production)",
  });
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Clover English API",
      version: "1.0.0",
      description:
        "Public programs and forms, the staff API behind sign-in, and the partner API for agencies (/partners, behind agent sign-in) and the host portal's (/hosts, behind a host's e-mailed sign-in link). Errors: {error, message?, fields?}.",
    },
    servers: [{ url: "/api" }],
    security: [{ session: [] }],
  });

  // A catch-all route rather than notFound(): a mounted app's notFound is not consulted, and
  // unknown API paths must never fall through to the page renderer.
  api.all("*", (c) => c.json({ error: "not_found", message: "No such API endpoint" }, 404));
  api.onError((error, c) => {
    const response = sendApiError(c, error);
    if (response.status >= 500) {
      logger.error(
        "api request failed",
        { method: c.req.method, path: redactPath(c.req.path) },
        error,
      );
    }
    return response;
  });
  return api;
}
