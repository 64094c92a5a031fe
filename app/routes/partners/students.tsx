import { servicesContext } from "@server/http/context";
import { localize } from "@shared/i18n/messages.server";
import { portalMeta } from "~/components/partners/format";
import { StudentsView } from "~/components/partners/students-view";
import type { Route } from "./+types/students";
import { agentSessionContext } from "./session.server";

export const meta: Route.MetaFunction = (args) => portalMeta(args, "meta.students");

const PAGE_SIZE = 20;

/** The agency's quote requests and bookings, searched and paged on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { agent } = context.get(agentSessionContext);
  const query = new URL(request.url).searchParams;
  const q = (query.get("q") ?? "").trim().slice(0, 100);
  const requested = Number.parseInt(query.get("page") ?? "1", 10);
  const page = Number.isFinite(requested) && requested > 0 ? Math.min(requested, 10_000) : 1;
  const students = await context
    .get(servicesContext)
    .agents.portal.students(agent, { q, page, pageSize: PAGE_SIZE });
  return { ...localize(request, ["partners"]), students, q };
}

export default function Students({ loaderData }: Route.ComponentProps) {
  return <StudentsView students={loaderData.students} q={loaderData.q} />;
}
