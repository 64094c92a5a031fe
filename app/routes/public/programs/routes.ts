import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { PublicRouteId } from "../route-ids";

/** This area's public pages, registered once per language by app/routes.ts. */
export function programsRoutes(id: PublicRouteId): RouteConfigEntry[] {
  return [
    route("programs", "routes/public/programs/programs.tsx", { id: id("programs") }),
    route("programs/:id", "routes/public/programs/program.tsx", { id: id("program") }),
    route("programs/:id/brochure.pdf", "routes/public/programs/brochure.ts", {
      id: id("program-brochure"),
    }),
    route("quote", "routes/public/programs/quote.tsx", { id: id("quote") }),
  ];
}
