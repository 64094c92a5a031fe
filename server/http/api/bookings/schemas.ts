/**
 * OpenAPI schemas of the booking pipeline (issue 16). Shapes follow shared/booking.ts; money is
 * integer cents, days are YYYY-MM-DD and instants ISO 8601.
 */
import { z } from "@hono/zod-openapi";
import {
  bookingStatuses,
  cities,
  offerLineKinds,
  offerStatuses,
  paymentMethods,
} from "@shared/bookings/types";
import { accommodationTypes } from "@shared/content/options";

const cents = z.number().int();
const day = z.string().openapi({ example: "2027-07-05", format: "date" });

export const OfferLineSchema = z
  .object({
    kind: z.enum(offerLineKinds),
    description: z.string(),
    quantity: z.number().int(),
    unitCents: cents,
    percent: z.number().int().nullable().optional(),
    totalCents: cents.openapi({ description: "Computed on the server; negative for a discount" }),
  })
  .openapi("OfferLine");

export const OfferSchema = z
  .object({
    id: z.number().int(),
    bookingId: z.number().int(),
    status: z.enum(offerStatuses),
    lines: z.array(OfferLineSchema),
    subtotalCents: cents,
    discountCents: cents,
    totalCents: cents,
    depositCents: cents,
    startDate: day,
    endDate: day,
    weeks: z.number().int(),
    validUntil: day,
    note: z.string(),
    hoursPerWeek: z.number().int(),
    sentAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("Offer");

export const PaymentInstructionsSchema = z
  .object({
    method: z.literal("bank-transfer"),
    accountName: z.string(),
    bankName: z.string(),
    iban: z.string(),
    bic: z.string(),
    reference: z
      .string()
      .openapi({ description: "Unique to the booking; write it on the transfer" }),
    dueNowCents: cents,
    dueBy: day.nullable(),
  })
  .openapi("PaymentInstructions");

export const PublicOfferSchema = z
  .object({
    bookingId: z.number().int(),
    status: z.enum(bookingStatuses),
    firstName: z.string(),
    lang: z.enum(["en", "es", "fr", "de"]),
    programTitle: z.string(),
    city: z.enum(cities).nullable(),
    accommodationType: z.enum(accommodationTypes).nullable(),
    startDate: day,
    endDate: day,
    weeks: z.number().int(),
    validUntil: day,
    note: z.string(),
    lines: z.array(OfferLineSchema),
    totalCents: cents,
    depositCents: cents,
    paidCents: cents,
    balanceCents: cents,
    guardianExpected: z.boolean(),
    ageGroup: z.string().nullable(),
    awaitingGuardian: z
      .object({ name: z.string(), email: z.string(), requestedAt: z.string() })
      .nullable()
      .openapi({
        description:
          "Accepted for a student under 18: the parent or guardian who was e-mailed to consent",
      }),
    open: z.boolean().openapi({ description: "Accept and Decline are possible" }),
    hoursPerWeek: z.number().int(),
    letterAvailable: z.boolean(),
    payment: PaymentInstructionsSchema.nullable(),
    paidByAgency: z.string().nullable().openapi({
      description: "The agency that pays the school for this booking; null when the family pays",
    }),
  })
  .openapi("PublicOffer");

export const AcceptResultSchema = z
  .union([
    z.object({
      bookingId: z.number().int(),
      status: z.literal("accepted"),
      depositCents: cents,
      payment: PaymentInstructionsSchema,
    }),
    z.object({
      bookingId: z.number().int(),
      status: z.literal("awaiting-guardian").openapi({
        description:
          "The student is under 18: their parent or guardian was e-mailed a link to consent; nothing is due before",
      }),
      depositCents: cents,
      payment: z.null(),
    }),
  ])
  .openapi("OfferAccepted");

const PaymentSchema = z
  .object({
    id: z.number().int(),
    amountCents: cents,
    receivedOn: day,
    method: z.enum(paymentMethods),
    note: z.string(),
    recordedBy: z.string(),
    createdAt: z.string(),
  })
  .openapi("Payment");

const TimelineEventSchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor: z.string(),
    fromStatus: z.enum(bookingStatuses).nullable(),
    toStatus: z.enum(bookingStatuses).nullable(),
    summary: z.string(),
  })
  .openapi("BookingTimelineEvent");

export const BookingListItemSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(bookingStatuses),
    name: z.string(),
    email: z.string(),
    programId: z.string().nullable(),
    programTitle: z.string(),
    startDate: day.nullable(),
    totalCents: cents,
    paidCents: cents,
    createdAt: z.string(),
  })
  .openapi("BookingListItem");

const BookingDetailsSchema = z.object({
  passportName: z.string(),
  dateOfBirth: day,
  nationality: z.string(),
  address: z.string(),
  emergencyContact: z.object({ name: z.string(), phone: z.string() }),
  arrivalDate: day.nullable(),
  flight: z.string().nullable(),
  dietaryNotes: z.string().nullable(),
  medicalNotes: z.string().nullable(),
  termsAcceptedAt: z.string(),
  guardian: z
    .object({
      name: z.string(),
      email: z.string(),
      consentAt: z.string().nullable().openapi({
        description: "When the parent or guardian consented; null while the booking awaits them",
      }),
    })
    .nullable(),
  motherTongue: z.string().nullable().optional().openapi({
    description:
      "ISO 639-1 code of the student's mother tongue; present only on a booking with accommodation accepted since the question was asked",
  }),
  smoker: z.boolean().nullable().optional(),
  avoidPets: z.boolean().nullable().optional().openapi({
    description: "The student cannot live with pets",
  }),
  allergies: z.string().nullable().optional(),
  separateBathroom: z.boolean().nullable().optional().openapi({
    description: "The student would like a bathroom of their own",
  }),
});

export const BookingDetailSchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    status: z.enum(bookingStatuses),
    quoteRequestId: z.number().int().nullable(),
    studentId: z.number().int().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    locale: z.enum(["en", "es", "fr", "de"]),
    country: z.string().nullable(),
    ageGroup: z.string().nullable(),
    programId: z.string().nullable(),
    programTitle: z.string(),
    city: z.enum(cities).nullable(),
    accommodationType: z.enum(accommodationTypes).nullable(),
    startDate: day.nullable(),
    endDate: day.nullable(),
    totalCents: cents,
    depositCents: cents,
    invoicedCents: cents.openapi({
      description: "Invoices less credit notes (issue 32); 0 until the booking is accepted",
    }),
    payer: z.enum(["student", "agency"]).openapi({ description: "Who the invoices go to" }),
    paidCents: cents,
    balanceCents: cents.openapi({
      description: "invoicedCents − paidCents once invoiced; before, the offer's total less paid",
    }),
    offer: OfferSchema.nullable(),
    details: BookingDetailsSchema.nullable(),
    guardianRequest: z
      .object({
        name: z.string(),
        email: z.string(),
        requestedAt: z.string(),
        expiresAt: z.string(),
      })
      .nullable()
      .openapi({
        description:
          "While a minor's booking awaits consent: whom the latest link went to, when, and until when it works",
      }),
    payments: z.array(PaymentSchema),
    timeline: z.array(TimelineEventSchema),
    transitions: z.array(z.enum(bookingStatuses)),
    letterAvailable: z.boolean(),
    payable: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("BookingDetail");

export const PriceListSchema = z
  .object({
    tuition: z.array(
      z.object({
        programId: z.string(),
        programTitle: z.string(),
        location: z.string(),
        status: z.enum(["active", "draft", "archived"]),
        weeklyCents: cents.nullable(),
        hoursPerWeek: z.number().int(),
        cityPrices: z.record(z.string(), cents),
      }),
    ),
    accommodation: z.array(
      z.object({
        type: z.enum(["host-family", "student-residence", "hotel"]),
        city: z.enum(cities),
        weeklyCents: cents,
      }),
    ),
    fees: z.object({
      registrationCents: cents,
      materialsCents: cents,
      airportTransferCents: cents,
      guardianshipWeeklyCents: cents,
    }),
    deposit: z.union([
      z.object({ kind: z.literal("percent"), percent: z.number().int() }),
      z.object({ kind: z.literal("fixed"), cents }),
    ]),
    updatedAt: z.string().nullable(),
  })
  .openapi("PriceList");

export const GuardianConsentViewSchema = z
  .object({
    lang: z.enum(["en", "es", "fr", "de"]),
    guardianName: z.string(),
    firstName: z.string(),
    studentName: z.string(),
    programTitle: z.string(),
    city: z.string().nullable(),
    accommodationType: z.string().nullable(),
    startDate: day,
    endDate: day,
    weeks: z.number().int(),
    hoursPerWeek: z.number().int(),
    lines: z.array(OfferLineSchema),
    totalCents: cents,
    depositCents: cents,
    student: z.object({
      dateOfBirth: day,
      nationality: z.string(),
      address: z.string(),
      emergencyContact: z.object({ name: z.string(), phone: z.string() }),
      arrivalDate: day.nullable(),
      flight: z.string().nullable(),
      dietaryNotes: z.string().nullable(),
      medicalNotes: z.string().nullable(),
    }),
    agencyName: z.string().nullable(),
    expiresAt: z.string(),
  })
  .openapi("GuardianConsentRequest");
