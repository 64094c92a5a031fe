/**
 * The documented answers of the accommodation API (issue 31). The request bodies are the shared
 * schemas of shared/accommodation/forms.ts, so the API and the coming screens validate alike.
 * Fields marked "admins only" are absent (not null) from an editor's answer.
 */
import { z } from "@hono/zod-openapi";
import { hardRules } from "@shared/accommodation/matching";
import {
  diets,
  householdMemberStatuses,
  placementStatuses,
  providerTypes,
} from "@shared/accommodation/types";
import { cities } from "@shared/bookings/types";
import { MAX_ROW_ID } from "../router";

/** A row id in the path, named `name` (the host portal's paths use it too). */
export const rowIdParam = (name: string) =>
  z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ROW_ID)
    .openapi({ param: { name, in: "path" }, example: 7 });

export const ProviderParams = z.object({ id: rowIdParam("id") });
export const MemberParams = ProviderParams.extend({ memberId: rowIdParam("memberId") });
export const RangeParams = ProviderParams.extend({ rangeId: rowIdParam("rangeId") });

export const day = (description: string) =>
  z.string().openapi({ example: "2027-07-04", description: `${description} (YYYY-MM-DD)` });

export const HouseholdMemberSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    birthYear: z.number().int().optional().openapi({ description: "Admins only" }),
    vettingReference: z.string().nullable().optional().openapi({
      description: "The Garda vetting disclosure's reference; admins only",
    }),
    vettingExpiresOn: day("The last day the vetting is valid; null: none recorded; admins only")
      .nullable()
      .optional(),
    status: z.enum(householdMemberStatuses).optional().openapi({
      description:
        "pending: vetting not (yet) done; vetted: valid until its expiry; refused; left: no longer lives there. Admins only",
    }),
  })
  .openapi("HouseholdMember");

export const CreatedProviderSchema = z
  .object({ id: z.number().int(), household: z.array(HouseholdMemberSchema) })
  .openapi("CreatedProvider");

export const RoomSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    beds: z.number().int(),
    ratePerNightCents: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "This room's rate; null: the provider's rate applies" }),
  })
  .openapi("AccommodationRoom");

export const UnavailableSchema = z
  .object({
    id: z.number().int(),
    roomId: z.number().int().nullable().openapi({ description: "null: the whole provider" }),
    from: day("The first night"),
    to: day("The morning after the last night (not a night itself)"),
    reason: z.string().nullable(),
  })
  .openapi("UnavailableRange");

export const MaskedBankSchema = z
  .object({
    ibanMasked: z.string().openapi({ example: "IE •••• 5678" }),
    bic: z.string().nullable(),
    accountName: z.string(),
  })
  .openapi("MaskedBankDetails");

export const BankSchema = z
  .object({ iban: z.string(), bic: z.string().nullable(), accountName: z.string() })
  .openapi("BankDetails");

export const ProviderSummarySchema = z
  .object({
    id: z.number().int(),
    type: z.enum(providerTypes),
    name: z.string(),
    campus: z.enum(cities),
    travelMinutes: z.number().int(),
    maxStudents: z.number().int(),
    ratePerNightCents: z.number().int(),
    rooms: z.number().int(),
    beds: z.number().int(),
    active: z.boolean(),
  })
  .openapi("ProviderSummary");

export const ProviderDetailSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(providerTypes),
    name: z.string(),
    campus: z.enum(cities),
    address: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    travelMinutes: z.number().int(),
    maxStudents: z.number().int(),
    pets: z.boolean(),
    smokers: z.boolean(),
    separateBathroom: z.boolean(),
    dietsCatered: z.array(z.enum(diets)),
    agesAcceptedMin: z.number().int().nullable(),
    agesAcceptedMax: z.number().int().nullable(),
    gendersAccepted: z
      .array(z.string())
      .nullable()
      .openapi({ description: "The genders the family takes; null: any" }),
    houseRules: z.string().nullable(),
    notes: z.string().nullable(),
    ratePerNightCents: z.number().int(),
    documents: z.array(z.object({ name: z.string(), receivedOn: z.string().nullable() })),
    active: z.boolean(),
    rooms: z.array(RoomSchema),
    unavailable: z.array(UnavailableSchema),
    household: z.array(HouseholdMemberSchema).openapi({
      description: "Admins: each member with their vetting; editors: id and name only",
    }),
    bank: MaskedBankSchema.nullable()
      .optional()
      .openapi({ description: "Admins only, the IBAN masked; null when none recorded" }),
    createdAt: z.string(),
  })
  .openapi("ProviderDetail");

export const PlacementSchema = z
  .object({
    id: z.number().int(),
    bookingId: z.number().int(),
    roomId: z.number().int(),
    providerId: z.number().int(),
    from: day("The first night"),
    to: day("The morning of departure (not a night itself)"),
    status: z.enum(placementStatuses),
    previousPlacementId: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The placement this one continues after a move or split" }),
    arrivalConfirmedAt: z
      .string()
      .nullable()
      .openapi({ description: "When the family or staff confirmed the arrival (ISO instant)" }),
    arrivalConfirmedBy: z.string().nullable().openapi({ description: "Who confirmed it" }),
    createdAt: z.string(),
    familyEmailed: z.boolean().optional().openapi({
      description:
        "On a placement or a move to another provider: the family was e-mailed (false: it has no e-mail address, tell it another way)",
    }),
  })
  .openapi("Placement");

export const PlacementHistorySchema = z
  .object({
    items: z.array(
      PlacementSchema.extend({
        providerName: z.string(),
        providerType: z.enum(providerTypes),
        roomName: z.string(),
        providerHasEmail: z
          .boolean()
          .openapi({ description: "Placements and moves are e-mailed to the family" }),
      }),
    ),
  })
  .openapi("PlacementHistory");

export const UnplacedBookingSchema = z
  .object({
    bookingId: z.number().int(),
    name: z.string(),
    status: z.string(),
    campus: z.string().nullable(),
    accommodationType: z.string().nullable(),
    from: day("The first night: the arrival date given, else the course's first day").nullable(),
    to: day("The morning of departure: the day after the course's last day").nullable(),
    minor: z
      .boolean()
      .openapi({ description: "Under 18 on arrival (a junior booking without a date of birth)" }),
    age: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "On arrival; null without a date of birth" }),
    gender: z.string().nullable(),
    diet: z
      .string()
      .nullable()
      .openapi({ description: "The diet a provider must cater for, read from the dietary notes" }),
    dietaryNotes: z.string().nullable(),
    changedAfterPlacement: z.boolean().openapi({
      description: "Placed, then its stay moved or shortened: a placement holds nights outside it",
    }),
    cancelledAfterPlacement: z.boolean().openapi({
      description: "Cancelled (or accommodation dropped) while a placement still holds a bed",
    }),
    placements: z
      .array(
        z.object({
          id: z.number().int(),
          providerName: z.string(),
          roomName: z.string(),
          from: day("The first night"),
          to: day("The morning of departure"),
          status: z.enum(placementStatuses),
        }),
      )
      .openapi({
        description: "For a changed or cancelled booking: the placements to end or adjust",
      }),
    motherTongue: z.string().nullable().openapi({
      description: "ISO 639-1 code given at acceptance; null when not known",
    }),
    smoker: z.boolean().openapi({ description: "The student smokes (false when not known)" }),
    avoidPets: z.boolean().openapi({ description: "The student cannot live with pets" }),
    allergies: z
      .array(z.string())
      .openapi({ description: "The allergies given at acceptance, one by one" }),
    wantsSeparateBathroom: z.boolean(),
  })
  .openapi("UnplacedBooking");

export const SuggestionsSchema = z
  .object({
    stay: z.object({ from: day("The first night"), to: day("The morning of departure") }),
    items: z
      .array(
        z.object({
          roomId: z.number().int(),
          providerId: z.number().int(),
          providerName: z.string(),
          roomName: z.string(),
          score: z.number().int(),
          reasons: z.array(z.string()).openapi({ description: "Why, in English, for staff" }),
        }),
      )
      .openapi({ description: "The rooms no hard rule excludes for the whole stay, best first" }),
    excluded: z
      .array(
        z.object({
          roomId: z.number().int(),
          providerId: z.number().int(),
          providerName: z.string(),
          roomName: z.string(),
          reason: z.enum(hardRules),
        }),
      )
      .openapi({ description: "The rooms at the campus a hard rule excludes, with that rule" }),
  })
  .openapi("PlacementSuggestions");
