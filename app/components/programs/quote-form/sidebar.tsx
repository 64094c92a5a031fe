/** The column beside the quote form: the chosen program, what every stay includes, who to call. */

import { brand } from "@shared/config/brand";
import { Link } from "react-router";
import { UntranslatedNotice } from "~/components/site/untranslated-notice";
import { useLocalized } from "~/components/site/use-localized";
import { CheckCircle2, Mail, Phone } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { formatEuro } from "~/lib/format";
import { langOf } from "~/lib/untranslated";
import type { QuoteProgram } from "./helpers";

export function SelectedProgram({ program }: { program: QuoteProgram | null }) {
  const { t } = useTranslation("quote");
  const { lang, to } = useLocalized();
  return (
    <section
      aria-labelledby="selected-program-title"
      className="rounded-3xl border border-dune bg-sand p-6"
      data-testid="selected-program"
    >
      <h2 id="selected-program-title" className="font-sans text-lg font-bold text-sea-deep">
        {t("summary.title")}
      </h2>
      {program ? (
        <>
          <p
            className="mt-2 font-display text-xl text-ink"
            lang={langOf(program.inEnglish, "title")}
          >
            {program.title}
          </p>
          <UntranslatedNotice show={program.inEnglish.length > 0} />
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-muted">{t("summary.location")}</dt>
            <dd className="text-ink">{program.location}</dd>
            <dt className="text-ink-muted">{t("summary.duration")}</dt>
            <dd className="text-ink" lang={langOf(program.inEnglish, "duration")}>
              {program.duration}
            </dd>
            <dt className="text-ink-muted">{t("summary.ages")}</dt>
            <dd className="text-ink" lang={langOf(program.inEnglish, "ageRange")}>
              {program.ageRange}
            </dd>
            <dt className="text-ink-muted">{t("summary.price")}</dt>
            <dd className="font-semibold text-ink">
              {program.priceFrom === null
                ? t("summary.contactUs")
                : t("summary.from", { price: formatEuro(program.priceFrom, lang) })}
            </dd>
          </dl>
          <Link
            to={to(`/programs/${program.id}`)}
            className="mt-3 inline-flex font-semibold text-sea underline"
          >
            {t("summary.view")}
          </Link>
        </>
      ) : (
        <p className="mt-2 text-ink">{t("summary.none")}</p>
      )}
    </section>
  );
}

export function WhatsIncluded() {
  const { t } = useTranslation("quote");
  return (
    <section
      aria-labelledby="included-title"
      className="rounded-3xl border border-dune bg-white p-6"
    >
      <h2 id="included-title" className="font-sans text-lg font-bold text-sea-deep">
        {t("included.title")}
      </h2>
      <ul className="mt-3 grid gap-2">
        {(t("included.items", { returnObjects: true }) as string[]).map((item) => (
          <li key={item} className="flex gap-2 text-ink">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HelpBox() {
  const { t } = useTranslation("quote");
  return (
    <section aria-labelledby="help-title" className="rounded-3xl bg-sea-deep p-6 text-white">
      <h2 id="help-title" className="font-sans text-lg font-bold text-white">
        {t("help.title")}
      </h2>
      <p className="mt-2 text-sand">{t("help.text")}</p>
      <ul className="mt-4 grid gap-2">
        <li>
          <a
            href={brand.phoneHref}
            className="inline-flex items-center gap-2 font-semibold text-white underline"
          >
            <Phone aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("help.phone")}: </span>
            {brand.phone}
          </a>
        </li>
        <li>
          <a
            href={`mailto:${brand.email}`}
            className="inline-flex items-center gap-2 font-semibold text-white underline"
          >
            <Mail aria-hidden="true" className="size-5" />
            <span className="sr-only">{t("help.email")}: </span>
            {brand.email}
          </a>
        </li>
      </ul>
    </section>
  );
}
