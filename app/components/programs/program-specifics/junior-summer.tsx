import { formatCents } from "@shared/format/money";
import { SmartImage } from "~/components/site/smart-image";
import { useLocalized } from "~/components/site/use-localized";
import { Home } from "~/components/ui/icons";
import { juniorSummerDublin } from "~/content/program-extras";
import { useTranslation } from "~/i18n/react";
import { Section } from "./section";

/** Weekly accommodation prices in cents, from the price list. */
export interface WeeklyRates {
  hostFamily: number;
  residence: number;
}

export function TypicalWeek({ rates }: { rates: WeeklyRates | null }) {
  const { t } = useTranslation("programs");
  const { lang } = useLocalized();
  return (
    <>
      <Section
        id="typical-week-title"
        title={t("juniorSummer.weekTitle")}
        subtitle={`${t("juniorSummer.weekSubtitle")} ${t("juniorSummer.hours", { count: juniorSummerDublin.hoursPerWeek })}.`}
      >
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {juniorSummerDublin.days.map((day) => (
            <li key={day} className="rounded-2xl bg-sand p-4">
              <h3 className="font-sans font-bold text-sea-deep">
                {t(`juniorSummer.days.${day}.name`)}
              </h3>
              <p className="mt-1 text-ink">{t(`juniorSummer.days.${day}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="attractions-title" title={t("juniorSummer.attractionsTitle")}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {juniorSummerDublin.attractions.map((place) => (
            <li key={place.id} className="overflow-hidden rounded-2xl border border-dune">
              <SmartImage
                src={place.image}
                alt=""
                width={800}
                height={600}
                className="aspect-[16/9] w-full object-cover"
              />
              <div className="p-4">
                <h3 className="font-sans font-bold text-ink">
                  {t(`juniorSummer.attractions.${place.id}.name`)}
                </h3>
                <p className="mt-1 text-ink-muted">
                  {t(`juniorSummer.attractions.${place.id}.text`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="junior-accommodation-title" title={t("juniorSummer.accommodationTitle")}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {juniorSummerDublin.accommodation.map((option) => {
            const weeklyCents = rates?.[option];
            return (
              <li key={option} className="rounded-2xl bg-sand p-5">
                <h3 className="flex items-center gap-2 font-sans font-bold text-sea-deep">
                  <Home aria-hidden="true" className="size-5" />
                  {t(`juniorSummer.${option}.name`)}
                </h3>
                <p className="mt-1 text-ink">{t(`juniorSummer.${option}.text`)}</p>
                {weeklyCents !== undefined && (
                  <p className="mt-2 font-semibold text-ink">
                    {t("juniorSummer.perWeek", { price: formatCents(weeklyCents, lang) })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
