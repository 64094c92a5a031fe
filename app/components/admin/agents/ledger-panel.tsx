/**
 * An agency's statement of account on its page (issue 32): the debt by age, what is due, on
 * account and the balance, the period's entries with their running balance, the PDF and CSV,
 * and the form that records a transfer from the agency (allocated to its open invoices oldest
 * first). A plain form post: it works without JavaScript, answers 303 once recorded, and keeps
 * what was typed with each field's error beside it when refused.
 */
import { paymentMethods } from "@shared/bookings/types";
import { formatDate } from "@shared/format/dates";
import { formatCents } from "@shared/format/money";
import type { Statement, StatementEntryType } from "@shared/invoices/statement";
import { ageingBuckets } from "@shared/invoices/types";
import { Form, useNavigation } from "react-router";
import { Download } from "~/components/ui/icons";
import { Button, buttonClass } from "../../ui/button";
import { Input, Select } from "../../ui/field";
import { Panel } from "../bookings/panel";
import { FormErrorList } from "../form-notices";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { type AgencyActionResult, failureOf } from "./form-values";

const money = `${bodyCell} text-right tabular-nums whitespace-nowrap`;

export const bucketLabels = {
  "0-30": "0–30 days",
  "31-60": "31–60 days",
  "61-90": "61–90 days",
  "90+": "Over 90 days",
} as const;

const entryLabels: Record<StatementEntryType, string> = {
  invoice: "Invoice",
  "credit-note": "Credit note",
  transfer: "Transfer",
  payment: "Payment",
};

const methodLabels: Record<(typeof paymentMethods)[number], string> = {
  "bank-transfer": "Bank transfer",
  card: "Card",
  cash: "Cash",
  other: "Other",
};

/** What a recorded transfer did, read back from the 303's address. */
export interface RecordedTransfer {
  allocatedCents: number;
  onAccountCents: number;
}

export function AgeingFigures({ statement }: { statement: Statement }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4 xl:grid-cols-7">
      {[
        ...ageingBuckets.map((bucket) => [bucketLabels[bucket], statement.ageing[bucket]] as const),
        ["Due", statement.dueCents] as const,
        ["On account", statement.onAccountCents] as const,
        ["Balance", statement.balanceCents] as const,
      ].map(([label, cents]) => (
        <div key={label} className="rounded-lg bg-[#f7f8f7] p-3">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatCents(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LedgerPanel({
  agencyId,
  agencyName,
  statement,
  canRecord,
  result,
  recorded,
  today,
}: {
  agencyId: number;
  agencyName: string;
  statement: Statement;
  canRecord: boolean;
  result: AgencyActionResult | undefined;
  recorded: RecordedTransfer | null;
  today: string;
}) {
  const period = `from=${statement.from}&to=${statement.to}`;
  const files = `/api/admin/agencies/${agencyId}/statement`;
  return (
    <Panel
      id="agency-ledger"
      title="Statement"
      actions={
        <span className="flex gap-2">
          <a href={`${files}/pdf?${period}`} download className={buttonClass("secondary", "sm")}>
            <Download aria-hidden="true" className="size-4" /> PDF
          </a>
          <a href={`${files}/csv?${period}`} download className={buttonClass("secondary", "sm")}>
            <Download aria-hidden="true" className="size-4" /> CSV
          </a>
        </span>
      }
    >
      {recorded ? (
        <p role="status" className="mb-4 rounded-lg bg-[#e3f1e1] px-3 py-2 text-sm text-[#24561f]">
          Transfer recorded: {formatCents(recorded.allocatedCents)} allocated to open invoices,
          oldest first; {formatCents(recorded.onAccountCents)} stays on account.
        </p>
      ) : null}
      <p className="mb-3 text-sm text-ink-muted">
        What {agencyName} owes today by the age of each open invoice, what it has paid that no
        invoice has taken yet, and the balance.
      </p>
      <AgeingFigures statement={statement} />
      <Form
        method="get"
        preventScrollReset
        aria-label="Statement period"
        className="mt-4 flex flex-wrap items-end gap-2"
      >
        <Input
          id="ledger-from"
          label="From"
          name="from"
          type="date"
          defaultValue={statement.from}
          className="w-44"
        />
        <Input
          id="ledger-to"
          label="To"
          name="to"
          type="date"
          defaultValue={statement.to}
          className="w-44"
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      <ScrollArea label="Statement entries" className="mt-4 rounded-lg border border-mist">
        <table className="w-full min-w-[760px]">
          <caption className="sr-only">
            Statement of {agencyName} from {formatDate(statement.from)} to{" "}
            {formatDate(statement.to)}
          </caption>
          <TableHead
            columns={[
              "Date",
              "Entry",
              "Booking",
              { label: "Debit", align: "right" },
              { label: "Credit", align: "right" },
              { label: "Balance", align: "right" },
            ]}
          />
          <tbody className="divide-y divide-mist">
            <tr>
              <td className={bodyCell}>{formatDate(statement.from)}</td>
              <td className={bodyCell} colSpan={4}>
                Opening balance
              </td>
              <td className={money}>{formatCents(statement.openingCents)}</td>
            </tr>
            {statement.entries.map((entry) => (
              <tr key={`${entry.type}-${entry.number}-${entry.date}`} data-testid="ledger-entry">
                <td className={`${bodyCell} whitespace-nowrap`}>{formatDate(entry.date)}</td>
                <td className={bodyCell}>
                  {entryLabels[entry.type]} {entry.number}
                  {entry.type === "invoice" && entry.openCents > 0 ? (
                    <span className="block text-ink-muted">
                      {formatCents(entry.openCents)} open
                    </span>
                  ) : null}
                </td>
                <td className={bodyCell}>{entry.description}</td>
                <td className={money}>{entry.debitCents ? formatCents(entry.debitCents) : ""}</td>
                <td className={money}>{entry.creditCents ? formatCents(entry.creditCents) : ""}</td>
                <td className={money}>{formatCents(entry.balanceCents)}</td>
              </tr>
            ))}
            <tr className="font-semibold">
              <td className={bodyCell}>{formatDate(statement.to)}</td>
              <td className={bodyCell} colSpan={4}>
                Closing balance
              </td>
              <td className={money} data-testid="ledger-closing">
                {formatCents(statement.closingCents)}
              </td>
            </tr>
          </tbody>
        </table>
      </ScrollArea>
      {canRecord ? <TransferForm result={result} today={today} /> : null}
    </Panel>
  );
}

function TransferForm({
  result,
  today,
}: {
  result: AgencyActionResult | undefined;
  today: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "record-transfer";
  const failure = failureOf(result, "record-transfer");
  const values = failure?.values ?? {};
  const errors = failure?.fields ?? {};
  return (
    <Form
      key={failure ? `failed:${JSON.stringify(values)}` : "transfer"}
      method="post"
      noValidate
      preventScrollReset
      aria-labelledby="transfer-heading"
      className="mt-6 grid gap-3 border-t border-mist pt-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <h3
        id="transfer-heading"
        className="font-sans text-base font-semibold sm:col-span-2 xl:col-span-4"
      >
        Record a transfer from the agency
      </h3>
      <input type="hidden" name="intent" value="record-transfer" />
      {failure ? (
        <div className="sm:col-span-2 xl:col-span-4">
          <FormErrorList messages={[failure.message]} />
        </div>
      ) : null}
      <Input
        id="transfer-amount"
        label="Amount (€)"
        name="amount"
        inputMode="decimal"
        required
        defaultValue={values.amount}
        error={errors.amountCents}
      />
      <Input
        id="transfer-received"
        label="Received on"
        name="receivedOn"
        type="date"
        required
        defaultValue={values.receivedOn ?? today}
        error={errors.receivedOn}
      />
      <Select
        id="transfer-method"
        label="Method"
        name="method"
        defaultValue={values.method ?? "bank-transfer"}
        error={errors.method}
        options={paymentMethods.map((method) => ({ value: method, label: methodLabels[method] }))}
      />
      <Input
        id="transfer-reference"
        label="Reference"
        name="reference"
        maxLength={80}
        defaultValue={values.reference}
        error={errors.reference}
        hint="The bank reference or the agency's remittance number."
      />
      <div className="sm:col-span-2 xl:col-span-4">
        <Button type="submit" disabled={busy}>
          {busy ? "Recording…" : "Record transfer"}
        </Button>
        <p className="mt-2 text-sm text-ink-muted">
          It settles the agency's open invoices, oldest first; what is left stays on account.
        </p>
      </div>
    </Form>
  );
}
