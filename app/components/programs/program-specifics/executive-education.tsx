import { useLocalized } from "~/components/site/use-localized";
import { Check } from "~/components/ui/icons";
import { executiveEducation } from "~/content/program-extras";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format";
import { ProgressiveTabs } from "../progressive-tabs";
import { Section } from "./section";

export function ExecutiveSections() {
  const { t } = useTranslation("programs");
  const { lang } = useLocalized();
  const { level, ects, learningHours } = executiveEducation;
  const details: [string, string][] = [
    [t("executive.details.duration"), t("executive.details.durationValue")],
    [
      t("executive.details.hours"),
      t("executive.details.hoursValue", {
        min: formatNumber(learningHours.min, lang),
        max: formatNumber(learningHours.max, lang),
      }),
    ],
    [t("executive.details.delivery"), t("executive.details.deliveryValue")],
    [t("executive.details.location"), t("executive.details.locationValue")],
    [t("executive.details.level"), t("executive.details.levelValue", { level, ects })],
  ];
  return (
    <>
      <Section id="outcomes-title" title={t("executive.outcomesTitle")}>
        <ProgressiveTabs
          label={t("executive.outcomesLabel")}
          defaultTab="knowledge"
          items={executiveEducation.outcomes.map((outcome) => ({
            id: outcome,
            label: t(`executive.outcomes.${outcome}.label`),
            content: (
              <ul className="grid gap-2" data-outcome={outcome}>
                {(
                  t(`executive.outcomes.${outcome}.items`, { returnObjects: true }) as string[]
                ).map((item) => (
                  <li key={item} className="flex gap-2 text-ink">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea" />
                    {item}
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
      </Section>
      <div className="grid gap-10 md:grid-cols-2">
        <Section id="audience-title" title={t("executive.audienceTitle")}>
          <ul className="grid gap-2">
            {executiveEducation.audiences.map((audience) => (
              <li key={audience} className="flex gap-2 text-ink">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea" />
                {t(`executive.audiences.${audience}`)}
              </li>
            ))}
          </ul>
        </Section>
        <Section id="modules-title" title={t("executive.modulesTitle")}>
          <ul className="grid gap-2">
            {executiveEducation.modules.map((module) => (
              <li key={module} className="flex gap-2 text-ink">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea" />
                {t(`executive.modules.${module}`)}
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <Section id="programme-details-title" title={t("executive.detailsTitle")}>
        <dl className="grid gap-3 sm:grid-cols-2">
          {details.map(([label, value]) => (
            <div key={label} className="rounded-2xl bg-sand p-4">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
