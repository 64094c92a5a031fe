import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { isLanguage, type Language, localizePath } from "~/i18n/languages";
import { languageSuggestion } from "~/i18n/suggestions";
import { rememberedLanguage, rememberLanguage } from "~/lib/preferences";

/** On a first visit to `/`, offers (never forces) the browser's language. */
export function LanguageSuggestion() {
  const { pathname } = useLocation();
  const [suggested, setSuggested] = useState<Exclude<Language, "en"> | null>(null);

  useEffect(() => {
    if (pathname !== "/" || rememberedLanguage()) return;
    const browser = navigator.languages
      ?.map((tag) => tag.slice(0, 2).toLowerCase())
      .find(isLanguage);
    if (browser && browser !== "en") setSuggested(browser);
  }, [pathname]);

  if (!suggested || pathname !== "/") return null;
  const copy = languageSuggestion[suggested];
  return (
    <aside lang={suggested} className="border-b border-dune bg-sky" aria-label={copy.text}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-3 px-4 py-2 text-sm sm:px-6">
        <p>{copy.text}</p>
        <Link
          to={localizePath(pathname, suggested)}
          onClick={() => rememberLanguage(suggested)}
          className="inline-flex min-h-11 items-center rounded-full bg-sea px-4 font-semibold text-white"
        >
          {copy.accept}
        </Link>
        <button
          type="button"
          onClick={() => {
            rememberLanguage("en");
            setSuggested(null);
          }}
          className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-sea-deep underline"
        >
          {copy.decline}
        </button>
      </div>
    </aside>
  );
}
