import { brand, socialLinks } from "@shared/config/brand";
import { Link } from "react-router";
import { Mail, Phone } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { BrandMark } from "./brand-mark";
import { COOKIE_PREFERENCES_ID, OPEN_COOKIE_PREFERENCES } from "./cookie-consent";
import {
  companyLinks,
  destinationLinks,
  legalLinks,
  type NavLink,
  programLinks,
} from "./navigation";
import { SocialIcon } from "./social-icon";
import { useLocalized } from "./use-localized";

function Column({ title, links }: { title: string; links: NavLink[] }) {
  const { t } = useTranslation();
  const { to } = useLocalized();
  return (
    <div>
      <h2 className="font-sans text-sm font-bold tracking-wider text-mist uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={to(link.to)}
              className="inline-flex min-h-9 items-center text-sand hover:text-white hover:underline"
            >
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="bg-sea-deep text-sand">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 font-display text-2xl text-white">
            <BrandMark size="size-10" tile />
            {brand.name}
          </p>
          <p className="mt-4 max-w-sm text-sand/90">{t("footer.tagline")}</p>
          <h2 className="mt-6 font-sans text-sm font-bold tracking-wider text-mist uppercase">
            {t("footer.contactTitle")}
          </h2>
          <ul className="mt-3 space-y-1">
            <li>
              <a
                href={brand.phoneHref}
                className="inline-flex min-h-9 items-center gap-2 hover:text-white hover:underline"
              >
                <Phone aria-hidden="true" className="size-4" />
                <span className="sr-only">{t("footer.phoneLabel")}: </span>
                {brand.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${brand.email}`}
                className="inline-flex min-h-9 items-center gap-2 hover:text-white hover:underline"
              >
                <Mail aria-hidden="true" className="size-4" />
                <span className="sr-only">{t("footer.emailLabel")}: </span>
                {brand.email}
              </a>
            </li>
          </ul>
        </div>
        <Column title={t("footer.programsTitle")} links={programLinks} />
        <Column title={t("footer.destinationsTitle")} links={destinationLinks} />
        <Column title={t("footer.companyTitle")} links={companyLinks} />
        <div>
          <Column title={t("footer.legalTitle")} links={legalLinks} />
          <button
            type="button"
            popoverTarget={COOKIE_PREFERENCES_ID}
            onClick={(event) => {
              // A live cookie banner opens its modal dialog and says so by cancelling the event;
              // before its code has come, the popover opens by itself.
              const opened = !window.dispatchEvent(
                new Event(OPEN_COOKIE_PREFERENCES, { cancelable: true }),
              );
              if (opened) event.preventDefault();
            }}
            className="mt-3 inline-flex min-h-11 items-center rounded-full border border-sand/60 px-4 font-semibold text-sand hover:bg-sand hover:text-sea-deep"
          >
            {t("footer.cookiePreferences")}
          </button>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
          <p className="text-sand/90">{t("footer.accredited")}</p>
          <div>
            <h2 className="sr-only">{t("footer.followUs")}</h2>
            <ul className="flex gap-2">
              {socialLinks.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-11 items-center justify-center rounded-full bg-white/10 text-sand hover:bg-white hover:text-sea-deep"
                  >
                    <SocialIcon name={link.name} />
                    <span className="sr-only">
                      {link.name} {t("footer.opensNewTab")}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
