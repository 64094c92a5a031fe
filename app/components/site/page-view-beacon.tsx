import { languageFromPath } from "@shared/i18n/languages";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { readConsent } from "~/lib/preferences";

/**
 * Counts a page view on our own server, only when the visitor accepted analytics: no cookie,
 * no identifier, just the path and language (see the cookie policy).
 */
export function PageViewBeacon() {
  const { pathname } = useLocation();
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    const check = () => setAllowed(readConsent()?.analytics === true);
    check();
    window.addEventListener("consent-changed", check);
    return () => window.removeEventListener("consent-changed", check);
  }, []);

  useEffect(() => {
    if (!allowed) return;
    const body = JSON.stringify({ path: pathname, locale: languageFromPath(pathname) });
    const blob = new Blob([body], { type: "application/json" });
    if (!navigator.sendBeacon?.("/api/page-views", blob)) {
      fetch("/api/page-views", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/json" },
        keepalive: true,
      }).catch(() => {});
    }
  }, [allowed, pathname]);

  return null;
}
