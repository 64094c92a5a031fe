/**
 * What the payment-run API answers and the screens show (issue 31, decision 0045). Amounts in
 * whole cents; dates "YYYY-MM-DD", instants ISO. A line's IBAN travels masked; the whole IBAN
 * only goes into the SEPA file.
 */
import type { ReliefStatus } from "./payments";
import type { PaymentRunStatus } from "./types";

export interface PaymentRunSummary {
  id: number;
  /** The nights [from, to). */
  from: string;
  to: string;
  status: PaymentRunStatus;
  totalCents: number;
  lineCount: number;
  createdAt: string;
  createdBy: string | null;
  approvedAt: string | null;
  approvedBy: string | null;
}

/** The nights of one placement a line pays. */
export interface PaymentRunItem {
  placementId: number;
  bookingId: number;
  /** The booking's payment reference (CLV-00042). */
  bookingReference: string;
  studentFirstName: string;
  from: string;
  to: string;
  nights: number;
  ratePerNightCents: number;
  amountCents: number;
}

/** Why a line is not in the SEPA file: no bank details, or nothing to transfer. */
export type NotInFileReason = "no-bank-details" | "nothing-to-pay";

export interface PaymentRunLine {
  id: number;
  providerId: number;
  providerName: string;
  /** Who the bank pays: the account name, else the provider's name (copied at creation). */
  payeeName: string;
  ibanMasked: string | null;
  bic: string | null;
  nights: number;
  amountCents: number;
  /** Null when the line is in the SEPA file. */
  notInFile: NotInFileReason | null;
  /** Received this year from approved runs (not this one), and the relief with this line. */
  receivedThisYearCents: number;
  reliefStatus: ReliefStatus;
  items: PaymentRunItem[];
}

export interface PaymentRunDetail extends PaymentRunSummary {
  lines: PaymentRunLine[];
}
