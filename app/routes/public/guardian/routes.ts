import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { PublicRouteId } from "../route-ids";

/**
 * The parent or guardian's consent page (issue 27), registered once per language by
 * app/routes.ts. Reached only through the single-use link e-mailed to them; never in the sitemap.
 */
export function guardianRoutes(id: PublicRouteId): RouteConfigEntry[] {
  return [route("guardian/:token", "routes/public/guardian/consent.tsx", { id: id("guardian") })];
}
