/**
 * The admin area's part of the route table. Everything under the layout is guarded by its
 * server middleware (session.server.ts).
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";

export const adminRoutes: RouteConfigEntry[] = [];
