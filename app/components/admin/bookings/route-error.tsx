/**
 * The error view of a booking screen: a record that does not exist (404) says so and leads back
 * to its list; anything else is the admin's usual error view (403 "Admins only" included).
 */
import { isRouteErrorResponse, Link } from "react-router";
import { buttonClass } from "../../ui/button";
import { PageHeader } from "../page-header";
import { AdminRouteError } from "../route-error";

export function BookingRouteError({
  error,
  title,
  notFound,
  back,
}: {
  error: unknown;
  title: string;
  notFound: string;
  back: { to: string; label: string };
}) {
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    return <AdminRouteError error={error} title={title} />;
  }
  return (
    <>
      <PageHeader title={title} />
      <div role="alert" className="rounded-xl border border-mist bg-white p-6">
        <h2 className="font-sans text-lg font-semibold text-ink">Not found</h2>
        <p className="mt-2 text-sm text-ink-muted">{notFound}</p>
        <Link to={back.to} className={`${buttonClass("secondary")} mt-4`}>
          {back.label}
        </Link>
      </div>
    </>
  );
}
