/**
 * GET /admin/agencies/{id}/statement.csv?month=YYYY-MM: an agency's commission statement for a
 * month as CSV (euros with two decimals). A resource route under the guarded admin layout, so
 * only signed-in staff reach it; the download names students, so it is audited like the other
 * exports (by the service, as the staff API's CSV is).
 */

import { NotFoundError } from "@server/services/errors";
import { MONTH } from "@shared/agents/types";
import { adminContext } from "../admin.server";
import type { Route } from "./+types/statement-csv";

const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services, actor } = adminContext(context);
  const id = Number(params.id);
  const month = new URL(request.url).searchParams.get("month") ?? "";
  if (!Number.isInteger(id) || id <= 0) return plain("Agency not found", 404);
  if (!MONTH.test(month)) return plain("Give the month as YYYY-MM.", 400);
  try {
    const stream = await services.agents.commission.exportCsv(id, month, actor);
    return new Response(stream, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="commission-agency-${id}-${month}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof NotFoundError) return plain("Agency not found", 404);
    throw error;
  }
}
