import { languageInfo, languages, localizePath } from "@shared/i18n/languages";
import { type CSSProperties, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Globe } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { rememberLanguage } from "~/lib/preferences";
import { useLocalized } from "./use-localized";
import { usePopover } from "./use-popover";

const MENU_ID = "language-menu";

/**
 * Links to the same page in each language, in a popover that opens without any script; the
 * choice is remembered once the script runs.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useLocalized();
  const { pathname, search } = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const menu = usePopover<HTMLUListElement>({ anchor: button, align: "end" });

  return (
    <div>
      <button
        ref={button}
        type="button"
        popoverTarget={MENU_ID}
        aria-expanded={menu.expanded}
        aria-controls={MENU_ID}
        onClick={menu.toggleWithoutApi}
        style={{ anchorName: `--${MENU_ID}` } as CSSProperties}
        className="flex min-h-11 items-center gap-1.5 rounded-full px-3 font-semibold text-sea-deep hover:bg-sand"
      >
        <Globe aria-hidden="true" className="size-5" />
        <span className={compact ? "" : "sr-only lg:not-sr-only"}>{lang.toUpperCase()}</span>
        <span className="sr-only">
          {t("nav.language")}: {languageInfo[lang].name}
        </span>
      </button>
      <ul
        ref={menu.ref}
        id={MENU_ID}
        popover="auto"
        aria-label={t("nav.chooseLanguage")}
        style={{ positionAnchor: `--${MENU_ID}` } as CSSProperties}
        className="popover-menu popover-end w-44 rounded-2xl border border-dune bg-white p-2 shadow-lg"
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
                menu.close();
              }}
              className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-ink hover:bg-sand aria-[current]:font-bold aria-[current]:text-sea"
            >
              <span aria-hidden="true">{languageInfo[code].flag}</span>
              {languageInfo[code].name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
