import { useLocalized } from "~/components/site/use-localized";
import { Check } from "~/components/ui/icons";
import { generalEnglishCork } from "~/content/program-extras";
import { useTranslation } from "~/i18n/react";
import { formatEuro } from "~/lib/format";
import { formatClock } from "./clock";
import { Section } from "./section";

export function SampleTimetable({ priceFrom }: { priceFrom: number | null }) {
  const { t } = useTranslation("programs");
  const { lang } = useLocalized();
  const { morning, afternoon, days, maxClassSize, weeks, minAge, fallbackPriceFrom } =
    generalEnglishCork;
  const clock = (time: string) => formatClock(time, lang, true);
  return (
    <Section
      id="sample-timetable-title"
      title={t("generalEnglish.title")}
      subtitle={t("generalEnglish.subtitle")}
    >
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-left">
          <caption className="sr-only">{t("generalEnglish.tableCaption")}</caption>
          <thead>
            <tr className="bg-sea-deep text-white">
              <th scope="col" className="rounded-tl-2xl p-3">
                {t("generalEnglish.day")}
              </th>
              <th scope="col" className="p-3">
                {t("generalEnglish.morning", { from: clock(morning.from), to: clock(morning.to) })}
              </th>
              <th scope="col" className="rounded-tr-2xl p-3">
                {t("generalEnglish.afternoon", {
                  from: clock(afternoon.from),
                  to: clock(afternoon.to),
                })}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day} className="border-b border-dune even:bg-sand">
                <th scope="row" className="p-3 font-semibold text-ink">
                  {t(`generalEnglish.days.${day}.name`)}
                </th>
                <td className="p-3 text-ink">{t(`generalEnglish.days.${day}.morning`)}</td>
                <td className="p-3 text-ink">{t(`generalEnglish.days.${day}.afternoon`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mt-6 font-sans text-lg font-bold text-ink">
        {t("generalEnglish.factsTitle")}
      </h3>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {[
          t("generalEnglish.maxClass", { count: maxClassSize }),
          t("generalEnglish.weeks", { min: weeks.min, max: weeks.max }),
          t("generalEnglish.minAge", { age: minAge }),
          t("generalEnglish.priceFrom", {
            price: formatEuro(priceFrom ?? fallbackPriceFrom, lang),
          }),
        ].map((fact) => (
          <li key={fact} className="flex items-center gap-2 text-ink">
            <Check aria-hidden="true" className="size-5 text-sea" />
            {fact}
          </li>
        ))}
      </ul>
    </Section>
  );
}
