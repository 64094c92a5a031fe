/** GET /admin/warning-letters/{id}/pdf: a warning letter as sent (office staff; guarded layout). */
import { adminContext } from "../admin.server";
import type { Route } from "./+types/warning-letter-pdf";
import { pdfDownload } from "./pdf-download.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = adminContext(context);
  return pdfDownload(params.id, "Letter not found", (id) => services.classes.letters.pdf(id));
}
