import { brand } from "@shared/config/brand";
import { Link } from "react-router";
import { Notice } from "~/components/partners/notice";
import { useLocalized } from "~/components/site/use-localized";
import { Mail, Send } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { passwordProblemOf } from "./invitation-parts";

/**
 * What the portal's password pages share (issue 27): the changing, forgotten and reset
 * password forms' error codes and summary, and what a reset link that no longer works says.
 */

export type PasswordField = "email" | "currentPassword" | "newPassword" | "confirm";
export type PasswordErrorCode =
  | "required"
  | "email"
  | "wrong"
  | "short"
  | "long"
  | "mix"
  | "username"
  | "mismatch";
export type PasswordErrors = Partial<Record<PasswordField, PasswordErrorCode>>;

/** A form's answer after a failed post: what is wrong with which field, or to wait. */
export type PasswordFormAnswer =
  | { error: "invalid"; fields: PasswordErrors; email?: string }
  | { error: "throttled"; minutes: number; fields: PasswordErrors; email?: string };

/** The service's password rule (services/auth/passwords.ts) as the page's code. */
export function weaknessCode(message: string): PasswordErrorCode {
  const code = passwordProblemOf(message);
  return code === "long" || code === "mix" || code === "username" ? code : "short";
}

/**
 * The new password and its repetition as typed: what is missing or different. The strength
 * rules are the service's; these are only the form's own.
 */
export function newPasswordErrors(newPassword: string, confirm: string): PasswordErrors {
  const fields: PasswordErrors = {};
  if (!newPassword) fields.newPassword = "required";
  else if (newPassword.length > 200) fields.newPassword = "long";
  if (!confirm) fields.confirm = "required";
  else if (newPassword && confirm !== newPassword) fields.confirm = "mismatch";
  return fields;
}

/** The error summary at the top of a password form, focused after a failed post. */
export function PasswordFormError({ answer }: { answer: PasswordFormAnswer | undefined }) {
  const { t } = useTranslation("partners");
  if (!answer) return null;
  return (
    <Notice tone="danger" alert className="mt-5" testId="password-error">
      <strong className="block">
        {t(answer.error === "throttled" ? "password.throttledTitle" : "password.errorTitle")}
      </strong>
      {answer.error === "throttled"
        ? t("password.throttledText", { count: answer.minutes })
        : t("password.errorText")}
    </Notice>
  );
}

/** Why a reset link cannot be used: unknown (404), or used, replaced, expired, paused (410). */
export type ResetLinkClosed = "unknown" | "used" | "replaced" | "expired" | "suspended";

const closedReasons = ["used", "replaced", "expired", "suspended"] as const;

/** The service's reason for a 410 (GoneError.reason), as the page's. */
export const resetClosedOf = (reason: string | undefined): Exclude<ResetLinkClosed, "unknown"> =>
  closedReasons.find((known) => known === reason) ?? "expired";

/** A reset link that no longer works: what happened, and a new link (or the school). */
export function ResetLinkUnavailable({ reason }: { reason: ResetLinkClosed }) {
  const { t } = useTranslation("partners");
  const { to } = useLocalized();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <section
        className="rounded-3xl border border-mist bg-white p-6 shadow-sm sm:p-8"
        data-testid="reset-link-closed"
        data-reason={reason}
      >
        <h1 className="text-3xl text-sea-deep">{t(`password.closed.${reason}.title`)}</h1>
        <p className="mt-3 text-ink">{t(`password.closed.${reason}.text`)}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {reason === "suspended" ? (
            <a
              href={`mailto:${brand.admissionsEmail}`}
              className="btn-primary inline-flex min-h-12"
            >
              <Mail aria-hidden="true" className="size-5" />
              {t("password.closed.contact")}
            </a>
          ) : (
            <Link to={to("/partners/password-reset")} className="btn-primary inline-flex min-h-12">
              <Send aria-hidden="true" className="size-5" />
              {t("password.closed.newLink")}
            </Link>
          )}
          <Link to={to("/partners/login")} className="btn-secondary inline-flex min-h-12">
            {t("password.closed.signIn")}
          </Link>
        </div>
      </section>
    </div>
  );
}
