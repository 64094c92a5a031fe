import { Globe } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { languageInfo, languages, localizePath } from "~/i18n/languages";
import { rememberLanguage } from "~/lib/preferences";
import { useDismiss } from "./disclosure";
import { useLocalized } from "./use-localized";

/** Links to the same page in each language; the choice is remembered. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLocalized();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(open, close, container, button);

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-1.5 rounded-full px-3 font-semibold text-sea-deep hover:bg-sand"
      >
        <Globe aria-hidden="true" className="size-5" />
        <span className={compact ? "" : "sr-only lg:not-sr-only"}>{lang.toUpperCase()}</span>
        <span className="sr-only">
          {t("nav.language")}: {languageInfo[lang].name}
        </span>
      </button>
      {open && (
        <ul
          id={menuId}
          aria-label={t("nav.chooseLanguage")}
          className="absolute right-0 z-50 mt-2 w-44 rounded-2xl border border-dune bg-white p-2 shadow-lg"
        >
          {languages.map((code) => (
            <li key={code}>
              <Link
                to={`${localizePath(pathname, code)}${search}`}
                hrefLang={code}
                lang={code}
                aria-current={code === lang ? "true" : undefined}
                onClick={() => {
                  rememberLanguage(code);
                  close();
                }}
                className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-ink hover:bg-sand aria-[current]:font-bold aria-[current]:text-sea"
              >
                <span aria-hidden="true">{languageInfo[code].flag}</span>
                {languageInfo[code].name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
