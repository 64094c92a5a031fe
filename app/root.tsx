import { isStaffPath } from "@shared/config/staff-path";
import { languageFromPath } from "@shared/i18n/languages";
import { type ReactNode, startTransition, useContext, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import type { EarlyClickWindow } from "./components/site/held-clicks";
import { SITE_FOOTER_PART } from "./components/site/site-footer-part";
import { ToastHost } from "./components/ui/toast-host";
import { InlineStylesheet } from "./lib/inline-stylesheet";
import { headScript, useWebFontsFromNextPage } from "./lib/preferences";
import { ScriptNonce } from "./lib/script-nonce";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/images/brand/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/images/brand/icon-512.svg" },
];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const inlineStylesheet = useContext(InlineStylesheet);
  const nonce = useContext(ScriptNonce);
  return (
    <html lang={languageFromPath(pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5c4d" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours (nonce-marked, so the page's policy allows it) that applies stored preferences before first paint
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? headScript() : "" }}
        />
        {/* Public pages carry the stylesheet inline, so the first paint needs one request; in
            the browser React finds that <style> by its href and keeps it (no fetch). Staff
            screens link the file. Either way it is a resource React writes first in <head>. */}
        {isStaffPath(pathname) ? (
          <link rel="stylesheet" href={stylesheet} precedence="default" />
        ) : (
          <style href={stylesheet} precedence="default">
            {inlineStylesheet ?? ""}
          </style>
        )}
        {/* A public page is not painted before its <main> has been parsed: a paint while the
            parser had stopped half-way through the first screen showed a hero button without
            its label, and the label's arrival moved it to the next line (CLS 0.011, in about
            1 load in 30 on a phone). What follows <main> has its own guard (app.css). */}
        {isStaffPath(pathname) ? null : (
          <link rel="expect" href={`#${SITE_FOOTER_PART}`} blocking="render" />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ToastHost />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useWebFontsFromNextPage(useLocation().pathname);
  // The page is live once hydration's effects have run and the transition they start is
  // committed: the one in which every `useHydrated` control becomes its live self. This
  // component's own transition starts last (a parent's effects run after its children's), so
  // React commits them together. The same switch as `useHydrated`, written here: importing that
  // hook into the root split a shared chunk, 0.3 KB more on every page (decision 0025).
  const [live, setLive] = useState(false);
  useEffect(() => {
    startTransition(() => setLive(true));
  }, []);
  useEffect(() => {
    if (live) whenLive();
  }, [live]);
  return <Outlet />;
}

/**
 * Marks the document once React has hydrated: the scripts start after load (decision 0013),
 * and tests of behaviour that needs them wait for this.
 */
function whenLive() {
  document.documentElement.dataset.hydrated = "";
  // A click on a script-only button made before hydration, and not on a deferred part (which
  // answers its own): answered now that the page is live (server/http/deferred-scripts.ts).
  const early = window as EarlyClickWindow;
  early.__hydrated = true;
  const held = early.__heldClick;
  early.__heldClick = undefined;
  if (held?.isConnected) held.click();
}

/** Last resort, outside any page chrome: the public and admin layouts have their own. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-4xl text-sea-deep">
        {notFound ? "404 Page Not Found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-ink-muted">
        {notFound
          ? "The page you asked for could not be found."
          : "We could not show this page just now. Please try again in a moment."}
      </p>
      <a className="btn-primary mt-8 inline-flex" href="/">
        Go to Homepage
      </a>
    </main>
  );
}
