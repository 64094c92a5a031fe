import { servicesContext } from "@server/http/context";
import { renderStatementPdf, statementFileName } from "@server/services/invoices/statement-pdf";
import { periodOfQuery } from "@shared/invoices/statement";
import type { Route } from "./+types/statement-file";
import { agentSessionContext } from "./session.server";

/**
 * GET /partners/statement/pdf and /partners/statement/csv (`?from=&to=`): the agency's own
 * statement of account as a file for its accounts (English, as the staff's). Personal: never
 * cached.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { agent } = context.get(agentSessionContext);
  const services = context.get(servicesContext);
  if (params.format !== "pdf" && params.format !== "csv") {
    throw new Response("Not found", { status: 404 });
  }
  const statement = await services.invoices.agencyStatement(
    agent.agencyId,
    periodOfQuery(new URL(request.url).searchParams),
  );
  if (!statement) throw new Response("Not found", { status: 404 });
  const headers = {
    "Content-Disposition": `attachment; filename="${statementFileName(statement, params.format)}"`,
    "Cache-Control": "no-store",
  };
  if (params.format === "pdf") {
    const pdf = await renderStatementPdf(statement);
    return new Response(new Uint8Array(pdf), {
      headers: { ...headers, "Content-Type": "application/pdf" },
    });
  }
  return new Response(services.invoices.statementCsv(statement), {
    headers: { ...headers, "Content-Type": "text/csv; charset=utf-8" },
  });
}
