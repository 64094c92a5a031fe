/**
 * What the visitor chose, kept in their browser only: cookie consent, accessibility settings
 * and language. Never sent to the server with a page request, so cached pages stay the same for
 * everyone; applied by the small inline script in <head> before the first paint.
 */

import { DRAW_ALL_CLASS } from "@shared/config/offscreen-drawing";
import { isLanguage, type Language } from "@shared/i18n/languages";
import {
  CONSENT_COOKIE_PATTERN,
  CONSENT_COOKIE_SEEN,
  CONSENT_MAX_AGE_SECONDS,
} from "@shared/privacy/consent-cookie";
import { useEffect, useRef } from "react";
import { SMOOTH_SCROLL_CLASS } from "./motion";
import { pageShownScript } from "./page-shown";

export const CONSENT_KEY = "cookie-consent";
export const ACCESSIBILITY_KEY = "accessibility-settings";
export const LANGUAGE_KEY = "language";
/** Read by nothing on the server: it only lets the visitor's choice survive cleared storage. */
export const LANGUAGE_COOKIE = "lang";

export interface CookieConsent {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  /** When the choice was made; asked again after a year (cookie policy). */
  decidedAt: string;
}

export interface AccessibilitySettings {
  fontSize: number;
  highContrast: boolean;
  reduceMotion: boolean;
  screenReaderMode: boolean;
}

export const FONT_SIZE = { min: 75, max: 200, step: 25, default: 100 } as const;
const CONSENT_MAX_AGE_MS = CONSENT_MAX_AGE_SECONDS * 1000;

export const defaultAccessibility = (): AccessibilitySettings => ({
  fontSize: FONT_SIZE.default,
  highContrast: false,
  reduceMotion:
    typeof window !== "undefined" &&
    window.matchMedia?.("(prefers-reduced-motion: reduce)").matches,
  screenReaderMode: false,
});

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}

export function readConsent(): CookieConsent | null {
  const stored = read<CookieConsent>(CONSENT_KEY);
  if (!stored || typeof stored !== "object") return null;
  if (Date.now() - Date.parse(stored.decidedAt) > CONSENT_MAX_AGE_MS) return null;
  return { ...stored, necessary: true };
}

export function saveConsent(choice: Omit<CookieConsent, "necessary" | "decidedAt">): CookieConsent {
  const consent: CookieConsent = {
    necessary: true,
    ...choice,
    decidedAt: new Date().toISOString(),
  };
  write(CONSENT_KEY, consent);
  document.documentElement.classList.add("consent-given");
  window.dispatchEvent(new CustomEvent("consent-changed", { detail: consent }));
  return consent;
}

export function readAccessibility(): AccessibilitySettings {
  const stored = read<Partial<AccessibilitySettings>>(ACCESSIBILITY_KEY);
  return { ...defaultAccessibility(), ...(stored ?? {}) };
}

export function clampFontSize(size: number): number {
  const stepped = Math.round(size / FONT_SIZE.step) * FONT_SIZE.step;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, stepped));
}

export function applyAccessibility(settings: AccessibilitySettings): void {
  const root = document.documentElement;
  root.style.fontSize = settings.fontSize === FONT_SIZE.default ? "" : `${settings.fontSize}%`;
  root.classList.toggle("high-contrast", settings.highContrast);
  root.classList.toggle("reduce-motion", settings.reduceMotion || settings.screenReaderMode);
  root.classList.toggle("screen-reader", settings.screenReaderMode);
}

export function saveAccessibility(settings: AccessibilitySettings): void {
  write(ACCESSIBILITY_KEY, settings);
  applyAccessibility(settings);
  window.dispatchEvent(new CustomEvent("accessibility-changed", { detail: settings }));
}

export function resetAccessibility(): AccessibilitySettings {
  try {
    window.localStorage.removeItem(ACCESSIBILITY_KEY);
  } catch {
    // nothing stored
  }
  const settings = defaultAccessibility();
  applyAccessibility(settings);
  return settings;
}

export function rememberLanguage(lang: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    // storage unavailable
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
}

export function rememberedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage unavailable
  }
  const cookie = /(?:^|;\s*)lang=(\w+)/.exec(document.cookie)?.[1];
  return isLanguage(cookie) ? cookie : null;
}

/** On <html> when the page may use the web fonts: they are in the browser's cache (app.css). */
export const WEB_FONTS_CLASS = "web-fonts";
export const WEB_FONT_FAMILIES = ["Figtree Variable", "Fraunces Variable"] as const;

/**
 * Turns the web fonts on at a navigation in the browser once this page has fetched them: the
 * new page is drawn anyway, so the change of typeface moves nothing the visitor is reading.
 */
export function useWebFontsFromNextPage(pathname: string): void {
  const drawn = useRef(pathname);
  useEffect(() => {
    if (drawn.current === pathname) return;
    drawn.current = pathname;
    const fonts = document.fonts;
    if (fonts && WEB_FONT_FAMILIES.every((family) => fonts.check(`1em "${family}"`))) {
      document.documentElement.classList.add(WEB_FONTS_CLASS);
    }
  }, [pathname]);
}

/**
 * Runs in <head> before the body paints: applies stored accessibility settings (or the system's
 * reduced-motion preference) and hides the consent banner when a choice exists, so neither
 * flashes. A choice the consent form stored in the cookie (no JavaScript yet) is copied into
 * localStorage when it is newer; the cookie is read only on a page the server marked
 * `data-consent-cookie` (reading it is a round trip to the browser, decision 0024). A page
 * opened from another page of this site uses the web fonts (fetched by that page, see app.css);
 * every page fetches them once it has been shown (app/lib/page-shown.ts) and the browser is
 * idle. A page opened at a fragment (`#…`), a link to a fragment of the same page, and Back or
 * Forward (`popstate`, which a fragment link fires too) draw every section
 * (app/lib/offscreen-drawing.ts); a link to a fragment of the same page, and only that, scrolls
 * smoothly (app/lib/motion.ts).
 * Kept tiny and dependency-free; its hash goes into the CSP. A function, so that the browser's
 * bundle, which never calls it, leaves the text out (a constant built with `.map()` stayed in it).
 */
export const headScript = (): string =>
  `(function(){var d=document.documentElement;try{var a=JSON.parse(localStorage.getItem("${ACCESSIBILITY_KEY}")||"null");var rm=matchMedia("(prefers-reduced-motion: reduce)").matches;if(a){if(a.fontSize&&a.fontSize!==100)d.style.fontSize=a.fontSize+"%";if(a.highContrast)d.classList.add("high-contrast");if(a.screenReaderMode)d.classList.add("screen-reader");if(a.reduceMotion||a.screenReaderMode)d.classList.add("reduce-motion")}else if(rm){d.classList.add("reduce-motion")}}catch(e){}var c=null;try{c=JSON.parse(localStorage.getItem("${CONSENT_KEY}")||"null")}catch(e){}var m=d.hasAttribute("${CONSENT_COOKIE_SEEN}")&&/${CONSENT_COOKIE_PATTERN.source}/.exec(document.cookie);if(m&&(!c||!(Date.parse(c.decidedAt)>=+m[4]))){c={necessary:true,functional:m[1]==="1",analytics:m[2]==="1",marketing:m[3]==="1",decidedAt:new Date(+m[4]).toISOString()};try{localStorage.setItem("${CONSENT_KEY}",JSON.stringify(c))}catch(e){}}if(c&&Date.now()-Date.parse(c.decidedAt)<${CONSENT_MAX_AGE_MS})d.classList.add("consent-given");try{if(document.referrer&&new URL(document.referrer).origin===location.origin)d.classList.add("${WEB_FONTS_CLASS}")}catch(e){}if(location.hash)d.classList.add("${DRAW_ALL_CLASS}");var jump=0;document.addEventListener("click",function(e){var l=e.target&&e.target.closest&&e.target.closest("a[href]");if(l&&l.hash&&l.pathname===location.pathname&&l.origin===location.origin){d.classList.add("${DRAW_ALL_CLASS}","${SMOOTH_SCROLL_CLASS}");jump=1;setTimeout(function(){jump=0})}else d.classList.remove("${SMOOTH_SCROLL_CLASS}")},true);addEventListener("scrollend",function(){d.classList.remove("${SMOOTH_SCROLL_CLASS}")});addEventListener("popstate",function(){d.classList.add("${DRAW_ALL_CLASS}");if(!jump)d.classList.remove("${SMOOTH_SCROLL_CLASS}")});})();${pageShownScript}window.__whenShown(function(){var f=document.fonts;if(!f||!f.load)return;(window.requestIdleCallback||setTimeout)(function(){${WEB_FONT_FAMILIES.map((family) => `f.load('1em "${family}"').catch(function(){});`).join("")}})});`;
