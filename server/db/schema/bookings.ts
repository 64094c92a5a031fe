/**
 * Tables of the booking pipeline (issue 16, decision 0016): the price list, bookings, their
 * offers, payments and timeline. Kept beside schema.ts (which re-exports them); same conventions.
 * Money is integer cents; a booking is never deleted (its amounts are financial records), erasure
 * anonymises it instead.
 */

import {
  type BookingDetails,
  type BookingStatus,
  bookingStatuses,
  cities,
  type ImportedBookingDetails,
  type OfferLine,
  type OfferStatus,
  offerStatuses,
  type PaymentMethod,
  paymentMethods,
} from "@shared/bookings/types";
import { accommodationTypes } from "@shared/content/options";
import { type Payer, payers } from "@shared/invoices/types";
import { type CefrLevel, cefrLevels } from "@shared/level-test/types";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { agencies } from "./agents";
import { staffUsers as staffUsersRef } from "./auth";
import { createdAt, oneOf } from "./columns";
import { programs as programsRef } from "./content";
import { quoteRequests as quoteRequestsRef } from "./leads";
import { students as studentsRef } from "./people";

/** A city's weekly tuition for a program, where it differs from the program's own. */
export const tuitionCityPrices = pgTable(
  "tuition_city_prices",
  {
    programId: text()
      .notNull()
      .references(() => programsRef.id, { onDelete: "cascade", onUpdate: "cascade" }),
    city: text().notNull(),
    weeklyCents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.city] }),
    check("tuition_city_prices_city_check", sql`${t.city} in (${oneOf(cities)})`),
    check("tuition_city_prices_cents_check", sql`${t.weeklyCents} >= 0`),
  ],
);

export const accommodationPrices = pgTable(
  "accommodation_prices",
  {
    type: text().notNull(),
    city: text().notNull(),
    weeklyCents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.city] }),
    check(
      "accommodation_prices_type_check",
      sql`${t.type} in (${oneOf(accommodationTypes.filter((type) => type !== "none"))})`,
    ),
    check("accommodation_prices_city_check", sql`${t.city} in (${oneOf(cities)})`),
    check("accommodation_prices_cents_check", sql`${t.weeklyCents} >= 0`),
  ],
);

/** The fees and the deposit rule: one row (id 1). */
export const priceSettings = pgTable(
  "price_settings",
  {
    id: integer().primaryKey().default(1),
    registrationCents: integer().notNull(),
    materialsCents: integer().notNull(),
    airportTransferCents: integer().notNull(),
    guardianshipWeeklyCents: integer().notNull(),
    depositKind: text().$type<"percent" | "fixed">().notNull(),
    depositPercent: integer(),
    depositCents: integer(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("price_settings_single_row_check", sql`${t.id} = 1`),
    check(
      "price_settings_deposit_check",
      sql`(${t.depositKind} = 'percent' and ${t.depositPercent} between 1 and 100)
        or (${t.depositKind} = 'fixed' and ${t.depositCents} > 0)`,
    ),
    check(
      "price_settings_cents_check",
      sql`${t.registrationCents} >= 0 and ${t.materialsCents} >= 0
        and ${t.airportTransferCents} >= 0 and ${t.guardianshipWeeklyCents} >= 0`,
    ),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    status: text().$type<BookingStatus>().notNull().default("draft"),
    quoteRequestId: integer().references(() => quoteRequestsRef.id, { onDelete: "set null" }),
    studentId: integer().references(() => studentsRef.id, { onDelete: "set null" }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    locale: text().$type<"en" | "es" | "fr" | "de">().notNull().default("en"),
    country: text(),
    ageGroup: text(),
    programId: text().references(() => programsRef.id, {
      onDelete: "set null",
      onUpdate: "cascade",
    }),
    /** Snapshot, like the quote request's: survives program edits and deletion. */
    programTitle: text().notNull(),
    city: text(),
    accommodationType: text(),
    startDate: date({ mode: "string" }),
    endDate: date({ mode: "string" }),
    /** The current offer's total and deposit, fixed at acceptance. */
    totalCents: integer().notNull().default(0),
    depositCents: integer().notNull().default(0),
    /** What the person gave with Accept; null before, and after erasure. */
    details: jsonb().$type<BookingDetails>(),
    /** The agency that registered the student (from the quote request), if any. */
    agencyId: integer().references(() => agencies.id, { onDelete: "restrict" }),
    /** The agency's rate when the offer was accepted, and the commission it gives. */
    commissionBasisPoints: integer(),
    commissionCents: integer(),
    commissionPaidAt: timestamp({ withTimezone: true }),
    commissionPaidBy: text(),
    /** Who the booking's invoices go to (issue 32): the student, or its agency per contract. */
    payer: text().$type<Payer>().notNull().default("student"),
    /** Invoices less credit notes of the booking, kept by the ledger in the issuing transaction. */
    invoicedCents: integer().notNull().default(0),
    erasedAt: timestamp({ withTimezone: true }),
    /** A non-EEA student on a Stamp 2 permission: attendance below 85 % matters (issue 30). */
    needsVisa: boolean().notNull().default(false),
    /** The level the school's placement on day one found; it overrides the quoted level. */
    placementLevel: text().$type<CefrLevel>(),
    /** The CEFR level known before placement (an imported booking brings it; issue 30). */
    level: text().$type<CefrLevel>(),
    /** Set when the booking came in with the CSV import of current students (decision 0038). */
    importedAt: timestamp({ withTimezone: true }),
    /** What the import brought that a booking otherwise gets at acceptance; null after erasure. */
    importDetails: jsonb().$type<ImportedBookingDetails>(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check("bookings_status_check", sql`${t.status} in (${oneOf(bookingStatuses)})`),
    check("bookings_cents_check", sql`${t.totalCents} >= 0 and ${t.depositCents} >= 0`),
    check("bookings_city_check", sql`${t.city} is null or ${t.city} in (${oneOf(cities)})`),
    check(
      "bookings_placement_level_check",
      sql`${t.placementLevel} is null or ${t.placementLevel} in (${oneOf(cefrLevels)})`,
    ),
    index("bookings_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("bookings_status_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("bookings_quote_request_idx").on(t.quoteRequestId),
    index("bookings_email_idx").on(sql`lower(${t.email})`),
    index("bookings_start_date_idx").on(t.startDate),
    index("bookings_agency_idx").on(t.agencyId),
    // The cancelled bookings by id, merged with the active placements' index (also by booking)
    // to find those still holding a bed for the unplaced list (decision 0054, round 3).
    index("bookings_cancelled_idx").on(t.id).where(sql`${t.status} = 'cancelled'`),
    check("bookings_level_check", sql`${t.level} is null or ${t.level} in (${oneOf(cefrLevels)})`),
    check("bookings_payer_check", sql`${t.payer} in (${oneOf(payers)})`),
    check(
      "bookings_commission_check",
      sql`${t.commissionCents} is null or ${t.commissionCents} >= 0`,
    ),
  ],
);

export const offers = pgTable(
  "offers",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    status: text().$type<OfferStatus>().notNull().default("draft"),
    lines: jsonb().$type<OfferLine[]>().notNull(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull(),
    totalCents: integer().notNull(),
    depositCents: integer().notNull(),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    validUntil: date({ mode: "string" }).notNull(),
    note: text().notNull().default(""),
    hoursPerWeek: integer().notNull(),
    /**
     * The link's token is an HMAC of this nonce under the server's secret, so the same link can
     * be e-mailed again (deposit received, letter ready) without storing the token; a new nonce
     * ("send again") makes a new link. Null: never sent, or erased.
     */
    tokenNonce: text(),
    /** SHA-256 of the token, for finding the offer from its link. */
    tokenHash: text(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    respondedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("offers_status_check", sql`${t.status} in (${oneOf(offerStatuses)})`),
    check("offers_total_check", sql`${t.totalCents} >= 0 and ${t.depositCents} >= 0`),
    uniqueIndex("offers_token_hash_unique").on(t.tokenHash),
    index("offers_booking_idx").on(t.bookingId, t.id.desc()),
    index("offers_sent_valid_idx").on(t.status, t.validUntil),
  ],
);

export const bookingPayments = pgTable(
  "booking_payments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    amountCents: integer().notNull(),
    receivedOn: date({ mode: "string" }).notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    note: text().notNull().default(""),
    recordedById: integer().references(() => staffUsersRef.id, { onDelete: "set null" }),
    recordedBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("booking_payments_amount_check", sql`${t.amountCents} > 0`),
    check("booking_payments_method_check", sql`${t.method} in (${oneOf(paymentMethods)})`),
    index("booking_payments_booking_idx").on(t.bookingId),
  ],
);

export const bookingEvents = pgTable(
  "booking_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    actor: text().notNull(),
    fromStatus: text().$type<BookingStatus>(),
    toStatus: text().$type<BookingStatus>(),
    summary: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.id)],
);

/**
 * A minor's booking waits for their parent or guardian (issue 27, decision 0028): one row per
 * e-mailed request, its single-use link stored only as a hash. A newer request (sent again)
 * revokes the older one; consent uses the row once.
 */
export const guardianConsents = pgTable(
  "guardian_consents",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** SHA-256 of the link's token; the token itself is only ever in the e-mail. */
    tokenHash: text().notNull(),
    /** As the student named them, and the address the link went to. */
    guardianName: text().notNull(),
    guardianEmail: text().notNull(),
    /** The family's language: the e-mail and the page are in it. */
    lang: text().$type<"en" | "es" | "fr" | "de">().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Their own name as they signed, and when: set once, by the consent itself. */
    consentedName: text(),
    consentedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("guardian_consents_token_hash_unique").on(t.tokenHash),
    index("guardian_consents_booking_idx").on(t.bookingId, t.id.desc()),
    index("guardian_consents_email_idx").on(sql`lower(${t.guardianEmail})`),
  ],
);
