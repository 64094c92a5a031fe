/**
 * Payments of a booking: paid, balance and deposit still due, the payments received, and the
 * "Record payment" form while the booking takes payments (`detail.payable`).
 */
import { type BookingDetail, formatCents, paymentMethods } from "@shared/bookings/types";
import { formatDate } from "@shared/format/dates";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../ui/button";
import { Input, Select } from "../../ui/field";
import type { ActionResult } from "../action-result";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { useActionToast } from "../use-action-toast";
import { paymentMethodLabels } from "./labels";
import { Panel } from "./panel";

export function PaymentsPanel({ booking, today }: { booking: BookingDetail; today: string }) {
  const depositDue = Math.max(0, booking.depositCents - booking.paidCents);
  const figures: [string, number][] = [
    ["Total", booking.totalCents],
    ["Paid", booking.paidCents],
    ["Balance", booking.balanceCents],
    ["Deposit due", depositDue],
  ];
  return (
    <Panel id="booking-payments" title="Payments">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, cents]) => (
          <div key={label} className="rounded-lg bg-[#f7f8f7] p-3">
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd
              className="mt-1 text-lg font-semibold tabular-nums"
              data-testid={`amount-${label.toLowerCase().replace(" ", "-")}`}
            >
              {formatCents(cents)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-ink-muted">
        Deposit of the offer: {formatCents(booking.depositCents)}.
      </p>

      {booking.payments.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">No payments recorded yet.</p>
      ) : (
        <ScrollArea label="Payments received" className="mt-4 rounded-lg border border-mist">
          <table className="w-full min-w-[560px]">
            <caption className="sr-only">Payments received</caption>
            <TableHead
              columns={[
                "Received",
                { label: "Amount", align: "right" },
                "Method",
                "Note",
                "Recorded by",
              ]}
            />
            <tbody className="divide-y divide-mist">
              {booking.payments.map((payment) => (
                <tr key={payment.id}>
                  <td className={`${bodyCell} whitespace-nowrap`}>
                    {formatDate(payment.receivedOn)}
                  </td>
                  <td className={`${bodyCell} text-right tabular-nums`}>
                    {formatCents(payment.amountCents)}
                  </td>
                  <td className={bodyCell}>{paymentMethodLabels[payment.method]}</td>
                  <td className={`${bodyCell} whitespace-pre-wrap`}>{payment.note || "—"}</td>
                  <td className={bodyCell}>{payment.recordedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}

      {booking.payable ? (
        <PaymentForm today={today} />
      ) : (
        <p className="mt-4 text-sm text-ink-muted">
          Payments can be recorded once the person has accepted the offer.
        </p>
      )}
    </Panel>
  );
}

function PaymentForm({ today }: { today: string }) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  useActionToast(fetcher.data, (result) => {
    if (result.ok) formRef.current?.reset();
  });
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby="record-payment"
      className="mt-6 grid gap-3 rounded-lg border border-mist p-4 md:grid-cols-2"
    >
      <h3 id="record-payment" className="font-sans text-base font-semibold md:col-span-2">
        Record payment
      </h3>
      <input type="hidden" name="intent" value="record-payment" />
      <Input
        label="Amount (€)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        hint="Like 250 or 250.50."
        error={errors.amountCents}
      />
      <Input
        label="Received on"
        name="receivedOn"
        type="date"
        required
        defaultValue={today}
        error={errors.receivedOn}
      />
      <Select
        label="Method"
        name="method"
        defaultValue="bank-transfer"
        error={errors.method}
        options={paymentMethods.map((method) => ({
          value: method,
          label: paymentMethodLabels[method],
        }))}
      />
      <Input
        label="Note"
        name="note"
        maxLength={500}
        hint="The bank's reference, who paid…"
        error={errors.note}
      />
      <div className="flex justify-end md:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? "Recording…" : "Record payment"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
