import type { ComponentType, SVGProps } from "react";
import { SmartImage } from "~/components/site/smart-image";
import {
  Camera,
  Drama,
  FlaskConical,
  Flower2,
  Lightbulb,
  PenLine,
  ShieldCheck,
  Snowflake,
  Sun,
  Trophy,
} from "~/components/ui/icons";
import {
  type Excursion,
  type ExcursionCategory,
  eveningActivities,
  safetyRules,
  seasons,
} from "~/content/activities";
import { useTranslation } from "~/i18n/react";

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Category colours: every pair keeps its text at ≥ 4.5:1. */
const categoryTone: Record<ExcursionCategory, string> = {
  Cultural: "bg-coral-strong text-white",
  Educational: "bg-sea text-white",
  Historical: "bg-ink text-white",
  Natural: "bg-[#2f5d2c] text-white",
};

export function ExcursionGrid({
  id,
  title,
  intro,
  excursions,
}: {
  id: string;
  title: string;
  intro: string;
  excursions: readonly Excursion[];
}) {
  const { t } = useTranslation("activities");
  return (
    <section aria-labelledby={id} className="mt-4 mb-14">
      <h2 id={id} className="text-3xl text-sea-deep">
        {title}
      </h2>
      <p className="mt-2 text-lg text-ink-muted">{intro}</p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {excursions.map((excursion) => (
          <li
            key={excursion.id}
            data-excursion={excursion.id}
            className="flex flex-col overflow-hidden rounded-3xl border border-dune bg-white"
          >
            <div className="relative">
              <SmartImage
                src={excursion.image}
                alt=""
                width={800}
                height={600}
                className="aspect-[4/3] w-full object-cover"
              />
              <span
                className={`absolute top-3 left-3 rounded-full px-3 py-1 text-sm font-bold ${categoryTone[excursion.category]}`}
              >
                {t(`categories.${excursion.category}`)}
              </span>
            </div>
            <div className="flex flex-1 flex-col p-5">
              <p className="text-sm font-semibold text-sea">
                {t(`durations.${excursion.duration}`)}
              </p>
              <h3 className="mt-1 text-xl text-sea-deep">
                {t(`excursions.${excursion.id}.title`)}
              </h3>
              <p className="mt-2 text-ink-muted">{t(`excursions.${excursion.id}.description`)}</p>
              <h4 className="mt-4 text-sm font-semibold text-ink">{t("card.highlights")}</h4>
              <ul className="mt-1 flex-1 space-y-1 text-sm text-ink-muted">
                {(
                  t(`excursions.${excursion.id}.highlights`, { returnObjects: true }) as string[]
                ).map((highlight) => (
                  <li key={highlight} className="flex items-start gap-2">
                    <span
                      aria-hidden="true"
                      className="mt-1.5 size-2 shrink-0 rounded-full bg-gold"
                    />
                    {highlight}
                  </li>
                ))}
              </ul>
              <p className="mt-4 rounded-2xl bg-sand px-3 py-2 text-sm text-ink">
                <span className="font-semibold">{t("card.bestFor")}:</span>{" "}
                {t(`excursions.${excursion.id}.bestFor`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const eveningIcons: Record<(typeof eveningActivities)[number]["icon"], Icon> = {
  trophy: Trophy,
  drama: Drama,
  pen: PenLine,
  flask: FlaskConical,
  camera: Camera,
  lightbulb: Lightbulb,
};

export function EveningActivities() {
  const { t } = useTranslation("activities");
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {eveningActivities.map((activity) => {
        const ActivityIcon = eveningIcons[activity.icon];
        return (
          <li key={activity.id} className="rounded-3xl border border-dune bg-white p-6">
            <ActivityIcon aria-hidden="true" className="size-8 text-coral-strong" />
            <h3 className="mt-3 text-xl text-sea-deep">
              {t(`evening.items.${activity.id}.title`)}
            </h3>
            <p className="mt-2 text-ink-muted">{t(`evening.items.${activity.id}.description`)}</p>
          </li>
        );
      })}
    </ul>
  );
}

const seasonIcons: Record<(typeof seasons)[number], Icon> = {
  summer: Sun,
  autumnWinter: Snowflake,
  spring: Flower2,
};

export function SeasonalAddOns() {
  const { t } = useTranslation("activities");
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {seasons.map((season) => {
        const SeasonIcon = seasonIcons[season];
        return (
          <li key={season} className="rounded-3xl bg-white p-6">
            <SeasonIcon aria-hidden="true" className="size-8 text-sea" />
            <h3 className="mt-3 text-xl text-sea-deep">{t(`seasonal.items.${season}.title`)}</h3>
            <ul className="mt-3 space-y-2 text-ink-muted">
              {(t(`seasonal.items.${season}.activities`, { returnObjects: true }) as string[]).map(
                (item) => (
                  <li key={item} className="flex items-start gap-2">
                    <span
                      aria-hidden="true"
                      className="mt-2 size-2 shrink-0 rounded-full bg-teal"
                    />
                    {item}
                  </li>
                ),
              )}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

export function SafetyRules() {
  const { t } = useTranslation("activities");
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {safetyRules.map((rule) => (
        <li
          key={rule}
          className="flex items-start gap-3 rounded-2xl border border-dune bg-white p-5"
        >
          <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-sea" />
          <span className="text-ink">{t(`safety.rules.${rule}`)}</span>
        </li>
      ))}
    </ul>
  );
}
