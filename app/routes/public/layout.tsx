import { configContext } from "@server/http/context";
import { createI18n, type I18nPayload, mergePayloads } from "@shared/i18n/i18n";
import { localize } from "@shared/i18n/messages.server";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, Outlet, useMatches, useRouteError } from "react-router";
import { DeferredHydration, deferredPart } from "~/components/site/deferred-hydration";
import { LanguageSuggestion } from "~/components/site/language-suggestion";
import { PageViewBeacon } from "~/components/site/page-view-beacon";
import { SITE_FOOTER_PART } from "~/components/site/site-footer-part";
import { useLocalized } from "~/components/site/use-localized";
import { I18nProvider, useTranslation } from "~/i18n/react";
import type { Route } from "./+types/layout";

export function loader({ request, context }: Route.LoaderArgs) {
  return { ...localize(request, ["common"]), siteUrl: context.get(configContext).publicUrl };
}

/** The footer is never on the first screen: its code comes when the visitor scrolls to it. */
const footer = deferredPart(SITE_FOOTER_PART, () =>
  import("~/components/site/site-footer").then((module) => module.SiteFooter),
);

/**
 * The header and the floating buttons work as HTML (links, popover menus, forms posting) until
 * the visitor first does something; only then do they need their code (decision 0013).
 */
const header = deferredPart(
  "site-header",
  () => import("~/components/site/site-header").then((module) => module.SiteHeader),
  { when: "interaction" },
);
const overlays = deferredPart(
  "site-overlays",
  () => import("~/components/site/site-overlays").then((module) => module.SiteOverlays),
  { when: "interaction" },
);

/**
 * Public pages are the same for every visitor (personal choices are applied in the browser), so
 * they may be kept by our page cache and a CDN for a minute, and served stale while refreshing.
 */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
});

/** The messages of every matched route (layout + page), as one i18next instance. */
function usePageI18n() {
  const payload = mergePayloads(
    useMatches().map((match) => (match.loaderData as { i18n?: I18nPayload } | undefined)?.i18n),
  );
  if (!payload) throw new Error("The public layout's loader must provide messages");
  return createI18n(payload.lang, payload.bundles);
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-white px-4 py-3 font-semibold text-sea-deep shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <LanguageSuggestion />
      <DeferredHydration part={header} props={{}} />
      {/* Sections off the first screen are drawn when they come near it (app.css, decision 0020). */}
      <main id="main" tabIndex={-1} className="lazy-sections outline-none">
        {children}
      </main>
      <DeferredHydration part={footer} props={{}} />
      <DeferredHydration part={overlays} props={{}} />
      <PageViewBeacon />
    </>
  );
}

export default function PublicLayout() {
  return (
    <I18nProvider i18n={usePageI18n()}>
      <Shell>
        <Outlet />
      </Shell>
    </I18nProvider>
  );
}

function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { to } = useLocalized();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="text-4xl text-sea-deep">{t("errors.notFoundTitle")}</h1>
        <Link to={to("/")} className="btn-primary mt-8 inline-flex">
          {t("errors.goHome")}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-4xl text-sea-deep">{t("errors.errorTitle")}</h1>
      <p className="mt-4 text-ink-muted">{t("errors.errorText")}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="btn-primary mt-8 inline-flex"
      >
        {t("errors.tryAgain")}
      </button>
    </section>
  );
}

/** A page that failed keeps the site's header and footer, in the page's language. */
export function ErrorBoundary() {
  return (
    <I18nProvider i18n={usePageI18n()}>
      <Shell>
        <ErrorContent />
      </Shell>
    </I18nProvider>
  );
}
