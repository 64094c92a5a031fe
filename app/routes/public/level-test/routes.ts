import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { PublicRouteId } from "../route-ids";

/** The online level test, registered once per language by app/routes.ts. */
export function levelTestRoutes(id: PublicRouteId): RouteConfigEntry[] {
  return [route("level-test", "routes/public/level-test/level-test.tsx", { id: id("level-test") })];
}
