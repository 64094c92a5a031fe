/**
 * The bodies and queries of the payment-run API (issue 31, decision 0045): a period to pay, the
 * paged list of runs and the year of a statement. The API and the screens validate with these.
 */
import { z } from "zod";
import { hasNoNul, isCalendarDate, messages } from "../forms/fields";
import { paymentRunStatuses } from "./types";

export const paymentRunMessages = {
  toAfterFrom: "The period must end after its first night.",
  longPeriod: "A payment run covers at most 366 nights.",
  year: "Enter a year from 2000 to 2100.",
} as const;

const isoDay = z.string({ error: messages.required }).trim().refine(isCalendarDate, messages.date);

/** The nights from `from` up to, not including, `to`. */
export const paymentRunInputSchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((value) => value.to > value.from, {
    path: ["to"],
    message: paymentRunMessages.toAfterFrom,
  })
  .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= 366 * 864e5, {
    path: ["to"],
    message: paymentRunMessages.longPeriod,
  });
export type PaymentRunInput = z.infer<typeof paymentRunInputSchema>;

export const paymentRunListQuerySchema = z.object({
  q: z.string().trim().max(200).refine(hasNoNul, messages.nul).optional().default(""),
  status: z.enum(paymentRunStatuses, { error: messages.choice }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
});
export type PaymentRunListQuery = z.infer<typeof paymentRunListQuerySchema>;

export const statementQuerySchema = z.object({
  year: z.coerce
    .number({ error: paymentRunMessages.year })
    .int(paymentRunMessages.year)
    .min(2000, paymentRunMessages.year)
    .max(2100, paymentRunMessages.year),
});
