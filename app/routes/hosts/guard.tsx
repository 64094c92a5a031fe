import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { HostError } from "~/components/hosts/host-shell";
import type { Route } from "./+types/guard";
import { hostSessionContext, requireHostSession } from "./session.server";

/**
 * The guarded part of the host portal: ONE server middleware checks the host's session before
 * any loader or action below runs. Its loader hands the host to the layout's header.
 */
export const middleware: Route.MiddlewareFunction[] = [requireHostSession];

export function loader({ context }: Route.LoaderArgs) {
  return { host: context.get(hostSessionContext).host };
}

export default function Guarded() {
  return <Outlet />;
}

/** Another provider's placement (404) and other failures, inside the portal's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <HostError status={isRouteErrorResponse(error) ? error.status : 500} />;
}
