import type { PublicProgram } from "@shared/content";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SmartImage } from "~/components/site/smart-image";
import { UntranslatedNotice } from "~/components/site/untranslated-notice";
import { useLocalized } from "~/components/site/use-localized";
import {
  ArrowLeft,
  Calendar,
  Clock,
  Download,
  HelpCircle,
  Info,
  MapPin,
  Users,
} from "~/components/ui/icons";
import {
  type CallToAction,
  executiveEducation,
  extrasOf,
  type ProgramNote,
} from "~/content/program-extras";
import { useTranslation } from "~/i18n/react";
import { formatEuro } from "~/lib/format";
import { langOf, untranslatedFields } from "~/lib/untranslated";
import {
  CertTesolSections,
  ExecutiveSections,
  MiniStayAccommodation,
  SampleTimetable,
  TypicalWeek,
  type WeeklyRates,
} from "./program-specifics";
import { ProgressiveTabs, type TabItem } from "./progressive-tabs";

/** Where a page's main call to action goes, and what it says. */
export function callToActionOf(
  action: CallToAction,
  programId: string,
): { path: string; labelKey: string } {
  const quote = `/quote?program=${encodeURIComponent(programId)}`;
  switch (action) {
    case "applyThroughInstitution":
      return { path: quote, labelKey: "notes.applyThroughInstitution" };
    case "applyNow":
      return { path: quote, labelKey: "certTesol.applyNow" };
    case "registerInterest":
      return { path: "/contact", labelKey: "executive.registerInterest" };
    case "getQuote":
      return { path: quote, labelKey: "detail.getCustomQuote" };
  }
}

export function seasonKey(season: string | null | undefined): string {
  return season === "summer" ? "detail.seasons.summer" : "detail.seasons.year-round";
}

function Breadcrumbs({ title, lang }: { title: string; lang: string | undefined }) {
  const { t } = useTranslation("programs");
  const { to } = useLocalized();
  return (
    <nav aria-label={t("detail.breadcrumb")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-ink-muted">
        <li>
          <Link to={to("/")} className="underline hover:text-sea">
            {t("detail.home")}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={to("/programs")} className="underline hover:text-sea">
            {t("detail.programs")}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-semibold text-ink" lang={lang}>
          {title}
        </li>
      </ol>
    </nav>
  );
}

function Timetable({
  timetable,
  lang,
}: {
  timetable: PublicProgram["timetable"];
  lang: string | undefined;
}) {
  return (
    <div className="grid gap-4" lang={lang}>
      {Object.entries(timetable).map(([section, value]) => (
        <div key={section} className="rounded-2xl bg-sand p-5">
          <h4 className="font-sans text-lg font-bold text-sea-deep">{section}</h4>
          {typeof value === "string" ? (
            <p className="mt-1 text-ink">{value}</p>
          ) : (
            <dl className="mt-2 grid gap-2 sm:grid-cols-[minmax(8rem,auto)_1fr] sm:gap-x-6">
              {Object.entries(value).map(([label, entry]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-ink">{label}</dt>
                  <dd className="text-ink-muted">{entry}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ))}
    </div>
  );
}

function List({ items, lang }: { items: string[]; lang: string | undefined }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" lang={lang}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-2xl bg-sand p-4 text-ink">
          <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-coral-strong" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function Note({ note, program }: { note: ProgramNote; program: PublicProgram }) {
  const { t } = useTranslation("programs");
  const { to } = useLocalized();
  const titles: Record<ProgramNote, [string, string]> = {
    brochure: ["notes.brochureTitle", "notes.brochureText"],
    schoolGroups: ["notes.schoolGroupsTitle", "notes.schoolGroupsText"],
    realClasses: ["notes.realClassesTitle", "notes.realClassesText"],
    erasmus: ["notes.erasmusTitle", "notes.erasmusText"],
  };
  const [title, text] = titles[note];
  return (
    <aside
      aria-label={t(title)}
      className="flex gap-4 rounded-3xl border-2 border-gold bg-[#fdf6e3] p-6"
      data-note={note}
    >
      <Info aria-hidden="true" className="size-6 shrink-0 text-sea-deep" />
      <div>
        <h2 className="font-sans text-lg font-bold text-ink">{t(title)}</h2>
        <p className="mt-1 text-ink">{t(text)}</p>
        {note === "brochure" && (
          <a
            href={to(`/programs/${program.id}/brochure.pdf`)}
            download={`clover-${program.id}-brochure.pdf`}
            className="btn-secondary mt-4 inline-flex min-h-11 bg-white"
          >
            <Download aria-hidden="true" className="size-5" />
            {t("detail.brochure")}
          </a>
        )}
        {note === "erasmus" && (
          <Link
            to={to(`/quote?program=${encodeURIComponent(program.id)}`)}
            className="btn-primary mt-4 inline-flex min-h-11"
          >
            {t("notes.applyThroughInstitution")}
          </Link>
        )}
      </div>
    </aside>
  );
}

function SidebarCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-3xl border border-dune bg-white p-6">
      <h2 className="font-sans text-lg font-bold text-sea-deep">{title}</h2>
      {children}
    </section>
  );
}

export function ProgramDetail({
  program,
  hostFamilyRates,
}: {
  program: PublicProgram;
  /** Weekly accommodation ranges of the program's city, for pages that show them. */
  hostFamilyRates: WeeklyRates | null;
}) {
  const { t } = useTranslation("programs");
  const { lang, to } = useLocalized();
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
              fetchPriority="high"
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

        <aside className="grid content-start gap-6 lg:sticky lg:top-24">
          {extras.priceCard &&
            (program.priceFrom !== null ? (
              <SidebarCard title={t("detail.startingFrom")}>
                <p className="mt-2 font-display text-4xl text-sea-deep">
                  <span data-testid="price-from">{formatEuro(program.priceFrom, lang)}</span>
                </p>
                <p className="mt-1 text-ink-muted">
                  {program.price === null ? t("detail.courseFee") : t("detail.perWeek")}
                </p>
              </SidebarCard>
            ) : (
              <SidebarCard title={t("detail.contactUs")}>
                <p className="mt-2 text-ink">{t("detail.priceOnRequest")}</p>
              </SidebarCard>
            ))}
          <div className="grid gap-3">
            <Link to={to(action.path)} className="btn-primary inline-flex min-h-12">
              {t(action.labelKey)}
            </Link>
            {extras.callToAction === "registerInterest" && (
              <Link to={to("/contact")} className="btn-secondary inline-flex min-h-12">
                {t("executive.contactUs")}
              </Link>
            )}
            <a
              href={to(`/programs/${program.id}/brochure.pdf`)}
              download={`clover-${program.id}-brochure.pdf`}
              className="btn-secondary inline-flex min-h-12"
            >
              <Download aria-hidden="true" className="size-5" />
              {t("detail.brochure")}
            </a>
            <p className="text-center text-sm text-ink-muted">{t("detail.brochureHint")}</p>
          </div>
          <SidebarCard title={t("detail.quickInfo")}>
            <dl className="mt-3 grid gap-3">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="flex items-center gap-2 text-sm text-ink-muted">
                    <fact.icon aria-hidden="true" className="size-5 text-sea" />
                    {fact.label}
                  </dt>
                  <dd className="pl-7 font-semibold text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </SidebarCard>
          <SidebarCard title={t("detail.needHelp")}>
            <p className="mt-2 text-ink">{t("detail.needHelpText")}</p>
            <Link to={to("/contact")} className="mt-3 inline-flex font-semibold text-sea underline">
              {t("detail.contactTeam")}
            </Link>
          </SidebarCard>
        </aside>
      </div>
    </article>
  );
}

export function ProgramNotFound() {
  const { t } = useTranslation("programs");
  const { to } = useLocalized();
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <img
        src="/images/fallback.svg"
        alt=""
        width={320}
        height={240}
        className="mx-auto rounded-3xl"
      />
      <h1 className="mt-8 text-4xl text-sea-deep">{t("detail.notFoundTitle")}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t("detail.notFoundText")}</p>
      <Link to={to("/programs")} className="btn-primary mt-8 inline-flex">
        {t("detail.notFoundBack")}
      </Link>
    </section>
  );
}
