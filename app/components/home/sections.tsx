import type { PublicProgram } from "@shared/content/types";
import { Link } from "react-router";
import { NewsletterForm } from "~/components/site/newsletter-form";
import { SmartImage } from "~/components/site/smart-image";
import { UntranslatedNotice } from "~/components/site/untranslated-notice";
import { useLocalized } from "~/components/site/use-localized";
import {
  Award,
  GraduationCap,
  HeartHandshake,
  Home,
  Mountain,
  Star,
  Users,
} from "~/components/ui/icons";
import {
  destinationCards,
  experienceItems,
  whyChooseReasons,
  whyChooseStats,
} from "~/content/home";
import { useTranslation } from "~/i18n/react";
import { formatEuro, formatNumber } from "~/lib/format";
import { langOf } from "~/lib/untranslated";

const reasonIcons = {
  classes: Users,
  teachers: GraduationCap,
  accredited: Award,
  care: HeartHandshake,
  homes: Home,
  ireland: Mountain,
} as const;

export function WhyChoose() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="why-title" className="bg-sea-deep py-16 text-white sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="why-title" className="text-3xl text-white sm:text-4xl">
          {t("whyChoose.title")}
        </h2>
        <p className="mt-2 text-lg text-mist">{t("whyChoose.subtitle")}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whyChooseReasons.map((reason) => {
            const Icon = reasonIcons[reason];
            return (
              <li key={reason} className="rounded-3xl bg-white/10 p-6">
                <Icon aria-hidden="true" className="size-8 text-gold" />
                <h3 className="mt-3 text-xl text-white">
                  {t(`whyChoose.reasons.${reason}.title`)}
                </h3>
                <p className="mt-2 text-sand">{t(`whyChoose.reasons.${reason}.text`)}</p>
              </li>
            );
          })}
        </ul>
        <dl className="mt-12 grid gap-6 border-t border-white/20 pt-10 text-center sm:grid-cols-3">
          {whyChooseStats.map((stat) => (
            <div key={stat}>
              <dt className="order-2 text-sand">{t(`whyChoose.stats.${stat}.label`)}</dt>
              <dd className="font-display text-5xl text-gold">
                {t(`whyChoose.stats.${stat}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function ExperienceIreland() {
  const { t } = useTranslation("home");
  return (
    <section
      aria-labelledby="experience-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <h2 id="experience-title" className="text-3xl text-sea-deep sm:text-4xl">
        {t("experience.title")}
      </h2>
      <p className="mt-2 text-lg text-ink-muted">{t("experience.subtitle")}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {experienceItems.map((item) => (
          <li key={item.id} className="overflow-hidden rounded-3xl border border-dune bg-white">
            <SmartImage
              src={item.image}
              alt={t(`experience.items.${item.id}.alt`)}
              width={800}
              height={600}
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="p-6">
              <h3 className="text-xl text-sea-deep">{t(`experience.items.${item.id}.title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`experience.items.${item.id}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Destinations() {
  const { t } = useTranslation(["home", "common"]);
  const { lang, to } = useLocalized();
  return (
    <section aria-labelledby="destinations-title" className="bg-sand py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="destinations-title" className="text-3xl text-sea-deep sm:text-4xl">
          {t("destinations.title")}
        </h2>
        <p className="mt-2 text-lg text-ink-muted">{t("destinations.subtitle")}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {destinationCards.map((card) => (
            <li
              key={card.id}
              className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm"
            >
              <div className="relative">
                <SmartImage
                  src={card.image}
                  alt={t(`destinations.cards.${card.id}.alt`)}
                  width={1200}
                  height={800}
                  className="aspect-[3/2] w-full object-cover"
                />
                <span className="absolute top-4 left-4 rounded-full bg-coral-strong px-3 py-1 text-sm font-bold text-white">
                  {t(`destinations.cards.${card.id}.badge`)}
                </span>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-2xl text-sea-deep">{t(`common:nav.${card.id}`)}</h3>
                <p className="text-ink-muted">{t(`destinations.cards.${card.id}.tagline`)}</p>
                <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-ink">
                  <span className="flex items-center gap-1">
                    <Star aria-hidden="true" className="size-4 fill-gold text-gold" />
                    {t("destinations.rating", { rating: formatNumber(card.rating, lang) })}
                  </span>
                  <span>
                    {t("destinations.students", { count: `${formatNumber(card.students, lang)}+` })}
                  </span>
                </p>
                <ul className="mt-4 flex-1 list-disc space-y-1 pl-5 text-ink-muted">
                  {(
                    t(`destinations.cards.${card.id}.highlights`, {
                      returnObjects: true,
                    }) as string[]
                  ).map((highlight) => (
                    <li key={highlight}>{highlight}</li>
                  ))}
                </ul>
                <Link
                  to={to(card.to)}
                  className="btn-secondary mt-6 inline-flex min-h-11 self-start"
                >
                  {t("destinations.explore", { city: t(`common:nav.${card.id}`) })}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export type ProgramCard = Pick<
  PublicProgram,
  "id" | "title" | "shortDescription" | "location" | "ageRange" | "image" | "priceFrom"
> & {
  /** The card's fields still in English on a page in another language. */
  inEnglish: ("title" | "shortDescription" | "ageRange")[];
};

export function PopularPrograms({ programs }: { programs: ProgramCard[] }) {
  const { t } = useTranslation("home");
  const { lang, to } = useLocalized();
  return (
    <section
      aria-labelledby="popular-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="popular-title" className="text-3xl text-sea-deep sm:text-4xl">
            {t("popular.title")}
          </h2>
          <p className="mt-2 text-lg text-ink-muted">{t("popular.subtitle")}</p>
        </div>
        <Link to={to("/programs")} className="btn-secondary inline-flex min-h-11">
          {t("popular.viewAll")}
        </Link>
      </div>
      <UntranslatedNotice show={programs.some((program) => program.inEnglish.length > 0)} />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
              <p className="text-sm font-semibold text-sea">
                {program.location} ·{" "}
                <span lang={langOf(program.inEnglish, "ageRange")}>{program.ageRange}</span>
              </p>
              <h3 className="mt-1 text-xl text-sea-deep" lang={langOf(program.inEnglish, "title")}>
                <Link to={to(`/programs/${program.id}`)} className="hover:underline">
                  {program.title}
                </Link>
              </h3>
              <p
                className="mt-2 flex-1 text-ink-muted"
                lang={langOf(program.inEnglish, "shortDescription")}
              >
                {program.shortDescription}
              </p>
              <p className="mt-4 font-bold text-ink">
                {program.priceFrom === null
                  ? t("popular.contactUs")
                  : t("popular.from", { price: formatEuro(program.priceFrom, lang) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NewsletterSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="newsletter-title" className="bg-sky py-16">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="newsletter-title" className="text-3xl text-sea-deep">
          {t("newsletter.title")}
        </h2>
        <p className="mt-3 text-lg text-ink">{t("newsletter.text")}</p>
        <div className="mt-6">
          <NewsletterForm />
        </div>
        <p className="mt-3 text-sm text-ink-muted">{t("newsletter.privacy")}</p>
      </div>
    </section>
  );
}
