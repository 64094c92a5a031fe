/**
 * The booking page's ledger forms (issue 32, decision 0049): a change to the booking (a
 * difference invoice or a credit note for exactly it), a new payer, and the reversal of a wrong
 * allocation. They are plain form posts that work without JavaScript: a stored change answers 303
 * back to the page with the documents it issued in the address (`?issued=12,13`), so the page
 * names them ("Credit note 2027-00007 issued for €120") and a reload posts nothing again; a
 * refusal answers the server's messages per field with what was typed.
 */

import type { Services } from "@server/services";
import type { Actor } from "@server/services/audit";
import { ConflictError, InvalidInputError, NotFoundError } from "@server/services/errors";
import { bookingMessages, centsFromText } from "@shared/bookings/forms";
import { formatCents } from "@shared/format/money";
import { lineInputSchema } from "@shared/invoices/forms";
import type { Invoice } from "@shared/invoices/types";
import { data, redirect } from "react-router";
import type { InvoiceFormRefusal } from "../../../components/admin/bookings/invoice-forms";
import { formText } from "../admin.server";

export const invoiceIntents = ["invoice-change", "invoice-payer", "invoice-reverse"] as const;
export type InvoiceIntent = (typeof invoiceIntents)[number];

export const isInvoiceIntent = (intent: string): intent is InvoiceIntent =>
  (invoiceIntents as readonly string[]).includes(intent);

const fallbacks: Record<InvoiceIntent, string> = {
  "invoice-change": "The change was not invoiced",
  "invoice-payer": "The payer was not changed",
  "invoice-reverse": "The allocation was not reversed",
};

const kindLabel = (invoice: Pick<Invoice, "kind">) =>
  invoice.kind === "credit-note" ? "Credit note" : "Invoice";

/** "Credit note 2027-00007 issued for €120." for each document of `ids` the booking has. */
export function issuedNotice(documents: Invoice[], ids: number[]): string | null {
  const named = ids
    .map((id) => documents.find((document) => document.id === id))
    .filter((document): document is Invoice => document !== undefined)
    .map(
      (document) =>
        `${kindLabel(document)} ${document.number} issued for ${formatCents(document.totalCents)}.`,
    );
  return named.length > 0 ? named.join(" ") : null;
}

/** The ids of `?issued=` (at most a handful: a payer change issues three or four documents). */
function idsOf(text: string | null): number[] {
  return (text ?? "")
    .split(",")
    .slice(0, 10)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** The panel's data: the booking's documents, and the notice of the form just stored. */
export async function invoicesOf(services: Services, bookingId: number, url: URL) {
  const documents = await services.invoices.forBooking(bookingId);
  const notice = url.searchParams.has("reversed")
    ? "The allocation was reversed: what it settled is open again."
    : issuedNotice(documents, idsOf(url.searchParams.get("issued")));
  return { documents, notice };
}

/**
 * "120", "120.50", "€120" with the sign chosen ("add" or "reduce"); a typed minus also reduces.
 * Null when the text is no amount in euros.
 */
export function signedCents(amount: string, direction: string): number | null {
  const text = amount.trim();
  const negative = text.startsWith("-") || text.startsWith("−");
  const cents = centsFromText(negative ? text.slice(1) : text);
  if (cents === null) return null;
  return negative || direction === "reduce" ? -cents : cents;
}

export async function invoiceAction(
  services: Services,
  actor: Actor,
  bookingId: number,
  intent: InvoiceIntent,
  form: FormData,
) {
  const values = Object.fromEntries(
    ["description", "amount", "direction", "payer"].map((name) => [name, formText(form, name)]),
  );
  const refused = (message: string, status: number, fields: Record<string, string> = {}) =>
    data<InvoiceFormRefusal>({ ok: false, intent, message, fields, values }, { status });
  const back = (query: string) =>
    redirect(`/admin/bookings/${bookingId}?${query}#booking-invoices`, 303);
  const fallback = fallbacks[intent];

  try {
    switch (intent) {
      case "invoice-change": {
        const amountCents = signedCents(values.amount ?? "", values.direction ?? "");
        if (amountCents === null) {
          // The description is checked too, so both problems show at once.
          const description = lineInputSchema.shape.description.safeParse(values.description);
          return refused(`${fallback}: please correct the marked fields.`, 400, {
            ...(description.success
              ? {}
              : { description: description.error.issues[0]?.message ?? "" }),
            amountCents: bookingMessages.cents,
          });
        }
        const { invoiceId } = await services.invoices.addLine(
          bookingId,
          { description: values.description, amountCents },
          actor,
        );
        return back(`issued=${invoiceId}`);
      }
      case "invoice-payer": {
        const { invoiceIds } = await services.invoices.changePayer(
          bookingId,
          { payer: values.payer },
          actor,
        );
        return back(`issued=${invoiceIds.join(",")}`);
      }
      case "invoice-reverse": {
        const allocationId = Number(formText(form, "allocationId"));
        const documents = await services.invoices.forBooking(bookingId);
        const ofBooking = documents.some((document) =>
          document.allocations.some((allocation) => allocation.id === allocationId),
        );
        if (!ofBooking) return refused(`${fallback}: this booking has no such allocation.`, 404);
        await services.invoices.reverseAllocation(allocationId, actor);
        return back("reversed=1");
      }
    }
  } catch (error) {
    if (error instanceof InvalidInputError) {
      return refused(`${fallback}: please correct the marked fields.`, 400, error.fields);
    }
    if (error instanceof ConflictError) {
      return refused(
        `${fallback}: ${error.message}`,
        409,
        error.field ? { [error.field]: error.message } : {},
      );
    }
    if (error instanceof NotFoundError) return refused(`${fallback}: ${error.message}`, 404);
    throw error;
  }
}
