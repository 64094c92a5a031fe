import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import type { PublicRouteId } from "../route-ids";

/** The public blog: published posts only. */
export function blogRoutes(id: PublicRouteId): RouteConfigEntry[] {
  return [
    route("blog", "routes/public/blog/blog-index.tsx", { id: id("blog") }),
    route("blog/:slug", "routes/public/blog/blog-post.tsx", { id: id("blog-post") }),
  ];
}
