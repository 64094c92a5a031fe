import { brand } from "@shared/config/brand";
import clsx from "clsx";
import { type CSSProperties, useEffect, useRef } from "react";
import { Link, NavLink as RouterLink, useLocation } from "react-router";
import { ChevronDown, Menu, X } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { BrandMark } from "./brand-mark";
import { LanguageSwitcher } from "./language-switcher";
import { isActive, isGroup, mainNavigation, type NavGroup } from "./navigation";
import { useLocalized } from "./use-localized";
import { usePopover } from "./use-popover";

const itemClass = (active: boolean) =>
  clsx(
    "flex min-h-11 items-center gap-1 whitespace-nowrap rounded-full px-2.5 font-semibold transition-colors",
    active ? "bg-sea text-white" : "text-sea-deep hover:bg-sand",
  );

/** A dropdown of the desktop navigation: a popover, so it opens before the script loads. */
function Dropdown({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const { bare, to } = useLocalized();
  const button = useRef<HTMLButtonElement>(null);
  const menu = usePopover<HTMLUListElement>({ anchor: button, align: "start" });
  const menuId = `menu-${group.key.replace(/\W+/g, "-")}`;
  const anchorName = `--${menuId}`;
  return (
    <li>
      <button
        ref={button}
        type="button"
        popoverTarget={menuId}
        aria-expanded={menu.expanded}
        aria-controls={menuId}
        onClick={menu.toggleWithoutApi}
        style={{ anchorName } as CSSProperties}
        className={itemClass(isActive(bare, group.to))}
      >
        {t(group.key)}
        <ChevronDown
          aria-hidden="true"
          className={clsx("size-4 transition-transform", menu.open && "rotate-180")}
        />
      </button>
      <ul
        ref={menu.ref}
        id={menuId}
        popover="auto"
        style={{ positionAnchor: anchorName } as CSSProperties}
        className="popover-menu w-64 rounded-2xl border border-dune bg-white p-2 shadow-lg"
      >
        {group.items.map((item) => (
          <li key={item.key}>
            <Link
              to={to(item.to)}
              onClick={menu.close}
              className="flex min-h-11 items-center rounded-xl px-3 text-ink hover:bg-sand"
            >
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

const PHONE_MENU_ID = "phone-menu";

export function SiteHeader() {
  const { t } = useTranslation();
  const { bare, to } = useLocalized();
  const { pathname } = useLocation();
  const menu = usePopover<HTMLElement>();
  const closeMenu = menu.close;

  // A chosen link closes the phone menu, whichever way the navigation happened; not on the first
  // render, when the visitor may have opened it before the script arrived.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenu();
  }, [pathname, closeMenu]);

  return (
    <header
      style={{ anchorName: "--site-header" } as CSSProperties}
      className="sticky top-0 z-40 border-b border-dune/70 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to={to("/")}
          className="flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full font-display text-xl font-semibold text-sea-deep"
        >
          <BrandMark size="size-9" />
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
            popoverTarget={PHONE_MENU_ID}
            aria-expanded={menu.expanded}
            aria-controls={PHONE_MENU_ID}
            onClick={menu.toggleWithoutApi}
            className="flex size-11 items-center justify-center rounded-full text-sea-deep hover:bg-sand xl:hidden"
          >
            {menu.open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">{menu.open ? t("nav.closeMenu") : t("nav.openMenu")}</span>
          </button>
        </div>
      </div>

      <nav
        ref={menu.ref}
        id={PHONE_MENU_ID}
        popover="auto"
        aria-label={t("nav.mainNavigation")}
        style={{ positionAnchor: "--site-header" } as CSSProperties}
        className="popover-sheet overflow-y-auto border-t border-dune bg-white px-4 pb-6 shadow-lg xl:hidden"
      >
        <ul className="flex flex-col gap-1 pt-3">
          {mainNavigation.map((entry) => (
            <li key={entry.key}>
              <Link
                to={to(entry.to)}
                onClick={closeMenu}
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
                        onClick={closeMenu}
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
          onClick={closeMenu}
          className="btn-primary mt-4 flex min-h-11 sm:hidden"
        >
          {t("nav.getQuote")}
        </Link>
      </nav>
    </header>
  );
}
