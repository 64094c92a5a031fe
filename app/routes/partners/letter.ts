import { servicesContext } from "@server/http/context";
import { ConflictError, NotFoundError } from "@server/services/errors";
import type { Route } from "./+types/letter";
import { agentSessionContext } from "./session.server";

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** `attachment` with an ASCII fallback name and the exact one (RFC 6266 / 5987). */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\w.-]+/g, "-").replace(/^-+|-+$/g, "") || "letter.pdf";
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}

/**
 * GET /partners/bookings/:id/letter: the student's letter of acceptance, for the agency's own
 * booking once the deposit is recorded. Built on request, never stored; never cached (the
 * portal's middleware sets no-store on every response).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  if (id <= 0) return text("Not found", 404);
  const { agent } = context.get(agentSessionContext);
  try {
    const { filename, pdf } = await context.get(servicesContext).agents.portal.letter(agent, id);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": attachment(filename),
        "Content-Length": String(pdf.length),
      },
    });
  } catch (error) {
    if (error instanceof NotFoundError) return text("Not found", 404);
    if (error instanceof ConflictError) {
      return text("The letter of acceptance is ready once the deposit is received.", 409);
    }
    throw error;
  }
}
