/** The at-risk list's table: one row a student, their name opening the booking. */
import { type AtRiskReason, atRiskReasonLabels } from "@shared/classes/attendance";
import type { AtRiskItem } from "@shared/classes/types";
import { Link } from "react-router";
import { Badge } from "../../ui/badge";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";

const reasonTone: Record<AtRiskReason, "danger" | "warning"> = {
  "below-85": "warning",
  "cannot-reach-85": "danger",
  "early-absence": "warning",
};

export function AtRiskTable({ rows }: { rows: AtRiskItem[] }) {
  return (
    <ScrollArea label="At-risk students table" className="rounded-xl border border-mist bg-white">
      <table className="w-full min-w-[720px]">
        <caption className="sr-only">Students at risk</caption>
        <TableHead
          columns={["Student", { label: "Attendance", align: "right" }, "Why", "Class", "Campus"]}
        />
        <tbody className="divide-y divide-mist">
          {rows.map((row) => (
            <tr key={row.bookingId} data-testid="at-risk-row">
              <td className={`${bodyCell} font-medium`}>
                <Link to={`/admin/bookings/${row.bookingId}`} className="text-sea underline">
                  {row.studentName}
                </Link>
                {row.needsVisa ? (
                  <span className="ml-2">
                    <Badge tone="info">Needs visa</Badge>
                  </span>
                ) : null}
              </td>
              <td className={`${bodyCell} text-right tabular-nums`}>
                {row.percent === null ? "—" : `${row.percent.toFixed(1)} %`}
              </td>
              <td className={bodyCell}>
                <ul className="flex flex-wrap gap-1">
                  {row.reasons.map((reason) => (
                    <li key={reason}>
                      <Badge tone={reasonTone[reason]}>{atRiskReasonLabels[reason]}</Badge>
                    </li>
                  ))}
                </ul>
              </td>
              <td className={bodyCell}>{row.className ?? "—"}</td>
              <td className={bodyCell}>{row.campus ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
