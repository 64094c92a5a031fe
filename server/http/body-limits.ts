/**
 * Every request body has a ceiling that fits its forms (issue 27), checked before the body is
 * read: a declared Content-Length over it is answered 413 at once, and a body sent without one
 * (chunked) is counted as it arrives and refused as soon as it passes the ceiling, so no request
 * can make the process hold more than that in memory. The answer is JSON under /api and a short
 * page in the visitor's language elsewhere; the connection is closed rather than drained.
 */

import { brand } from "@shared/config/brand";
import { languageFromPath } from "@shared/i18n/languages";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

const KiB = 1024;

/** Public forms and the public and partner API: a long enquiry is a few KiB. */
export const PUBLIC_BODY_BYTES = 64 * KiB;
/** The staff API: a long blog post or a program with its FAQ. */
export const STAFF_API_BODY_BYTES = 256 * KiB;
/** Staff screens' forms: the same content, URL-encoded (non-ASCII text grows up to 9×). */
export const STAFF_FORM_BODY_BYTES = 1024 * KiB;

export function bodyLimitFor(path: string): number {
  if (path.startsWith("/api/admin/")) return STAFF_API_BODY_BYTES;
  if (path === "/admin" || path.startsWith("/admin/")) return STAFF_FORM_BODY_BYTES;
  return PUBLIC_BODY_BYTES;
}

const pageText = {
  en: [
    "Too much to send",
    "What you sent is larger than this form accepts. Please shorten it and try again.",
  ],
  es: [
    "Demasiado para enviar",
    "Lo que has enviado supera el tamaño que admite este formulario. Acórtalo y vuelve a intentarlo.",
  ],
  fr: [
    "Envoi trop volumineux",
    "Ce que vous avez envoyé dépasse la taille acceptée par ce formulaire. Raccourcissez-le et réessayez.",
  ],
  de: [
    "Zu viel zum Senden",
    "Ihre Eingabe ist größer, als dieses Formular annimmt. Bitte kürzen Sie sie und versuchen Sie es erneut.",
  ],
} as const;

function tooLarge(c: Context, maxSize: number): Response {
  const path = c.req.path;
  c.header("Connection", "close");
  if (path.startsWith("/api/")) {
    return c.json(
      {
        error: "payload_too_large",
        message: `The request body is too large: the limit is ${maxSize / KiB} KiB`,
      },
      413,
    );
  }
  const lang = languageFromPath(path);
  const [title, text] = pageText[lang];
  c.header("Cache-Control", "no-store");
  return c.html(
    `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;color:#1c2321;line-height:1.5"><h1 style="color:#0f5c4d">${title}</h1><p>${text}</p><p><a href="${lang === "en" ? "/" : `/${lang}`}" style="color:#0f5c4d">${brand.name}</a></p></body></html>`,
    413,
  );
}

/** Applies the ceiling of each path's family to every request that has a body. */
export function bodyLimits(): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const maxSize = bodyLimitFor(c.req.path);
    // A declared length is checked here rather than in hono's bodyLimit: it asks the request for
    // its body stream first, which builds a full web Request on every POST and turns off the
    // node adapter's direct read of JSON (a tenth of the server's CPU at a thousand writes a
    // second). Node's parser never delivers more bytes than Content-Length declares.
    const declared = c.req.header("content-length");
    if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number.parseInt(declared, 10) > maxSize
        ? Promise.resolve(tooLarge(c, maxSize))
        : next();
    }
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({ maxSize, onError: (c) => tooLarge(c, maxSize) });
      limiters.set(maxSize, limiter);
    }
    return limiter(c, next);
  };
}
