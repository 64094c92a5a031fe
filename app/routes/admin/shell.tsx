/**
 * Wraps every admin screen, signed in or not: never cached or indexed, and the toast host
 * (until the site root mounts one itself; a second Toaster renders nothing).
 */
import type { MiddlewareFunction } from "react-router";
import { isRouteErrorResponse, Outlet } from "react-router";
import { Toaster } from "../../components/ui/toast";

const noStore: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

export const middleware = [noStore];

export function meta({ error }: { error?: unknown }) {
  const robots = { name: "robots", content: "noindex, nofollow" };
  // The screens set their own title; a refusal shown by the boundary below needs one too.
  if (!error) return [robots];
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return [
    { title: `${forbidden ? "Not open to your account" : "Error"} | Clover English Admin` },
    robots,
  ];
}

export default function AdminShellRoute() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

/**
 * A screen the guard refused before the admin frame could render: a teacher who typed the
 * address of leads or bookings (issue 30). `/admin` leads each role home (a teacher to their
 * registers, the office to the dashboard).
 */
export function ErrorBoundary({ error }: { error: unknown }) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-16">
      <div role="alert" className="rounded-xl border border-mist bg-white p-6">
        <h1 className="font-sans text-2xl font-semibold text-ink">
          {forbidden ? "Not open to your account" : "This screen could not be shown"}
        </h1>
        <p className="mt-2 text-sm text-ink-muted">
          {forbidden
            ? "Your account cannot open this screen. Ask an admin if you need something from it."
            : "Please reload the page in a moment. If it keeps failing, tell the site administrator."}
        </p>
        <a
          href="/admin"
          className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-sea px-4 font-semibold text-sea-deep hover:bg-sky"
        >
          Back to the admin
        </a>
      </div>
      <Toaster />
    </main>
  );
}
