/**
 * How a person pays (issue 16, decision 0016). Methods sit behind `PaymentProvider`; the one
 * shipped is bank transfer, whose details come from configuration. A card provider would add a
 * hosted checkout link to the instructions and confirm payments through a signed webhook that
 * records them like staff do: no card number ever reaches this server.
 */
import type { PaymentInstructions } from "@shared/bookings/types";
import { type PayableBooking, paymentDue } from "./payment-rules";

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
      return {
        method: "bank-transfer",
        accountName: bank.accountName,
        bankName: bank.bankName,
        iban: bank.iban,
        bic: bank.bic,
        reference: referenceOf(booking.id),
        ...paymentDue(booking),
      };
    },
  };
}
