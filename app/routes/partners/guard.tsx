import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { portalMeta } from "~/components/partners/format";
import { PortalError } from "~/components/partners/portal-error";
import type { Route } from "./+types/guard";
import { agentSessionContext, requireAgentSession } from "./session.server";

/**
 * The guarded part of the portal: ONE server middleware checks the agent's session before any
 * loader, action or file below runs (session.server.ts). Its loader hands the agent to the
 * layout's header.
 */
export const middleware: Route.MiddlewareFunction[] = [requireAgentSession];

/** The title of the error page (a page's own meta speaks when it rendered). */
export const meta: Route.MetaFunction = ({ error, ...args }) =>
  error
    ? portalMeta(
        args,
        isRouteErrorResponse(error) && error.status === 404 ? "meta.notFound" : "meta.failed",
      )
    : [];

export function loader({ context }: Route.LoaderArgs) {
  return { agent: context.get(agentSessionContext).agent };
}

export default function Guarded() {
  return <Outlet />;
}

/** A missing booking (or another agency's) and other failures, inside the portal's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <PortalError status={isRouteErrorResponse(error) ? error.status : 500} />;
}
