import type { PublicOffer } from "@shared/bookings/types";
import { brand } from "@shared/config/brand";
import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { Calculator, Info, Mail, Phone } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { formatDay } from "~/lib/date-format";

type ClosedReason = "declined" | "expired" | "cancelled" | "unavailable";

export function closedReasonOf(offer: PublicOffer): ClosedReason {
  return offer.status === "declined" || offer.status === "expired" || offer.status === "cancelled"
    ? offer.status
    : "unavailable";
}

/** Declined, expired or cancelled: a calm word on what happened and how to go on. */
export function ClosedPanel({ offer }: { offer: PublicOffer }) {
  const { t } = useTranslation("offers");
  const { lang } = useLocalized();
  const reason = closedReasonOf(offer);
  return (
    <section
      aria-labelledby="offer-closed-title"
      className="rounded-3xl border border-dune bg-sand p-6 sm:p-8"
      data-testid="offer-closed"
      data-reason={reason}
    >
      <h2 id="offer-closed-title" className="flex items-start gap-3 text-2xl text-sea-deep">
        <Info aria-hidden="true" className="mt-1 size-7 shrink-0" />
        {t(`closed.${reason}.title`)}
      </h2>
      <p className="mt-3 text-ink">
        {t(`closed.${reason}.text`, { date: formatDay(offer.validUntil, lang) })}
      </p>
      <NextSteps />
    </section>
  );
}

/**
 * No offer to show: a link that no longer works (410: expired, or replaced by a newer offer
 * already e-mailed) or too many attempts from one address (429). Only how to go on, never any
 * of the offer.
 */
export function GoneNotice({ reason }: { reason: "gone" | "replaced" | "busy" }) {
  const { t } = useTranslation("offers");
  return (
    <section
      aria-labelledby="offer-gone-title"
      className="rounded-3xl border border-dune bg-sand p-6 sm:p-8"
      data-testid={`offer-${reason}`}
    >
      <h2 id="offer-gone-title" className="text-2xl text-sea-deep">
        {t(`${reason}.whatNow`)}
      </h2>
      <p className="mt-3 text-ink">{t(`${reason}.text`)}</p>
      <NextSteps />
    </section>
  );
}

/** The school's contact details (from the brand) and a new quote. */
export function NextSteps() {
  const { t } = useTranslation("offers");
  const { to } = useLocalized();
  return (
    <div className="mt-6 grid gap-6 sm:grid-cols-2">
      <div>
        <h3 className="font-sans text-lg font-bold text-sea-deep">{t("contact.title")}</h3>
        <ContactLinks
          className="mt-2 grid gap-2"
          linkClassName="font-semibold text-sea underline underline-offset-4"
        />
      </div>
      <div>
        <h3 className="font-sans text-lg font-bold text-sea-deep">{t("contact.newQuoteTitle")}</h3>
        <p className="mt-2 text-ink">{t("contact.newQuoteText")}</p>
        <Link to={to("/quote")} className="btn-secondary mt-3 inline-flex min-h-12">
          <Calculator aria-hidden="true" className="size-5" />
          {t("contact.newQuote")}
        </Link>
      </div>
    </div>
  );
}

/** Questions while the offer is open or booked: the school's contact details. */
export function OfferHelp() {
  const { t } = useTranslation("offers");
  return (
    <section aria-labelledby="offer-help-title" className="rounded-3xl bg-sea-deep p-6 text-white">
      <h2 id="offer-help-title" className="font-sans text-lg font-bold text-white">
        {t("contact.helpTitle")}
      </h2>
      <p className="mt-2 text-sand">{t("contact.helpText")}</p>
      <ContactLinks
        className="mt-4 grid gap-2 sm:flex sm:flex-wrap sm:gap-6"
        linkClassName="font-semibold text-white underline"
      />
    </section>
  );
}

/** The admissions phone and e-mail (from the brand), each with its icon and spoken label. */
export function ContactLinks({
  className,
  linkClassName,
}: {
  className: string;
  linkClassName: string;
}) {
  const { t } = useTranslation("offers");
  return (
    <ul className={className}>
      <li>
        <a href={brand.phoneHref} className={`inline-flex items-center gap-2 ${linkClassName}`}>
          <Phone aria-hidden="true" className="size-5" />
          <span className="sr-only">{t("contact.phone")}: </span>
          {brand.phone}
        </a>
      </li>
      <li>
        <a
          href={`mailto:${brand.admissionsEmail}`}
          className={`inline-flex items-center gap-2 break-all ${linkClassName}`}
        >
          <Mail aria-hidden="true" className="size-5 shrink-0" />
          <span className="sr-only">{t("contact.email")}: </span>
          {brand.admissionsEmail}
        </a>
      </li>
    </ul>
  );
}
