/**
 * The agency a booking came through (issue 17) and its commission: the rate fixed at
 * acceptance, the accepted offer's tuition, the amount, whether it is due (once the deposit is
 * recorded) and when and by whom it was paid. Admins mark a due commission paid.
 */
import type { BookingDetail } from "@shared/bookings/types";
import { formatCents } from "@shared/bookings/types";
import { formatDateTime } from "@shared/format/dates";
import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import type { ActionResult } from "../action-result";
import { percentText } from "../agents/labels";
import { Details } from "../leads/details";
import { useActionToast } from "../use-action-toast";
import { Panel } from "./panel";

function CommissionState({ commission }: { commission: NonNullable<BookingDetail["commission"]> }) {
  if (commission.paidAt) return <Badge tone="success">Paid</Badge>;
  if (commission.due) return <Badge tone="warning">Due</Badge>;
  return <Badge tone="neutral">Not due</Badge>;
}

export function AgencyPanel({
  booking,
  canMarkPaid,
}: {
  booking: BookingDetail;
  canMarkPaid: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const { agency, commission } = booking;
  if (!agency) return null;
  return (
    <Panel id="booking-agency" title="Agency and commission">
      <Details
        rows={[
          [
            "Agency",
            <Link key="a" to={`/admin/agencies/${agency.id}`} className="text-sea underline">
              {agency.name}
            </Link>,
          ],
          ...((commission
            ? [
                ["Rate", percentText(commission.percent)],
                ["Tuition", formatCents(commission.tuitionCents)],
                [
                  "Commission",
                  <span key="c" data-testid="commission-amount">
                    {formatCents(commission.commissionCents)}
                  </span>,
                ],
                [
                  "State",
                  <span key="s" data-testid="commission-state">
                    <CommissionState commission={commission} />
                  </span>,
                ],
                ["Paid on", commission.paidAt ? formatDateTime(commission.paidAt) : null],
                ["Paid by", commission.paidBy],
              ]
            : [["Commission", "Fixed when the offer is accepted, at the agency's rate then."]]) as [
            string,
            ReactNode,
          ][]),
        ]}
      />
      {commission && !commission.paidAt ? (
        <p className="mt-3 text-sm text-ink-muted">
          {commission.due
            ? "Earned: the deposit is recorded."
            : booking.status === "cancelled"
              ? "Nothing is due on a cancelled booking."
              : "Earned once the deposit is recorded."}
        </p>
      ) : null}
      {canMarkPaid && commission?.due && !commission.paidAt ? (
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="mark-commission-paid" />
          <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Marking…" : "Mark commission paid"}
          </Button>
        </fetcher.Form>
      ) : null}
    </Panel>
  );
}
