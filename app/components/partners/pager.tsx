import { Link, useLocation } from "react-router";
import { useLocalized } from "~/components/site/use-localized";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format";

const linkClass =
  "inline-flex min-h-11 items-center gap-1 rounded-full border border-sea px-4 text-sm font-semibold text-sea hover:bg-sky";

/** Server-side paging in the page's language: links that keep the search. */
export function Pager({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const { t } = useTranslation("partners");
  const { lang } = useLocalized();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={t("students.pages")}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-ink-muted" data-testid="students-range">
        {t("students.range", {
          first: formatNumber(first, lang),
          last: formatNumber(last, lang),
          total: formatNumber(total, lang),
        })}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={linkClass}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t("students.previous")}
            </Link>
          ) : null}
          <span className="px-2 text-sm text-ink">
            {t("students.pageOf", { page: Math.min(page, pages), pages })}
          </span>
          {page < pages ? (
            <Link to={href(page + 1)} rel="next" className={linkClass}>
              {t("students.next")}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
