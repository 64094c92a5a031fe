/**
 * The cookie copy of the visitor's consent choice. The choice lives in the browser (localStorage,
 * see ./preferences.ts); the cookie lets the consent form work before or without JavaScript:
 * the server stores the choice in it and leaves the banner out of the pages it sends to that
 * visitor; the head script copies it into localStorage.
 * Format: `<functional>.<analytics>.<marketing>.<decided at, ms since epoch>`, e.g. `1.0.0.1764…`.
 */
export const CONSENT_COOKIE = "cookie-consent";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 3600;

export interface ConsentChoice {
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

export function consentCookieValue(choice: ConsentChoice, decidedAt: number): string {
  const bit = (value: boolean) => (value ? "1" : "0");
  return `${bit(choice.functional)}.${bit(choice.analytics)}.${bit(choice.marketing)}.${decidedAt}`;
}

/**
 * On `<html>` when the server saw the consent cookie: only then does the head script read
 * `document.cookie`, a round trip to the browser in the middle of parsing (decision 0024).
 */
export const CONSENT_COOKIE_SEEN = "data-consent-cookie";

/** Read by the server (consent.ts) and, as its source, by the head script (./preferences.ts). */
export const CONSENT_COOKIE_PATTERN = /(?:^|;\s*)cookie-consent=([01])\.([01])\.([01])\.(\d{1,15})/;
