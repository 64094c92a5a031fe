/** The classes list's table: one row a class, its name opening the class's screen. */
import type { ClassSummary } from "@shared/classes/types";
import { Link } from "react-router";
import { Badge } from "../../ui/badge";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { datesText, timesText, weekdaysText } from "./labels";

export function ClassesTable({
  rows,
  roomNames,
}: {
  rows: ClassSummary[];
  roomNames: Map<number, string>;
}) {
  return (
    <ScrollArea label="Classes table" className="rounded-xl border border-mist bg-white">
      <table className="w-full min-w-[820px]">
        <caption className="sr-only">Classes</caption>
        <TableHead
          columns={[
            "Class",
            "Level",
            "Campus and room",
            "Teacher",
            "Schedule",
            "Dates",
            { label: "Students", align: "right" },
          ]}
        />
        <tbody className="divide-y divide-mist">
          {rows.map((row) => (
            <tr key={row.id} data-testid="class-row">
              <td className={`${bodyCell} font-medium`}>
                <Link to={`/admin/classes/${row.id}`} className="text-sea underline">
                  {row.name}
                </Link>
              </td>
              <td className={bodyCell}>
                <Badge tone="info">{row.level}</Badge>
              </td>
              <td className={bodyCell}>
                {row.campus}
                {row.roomId !== null ? (
                  <span className="block text-ink-muted">{roomNames.get(row.roomId) ?? "—"}</span>
                ) : null}
              </td>
              <td className={bodyCell}>{row.teacherName}</td>
              <td className={bodyCell}>
                {weekdaysText(row.weekdays)}
                <span className="block text-ink-muted tabular-nums">{timesText(row)}</span>
              </td>
              <td className={`${bodyCell} whitespace-nowrap`}>{datesText(row)}</td>
              <td className={`${bodyCell} text-right tabular-nums`}>
                {row.enrolled}/{row.capacity}
                {row.enrolled >= row.capacity ? (
                  <span className="ml-1">
                    <Badge tone="warning">Full</Badge>
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
