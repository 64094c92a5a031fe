/** Invoices and credit notes as the ledger hands them to the PDF and UBL renderers (issue 32). */

import { type SchoolDetails, schoolDetails } from "../../server/services/invoices/school";
import type { Invoice } from "../../shared/invoices/types";

export const testBank = {
  accountName: "Clover English Language School Ltd.",
  bankName: "Bank of Ireland",
  iban: "IE29 AIBK 9311 5212 3456 78",
  bic: "AIBKIE2D",
};

export const testSchool: SchoolDetails = schoolDetails(
  testBank,
  (bookingId) => `CLV-${String(bookingId).padStart(5, "0")}`,
);

/** A net invoice to a Spanish agency: tuition and a room, less the agency's commission. */
export const netAgencyInvoice: Invoice = {
  id: 7,
  number: "2027-00042",
  kind: "invoice",
  payer: "agency",
  totalCents: 203_750,
  issuedOn: "2027-03-01",
  bookingId: 42,
  reason: "booking",
  agencyId: 3,
  correctsId: null,
  correctsNumber: null,
  lines: [
    {
      description: "General English, 20 lessons a week",
      quantity: 4,
      unitCents: 32_500,
      totalCents: 130_000,
    },
    {
      description: "Host family, half board & single room <Rathmines>",
      quantity: 4,
      unitCents: 23_000,
      totalCents: 92_000,
    },
    { description: "Registration fee", quantity: 1, unitCents: 7_500, totalCents: 7_500 },
    { description: "Discount: early booking", quantity: 4, unitCents: -2_500, totalCents: -2_500 },
    {
      description: "Agency commission (15 % of tuition)",
      quantity: 1,
      unitCents: -23_250,
      totalCents: -23_250,
    },
  ],
  vatCents: 0,
  dueOn: "2027-03-31",
  lang: "es",
  party: {
    name: "Idiomas Sin Fronteras S.L.",
    email: "cuentas@idiomas-sf.example",
    address: ["Calle de Alcalá 120", "28009 Madrid"],
    country: "ES",
    vatId: "ESB12345678",
  },
  allocatedCents: 50_000,
  openCents: 153_750,
  allocations: [
    {
      id: 1,
      invoiceId: 7,
      invoiceNumber: "2027-00042",
      source: "agency-payment",
      sourceId: 4,
      sourceLabel: "Transfer ISF-0312",
      amountCents: 50_000,
      reversesId: null,
      reversedById: null,
      createdBy: "office@cloverenglish.ie",
      createdAt: "2027-03-05T09:00:00.000Z",
    },
  ],
  createdBy: "office@cloverenglish.ie",
  createdAt: "2027-03-01T10:15:00.000Z",
};

/** The credit note a cancellation issues against that invoice. */
export const cancellationCreditNote: Invoice = {
  ...netAgencyInvoice,
  id: 9,
  number: "2027-00057",
  kind: "credit-note",
  totalCents: 92_000,
  issuedOn: "2027-03-20",
  reason: "cancellation",
  correctsId: 7,
  correctsNumber: "2027-00042",
  lines: [
    {
      description: "Cancellation: host family, 4 weeks",
      quantity: 1,
      unitCents: 92_000,
      totalCents: 92_000,
    },
  ],
  dueOn: "2027-03-20",
  allocatedCents: 92_000,
  openCents: 0,
  allocations: [
    {
      id: 2,
      invoiceId: 7,
      invoiceNumber: "2027-00042",
      source: "credit-note",
      sourceId: 9,
      sourceLabel: "Credit note 2027-00057",
      amountCents: 92_000,
      reversesId: null,
      reversedById: null,
      createdBy: "office@cloverenglish.ie",
      createdAt: "2027-03-20T11:00:00.000Z",
    },
  ],
};

/** A student's invoice, paid in full, in `lang`. */
export function studentInvoice(lang: Invoice["lang"]): Invoice {
  return {
    ...netAgencyInvoice,
    id: 11,
    number: "2027-00100",
    payer: "student",
    agencyId: null,
    totalCents: 124_050,
    lines: [
      {
        description: "Junior summer school, Galway",
        quantity: 2,
        unitCents: 62_025,
        totalCents: 124_050,
      },
    ],
    lang,
    party: {
      name: "Chloé Lefèvre-Łukasiewicz",
      email: "chloe@example.org",
      address: ["12 rue des Lilas", "69003 Lyon"],
      country: "France",
      vatId: null,
    },
    allocatedCents: 24_050,
    openCents: 100_000,
    allocations: [
      {
        id: 3,
        invoiceId: 11,
        invoiceNumber: "2027-00100",
        source: "payment",
        sourceId: 21,
        sourceLabel: "Payment of 2 Mar 2027",
        amountCents: 24_050,
        reversesId: null,
        reversedById: null,
        createdBy: "office@cloverenglish.ie",
        createdAt: "2027-03-02T15:30:00.000Z",
      },
    ],
  };
}
