import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { useTranslation } from "~/i18n/react";

export function ProgramNotFound() {
  const { t } = useTranslation("programs");
  const { to } = useLocalized();
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <img
        src="/images/fallback.svg"
        alt=""
        width={320}
        height={240}
        className="mx-auto rounded-3xl"
      />
      <h1 className="mt-8 text-4xl text-sea-deep">{t("detail.notFoundTitle")}</h1>
      <p className="mt-4 text-lg text-ink-muted">{t("detail.notFoundText")}</p>
      <Link to={to("/programs")} className="btn-primary mt-8 inline-flex">
        {t("detail.notFoundBack")}
      </Link>
    </section>
  );
}
