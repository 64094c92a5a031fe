/**
 * Accommodation (issue 31, decision 0043): host families and residences per campus, the people
 * of their household with their Garda vetting, rooms with beds, nights they cannot host, and the
 * placements of bookings in rooms. A stay is the nights [from, to): `to` is the morning of
 * departure. A placement is never rewritten into another: a move ends one (its `to` becomes the
 * day of the move) and starts another that names it (`previousPlacementId`), so the history stays.
 * The IBAN is stored whole (payment runs need it) and leaves the services masked only.
 */

import {
  type Diet,
  diets,
  type HouseholdMemberStatus,
  householdMemberStatuses,
  type PaymentRunStatus,
  type PlacementStatus,
  type ProviderDocument,
  type ProviderType,
  paymentRunStatuses,
  placementStatuses,
  providerTypes,
} from "@shared/accommodation/types";
import { cities } from "@shared/bookings/types";
import type { City } from "@shared/config/brand";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { staffUsers } from "./auth";
import { bookings } from "./bookings";
import { createdAt, oneOf, updatedAt } from "./columns";

export const accommodationProviders = pgTable(
  "accommodation_providers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text().$type<ProviderType>().notNull(),
    name: text().notNull(),
    campus: text().$type<City>().notNull(),
    address: text().notNull(),
    email: text(),
    phone: text(),
    travelMinutes: integer().notNull(),
    maxStudents: integer().notNull(),
    pets: boolean().notNull().default(false),
    smokers: boolean().notNull().default(false),
    separateBathroom: boolean().notNull().default(false),
    dietsCatered: text().array().$type<Diet[]>().notNull().default(sql`'{}'::text[]`),
    agesAcceptedMin: integer(),
    agesAcceptedMax: integer(),
    /** Null: any gender. */
    gendersAccepted: text().array(),
    houseRules: text(),
    notes: text(),
    /** The rate of a night in a room without a rate of its own. */
    ratePerNightCents: integer().notNull(),
    documents: jsonb().$type<ProviderDocument[]>().notNull().default([]),
    /** Admins only; normalised (no spaces, capitals) and checked (payments.ts) before it is stored. */
    iban: text(),
    bic: text(),
    bankAccountName: text(),
    /** A provider no longer used is kept (placements and payments refer to it), not deleted. */
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("accommodation_providers_type_check", sql`${t.type} in (${oneOf(providerTypes)})`),
    check("accommodation_providers_campus_check", sql`${t.campus} in (${oneOf(cities)})`),
    check("accommodation_providers_travel_check", sql`${t.travelMinutes} between 0 and 240`),
    check("accommodation_providers_max_students_check", sql`${t.maxStudents} >= 1`),
    check("accommodation_providers_rate_check", sql`${t.ratePerNightCents} >= 0`),
    check(
      "accommodation_providers_ages_check",
      sql`${t.agesAcceptedMin} is null or ${t.agesAcceptedMax} is null or ${t.agesAcceptedMin} <= ${t.agesAcceptedMax}`,
    ),
    check(
      "accommodation_providers_diets_check",
      sql`${t.dietsCatered} <@ array[${oneOf(diets)}]::text[]`,
    ),
    check(
      "accommodation_providers_bank_check",
      sql`(${t.iban} is null) = (${t.bankAccountName} is null) and (${t.bic} is null or ${t.iban} is not null)`,
    ),
    index("accommodation_providers_campus_idx").on(t.campus, t.name),
  ],
);

export const householdMembers = pgTable(
  "household_members",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer()
      .notNull()
      .references(() => accommodationProviders.id, { onDelete: "cascade" }),
    name: text().notNull(),
    birthYear: integer().notNull(),
    vettingReference: text(),
    /** The last day the Garda vetting is valid. */
    vettingExpiresOn: date({ mode: "string" }),
    status: text().$type<HouseholdMemberStatus>().notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "household_members_status_check",
      sql`${t.status} in (${oneOf(householdMemberStatuses)})`,
    ),
    check("household_members_birth_year_check", sql`${t.birthYear} between 1900 and 2100`),
    index("household_members_provider_idx").on(t.providerId),
  ],
);

export const accommodationRooms = pgTable(
  "accommodation_rooms",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer()
      .notNull()
      .references(() => accommodationProviders.id, { onDelete: "cascade" }),
    name: text().notNull(),
    beds: integer().notNull(),
    /** Null: the provider's rate. */
    ratePerNightCents: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("accommodation_rooms_provider_name_unique").on(t.providerId, t.name),
    // The target of the composite key that keeps an unavailable range's room in its provider.
    unique("accommodation_rooms_id_provider_unique").on(t.id, t.providerId),
    check("accommodation_rooms_beds_check", sql`${t.beds} >= 1`),
    check(
      "accommodation_rooms_rate_check",
      sql`${t.ratePerNightCents} is null or ${t.ratePerNightCents} >= 0`,
    ),
  ],
);

/** Nights [from, to) the whole provider (roomId null) or one of its rooms cannot host. */
export const accommodationUnavailable = pgTable(
  "accommodation_unavailable",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer()
      .notNull()
      .references(() => accommodationProviders.id, { onDelete: "cascade" }),
    roomId: integer(),
    fromDate: date({ mode: "string" }).notNull(),
    toDate: date({ mode: "string" }).notNull(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: "accommodation_unavailable_room_fk",
      columns: [t.roomId, t.providerId],
      foreignColumns: [accommodationRooms.id, accommodationRooms.providerId],
    }).onDelete("cascade"),
    check("accommodation_unavailable_dates_check", sql`${t.toDate} > ${t.fromDate}`),
    index("accommodation_unavailable_provider_idx").on(t.providerId, t.fromDate),
  ],
);

/**
 * A booking in a room for the nights [from, to). `held`: the bed is kept but the nights are not
 * paid to the family; `cancelled`: kept as history. The arrival is confirmed by the family (host
 * portal) or by staff, and only a confirmed arrival's nights are paid.
 */
export const accommodationPlacements = pgTable(
  "accommodation_placements",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    roomId: integer()
      .notNull()
      .references(() => accommodationRooms.id, { onDelete: "restrict" }),
    fromDate: date({ mode: "string" }).notNull(),
    toDate: date({ mode: "string" }).notNull(),
    status: text().$type<PlacementStatus>().notNull().default("placed"),
    /** The placement this one continues after a move or split; null for a first placement. */
    previousPlacementId: integer(),
    arrivalConfirmedAt: timestamp({ withTimezone: true }),
    /** Who confirmed it: a staff member's or the host's name. */
    arrivalConfirmedBy: text(),
    createdById: integer().references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: "accommodation_placements_previous_fk",
      columns: [t.previousPlacementId],
      foreignColumns: [t.id],
    }).onDelete("set null"),
    check(
      "accommodation_placements_status_check",
      sql`${t.status} in (${oneOf(placementStatuses)})`,
    ),
    check("accommodation_placements_dates_check", sql`${t.toDate} > ${t.fromDate}`),
    check(
      "accommodation_placements_arrival_check",
      sql`(${t.arrivalConfirmedAt} is null) = (${t.arrivalConfirmedBy} is null)`,
    ),
    index("accommodation_placements_room_idx").on(t.roomId, t.fromDate),
    index("accommodation_placements_booking_idx").on(t.bookingId),
    // The nights a booking's placements still hold, read per booking by the unplaced list
    // (decision 0054, round 3) from the index alone instead of one pass over every placement.
    index("accommodation_placements_active_idx")
      .on(t.bookingId, t.fromDate, t.toDate)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);

/**
 * A payment run (issue 31): what the school pays host families and residences for the nights
 * [from, to). Created as a `draft` staff review; `approved` locks it (who and when are kept) and
 * its nights are never paid again; a `discarded` draft is kept as history and pays nothing.
 */
export const accommodationPaymentRuns = pgTable(
  "accommodation_payment_runs",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fromDate: date({ mode: "string" }).notNull(),
    toDate: date({ mode: "string" }).notNull(),
    status: text().$type<PaymentRunStatus>().notNull().default("draft"),
    totalCents: integer().notNull(),
    createdById: integer().references(() => staffUsers.id, { onDelete: "set null" }),
    approvedById: integer().references(() => staffUsers.id, { onDelete: "set null" }),
    approvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "accommodation_payment_runs_status_check",
      sql`${t.status} in (${oneOf(paymentRunStatuses)})`,
    ),
    check("accommodation_payment_runs_dates_check", sql`${t.toDate} > ${t.fromDate}`),
    check("accommodation_payment_runs_total_check", sql`${t.totalCents} >= 0`),
    check(
      "accommodation_payment_runs_approval_check",
      sql`(${t.status} = 'approved') = (${t.approvedAt} is not null)`,
    ),
    index("accommodation_payment_runs_dates_idx").on(t.fromDate),
  ],
);

/**
 * One provider's line of a run. The payee's name and bank details are copied when the run is
 * made, so the SEPA file and the remittance of an approved run never change when the family's
 * details do, and survive the family's erasure for the retention period.
 */
export const accommodationPaymentLines = pgTable(
  "accommodation_payment_lines",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    runId: integer()
      .notNull()
      .references(() => accommodationPaymentRuns.id, { onDelete: "cascade" }),
    providerId: integer()
      .notNull()
      .references(() => accommodationProviders.id, { onDelete: "restrict" }),
    nights: integer().notNull(),
    amountCents: integer().notNull(),
    payeeName: text().notNull(),
    /** Null when the provider has no bank details yet: the line is then left out of the SEPA file. */
    iban: text(),
    bic: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("accommodation_payment_lines_run_provider_unique").on(t.runId, t.providerId),
    check("accommodation_payment_lines_nights_check", sql`${t.nights} > 0`),
    check("accommodation_payment_lines_amount_check", sql`${t.amountCents} >= 0`),
    index("accommodation_payment_lines_provider_idx").on(t.providerId),
  ],
);

/** The nights [from, to) of one placement a line pays: the remittance lists them per student. */
export const accommodationPaymentItems = pgTable(
  "accommodation_payment_items",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lineId: integer()
      .notNull()
      .references(() => accommodationPaymentLines.id, { onDelete: "cascade" }),
    placementId: integer()
      .notNull()
      .references(() => accommodationPlacements.id, { onDelete: "restrict" }),
    fromDate: date({ mode: "string" }).notNull(),
    toDate: date({ mode: "string" }).notNull(),
    nights: integer().notNull(),
    ratePerNightCents: integer().notNull(),
    amountCents: integer().notNull(),
  },
  (t) => [
    check("accommodation_payment_items_dates_check", sql`${t.toDate} > ${t.fromDate}`),
    check("accommodation_payment_items_nights_check", sql`${t.nights} > 0`),
    index("accommodation_payment_items_line_idx").on(t.lineId),
    index("accommodation_payment_items_placement_idx").on(t.placementId, t.fromDate),
  ],
);
