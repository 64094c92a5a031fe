import { localize } from "@shared/i18n/messages.server";
import { Link } from "react-router";
import { Card, ClosingCta, PageHero, Section } from "~/components/info/page-parts";
import { SmartImage } from "~/components/site/smart-image";
import { useLocalized } from "~/components/site/use-localized";
import {
  type Award,
  Globe2,
  HeartHandshake,
  Lightbulb,
  Scale,
  ShieldCheck,
  Sparkles,
  Users,
} from "~/components/ui/icons";
import {
  type AboutValue,
  aboutReasons,
  aboutStats,
  aboutValues,
  FOUNDED_YEAR,
} from "~/content/about";
import { accreditationBodies } from "~/content/accreditations";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format";
import { organizationJsonLd, pageMeta, siteUrlOf } from "~/lib/seo";
import type { Route } from "./+types/about";

const valueIcons: Record<AboutValue, typeof Award> = {
  care: HeartHandshake,
  excellence: Sparkles,
  exchange: Globe2,
  innovation: Lightbulb,
  integrity: Scale,
  community: Users,
};

export function loader({ request }: Route.LoaderArgs) {
  return localize(request, ["about"]);
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey: "about:meta.title",
    descriptionKey: "about:meta.description",
    // Addresses, phones and e-mail for search engines' local results.
    jsonLd: [organizationJsonLd(siteUrlOf(args.matches))],
  });

export default function About() {
  const { t } = useTranslation("about");
  const { lang, to } = useLocalized();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} intro={t("hero.intro")} />

      <Section id="story" title={t("story.title")}>
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-lg text-ink">
            {(t("story.paragraphs", { returnObjects: true }) as string[]).map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <figure className="overflow-hidden rounded-3xl border border-dune bg-white">
            <SmartImage
              src="/images/experience/city.svg"
              alt={t("story.imageAlt")}
              width={800}
              height={600}
              className="aspect-[4/3] w-full object-cover"
            />
            <figcaption className="p-4 font-semibold text-sea">
              {t("story.founded", { year: FOUNDED_YEAR })}
            </figcaption>
          </figure>
        </div>
      </Section>

      <section aria-labelledby="stats-title" className="bg-sea-deep py-14 text-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="stats-title" className="sr-only">
            {t("stats.title")}
          </h2>
          <dl className="grid gap-6 text-center sm:grid-cols-2 lg:grid-cols-4">
            {aboutStats.map((stat) => (
              <div key={stat.id} className="flex flex-col-reverse">
                <dt className="text-sand">{t(`stats.${stat.id}`)}</dt>
                <dd className="font-display text-5xl text-gold">
                  {formatNumber(stat.value, lang)}
                  {stat.atLeast ? "+" : ""}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section id="values" title={t("values.title")} intro={t("values.intro")}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {aboutValues.map((value) => {
            const Icon = valueIcons[value];
            return (
              <li key={value}>
                <Card>
                  <Icon aria-hidden="true" className="size-8 text-coral-strong" />
                  <h3 className="mt-3 text-xl text-sea-deep">{t(`values.items.${value}.title`)}</h3>
                  <p className="mt-2 text-ink-muted">{t(`values.items.${value}.text`)}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="accreditation"
        tone="sand"
        title={t("accreditation.title")}
        intro={t("accreditation.intro")}
      >
        <ul className="grid gap-4 md:grid-cols-2">
          {accreditationBodies.map((body) => (
            <li key={body} className="flex items-start gap-3 rounded-3xl bg-white p-5">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-sea" />
              <span className="text-ink">{t(`accreditation.items.${body}`)}</span>
            </li>
          ))}
        </ul>
        <Link to={to("/accreditations")} className="btn-secondary mt-8 inline-flex min-h-11">
          {t("accreditation.link")}
        </Link>
      </Section>

      <Section id="why" title={t("why.title")}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aboutReasons.map((reason) => (
            <li key={reason}>
              <Card className="bg-sand">
                <h3 className="text-xl text-sea-deep">{t(`why.items.${reason}.title`)}</h3>
                <p className="mt-2 text-ink-muted">{t(`why.items.${reason}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta title={t("closing.title")} text={t("closing.text")} />
    </>
  );
}
