/**
 * How a person pays (issue 16, decision 0016). Methods sit behind `PaymentProvider`; the one
 * shipped is bank transfer, whose details come from configuration. A card provider would add a
 * hosted checkout link to the instructions and confirm payments through a signed webhook that
 * records them like staff do: no card number ever reaches this server.
 */
import type { PaymentInstructions } from "@shared/booking";
import { type PayableBooking, paymentDue } from "./payment-rules";

export interface PaymentProvider {
  readonly method: PaymentInstructions["method"];
  /** The booking's payment reference: unique, printed on the letter and the transfer. */
  referenceOf(bookingId: number): string;
  instructions(booking: PayableBooking): PaymentInstructions;
}

export interface BankDetails {
  accountName: string;
  bankName: string;
  iban: string;
  bic: string;
  referencePrefix: string;
}

export function bankTransferProvider(bank: BankDetails): PaymentProvider {
  const referenceOf = (bookingId: number) =>
    `${bank.referencePrefix}-${String(bookingId).padStart(5, "0")}`;
  return {
    method: "bank-transfer",
    referenceOf,
    instructions(booking) {
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
