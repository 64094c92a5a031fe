import { Link } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { useTranslation } from "~/i18n/react";

export function Breadcrumbs({ title, lang }: { title: string; lang: string | undefined }) {
  const { t } = useTranslation("programs");
  const { to } = useLocalized();
  return (
    <nav aria-label={t("detail.breadcrumb")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-ink-muted">
        <li>
          <Link to={to("/")} className="underline hover:text-sea">
            {t("detail.home")}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={to("/programs")} className="underline hover:text-sea">
            {t("detail.programs")}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-semibold text-ink" lang={lang}>
          {title}
        </li>
      </ol>
    </nav>
  );
}
