/**
 * The documented bodies of the partner API (issue 17): the agent's session, their students, a
 * booking as the agency sees it, the dashboard. The commission statement's schema is shared with
 * the staff's agency API (agencies-admin.ts).
 */
import { z } from "@hono/zod-openapi";
import { providerTypes } from "@shared/accommodation/types";
import { timelineParties } from "@shared/agents/types";
import { bookingStatuses } from "@shared/bookings/types";
import { hasNoNul, messages } from "@shared/forms/fields";
import { OfferLineSchema, PaymentInstructionsSchema } from "../bookings/schemas";

export const AgentSchema = z
  .object({
    userId: z.number().int(),
    name: z.string(),
    email: z.string(),
    agencyId: z.number().int(),
    agencyName: z.string(),
  })
  .openapi("Agent");

/** Wrong or refused sign-in attempts on the account since its previous sign-in; null when none. */
export const AgentFailedSignInsSchema = z
  .object({ count: z.number().int(), lastAt: z.string().nullable() })
  .nullable()
  .openapi("AgentFailedSignIns");

export const AgentSessionSchema = z
  .object({
    token: z.string(),
    agent: AgentSchema,
    expiresAt: z.string(),
    failedSignIns: AgentFailedSignInsSchema,
  })
  .openapi("AgentSession");

export const TokenParam = z.object({
  token: z
    .string()
    .max(100)
    .openapi({ param: { name: "token", in: "path" }, description: "The invitation's token" }),
});

export const ResetTokenParam = z.object({
  token: z
    .string()
    .max(100)
    .openapi({
      param: { name: "token", in: "path" },
      description: "The token of the password-reset link (from the e-mail)",
    }),
});

export const StudentSchema = z
  .object({
    quoteRequestId: z.number().int(),
    bookingId: z.number().int().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    programTitle: z.string(),
    startDate: z.string().nullable(),
    agencyReference: z.string().nullable(),
    status: z.enum(["requested", ...bookingStatuses]),
    totalCents: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .openapi("PartnerStudent");

export const StudentQuery = z.object({
  q: z.string().max(200).refine(hasNoNul, messages.nul).optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
});

export const PartnerBookingSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(bookingStatuses),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    lang: z.string(),
    ageGroup: z.string().nullable(),
    agencyReference: z.string().nullable(),
    programTitle: z.string(),
    city: z.string().nullable(),
    accommodationType: z.string().nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    offer: z
      .object({
        id: z.number().int(),
        status: z.string(),
        lines: z.array(OfferLineSchema),
        totalCents: z.number().int(),
        depositCents: z.number().int(),
        startDate: z.string(),
        endDate: z.string(),
        validUntil: z.string(),
        weeks: z.number().int(),
        note: z.string(),
        hoursPerWeek: z.number().int(),
      })
      .nullable(),
    open: z.boolean(),
    guardianExpected: z.boolean(),
    awaitingGuardian: z
      .object({ name: z.string(), email: z.string(), requestedAt: z.string() })
      .nullable()
      .openapi({
        description:
          "Accepted for a student under 18: the parent or guardian who was e-mailed to consent",
      }),
    totalCents: z.number().int(),
    depositCents: z.number().int(),
    paidCents: z.number().int(),
    balanceCents: z.number().int(),
    payment: PaymentInstructionsSchema.nullable(),
    letterAvailable: z.boolean(),
    commission: z
      .object({
        percent: z.number(),
        tuitionCents: z.number().int(),
        commissionCents: z.number().int(),
        due: z.boolean(),
        paidAt: z.string().nullable(),
      })
      .nullable(),
    timeline: z
      .array(
        z.object({
          id: z.number().int(),
          at: z.string(),
          by: z.enum(timelineParties),
          toStatus: z.enum(bookingStatuses),
        }),
      )
      .openapi({
        description:
          "The booking's changes of status and the side that made each; no staff names or internal notes",
      }),
    accommodation: z
      .array(
        z.object({
          type: z.enum(providerTypes),
          hosts: z
            .array(z.string())
            .openapi({ description: "The hosts' first names; a residence: its name" }),
          neighbourhood: z.string(),
          travelMinutes: z.number().int(),
          from: z.string().openapi({ description: "The first night (YYYY-MM-DD)" }),
          to: z.string().openapi({ description: "The morning of departure (YYYY-MM-DD)" }),
        }),
      )
      .openapi({
        description:
          "Where the student lives: the placements holding a bed, in the order of their nights; no address, bank or vetting data",
      }),
  })
  .openapi("PartnerBooking");

export const DashboardSchema = z
  .object({
    agencyName: z.string(),
    commissionPercent: z.number(),
    requests: z.number().int(),
    offersOpen: z.number().int(),
    bookingsByStatus: z.record(z.string(), z.number().int()),
    commissionDueCents: z.number().int(),
    commissionPaidCents: z.number().int(),
  })
  .openapi("PartnerDashboard");
