import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { useTranslation } from "~/i18n/react";

/** A page that is not there (or belongs to another agency), or a failure, said calmly. */
export function PortalError({ status }: { status: number }) {
  const { t } = useTranslation("partners");
  const { to } = useLocalized();
  const kind = status === 404 ? "notFound" : "failed";
  return (
    <section className="mx-auto max-w-2xl px-6 py-20 text-center" data-testid="portal-error">
      <h1 className="text-4xl text-sea-deep">{t(`errorPage.${kind}.title`)}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t(`errorPage.${kind}.text`)}</p>
      <Link to={to("/partners")} className="btn-primary mt-8 inline-flex">
        {t("errorPage.back")}
      </Link>
    </section>
  );
}
