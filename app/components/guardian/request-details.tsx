import type { GuardianConsentView } from "@shared/bookings/types";
import { brand } from "@shared/config/brand";
import { Link } from "react-router";
import { ContactLinks } from "~/components/offers/closed-panel";
import { useLocalized } from "~/components/site/use-localized";
import { ShieldCheck } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { formatDay } from "~/lib/date-format";

const panel = "rounded-3xl border border-dune bg-white p-6 sm:p-8";

/** What the student told us about themselves, for the guardian to check before consenting. */
export function StudentDetails({ view }: { view: GuardianConsentView }) {
  const { t } = useTranslation("guardian");
  const { lang } = useLocalized();
  const { student } = view;
  const optional = (value: string | null) => value?.trim() || t("student.none");
  const rows: [string, string][] = [
    [t("student.studentName"), view.studentName],
    [t("student.dateOfBirth"), formatDay(student.dateOfBirth, lang)],
    [t("student.nationality"), student.nationality],
    [t("student.address"), student.address],
    [
      t("student.emergencyContact"),
      `${student.emergencyContact.name}, ${student.emergencyContact.phone}`,
    ],
    [
      t("student.arrivalDate"),
      student.arrivalDate ? formatDay(student.arrivalDate, lang) : t("student.none"),
    ],
    [t("student.flight"), optional(student.flight)],
    [t("student.dietaryNotes"), optional(student.dietaryNotes)],
    [t("student.medicalNotes"), optional(student.medicalNotes)],
  ];
  return (
    <section
      aria-labelledby="guardian-student-title"
      className={panel}
      data-testid="guardian-student"
    >
      <h2 id="guardian-student-title" className="text-2xl text-sea-deep">
        {t("student.title", { firstName: view.firstName })}
      </h2>
      <dl className="mt-6 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-ink-muted">{term}</dt>
            <dd className="font-semibold whitespace-pre-line break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 rounded-2xl bg-sky p-4 text-ink">
        {t("student.wrong", { email: brand.admissionsEmail })}
      </p>
    </section>
  );
}

const carePoints = ["supervision", "accommodation", "evenings", "alcohol", "emergency"] as const;

/** How the school looks after students under 18, and the terms (in a new tab). */
export function CareOfMinors() {
  const { t } = useTranslation("guardian");
  const { to } = useLocalized();
  return (
    <section aria-labelledby="guardian-care-title" className={panel}>
      <h2 id="guardian-care-title" className="flex items-start gap-3 text-2xl text-sea-deep">
        <ShieldCheck aria-hidden="true" className="mt-1 size-7 shrink-0" />
        {t("care.title")}
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-ink">
        {carePoints.map((point) => (
          <li key={point}>{t(`care.${point}`)}</li>
        ))}
      </ul>
      <p className="mt-4">
        <Link
          to={to("/terms-conditions")}
          target="_blank"
          rel="noopener"
          className="font-semibold text-sea underline underline-offset-4"
          data-testid="guardian-terms"
        >
          {t("care.termsLink")}
          <span className="sr-only"> {t("care.newTab")}</span>
        </Link>
      </p>
    </section>
  );
}

/** The school's contact details, for any question before or after consenting. */
export function GuardianHelp() {
  const { t } = useTranslation("guardian");
  return (
    <section
      aria-labelledby="guardian-help-title"
      className="rounded-3xl bg-sea-deep p-6 text-white"
    >
      <h2 id="guardian-help-title" className="font-sans text-lg font-bold text-white">
        {t("contact.title")}
      </h2>
      <p className="mt-2 text-sand">{t("contact.text")}</p>
      <ContactLinks
        className="mt-4 grid gap-2 sm:flex sm:flex-wrap sm:gap-6"
        linkClassName="font-semibold text-white underline"
      />
    </section>
  );
}
