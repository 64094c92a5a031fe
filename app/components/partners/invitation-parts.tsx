import { brand } from "@shared/config/brand";
import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { Mail } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";

export type InvitationField = "name" | "password" | "confirm";
export type InvitationErrorCode =
  | "required"
  | "tooLong"
  | "short"
  | "long"
  | "mix"
  | "username"
  | "mismatch";
export type InvitationErrors = Partial<Record<InvitationField, InvitationErrorCode>>;

/** Why a link no longer works: unknown (404), or used, replaced, expired, suspended (410). */
export type InvitationClosed = "unknown" | "used" | "replaced" | "expired" | "suspended" | "exists";

/** The sign-in service explains a 410 in English; the page says it in the agent's language. */
const closedReasons = ["used", "replaced", "expired", "suspended", "exists"] as const;

/** Why the service refused the link (GoneError.reason), as the page's reason. */
export function goneReasonOf(reason: string | undefined): Exclude<InvitationClosed, "unknown"> {
  return closedReasons.find((known) => known === reason) ?? "expired";
}

/** The password rule the service refused (services/auth/passwords.ts), as a code. */
export function passwordProblemOf(message: string): InvitationErrorCode {
  if (/at least/i.test(message)) return "short";
  if (/at most/i.test(message)) return "long";
  if (/mix/i.test(message)) return "mix";
  if (/username/i.test(message)) return "username";
  return "short";
}

/** The invitation link cannot be used: what happened and what to do now. */
export function InvitationUnavailable({ reason }: { reason: InvitationClosed }) {
  const { t } = useTranslation("partners");
  const { to } = useLocalized();
  // Used, or an account exists: the agent signs in. Otherwise the school sends a new link.
  const canSignIn = reason === "used" || reason === "exists";
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <section
        className="rounded-3xl border border-mist bg-white p-6 shadow-sm sm:p-8"
        data-testid="invitation-closed"
        data-reason={reason}
      >
        <p className="font-semibold tracking-wide text-teal uppercase">{t("invitation.eyebrow")}</p>
        <h1 className="mt-2 text-3xl text-sea-deep">{t(`invitation.closed.${reason}.title`)}</h1>
        <p className="mt-3 text-ink">{t(`invitation.closed.${reason}.text`)}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {canSignIn ? (
            <Link to={to("/partners/login")} className="btn-primary inline-flex min-h-12">
              {t("invitation.closed.signIn")}
            </Link>
          ) : null}
          <a
            href={`mailto:${brand.admissionsEmail}`}
            className="btn-secondary inline-flex min-h-12"
          >
            <Mail aria-hidden="true" className="size-5" />
            {t("invitation.closed.contact")}
          </a>
        </div>
      </section>
    </div>
  );
}
