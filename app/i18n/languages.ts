export const languages = ["en", "es", "fr", "de"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

export function isLanguage(value: string | undefined): value is Language {
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
