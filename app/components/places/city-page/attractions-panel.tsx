import { PanelHeading } from "~/components/places/section";
import { SmartImage } from "~/components/site/smart-image";
import { useLocalized } from "~/components/site/use-localized";
import { Clock, Ruler } from "~/components/ui/icons";
import type { CityFacts } from "~/content/destinations";
import { useTranslation } from "~/i18n/react";
import { formatUnit } from "~/lib/unit-format";
import { useCity } from "./shared";

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
