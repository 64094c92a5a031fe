import { brand, campuses } from "@shared/config/brand";
import type { ReactNode } from "react";
import { useLocalized } from "~/components/site/use-localized";
import {
  AGE_OF_OWN_CONSENT,
  LEGAL_LAST_UPDATED,
  type LegalPage,
  legalSections,
  RIGHTS_RESPONSE_DAYS,
} from "~/content/legal";
import { useTranslation } from "~/i18n/react";
import { formatDay } from "~/lib/date-format";
import { PageHero } from "./page-parts";

const dublin = campuses.find((campus) => campus.id === "dublin");

/** The values every legal text may mention: who we are, where, and the fixed periods. */
export const legalValues = {
  legalName: brand.legalName,
  address: dublin ? `${dublin.street}, ${dublin.locality}, ${dublin.postcode}` : "",
  email: brand.email,
  days: RIGHTS_RESPONSE_DAYS,
  age: AGE_OF_OWN_CONSENT,
};

/**
 * A legal page: title, last-updated date, a table of contents and numbered sections. Tables
 * and lists built from facts (`extras`) go under the section they belong to.
 */
export function LegalDocument({
  page,
  extras = {},
}: {
  page: LegalPage;
  extras?: Partial<Record<string, ReactNode>>;
}) {
  const { t, i18n } = useTranslation(["legal", "common"]);
  const { lang } = useLocalized();
  const list = (key: string): string[] =>
    i18n.exists(`legal:${key}`)
      ? (t(`legal:${key}`, { ...legalValues, returnObjects: true }) as string[])
      : [];

  return (
    <>
      <PageHero
        eyebrow={t("common:footer.legalTitle")}
        title={t(`legal:${page}.title`)}
        intro={t(`legal:${page}.intro`)}
      >
        <p className="mt-4 text-sm font-semibold text-ink-muted">
          {t("legal:lastUpdated", {
            date: formatDay(LEGAL_LAST_UPDATED, lang),
          })}
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:py-16">
        <nav aria-labelledby="toc-title" className="self-start lg:sticky lg:top-24">
          <h2
            id="toc-title"
            className="font-sans text-sm font-bold tracking-wide text-sea uppercase"
          >
            {t("legal:contents")}
          </h2>
          <ol className="mt-3 space-y-2 border-l-2 border-dune pl-4">
            {legalSections[page].map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="text-ink underline-offset-4 hover:text-sea hover:underline"
                >
                  {t(`legal:${page}.sections.${id}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-12 text-lg text-ink">
          {legalSections[page].map((id, index) => {
            const base = `${page}.sections.${id}`;
            const bullets = list(`${base}.list`);
            return (
              <section key={id} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
                <h2 id={`${id}-title`} className="text-2xl text-sea-deep sm:text-3xl">
                  <span className="text-coral-strong">{index + 1}.</span> {t(`legal:${base}.title`)}
                </h2>
                <div className="mt-4 space-y-4">
                  {list(`${base}.paragraphs`).map((text) => (
                    <p key={text.slice(0, 32)}>{text}</p>
                  ))}
                  {bullets.length > 0 ? (
                    <ul className="list-disc space-y-2 pl-6">
                      {bullets.map((text) => (
                        <li key={text.slice(0, 32)}>{text}</li>
                      ))}
                    </ul>
                  ) : null}
                  {extras[id]}
                  {list(`${base}.after`).map((text) => (
                    <p key={text.slice(0, 32)}>{text}</p>
                  ))}
                </div>
              </section>
            );
          })}
          <p className="border-t border-dune pt-6 text-base text-ink-muted">
            {t("legal:questions", { email: brand.email })}
          </p>
        </div>
      </div>
    </>
  );
}

/** A two-column facts table, readable on a phone. */
export function FactsTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly [string, string, ...string[]];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <div className="overflow-x-auto rounded-3xl border border-dune">
      <table className="w-full text-left text-base">
        <caption className="bg-sand px-4 py-3 text-left font-semibold text-sea-deep">
          {caption}
        </caption>
        <thead className="bg-sky text-sea-deep">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-dune bg-white">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={row.key} scope="row" className="px-4 py-3 font-normal text-ink">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row never move
                  <td key={index} className="px-4 py-3 text-ink">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
