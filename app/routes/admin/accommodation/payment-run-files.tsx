/**
 * A payment run's files for the office (decision 0045): GET …/payment-runs/:id/sepa.xml (the SEPA
 * credit transfer file) and …/remittance/:file (a provider's remittance advice, "12.pdf"). Resource
 * routes under the guarded admin layout, admins only; never cached (bank data).
 */

import { ConflictError, NotFoundError } from "@server/services/errors";
import { adminContext } from "../admin.server";
import { requireAdmin } from "../session.server";
import type { Route } from "./+types/payment-run-files";

const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

const file = (body: string | Buffer, type: string, name: string) =>
  new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, session } = adminContext(context);
  requireAdmin(session);
  const runId = Number(params.id);
  if (!Number.isInteger(runId) || runId <= 0) return plain("Payment run not found", 404);
  try {
    if (params.file === undefined) {
      const { xml, fileName } = await services.accommodation.sepaFile(runId);
      return file(xml, "application/xml; charset=utf-8", fileName);
    }
    const providerId = Number(/^(\d+)\.pdf$/.exec(params.file)?.[1]);
    if (!Number.isInteger(providerId) || providerId <= 0) return plain("Not found", 404);
    const { pdf, fileName } = await services.accommodation.remittancePdf(runId, providerId);
    return file(pdf, "application/pdf", fileName);
  } catch (error) {
    if (error instanceof NotFoundError) return plain(error.message, 404);
    if (error instanceof ConflictError) return plain(error.message, 409);
    throw error;
  }
}
