/**
 * Told once per session after failed sign-in attempts on the agent's account (issue 27): how
 * many, and on which day the last was. Dismissing is a plain form post (works without script).
 */
import { Form, Link, useLocation } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { AlertTriangle } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { dayOf, formatDay } from "~/lib/date-format";

export interface FailedSignIns {
  count: number;
  lastAt: string | null;
}

export function FailedSignInsNotice({ notice }: { notice: FailedSignIns }) {
  const { t } = useTranslation("partners");
  const { to, lang } = useLocalized();
  const location = useLocation();
  return (
    <section
      aria-labelledby="failed-sign-ins-title"
      className="mx-auto mt-6 flex max-w-6xl flex-wrap items-start gap-3 rounded-2xl border border-coral-strong/40 bg-coral/10 p-4 sm:mx-6 xl:mx-auto"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-strong" />
      <div className="min-w-0 flex-1">
        <h2 id="failed-sign-ins-title" className="font-sans text-base font-semibold text-ink">
          {t("signInNotice.title", { count: notice.count })}
        </h2>
        <p className="mt-1 text-sm text-ink">
          {notice.lastAt
            ? `${t("signInNotice.latest", { date: formatDay(dayOf(notice.lastAt), lang) })} `
            : ""}
          {t("signInNotice.advice")}{" "}
          <Link
            to={to("/partners/password")}
            className="font-semibold text-sea-deep underline underline-offset-4"
          >
            {t("signInNotice.change")}
          </Link>
        </p>
      </div>
      <Form method="post" action={to("/partners/sign-in-notice")}>
        <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-full border border-sea bg-white px-4 text-sm font-semibold text-sea hover:bg-sky"
        >
          {t("signInNotice.dismiss")}
        </button>
      </Form>
    </section>
  );
}
