/**
 * The error view of an admin screen, inside the admin frame: a refused request (403) says that
 * only admins may open the screen instead of a generic failure.
 */
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "../ui/button";
import { PageHeader } from "./page-header";

export function AdminRouteError({ error, title }: { error: unknown; title: string }) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <>
      <PageHeader title={title} />
      <div role="alert" className="rounded-xl border border-mist bg-white p-6">
        <h2 className="font-sans text-lg font-semibold text-ink">
          {forbidden ? "Admins only" : "This screen could not be shown"}
        </h2>
        <p className="mt-2 text-sm text-ink-muted">
          {forbidden
            ? "Your account is an editor account. Ask an admin if you need something from this screen."
            : "Please reload the page in a moment. If it keeps failing, tell the site administrator."}
        </p>
        <Link to="/admin/dashboard" className={`${buttonClass("secondary")} mt-4`}>
          Back to the dashboard
        </Link>
      </div>
    </>
  );
}
