/**
 * GET /admin/attendance/at-risk.csv?q=&reason=&campus=: the whole filtered at-risk list as CSV.
 * A resource route under the guarded admin layout (office staff only); the service audits the
 * download as an export, as the staff API's CSV is.
 */
import { atRiskQuerySchema } from "@shared/classes/forms";
import { adminContext } from "../admin.server";
import type { Route } from "./+types/at-risk-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, actor } = adminContext(context);
  const params = new URL(request.url).searchParams;
  const parsed = atRiskQuerySchema.safeParse({
    q: params.get("q") ?? undefined,
    reason: params.get("reason") || undefined,
    campus: params.get("campus") || undefined,
  });
  if (!parsed.success) {
    return new Response("The filter is not valid.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { page: _page, pageSize: _size, ...query } = parsed.data;
  const { stream } = await services.classes.atRiskCsv(query, actor);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="attendance-at-risk-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
