import { servicesContext } from "@server/http/context";
import type { PublicOfferService } from "@server/services/bookings/public";
import { ConflictError, GoneError, NotFoundError, RateLimitedError } from "@server/services/errors";
import type { Route } from "./+types/letter";

const text = (body: string, status: number, extra: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      ...extra,
    },
  });

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
 * GET /offers/:token/letter (and /es, /fr, /de): the person's own letter of acceptance, for a
 * visa application, once the school has recorded the deposit. Personal: never cached.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const offers: PublicOfferService = context.get(servicesContext).bookings.public;
  if (params.token.length > 256) return text("Not found", 404);
  try {
    const { filename, pdf } = await offers.letter(params.token);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": attachment(filename),
        "Content-Length": String(pdf.length),
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex, nofollow",
      },
    });
  } catch (error) {
    if (error instanceof NotFoundError) return text("Not found", 404);
    if (error instanceof GoneError) return text("This link has expired.", 410);
    if (error instanceof ConflictError) {
      return text("The letter of acceptance is ready once the deposit is received.", 409);
    }
    if (error instanceof RateLimitedError) {
      return text("Too many attempts. Please wait a little and try again.", 429, {
        "Retry-After": String(error.retryAfter),
      });
    }
    throw error;
  }
}
