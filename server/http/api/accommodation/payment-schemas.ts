/**
 * The documented answers of the payment-run API (issue 31, decision 0045). Amounts in whole
 * cents; IBANs masked (the whole IBAN only goes into the SEPA file).
 */
import { z } from "@hono/zod-openapi";
import { paymentRunStatuses } from "@shared/accommodation/types";
import { MAX_ROW_ID } from "../router";

const rowIdParam = (name: string) =>
  z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ROW_ID)
    .openapi({ param: { name, in: "path" }, example: 7 });

export const RunParams = z.object({ id: rowIdParam("id") });
export const RemittanceParams = RunParams.extend({ providerId: rowIdParam("providerId") });

const day = (description: string) =>
  z.string().openapi({ example: "2027-07-01", description: `${description} (YYYY-MM-DD)` });
const cents = (description: string) =>
  z
    .number()
    .int()
    .openapi({ example: 24500, description: `${description}, in cents` });
const reliefStatusSchema = z.enum(["ok", "approaching", "over"]).openapi({
  description:
    "Rent-a-room relief (€14,000 a year): `approaching` from 90 %, `over` above the limit",
});

export const PaymentRunSummarySchema = z
  .object({
    id: z.number().int(),
    from: day("The first night paid"),
    to: day("The day after the last night paid"),
    status: z.enum(paymentRunStatuses),
    totalCents: cents("The run's total"),
    lineCount: z.number().int(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    approvedAt: z.string().nullable(),
    approvedBy: z.string().nullable(),
  })
  .openapi("PaymentRunSummary");

const PaymentRunItemSchema = z
  .object({
    placementId: z.number().int(),
    bookingId: z.number().int(),
    bookingReference: z.string().openapi({ example: "CLV-00042" }),
    studentFirstName: z.string(),
    from: day("The first night of this item"),
    to: day("The day after its last night"),
    nights: z.number().int(),
    ratePerNightCents: cents("The rate of a night"),
    amountCents: cents("Nights × rate"),
  })
  .openapi("PaymentRunItem");

const PaymentRunLineSchema = z
  .object({
    id: z.number().int(),
    providerId: z.number().int(),
    providerName: z.string(),
    payeeName: z.string().openapi({ description: "The bank account's name, else the provider's" }),
    ibanMasked: z.string().nullable().openapi({ example: "IE •••• 5678" }),
    bic: z.string().nullable(),
    nights: z.number().int(),
    amountCents: cents("The provider's amount"),
    notInFile: z
      .enum(["no-bank-details", "nothing-to-pay"])
      .nullable()
      .openapi({ description: "Why the line is left out of the SEPA file; null: it is in it" }),
    receivedThisYearCents: cents("Received this year from other approved runs"),
    reliefStatus: reliefStatusSchema,
    items: z.array(PaymentRunItemSchema),
  })
  .openapi("PaymentRunLine");

export const PaymentRunSchema = PaymentRunSummarySchema.extend({
  lines: z.array(PaymentRunLineSchema),
}).openapi("PaymentRun");

export const ProviderStatementSchema = z
  .object({
    providerId: z.number().int(),
    providerName: z.string(),
    year: z.number().int(),
    payments: z.array(
      z.object({
        runId: z.number().int(),
        from: day("The run's first night"),
        to: day("The day after the run's last night"),
        approvedAt: z.string(),
        nights: z.number().int(),
        amountCents: cents("Paid by this run"),
      }),
    ),
    nights: z.number().int(),
    totalCents: cents("Received in the year"),
    reliefLimitCents: cents("The rent-a-room relief limit"),
    reliefStatus: reliefStatusSchema,
  })
  .openapi("ProviderStatement");
