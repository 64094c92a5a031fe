import type { PartnerBooking } from "@shared/agents/types";
import { cities, type PublicOffer } from "@shared/bookings/types";
import { brand } from "@shared/config/brand";
import { cityName } from "@shared/i18n/cities";
import { Link, useSearchParams } from "react-router";
import { AcceptForm } from "~/components/offers/accept-form";
import { AwaitingGuardianPanel } from "~/components/offers/awaiting-guardian";
import { BookedPanel, isConfirmed } from "~/components/offers/booked-panel";
import type { OfferActionData } from "~/components/offers/offer-form-model";
import { OfferSummary } from "~/components/offers/offer-summary";
import { useLocalized } from "~/components/site/use-localized";
import { Badge } from "~/components/ui/badge";
import { ArrowLeft } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { dayOf } from "~/lib/date-format";
import {
  AccommodationPanel,
  BookingTimeline,
  CommissionPanel,
  StudentPanel,
} from "./booking-parts";
import { formatDay, statusTone } from "./format";
import { Notice } from "./notice";
import { PageHeader } from "./page-header";

/**
 * The booking as the offer page's components expect it: the same summary, accept form and
 * payment panel serve the student's own page and the agent's.
 */
export function offerViewOf(booking: PartnerBooking): PublicOffer | null {
  const { offer } = booking;
  if (!offer) return null;
  return {
    bookingId: booking.id,
    status: booking.status,
    firstName: booking.firstName,
    lang: booking.lang,
    programTitle: booking.programTitle,
    city: cities.find((city) => city === booking.city) ?? null,
    accommodationType: booking.accommodationType,
    startDate: offer.startDate,
    endDate: offer.endDate,
    weeks: offer.weeks,
    validUntil: offer.validUntil,
    note: offer.note,
    lines: offer.lines,
    totalCents: booking.totalCents,
    depositCents: booking.depositCents,
    paidCents: booking.paidCents,
    balanceCents: booking.balanceCents,
    guardianExpected: booking.guardianExpected,
    ageGroup: booking.ageGroup,
    awaitingGuardian: booking.awaitingGuardian,
    open: booking.open,
    hoursPerWeek: offer.hoursPerWeek,
    letterAvailable: booking.letterAvailable,
    payment: booking.payment,
    // The agent reads the school's bank details: when the agency pays, they are its own to use.
    paidByAgency: null,
  };
}

export function BookingView({
  booking,
  result,
}: {
  booking: PartnerBooking;
  result: OfferActionData | undefined;
}) {
  const { t } = useTranslation("partners");
  const { lang, to } = useLocalized();
  const [params] = useSearchParams();
  const offer = offerViewOf(booking);
  const name = `${booking.firstName} ${booking.lastName}`;
  const booked = offer !== null && booking.payment !== null;
  const waiting = booking.awaitingGuardian;
  const closed = ["declined", "expired", "cancelled"].includes(booking.status);
  const dates =
    booking.startDate && booking.endDate
      ? t("booking.dates", {
          start: formatDay(booking.startDate, lang),
          end: formatDay(booking.endDate, lang),
        })
      : "";

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <Link
        to={to("/partners/students")}
        className="inline-flex min-h-11 items-center gap-2 justify-self-start font-semibold text-sea underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("booking.back")}
      </Link>
      <PageHeader
        eyebrow={t("booking.eyebrow", { reference: booking.reference })}
        title={name}
        lead={[booking.programTitle, booking.city && cityName(booking.city, lang), dates]
          .filter(Boolean)
          .join(" · ")}
      >
        <p className="flex items-center gap-2 text-ink" data-testid="booking-status">
          {t("booking.statusLabel")}
          <Badge tone={statusTone(booking.status)}>{t(`status.${booking.status}`)}</Badge>
        </p>
      </PageHeader>

      {params.get("accepted") === "1" && booked ? (
        <Notice tone="success" testId="booking-accepted">
          <strong className="block">{t("booking.acceptedTitle")}</strong>
          {t("booking.acceptedText", { name: booking.firstName })}
        </Notice>
      ) : null}
      {params.get("accepted") === "1" && waiting ? (
        <Notice tone="success" testId="booking-accepted">
          <strong className="block">{t("guardianWait.acceptedTitle")}</strong>
          {t("guardianWait.acceptedText", {
            name: booking.firstName,
            guardian: `${waiting.name} (${waiting.email})`,
          })}
        </Notice>
      ) : null}

      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="grid min-w-0 content-start gap-8">
          {offer && booked ? (
            <BookedPanel
              offer={offer}
              letterHref={to(`/partners/bookings/${booking.id}/letter`)}
              intro={{
                title: isConfirmed(offer) ? t("booking.confirmedTitle") : t("booking.bookedTitle"),
                text: isConfirmed(offer)
                  ? t("booking.confirmedText", { name: booking.firstName })
                  : t("booking.bookedText", { name: booking.firstName }),
              }}
            />
          ) : null}
          {waiting ? <AgentWaitingPanel waiting={waiting} student={booking.firstName} /> : null}
          {closed ? (
            <Notice tone="info" testId="booking-closed">
              <strong className="block">{t(`booking.closed.${booking.status}.title`)}</strong>
              {t(`booking.closed.${booking.status}.text`)}
            </Notice>
          ) : null}
          {offer ? (
            <OfferSummary offer={offer} title={t("booking.offerTitle")} />
          ) : (
            <Notice tone="info">{t("booking.noOffer")}</Notice>
          )}
          {offer?.open ? (
            <AcceptForm
              // A fresh form for each answer of the action, so it shows what was posted.
              key={result ? JSON.stringify(result) : "initial"}
              offer={offer}
              result={result}
              copy={{
                title: t("booking.accept.title"),
                lead: t("booking.accept.lead", { name: booking.firstName }),
                termsBefore: t("booking.accept.termsBefore"),
                termsAfter: t("booking.accept.termsAfter"),
                submit: t("booking.accept.submit"),
                afterSubmit: t("booking.accept.afterSubmit"),
                afterSubmitMinor: t("guardianWait.afterSubmit"),
              }}
            />
          ) : null}
        </div>
        <aside className="grid content-start gap-6">
          <StudentPanel booking={booking} />
          <AccommodationPanel placements={booking.accommodation} />
          <CommissionPanel commission={booking.commission} />
          <BookingTimeline events={booking.timeline} />
        </aside>
      </div>
    </div>
  );
}

/**
 * A minor's booking the agent accepted, waiting for the parent or guardian (issue 27). Sending
 * their e-mail again needs the student's own link, which the agency never has: the panel says
 * who can.
 */
function AgentWaitingPanel({
  waiting,
  student,
}: {
  waiting: NonNullable<PartnerBooking["awaitingGuardian"]>;
  student: string;
}) {
  const { t } = useTranslation("partners");
  const { lang } = useLocalized();
  const values = {
    name: waiting.name,
    email: waiting.email,
    student,
    date: formatDay(dayOf(waiting.requestedAt), lang),
  };
  return (
    <AwaitingGuardianPanel
      waiting={waiting}
      copy={{
        title: t("guardianWait.title", values),
        text: t("guardianWait.text", values),
        next: t("guardianWait.next"),
      }}
    >
      <p className="mt-4 text-ink">{t("guardianWait.resend", { email: brand.admissionsEmail })}</p>
    </AwaitingGuardianPanel>
  );
}
