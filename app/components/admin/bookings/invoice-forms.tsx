/**
 * The booking ledger's two forms (issue 32): "Change the booking" (a difference invoice or a
 * credit note for exactly the amount, typed in euros) and "Payer" (an agency's booking only).
 * Plain form posts to the booking page, so they work without JavaScript; a refusal re-mounts the
 * fields with what was typed and the server's messages beside them.
 */
import type { BookingDetail } from "@shared/bookings/types";
import { Form } from "react-router";
import { Button } from "../../ui/button";
import { Input, Select } from "../../ui/field";

/** What a refused ledger form gets back: the message, each field's problem, what was typed. */
export interface InvoiceFormRefusal {
  ok: false;
  intent: "invoice-change" | "invoice-payer" | "invoice-reverse";
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
}

function Refusal({ result }: { result: InvoiceFormRefusal | undefined }) {
  if (!result) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-[#b42318] bg-[#fdecea] p-3 text-sm text-[#8f1c13] md:col-span-2"
    >
      {result.message}
    </p>
  );
}

export function ChangeForm({
  result,
  issued,
}: {
  result: InvoiceFormRefusal | undefined;
  /** How many documents the booking has: a new one empties the form. */
  issued: number;
}) {
  const errors = result?.fields ?? {};
  const typed = result?.values ?? {};
  const direction = typed.direction === "reduce" ? "reduce" : "add";
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby="invoice-change"
      // A refusal re-mounts the fields with what was typed; a document issued, empty.
      key={result ? JSON.stringify(typed) : `blank-${issued}`}
      className="mt-6 grid gap-3 rounded-lg border border-mist p-4 md:grid-cols-2"
    >
      <h3 id="invoice-change" className="font-sans text-base font-semibold md:col-span-2">
        Change the booking
      </h3>
      <p className="text-sm text-ink-muted md:col-span-2">
        Weeks, accommodation or services added or removed: a difference invoice or a credit note is
        issued for exactly the amount.
      </p>
      <Refusal result={result} />
      <input type="hidden" name="intent" value="invoice-change" />
      <Input
        label="Description"
        name="description"
        maxLength={200}
        required
        defaultValue={typed.description}
        hint="Printed on the document, like “One more week of tuition”."
        error={errors.description}
        className="md:col-span-2"
      />
      <fieldset className="grid content-start gap-2">
        <legend className="text-sm font-semibold text-ink">The booking</legend>
        {(
          [
            ["add", "Costs more (difference invoice)"],
            ["reduce", "Costs less (credit note)"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="direction"
              value={value}
              defaultChecked={direction === value}
              className="size-4 accent-sea"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <Input
        label="Amount (€)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        defaultValue={typed.amount}
        hint="Like 120 or 120.50."
        error={errors.amountCents}
      />
      <div className="flex justify-end md:col-span-2">
        <Button type="submit">Issue the document</Button>
      </div>
    </Form>
  );
}

export function PayerForm({
  current,
  agencyName,
  result,
}: {
  current: BookingDetail["payer"];
  agencyName: string;
  result: InvoiceFormRefusal | undefined;
}) {
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby="invoice-payer"
      className="mt-4 grid gap-3 rounded-lg border border-mist p-4 md:grid-cols-2"
    >
      <h3 id="invoice-payer" className="font-sans text-base font-semibold md:col-span-2">
        Payer
      </h3>
      <p className="text-sm text-ink-muted md:col-span-2">
        The current payer's documents are credited and the new payer is invoiced.
      </p>
      <Refusal result={result} />
      <input type="hidden" name="intent" value="invoice-payer" />
      <Select
        label="Who pays"
        name="payer"
        defaultValue={result?.values.payer || current}
        error={result?.fields.payer}
        options={[
          { value: "student", label: "The student" },
          { value: "agency", label: agencyName },
        ]}
      />
      <div className="flex items-end justify-end">
        <Button type="submit" variant="secondary">
          Change the payer
        </Button>
      </div>
    </Form>
  );
}
