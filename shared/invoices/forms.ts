/**
 * Schemas of the ledger (issue 32): a change to a booking, a new payer, an agency's transfer, an
 * allocation by hand, the invoice list's query. The REST API, the admin's actions and the
 * services all use these.
 */
import { z } from "zod";
import { paymentMethods } from "../bookings/types";
import { hasNoNul, messages, requiredIsoDate, requiredText, wellFormed } from "../forms/fields";
import { payers } from "./types";

/** Ten million euros: far above any booking, far below an integer overflow. */
const MAX_CENTS = 1_000_000_000;

export const lineInputSchema = z.object({
  // Stored in the document's JSON lines and the audit trail, which refuse half a surrogate pair.
  description: requiredText(200).transform(wellFormed),
  amountCents: z
    .number({ error: "Enter an amount in cents." })
    .int("Whole cents only.")
    .min(-MAX_CENTS, "That amount is too large.")
    .max(MAX_CENTS, "That amount is too large.")
    .refine((value) => value !== 0, "An amount of nothing changes nothing."),
});
export type LineInput = z.infer<typeof lineInputSchema>;

export const payerChangeSchema = z.object({
  payer: z.enum(payers, { error: messages.choice }),
});

export const agencyPaymentSchema = z.object({
  amountCents: z
    .number({ error: "Enter an amount in cents." })
    .int("Whole cents only.")
    .min(1, "Enter an amount above zero.")
    .max(MAX_CENTS, "That amount is too large."),
  receivedOn: requiredIsoDate,
  method: z.enum(paymentMethods, { error: messages.choice }),
  reference: z
    .string()
    .trim()
    .max(80, messages.tooLong(80))
    .refine(hasNoNul, messages.nul)
    // Also in the audit trail's JSON, which refuses half a surrogate pair.
    .transform(wellFormed)
    .optional()
    .default(""),
});
export type AgencyPaymentInput = z.infer<typeof agencyPaymentSchema>;

const rowId = z.number().int().positive().max(2_147_483_647);

export const allocationInputSchema = z
  .object({
    amountCents: z
      .number()
      .int("Whole cents only.")
      .min(1, "Enter an amount above zero.")
      .max(MAX_CENTS),
    bookingPaymentId: rowId.optional(),
    agencyPaymentId: rowId.optional(),
    creditNoteId: rowId.optional(),
  })
  .refine(
    (input) =>
      [input.bookingPaymentId, input.agencyPaymentId, input.creditNoteId].filter(
        (id) => id !== undefined,
      ).length === 1,
    { message: "Choose one payment or credit note.", path: ["source"] },
  );
export type AllocationInput = z.infer<typeof allocationInputSchema>;

const optionalDay = z
  .union([z.literal(""), requiredIsoDate])
  .optional()
  .default("");

export const invoiceListQuerySchema = z.object({
  q: z.string().trim().max(200).refine(hasNoNul, messages.nul).optional().default(""),
  from: optionalDay,
  to: optionalDay,
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

export const journalQuerySchema = z.object({ from: requiredIsoDate, to: requiredIsoDate });
