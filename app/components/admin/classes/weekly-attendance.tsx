/** Weekly attendance by campus: one row a campus, one column a week (its Monday). */
import type { WeeklyCampusAttendance } from "@shared/classes/types";
import { formatDate } from "@shared/format/dates";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";

export function WeeklyAttendance({
  rows,
  weeks,
  campuses,
}: {
  rows: WeeklyCampusAttendance[];
  /** The Mondays shown, oldest first. */
  weeks: string[];
  campuses: readonly string[];
}) {
  return (
    <section aria-labelledby="weekly-attendance" className="mt-8">
      <h2 id="weekly-attendance" className="mb-3 font-sans text-lg font-semibold text-ink">
        Weekly attendance by campus
      </h2>
      <ScrollArea
        label="Weekly attendance table"
        className="rounded-xl border border-mist bg-white"
      >
        <table className="w-full min-w-[640px]">
          <caption className="sr-only">
            Attended over scheduled minutes of the lessons held, per campus and week
          </caption>
          <TableHead
            columns={[
              "Campus",
              ...weeks.map((week) => ({
                label: `Week of ${formatDate(week)}`,
                align: "right" as const,
              })),
            ]}
          />
          <tbody className="divide-y divide-mist">
            {campuses.map((campus) => (
              <tr key={campus} data-testid="weekly-row">
                <th scope="row" className={`${bodyCell} text-left font-medium`}>
                  {campus}
                </th>
                {weeks.map((week) => {
                  const found = rows.find((row) => row.campus === campus && row.weekOf === week);
                  return (
                    <td key={week} className={`${bodyCell} text-right tabular-nums`}>
                      {found?.percent == null ? "—" : `${found.percent.toFixed(1)} %`}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
      <p className="mt-2 text-sm text-ink-muted">
        A dash: no register taken on that campus that week.
      </p>
    </section>
  );
}
