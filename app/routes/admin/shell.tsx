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
  return [{ title: `${messageOf(error).title} | Clover English Admin` }, robots];
}

/** What the boundary says: a refusal, a record that is not there, or a failure. */
function messageOf(error: unknown): { title: string; text: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403) {
    return {
      title: "Not open to your account",
      text: "Your account cannot open this screen. Ask an admin if you need something from it.",
    };
  }
  if (status === 404) {
    return {
      title: "Not found",
      text: "Nothing is at this address: the link is wrong, or the record was deleted.",
    };
  }
  return {
    title: "This screen could not be shown",
    text: "Please reload the page in a moment. If it keeps failing, tell the site administrator.",
  };
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
 * A screen the guard refused before the admin frame could render (a teacher who typed the
 * address of leads or bookings, issue 30), or a record a loader did not find. `/admin` leads each role home (a teacher to their
 * registers, the office to the dashboard).
 */
export function ErrorBoundary({ error }: { error: unknown }) {
  const { title, text } = messageOf(error);
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-16">
      <div role="alert" className="rounded-xl border border-mist bg-white p-6">
        <h1 className="font-sans text-2xl font-semibold text-ink">{title}</h1>
        <p className="mt-2 text-sm text-ink-muted">{text}</p>
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
