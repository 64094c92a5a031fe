import clsx from "clsx";
import { ChevronDown, Menu, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink as RouterLink, useLocation } from "react-router";
import { brand } from "~/config/brand";
import { useDismiss } from "./disclosure";
import { LanguageSwitcher } from "./language-switcher";
import { isActive, isGroup, mainNavigation, type NavGroup } from "./navigation";
import { useLocalized } from "./use-localized";

const itemClass = (active: boolean) =>
  clsx(
    "flex min-h-11 items-center gap-1 whitespace-nowrap rounded-full px-2.5 font-semibold transition-colors",
    active ? "bg-sea text-white" : "text-sea-deep hover:bg-sand",
  );

function Dropdown({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const { bare, to } = useLocalized();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useDismiss(open, close, container, button);
  return (
    <li ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={itemClass(isActive(bare, group.to))}
      >
        {t(group.key)}
        <ChevronDown
          aria-hidden="true"
          className={clsx("size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute left-0 z-50 mt-2 w-64 rounded-2xl border border-dune bg-white p-2 shadow-lg"
        >
          {group.items.map((item) => (
            <li key={item.key}>
              <Link
                to={to(item.to)}
                onClick={close}
                className="flex min-h-11 items-center rounded-xl px-3 text-ink hover:bg-sand"
              >
                {t(item.key)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const { bare, to } = useLocalized();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // A chosen link closes the mobile menu, whichever way the navigation happened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-dune/70 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to={to("/")}
          className="flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full font-display text-xl font-semibold text-sea-deep"
        >
          <img src="/images/brand/mark.svg" alt="" width={36} height={36} />
          {brand.name}
        </Link>

        <nav aria-label={t("nav.mainNavigation")} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {mainNavigation.map((entry) =>
              isGroup(entry) ? (
                <Dropdown key={entry.key} group={entry} />
              ) : (
                <li key={entry.key}>
                  <RouterLink
                    to={to(entry.to)}
                    aria-current={isActive(bare, entry.to) ? "page" : undefined}
                    className={itemClass(isActive(bare, entry.to))}
                  >
                    {t(entry.key)}
                  </RouterLink>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          <Link
            to={to("/quote")}
            className="btn-primary hidden min-h-11 whitespace-nowrap sm:inline-flex"
          >
            {t("nav.getQuote")}
          </Link>
          <button
            type="button"
            className="flex size-11 items-center justify-center rounded-full text-sea-deep hover:bg-sand xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((value) => !value)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">{menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}</span>
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav
          id={menuId}
          aria-label={t("nav.mainNavigation")}
          className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-dune bg-white px-4 pb-6 xl:hidden"
        >
          <ul className="flex flex-col gap-1 pt-3">
            {mainNavigation.map((entry) => (
              <li key={entry.key}>
                <Link
                  to={to(entry.to)}
                  onClick={() => setMenuOpen(false)}
                  aria-current={isActive(bare, entry.to) ? "page" : undefined}
                  className={itemClass(isActive(bare, entry.to))}
                >
                  {t(entry.key)}
                </Link>
                {isGroup(entry) && (
                  <ul className="ml-4 border-l-2 border-mist pl-2">
                    {entry.items.map((item) => (
                      <li key={item.key}>
                        <Link
                          to={to(item.to)}
                          onClick={() => setMenuOpen(false)}
                          className="flex min-h-11 items-center rounded-full px-3 text-ink hover:bg-sand"
                        >
                          {t(item.key)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <Link
            to={to("/quote")}
            onClick={() => setMenuOpen(false)}
            className="btn-primary mt-4 flex min-h-11 sm:hidden"
          >
            {t("nav.getQuote")}
          </Link>
        </nav>
      )}
    </header>
  );
}
