import { servicesContext } from "@server/http/context";
import { MONTH } from "@shared/agents/types";
import type { Route } from "./+types/commission-csv";
import { currentMonth } from "./month.server";
import { agentSessionContext } from "./session.server";

/**
 * GET /partners/commission.csv?month=YYYY-MM: the agency's statement for a month as CSV (for
 * their accounts), the same lines as the commission page. Personal: never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { agent } = context.get(agentSessionContext);
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  const month = MONTH.test(asked) ? asked : currentMonth(context.get(servicesContext).now());
  const stream = await context.get(servicesContext).agents.commission.csv(agent.agencyId, month);
  const slug = agent.agencyName
    .normalize("NFKD")
    .replace(/[^\w]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="commission-${slug || "agency"}-${month}.csv"`,
    },
  });
}
