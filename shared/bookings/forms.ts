/**
 * Schemas of the booking pipeline (issue 16): the person's acceptance, staff's offer, payment and
 * price list. The REST API, the page actions and the offer editor's live checks all use these.
 * The minor-needs-a-guardian rule depends on the offer's start date, so it lives in the service.
 */

import { motherTongues } from "@shared/accommodation/preferences";
import type { PricedAccommodation } from "@shared/bookings/price-list";
import { cities, offerLineKinds, paymentMethods } from "@shared/bookings/types";
import { z } from "zod";
import {
  email,
  hasNoNul,
  messages,
  optionalIsoDate,
  optionalText,
  requiredIsoDate,
  requiredText,
  wellFormed,
} from "../forms/fields";

/*
 * The booking details and offer lines are stored as JSON, which PostgreSQL refuses to hold a
 * lone UTF-16 surrogate in: such text is made well-formed rather than failing at the database.
 */
const jsonRequired = (max: number) => requiredText(max).transform(wellFormed);
const jsonOptional = (max: number) =>
  optionalText(max).transform((value) => (value === undefined ? value : wellFormed(value)));

export const bookingMessages = {
  terms: "Please accept the terms and conditions to book.",
  guardianConsent: "The parent or guardian must give their consent.",
  guardianRequired: "A student under 18 needs a parent or guardian: fill in this part.",
  guardianOwnEmail:
    "The parent or guardian needs an e-mail address of their own: we ask them to confirm there.",
  dateOfBirthFuture: "The date of birth must be in the past.",
  dateOfBirthAgeGroup:
    "This date of birth does not match the age group of the quote. Check the date, or write to us to correct the age group.",
  phone: messages.phone,
  cents: "Enter an amount in euro, like 250 or 250.50.",
  positive: "Enter an amount above zero.",
  quantity: "Enter a whole number from 1 to 520.",
  percent: "Enter a percentage from 1 to 100.",
  endBeforeStart: "The end date must be on or after the start date.",
  validUntilAfterStart: "The offer must expire before the course starts.",
  noLines: "An offer needs at least one line.",
  negativeTotal: "The discounts are larger than the price.",
  hours: "Enter the hours of tuition per week (1 to 40).",
  needsVisa: "Say whether the student needs a visa: true (yes) or false (no).",
  motherTongue: "Choose the student's mother tongue from the list, or leave it blank.",
  yesNo: "Answer true (yes) or false (no).",
} as const;

/** `true` from JSON, `"on"`/`"true"` from an HTML form. */
const checked = (message: string) =>
  z.union([z.literal(true), z.literal("on"), z.literal("true")], { error: message });

const phone = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(40, messages.tooLong(40))
  .regex(/^[+()\d\s-]+$/, messages.phone);

/**
 * The parent or guardian the student names. They give consent themselves, on their own page
 * (issue 27); a `consent` sent by older clients is accepted and ignored.
 */
export const guardianSchema = z.object({
  name: jsonRequired(120),
  email,
  consent: z.unknown().optional(),
});

/** POST /api/guardian-consents/{token} and the guardian's page: their name, and consent. */
export const guardianConsentSchema = z.object({
  name: jsonRequired(120),
  consent: checked(bookingMessages.guardianConsent),
});
export type GuardianConsentData = z.infer<typeof guardianConsentSchema>;

const yesNo = (description: string) =>
  z.boolean({ error: bookingMessages.yesNo }).optional().meta({ description });

/**
 * What matching reads of a student who lives with a host family or in a residence (issue 31),
 * asked only when the booking has accommodation and stored in the booking's details only then.
 * All optional: an older client, or a family that does not say, leaves them unknown.
 */
const stayPreferencesShape = {
  motherTongue: z
    .enum(motherTongues, { error: bookingMessages.motherTongue })
    .nullable()
    .optional()
    .meta({
      description:
        "The student's mother tongue, an ISO 639-1 code of the list; schools avoid two students of one tongue in one family. Asked only when the booking has accommodation.",
    }),
  smoker: yesNo("The student smokes. Asked only when the booking has accommodation."),
  avoidPets: yesNo(
    "The student cannot live with pets (an allergy, or a fear). Asked only when the booking has accommodation.",
  ),
  allergies: jsonOptional(200).meta({
    description:
      "Allergies the host family must know, short, separated by commas (for example: cats, penicillin). Asked only when the booking has accommodation.",
  }),
  separateBathroom: yesNo(
    "The student would like a bathroom of their own, where the family has one. Asked only when the booking has accommodation.",
  ),
};

/** POST /api/offers/{token}/accept and the offer page's Accept form. */
export const acceptOfferSchema = z.object({
  passportName: jsonRequired(120),
  dateOfBirth: requiredIsoDate,
  nationality: jsonRequired(80),
  address: jsonRequired(400),
  emergencyContact: z.object({ name: jsonRequired(120), phone }),
  arrivalDate: optionalIsoDate,
  flight: jsonOptional(40),
  dietaryNotes: jsonOptional(1000),
  medicalNotes: jsonOptional(1000),
  acceptTerms: checked(bookingMessages.terms),
  guardian: guardianSchema.optional().nullable(),
  // Optional so that older clients still accept; the offer page and the portal always ask.
  ...stayPreferencesShape,
  needsVisa: z.boolean({ error: bookingMessages.needsVisa }).optional().meta({
    description:
      "Whether the student needs a visa or an Irish immigration permission (Stamp 2) to study in Ireland; stored on the booking. Left out: the booking's flag stays as it is (false unless staff or an import set it).",
  }),
});
export type AcceptOfferData = z.infer<typeof acceptOfferSchema>;

/** Whole cents, within a sane bound (no school sells a €1m course). */
const cents = z
  .number({ error: bookingMessages.cents })
  .int(bookingMessages.cents)
  .min(0, bookingMessages.cents)
  .max(100_000_000, bookingMessages.cents);

const lineText = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(200, messages.tooLong(200))
  .refine(hasNoNul, messages.nul)
  .transform(wellFormed);

export const offerLineSchema = z
  .object({
    kind: z.enum(offerLineKinds, { error: messages.choice }),
    description: lineText,
    quantity: z
      .number({ error: bookingMessages.quantity })
      .int(bookingMessages.quantity)
      .min(1, bookingMessages.quantity)
      .max(520, bookingMessages.quantity),
    unitCents: cents,
    percent: z
      .number({ error: bookingMessages.percent })
      .int(bookingMessages.percent)
      .min(1, bookingMessages.percent)
      .max(100, bookingMessages.percent)
      .nullable()
      .optional(),
  })
  .refine((line) => line.kind === "discount" || !line.percent, {
    message: "Only a discount can be a percentage.",
    path: ["percent"],
  });

export const offerInputSchema = z
  .object({
    startDate: requiredIsoDate,
    endDate: requiredIsoDate,
    validUntil: requiredIsoDate,
    lines: z.array(offerLineSchema).min(1, bookingMessages.noLines).max(40),
    note: z
      .string()
      .trim()
      .max(2000, messages.tooLong(2000))
      .refine(hasNoNul, messages.nul)
      .optional()
      .default(""),
    hoursPerWeek: z
      .number({ error: bookingMessages.hours })
      .int(bookingMessages.hours)
      .min(1, bookingMessages.hours)
      .max(40, bookingMessages.hours),
  })
  .refine((offer) => offer.endDate >= offer.startDate, {
    message: bookingMessages.endBeforeStart,
    path: ["endDate"],
  })
  .refine((offer) => offer.validUntil < offer.startDate, {
    message: bookingMessages.validUntilAfterStart,
    path: ["validUntil"],
  });

/** Creating an offer from a quote request: everything optional, the price list fills the rest. */
export const offerCreateSchema = z.object({
  startDate: optionalIsoDate,
  weeks: z.number().int().min(1).max(52).optional(),
});

export const paymentInputSchema = z.object({
  amountCents: cents.refine((value) => value > 0, bookingMessages.positive),
  receivedOn: requiredIsoDate,
  method: z.enum(paymentMethods, { error: messages.choice }),
  note: z
    .string()
    .trim()
    .max(500, messages.tooLong(500))
    .refine(hasNoNul, messages.nul)
    .optional()
    .default(""),
});

/** Staff correct whether the student needs a visa (a Stamp 2 student's 85 % rule, issue 30). */
export const needsVisaChangeSchema = z.object({
  needsVisa: z.boolean({ error: "Say whether the student needs a visa: yes or no." }),
});
export type NeedsVisaChange = z.infer<typeof needsVisaChangeSchema>;

export const bookingStatusChangeSchema = z.object({
  status: z.enum(["arrived", "completed", "cancelled"], { error: messages.choice }),
  reason: z
    .string()
    .trim()
    .max(500, messages.tooLong(500))
    .refine(hasNoNul, messages.nul)
    .optional()
    .default(""),
});

const accommodationKinds = [
  "host-family",
  "student-residence",
  "hotel",
] as const satisfies readonly PricedAccommodation[];

export const priceListInputSchema = z.object({
  tuition: z
    .array(
      z.object({
        programId: z.string().regex(/^[a-z0-9-]+$/, messages.choice),
        weeklyCents: cents.nullable(),
        hoursPerWeek: z
          .number({ error: bookingMessages.hours })
          .int(bookingMessages.hours)
          .min(1, bookingMessages.hours)
          .max(40, bookingMessages.hours),
        cityPrices: z.partialRecord(z.enum(cities), cents),
      }),
    )
    .max(500),
  accommodation: z
    .array(
      z.object({
        type: z.enum(accommodationKinds),
        city: z.enum(cities),
        weeklyCents: cents,
      }),
    )
    .max(50),
  fees: z.object({
    registrationCents: cents,
    materialsCents: cents,
    airportTransferCents: cents,
    guardianshipWeeklyCents: cents,
  }),
  deposit: z.discriminatedUnion("kind", [
    z.object({
      kind: z.literal("percent"),
      percent: z
        .number({ error: bookingMessages.percent })
        .int(bookingMessages.percent)
        .min(1, bookingMessages.percent)
        .max(100, bookingMessages.percent),
    }),
    z.object({
      kind: z.literal("fixed"),
      cents: cents.refine((v) => v > 0, bookingMessages.positive),
    }),
  ]),
});

/** "250", "250.5", "250,50" or "1 250.00" typed in a form → cents; null when not an amount. */
export function centsFromText(text: string): number | null {
  const cleaned = text.trim().replace(/[\s€]/g, "").replace(",", ".");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".") as [string, string?];
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Cents → "250.50" for an input's value (no currency sign, no grouping). */
export function centsToText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
