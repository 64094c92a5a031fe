/**
 * OpenAPI shapes of the ledger (issue 32): documents, allocations, the staff list and the
 * answers of the writes. Mirrors shared/invoices/types.ts.
 */
import { z } from "@hono/zod-openapi";
import { invoiceKinds, invoiceReasons, payers } from "@shared/invoices/types";

const cents = (description: string) => z.number().int().openapi({ description });

export const InvoiceSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string().openapi({ example: "2027-00042" }),
    kind: z.enum(invoiceKinds),
    payer: z.enum(payers),
    totalCents: cents("EUR cents; positive for a credit note too"),
    issuedOn: z.string().openapi({ example: "2027-03-01" }),
  })
  .openapi("InvoiceSummary");

const AllocationSchema = z
  .object({
    id: z.number().int(),
    invoiceId: z.number().int(),
    invoiceNumber: z.string(),
    source: z.enum(["payment", "agency-payment", "credit-note"]),
    sourceId: z.number().int(),
    sourceLabel: z.string(),
    amountCents: cents("Negative on a reversal"),
    reversesId: z.number().int().nullable(),
    reversedById: z.number().int().nullable(),
    createdBy: z.string(),
    createdAt: z.string(),
  })
  .openapi("InvoiceAllocation");

export const InvoiceSchema = InvoiceSummarySchema.extend({
  bookingId: z.number().int(),
  reason: z.enum(invoiceReasons),
  agencyId: z.number().int().nullable(),
  correctsId: z.number().int().nullable(),
  correctsNumber: z.string().nullable(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitCents: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
  vatCents: z.number().int(),
  dueOn: z.string(),
  lang: z.enum(["en", "es", "fr", "de"]),
  party: z.object({
    name: z.string(),
    email: z.string(),
    address: z.array(z.string()),
    country: z.string().nullable(),
    vatId: z.string().nullable(),
  }),
  allocatedCents: cents("What payments and credit notes settled (an invoice) or what it settled"),
  openCents: cents("Still owed on an invoice; still to use on a credit note"),
  allocations: z.array(AllocationSchema),
  createdBy: z.string(),
  createdAt: z.string(),
}).openapi("Invoice");

export const InvoiceListItemSchema = InvoiceSummarySchema.extend({
  bookingId: z.number().int(),
  reason: z.enum(invoiceReasons),
  payerName: z.string(),
  agencyId: z.number().int().nullable(),
  openCents: z.number().int(),
}).openapi("InvoiceListItem");

export const IssuedSchema = z
  .object({
    invoiceId: z.number().int().openapi({ description: "The difference invoice or credit note" }),
  })
  .openapi("IssuedDocument");

export const ReissuedSchema = z
  .object({ invoiceIds: z.array(z.number().int()) })
  .openapi("ReissuedDocuments");

export const AgencyPaymentResultSchema = z
  .object({
    paymentId: z.number().int(),
    allocatedCents: cents("Settled the agency's open invoices, oldest first"),
    onAccountCents: cents("Left over: stays on the agency's account"),
  })
  .openapi("AgencyPaymentResult");

export const AllocationResultSchema = z
  .object({ allocationId: z.number().int() })
  .openapi("AllocationResult");

export const LedgerSettingsSchema = z
  .object({
    vatNote: z.object({ en: z.string(), es: z.string(), fr: z.string(), de: z.string() }),
    paymentDays: z.number().int(),
  })
  .openapi("LedgerSettings");
