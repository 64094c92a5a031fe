import { configContext } from "@server/http/context";
import { localize } from "@shared/i18n/messages.server";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Link, useSearchParams } from "react-router";
import {
  EveningActivities,
  ExcursionGrid,
  SafetyRules,
  SeasonalAddOns,
} from "~/components/places/activities";
import { LinkTabs } from "~/components/places/link-tabs";
import { ClosingCta, PageHero, Section } from "~/components/places/section";
import { useLocalized } from "~/components/site/use-localized";
import { activityCity, DEFAULT_ACTIVITY_CITY, excursionsByCity } from "~/content/activities";
import { cityIds } from "~/content/destinations";
import { useTranslation } from "~/i18n/react";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/activities";
import { onlySearchChanged } from "./canonical";

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    ...localize(request, ["activities"]),
    siteUrl: context.get(configContext).publicUrl,
  };
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return onlySearchChanged(args) ? false : args.defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    titleKey: "activities:meta.title",
    descriptionKey: "activities:meta.description",
    image: "/images/places/sports.svg",
  });

export default function Activities() {
  const { t } = useTranslation(["activities", "common"]);
  const { to } = useLocalized();
  const [searchParams] = useSearchParams();
  const city = activityCity(searchParams.get("city"));
  const name = t(`common:nav.${city}`);
  const { halfDay, fullDay } = excursionsByCity[city];

  return (
    <>
      <PageHero
        image="/images/places/sports.svg"
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        subtitle={t("hero.subtitle")}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <LinkTabs
          idPrefix="activities-city"
          label={t("tabs.label")}
          active={city}
          tabs={cityIds.map((id) => ({
            id,
            label: t(`common:nav.${id}`),
            search: id === DEFAULT_ACTIVITY_CITY ? "" : `?city=${id}`,
          }))}
        >
          <ExcursionGrid
            id="half-day-title"
            title={t("halfDayTitle", { city: name })}
            intro={t("halfDayText")}
            excursions={halfDay}
          />
          <ExcursionGrid
            id="full-day-title"
            title={t("fullDayTitle", { city: name })}
            intro={t("fullDayText")}
            excursions={fullDay}
          />
        </LinkTabs>
      </div>
      <Section id="evening" tone="sand" title={t("evening.title")} intro={t("evening.text")}>
        <EveningActivities />
      </Section>
      <Section id="seasonal" tone="sky" title={t("seasonal.title")} intro={t("seasonal.text")}>
        <SeasonalAddOns />
      </Section>
      <Section id="safety" title={t("safety.title")} intro={t("safety.text")}>
        <SafetyRules />
      </Section>
      <ClosingCta id="activities-cta" title={t("cta.title")} text={t("cta.text")}>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={to("/quote")} className="btn-primary inline-flex min-h-12">
            {t("cta.quote")}
          </Link>
          <Link
            to={to("/contact")}
            className="inline-flex min-h-12 items-center justify-center rounded-full border-2 border-white px-6 py-3 font-semibold text-white transition-colors hover:bg-white hover:text-sea-deep"
          >
            {t("cta.contact")}
          </Link>
        </div>
      </ClosingCta>
    </>
  );
}
