import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { PublicRouteId } from "../route-ids";

/**
 * The person's offer page and their letter of acceptance (issue 16), registered once per
 * language by app/routes.ts. Reached only through a personal link; never in the sitemap.
 */
export function offersRoutes(id: PublicRouteId): RouteConfigEntry[] {
  return [
    route("offers/:token", "routes/public/offers/offer.tsx", { id: id("offer") }),
    route("offers/:token/letter", "routes/public/offers/letter.ts", { id: id("offer-letter") }),
    route("offers/:token/warning-letters/:id", "routes/public/offers/warning-letter.ts", {
      id: id("offer-warning-letter"),
    }),
  ];
}
