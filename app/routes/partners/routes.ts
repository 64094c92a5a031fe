import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The partner portal (issue 17), registered once per language by app/routes.ts: English at
 * /partners, the others under /es, /fr and /de. Its own calm layout (no site navigation, no
 * cookie banner, nothing cached or indexed); everything but signing in, the invitation and the
 * forgotten-password pages sits behind the session guard (guard.tsx). Never in the sitemap; disallowed in robots.txt.
 */
export function partnerRoutes(id: (name: string) => string): RouteConfigEntry {
  const page = (path: string, file: string, name: string) =>
    route(path, `routes/partners/${file}`, { id: id(`partners-${name}`) });
  return layout("routes/partners/layout.tsx", { id: id("partners-layout") }, [
    page("partners/login", "login.tsx", "login"),
    page("partners/invitations/:token", "invitation.tsx", "invitation"),
    page("partners/password-reset", "password-forgot.tsx", "password-forgot"),
    page("partners/password-reset/:token", "password-reset.tsx", "password-reset"),
    layout("routes/partners/guard.tsx", { id: id("partners-guard") }, [
      page("partners", "dashboard.tsx", "dashboard"),
      page("partners/students", "students.tsx", "students"),
      page("partners/quote", "quote.tsx", "quote"),
      page("partners/bookings/:id", "booking.tsx", "booking"),
      page("partners/bookings/:id/letter", "letter.ts", "letter"),
      page("partners/commission", "commission.tsx", "commission"),
      page("partners/commission.csv", "commission-csv.ts", "commission-csv"),
      page("partners/statement", "statement.tsx", "statement"),
      page("partners/statement/:format", "statement-file.ts", "statement-file"),
      page("partners/password", "password.tsx", "password"),
      page("partners/logout", "logout.tsx", "logout"),
      page("partners/sign-in-notice", "sign-in-notice.tsx", "sign-in-notice"),
    ]),
  ]);
}
