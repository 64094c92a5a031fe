import type { PublicProgram } from "@shared/content/types";
import { Link } from "react-router";
import { PanelHeading } from "~/components/places/section";
import { SmartImage } from "~/components/site/smart-image";
import { useLocalized } from "~/components/site/use-localized";
import { CalendarDays } from "~/components/ui/icons";
import type { CityId } from "~/content/destinations";
import { useTranslation } from "~/i18n/react";
import { formatEuro } from "~/lib/format";
import { langOf, untranslatedFields } from "~/lib/untranslated";

/** What a card shows, and no more: the page's data travels inside its HTML. */
export type CityProgramCard = Pick<
  PublicProgram,
  | "id"
  | "title"
  | "shortDescription"
  | "category"
  | "location"
  | "duration"
  | "price"
  | "priceFrom"
  | "image"
> & { inEnglish: string[] };

export function toCityProgramCard(program: PublicProgram): CityProgramCard {
  return {
    id: program.id,
    title: program.title,
    shortDescription: program.shortDescription,
    category: program.category,
    location: program.location,
    duration: program.duration,
    price: program.price,
    priceFrom: program.priceFrom,
    image: program.image,
    inEnglish: untranslatedFields(program, ["title", "shortDescription", "duration"]),
  };
}

export function ProgramsPanel({ city, programs }: { city: CityId; programs: CityProgramCard[] }) {
  const { t } = useTranslation(["destinations", "common"]);
  const { lang, to } = useLocalized();
  const name = t(`common:nav.${city}`);
  if (programs.length === 0) {
    return (
      <div className="rounded-3xl border-2 border-dashed border-dune bg-sand px-6 py-14 text-center">
        <CalendarDays aria-hidden="true" className="mx-auto size-10 text-coral-strong" />
        <h2 id="programs-title" className="mt-4 text-3xl text-sea-deep">
          {t("programs.emptyTitle")}
        </h2>
        <p className="mt-2 text-lg text-ink-muted">{t("programs.emptyText", { city: name })}</p>
        <Link to={to("/contact")} className="btn-primary mt-6 inline-flex min-h-12">
          {t("programs.contact")}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <PanelHeading
        id="programs-title"
        title={t("programs.title", { city: name })}
        intro={t("programs.intro", { city: name })}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {programs.map((program) => (
          <li
            key={program.id}
            className="flex flex-col overflow-hidden rounded-3xl border border-dune bg-white"
          >
            <SmartImage
              src={program.image}
              alt=""
              width={800}
              height={600}
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="rounded-full bg-sky px-3 py-1 text-sm font-semibold text-sea-deep">
                  {t(`programs.categories.${program.category}`)}
                </span>
                <span className="font-bold text-ink">
                  {program.price !== null
                    ? t("programs.perWeek", { price: formatEuro(program.price, lang) })
                    : program.priceFrom !== null
                      ? t("programs.from", { price: formatEuro(program.priceFrom, lang) })
                      : t("programs.contactUs")}
                </span>
              </div>
              <h3 className="mt-3 text-xl text-sea-deep" lang={langOf(program.inEnglish, "title")}>
                <Link to={to(`/programs/${program.id}`)} className="hover:underline">
                  {program.title}
                </Link>
              </h3>
              <p
                className="mt-2 flex-1 text-ink-muted"
                lang={langOf(program.inEnglish, "shortDescription")}
              >
                {program.shortDescription}
              </p>
              <dl className="mt-4 space-y-1 text-sm">
                <div className="flex gap-2">
                  <dt className="font-semibold text-ink-muted">{t("programs.location")}</dt>
                  <dd className="text-ink">{program.location}</dd>
                </div>
                <div className="flex gap-2">
                  <dt className="font-semibold text-ink-muted">{t("programs.duration")}</dt>
                  <dd className="text-ink" lang={langOf(program.inEnglish, "duration")}>
                    {program.duration}
                  </dd>
                </div>
              </dl>
              <Link
                to={`${to("/quote")}?program=${encodeURIComponent(program.id)}`}
                aria-label={`${t("programs.getQuote")}: ${program.title}`}
                className="btn-primary mt-6 inline-flex min-h-11 self-start"
              >
                {t("programs.getQuote")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
