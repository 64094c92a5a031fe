/**
 * An agency's commission statement for one month (issue 17): the bookings whose deposit was
 * recorded that month, their tuition, rate and commission, the month's totals, the CSV, and
 * "Mark paid" (admins) on each line that is due and unpaid.
 */
import type { CommissionStatement } from "@shared/agents/types";
import { formatCents } from "@shared/bookings/types";
import { formatDate, formatMonth } from "@shared/format/dates";
import { Form, Link } from "react-router";
import { Download } from "~/components/ui/icons";
import { Button, buttonClass } from "../../ui/button";
import { Input } from "../../ui/field";
import { BookingStatusBadge } from "../bookings/labels";
import { Panel } from "../bookings/panel";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { ConfirmForm } from "./confirm-form";
import { markPaidRequest } from "./confirmations";
import { commissionDue, percentText } from "./labels";

const money = `${bodyCell} text-right tabular-nums whitespace-nowrap`;

export function StatementPanel({
  agencyId,
  statement,
  canEdit,
}: {
  agencyId: number;
  statement: CommissionStatement;
  canEdit: boolean;
}) {
  const { month, lines } = statement;
  const csv = `/admin/agencies/${agencyId}/statement.csv?month=${month}`;
  return (
    <Panel
      id="agency-statement"
      title="Commission statement"
      actions={
        <a href={csv} download className={buttonClass("secondary", "sm")}>
          <Download aria-hidden="true" className="size-4" /> Download CSV
        </a>
      }
    >
      <p className="text-sm text-ink-muted">
        The bookings whose deposit was recorded in the month (Irish time): commission is the rate
        fixed at booking on the accepted offer's tuition. A booking cancelled since stays on its
        month with nothing due.
      </p>
      <Form
        method="get"
        preventScrollReset
        aria-label="Statement month"
        className="mt-4 flex flex-wrap items-end gap-2"
      >
        <Input
          id="statement-month"
          label="Month"
          name="month"
          type="month"
          placeholder="YYYY-MM"
          defaultValue={month}
          className="w-48"
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      <h3 className="mt-4 font-sans text-base font-semibold text-ink">{formatMonth(month)}</h3>
      <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
        {(
          [
            ["Commission", statement.totalCommissionCents, "statement-total"],
            ["Paid", statement.paidCents, "statement-paid"],
            ["Due", statement.dueCents, "statement-due"],
          ] as const
        ).map(([label, cents, testId]) => (
          <div key={label} className="rounded-lg bg-[#f7f8f7] p-3">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
              {formatCents(cents)}
            </dd>
          </div>
        ))}
      </dl>
      {lines.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">
          No deposit of this agency's bookings was recorded in {formatMonth(month)}.
        </p>
      ) : (
        <ScrollArea
          label="Commission statement table"
          className="mt-4 rounded-lg border border-mist"
        >
          <table className="w-full min-w-[860px]">
            <caption className="sr-only">
              Commission of {statement.agencyName}, {formatMonth(month)}
            </caption>
            <TableHead
              columns={[
                "Booking",
                "Student",
                "Deposit recorded",
                { label: "Tuition", align: "right" },
                { label: "Rate", align: "right" },
                { label: "Commission", align: "right" },
                "Paid",
                canEdit && { label: "Actions", hidden: true },
              ]}
            />
            <tbody className="divide-y divide-mist">
              {lines.map((line) => (
                <tr key={line.bookingId} data-testid="statement-line">
                  <td className={`${bodyCell} whitespace-nowrap`}>
                    <Link to={`/admin/bookings/${line.bookingId}`} className="text-sea underline">
                      {line.reference}
                    </Link>
                    <br />
                    <BookingStatusBadge status={line.status} />
                  </td>
                  <td className={bodyCell}>
                    <span className="font-medium">{line.studentName}</span>
                    <br />
                    <span className="text-ink-muted">
                      {line.programTitle}
                      {line.agencyReference ? ` · Ref. ${line.agencyReference}` : ""}
                    </span>
                  </td>
                  <td className={`${bodyCell} whitespace-nowrap`}>
                    {formatDate(line.confirmedOn)}
                  </td>
                  <td className={money}>{formatCents(line.tuitionCents)}</td>
                  <td className={money}>{percentText(line.percent)}</td>
                  <td className={money}>{formatCents(line.commissionCents)}</td>
                  <td className={`${bodyCell} whitespace-nowrap`}>
                    {line.paidAt
                      ? formatDate(line.paidAt)
                      : commissionDue(line)
                        ? "Due"
                        : "Nothing due"}
                  </td>
                  {canEdit ? (
                    <td className={`${bodyCell} text-right`}>
                      {commissionDue(line) ? (
                        <ConfirmForm
                          request={markPaidRequest(line)}
                          label="Mark paid"
                          accessibleLabel={`Mark the commission on ${line.reference} paid`}
                          variant="primary"
                        />
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </Panel>
  );
}
