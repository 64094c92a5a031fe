import type {
  BookingCommission,
  PartnerBooking,
  PartnerPlacement,
  PartnerTimelineEvent,
} from "@shared/agents/types";
import { languageInfo } from "@shared/i18n/languages";
import { useLocalized } from "~/components/site/use-localized";
import { Badge } from "~/components/ui/badge";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format";
import { formatDay, formatMoment, money, statusTone } from "./format";

const panel = "rounded-3xl border border-mist bg-white p-6";

/** Who the booking is for, as the agency asked for it. */
export function StudentPanel({ booking }: { booking: PartnerBooking }) {
  const { t } = useTranslation("partners");
  const rows: [string, string][] = [
    [t("booking.student.email"), booking.email],
    [t("booking.student.language"), languageInfo[booking.lang].name],
    ...(booking.ageGroup
      ? ([[t("booking.student.ageGroup"), booking.ageGroup.replace("-", "–")]] as [
          string,
          string,
        ][])
      : []),
    [t("booking.student.reference"), booking.agencyReference ?? "—"],
  ];
  return (
    <section aria-labelledby="booking-student" className={panel}>
      <h2 id="booking-student" className="font-sans text-lg font-bold text-sea-deep">
        {t("booking.student.title")}
      </h2>
      <dl className="mt-3 grid gap-3">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="font-semibold break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The agency's commission on this booking: fixed at acceptance, earned with the deposit. */
export function CommissionPanel({ commission }: { commission: BookingCommission | null }) {
  const { t } = useTranslation("partners");
  const { lang } = useLocalized();
  const state = !commission
    ? null
    : commission.paidAt
      ? "paid"
      : commission.due
        ? "due"
        : "pending";
  return (
    <section
      aria-labelledby="booking-commission"
      className={panel}
      data-testid="booking-commission"
    >
      <h2 id="booking-commission" className="font-sans text-lg font-bold text-sea-deep">
        {t("booking.commission.title")}
      </h2>
      {commission && state ? (
        <>
          <p className="mt-3 font-display text-3xl text-sea-deep tabular-nums">
            {money(commission.commissionCents, lang)}
          </p>
          <p className="mt-1 text-ink">
            {t("booking.commission.basis", {
              rate: formatNumber(commission.percent, lang),
              tuition: money(commission.tuitionCents, lang),
            })}
          </p>
          <p className="mt-3">
            <Badge tone={state === "pending" ? "neutral" : "success"}>
              {t(`booking.commission.state.${state}`)}
            </Badge>
          </p>
          <p className="mt-2 text-sm text-ink-muted">
            {state === "paid" && commission.paidAt
              ? t("booking.commission.paidOn", {
                  date: formatDay(commission.paidAt.slice(0, 10), lang),
                })
              : t(`booking.commission.explain.${state}`)}
          </p>
        </>
      ) : (
        <p className="mt-3 text-ink">{t("booking.commission.notYet")}</p>
      )}
    </section>
  );
}

/** What happened, newest first: each status change in the page's language. */
export function BookingTimeline({ events }: { events: PartnerTimelineEvent[] }) {
  const { t } = useTranslation("partners");
  const { lang } = useLocalized();
  const ordered = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <section aria-labelledby="booking-timeline" className={panel}>
      <h2 id="booking-timeline" className="font-sans text-lg font-bold text-sea-deep">
        {t("booking.timeline.title")}
      </h2>
      {ordered.length === 0 ? (
        <p className="mt-3 text-ink">{t("booking.timeline.empty")}</p>
      ) : (
        <ol className="mt-4 grid gap-4 border-l-2 border-mist pl-4" data-testid="booking-timeline">
          {ordered.map((event) => (
            <li key={event.id} className="grid gap-1">
              <time dateTime={event.at} className="text-sm text-ink-muted">
                {formatMoment(event.at, lang)}
              </time>
              <span>
                <Badge tone={statusTone(event.toStatus)}>{t(`status.${event.toStatus}`)}</Badge>
              </span>
              <span className="text-xs text-ink-muted">{t(`booking.timeline.by.${event.by}`)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * Where the student lives (issue 31, decision 0047): the kind of home, the hosts' first names,
 * the neighbourhood, the travel to school and the nights. No address: the agent does not go there.
 */
export function AccommodationPanel({ placements }: { placements: PartnerPlacement[] }) {
  const { t } = useTranslation("partners");
  const { lang } = useLocalized();
  if (placements.length === 0) return null;
  const names = new Intl.ListFormat(languageInfo[lang].locale, { type: "conjunction" });
  return (
    <section aria-labelledby="booking-accommodation" className={panel}>
      <h2 id="booking-accommodation" className="font-sans text-lg font-bold text-sea-deep">
        {t("booking.accommodation.title")}
      </h2>
      <ul className="mt-3 grid gap-4">
        {placements.map((placement) => (
          <li key={placement.from} className="grid gap-1 text-ink">
            <p className="font-semibold">
              {t(`booking.accommodation.${placement.type}`, {
                hosts: names.format(placement.hosts),
              })}
            </p>
            {placement.neighbourhood ? (
              <p>
                {t("booking.accommodation.neighbourhood", {
                  neighbourhood: placement.neighbourhood,
                })}
              </p>
            ) : null}
            <p>{t("booking.accommodation.travel", { count: placement.travelMinutes })}</p>
            <p className="text-sm text-ink-muted">
              {t("booking.accommodation.nights", {
                from: formatDay(placement.from, lang),
                to: formatDay(placement.to, lang),
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
