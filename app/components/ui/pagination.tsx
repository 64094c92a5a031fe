import { Link, useLocation } from "react-router";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { buttonClass } from "./button";
import { cn } from "./cn";

/**
 * Server-side paging: links that keep every other query parameter. A capped total (the list
 * stopped counting, decision 0054) reads "of more than 1,000" and keeps "Next" open.
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  label = "Pages",
}: {
  page: number;
  pageSize: number;
  total: number;
  totalCapped?: boolean;
  label?: string;
}) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.delete("id");
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const disabled = "pointer-events-none opacity-50";
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted">
        {total === 0
          ? "No results"
          : `Showing ${first.toLocaleString("en-IE")}–${last.toLocaleString("en-IE")} of ${totalText(total, totalCapped)}`}
      </p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <Link to={href(page - 1)} className={buttonClass("secondary", "sm")} rel="prev">
            <ChevronLeft aria-hidden="true" className="size-4" /> Previous
          </Link>
        ) : (
          <span aria-disabled="true" className={cn(buttonClass("secondary", "sm"), disabled)}>
            <ChevronLeft aria-hidden="true" className="size-4" /> Previous
          </span>
        )}
        <span className="text-sm text-ink" aria-current="page">
          {totalCapped ? `Page ${page}` : `Page ${Math.min(page, pages)} of ${pages}`}
        </span>
        {page < pages || totalCapped ? (
          <Link to={href(page + 1)} className={buttonClass("secondary", "sm")} rel="next">
            Next <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : (
          <span aria-disabled="true" className={cn(buttonClass("secondary", "sm"), disabled)}>
            Next <ChevronRight aria-hidden="true" className="size-4" />
          </span>
        )}
      </div>
    </nav>
  );
}

/** "1,234", or "more than 1,000" when the list stopped counting. */
export function totalText(total: number, capped = false): string {
  return capped ? `more than ${total.toLocaleString("en-IE")}` : total.toLocaleString("en-IE");
}
