import { BedDouble } from "~/components/ui/icons";
import { miniStayPlaces } from "~/content/program-extras";
import { useTranslation } from "~/i18n/react";
import { ProgressiveTabs } from "../progressive-tabs";
import { Section } from "./section";

export function MiniStayAccommodation() {
  const { t } = useTranslation("programs");
  return (
    <Section id="ministay-title" title={t("ministay.title")} subtitle={t("ministay.subtitle")}>
      <ProgressiveTabs
        label={t("ministay.tabsLabel")}
        items={miniStayPlaces.map((place) => ({
          id: place.id,
          label: t(`ministay.places.${place.id}.name`),
          content: (
            <div className="rounded-2xl bg-sand p-5" data-place={place.id}>
              <p className="text-ink">{t(`ministay.places.${place.id}.text`)}</p>
              <ul className="mt-3 grid gap-2">
                {place.units.map((unit) => (
                  <li key={unit.kind} className="flex items-center gap-2 font-semibold text-ink">
                    <BedDouble aria-hidden="true" className="size-5 text-sea" />
                    {t(`ministay.units.${unit.kind}`, { count: unit.capacity ?? 0 })}
                  </li>
                ))}
              </ul>
            </div>
          ),
        }))}
      />
    </Section>
  );
}
