import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { PublicRouteId } from "../route-ids";

/** This area's public pages, registered once per language by app/routes.ts. */
export function placesRoutes(_id: PublicRouteId): RouteConfigEntry[] {
  return [];
}
