import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { PublicRouteId } from "../route-ids";

/** This area's public pages, registered once per language by app/routes.ts. */
export function placesRoutes(id: PublicRouteId): RouteConfigEntry[] {
  return [
    route("destinations", "routes/public/places/destinations.tsx", { id: id("destinations") }),
    route("destinations/:city", "routes/public/places/destination-city.tsx", {
      id: id("destination-city"),
    }),
    route("activities", "routes/public/places/activities.tsx", { id: id("activities") }),
    route("student-experience", "routes/public/places/student-experience.tsx", {
      id: id("student-experience"),
    }),
  ];
}
