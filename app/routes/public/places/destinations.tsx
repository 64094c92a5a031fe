import { configContext } from "@server/http/context";
import { localize } from "@shared/i18n/messages.server";
import { Link } from "react-router";
import { PageHero, Section } from "~/components/places/section";
import { SmartImage } from "~/components/site/smart-image";
import { useLocalized } from "~/components/site/use-localized";
import { ArrowRight, Users } from "~/components/ui/icons";
import { cityFacts, cityIds, cityPath } from "~/content/destinations";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/destinations";

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...localize(request, ["destinations"]),
    siteUrl: context.get(configContext).publicUrl,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey: "destinations:meta.overviewTitle",
    descriptionKey: "destinations:meta.overviewDescription",
    image: "/images/destinations/dublin.svg",
  });

export default function Destinations() {
  const { t } = useTranslation(["destinations", "common"]);
  const { lang, to } = useLocalized();
  return (
    <>
      <PageHero
        image="/images/experience/coast.svg"
        eyebrow={t("overview.eyebrow")}
        title={t("overview.title")}
        subtitle={t("overview.subtitle")}
      />
      <Section id="cities" title={t("overview.compareTitle")} intro={t("overview.compareText")}>
        <ul className="grid gap-6 md:grid-cols-3">
          {cityIds.map((id) => {
            const facts = cityFacts[id];
            const name = t(`common:nav.${id}`);
            return (
              <li
                key={id}
                className="flex flex-col overflow-hidden rounded-3xl border border-dune bg-white"
              >
                <SmartImage
                  src={facts.heroImage}
                  alt=""
                  width={1200}
                  height={800}
                  className="aspect-[3/2] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-2xl text-sea-deep">{name}</h3>
                  <p className="font-semibold text-sea">{t(`cities.${id}.tagline`)}</p>
                  <p className="mt-3 flex-1 text-ink-muted">{t(`cities.${id}.description`)}</p>
                  <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-ink">
                    <Users aria-hidden="true" className="size-4 text-coral-strong" />
                    {t("overview.population")}: {formatNumber(facts.population, lang)}
                  </p>
                  <Link
                    to={to(cityPath(id))}
                    className="btn-secondary mt-6 inline-flex min-h-11 self-start"
                  >
                    {t("overview.explore", { city: name })}
                    <ArrowRight aria-hidden="true" className="size-5" />
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
