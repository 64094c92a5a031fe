/**
 * Schemas of the partner portal (issue 17): staff create and edit agencies and invite their
 * users; an agent sets a password from an invitation, signs in and asks for a quote for a
 * student. The REST API and the page actions use the same schemas.
 */
import { agencyStatuses, MAX_COMMISSION_PERCENT } from "@shared/agents/types";
import { agencyInvoicings } from "@shared/invoices/types";
import { z } from "zod";
import {
  clearableText,
  email,
  hasNoNul,
  messages,
  optionalText,
  requiredText,
} from "../forms/fields";
import { quoteRequestSchema } from "../leads/quote-form";

export const partnerMessages = {
  percent: `Enter a rate from 0 to ${MAX_COMMISSION_PERCENT} %, with at most two decimals.`,
  password: "Use at least 12 characters.",
} as const;

/** 0–50, at most two decimals ("12.5" from a form, 12.5 from JSON). */
const commissionPercent = z.coerce
  .number({ error: partnerMessages.percent })
  .min(0, partnerMessages.percent)
  .max(MAX_COMMISSION_PERCENT, partnerMessages.percent)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: partnerMessages.percent,
  });

/**
 * The agency's contract with the school (issue 32): who pays for its bookings, and the VAT number
 * and address its invoices carry. A VAT number is letters and digits (spaces and dots dropped),
 * starting with the country's two letters as the EU writes them ("ESB12345678").
 */
const invoicing = z.enum(agencyInvoicings, { error: messages.choice });
const vatId = clearableText(30)
  .transform((value) =>
    typeof value === "string" ? value.replace(/[\s.-]/g, "").toUpperCase() : value,
  )
  .refine(
    (value) => value === null || value === undefined || /^[A-Z]{2}[A-Z0-9]{2,14}$/.test(value),
    {
      message: "Enter the VAT number with its country prefix, e.g. ESB12345678.",
    },
  );
const address = clearableText(300);

export const agencySchema = z.object({
  name: requiredText(120),
  country: requiredText(80),
  email,
  contactName: optionalText(120),
  commissionPercent,
  invoicing: invoicing.optional(),
  vatId,
  address,
});

export const agencyUpdateSchema = z
  .object({
    name: requiredText(120),
    country: requiredText(80),
    email,
    contactName: optionalText(120).nullable(),
    commissionPercent,
    status: z.enum(agencyStatuses, { error: messages.choice }),
    invoicing,
    vatId,
    address,
  })
  .partial();

export const invitationSchema = z.object({
  email,
  lang: z.enum(["en", "es", "fr", "de"], { error: messages.choice }).optional(),
});

export const acceptInvitationSchema = z.object({
  name: requiredText(120),
  password: z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(200, messages.tooLong(200))
    .refine(hasNoNul, messages.nul),
});

export const partnerLoginSchema = z.object({
  email: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(254, messages.tooLong(254))
    .refine(hasNoNul, messages.nul),
  password: z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(200, messages.tooLong(200)),
});

/**
 * The public quote fields plus the agency's own reference. The consent box is the agent's
 * confirmation that the student (or their parent) agreed to share these details with the school.
 */
export const partnerQuoteSchema = quoteRequestSchema.extend({
  agencyReference: optionalText(80),
});

export type AgencyInputData = z.infer<typeof agencySchema>;
export type PartnerQuoteInput = z.infer<typeof partnerQuoteSchema>;

/** A password as typed (the strength rules are the service's, services/auth/passwords.ts). */
const typedPassword = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .max(200, messages.tooLong(200))
  .refine(hasNoNul, messages.nul);

/** A signed-in agent's new password (issue 27): the current one is required. */
export const changePasswordSchema = z.object({
  currentPassword: typedPassword,
  newPassword: typedPassword,
});

/** "Forgot your password?": the address the account signs in with. */
export const passwordResetRequestSchema = z.object({
  email,
  lang: z.enum(["en", "es", "fr", "de"], { error: messages.choice }).optional(),
});

/** The new password chosen through a reset link. */
export const passwordResetSchema = z.object({ newPassword: typedPassword });
