/**
 * The building blocks of the analytics screen's sections: a titled card with its chart (drawn
 * after hydration), its table and its CSV link; table cells and number formats; the charts,
 * loaded lazily.
 */
import type { AnalyticsTable } from "@server/services/analytics/report";
import { lazy, type ReactNode, Suspense } from "react";
import { Download } from "~/components/ui/icons";
import { useHydrated } from "../../places/use-hydrated";
import { buttonClass } from "../../ui/button";
import { ScrollArea } from "../scroll-area";

// recharts is large and measures the page: fetched only once the screen runs in the browser.
export const WeeklyBarChart = lazy(() =>
  import("./charts").then((m) => ({ default: m.WeeklyBarChart })),
);
export const WeeklyLineChart = lazy(() =>
  import("./charts").then((m) => ({ default: m.WeeklyLineChart })),
);
export const RankingBarChart = lazy(() =>
  import("./charts").then((m) => ({ default: m.RankingBarChart })),
);
export const MonthlyBarChart = lazy(() =>
  import("./charts").then((m) => ({ default: m.MonthlyBarChart })),
);

export const th =
  "px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase";
export const thNumber = `${th} text-right`;
export const td = "px-3 py-2 text-sm";
export const tdNumber = `${td} text-right tabular-nums`;

export const number = new Intl.NumberFormat("en-US");

/** A row's program, marked when the program has since been deleted (its title is a snapshot). */
export function ProgramRowHeader({ row }: { row: { program: string; programId: string | null } }) {
  return (
    <th scope="row" className={`${td} text-left font-medium`}>
      {row.program}
      {row.programId ? null : (
        <span className="text-xs font-normal text-ink-muted"> (deleted)</span>
      )}
    </th>
  );
}
export const percent = (value: number | null) =>
  value === null ? "—" : `${(value * 100).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;

export function csvHref(table: AnalyticsTable, range: { from: string; to: string }) {
  return `/api/admin/analytics/csv/${table}?${new URLSearchParams(range)}`;
}

/** One figure of the report: heading, what it counts, its chart, its table and its CSV. */
export function ReportSection({
  id,
  title,
  description,
  csv,
  chart,
  children,
}: {
  id: string;
  title: string;
  description: string;
  csv: string;
  chart: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-xl border border-mist bg-white p-4 sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id={id} className="font-sans text-lg font-semibold text-ink">
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{description}</p>
        </div>
        <a
          href={csv}
          download
          className={buttonClass("secondary", "sm")}
          aria-label={`Download CSV: ${title}`}
        >
          <Download aria-hidden="true" className="size-4" /> Download CSV
        </a>
      </div>
      {hydrated && chart ? (
        <Suspense fallback={<div className="h-[280px]" />}>
          <div className="mb-4">{chart}</div>
        </Suspense>
      ) : null}
      {children}
    </section>
  );
}

export function Table({
  label,
  caption,
  head,
  narrow = false,
  children,
}: {
  label: string;
  caption: string;
  head: { label: string; numeric?: boolean }[];
  /** Three or four short columns: fits a half-width card without scrolling. */
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <ScrollArea
      label={label}
      className="max-h-[34rem] overflow-y-auto rounded-lg border border-mist"
    >
      <table className={`w-full border-collapse ${narrow ? "min-w-[20rem]" : "min-w-[28rem]"}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-white">
          <tr className="border-b border-mist">
            {head.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? thNumber : th}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-mist">{children}</tbody>
      </table>
    </ScrollArea>
  );
}

export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <tr>
      <td colSpan={columns} className={`${td} text-ink-muted`}>
        {text}
      </td>
    </tr>
  );
}
