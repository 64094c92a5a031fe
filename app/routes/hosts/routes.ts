import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The host portal (issue 31, decision 0046): English only, in its own calm layout outside the
 * public site's (no site navigation, no cookie banner, nothing cached or indexed). Everything
 * but signing in and the e-mailed link sits behind the session guard (guard.tsx).
 */
const page = (path: string, file: string, name: string) =>
  route(path, `routes/hosts/${file}`, { id: `hosts-${name}` });

export const hostRoutes: RouteConfigEntry = layout("routes/hosts/layout.tsx", { id: "hosts" }, [
  page("hosts/sign-in", "sign-in.tsx", "sign-in"),
  page("hosts/link/:token", "link.tsx", "link"),
  layout("routes/hosts/guard.tsx", { id: "hosts-guard" }, [
    page("hosts", "dashboard.tsx", "dashboard"),
    page("hosts/unavailable", "unavailable.tsx", "unavailable"),
    page("hosts/statements", "statements.tsx", "statements"),
    page("hosts/sign-out", "sign-out.tsx", "sign-out"),
  ]),
]);
