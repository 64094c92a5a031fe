import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { FailedSignInsNotice } from "~/components/partners/failed-sign-ins-notice";
import { portalMeta } from "~/components/partners/format";
import { PortalError } from "~/components/partners/portal-error";
import { useSessionKeepAlive } from "~/lib/use-session-keep-alive";
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
  const { agent, failedSignIns } = context.get(agentSessionContext);
  return {
    agent,
    failedSignIns: failedSignIns
      ? { count: failedSignIns.count, lastAt: failedSignIns.lastAt?.toISOString() ?? null }
      : null,
  };
}

export default function Guarded({ loaderData }: Route.ComponentProps) {
  // Portal sessions end after 30 idle minutes too; typing a long quote request is not idle.
  useSessionKeepAlive("/api/partners/session");
  return (
    <>
      {loaderData.failedSignIns ? <FailedSignInsNotice notice={loaderData.failedSignIns} /> : null}
      <Outlet />
    </>
  );
}

/** A missing booking (or another agency's) and other failures, inside the portal's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <PortalError status={isRouteErrorResponse(error) ? error.status : 500} />;
}
