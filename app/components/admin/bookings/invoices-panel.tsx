/**
 * A booking's ledger (issue 32, decision 0049): its invoices and credit notes with their PDF and
 * e-invoice, what settled each (a wrong allocation is reversed, never deleted), the invoiced total
 * and balance, and the forms that change the booking or its payer. Plain form posts to the
 * booking page (bookings/invoices.server.ts), so they work without JavaScript; a refusal comes
 * back as `result` with the server's messages and what was typed.
 */
import type { BookingDetail } from "@shared/bookings/types";
import { formatDate } from "@shared/format/dates";
import { formatCents } from "@shared/format/money";
import type { Invoice, InvoiceAllocation, InvoiceReason } from "@shared/invoices/types";
import { Form } from "react-router";
import { Button } from "../../ui/button";
import { ScrollArea } from "../scroll-area";
import { bodyCell, TableHead } from "../table-head";
import { ChangeForm, type InvoiceFormRefusal, PayerForm } from "./invoice-forms";
import { Panel } from "./panel";

const reasonLabels: Record<InvoiceReason, string> = {
  booking: "Booking",
  change: "Change",
  cancellation: "Cancellation",
  "payer-change": "Payer change",
  commission: "Commission",
};

const sourceLabels: Record<InvoiceAllocation["source"], string> = {
  payment: "Payment",
  "agency-payment": "Agency transfer",
  "credit-note": "Credit note",
};

const linkClass = "font-semibold text-sea-deep underline-offset-2 hover:underline";

export function InvoicesPanel({
  booking,
  documents,
  notice,
  result,
}: {
  booking: BookingDetail;
  documents: Invoice[];
  notice: string | null;
  result: InvoiceFormRefusal | undefined;
}) {
  const figures: [string, number][] = [
    ["Invoiced", booking.invoicedCents],
    ["Paid", booking.paidCents],
    ["Balance", booking.balanceCents],
  ];
  const payerName =
    booking.payer === "agency" && booking.agency ? booking.agency.name : "The student";
  return (
    <Panel id="booking-invoices" title="Invoices" className="scroll-mt-20">
      {notice && !result ? (
        <p
          role="status"
          className="mb-4 rounded-lg bg-[#e3f1e1] p-3 text-sm font-medium text-[#24561f]"
        >
          {notice}
        </p>
      ) : null}
      <dl className="grid grid-cols-3 gap-3">
        {figures.map(([label, cents]) => (
          <div key={label} className="rounded-lg bg-[#f7f8f7] p-3">
            <dt className="text-xs text-ink-muted">{label}</dt>
            <dd
              className="mt-1 text-lg font-semibold tabular-nums"
              data-testid={`invoices-${label.toLowerCase()}`}
            >
              {formatCents(cents)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-ink-muted">Paid by: {payerName}.</p>

      {documents.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">
          No invoice yet: the first is issued when the booking is accepted.
        </p>
      ) : (
        <>
          <DocumentsTable documents={documents} booking={booking} />
          <AllocationsTable documents={documents} />
        </>
      )}

      {booking.payable ? (
        <>
          <ChangeForm
            result={result?.intent === "invoice-change" ? result : undefined}
            issued={documents.length}
          />
          {booking.agency ? (
            <PayerForm
              current={booking.payer}
              agencyName={booking.agency.name}
              result={result?.intent === "invoice-payer" ? result : undefined}
            />
          ) : null}
        </>
      ) : null}
      {result?.intent === "invoice-reverse" ? (
        <p role="alert" className="mt-4 text-sm font-medium text-[#b42318]">
          {result.message}
        </p>
      ) : null}
    </Panel>
  );
}

function DocumentsTable({ documents, booking }: { documents: Invoice[]; booking: BookingDetail }) {
  const payerOf = (document: Invoice) =>
    document.payer === "agency" ? (booking.agency?.name ?? document.party.name) : "Student";
  return (
    <ScrollArea label="Invoices and credit notes" className="mt-4 rounded-lg border border-mist">
      <table className="w-full min-w-[720px]">
        <caption className="sr-only">Invoices and credit notes</caption>
        <TableHead
          columns={[
            "Number",
            "Kind",
            "Reason",
            "Payer",
            "Issued",
            { label: "Total", align: "right" },
            { label: "Open", align: "right" },
            "Files",
          ]}
        />
        <tbody className="divide-y divide-mist">
          {documents.map((document) => (
            <tr key={document.id} data-testid="invoice-row">
              <td className={`${bodyCell} whitespace-nowrap font-semibold`}>{document.number}</td>
              <td className={bodyCell}>
                {document.kind === "credit-note" ? "Credit note" : "Invoice"}
                {document.correctsNumber ? (
                  <span className="block text-xs text-ink-muted">
                    corrects {document.correctsNumber}
                  </span>
                ) : null}
              </td>
              <td className={bodyCell}>
                {reasonLabels[document.reason]}
                {document.reason === "change" && document.lines[0] ? (
                  <span className="block text-xs text-ink-muted">
                    {document.lines[0].description}
                  </span>
                ) : null}
              </td>
              <td className={bodyCell}>{payerOf(document)}</td>
              <td className={`${bodyCell} whitespace-nowrap`}>{formatDate(document.issuedOn)}</td>
              <td className={`${bodyCell} text-right tabular-nums`}>
                {formatCents(document.totalCents)}
              </td>
              <td className={`${bodyCell} text-right tabular-nums`}>
                {formatCents(document.openCents)}
              </td>
              <td className={`${bodyCell} whitespace-nowrap`}>
                <a
                  href={`/api/admin/invoices/${document.id}/pdf`}
                  className={linkClass}
                  aria-label={`PDF of ${document.number}`}
                  download
                >
                  PDF
                </a>
                {document.payer === "agency" ? (
                  <>
                    {" · "}
                    <a
                      href={`/api/admin/invoices/${document.id}/ubl`}
                      className={linkClass}
                      aria-label={`E-invoice (UBL) of ${document.number}`}
                      download
                    >
                      E-invoice
                    </a>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}

/** Each allocation once (it is listed on both the invoice and the credit note it joins). */
function allocationsOf(documents: Invoice[]) {
  const seen = new Map<number, InvoiceAllocation>();
  for (const document of documents) {
    for (const allocation of document.allocations) seen.set(allocation.id, allocation);
  }
  return [...seen.values()].sort((a, b) => a.id - b.id);
}

function AllocationsTable({ documents }: { documents: Invoice[] }) {
  const allocations = allocationsOf(documents);
  if (allocations.length === 0) {
    return <p className="mt-4 text-sm text-ink-muted">Nothing has settled these documents yet.</p>;
  }
  return (
    <ScrollArea label="What settled each document" className="mt-4 rounded-lg border border-mist">
      <table className="w-full min-w-[640px]">
        <caption className="px-3 pt-3 text-left text-sm font-semibold text-ink">
          What settled each document
        </caption>
        <TableHead
          columns={[
            "Invoice",
            "Settled by",
            { label: "Amount", align: "right" },
            "By",
            { label: "Action", align: "right" },
          ]}
        />
        <tbody className="divide-y divide-mist">
          {allocations.map((allocation) => (
            <tr key={allocation.id} data-testid="allocation-row">
              <td className={`${bodyCell} whitespace-nowrap`}>{allocation.invoiceNumber}</td>
              <td className={bodyCell}>
                {allocation.sourceLabel}
                <span className="block text-xs text-ink-muted">
                  {sourceLabels[allocation.source]}
                  {allocation.reversesId !== null ? " · a reversal" : ""}
                  {allocation.reversedById !== null ? " · reversed" : ""}
                </span>
              </td>
              <td className={`${bodyCell} text-right tabular-nums`}>
                {formatCents(allocation.amountCents)}
              </td>
              <td className={bodyCell}>
                {allocation.createdBy}
                <span className="block text-xs text-ink-muted">
                  {formatDate(allocation.createdAt)}
                </span>
              </td>
              <td className={`${bodyCell} text-right`}>
                {allocation.reversesId === null && allocation.reversedById === null ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="invoice-reverse" />
                    <input type="hidden" name="allocationId" value={allocation.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant="secondary"
                      aria-label={`Reverse ${formatCents(allocation.amountCents)} on ${allocation.invoiceNumber}`}
                    >
                      Reverse
                    </Button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
