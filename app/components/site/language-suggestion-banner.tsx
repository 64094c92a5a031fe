import { type Language, localizePath } from "@shared/i18n/languages";
import { Link, useLocation } from "react-router";
import { languageSuggestion } from "~/i18n/suggestions";
import { rememberLanguage } from "~/lib/preferences";

export interface SuggestionBannerProps {
  suggested: Exclude<Language, "en">;
  onDecline: () => void;
}

/** The offer of the browser's language (language-suggestion.tsx decides when). */
export function LanguageSuggestionBanner({ suggested, onDecline }: SuggestionBannerProps) {
  const { pathname } = useLocation();
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
            onDecline();
          }}
          className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-sea-deep underline"
        >
          {copy.decline}
        </button>
      </div>
    </aside>
  );
}
