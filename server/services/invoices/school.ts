/**
 * Who issues an invoice or credit note (issue 32, decision 0050): the school's registered details
 * as the PDF prints them and the e-invoice (UBL) states them, with the bank account payments go
 * to and how a booking is named in a payment. The ledger builds one with `schoolDetails` from the
 * configured payment provider and hands it to `renderInvoicePdf` and `renderUbl`.
 */
import { brand } from "@shared/config/brand";
import type { BankAccount } from "../bookings/payment-provider";

export interface SchoolDetails {
  /** "Clover English Language School Ltd.": the seller's legal name (BT-27). */
  legalName: string;
  /** "Clover English": the trading name (BT-28). */
  tradingName: string;
  /** The registered office, in parts (the e-invoice's seller address, BG-5). */
  office: { street: string; locality: string; postcode: string; countryCode: string };
  /** "CRO 431872" as printed; the e-invoice states the number alone (BT-30). */
  companyNumber: string;
  /** "IE 3456789 TH" as printed; the e-invoice writes it without spaces (BT-31). */
  vatNumber: string;
  email: string;
  phone: string;
  web: string;
  /** Where payments go; null when not configured (then no payment instructions are printed). */
  bank: BankAccount | null;
  /** "CLV-00042" for booking 42: the payment provider's `referenceOf`. */
  referenceOf: (bookingId: number) => string;
}

/** The school of `brand`, paid into `bank`, naming bookings as the payment provider does. */
export function schoolDetails(
  bank: BankAccount | null,
  referenceOf: (bookingId: number) => string,
): SchoolDetails {
  const { registered } = brand;
  return {
    legalName: brand.legalName,
    tradingName: brand.name,
    office: {
      street: registered.officeAddress.street,
      locality: registered.officeAddress.locality,
      postcode: registered.officeAddress.postcode,
      countryCode: registered.officeAddress.countryCode,
    },
    companyNumber: registered.companyNumber,
    vatNumber: registered.vatNumber,
    email: brand.email,
    phone: brand.phone,
    web: registered.web,
    bank,
    referenceOf,
  };
}
