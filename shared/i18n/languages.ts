export const languages = ["en", "es", "fr", "de"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

/** How each language names itself (shown in the switcher), and its BCP 47 locale for dates. */
export const languageInfo: Record<Language, { name: string; locale: string; flag: string }> = {
  en: { name: "English", locale: "en-IE", flag: "🇮🇪" },
  es: { name: "Español", locale: "es-ES", flag: "🇪🇸" },
  fr: { name: "Français", locale: "fr-FR", flag: "🇫🇷" },
  de: { name: "Deutsch", locale: "de-DE", flag: "🇩🇪" },
};

export function isLanguage(value: string | undefined | null): value is Language {
  return (languages as readonly string[]).includes(value ?? "");
}

/** The language a URL is in: `/es/…` is Spanish, anything without a language prefix English. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return isLanguage(first) ? first : defaultLanguage;
}

/** The path of the same page in another language. */
export function localizePath(pathname: string, lang: Language): string {
  const current = languageFromPath(pathname);
  const bare = current === defaultLanguage ? pathname : pathname.slice(current.length + 1) || "/";
  if (lang === defaultLanguage) return bare;
  return bare === "/" ? `/${lang}` : `/${lang}${bare}`;
}

/** A site path (`/programs`) in the given language (`/es/programs`). */
export function href(lang: Language, path: string): string {
  if (lang === defaultLanguage) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}
