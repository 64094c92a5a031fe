/**
 * The bodies of the accommodation API (issue 31): a provider with its household, a household
 * member's vetting, a room, unavailable nights. The REST API and the coming screens validate
 * with these, so a message is the same on both. The IBAN is checked by the rules' own check
 * (payments.ts: country, length, mod 97) so a mistyped IBAN never reaches a payment run.
 */
import { cities } from "@shared/bookings/types";
import { z } from "zod";
import {
  clearableText,
  email,
  hasNoNul,
  isCalendarDate,
  messages,
  optionalPhone,
  requiredText,
  wellFormed,
} from "../forms/fields";
import { isValidIban, normalizeIban } from "./payments";
import { diets, householdMemberStatuses, providerTypes } from "./types";

export const accommodationMessages = {
  travelMinutes: "Enter the travel time to the campus in minutes, 0 to 240.",
  maxStudents: "A provider hosts 1 to 500 students at a time.",
  rate: "Enter the rate per night in cents, 0 to 100,000 (€1,000).",
  beds: "A room has 1 to 20 beds.",
  age: "Enter an age from 10 to 99.",
  agesOrder: "The youngest age accepted must not be above the oldest.",
  birthYear: "Enter the year of birth, like 1980.",
  iban: "Enter a valid IBAN of Ireland or a SEPA country, like IE29 AIBK 9311 5212 3456 78.",
  genders: "List at most four genders the family takes, or leave it empty for any.",
  bic: "Enter a valid BIC of 8 or 11 letters and digits, like AIBKIE2D.",
  toAfterFrom: "The day of departure must be after the first night.",
  longRange: "Mark at most two years at a time.",
  documents: "Keep the checklist to 20 documents.",
} as const;

/** A PostgreSQL integer id from a path or body. */
const rowId = z.number({ error: messages.required }).int().positive().max(2_147_483_647);

export const isoDay = z
  .string({ error: messages.required })
  .trim()
  .refine(isCalendarDate, messages.date);

/** Whole numbers within bounds, one message for every way of missing them. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const text = (max: number) => requiredText(max).transform(wellFormed);
const clearable = (max: number) =>
  clearableText(max).transform((value) => (value == null ? value : wellFormed(value)));

// ── Bank details ───────────────────────────────────────────────────────────────────────────────

const bic = z
  .string({ error: accommodationMessages.bic })
  .trim()
  .transform((value) => value.replace(/\s/g, "").toUpperCase())
  .refine((value) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value), {
    message: accommodationMessages.bic,
  });

export const bankDetailsSchema = z.object({
  iban: z
    .string({ error: accommodationMessages.iban })
    .max(50, accommodationMessages.iban)
    .refine(isValidIban, accommodationMessages.iban)
    .transform(normalizeIban),
  bic: bic.nullable().optional().default(null),
  accountName: text(70),
});
export type BankDetailsInput = z.infer<typeof bankDetailsSchema>;

// ── Household ──────────────────────────────────────────────────────────────────────────────────

const birthYear = wholeNumber(1900, 2100, accommodationMessages.birthYear);

export const householdMemberInputSchema = z.object({
  name: text(120),
  birthYear,
  vettingReference: clearable(60),
  vettingExpiresOn: isoDay.nullable().optional(),
  /** Defaults to `vetted` when an expiry date is given, `pending` otherwise. */
  status: z.enum(householdMemberStatuses, { error: messages.choice }).optional(),
});
export type HouseholdMemberInput = z.infer<typeof householdMemberInputSchema>;

export const householdMemberUpdateSchema = z
  .object({
    name: text(120),
    birthYear,
    vettingReference: clearable(60),
    vettingExpiresOn: isoDay.nullable(),
    status: z.enum(householdMemberStatuses, { error: messages.choice }),
  })
  .partial();
export type HouseholdMemberUpdate = z.infer<typeof householdMemberUpdateSchema>;

// ── Providers ──────────────────────────────────────────────────────────────────────────────────

const documentsChecklist = z
  .array(
    z.object({
      name: text(80),
      receivedOn: isoDay.nullable().optional().default(null),
    }),
    { error: accommodationMessages.documents },
  )
  .max(20, accommodationMessages.documents);

const age = wholeNumber(10, 99, accommodationMessages.age);

/** The fields of a provider; create and update differ only in what is required. */
const providerFields = {
  type: z.enum(providerTypes, { error: messages.choice }),
  name: text(120),
  campus: z.enum(cities, { error: messages.choice }),
  address: text(300),
  email: email.nullable(),
  phone: optionalPhone.nullable(),
  travelMinutes: wholeNumber(0, 240, accommodationMessages.travelMinutes),
  maxStudents: wholeNumber(1, 500, accommodationMessages.maxStudents),
  pets: z.boolean({ error: messages.choice }),
  smokers: z.boolean({ error: messages.choice }),
  separateBathroom: z.boolean({ error: messages.choice }),
  dietsCatered: z
    .array(z.enum(diets, { error: messages.choice }), { error: messages.choice })
    .max(diets.length)
    .transform((values) => [...new Set(values)]),
  agesAcceptedMin: age.nullable(),
  agesAcceptedMax: age.nullable(),
  /** The genders a family takes, as bookings record them; null: any. */
  gendersAccepted: z
    .array(text(20), { error: accommodationMessages.genders })
    .min(1, accommodationMessages.genders)
    .max(4, accommodationMessages.genders)
    .nullable(),
  houseRules: clearable(4000),
  notes: clearable(4000),
  ratePerNightCents: wholeNumber(0, 100_000, accommodationMessages.rate),
  documents: documentsChecklist,
  bank: bankDetailsSchema.nullable(),
  active: z.boolean({ error: messages.choice }),
};

const agesInOrder = (value: { agesAcceptedMin?: number | null; agesAcceptedMax?: number | null }) =>
  value.agesAcceptedMin == null ||
  value.agesAcceptedMax == null ||
  value.agesAcceptedMin <= value.agesAcceptedMax;

export const providerInputSchema = z
  .object({
    type: providerFields.type,
    name: providerFields.name,
    campus: providerFields.campus,
    address: providerFields.address,
    email: providerFields.email.optional().default(null),
    phone: providerFields.phone.optional().transform((value) => value ?? null),
    travelMinutes: providerFields.travelMinutes,
    maxStudents: providerFields.maxStudents,
    pets: providerFields.pets,
    smokers: providerFields.smokers,
    separateBathroom: providerFields.separateBathroom.optional().default(false),
    dietsCatered: providerFields.dietsCatered.optional().default([]),
    agesAcceptedMin: providerFields.agesAcceptedMin.optional().default(null),
    agesAcceptedMax: providerFields.agesAcceptedMax.optional().default(null),
    gendersAccepted: providerFields.gendersAccepted.optional().default(null),
    houseRules: providerFields.houseRules,
    notes: providerFields.notes,
    ratePerNightCents: providerFields.ratePerNightCents,
    documents: providerFields.documents.optional().default([]),
    bank: providerFields.bank.optional().default(null),
    household: z
      .array(householdMemberInputSchema, { error: messages.choice })
      .max(20)
      .optional()
      .default([]),
  })
  .refine(agesInOrder, { path: ["agesAcceptedMax"], message: accommodationMessages.agesOrder });
export type ProviderInput = z.infer<typeof providerInputSchema>;

/** A change of some fields; `null` clears an optional one (bank: removes the bank details). */
export const providerUpdateSchema = z
  .object(providerFields)
  .partial()
  .refine(agesInOrder, { path: ["agesAcceptedMax"], message: accommodationMessages.agesOrder });
export type ProviderUpdate = z.infer<typeof providerUpdateSchema>;

export const providerListQuerySchema = z.object({
  q: z.string().trim().max(200).refine(hasNoNul, messages.nul).optional().default(""),
  campus: z.enum(cities, { error: messages.choice }).optional(),
  type: z.enum(providerTypes, { error: messages.choice }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
});
export type ProviderListQuery = z.infer<typeof providerListQuerySchema>;

// ── Rooms and unavailable nights ───────────────────────────────────────────────────────────────

export const roomInputSchema = z.object({
  name: text(60),
  beds: wholeNumber(1, 20, accommodationMessages.beds),
  ratePerNightCents: wholeNumber(0, 100_000, accommodationMessages.rate)
    .nullable()
    .optional()
    .default(null),
});
export type AccommodationRoomInput = z.infer<typeof roomInputSchema>;

/** The rules of any nights [from, to): the departure after the first night, two years at most. */
export const nightRange = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((value) => value.to > value.from, {
      path: ["to"],
      message: accommodationMessages.toAfterFrom,
    })
    .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= 2 * 366 * 864e5, {
      path: ["to"],
      message: accommodationMessages.longRange,
    });

/** Nights [from, to) a provider (or one room: `roomId`) cannot host. */
export const unavailableInputSchema = nightRange(
  z.object({
    roomId: rowId.nullable().optional().default(null),
    from: isoDay,
    to: isoDay,
    reason: clearable(200),
  }),
);
export type UnavailableInput = z.infer<typeof unavailableInputSchema>;

// ── Placements ─────────────────────────────────────────────────────────────────────────────────

/** A booking in a room for the nights [from, to). */
export const placementInputSchema = nightRange(
  z.object({ bookingId: rowId, roomId: rowId, from: isoDay, to: isoDay }),
);
export type PlacementInput = z.infer<typeof placementInputSchema>;

export const unplacedQuerySchema = z.object({
  q: z.string().trim().max(200).refine(hasNoNul, messages.nul).optional().default(""),
  campus: z.enum(cities, { error: messages.choice }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
});
export type UnplacedQuery = z.infer<typeof unplacedQuerySchema>;

export const suggestionsQuerySchema = z.object({
  bookingId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A move from the night `from` on: the student sleeps in `roomId` from then (decision 0047). */
export const placementMoveSchema = z.object({ roomId: rowId, from: isoDay });
export type PlacementMove = z.infer<typeof placementMoveSchema>;

/** A new departure day: earlier shortens the placement, later extends it. */
export const placementEndSchema = z.object({ to: isoDay });
export type PlacementEnd = z.infer<typeof placementEndSchema>;
