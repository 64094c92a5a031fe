import type { PublicDestination } from "@shared/content/types";
import { PanelHeading } from "~/components/places/section";
import { UntranslatedNotice } from "~/components/site/untranslated-notice";
import { useLocalized } from "~/components/site/use-localized";
import { Check, Star } from "~/components/ui/icons";
import type { CityFacts } from "~/content/destinations";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format";
import { langOf, untranslatedFields } from "~/lib/untranslated";
import { useCity } from "./shared";

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
          <div className="mb-10" data-testid="destination-intro">
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
          </div>
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
