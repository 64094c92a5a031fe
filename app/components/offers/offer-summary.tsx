import { formatCents, type OfferLine, type PublicOffer } from "@shared/bookings/types";
import { cityName } from "@shared/i18n/cities";
import { useLocalized } from "~/components/site/use-localized";
import { useTranslation } from "~/i18n/react";
import { formatDay } from "~/lib/date-format";

/**
 * The offer as staff wrote it: the course, the school's note, the lines, total and deposit.
 * `extra` rows join the course's details (the guardian's page adds the hours of tuition).
 */
export function OfferSummary({
  offer,
  title,
  extra = [],
}: {
  offer: PublicOffer;
  title?: string;
  extra?: [string, string][];
}) {
  const { t } = useTranslation("offers");
  const { lang } = useLocalized();
  const money = (cents: number) => formatCents(cents, lang);
  const quantity = (line: OfferLine) =>
    line.kind === "discount" && line.percent
      ? t("summary.percentOff", { percent: line.percent })
      : t("summary.quantityValue", { quantity: line.quantity, unit: money(line.unitCents) });
  const details: [string, string][] = [
    [t("summary.program"), offer.programTitle],
    ...(offer.city
      ? ([[t("summary.city"), cityName(offer.city, lang)]] as [string, string][])
      : []),
    [
      t("summary.dates"),
      t("summary.datesValue", {
        start: formatDay(offer.startDate, lang),
        end: formatDay(offer.endDate, lang),
      }),
    ],
    [t("summary.length"), t("summary.weeks", { count: offer.weeks })],
    ...(offer.accommodationType
      ? ([[t("summary.accommodation"), t(`accommodation.${offer.accommodationType}`)]] as [
          string,
          string,
        ][])
      : []),
    ...extra,
  ];

  return (
    <section
      aria-labelledby="offer-course-title"
      className="rounded-3xl border border-dune bg-white p-6 sm:p-8"
      data-testid="offer-summary"
    >
      <h2 id="offer-course-title" className="text-2xl text-sea-deep">
        {title ?? t("summary.title")}
      </h2>
      {offer.note.trim() ? (
        <div className="mt-4 rounded-2xl bg-sky p-4">
          <p className="font-semibold text-sea-deep">{t("summary.noteTitle")}</p>
          <p className="mt-1 whitespace-pre-line text-ink" data-testid="offer-note">
            {offer.note}
          </p>
        </div>
      ) : null}
      <dl className="mt-6 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {details.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-8 text-xl text-sea-deep">{t("summary.priceTitle")}</h3>
      <table className="mt-3 w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{t("summary.caption")}</caption>
        <thead>
          <tr className="border-b-2 border-dune text-ink-muted">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t("summary.item")}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t("summary.quantity")}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t("summary.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {offer.lines.map((line, index) => (
            <tr
              // Lines have no id of their own; their order is the offer's.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders on the page
              key={index}
              className="border-b border-dune align-top"
              data-testid="offer-line"
            >
              <td className="py-3 pr-3 text-ink">{line.description}</td>
              <td className="py-3 pr-3 whitespace-nowrap text-ink-muted tabular-nums">
                {quantity(line)}
              </td>
              <td className="py-3 text-right whitespace-nowrap text-ink tabular-nums">
                {money(line.totalCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="tabular-nums">
          <tr>
            <th scope="row" colSpan={2} className="pt-4 pr-3 text-lg font-bold text-ink">
              {t("summary.total")}
            </th>
            <td
              className="pt-4 text-right text-lg font-bold whitespace-nowrap text-ink"
              data-testid="offer-total"
            >
              {money(offer.totalCents)}
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="pt-2 pr-3 font-semibold text-ink">
              {t("summary.deposit")}
            </th>
            <td
              className="pt-2 text-right font-semibold whitespace-nowrap text-ink"
              data-testid="offer-deposit"
            >
              {money(offer.depositCents)}
            </td>
          </tr>
          {offer.paidCents > 0 ? (
            <>
              <tr>
                <th scope="row" colSpan={2} className="pt-2 pr-3 font-normal text-ink">
                  {t("summary.paid")}
                </th>
                <td className="pt-2 text-right whitespace-nowrap text-ink">
                  {money(offer.paidCents)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={2} className="pt-2 pr-3 font-normal text-ink">
                  {t("summary.balance")}
                </th>
                <td className="pt-2 text-right whitespace-nowrap text-ink">
                  {money(offer.balanceCents)}
                </td>
              </tr>
            </>
          ) : null}
        </tfoot>
      </table>
      {offer.open ? (
        <p className="mt-6 text-ink-muted">
          {t("summary.validUntil", { date: formatDay(offer.validUntil, lang) })}{" "}
          {t("summary.depositRule")}
        </p>
      ) : null}
    </section>
  );
}
