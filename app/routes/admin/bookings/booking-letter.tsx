/**
 * GET /admin/bookings/{id}/letter: the booking's letter of acceptance as a PDF download. A
 * resource route under the guarded admin layout, so only signed-in staff reach it. Before the
 * deposit is recorded there is no letter (409).
 */
import { ConflictError, NotFoundError } from "@server/services/errors";
import { adminContext } from "../admin.server";
import type { Route } from "./+types/booking-letter";

const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** `filename=` for old clients (ASCII only), `filename*=` with the exact name for the rest. */
function disposition(filename: string): string {
  const ascii = filename.replace(/[^\w.-]+/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return plain("Booking not found", 404);
  try {
    const { filename, pdf } = await services.bookings.admin.letter(id);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": disposition(filename),
        "Content-Length": String(pdf.length),
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof NotFoundError) return plain("Booking not found", 404);
    if (error instanceof ConflictError) return plain(error.message, 409);
    throw error;
  }
}
