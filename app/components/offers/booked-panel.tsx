import type { PaymentInstructions, PublicOffer } from "@shared/bookings/types";
import { formatCents } from "@shared/format/money";
import { cityName } from "@shared/i18n/cities";
import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { CheckCircle2, FileDown, Wallet } from "~/components/ui/icons";
import { cancellationTiers } from "~/content/legal";
import { useTranslation } from "~/i18n/react";
import { formatDay } from "~/lib/date-format";

/** Statuses in which the deposit has been received. */
const confirmedStatuses = new Set(["confirmed", "arrived", "completed"]);

export function isConfirmed(offer: Pick<PublicOffer, "status">): boolean {
  return confirmedStatuses.has(offer.status);
}

/**
 * After acceptance: what to pay now and how (the deposit, then the balance), or, once the deposit
 * is in, the confirmation and the letter of acceptance. The partner portal shows the same panel
 * with its own heading (`intro`) and its own letter link.
 */
export function BookedPanel({
  offer,
  token,
  letterHref,
  intro,
}: {
  offer: PublicOffer;
  /** The offer link's token (the letter is at /offers/{token}/letter) unless `letterHref` says. */
  token?: string;
  letterHref?: string;
  intro?: { title: string; text: string };
}) {
  const { t } = useTranslation("offers");
  const { lang, to } = useLocalized();
  const confirmed = isConfirmed(offer);
  const payment = offer.payment;
  const duePayment = payment && payment.dueNowCents > 0 ? payment : null;
  // What remains once the amount due now is paid: the balance, due before the course starts.
  const afterThis = Math.max(0, offer.balanceCents - (duePayment?.dueNowCents ?? 0));

  return (
    <section
      aria-labelledby="offer-booked-title"
      className="rounded-3xl border-2 border-grass bg-[#e3f1e1] p-6 sm:p-8"
      data-testid={confirmed ? "offer-confirmed" : "offer-booked"}
    >
      <h2 id="offer-booked-title" className="flex items-start gap-3 text-2xl text-sea-deep">
        <CheckCircle2 aria-hidden="true" className="mt-1 size-7 shrink-0 text-[#24561f]" />
        {intro?.title ?? (confirmed ? t("confirmed.title") : t("booked.title"))}
      </h2>
      <p className="mt-3 text-ink">
        {intro
          ? intro.text
          : confirmed
            ? offer.city
              ? t("confirmed.text", {
                  city: cityName(offer.city, lang),
                  date: formatDay(offer.startDate, lang),
                })
              : t("confirmed.textNoCity", { date: formatDay(offer.startDate, lang) })
            : t("booked.text", { firstName: offer.firstName })}
      </p>

      {confirmed ? (
        <div className="mt-6 rounded-2xl bg-white p-5">
          <h3 className="text-xl text-sea-deep">{t("confirmed.letterTitle")}</h3>
          <p className="mt-1 text-ink">{t("confirmed.letterText")}</p>
          {/* A file, not a page: the browser downloads it (a plain link, no client routing). */}
          <a
            href={letterHref ?? to(`/offers/${token}/letter`)}
            download
            className="btn-primary mt-4 inline-flex min-h-12"
            data-testid="offer-letter"
          >
            <FileDown aria-hidden="true" className="size-5" />
            {t("confirmed.letterButton")}
          </a>
        </div>
      ) : null}

      {offer.paidByAgency ? (
        <p className="mt-6 rounded-2xl bg-white p-5 text-ink" data-testid="offer-agency-pays">
          {t("payment.agencyPays", { agency: offer.paidByAgency })}
        </p>
      ) : duePayment ? (
        <PaymentDetails
          payment={duePayment}
          title={confirmed ? t("payment.balanceTitle") : t("payment.depositTitle")}
        />
      ) : confirmed ? (
        <p className="mt-6 font-semibold text-ink">{t("payment.paidInFull")}</p>
      ) : null}

      {afterThis > 0 && !confirmed && !offer.paidByAgency ? (
        <p className="mt-4 text-ink">
          {t("payment.balanceRule", {
            amount: formatCents(afterThis, lang),
            date: formatDay(offer.startDate, lang),
          })}
        </p>
      ) : null}

      <div className="mt-8">
        <h3 className="text-xl text-sea-deep">{t("cancellation.title")}</h3>
        <p className="mt-1 text-ink">{t("cancellation.text")}</p>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-ink">
          {cancellationTiers.map((tier) => (
            <li key={tier.id}>{t(`cancellation.tiers.${tier.id}`)}</li>
          ))}
        </ul>
        <p className="mt-2 text-ink">
          <Link
            to={to("/terms-conditions")}
            className="font-semibold text-sea underline underline-offset-4"
          >
            {t("cancellation.termsLink")}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** The amount due now, by when, and the bank transfer details with the booking's reference. */
function PaymentDetails({ payment, title }: { payment: PaymentInstructions; title: string }) {
  const { t } = useTranslation("offers");
  const { lang } = useLocalized();
  const rows: [string, string, string][] = [
    [t("payment.accountName"), payment.accountName, "offer-account-name"],
    [t("payment.bankName"), payment.bankName, "offer-bank"],
    [t("payment.iban"), payment.iban, "offer-iban"],
    [t("payment.bic"), payment.bic, "offer-bic"],
  ];
  return (
    <div className="mt-6 rounded-2xl bg-white p-5" data-testid="offer-payment">
      <h3 className="flex items-center gap-2 text-xl text-sea-deep">
        <Wallet aria-hidden="true" className="size-6 shrink-0" />
        {title}
      </h3>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-muted">{t("payment.dueNow")}</dt>
          <dd
            className="font-display text-3xl text-sea-deep tabular-nums"
            data-testid="offer-due-now"
          >
            {formatCents(payment.dueNowCents, lang)}
          </dd>
        </div>
        {payment.dueBy ? (
          <div>
            <dt className="text-sm text-ink-muted">{t("payment.dueBy")}</dt>
            <dd className="text-lg font-semibold text-ink">{formatDay(payment.dueBy, lang)}</dd>
          </div>
        ) : null}
      </dl>

      <h4 className="mt-6 font-sans text-lg font-bold text-sea-deep">{t("payment.bankTitle")}</h4>
      <dl className="mt-2 grid gap-3 sm:grid-cols-2">
        {rows.map(([term, value, testId]) => (
          <div key={testId}>
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="font-semibold break-words text-ink">
              <code className="font-mono select-all" data-testid={testId}>
                {value}
              </code>
            </dd>
          </div>
        ))}
        <div className="rounded-2xl border-2 border-sea bg-sky p-4 sm:col-span-2">
          <dt className="font-semibold text-sea-deep">{t("payment.reference")}</dt>
          <dd>
            <code
              className="mt-1 block font-mono text-2xl font-bold tracking-wider break-all text-ink select-all"
              data-testid="offer-reference"
            >
              {payment.reference}
            </code>
            <p className="mt-2 text-sm text-ink">{t("payment.referenceHint")}</p>
          </dd>
        </div>
      </dl>
    </div>
  );
}
