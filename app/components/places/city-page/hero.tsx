import { Link } from "react-router";
import { VirtualTour } from "~/components/places/virtual-tour";
import { useLocalized } from "~/components/site/use-localized";
import { ArrowRight, FileDown, MapPin, MessageCircle, Star } from "~/components/ui/icons";
import {
  type CityFacts,
  type CityId,
  cityIds,
  cityPath,
  type DestinationTab,
  destinationClaims,
} from "~/content/destinations";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format";
import { heroImageAttributes } from "~/lib/hero-image";
import { tabSearch, useCity } from "./shared";

export function CityHero({ facts }: { facts: CityFacts }) {
  const { t } = useTranslation("destinations");
  const { lang, to } = useLocalized();
  const city = useCity(facts.id);
  return (
    <section aria-labelledby="city-title" className="relative overflow-hidden bg-sky">
      <img
        src={facts.heroImage}
        alt=""
        width={1200}
        height={800}
        {...heroImageAttributes}
        className="absolute inset-0 h-full w-full object-cover object-[70%_50%] opacity-90"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-white/95 via-white/85 to-white/20" />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="max-w-2xl">
          <p className="font-semibold tracking-wide text-sea uppercase">{city.text("tagline")}</p>
          <h1 id="city-title" className="mt-3 text-5xl leading-tight text-sea-deep sm:text-6xl">
            {city.name}
          </h1>
          <p className="mt-4 font-display text-xl text-ink sm:text-2xl">{city.text("subtitle")}</p>
          <p className="mt-4 text-lg text-ink">{city.text("description")}</p>
          <dl
            aria-label={t("hero.stats", { city: city.name })}
            className="mt-6 grid gap-3 sm:grid-cols-3"
          >
            <div className="rounded-2xl bg-white/90 p-4">
              <dt className="text-sm font-semibold text-ink-muted">{t("hero.population")}</dt>
              <dd className="mt-1 font-display text-2xl text-sea-deep">
                {formatNumber(facts.population, lang)}
              </dd>
            </div>
            <div className="rounded-2xl bg-white/90 p-4">
              <dt className="text-sm font-semibold text-ink-muted">{t("hero.languages")}</dt>
              <dd className="mt-1 font-semibold text-sea-deep">{city.text("languages")}</dd>
            </div>
            <div className="rounded-2xl bg-white/90 p-4">
              <dt className="text-sm font-semibold text-ink-muted">{t("hero.transport")}</dt>
              <dd className="mt-1 font-semibold text-sea-deep">{city.text("transport")}</dd>
            </div>
          </dl>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={to("/quote")} className="btn-primary inline-flex min-h-12">
              {t("hero.getQuote")}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <VirtualTour
              title={t("tour.title", { city: city.name })}
              fallbackHref={`${to(cityPath(facts.id))}?tab=campus#campus-tour`}
              pictures={facts.tour.map((picture) => ({
                ...picture,
                alt: t(`tour.pictures.${picture.id}`),
              }))}
            />
          </div>
        </div>
      </div>
    </section>
  );
}

/** Stays under the site header while the page scrolls; keeps the open tab when switching. */
export function CitySwitcher({ current, tab }: { current: CityId; tab: DestinationTab }) {
  const { t } = useTranslation(["destinations", "common"]);
  const { to } = useLocalized();
  return (
    <nav
      aria-label={t("switcher.label")}
      className="sticky top-[61px] z-30 border-b border-dune bg-sand/95 backdrop-blur"
    >
      <ul className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-2 sm:px-6">
        {cityIds.map((id) => (
          <li key={id}>
            <Link
              to={`${to(cityPath(id))}${tabSearch(tab)}`}
              preventScrollReset
              aria-current={id === current ? "page" : undefined}
              className={
                id === current
                  ? "flex min-h-11 items-center gap-2 rounded-full bg-sea px-5 font-semibold text-white"
                  : "flex min-h-11 items-center gap-2 rounded-full px-5 font-semibold text-sea-deep hover:bg-white"
              }
            >
              <MapPin aria-hidden="true" className="size-4" />
              {t(`common:nav.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function CityCta({ facts }: { facts: CityFacts }) {
  const { t } = useTranslation(["destinations", "common"]);
  const { lang, to } = useLocalized();
  const name = t(`common:nav.${facts.id}`);
  const outline =
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-white px-6 py-3 font-semibold text-white transition-colors hover:bg-white hover:text-sea-deep";
  return (
    <section aria-labelledby="city-cta-title" className="bg-sea-deep py-16 text-white sm:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id="city-cta-title" className="text-3xl text-white sm:text-4xl">
          {t("cta.title", { city: name })}
        </h2>
        <p className="mt-3 text-lg text-sand">{t("cta.text")}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 font-semibold text-sand">
          <li className="flex items-center gap-2">
            <Star aria-hidden="true" className="size-5 fill-gold text-gold" />
            {t("cta.rating", { rating: formatNumber(destinationClaims.rating, lang) })}
          </li>
          <li>
            {t("cta.students", { count: `${formatNumber(destinationClaims.students, lang)}+` })}
          </li>
          <li>{t("cta.years", { count: `${destinationClaims.years}+` })}</li>
        </ul>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={to("/quote")} className="btn-primary inline-flex min-h-12">
            {t("cta.quote")}
          </Link>
          <a href={`/programs/${facts.mainProgramId}/brochure.pdf`} className={outline}>
            <FileDown aria-hidden="true" className="size-5" />
            {t("cta.brochure")}
          </a>
          <Link to={to("/contact")} className={outline}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {t("cta.liveChat")}
          </Link>
        </div>
      </div>
    </section>
  );
}
