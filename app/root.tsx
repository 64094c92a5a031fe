import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { languageFromPath } from "./i18n/languages";

export function loader({ request }: Route.LoaderArgs) {
  return { lang: languageFromPath(new URL(request.url).pathname) };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={data?.lang ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/images/brand/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="font-display text-4xl text-ink">
        {notFound ? "404 Page Not Found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-ink-muted">
        {notFound
          ? "The page you asked for could not be found."
          : "We could not show this page. Please try again in a moment."}
      </p>
      <a className="btn-primary mt-8 inline-flex" href="/">
        Go to Homepage
      </a>
    </main>
  );
}
