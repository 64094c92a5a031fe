import type { PublicProgram } from "@shared/content/types";
import { Link } from "react-router";
import { SmartImage } from "~/components/site/smart-image";
import { useLocalized } from "~/components/site/use-localized";
import { ArrowRight, MapPin, Users } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { formatEuro } from "~/lib/format";
import { langOf, untranslatedFields } from "~/lib/untranslated";

/** What a card shows; the listing sends only this to the browser. */
export type ProgramSummary = Pick<
  PublicProgram,
  "id" | "title" | "shortDescription" | "category" | "location" | "ageRange" | "priceFrom" | "image"
> & {
  /** The card's fields still in English on a page in another language. */
  inEnglish: ("title" | "shortDescription" | "ageRange")[];
};

export function toProgramSummary(program: PublicProgram): ProgramSummary {
  const { id, title, shortDescription, category, location, ageRange, priceFrom, image } = program;
  return {
    id,
    title,
    shortDescription,
    category,
    location,
    ageRange,
    priceFrom,
    image,
    inEnglish: untranslatedFields(program, ["title", "shortDescription", "ageRange"]),
  };
}

/** One program in the listing: the same card as the home page's popular programs. */
export function ProgramCard({ program }: { program: ProgramSummary }) {
  const { t } = useTranslation("programs");
  const { lang, to } = useLocalized();
  return (
    <li
      className="flex flex-col overflow-hidden rounded-3xl border border-dune bg-white"
      data-program={program.id}
    >
      <SmartImage
        src={program.image}
        alt=""
        width={800}
        height={600}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-sea">
          {t(`filters.categoryOptions.${program.category}`)}
        </p>
        <h3 className="mt-1 text-xl text-sea-deep" lang={langOf(program.inEnglish, "title")}>
          {program.title}
        </h3>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {program.location}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {t("card.ages", { range: program.ageRange })}
          </span>
        </p>
        <p
          className="mt-3 flex-1 text-ink-muted"
          lang={langOf(program.inEnglish, "shortDescription")}
        >
          {program.shortDescription}
        </p>
        <p className="mt-4 font-bold text-ink">
          {program.priceFrom === null
            ? t("card.contactUs")
            : t("card.from", { price: formatEuro(program.priceFrom, lang) })}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link
            to={to(`/quote?program=${encodeURIComponent(program.id)}`)}
            className="btn-primary inline-flex min-h-11"
          >
            {t("card.getQuote")}
            <span className="sr-only">: {program.title}</span>
          </Link>
          <Link to={to(`/programs/${program.id}`)} className="btn-secondary inline-flex min-h-11">
            {t("card.learnMore")}
            <span className="sr-only">: {program.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </li>
  );
}
