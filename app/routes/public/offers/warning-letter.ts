/**
 * GET /offers/:token/warning-letters/:id (and /es, /fr, /de): a warning letter about the
 * person's attendance, opened with their own booking link (the e-mail that carries the letter
 * links here: the outbox sends no attachments). Personal: never cached.
 */
import { servicesContext } from "@server/http/context";
import { GoneError, NotFoundError } from "@server/services/errors";
import type { Route } from "./+types/warning-letter";

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const letters = context.get(servicesContext).classes.letters;
  const id = Number(params.id);
  if (params.token.length > 256 || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647) {
    return text("Not found", 404);
  }
  try {
    const { filename, pdf } = await letters.familyPdf(params.token, id);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]+/g, "_")}"`,
        "Content-Length": String(pdf.length),
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex, nofollow",
      },
    });
  } catch (error) {
    if (error instanceof NotFoundError) return text("Not found", 404);
    if (error instanceof GoneError) return text("This link has expired.", 410);
    throw error;
  }
}
