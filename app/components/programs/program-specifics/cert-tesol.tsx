import { useState } from "react";
import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { cn } from "~/components/ui/cn";
import { Check, CheckCircle2, ExternalLink, GraduationCap } from "~/components/ui/icons";
import { certTesol } from "~/content/program-extras";
import { useTranslation } from "~/i18n/react";
import { formatDay } from "~/lib/date-format";
import { formatEuro, formatNumber } from "~/lib/format";
import { formatClock } from "./clock";
import { Section } from "./section";

export function CertTesolSections({ priceFrom }: { priceFrom: number | null }) {
  const { t } = useTranslation("programs");
  const { lang, to } = useLocalized();
  const [session, setSession] = useState(certTesol.sessions[0]?.id ?? "dublin1");
  const totalHours = certTesol.units.reduce((sum, unit) => sum + unit.hours, 0);
  const { recognition } = certTesol;
  return (
    <>
      <Section
        id="sessions-title"
        title={t("certTesol.sessionsTitle")}
        subtitle={t("certTesol.sessionsSubtitle")}
      >
        <ul aria-label={t("certTesol.sessionsLabel")} className="grid gap-3 sm:grid-cols-3">
          {certTesol.sessions.map((entry) => {
            const selected = entry.id === session;
            return (
              <li key={entry.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setSession(entry.id)}
                  data-session={entry.id}
                  className={cn(
                    "flex h-full w-full flex-col rounded-2xl border-2 p-4 text-left transition-colors",
                    selected ? "border-sea bg-sky" : "border-dune bg-white hover:border-sea",
                  )}
                >
                  <span className="font-bold text-sea-deep">
                    {t(`certTesol.sessions.${entry.id}`)}
                  </span>
                  <span className="mt-1 text-ink">
                    {t("certTesol.dates", {
                      start: formatDay(entry.start, lang, "short"),
                      end: formatDay(entry.end, lang, "short"),
                    })}
                  </span>
                  {selected && (
                    <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-sea">
                      <CheckCircle2 aria-hidden="true" className="size-4" />
                      {t("certTesol.selected")}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        <h3 className="mt-6 font-sans text-lg font-bold text-ink">
          {t("certTesol.scheduleTitle")}
        </h3>
        <ul className="mt-2 grid gap-2">
          {certTesol.schedule.map((block) => (
            <li key={block.weeks.from} className="text-ink">
              <strong>{t("certTesol.weeksRange", block.weeks)}</strong>:{" "}
              {formatClock(block.from, lang)}–{formatClock(block.to, lang)},{" "}
              {t("certTesol.weekdays")}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="units-title" title={t("certTesol.unitsTitle")}>
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{t("certTesol.unitsCaption")}</caption>
          <thead>
            <tr className="border-b-2 border-sea">
              <th scope="col" className="p-3">
                {t("certTesol.unit")}
              </th>
              <th scope="col" className="p-3 text-right">
                {t("certTesol.hours")}
              </th>
            </tr>
          </thead>
          <tbody>
            {certTesol.units.map((unit) => (
              <tr key={unit.id} className="border-b border-dune">
                <th scope="row" className="p-3 font-semibold text-ink">
                  {t(`certTesol.units.${unit.id}`)}
                </th>
                <td className="p-3 text-right text-ink">
                  {t("certTesol.hoursValue", { count: unit.hours })}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="p-3 font-bold text-sea-deep">
                {t("certTesol.total")}
              </th>
              <td className="p-3 text-right font-bold text-sea-deep" data-testid="units-total">
                {t("certTesol.hoursValue", { count: totalHours })}
              </td>
            </tr>
          </tfoot>
        </table>
      </Section>

      <div className="grid gap-10 md:grid-cols-2">
        <Section id="entry-title" title={t("certTesol.entryTitle")}>
          <ul className="grid gap-2">
            {certTesol.entry.map((item) => (
              <li key={item} className="flex gap-2 text-ink">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea" />
                {t(`certTesol.entry.${item}`)}
              </li>
            ))}
          </ul>
        </Section>
        <Section id="recognition-title" title={t("certTesol.recognitionTitle")}>
          <p className="text-ink-muted">{t("certTesol.recognitionText")}</p>
          <ul className="mt-3 grid gap-2">
            {[
              t("certTesol.recognition.input", { count: recognition.inputHours }),
              t("certTesol.recognition.practice", { count: recognition.assessedPracticeMinutes }),
              t("certTesol.recognition.assignments", {
                count: recognition.assignments.count,
                min: formatNumber(recognition.assignments.minWords, lang),
                max: formatNumber(recognition.assignments.maxWords, lang),
              }),
              t("certTesol.recognition.observation", { count: recognition.observationMinutes }),
            ].map((item) => (
              <li key={item} className="flex gap-2 text-ink">
                <GraduationCap aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea" />
                {item}
              </li>
            ))}
          </ul>
        </Section>
      </div>

      <Section id="steps-title" title={t("certTesol.stepsTitle")}>
        <ol className="grid gap-4 md:grid-cols-3">
          {certTesol.steps.map((step, index) => (
            <li key={step} className="rounded-2xl bg-sand p-5">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-sea-deep font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-sans font-bold text-ink">
                {t(`certTesol.steps.${step}.title`)}
              </h3>
              <p className="mt-1 text-ink-muted">{t(`certTesol.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={to("/quote?program=cert-tesol")} className="btn-primary inline-flex min-h-11">
            {t("certTesol.applyNow")}
          </Link>
          <Link to={to(certTesol.interviewPath)} className="btn-secondary inline-flex min-h-11">
            {t("certTesol.interview")}
          </Link>
        </div>
        <p className="mt-4">
          <a
            href={certTesol.courseInfoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-sea underline"
          >
            {t("certTesol.courseInfo")}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t("certTesol.opensNewTab")}</span>
          </a>
        </p>
      </Section>

      <div className="grid gap-10 md:grid-cols-2">
        <Section id="tesol-price-title" title={t("certTesol.priceTitle")}>
          <p className="font-display text-4xl text-sea-deep" data-testid="tesol-price">
            {formatEuro(priceFrom ?? certTesol.price, lang)}
          </p>
          <p className="mt-2 text-ink-muted">
            {t("certTesol.priceNote", { hours: certTesol.contactHours, weeks: certTesol.weeks })}
          </p>
        </Section>
        <Section id="tesol-details-title" title={t("certTesol.detailsTitle")}>
          <ul className="grid gap-2 text-ink">
            <li>{t("certTesol.details.duration", { weeks: certTesol.weeks })}</li>
            <li>{t("certTesol.details.hours", { count: certTesol.contactHours })}</li>
            <li>{t("certTesol.details.locations")}</li>
          </ul>
        </Section>
      </div>
    </>
  );
}
