/**
 * Tables of the ledger (issue 32, decision 0049): the yearly gapless sequences, invoices and
 * credit notes, payments an agency makes for several bookings, and the allocations that settle
 * invoices. An issued document is never updated (but for the anonymising of an erased payer) and
 * never deleted; a wrong allocation is reversed by a row of the opposite sign.
 */
import { type Lang, type PaymentMethod, paymentMethods } from "@shared/bookings/types";
import {
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceParty,
  type InvoiceReason,
  invoiceKinds,
  invoiceReasons,
  type Payer,
  payers,
} from "@shared/invoices/types";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { agencies } from "./agents";
import { bookingPayments, bookings } from "./bookings";
import { createdAt, oneOf } from "./columns";

/**
 * One row per year: `UPDATE … SET last = last + 1 RETURNING last` in the issuing transaction
 * locks the row until commit, so two instances never take the same number, and a rolled-back
 * issue gives its number back (no gap).
 */
export const invoiceSequences = pgTable(
  "invoice_sequences",
  {
    year: integer().primaryKey(),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [check("invoice_sequences_last_check", sql`${t.lastNumber} >= 0`)],
);

export const invoices = pgTable(
  "invoices",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull(),
    year: integer().notNull(),
    sequence: integer().notNull(),
    kind: text().$type<InvoiceKind>().notNull(),
    reason: text().$type<InvoiceReason>().notNull(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    payer: text().$type<Payer>().notNull(),
    /** The agency invoiced (payer `agency`), else null. */
    agencyId: integer().references(() => agencies.id, { onDelete: "restrict" }),
    /** A credit note's invoice, when it corrects one. */
    correctsId: integer().references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    /** Positive for both kinds. */
    totalCents: integer().notNull(),
    /** Education is exempt in Ireland: 0, with the school's VAT sentence on the document. */
    vatCents: integer().notNull().default(0),
    issuedOn: date({ mode: "string" }).notNull(),
    dueOn: date({ mode: "string" }).notNull(),
    /** The payer's language: the PDF is printed in it. */
    lang: text().$type<Lang>().notNull(),
    /** The payer as invoiced; anonymised after erasure once nothing is owed. */
    party: jsonb().$type<InvoiceParty>().notNull(),
    createdBy: text().notNull(),
    createdAt: createdAt(),
    /** Set when the payer's personal data was anonymised (the amounts stay). */
    anonymisedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("invoices_number_unique").on(t.number),
    uniqueIndex("invoices_year_sequence_unique").on(t.year, t.sequence),
    check("invoices_kind_check", sql`${t.kind} in (${oneOf(invoiceKinds)})`),
    check("invoices_reason_check", sql`${t.reason} in (${oneOf(invoiceReasons)})`),
    check("invoices_payer_check", sql`${t.payer} in (${oneOf(payers)})`),
    check("invoices_agency_check", sql`(${t.payer} = 'agency') = (${t.agencyId} is not null)`),
    check("invoices_total_check", sql`${t.totalCents} >= 0 and ${t.vatCents} >= 0`),
    check("invoices_lang_check", sql`${t.lang} in ('en', 'es', 'fr', 'de')`),
    index("invoices_booking_idx").on(t.bookingId, t.id),
    index("invoices_agency_idx").on(t.agencyId, t.issuedOn),
    index("invoices_issued_idx").on(t.issuedOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A transfer from an agency for several bookings: allocated to its open invoices. */
export const agencyPayments = pgTable(
  "agency_payments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer()
      .notNull()
      .references(() => agencies.id, { onDelete: "restrict" }),
    amountCents: integer().notNull(),
    receivedOn: date({ mode: "string" }).notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    /** The bank reference or the agency's remittance number. */
    reference: text().notNull().default(""),
    recordedBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("agency_payments_amount_check", sql`${t.amountCents} > 0`),
    check("agency_payments_method_check", sql`${t.method} in (${oneOf(paymentMethods)})`),
    index("agency_payments_agency_idx").on(t.agencyId, t.receivedOn),
  ],
);

/**
 * What settles an invoice: part of a booking payment, of an agency payment, or of a credit
 * note (exactly one of the three). A reversal is a row of the opposite sign naming the row it
 * reverses; rows are never deleted.
 */
export const invoiceAllocations = pgTable(
  "invoice_allocations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    bookingPaymentId: integer().references(() => bookingPayments.id, { onDelete: "restrict" }),
    agencyPaymentId: integer().references(() => agencyPayments.id, { onDelete: "restrict" }),
    creditNoteId: integer().references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    /** Negative only on a reversal. */
    amountCents: integer().notNull(),
    reversesId: integer().references((): AnyPgColumn => invoiceAllocations.id, {
      onDelete: "restrict",
    }),
    createdBy: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "invoice_allocations_source_check",
      sql`num_nonnulls(${t.bookingPaymentId}, ${t.agencyPaymentId}, ${t.creditNoteId}) = 1`,
    ),
    check(
      "invoice_allocations_sign_check",
      sql`(${t.reversesId} is null and ${t.amountCents} > 0) or (${t.reversesId} is not null and ${t.amountCents} < 0)`,
    ),
    uniqueIndex("invoice_allocations_reverses_unique").on(t.reversesId),
    index("invoice_allocations_invoice_idx").on(t.invoiceId),
    index("invoice_allocations_booking_payment_idx").on(t.bookingPaymentId),
    index("invoice_allocations_agency_payment_idx").on(t.agencyPaymentId),
    index("invoice_allocations_credit_note_idx").on(t.creditNoteId),
  ],
);

/**
 * The school's wording on its documents (one row, id 1; defaults until an admin saves): the VAT
 * treatment in each family language, and the days an invoice gives to pay.
 */
export const invoiceSettings = pgTable(
  "invoice_settings",
  {
    id: integer().primaryKey().default(1),
    vatNote: jsonb().$type<Record<Lang, string>>().notNull(),
    paymentDays: integer().notNull(),
    updatedBy: text(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("invoice_settings_single_row_check", sql`${t.id} = 1`),
    check("invoice_settings_days_check", sql`${t.paymentDays} between 0 and 120`),
  ],
);
