import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { PublicRouteId } from "../route-ids";

/** This area's public pages, registered once per language by app/routes.ts. */
export function infoRoutes(id: PublicRouteId): RouteConfigEntry[] {
  return [
    route("about", "routes/public/info/about.tsx", { id: id("about") }),
    route("accreditations", "routes/public/info/accreditations.tsx", { id: id("accreditations") }),
    route("faq", "routes/public/info/faq.tsx", { id: id("faq") }),
    route("contact", "routes/public/info/contact.tsx", { id: id("contact") }),
    route("privacy-policy", "routes/public/info/privacy-policy.tsx", { id: id("privacy-policy") }),
    route("cookie-policy", "routes/public/info/cookie-policy.tsx", { id: id("cookie-policy") }),
    route("terms-conditions", "routes/public/info/terms-conditions.tsx", {
      id: id("terms-conditions"),
    }),
  ];
}
