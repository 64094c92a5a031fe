/**
 * Enrol a booking: search accepted and confirmed bookings by name or e-mail (a GET form, so the
 * search is in the URL), then enrol one from a day. A full class answers with its seat count.
 */
import type { BookingOption } from "@shared/classes/types";
import { Form } from "react-router";
import { Button } from "../../ui/button";
import { Input } from "../../ui/field";
import { FormErrorList } from "../form-notices";
import type { ClassActionResult } from "./form-values";

export function EnrolPanel({
  q,
  found,
  defaultFrom,
  result,
}: {
  q: string;
  found: BookingOption[];
  defaultFrom: string;
  result: ClassActionResult | undefined;
}) {
  const failure = result && !result.ok && result.intent === "enrol" ? result : undefined;
  return (
    <section aria-labelledby="enrol" className="rounded-xl border border-mist bg-white p-5">
      <h2 id="enrol" className="font-sans text-lg font-semibold text-ink">
        Enrol a student
      </h2>
      <Form method="get" role="search" aria-label="Find a booking" className="mt-3 flex gap-2">
        <Input
          label="Student name or e-mail"
          name="q"
          defaultValue={q}
          maxLength={200}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" className="self-end">
          Find
        </Button>
      </Form>
      {failure ? (
        <div className="mt-3">
          <FormErrorList
            messages={[
              failure.message,
              ...Object.values(failure.fields ?? {}).filter((m) => !failure.message.includes(m)),
            ]}
          />
        </div>
      ) : null}
      {q && found.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">No accepted or confirmed booking matches.</p>
      ) : null}
      <ul className="mt-3 divide-y divide-mist">
        {found.map((booking) => (
          <li key={booking.bookingId} className="py-2" data-testid="booking-option">
            <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="enrol" />
              <input type="hidden" name="bookingId" value={booking.bookingId} />
              <div className="min-w-[10rem] flex-1 text-sm">
                <span className="font-medium">{booking.studentName}</span>
                <span className="block text-ink-muted">
                  {booking.email} · {booking.city ?? "no campus"} · {booking.startDate ?? "?"} to{" "}
                  {booking.endDate ?? "?"}
                </span>
              </div>
              <Input
                label={`First day of ${booking.studentName}`}
                hideLabel
                name="from"
                type="date"
                className="w-40"
                defaultValue={
                  booking.startDate && booking.startDate > defaultFrom
                    ? booking.startDate
                    : defaultFrom
                }
              />
              <Button type="submit" size="sm" aria-label={`Enrol ${booking.studentName}`}>
                Enrol
              </Button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
