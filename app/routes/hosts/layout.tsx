import type { HostIdentity } from "@shared/hosts/types";
import { isRouteErrorResponse, Outlet, useMatches, useRouteError } from "react-router";
import { HostError, HostShell, hostMeta } from "~/components/hosts/host-shell";
import type { Route } from "./+types/layout";
import { hostHeaders } from "./session.server";

/**
 * The host portal's layout (decision 0046): the site's document shell and CSP (root.tsx), the
 * portal's own frame; every response `no-store` and `noindex`, cross-site posts refused.
 */
export const middleware: Route.MiddlewareFunction[] = [hostHeaders];

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? hostMeta(isRouteErrorResponse(error) && error.status === 404 ? "Not found" : "Error")
    : [];

/** The signed-in host, once the guard's loader has run. */
function useHost(): HostIdentity | null {
  return (
    useMatches()
      .map((match) => (match.loaderData as { host?: HostIdentity } | undefined)?.host)
      .find((found) => found !== undefined) ?? null
  );
}

export default function HostLayout() {
  return (
    <HostShell host={useHost()}>
      <Outlet />
    </HostShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <HostShell host={null}>
      <HostError status={isRouteErrorResponse(error) ? error.status : 500} />
    </HostShell>
  );
}
