/**
 * The route table is the site map. Public pages exist once per language: English at the root,
 * the others under /es, /fr and /de (see app/i18n). Admin routes are guarded in their layout.
 */
import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { adminRoutes } from "./routes/admin/routes";
import { hostRoutes } from "./routes/hosts/routes";
import { partnerRoutes } from "./routes/partners/routes";
import { blogRoutes } from "./routes/public/blog/routes";
import { guardianRoutes } from "./routes/public/guardian/routes";
import { infoRoutes } from "./routes/public/info/routes";
import { levelTestRoutes } from "./routes/public/level-test/routes";
import { offersRoutes } from "./routes/public/offers/routes";
import { placesRoutes } from "./routes/public/places/routes";
import { programsRoutes } from "./routes/public/programs/routes";

const languages = ["en", "es", "fr", "de"] as const;

function publicPages(lang: (typeof languages)[number]) {
  const id = (name: string) => `${lang}/${name}`;
  return layout("routes/public/layout.tsx", { id: id("layout") }, [
    index("routes/public/home.tsx", { id: id("home") }),
    ...programsRoutes(id),
    ...placesRoutes(id),
    ...infoRoutes(id),
    ...blogRoutes(id),
    ...levelTestRoutes(id),
    ...offersRoutes(id),
    ...guardianRoutes(id),
    route("newsletter", "routes/public/newsletter-signup.tsx", { id: id("newsletter") }),
    route("newsletter/confirm", "routes/public/newsletter-confirm.tsx", {
      id: id("newsletter-confirm"),
    }),
    route("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx", {
      id: id("newsletter-unsubscribe"),
    }),
    route("*", "routes/public/not-found.tsx", { id: id("not-found") }),
  ]);
}

/** The partner portal (issue 17): per language too, in its own layout, outside the public one. */
const partnerPages = (lang: (typeof languages)[number]) =>
  partnerRoutes((name: string) => `${lang}/${name}`);

export default [
  publicPages("en"),
  partnerPages("en"),
  ...languages
    .filter((lang) => lang !== "en")
    .flatMap((lang) => prefix(lang, [publicPages(lang), partnerPages(lang)])),
  ...adminRoutes,
  hostRoutes,
] satisfies RouteConfig;
