import { isLanguage, type Language } from "@shared/i18n/languages";
import { type ComponentType, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { rememberedLanguage } from "~/lib/preferences";
import type { SuggestionBannerProps } from "./language-suggestion-banner";

/**
 * On a first visit to `/`, offers (never forces) the browser's language. Only the check is in
 * every page's code; the banner's own code comes when there is something to offer.
 */
export function LanguageSuggestion() {
  const { pathname } = useLocation();
  const [suggested, setSuggested] = useState<Exclude<Language, "en"> | null>(null);
  const [Banner, setBanner] = useState<ComponentType<SuggestionBannerProps> | null>(null);

  useEffect(() => {
    if (pathname !== "/" || rememberedLanguage()) return;
    const browser = navigator.languages
      ?.map((tag) => tag.slice(0, 2).toLowerCase())
      .find(isLanguage);
    if (!browser || browser === "en") return;
    setSuggested(browser);
    import("./language-suggestion-banner")
      .then((module) => setBanner(() => module.LanguageSuggestionBanner))
      .catch(() => {
        // Offline: no offer, the page is unchanged.
      });
  }, [pathname]);

  if (!suggested || !Banner || pathname !== "/") return null;
  return <Banner suggested={suggested} onDecline={() => setSuggested(null)} />;
}
