/**
 * GET /admin/bookings/{id}/attendance-certificate: the student's attendance certificate (office
 * staff; guarded layout). The service audits the download as an export.
 */
import { adminContext } from "../admin.server";
import type { Route } from "./+types/attendance-certificate";
import { pdfDownload } from "./pdf-download.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, actor } = adminContext(context);
  return pdfDownload(params.id, "Booking not found", (id) =>
    services.classes.certificate(id, actor),
  );
}
