import { servicesContext } from "@server/http/context";
import { localize } from "@shared/i18n/messages.server";
import { DashboardView } from "~/components/partners/dashboard-view";
import { portalMeta } from "~/components/partners/format";
import type { Route } from "./+types/dashboard";
import { agentSessionContext } from "./session.server";

export const meta: Route.MetaFunction = (args) => portalMeta(args, "meta.dashboard");

/** The agency at a glance: requests, open offers, bookings by status, commission. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { agent } = context.get(agentSessionContext);
  const dashboard = await context.get(servicesContext).agents.portal.dashboard(agent);
  const welcome = new URL(request.url).searchParams.get("welcome") === "1";
  return { ...localize(request, ["partners"]), dashboard, agentName: agent.name, welcome };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardView
      dashboard={loaderData.dashboard}
      agentName={loaderData.agentName}
      welcome={loaderData.welcome}
    />
  );
}
