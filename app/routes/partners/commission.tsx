import { servicesContext } from "@server/http/context";
import { MONTH } from "@shared/agents/types";
import { localize } from "@shared/i18n/messages.server";
import { CommissionView } from "~/components/partners/commission-view";
import { portalMeta } from "~/components/partners/format";
import type { Route } from "./+types/commission";
import { currentMonth } from "./month.server";
import { agentSessionContext } from "./session.server";

export const meta: Route.MetaFunction = (args) => portalMeta(args, "meta.commission");

/** One month's statement (default: this month in Dublin), chosen with a plain GET form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { agent } = context.get(agentSessionContext);
  const services = context.get(servicesContext);
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  const thisMonth = currentMonth(services.now());
  const month = MONTH.test(asked) ? asked : thisMonth;
  const statement = await services.agents.commission.statement(agent.agencyId, month);
  return {
    ...localize(request, ["partners"]),
    statement,
    thisMonth,
    invalidMonth: asked !== "" && !MONTH.test(asked),
  };
}

export default function Commission({ loaderData }: Route.ComponentProps) {
  return (
    <CommissionView
      statement={loaderData.statement}
      thisMonth={loaderData.thisMonth}
      invalidMonth={loaderData.invalidMonth}
    />
  );
}
