/**
 * How a person pays (issue 16, decision 0016). Methods sit behind `PaymentProvider`; the one
 * shipped is bank transfer, whose details come from configuration. A card provider would add a
 * hosted checkout link to the instructions and confirm payments through a signed webhook that
 * records them like staff do: no card number ever reaches this server.
 */
import type { PaymentInstructions } from "@shared/booking";

export interface PayableBooking {
  id: number;
  depositCents: number;
  totalCents: number;
  paidCents: number;
  /** The day the person accepted (YYYY-MM-DD). */
  acceptedOn: string;
  startDate: string;
}

export interface PaymentProvider {
  readonly method: PaymentInstructions["method"];
  /** False while the school's bank account is not configured (production without BANK_IBAN). */
  readonly ready: boolean;
  /** The booking's payment reference: unique, printed on the letter and the transfer. */
  referenceOf(bookingId: number): string;
  /** How to pay; throws PaymentSetupError while the provider is not `ready`. */
  instructions(booking: PayableBooking): PaymentInstructions;
}

export interface BankAccount {
  accountName: string;
  bankName: string;
  iban: string;
  bic: string;
}

/**
 * Payment instructions were asked for, but the school's bank account is not configured: no
 * family may be sent an example IBAN (issue 27). The message is for staff and logs.
 */
export class PaymentSetupError extends Error {
  constructor() {
    super(
      "The school's bank account is not configured: set BANK_IBAN and BANK_BIC (see .env.example) before sending offers.",
    );
  }
}

const DAY = 864e5;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Of two YYYY-MM-DD days (they sort as text). */
const earlier = (a: string, b: string) => (a <= b ? a : b);
const later = (a: string, b: string) => (a >= b ? a : b);

/** Deposit within 7 days of acceptance; the balance 30 days before the course (spec §9). */
export const DEPOSIT_DAYS = 7;
export const BALANCE_DAYS_BEFORE_START = 30;

export function bankTransferProvider(
  bank: BankAccount | null,
  referencePrefix: string,
): PaymentProvider {
  const referenceOf = (bookingId: number) =>
    `${referencePrefix}-${String(bookingId).padStart(5, "0")}`;
  return {
    method: "bank-transfer",
    ready: bank !== null,
    referenceOf,
    instructions(booking) {
      if (!bank) throw new PaymentSetupError();
      const depositDue = Math.max(0, booking.depositCents - booking.paidCents);
      const balance = Math.max(0, booking.totalCents - booking.paidCents);
      const balanceDueBy = addDays(booking.startDate, -BALANCE_DAYS_BEFORE_START);
      const depositDueBy = addDays(booking.acceptedOn, DEPOSIT_DAYS);
      return {
        method: "bank-transfer",
        accountName: bank.accountName,
        bankName: bank.bankName,
        iban: bank.iban,
        bic: bank.bic,
        reference: referenceOf(booking.id),
        dueNowCents: depositDue > 0 ? depositDue : balance,
        dueBy:
          depositDue > 0
            ? earlier(depositDueBy, booking.startDate)
            : balance > 0
              ? later(balanceDueBy, booking.acceptedOn)
              : null,
      };
    },
  };
}
