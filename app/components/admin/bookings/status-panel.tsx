/**
 * The booking's status and the changes staff may make now (`detail.transitions`): Mark arrived
 * and Mark completed post at once; Cancel booking asks first, with a reason for the timeline.
 */
import type { BookingDetail, BookingStatus } from "@shared/bookings/types";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Textarea } from "../../ui/field";
import type { ActionResult } from "../action-result";
import { useActionToast } from "../use-action-toast";
import { BookingStatusBadge, transitionLabels } from "./labels";
import { Panel } from "./panel";

export function StatusPanel({ booking }: { booking: BookingDetail }) {
  const [cancelling, setCancelling] = useState(false);
  const forward = booking.transitions.filter((status) => status !== "cancelled");
  const canCancel = booking.transitions.includes("cancelled");
  return (
    <Panel id="booking-status" title="Status">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink-muted">Now:</span>
        <span data-testid="booking-status">
          <BookingStatusBadge status={booking.status} />
        </span>
      </p>
      {booking.transitions.length > 0 ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {forward.map((status) => (
            <TransitionButton key={status} status={status} />
          ))}
          {canCancel ? (
            <Button variant="danger" size="sm" onClick={() => setCancelling(true)}>
              Cancel booking
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">
          No change to make by hand now: the person, their payments or the offer's date move this
          booking on.
        </p>
      )}
      {cancelling ? (
        <CancelDialog reference={booking.reference} onClose={() => setCancelling(false)} />
      ) : null}
    </Panel>
  );
}

function TransitionButton({ status }: { status: BookingStatus }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="change-status" />
      <input type="hidden" name="status" value={status} />
      <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
        {transitionLabels[status] ?? status}
      </Button>
    </fetcher.Form>
  );
}

function CancelDialog({ reference, onClose }: { reference: string; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data, (result) => {
    if (result.ok) onClose();
  });
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  const busy = fetcher.state !== "idle";
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Cancel booking ${reference}?`}
      description="A cancelled booking cannot be reopened. Payments already received stay recorded."
    >
      <fetcher.Form method="post" noValidate className="grid gap-4">
        <input type="hidden" name="intent" value="change-status" />
        <input type="hidden" name="status" value="cancelled" />
        <Textarea
          label="Reason"
          name="reason"
          rows={3}
          maxLength={500}
          hint="Shown in the booking's timeline."
          error={errors.reason ?? errors.status}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Keep booking
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? "Cancelling…" : "Cancel booking"}
          </Button>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
