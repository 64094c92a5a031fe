/**
 * POST /consent: the cookie banner and the cookie preferences are forms that post here, so a
 * visitor's choice works before the page's script has loaded, or with JavaScript off. The choice
 * goes into the consent cookie (strictly necessary: it records the choice itself), which the
 * head script copies into the browser's storage; then the visitor is sent back to the page.
 * Once the script runs, the banner decides in the browser and never posts; it does not write
 * the cookie, so only visitors who used the form get the server-side variant without banner.
 */

import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_PATTERN,
  CONSENT_COOKIE_SEEN,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoice,
  consentCookieValue,
} from "@shared/privacy/consent-cookie";
import type { Context } from "hono";

/** A path on this site to go back to; anything else (another origin, garbage) is the home page. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  // No control characters (header splitting, odd redirects).
  if ([...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return "/";
  return value;
}

export function choiceFromForm(form: Record<string, unknown>): ConsentChoice | null {
  switch (form.choice) {
    case "all":
      return { functional: true, analytics: true, marketing: true };
    case "none":
      return { functional: false, analytics: false, marketing: false };
    case "custom":
      return {
        functional: form.functional === "on",
        analytics: form.analytics === "on",
        marketing: form.marketing === "on",
      };
    default:
      return null;
  }
}

export function consentHandler(production: boolean) {
  return async (c: Context) => {
    const form = await c.req.parseBody().catch(() => null);
    const choice = form ? choiceFromForm(form) : null;
    if (!form || !choice) {
      return c.text("Choose Accept All, Reject All or Save Preferences.", 400);
    }
    const secure = production ? "; Secure" : "";
    c.header(
      "Set-Cookie",
      `${CONSENT_COOKIE}=${consentCookieValue(choice, Date.now())}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
    );
    c.header("Cache-Control", "no-store");
    return c.redirect(safeReturnPath(form.returnTo), 303);
  };
}

export function hasConsentCookie(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && CONSENT_COOKIE_PATTERN.test(cookieHeader);
}

/** The page cache's variant for a visitor: the banner-less page once they chose (page-cache.ts). */
export function pageCacheVariant(cookieHeader: string | undefined): string | undefined {
  return hasConsentCookie(cookieHeader) ? "consent-given" : undefined;
}

/**
 * The page as the head script would leave it for a visitor who has chosen: no banner. It also
 * tells the head script that the cookie holds a choice to copy (`CONSENT_COOKIE_SEEN`).
 */
export function markConsentGiven(html: string): string {
  return html.replace(/<html([^>]*)>/, (_tag, attributes: string) =>
    /\bclass="/.test(attributes)
      ? `<html${attributes.replace(/\bclass="/, `${CONSENT_COOKIE_SEEN} class="consent-given `)}>`
      : `<html${attributes} ${CONSENT_COOKIE_SEEN} class="consent-given">`,
  );
}
