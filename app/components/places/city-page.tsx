import type { PublicDestination, PublicProgram } from "@shared/content";
import type { ComponentType, SVGProps } from "react";
import { Link } from "react-router";
import { SmartImage } from "~/components/site/smart-image";
import { UntranslatedNotice } from "~/components/site/untranslated-notice";
import { useLocalized } from "~/components/site/use-localized";
import {
  ArrowRight,
  BedDouble,
  BookOpen,
  Bus,
  CalendarDays,
  Check,
  Clock,
  FileDown,
  HeartPulse,
  LifeBuoy,
  Mail,
  MapPin,
  MessageCircle,
  Phone,
  Ruler,
  Star,
  Utensils,
} from "~/components/ui/icons";
import { campuses } from "~/config/brand";
import {
  type CityFacts,
  type CityId,
  cityIds,
  cityPath,
  DEFAULT_TAB,
  type DestinationTab,
  destinationClaims,
  supportServices,
} from "~/content/destinations";
import { type Language, languageInfo } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";
import { formatEuro, formatNumber } from "~/lib/format";
import { langOf, untranslatedFields } from "~/lib/untranslated";
import { PanelHeading } from "./section";
import { VirtualTour } from "./virtual-tour";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** "2 hours", "1,5 Stunden": the browser's own unit names, so no translation is needed. */
function formatUnit(value: number, unit: "hour" | "kilometer", lang: Language): string {
  return new Intl.NumberFormat(languageInfo[lang].locale, {
    style: "unit",
    unit,
    unitDisplay: unit === "hour" ? "long" : "short",
    maximumFractionDigits: 1,
  }).format(value);
}

function useCity(city: CityId) {
  const { t } = useTranslation(["destinations", "common"]);
  return {
    name: t(`common:nav.${city}`),
    text: (key: string, values?: Record<string, unknown>) =>
      t(`destinations:cities.${city}.${key}`, values ?? {}),
    list: (key: string) =>
      t(`destinations:cities.${city}.${key}`, { returnObjects: true }) as string[],
  };
}

export function tabSearch(tab: DestinationTab): string {
  return tab === DEFAULT_TAB ? "" : `?tab=${tab}`;
}

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
        fetchPriority="high"
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

export function OverviewPanel({
  facts,
  destination,
}: {
  facts: CityFacts;
  /** What staff wrote about the city (admin "Destinations"); null when it is inactive. */
  destination: PublicDestination | null;
}) {
  const { t } = useTranslation("destinations");
  const { lang } = useLocalized();
  const city = useCity(facts.id);
  const inEnglish = destination ? untranslatedFields(destination) : [];
  return (
    <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
      <div>
        {destination ? (
          <section aria-label={destination.name} className="mb-10" data-testid="destination-intro">
            <UntranslatedNotice show={inEnglish.length > 0} className="mt-0 mb-4" />
            <p className="text-lg text-ink" lang={langOf(inEnglish, "description")}>
              {destination.description}
            </p>
            {destination.features.length ? (
              <ul className="mt-4 flex flex-wrap gap-2" lang={langOf(inEnglish, "features")}>
                {destination.features.map((feature) => (
                  <li
                    key={feature}
                    className="inline-flex items-center gap-2 rounded-full bg-sky px-3 py-1 text-sm font-semibold text-sea-deep"
                  >
                    <Check aria-hidden="true" className="size-4" />
                    {feature}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}
        <PanelHeading id="overview-title" title={t("highlightsTitle", { city: city.name })} />
        <ul className="grid gap-6 sm:grid-cols-2">
          {facts.highlights.map((id) => (
            <li key={id} className="flex flex-col rounded-3xl border border-dune bg-white p-6">
              <h3 className="text-xl text-sea-deep">{city.text(`highlights.${id}.title`)}</h3>
              <p className="mt-2 flex-1 text-ink-muted">
                {city.text(`highlights.${id}.description`)}
              </p>
              <p className="mt-4 inline-flex items-center gap-2 self-start rounded-full bg-sky px-3 py-1 text-sm font-semibold text-sea-deep">
                <Star aria-hidden="true" className="size-4 fill-gold text-gold" />
                {city.text(`highlights.${id}.feature`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <aside aria-labelledby="facts-title" className="self-start rounded-3xl bg-sand p-6">
        <h3 id="facts-title" className="text-2xl text-sea-deep">
          {t("facts.title")}
        </h3>
        <dl className="mt-4 space-y-4">
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{t("facts.population")}</dt>
            <dd className="font-semibold text-ink">{formatNumber(facts.population, lang)}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{t("facts.timezone")}</dt>
            <dd className="text-ink">
              <span className="font-semibold">{facts.timezone}</span> — {t("facts.timezoneValue")}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{t("facts.climate")}</dt>
            <dd className="text-ink">{city.text("climate")}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{t("facts.languages")}</dt>
            <dd className="text-ink">{city.text("languages")}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{t("facts.currency")}</dt>
            <dd className="text-ink">{t("facts.currencyValue")}</dd>
          </div>
        </dl>
      </aside>
    </div>
  );
}

export function CampusPanel({ facts }: { facts: CityFacts }) {
  const { t } = useTranslation("destinations");
  const city = useCity(facts.id);
  const campus = campuses.find((entry) => entry.id === facts.id);
  return (
    <div>
      <PanelHeading
        id="campus-title"
        title={t("campus.title", { city: city.name })}
        intro={t("campus.intro")}
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        {campus ? (
          <address className="self-start rounded-3xl bg-sand p-6 not-italic">
            <h3 className="text-2xl text-sea-deep">{t("campus.contactTitle")}</h3>
            <dl className="mt-4 space-y-4">
              <div>
                <dt className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
                  <MapPin aria-hidden="true" className="size-5 shrink-0 text-coral-strong" />
                  {t("campus.address")}
                </dt>
                <dd className="pl-7 text-ink">
                  {campus.street}, {campus.locality}, {campus.postcode}
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
                  <Phone aria-hidden="true" className="size-5 shrink-0 text-coral-strong" />
                  {t("campus.phone")}
                </dt>
                <dd className="pl-7">
                  <a href={campus.phoneHref} className="font-semibold text-sea underline">
                    {campus.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
                  <Mail aria-hidden="true" className="size-5 shrink-0 text-coral-strong" />
                  {t("campus.email")}
                </dt>
                <dd className="pl-7">
                  <a
                    href={`mailto:${campus.email}`}
                    className="font-semibold break-all text-sea underline"
                  >
                    {campus.email}
                  </a>
                </dd>
              </div>
            </dl>
          </address>
        ) : null}
        <div>
          <h3 className="text-2xl text-sea-deep">{t("campus.facilitiesTitle")}</h3>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {city.list("facilitiesList").map((item) => (
              <li key={item} className="flex items-start gap-2 text-ink">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-teal" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {facts.facilities.map((facility) => (
          <li
            key={facility.id}
            className="flex flex-col overflow-hidden rounded-3xl border border-dune bg-white"
          >
            <SmartImage
              src={facility.image}
              alt=""
              width={800}
              height={600}
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl text-sea-deep">{t(`facilities.${facility.id}.name`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`facilities.${facility.id}.description`)}</p>
              <ul className="mt-4 space-y-1 text-sm text-ink">
                {(t(`facilities.${facility.id}.features`, { returnObjects: true }) as string[]).map(
                  (feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <span
                        aria-hidden="true"
                        className="mt-1.5 size-2 shrink-0 rounded-full bg-gold"
                      />
                      {feature}
                    </li>
                  ),
                )}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      <section id="campus-tour" aria-labelledby="campus-tour-title" className="mt-12 scroll-mt-32">
        <h3 id="campus-tour-title" className="text-2xl text-sea-deep">
          {t("campus.tourTitle")}
        </h3>
        <p className="mt-1 text-ink-muted">{t("campus.tourText")}</p>
        <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-5">
          {facts.tour.map((picture) => (
            <li key={picture.id}>
              <figure>
                {/* The caption below names the picture; repeating it as alt text is noise. */}
                <SmartImage
                  src={picture.image}
                  alt=""
                  width={400}
                  height={300}
                  className="aspect-[4/3] w-full rounded-2xl object-cover"
                />
                <figcaption className="mt-2 text-sm text-ink-muted">
                  {t(`tour.pictures.${picture.id}`)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function AttractionsPanel({ facts }: { facts: CityFacts }) {
  const { t } = useTranslation("destinations");
  const { lang } = useLocalized();
  const city = useCity(facts.id);
  return (
    <div>
      <PanelHeading id="attractions-title" title={t("attractionsTitle", { city: city.name })} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {facts.attractions.map((attraction) => (
          <li
            key={attraction.id}
            className="flex flex-col overflow-hidden rounded-3xl border border-dune bg-white"
          >
            <div className="relative">
              <SmartImage
                src={attraction.image}
                alt=""
                width={800}
                height={600}
                className="aspect-[4/3] w-full object-cover"
              />
              <span className="absolute top-4 left-4 rounded-full bg-sea-deep px-3 py-1 text-sm font-bold text-white">
                {t(`attraction.categories.${attraction.category}`)}
              </span>
            </div>
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl text-sea-deep">
                {city.text(`attractions.${attraction.id}.name`)}
              </h3>
              <p className="mt-2 flex-1 text-ink-muted">
                {city.text(`attractions.${attraction.id}.description`)}
              </p>
              <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                <div className="flex items-center gap-2">
                  <Clock aria-hidden="true" className="size-4 text-coral-strong" />
                  <dt className="font-semibold text-ink-muted">{t("attraction.duration")}</dt>
                  <dd className="font-semibold text-ink">
                    {formatUnit(attraction.hours, "hour", lang)}
                  </dd>
                </div>
                <div className="flex items-center gap-2">
                  <Ruler aria-hidden="true" className="size-4 text-coral-strong" />
                  <dt className="font-semibold text-ink-muted">{t("attraction.distance")}</dt>
                  <dd className="font-semibold text-ink">
                    {formatUnit(attraction.distanceKm, "kilometer", lang)}
                  </dd>
                </div>
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProgramsPanel({ city, programs }: { city: CityId; programs: PublicProgram[] }) {
  const { t } = useTranslation(["destinations", "common"]);
  const { lang, to } = useLocalized();
  const name = t(`common:nav.${city}`);
  if (programs.length === 0) {
    return (
      <div className="rounded-3xl border-2 border-dashed border-dune bg-sand px-6 py-14 text-center">
        <CalendarDays aria-hidden="true" className="mx-auto size-10 text-coral-strong" />
        <h2 id="programs-title" className="mt-4 text-3xl text-sea-deep">
          {t("programs.emptyTitle")}
        </h2>
        <p className="mt-2 text-lg text-ink-muted">{t("programs.emptyText", { city: name })}</p>
        <Link to={to("/contact")} className="btn-primary mt-6 inline-flex min-h-12">
          {t("programs.contact")}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <PanelHeading
        id="programs-title"
        title={t("programs.title", { city: name })}
        intro={t("programs.intro", { city: name })}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {programs.map((program) => (
          <li
            key={program.id}
            className="flex flex-col overflow-hidden rounded-3xl border border-dune bg-white"
          >
            <SmartImage
              src={program.image}
              alt=""
              width={800}
              height={600}
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="rounded-full bg-sky px-3 py-1 text-sm font-semibold text-sea-deep">
                  {t(`programs.categories.${program.category}`)}
                </span>
                <span className="font-bold text-ink">
                  {program.price !== null
                    ? t("programs.perWeek", { price: formatEuro(program.price, lang) })
                    : program.priceFrom !== null
                      ? t("programs.from", { price: formatEuro(program.priceFrom, lang) })
                      : t("programs.contactUs")}
                </span>
              </div>
              <h3
                className="mt-3 text-xl text-sea-deep"
                lang={langOf(untranslatedFields(program), "title")}
              >
                <Link to={to(`/programs/${program.id}`)} className="hover:underline">
                  {program.title}
                </Link>
              </h3>
              <p
                className="mt-2 flex-1 text-ink-muted"
                lang={langOf(untranslatedFields(program), "shortDescription")}
              >
                {program.shortDescription}
              </p>
              <dl className="mt-4 space-y-1 text-sm">
                <div className="flex gap-2">
                  <dt className="font-semibold text-ink-muted">{t("programs.location")}</dt>
                  <dd className="text-ink">{program.location}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="font-semibold text-ink-muted">{t("programs.duration")}</dt>
                  <dd className="text-ink" lang={langOf(untranslatedFields(program), "duration")}>
                    {program.duration}
                  </dd>
                </div>
              </dl>
              <Link
                to={`${to("/quote")}?program=${encodeURIComponent(program.id)}`}
                aria-label={`${t("programs.getQuote")}: ${program.title}`}
                className="btn-primary mt-6 inline-flex min-h-11 self-start"
              >
                {t("programs.getQuote")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

const supportIcons: Record<(typeof supportServices)[number], Icon> = {
  helpline: LifeBuoy,
  academic: BookOpen,
  activities: Star,
  wellness: HeartPulse,
};

export function LifePanel({ facts }: { facts: CityFacts }) {
  const { t } = useTranslation("destinations");
  const city = useCity(facts.id);
  const lists: { key: "accommodation" | "transport" | "dining"; icon: Icon }[] = [
    { key: "accommodation", icon: BedDouble },
    { key: "transport", icon: Bus },
    { key: "dining", icon: Utensils },
  ];
  return (
    <div>
      <PanelHeading id="life-title" title={t("life.title", { city: city.name })} />
      <div className="grid gap-6 md:grid-cols-3">
        {lists.map(({ key, icon: ListIcon }) => (
          <section
            key={key}
            aria-labelledby={`life-${key}`}
            className="rounded-3xl border border-dune bg-white p-6"
          >
            <ListIcon aria-hidden="true" className="size-8 text-coral-strong" />
            <h3 id={`life-${key}`} className="mt-3 text-xl text-sea-deep">
              {t(`life.${key}`)}
            </h3>
            <ul className="mt-3 space-y-2 text-ink-muted">
              {city.list(`life.${key}`).map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-teal" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <h3 className="mt-12 text-2xl text-sea-deep">{t("life.supportTitle")}</h3>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {supportServices.map((service) => {
          const ServiceIcon = supportIcons[service];
          return (
            <li key={service} className="rounded-3xl bg-sand p-6">
              <ServiceIcon aria-hidden="true" className="size-8 text-sea" />
              <h4 className="mt-3 font-display text-lg text-sea-deep">
                {t(`life.support.${service}.title`)}
              </h4>
              <p className="mt-2 text-ink-muted">{t(`life.support.${service}.text`)}</p>
            </li>
          );
        })}
      </ul>
    </div>
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
