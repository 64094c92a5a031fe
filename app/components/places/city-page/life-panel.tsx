import { PanelHeading } from "~/components/places/section";
import {
  BedDouble,
  BookOpen,
  Bus,
  HeartPulse,
  LifeBuoy,
  Star,
  Utensils,
} from "~/components/ui/icons";
import { type CityFacts, supportServices } from "~/content/destinations";
import { useTranslation } from "~/i18n/react";
import { type Icon, useCity } from "./shared";

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
