import { servicesContext } from "@server/http/context";
import { localize } from "@shared/i18n/messages.server";
import { periodOfQuery } from "@shared/invoices/statement";
import { portalMeta } from "~/components/partners/format";
import { StatementView } from "~/components/partners/statement-view";
import type { Route } from "./+types/statement";
import { agentSessionContext } from "./session.server";

export const meta: Route.MetaFunction = (args) => portalMeta(args, "meta.statement");

/**
 * The agency's statement of account (issue 32): always the signed-in agent's own agency, from
 * the session, never from the address. A period with `?from=&to=` (the year so far otherwise).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { agent } = context.get(agentSessionContext);
  const url = new URL(request.url);
  const period = periodOfQuery(url.searchParams);
  const asked = url.searchParams.has("from") || url.searchParams.has("to");
  const statement = await context
    .get(servicesContext)
    .invoices.agencyStatement(agent.agencyId, period);
  if (!statement) throw new Response("Not found", { status: 404 });
  return {
    ...localize(request, ["partners"]),
    statement,
    invalidPeriod: asked && period.from === undefined && period.to === undefined,
  };
}

export default function Statement({ loaderData }: Route.ComponentProps) {
  return (
    <StatementView statement={loaderData.statement} invalidPeriod={loaderData.invalidPeriod} />
  );
}
