import { defaultLanguage, href, type Language, languageFromPath } from "@shared/i18n/languages";
import { useLocation } from "react-router";

/** The current language, the path without its language prefix, and a link builder for it. */
export function useLocalized(): { lang: Language; bare: string; to: (path: string) => string } {
  const { pathname } = useLocation();
  const lang = languageFromPath(pathname);
  const bare = lang === defaultLanguage ? pathname : pathname.slice(lang.length + 1) || "/";
  return { lang, bare, to: (path: string) => href(lang, path) };
}
