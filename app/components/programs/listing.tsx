import {
  ageGroupFilters,
  categoryFilters,
  type FilterKey,
  filterKeys,
  filtersToSearch,
  hasActiveFilters,
  locationFilters,
  noFilters,
  type ProgramFilters,
  parseProgramFilters,
  seasonFilters,
} from "@shared/content/program-filters";
import { useId } from "react";
import { Form, Link, useNavigate } from "react-router";
import { SmartImage } from "~/components/site/smart-image";
import { useLocalized } from "~/components/site/use-localized";
import { cn } from "~/components/ui/cn";
import { Award, Clock, HeartHandshake, SearchX, Users } from "~/components/ui/icons";
import { categoryCards, programStats, whyChooseItems } from "~/content/programs-page";
import { useTranslation } from "~/i18n/react";
import { heroImageAttributes } from "~/lib/hero-image";
import { ProgramCard, type ProgramSummary } from "./program-card";

const whyIcons = { classes: Users, accredited: Award, care: HeartHandshake, quote: Clock } as const;

export function ProgramsHero() {
  const { t } = useTranslation("programs");
  return (
    <section className="relative overflow-hidden bg-sky">
      <img
        src="/images/hero/home.svg"
        alt=""
        width={1600}
        height={900}
        {...heroImageAttributes}
        className="absolute inset-0 h-full w-full object-cover object-[70%_50%] opacity-60"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-white/95 via-white/85 to-white/30" />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="max-w-2xl">
          <p className="font-semibold tracking-wide text-sea uppercase">{t("hero.eyebrow")}</p>
          <h1 className="mt-4 text-4xl leading-tight text-sea-deep sm:text-5xl">
            {t("hero.title")}
          </h1>
          <p className="mt-6 text-lg text-ink sm:text-xl">{t("hero.subtitle")}</p>
        </div>
      </div>
    </section>
  );
}

export function ProgramStats() {
  const { t } = useTranslation("programs");
  return (
    <section aria-label={t("stats.label")} className="border-b border-dune bg-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:grid-cols-5">
        {programStats.map((stat) => (
          <div key={stat} className="flex flex-col-reverse rounded-3xl bg-sand p-5 text-center">
            <dt className="text-ink-muted">{t(`stats.${stat}.label`)}</dt>
            <dd className="font-display text-4xl text-sea-deep">{t(`stats.${stat}.value`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function CategoryCards({ filters }: { filters: ProgramFilters }) {
  const { t } = useTranslation("programs");
  const { to } = useLocalized();
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <h2 id="categories-title" className="text-3xl text-sea-deep sm:text-4xl">
        {t("categories.title")}
      </h2>
      <p className="mt-2 text-lg text-ink-muted">{t("categories.subtitle")}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categoryCards.map((card) => {
          const active = filters.category === card.id;
          return (
            <li key={card.id}>
              <Link
                to={to(`/programs${filtersToSearch({ ...filters, category: card.id })}`)}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={cn(
                  "group flex h-full flex-col overflow-hidden rounded-3xl border-2 bg-white transition-colors hover:border-sea",
                  active ? "border-sea ring-2 ring-sea" : "border-dune",
                )}
              >
                <SmartImage
                  src={card.image}
                  alt=""
                  width={800}
                  height={600}
                  className="aspect-[16/9] w-full object-cover"
                />
                <span className="p-5">
                  <span className="block font-display text-xl text-sea-deep">
                    {t(`categories.${card.id}.title`)}
                  </span>
                  <span className="mt-2 block text-ink-muted">
                    {t(`categories.${card.id}.text`)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const optionLists: Record<FilterKey, readonly string[]> = {
  category: categoryFilters,
  location: locationFilters,
  ageGroup: ageGroupFilters,
  season: seasonFilters,
};
const optionKeys: Record<FilterKey, string> = {
  category: "filters.categoryOptions",
  location: "filters.locationOptions",
  ageGroup: "filters.ageGroupOptions",
  season: "filters.seasonOptions",
};

/**
 * A plain GET form: without JavaScript the button submits it; with JavaScript each change
 * navigates at once to the same URL the form would produce (without empty parameters).
 */
export function FilterPanel({ filters }: { filters: ProgramFilters }) {
  const { t } = useTranslation("programs");
  const { to } = useLocalized();
  const navigate = useNavigate();
  const baseId = useId();
  return (
    <Form
      method="get"
      action={to("/programs")}
      preventScrollReset
      aria-labelledby={`${baseId}-title`}
      className="rounded-3xl border border-dune bg-sand p-6"
      onChange={(event) => {
        const form = event.currentTarget;
        const params = new URLSearchParams();
        for (const [key, value] of new FormData(form)) params.set(key, String(value));
        navigate(to(`/programs${filtersToSearch(parseProgramFilters(params))}`), {
          preventScrollReset: true,
          replace: true,
        });
      }}
    >
      <h2 id={`${baseId}-title`} className="font-display text-xl text-sea-deep">
        {t("filters.title")}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {filterKeys.map((key) => (
          <div key={key} className="grid gap-1">
            <label htmlFor={`${baseId}-${key}`} className="font-semibold text-ink">
              {t(`filters.${key}`)}
            </label>
            <select
              id={`${baseId}-${key}`}
              name={key}
              // Keyed by value so a navigation (card, Clear Filters) resets the control.
              key={`${key}-${filters[key] ?? ""}`}
              defaultValue={filters[key] ?? ""}
              className="min-h-11 rounded-xl border border-[#6b7472] bg-white px-3 text-ink"
            >
              <option value="">{t("filters.all")}</option>
              {optionLists[key].map((value) => (
                <option key={value} value={value}>
                  {t(`${optionKeys[key]}.${value}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="submit" className="btn-primary inline-flex min-h-11">
          {t("filters.apply")}
        </button>
        {hasActiveFilters(filters) && (
          <Link
            to={to("/programs")}
            preventScrollReset
            className="btn-secondary inline-flex min-h-11"
          >
            {t("filters.clear")}
          </Link>
        )}
      </div>
    </Form>
  );
}

export function ProgramResults({
  programs,
  filters,
}: {
  programs: ProgramSummary[];
  filters: ProgramFilters;
}) {
  const { t } = useTranslation("programs");
  const { to } = useLocalized();
  return (
    <section aria-labelledby="results-title" className="mt-10">
      <h2 id="results-title" className="sr-only">
        {t("results.title")}
      </h2>
      <p role="status" className="text-lg font-semibold text-ink" data-testid="result-count">
        {t("results.count", { count: programs.length })}
      </p>
      {programs.length === 0 ? (
        <div className="mt-6 rounded-3xl border-2 border-dashed border-dune bg-white px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
          <h3 className="mt-4 text-2xl text-sea-deep">{t("results.emptyTitle")}</h3>
          <p className="mt-2 text-ink-muted">{t("results.emptyText")}</p>
          <Link to={to("/programs")} className="btn-primary mt-6 inline-flex min-h-11">
            {t("filters.clearAll")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {programs.map((program) => (
            <ProgramCard key={program.id} program={program} />
          ))}
        </ul>
      )}
      {hasActiveFilters(filters) && programs.length > 0 && (
        <p className="mt-8 text-center">
          <Link
            to={to(`/programs${filtersToSearch(noFilters)}`)}
            className="font-semibold text-sea underline"
          >
            {t("filters.clearAll")}
          </Link>
        </p>
      )}
    </section>
  );
}

export function WhyChoosePrograms() {
  const { t } = useTranslation("programs");
  return (
    <section aria-labelledby="why-programs-title" className="bg-sea-deep py-16 text-white sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="why-programs-title" className="text-3xl text-white sm:text-4xl">
          {t("why.title")}
        </h2>
        <p className="mt-2 text-lg text-mist">{t("why.subtitle")}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyChooseItems.map((item) => {
            const Icon = whyIcons[item];
            return (
              <li key={item} className="rounded-3xl bg-white/10 p-6">
                <Icon aria-hidden="true" className="size-8 text-gold" />
                <h3 className="mt-3 text-xl text-white">{t(`why.items.${item}.title`)}</h3>
                <p className="mt-2 text-sand">{t(`why.items.${item}.text`)}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function ClosingCta() {
  const { t } = useTranslation("programs");
  const { to } = useLocalized();
  return (
    <section aria-labelledby="programs-cta-title" className="bg-sky py-16">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="programs-cta-title" className="text-3xl text-sea-deep">
          {t("cta.title")}
        </h2>
        <p className="mt-3 text-lg text-ink">{t("cta.text")}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={to("/quote")} className="btn-primary inline-flex min-h-12">
            {t("cta.quote")}
          </Link>
          <Link to={to("/contact")} className="btn-secondary inline-flex min-h-12 bg-white">
            {t("cta.contact")}
          </Link>
        </div>
      </div>
    </section>
  );
}
