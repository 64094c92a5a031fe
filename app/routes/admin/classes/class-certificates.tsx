/**
 * GET /admin/classes/{id}/attendance-certificates: every student placed in the class, one
 * attendance certificate a page, as one PDF (office staff only, as the API: the guard lets a
 * teacher into /admin/classes/*, so this loader refuses them itself). The service audits the
 * download as an export.
 */
import type { Route } from "./+types/class-certificates";
import { classesContext, requireOffice } from "./classes.server";
import { pdfDownload } from "./pdf-download.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer, actor } = classesContext(context);
  requireOffice(viewer);
  return pdfDownload(params.id, "Class not found", (id) =>
    services.classes.classCertificates(id, actor),
  );
}
