import type { PublicOffer } from "@shared/bookings/types";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { Clock, Send } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { dayOf, formatDay } from "~/lib/date-format";
import type { LinkActionData } from "./link-actions";

/**
 * A minor's booking after Accept (issue 27): whom we wait for, since when, and nothing to pay
 * yet. On the person's own page a plain form sends the e-mail again (`intent=resend-guardian`);
 * the partner portal shows the panel with its own words and, having no link of the student's,
 * without that form (`children` says what to do instead).
 */
export function AwaitingGuardianPanel({
  waiting,
  result,
  copy,
  children,
}: {
  waiting: NonNullable<PublicOffer["awaitingGuardian"]>;
  /** The resend form's answer; the form is shown only where this page can resend. */
  result?: LinkActionData | undefined;
  copy?: { title: string; text: string; next: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation("offers");
  const { lang } = useLocalized();
  const values = {
    name: waiting.name,
    email: waiting.email,
    date: formatDay(dayOf(waiting.requestedAt), lang),
  };
  return (
    <section
      aria-labelledby="offer-awaiting-title"
      className="rounded-3xl border-2 border-[#c48a1a] bg-[#fbefd3] p-6 sm:p-8"
      data-testid="offer-awaiting-guardian"
    >
      <h2 id="offer-awaiting-title" className="flex items-start gap-3 text-2xl text-sea-deep">
        <Clock aria-hidden="true" className="mt-1 size-7 shrink-0" />
        {copy?.title ?? t("awaiting.title", values)}
      </h2>
      <p className="mt-3 text-ink">{copy?.text ?? t("awaiting.text", values)}</p>
      <p className="mt-2 text-ink">{copy?.next ?? t("awaiting.next")}</p>
      {children ?? <ResendForm result={result} />}
    </section>
  );
}

function ResendForm({ result }: { result: LinkActionData | undefined }) {
  const { t } = useTranslation("offers");
  const navigation = useNavigation();
  const sending =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "resend-guardian";
  return (
    <div className="mt-6 rounded-2xl bg-white p-5">
      <p className="text-ink">{t("awaiting.resendLead")}</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="resend-guardian" />
        <button
          type="submit"
          disabled={sending}
          className="btn-secondary inline-flex min-h-12 disabled:opacity-60"
        >
          <Send aria-hidden="true" className="size-5" />
          {sending ? t("awaiting.resending") : t("awaiting.resend")}
        </button>
      </Form>
      {result?.kind === "resent" ? (
        <p role="status" className="mt-3 font-semibold text-[#24561f]" data-testid="offer-resent">
          {t("awaiting.resent", { email: result.email })}
        </p>
      ) : null}
      {result?.kind === "resendLimited" ? (
        <p role="alert" className="mt-3 font-semibold text-[#b42318]" data-testid="offer-resent">
          {t("awaiting.resendLimited", { count: result.minutes })}
        </p>
      ) : null}
    </div>
  );
}
