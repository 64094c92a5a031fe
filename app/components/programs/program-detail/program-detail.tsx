import type { PublicProgram } from "@shared/content/types";
import { Link } from "react-router";
import { LevelTestHint } from "~/components/level-test/hint";
import {
  CertTesolSections,
  ExecutiveSections,
  MiniStayAccommodation,
  SampleTimetable,
  TypicalWeek,
  type WeeklyRates,
} from "~/components/programs/program-specifics";
import { ProgressiveTabs, type TabItem } from "~/components/programs/progressive-tabs";
import { SmartImage } from "~/components/site/smart-image";
import { UntranslatedNotice } from "~/components/site/untranslated-notice";
import { useLocalized } from "~/components/site/use-localized";
import { ArrowLeft, Calendar, Clock, HelpCircle, MapPin, Users } from "~/components/ui/icons";
import { executiveEducation, extrasOf } from "~/content/program-extras";
import { useTranslation } from "~/i18n/react";
import { heroImageAttributes } from "~/lib/hero-image";
import { langOf, untranslatedFields } from "~/lib/untranslated";
import { Breadcrumbs } from "./breadcrumbs";
import { callToActionOf, seasonKey } from "./call-to-action";
import { Note } from "./note";
import { ProgramSidebar } from "./sidebar";
import { List, Timetable } from "./tab-content";

export function ProgramDetail({
  program,
  hostFamilyRates,
}: {
  program: PublicProgram;
  /** Weekly accommodation ranges of the program's city, for pages that show them. */
  hostFamilyRates: WeeklyRates | null;
}) {
  const { t } = useTranslation("programs");
  const { to } = useLocalized();
  const extras = extrasOf(program.id);
  const action = callToActionOf(extras.callToAction, program.id);
  const quotePath = `/quote?program=${encodeURIComponent(program.id)}`;
  const inEnglish = untranslatedFields(program);
  const en = (field: string) => langOf(inEnglish, field);

  const tabs: TabItem[] = [
    {
      id: "highlights",
      label: t("detail.tabs.highlights"),
      content: <List items={program.highlights} lang={en("highlights")} />,
      empty: program.highlights.length === 0,
    },
    {
      id: "included",
      label: t("detail.tabs.included"),
      content: <List items={program.inclusions} lang={en("inclusions")} />,
      empty: program.inclusions.length === 0,
    },
    {
      id: "activities",
      label: t(`detail.tabs.${extras.activitiesTab}`),
      content: <List items={program.activities} lang={en("activities")} />,
      empty: program.activities.length === 0,
    },
    {
      id: "schedule",
      label: t(`detail.tabs.${extras.scheduleTab}`),
      content: <Timetable timetable={program.timetable} lang={en("timetable")} />,
      empty: Object.keys(program.timetable).length === 0,
    },
  ]
    .filter((tab) => !tab.empty)
    .map(({ empty: _empty, ...tab }) => tab);

  const facts = [
    { icon: MapPin, label: t("detail.location"), value: program.location },
    { icon: Users, label: t("detail.ageRange"), value: program.ageRange, lang: en("ageRange") },
    { icon: Clock, label: t("detail.duration"), value: program.duration, lang: en("duration") },
    { icon: Calendar, label: t("detail.season"), value: t(seasonKey(program.season)) },
  ];

  return (
    <article>
      <section className="bg-sky">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <Link
              to={to("/programs")}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea-deep underline"
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
              {t("detail.back")}
            </Link>
            <Link to={to(quotePath)} className="btn-primary inline-flex min-h-11">
              {t("detail.getQuote")}
            </Link>
          </div>
          <LevelTestHint className="mt-2 flex justify-end" />
          <UntranslatedNotice show={inEnglish.length > 0} />
          <div className="mt-6">
            <Breadcrumbs title={program.title} lang={en("title")} />
          </div>
          <div className="mt-6 grid items-center gap-8 lg:grid-cols-[1.3fr_1fr]">
            <div>
              <p className="inline-flex items-center gap-2 font-semibold text-sea">
                <MapPin aria-hidden="true" className="size-5" />
                {program.location}
              </p>
              <h1
                className="mt-3 text-4xl leading-tight text-sea-deep sm:text-5xl"
                lang={en("title")}
              >
                {program.title}
              </h1>
              {extras.sections.includes("executive") && (
                <p className="mt-4 flex flex-wrap gap-2">
                  <span className="rounded-full bg-coral-strong px-3 py-1 text-sm font-bold text-white">
                    {t("executive.comingSoon")}
                  </span>
                  <span className="rounded-full bg-sea-deep px-3 py-1 text-sm font-bold text-white">
                    {t("executive.level", { level: executiveEducation.level })}
                  </span>
                  <span className="rounded-full bg-sea-deep px-3 py-1 text-sm font-bold text-white">
                    {t("executive.ects", { count: executiveEducation.ects })}
                  </span>
                </p>
              )}
              <p className="mt-4 text-lg text-ink sm:text-xl" lang={en("shortDescription")}>
                {program.shortDescription}
              </p>
              <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {facts.map((fact) => (
                  <div key={fact.label} className="flex flex-col-reverse rounded-2xl bg-white p-3">
                    <dd className="font-semibold text-ink" lang={fact.lang}>
                      {fact.value}
                    </dd>
                    <dt className="flex items-center gap-1 text-sm text-ink-muted">
                      <fact.icon aria-hidden="true" className="size-4" />
                      {fact.label}
                    </dt>
                  </div>
                ))}
              </dl>
            </div>
            <SmartImage
              src={program.image}
              alt=""
              width={800}
              height={600}
              loading="eager"
              // The largest element a phone paints first on a program page.
              {...heroImageAttributes}
              className="aspect-[4/3] w-full rounded-3xl object-cover"
            />
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <div className="grid min-w-0 content-start gap-10">
          {extras.notes.map((note) => (
            <Note key={note} note={note} program={program} />
          ))}
          <section
            aria-labelledby="overview-title"
            className="rounded-3xl border border-dune bg-white p-6 sm:p-8"
          >
            <h2 id="overview-title" className="text-2xl text-sea-deep">
              {t("detail.overview")}
            </h2>
            {program.description.split(/\n{2,}/).map((paragraph) => (
              <p
                key={paragraph.slice(0, 40)}
                className="mt-4 text-lg text-ink"
                lang={en("description")}
              >
                {paragraph}
              </p>
            ))}
          </section>

          <ProgressiveTabs label={t("detail.tabsLabel")} items={tabs} />

          {extras.sections.includes("miniStayAccommodation") && <MiniStayAccommodation />}
          {extras.sections.includes("sampleTimetable") && (
            <SampleTimetable priceFrom={program.priceFrom} />
          )}
          {extras.sections.includes("typicalWeek") && <TypicalWeek rates={hostFamilyRates} />}
          {extras.sections.includes("certTesol") && (
            <CertTesolSections priceFrom={program.priceFrom} />
          )}
          {extras.sections.includes("executive") && <ExecutiveSections />}

          {program.faq.length > 0 && (
            <section aria-labelledby="faq-title">
              <h2 id="faq-title" className="text-2xl text-sea-deep">
                {t("detail.faqTitle")}
              </h2>
              <div className="mt-4 grid gap-3" lang={en("faq")}>
                {program.faq.map((entry) => (
                  <details
                    key={entry.question}
                    className="group rounded-2xl border border-dune bg-white p-5"
                  >
                    <summary className="flex min-h-8 cursor-pointer items-center gap-3 font-semibold text-ink">
                      <HelpCircle aria-hidden="true" className="size-5 shrink-0 text-sea" />
                      {entry.question}
                    </summary>
                    <p className="mt-3 text-ink">{entry.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          )}
        </div>

        <ProgramSidebar program={program} extras={extras} action={action} facts={facts} />
      </div>
    </article>
  );
}
