/** The payment runs list: one row a run, its period opening the review screen. */
import type { PaymentRunSummary } from "@shared/accommodation/payment-types";
import { formatDate } from "@shared/format/dates";
import { Link } from "react-router";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { money, nightsText, RunStatusBadge } from "./labels";

export function PaymentRunsTable({ rows }: { rows: PaymentRunSummary[] }) {
  return (
    <ScrollArea label="Payment runs table" className="rounded-xl border border-mist bg-white">
      <table className="w-full min-w-[720px]">
        <caption className="sr-only">Payment runs</caption>
        <TableHead
          columns={[
            "Run",
            "Nights",
            "Status",
            { label: "Payees", align: "right" },
            { label: "Total", align: "right" },
            "Made",
            "Approved",
          ]}
        />
        <tbody className="divide-y divide-mist">
          {rows.map((run) => (
            <tr key={run.id} data-testid="payment-run-row">
              <td className={`${bodyCell} font-medium`}>
                <Link
                  to={`/admin/accommodation/payment-runs/${run.id}`}
                  className="text-sea underline"
                >
                  Run {run.id}
                </Link>
              </td>
              <td className={bodyCell}>{nightsText(run.from, run.to, formatDate)}</td>
              <td className={bodyCell}>
                <RunStatusBadge status={run.status} />
              </td>
              <td className={`${bodyCell} text-right tabular-nums`}>{run.lineCount}</td>
              <td className={`${bodyCell} text-right tabular-nums`}>{money(run.totalCents)}</td>
              <td className={bodyCell}>
                {formatDate(run.createdAt)}
                {run.createdBy ? <span className="text-ink-muted"> · {run.createdBy}</span> : null}
              </td>
              <td className={bodyCell}>
                {run.approvedAt ? formatDate(run.approvedAt) : "—"}
                {run.approvedBy ? (
                  <span className="text-ink-muted"> · {run.approvedBy}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
