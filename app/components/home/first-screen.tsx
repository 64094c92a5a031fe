import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import {
  ArrowRight,
  Calculator,
  Compass,
  MapIcon,
  MessageCircle,
  Star,
} from "~/components/ui/icons";
import { quickLinks } from "~/content/home";
import { useTranslation } from "~/i18n/react";

import { ProgramExplorer } from "./program-explorer";

/**
 * The text of the home page's first screen: deferred parts of the page (./hero.tsx) whose code
 * comes at the visitor's first touch; the rest (./sections.tsx) hydrates when scrolled to.
 */

const quickIcons = {
  compass: Compass,
  map: MapIcon,
  calculator: Calculator,
  message: MessageCircle,
} as const;
export function HeroText() {
  const { t } = useTranslation("home");
  const { to } = useLocalized();
  return (
    <div className="relative mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:py-36">
      <div className="max-w-2xl">
        <p className="font-semibold tracking-wide text-sea uppercase">{t("hero.eyebrow")}</p>
        <h1 className="mt-4 text-4xl leading-tight text-sea-deep sm:text-5xl lg:text-6xl">
          {t("hero.title")}
        </h1>
        <p className="mt-6 text-lg text-ink sm:text-xl">{t("hero.subtitle")}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={to("/programs")} className="btn-primary inline-flex min-h-12">
            {t("hero.explore")}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <ProgramExplorer />
        </div>
        <p className="mt-6 flex items-center gap-2 font-semibold text-ink">
          <Star aria-hidden="true" className="size-5 fill-gold text-gold" />
          {t("hero.rating")}
        </p>
      </div>
    </div>
  );
}

export function QuickLinks() {
  const { t } = useTranslation("home");
  const { to } = useLocalized();
  return (
    <section aria-labelledby="quick-links-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="quick-links-title" className="text-3xl text-sea-deep sm:text-4xl">
        {t("quickLinks.title")}
      </h2>
      <p className="mt-2 text-lg text-ink-muted">{t("quickLinks.subtitle")}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {quickLinks.map((link) => {
          const Icon = quickIcons[link.icon];
          return (
            <li key={link.id}>
              <Link
                to={to(link.to)}
                className="group flex h-full flex-col rounded-3xl border border-dune bg-sand p-6 transition-colors hover:border-sea hover:bg-white"
              >
                <Icon aria-hidden="true" className="size-8 text-coral-strong" />
                <span className="mt-4 font-display text-xl text-sea-deep">
                  {t(`quickLinks.items.${link.id}.title`)}
                </span>
                <span className="mt-2 text-ink-muted">{t(`quickLinks.items.${link.id}.text`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
