/**
 * The ledger's vocabulary (issue 32, decision 0049): invoices and credit notes issued from a
 * booking to its payer, payments allocated to them, and what staff, agents and the accountant
 * read of it. Money is integer cents of EUR; a credit note's `totalCents` is positive (it is the
 * kind that says it reduces what is owed). Days are "YYYY-MM-DD".
 */
import type { Lang } from "../bookings/types";

export const invoiceKinds = ["invoice", "credit-note"] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** Who a booking's invoices go to. */
export const payers = ["student", "agency"] as const;
export type Payer = (typeof payers)[number];

/**
 * An agency's contract: the student pays the school (`student`; the agency is paid commission as
 * before), or the agency pays the school the `net` (tuition less commission, one invoice), or the
 * `gross` with a commission credit note.
 */
export const agencyInvoicings = ["student", "net", "gross"] as const;
export type AgencyInvoicing = (typeof agencyInvoicings)[number];

/** Why a document was issued. */
export const invoiceReasons = [
  /** The booking was accepted: what it costs. */
  "booking",
  /** Weeks, accommodation or services added or removed: exactly the difference. */
  "change",
  /** The booking was cancelled: what the cancellation policy does not keep. */
  "cancellation",
  /** The payer changed: the old payer's documents are credited, the new payer invoiced. */
  "payer-change",
  /** A gross agency invoice's commission, credited to the agency. */
  "commission",
] as const;
export type InvoiceReason = (typeof invoiceReasons)[number];

/** One line as printed: a negative `totalCents` only on an invoice's commission line (net). */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

/** Who is invoiced, as it was when the document was issued (an issued document never changes). */
export interface InvoiceParty {
  name: string;
  email: string;
  /** Postal address lines; empty when the payer gave none. */
  address: string[];
  /** ISO 3166-1 alpha-2 where known ("ES"), else the country as typed. */
  country: string | null;
  /** A business payer's VAT or tax number; an agency only. */
  vatId: string | null;
}

export interface InvoiceSummary {
  id: number;
  number: string;
  kind: InvoiceKind;
  payer: Payer;
  /** Positive for both kinds. */
  totalCents: number;
  issuedOn: string;
}

export interface Invoice extends InvoiceSummary {
  bookingId: number;
  reason: InvoiceReason;
  agencyId: number | null;
  /** The invoice a credit note corrects; null for an invoice. */
  correctsId: number | null;
  correctsNumber: string | null;
  lines: InvoiceLine[];
  vatCents: number;
  dueOn: string;
  lang: Lang;
  party: InvoiceParty;
  /** An invoice: what payments and credit notes have settled; a credit note: what it settled. */
  allocatedCents: number;
  /** `totalCents − allocatedCents`: still owed on an invoice, still to use on a credit note. */
  openCents: number;
  allocations: InvoiceAllocation[];
  createdBy: string;
  createdAt: string;
}

/** A line of the staff list of invoices and of the accounting journal. */
export interface InvoiceListItem extends InvoiceSummary {
  bookingId: number;
  reason: InvoiceReason;
  payerName: string;
  agencyId: number | null;
  openCents: number;
}

/** Days since an open invoice was issued, in the accountant's four buckets. */
export const ageingBuckets = ["0-30", "31-60", "61-90", "90+"] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];
export type DebtAgeing = Record<AgeingBucket, number>;

/** One row settling an invoice: part of a payment, of an agency's transfer or of a credit note. */
export interface InvoiceAllocation {
  id: number;
  /** The invoice settled (on a credit note's list, the invoice it settled). */
  invoiceId: number;
  invoiceNumber: string;
  source: "payment" | "agency-payment" | "credit-note";
  sourceId: number;
  /** "Payment of 3 Mar 2027", "Transfer REF-1", "Credit note 2027-00012". */
  sourceLabel: string;
  /** Negative on a reversal. */
  amountCents: number;
  reversesId: number | null;
  /** Set when a later row reversed this one. */
  reversedById: number | null;
  createdBy: string;
  createdAt: string;
}

/** The accountant's journal: one row per document or payment of the period. */
export interface JournalRow {
  date: string;
  /** The document's number, or the payment's reference. */
  number: string;
  type: "invoice" | "credit-note" | "payment" | "agency-payment";
  payer: string;
  bookingId: number | null;
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** The ledger account the accountant books it to (shared/invoices/journal.ts). */
  account: string;
}
