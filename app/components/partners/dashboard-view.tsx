import type { PartnerDashboard } from "@shared/agents/types";
import { bookingStatuses } from "@shared/bookings/types";
import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { Badge } from "~/components/ui/badge";
import { ArrowRight, FileText, Plus, Receipt, Users } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format";
import { money, statusTone } from "./format";
import { Notice } from "./notice";
import { PageHeader } from "./page-header";

/** Statuses in which the student has booked (accepted or later, not cancelled). */
const booked = ["accepted", "confirmed", "arrived", "completed"] as const;

export function DashboardView({
  dashboard,
  agentName,
  welcome,
}: {
  dashboard: PartnerDashboard;
  agentName: string;
  welcome: boolean;
}) {
  const { t } = useTranslation("partners");
  const { lang, to } = useLocalized();
  const count = (value: number) => formatNumber(value, lang);
  const bookings = booked.reduce(
    (sum, status) => sum + (dashboard.bookingsByStatus[status] ?? 0),
    0,
  );
  const statuses = bookingStatuses.filter(
    (status) => status !== "draft" && (dashboard.bookingsByStatus[status] ?? 0) > 0,
  );
  const cards = [
    { key: "requests", value: count(dashboard.requests), to: "/partners/students" },
    { key: "offersOpen", value: count(dashboard.offersOpen), to: "/partners/students" },
    { key: "bookings", value: count(bookings), to: "/partners/students" },
    {
      key: "commissionDue",
      value: money(dashboard.commissionDueCents, lang),
      to: "/partners/commission",
    },
    {
      key: "commissionPaid",
      value: money(dashboard.commissionPaidCents, lang),
      to: "/partners/commission",
    },
  ];

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <PageHeader
        eyebrow={dashboard.agencyName}
        title={t(welcome ? "dashboard.titleWelcome" : "dashboard.title", { name: agentName })}
        lead={t("dashboard.rate", { rate: formatNumber(dashboard.commissionPercent, lang) })}
      >
        <Link to={to("/partners/quote")} className="btn-primary inline-flex min-h-12">
          <Plus aria-hidden="true" className="size-5" />
          {t("dashboard.requestQuote")}
        </Link>
      </PageHeader>

      {welcome ? <Notice tone="success">{t("dashboard.welcome")}</Notice> : null}

      <section aria-labelledby="dashboard-figures">
        <h2 id="dashboard-figures" className="sr-only">
          {t("dashboard.figures")}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
          {cards.map((card) => (
            <li key={card.key}>
              <Link
                to={to(card.to)}
                className="grid h-full content-start gap-1 rounded-2xl border border-mist bg-white p-4 shadow-sm hover:border-sea sm:p-5"
                data-testid={`dashboard-${card.key}`}
              >
                <span className="text-sm text-ink-muted">{t(`dashboard.cards.${card.key}`)}</span>
                <span className="font-display text-3xl text-sea-deep tabular-nums">
                  {card.value}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="dashboard-statuses"
          className="rounded-3xl border border-mist bg-white p-6"
        >
          <h2 id="dashboard-statuses" className="text-2xl text-sea-deep">
            {t("dashboard.byStatus")}
          </h2>
          {statuses.length === 0 ? (
            <p className="mt-3 text-ink">{t("dashboard.noBookings")}</p>
          ) : (
            <ul className="mt-4 divide-y divide-mist" data-testid="dashboard-statuses">
              {statuses.map((status) => (
                <li key={status} className="flex items-center justify-between gap-4 py-3">
                  <Badge tone={statusTone(status)}>{t(`status.${status}`)}</Badge>
                  <span className="font-semibold text-ink tabular-nums">
                    {count(dashboard.bookingsByStatus[status] ?? 0)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav aria-labelledby="dashboard-next" className="rounded-3xl bg-sea-deep p-6 text-white">
          <h2 id="dashboard-next" className="font-sans text-lg font-bold text-white">
            {t("dashboard.next")}
          </h2>
          <ul className="mt-4 grid gap-2">
            {[
              { key: "quote", to: "/partners/quote", icon: Plus },
              { key: "students", to: "/partners/students", icon: Users },
              { key: "commission", to: "/partners/commission", icon: Receipt },
              { key: "terms", to: "/terms-conditions", icon: FileText },
            ].map((link) => (
              <li key={link.key}>
                <Link
                  to={to(link.to)}
                  className="flex min-h-11 items-center gap-3 rounded-xl px-2 font-semibold text-white underline-offset-4 hover:bg-sea hover:underline"
                >
                  <link.icon aria-hidden="true" className="size-5 shrink-0" />
                  <span className="flex-1">{t(`dashboard.links.${link.key}`)}</span>
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
