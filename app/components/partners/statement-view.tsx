import type { Statement } from "@shared/invoices/statement";
import { ageingBuckets } from "@shared/invoices/types";
import { Form } from "react-router";
import { ScrollArea } from "~/components/admin/scroll-area";
import { useLocalized } from "~/components/site/use-localized";
import { Download } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { formatDay, money } from "./format";
import { Notice } from "./notice";
import { PageHeader } from "./page-header";

const fileLink = "btn-secondary inline-flex min-h-12";
const amount = "px-4 py-3 text-right whitespace-nowrap text-ink tabular-nums";

/**
 * The agency's statement of account (issue 32): what is owed today by age, on account and the
 * balance; the period's invoices, credit notes and payments with the running balance; the PDF
 * and CSV of the same period. A plain GET form chooses the period: it works without script.
 */
export function StatementView({
  statement,
  invalidPeriod,
}: {
  statement: Statement & { agency: { name: string } };
  invalidPeriod: boolean;
}) {
  const { t } = useTranslation("partners");
  const { lang, to } = useLocalized();
  const period = `from=${statement.from}&to=${statement.to}`;
  const from = formatDay(statement.from, lang);
  const until = formatDay(statement.to, lang);
  const caption = t("statement.caption", { from, to: until });

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        title={t("statement.title")}
        lead={t("statement.lead", { agency: statement.agency.name, from, to: until })}
      >
        <a
          href={`${to("/partners/statement/pdf")}?${period}`}
          download
          className={fileLink}
          data-testid="statement-pdf"
        >
          <Download aria-hidden="true" className="size-5" />
          {t("statement.pdf")}
        </a>
        <a
          href={`${to("/partners/statement/csv")}?${period}`}
          download
          className={fileLink}
          data-testid="statement-csv"
        >
          <Download aria-hidden="true" className="size-5" />
          {t("statement.csv")}
        </a>
      </PageHeader>
      <p className="-mt-4 text-sm text-ink-muted">{t("statement.filesHint")}</p>

      {invalidPeriod ? <Notice tone="warning">{t("statement.invalidPeriod")}</Notice> : null}

      <section aria-labelledby="statement-ageing" className="grid gap-3">
        <h2 id="statement-ageing" className="text-2xl text-sea-deep">
          {t("statement.ageingTitle")}
        </h2>
        <p className="text-ink">{t("statement.ageingLead")}</p>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-4">
          {ageingBuckets.map((bucket) => (
            <div key={bucket} className="rounded-2xl border border-mist bg-white p-3 sm:p-5">
              <dt className="text-sm text-ink-muted">{t(`statement.buckets.${bucket}`)}</dt>
              <dd className="mt-1 font-display text-xl text-sea-deep tabular-nums sm:text-2xl">
                {money(statement.ageing[bucket], lang)}
              </dd>
            </div>
          ))}
        </dl>
        <dl className="grid grid-cols-3 gap-2 sm:gap-4">
          {(
            [
              ["due", statement.dueCents],
              ["onAccount", statement.onAccountCents],
              ["balance", statement.balanceCents],
            ] as const
          ).map(([key, cents]) => (
            <div key={key} className="rounded-2xl border border-mist bg-white p-3 shadow-sm sm:p-5">
              <dt className="text-sm text-ink-muted">{t(`statement.totals.${key}`)}</dt>
              <dd
                className="mt-1 font-display text-xl text-sea-deep tabular-nums sm:text-3xl"
                data-testid={`statement-${key}`}
              >
                {money(cents, lang)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-ink-muted">{t("statement.balanceHint")}</p>
      </section>

      <Form
        method="get"
        aria-label={t("statement.period")}
        className="flex flex-wrap items-end gap-3 rounded-3xl border border-mist bg-white p-5"
      >
        {(["from", "to"] as const).map((name) => (
          <div key={name} className="grid gap-1">
            <label htmlFor={`statement-${name}`} className="text-sm font-semibold text-ink">
              {t(`statement.${name}`)}
            </label>
            <input
              id={`statement-${name}`}
              type="date"
              name={name}
              defaultValue={statement[name]}
              className="block min-h-11 rounded-lg border border-[#6b7472] bg-white px-3 text-base text-ink"
            />
          </div>
        ))}
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-full bg-sea px-5 font-semibold text-white hover:bg-sea-deep"
        >
          {t("statement.show")}
        </button>
      </Form>

      {statement.entries.length === 0 ? (
        <section className="rounded-3xl border border-mist bg-white p-8 text-center">
          <h2 className="text-2xl text-sea-deep">{t("statement.emptyTitle")}</h2>
          <p className="mt-2 text-ink">{t("statement.emptyText")}</p>
          <p className="mt-4 text-ink">
            <span className="block text-sm text-ink-muted">{t("statement.closing")}</span>
            <span className="font-semibold tabular-nums" data-testid="statement-closing">
              {money(statement.closingCents, lang)}
            </span>
          </p>
        </section>
      ) : (
        <ScrollArea label={caption} className="rounded-3xl border border-mist bg-white">
          <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b-2 border-mist text-ink-muted">
                {(["date", "entry", "booking", "debit", "credit", "balance"] as const).map(
                  (column) => (
                    <th
                      key={column}
                      scope="col"
                      className={`px-4 py-3 font-semibold ${
                        ["debit", "credit", "balance"].includes(column) ? "text-right" : ""
                      }`}
                    >
                      {t(`statement.columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-mist">
                <td className="px-4 py-3 whitespace-nowrap text-ink">{from}</td>
                <th scope="row" colSpan={4} className="px-4 py-3 text-left font-normal text-ink">
                  {t("statement.opening")}
                </th>
                <td className={amount}>{money(statement.openingCents, lang)}</td>
              </tr>
              {statement.entries.map((entry) => (
                <tr
                  key={`${entry.type}-${entry.number}-${entry.date}`}
                  className="border-b border-mist align-top"
                  data-testid="statement-entry"
                >
                  <td className="px-4 py-3 whitespace-nowrap text-ink">
                    {formatDay(entry.date, lang)}
                  </td>
                  <th scope="row" className="px-4 py-3 text-left font-normal">
                    <span className="block font-semibold text-ink">
                      {t(`statement.types.${entry.type}`)} {entry.number}
                    </span>
                    {entry.openCents > 0 ? (
                      <span className="block text-ink-muted">
                        {t("statement.open", { amount: money(entry.openCents, lang) })}
                      </span>
                    ) : null}
                  </th>
                  <td className="px-4 py-3 text-ink">{entry.description}</td>
                  <td className={amount}>
                    {entry.debitCents ? money(entry.debitCents, lang) : ""}
                  </td>
                  <td className={amount}>
                    {entry.creditCents ? money(entry.creditCents, lang) : ""}
                  </td>
                  <td className={amount}>{money(entry.balanceCents, lang)}</td>
                </tr>
              ))}
              <tr className="font-semibold">
                <td className="px-4 py-3 whitespace-nowrap text-ink">{until}</td>
                <th scope="row" colSpan={4} className="px-4 py-3 text-left text-ink">
                  {t("statement.closing")}
                </th>
                <td className={amount} data-testid="statement-closing">
                  {money(statement.closingCents, lang)}
                </td>
              </tr>
            </tbody>
          </table>
        </ScrollArea>
      )}
    </div>
  );
}
