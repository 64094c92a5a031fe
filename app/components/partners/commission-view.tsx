import type { CommissionStatement } from "@shared/agents/types";
import { Form, Link } from "react-router";
import { ScrollArea } from "~/components/admin/scroll-area";
import { useLocalized } from "~/components/site/use-localized";
import { Badge } from "~/components/ui/badge";
import { ChevronLeft, ChevronRight, Download } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format";
import { formatDay, formatMonth, money } from "./format";
import { Notice } from "./notice";
import { PageHeader } from "./page-header";

/** "2031-06" ± months → "2031-05". */
function shiftMonth(month: string, by: number): string {
  const [year = 1970, index = 1] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, index - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

const monthLink =
  "inline-flex min-h-11 items-center gap-1 rounded-full border border-sea px-4 text-sm font-semibold text-sea hover:bg-sky";

/**
 * The agency's commission for one month: the bookings whose deposit was recorded that month,
 * each with its tuition, rate and commission, the totals, and the same as CSV.
 */
export function CommissionView({
  statement,
  thisMonth,
  invalidMonth,
}: {
  statement: CommissionStatement;
  thisMonth: string;
  invalidMonth: boolean;
}) {
  const { t } = useTranslation("partners");
  const { lang, to } = useLocalized();
  const { month } = statement;
  const page = (target: string) => `${to("/partners/commission")}?month=${target}`;
  const totals = [
    { key: "total", cents: statement.totalCommissionCents },
    { key: "paid", cents: statement.paidCents },
    { key: "due", cents: statement.dueCents },
  ];

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        title={t("commission.title")}
        lead={t("commission.lead", { month: formatMonth(month, lang) })}
      >
        <a
          href={`${to("/partners/commission.csv")}?month=${month}`}
          download
          className="btn-secondary inline-flex min-h-12"
          data-testid="commission-csv"
        >
          <Download aria-hidden="true" className="size-5" />
          {t("commission.csv")}
        </a>
      </PageHeader>

      {invalidMonth ? <Notice tone="warning">{t("commission.invalidMonth")}</Notice> : null}

      <div className="flex flex-wrap items-end justify-between gap-4 rounded-3xl border border-mist bg-white p-5">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <label htmlFor="commission-month" className="text-sm font-semibold text-ink">
              {t("commission.month")}
            </label>
            <input
              id="commission-month"
              type="month"
              name="month"
              defaultValue={month}
              max={thisMonth}
              pattern="\d{4}-\d{2}"
              aria-describedby="commission-month-hint"
              className="block min-h-11 rounded-lg border border-[#6b7472] bg-white px-3 text-base text-ink"
            />
            <p id="commission-month-hint" className="text-xs text-ink-muted">
              {t("commission.monthHint")}
            </p>
          </div>
          <button
            type="submit"
            className="mb-5 inline-flex min-h-11 items-center rounded-full bg-sea px-5 font-semibold text-white hover:bg-sea-deep"
          >
            {t("commission.show")}
          </button>
        </Form>
        <nav aria-label={t("commission.otherMonths")} className="mb-5 flex flex-wrap gap-2">
          <Link to={page(shiftMonth(month, -1))} className={monthLink}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {formatMonth(shiftMonth(month, -1), lang)}
          </Link>
          {month < thisMonth ? (
            <Link to={page(shiftMonth(month, 1))} className={monthLink}>
              {formatMonth(shiftMonth(month, 1), lang)}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      </div>

      <section aria-labelledby="commission-totals">
        <h2 id="commission-totals" className="sr-only">
          {t("commission.totals")}
        </h2>
        <dl className="grid grid-cols-3 gap-2 sm:gap-4">
          {totals.map((total) => (
            <div
              key={total.key}
              className="rounded-2xl border border-mist bg-white p-3 shadow-sm sm:p-5"
            >
              <dt className="text-sm text-ink-muted">{t(`commission.totalLabels.${total.key}`)}</dt>
              <dd
                className="mt-1 font-display text-xl text-sea-deep tabular-nums sm:text-3xl"
                data-testid={`commission-${total.key}`}
              >
                {money(total.cents, lang)}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {statement.lines.length === 0 ? (
        <section className="rounded-3xl border border-mist bg-white p-8 text-center">
          <h2 className="text-2xl text-sea-deep">{t("commission.emptyTitle")}</h2>
          <p className="mt-2 text-ink">{t("commission.emptyText")}</p>
        </section>
      ) : (
        <ScrollArea
          label={t("commission.caption", { month: formatMonth(month, lang) })}
          className="rounded-3xl border border-mist bg-white"
        >
          <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
            <caption id="commission-caption" className="sr-only">
              {t("commission.caption", { month: formatMonth(month, lang) })}
            </caption>
            <thead>
              <tr className="border-b-2 border-mist text-ink-muted">
                {["booking", "student", "confirmed", "tuition", "rate", "commission", "state"].map(
                  (column) => (
                    <th
                      key={column}
                      scope="col"
                      className={`px-4 py-3 font-semibold ${
                        ["tuition", "rate", "commission"].includes(column) ? "text-right" : ""
                      }`}
                    >
                      {t(`commission.columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {statement.lines.map((line) => (
                <tr
                  key={line.bookingId}
                  className="border-b border-mist align-top"
                  data-testid="commission-line"
                >
                  <td className="px-4 py-3">
                    <Link
                      to={to(`/partners/bookings/${line.bookingId}`)}
                      className="font-semibold whitespace-nowrap text-sea underline underline-offset-4"
                    >
                      {line.reference}
                    </Link>
                  </td>
                  <th scope="row" className="px-4 py-3 font-normal">
                    <span className="block font-semibold text-ink">{line.studentName}</span>
                    <span className="block text-ink-muted">
                      {line.programTitle}
                      {line.agencyReference ? ` · ${line.agencyReference}` : ""}
                    </span>
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap text-ink">
                    {formatDay(line.confirmedOn, lang)}
                  </td>
                  <td className="px-4 py-3 text-right whitespace-nowrap text-ink tabular-nums">
                    {money(line.tuitionCents, lang)}
                  </td>
                  <td className="px-4 py-3 text-right whitespace-nowrap text-ink tabular-nums">
                    {formatNumber(line.percent, lang)} %
                  </td>
                  <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
                    {money(line.commissionCents, lang)}
                  </td>
                  <td className="px-4 py-3">
                    {line.status === "cancelled" ? (
                      <Badge tone="danger">{t("commission.state.cancelled")}</Badge>
                    ) : line.paidAt ? (
                      <Badge tone="success">
                        {t("commission.state.paid", {
                          date: formatDay(line.paidAt.slice(0, 10), lang),
                        })}
                      </Badge>
                    ) : (
                      <Badge tone="warning">{t("commission.state.due")}</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <p className="text-sm text-ink-muted">{t("commission.rules")}</p>
    </div>
  );
}
