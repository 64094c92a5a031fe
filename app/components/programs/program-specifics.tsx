/** The parts only some program pages have (spec §2); facts from app/content/program-extras. */

import { formatCents } from "@shared/bookings/types";
import type { Language } from "@shared/i18n/languages";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { SmartImage } from "~/components/site/smart-image";
import { useLocalized } from "~/components/site/use-localized";
import { cn } from "~/components/ui/cn";
import {
  BedDouble,
  Check,
  CheckCircle2,
  ExternalLink,
  GraduationCap,
  Home,
} from "~/components/ui/icons";
import {
  certTesol,
  executiveEducation,
  generalEnglishCork,
  juniorSummerDublin,
  miniStayPlaces,
} from "~/content/program-extras";
import { useTranslation } from "~/i18n/react";
import { formatDay } from "~/lib/date-format";
import { formatEuro, formatNumber } from "~/lib/format";
import { ProgressiveTabs } from "./progressive-tabs";

/** Weekly accommodation prices in cents, from the price list. */
export interface WeeklyRates {
  hostFamily: number;
  residence: number;
}

/**
 * "16:30" as the page shows it: 4:30pm in English, 16:30 in the other languages; `clock24` keeps
 * the 24-hour clock in every language (timetables). Written out by hand rather than with Intl so
 * the server and every browser print exactly the same text.
 */
export function formatClock(time: string, lang: Language, clock24 = false): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const mm = String(minutes).padStart(2, "0");
  if (lang !== "en" || clock24) return `${hours}:${mm}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mm}${hours < 12 ? "am" : "pm"}`;
}

function Section({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-dune bg-white p-6 sm:p-8">
      <h2 id={id} className="text-2xl text-sea-deep">
        {title}
      </h2>
      {subtitle && <p className="mt-2 text-ink-muted">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

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
