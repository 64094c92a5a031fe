/**
 * The ledger's rules (issue 32, decision 0049): numbering, a booking's invoice net or gross, a
 * change's difference document, the cancellation policy's credit, allocation oldest first and
 * debt ageing. Each expectation is an amount a family, an agency or the accountant would read.
 */
import { describe, expect, it } from "vitest";
import type { OfferLine } from "../../shared/bookings/types";
import {
  ageingBucketOf,
  allocateOldestFirst,
  bookingInvoice,
  cancellationCredit,
  cancellationTier,
  daysBetween,
  debtAgeing,
  differenceDocument,
  invoiceLineOf,
  invoiceNumber,
} from "../../shared/invoices/rules";

describe("invoiceNumber", () => {
  it("is the year and the sequence padded to five digits", () => {
    expect(invoiceNumber(2027, 1)).toBe("2027-00001");
    expect(invoiceNumber(2027, 42)).toBe("2027-00042");
    expect(invoiceNumber(2028, 123456)).toBe("2028-123456");
  });

  it("refuses a year that is not four digits and a sequence below one", () => {
    expect(() => invoiceNumber(1999, 1)).toThrow("An invoice year has four digits, not 1999");
    expect(() => invoiceNumber(10000, 1)).toThrow(RangeError);
    expect(() => invoiceNumber(2027.5, 1)).toThrow(RangeError);
    expect(() => invoiceNumber(2027, 0)).toThrow(/starts at 1/);
    expect(() => invoiceNumber(2027, 1.5)).toThrow(RangeError);
    expect(invoiceNumber(2000, 1)).toBe("2000-00001");
    expect(invoiceNumber(9999, 1)).toBe("9999-00001");
  });
});

describe("daysBetween", () => {
  it("counts whole days, negative backwards, across a month and a clock change", () => {
    expect(daysBetween("2027-03-01", "2027-03-31")).toBe(30);
    expect(daysBetween("2027-03-31", "2027-03-01")).toBe(-30);
    expect(daysBetween("2027-03-27", "2027-03-29")).toBe(2);
    expect(daysBetween("2027-05-05", "2027-05-05")).toBe(0);
  });
});

const lines: OfferLine[] = [
  {
    kind: "tuition",
    description: "General English, 2 weeks",
    quantity: 2,
    unitCents: 32000,
    totalCents: 64000,
  },
  {
    kind: "accommodation",
    description: "Host family",
    quantity: 2,
    unitCents: 21000,
    totalCents: 42000,
  },
  {
    kind: "registration",
    description: "Registration fee",
    quantity: 1,
    unitCents: 7500,
    totalCents: 7500,
  },
  {
    kind: "discount",
    description: "Early booking",
    quantity: 1,
    unitCents: 5000,
    totalCents: -5000,
  },
];

describe("a booking's invoice", () => {
  it("prints a discount as a negative unit, other lines as offered", () => {
    expect(invoiceLineOf(lines[3] as OfferLine)).toEqual({
      description: "Early booking",
      quantity: 1,
      unitCents: -5000,
      totalCents: -5000,
    });
    expect(invoiceLineOf(lines[0] as OfferLine)).toEqual({
      description: "General English, 2 weeks",
      quantity: 2,
      unitCents: 32000,
      totalCents: 64000,
    });
  });

  it("gross: the offer's lines and total, no commission", () => {
    const invoice = bookingInvoice({
      offerLines: lines,
      basis: "gross",
      commissionCents: 8000,
      commissionLabel: "Agency commission",
    });
    expect(invoice.totalCents).toBe(108500);
    expect(invoice.lines).toHaveLength(4);
  });

  it("net: the commission is a negative line and the total is less by it", () => {
    const invoice = bookingInvoice({
      offerLines: lines,
      basis: "net",
      commissionCents: 8000,
      commissionLabel: "Agency commission (12.5 % of tuition)",
    });
    expect(invoice.totalCents).toBe(100500);
    expect(invoice.lines.at(-1)).toEqual({
      description: "Agency commission (12.5 % of tuition)",
      quantity: 1,
      unitCents: -8000,
      totalCents: -8000,
    });
  });

  it("net without commission has no commission line", () => {
    const invoice = bookingInvoice({
      offerLines: lines,
      basis: "net",
      commissionCents: 0,
      commissionLabel: "Agency commission",
    });
    expect(invoice.lines).toHaveLength(4);
    expect(invoice.totalCents).toBe(108500);
  });

  it("never totals below nothing", () => {
    expect(() =>
      bookingInvoice({
        offerLines: [lines[0] as OfferLine],
        basis: "net",
        commissionCents: 64001,
        commissionLabel: "Commission",
      }),
    ).toThrow("An invoice never totals less than nothing");
    expect(
      bookingInvoice({
        offerLines: [lines[0] as OfferLine],
        basis: "net",
        commissionCents: 64000,
        commissionLabel: "Commission",
      }).totalCents,
    ).toBe(0);
  });
});

describe("a change's document", () => {
  it("more is an invoice, less a credit note, both for exactly the difference", () => {
    expect(differenceDocument(12000)).toEqual({ kind: "invoice", totalCents: 12000 });
    expect(differenceDocument(-4550)).toEqual({ kind: "credit-note", totalCents: 4550 });
    expect(differenceDocument(1)).toEqual({ kind: "invoice", totalCents: 1 });
    expect(differenceDocument(-1)).toEqual({ kind: "credit-note", totalCents: 1 });
  });

  it("nothing is no document, and a fraction of a cent is refused", () => {
    expect(differenceDocument(0)).toBeNull();
    expect(() => differenceDocument(10.5)).toThrow(/whole cents/);
  });
});

describe("cancellation", () => {
  it("has three tiers: more than 30 days, 14 to 30, under 14", () => {
    expect(cancellationTier(31)).toBe("early");
    expect(cancellationTier(30)).toBe("middle");
    expect(cancellationTier(14)).toBe("middle");
    expect(cancellationTier(13)).toBe("late");
    expect(cancellationTier(0)).toBe("late");
    expect(cancellationTier(-3)).toBe("late");
  });

  const base = { invoicedCents: 108500, adminFeesCents: 7500 };

  it("early: everything credited but the administration fees; the refund is paid less fees", () => {
    const result = cancellationCredit({ ...base, paidCents: 21700, noticeDays: 45 });
    expect(result).toEqual({ tier: "early", keptCents: 7500, creditCents: 101000 });
    // The payer's balance afterwards is kept − paid: 14,200 to refund.
    expect(result.keptCents - 21700).toBe(-14200);
  });

  it("early with less paid than the fees: the fees are still owed", () => {
    expect(cancellationCredit({ ...base, paidCents: 5000, noticeDays: 31 })).toEqual({
      tier: "early",
      keptCents: 7500,
      creditCents: 101000,
    });
  });

  it("middle: half of what was paid is kept (the refund is the other half; the odd cent stays with the school)", () => {
    expect(cancellationCredit({ ...base, paidCents: 40001, noticeDays: 20 })).toEqual({
      tier: "middle",
      keptCents: 20001,
      creditCents: 88499,
    });
  });

  it("middle keeps at least the fees", () => {
    expect(cancellationCredit({ ...base, paidCents: 10000, noticeDays: 14 })).toEqual({
      tier: "middle",
      keptCents: 7500,
      creditCents: 101000,
    });
  });

  it("late: what was paid is kept, nothing refunded; what was not paid is credited", () => {
    expect(cancellationCredit({ ...base, paidCents: 108500, noticeDays: 5 })).toEqual({
      tier: "late",
      keptCents: 108500,
      creditCents: 0,
    });
    expect(cancellationCredit({ ...base, paidCents: 21700, noticeDays: 13 })).toEqual({
      tier: "late",
      keptCents: 21700,
      creditCents: 86800,
    });
  });

  it("never keeps more than was invoiced, nor credits below nothing", () => {
    expect(
      cancellationCredit({
        invoicedCents: 5000,
        adminFeesCents: 7500,
        paidCents: 9000,
        noticeDays: 2,
      }),
    ).toEqual({ tier: "late", keptCents: 5000, creditCents: 0 });
    expect(
      cancellationCredit({
        invoicedCents: -100,
        adminFeesCents: 7500,
        paidCents: 0,
        noticeDays: 40,
      }),
    ).toEqual({ tier: "early", keptCents: 0, creditCents: 0 });
    expect(
      cancellationCredit({
        invoicedCents: 20000,
        adminFeesCents: -10,
        paidCents: -50,
        noticeDays: 40,
      }),
    ).toEqual({ tier: "early", keptCents: 0, creditCents: 20000 });
  });

  it("by the school: everything is credited, whatever the notice", () => {
    expect(
      cancellationCredit({ ...base, paidCents: 108500, noticeDays: 2, bySchool: true }),
    ).toEqual({
      tier: "late",
      keptCents: 0,
      creditCents: 108500,
    });
  });
});

describe("allocation oldest first", () => {
  const open = [
    { id: 3, issuedOn: "2027-02-01", openCents: 30000 },
    { id: 1, issuedOn: "2027-01-10", openCents: 10000 },
    { id: 2, issuedOn: "2027-01-10", openCents: 5000 },
    { id: 4, issuedOn: "2026-12-01", openCents: 0 },
  ];

  it("settles by day, then by id, and leaves the rest on account", () => {
    expect(allocateOldestFirst(open, 50000)).toEqual({
      allocations: [
        { invoiceId: 1, amountCents: 10000 },
        { invoiceId: 2, amountCents: 5000 },
        { invoiceId: 3, amountCents: 30000 },
      ],
      remainderCents: 5000,
    });
  });

  it("stops when the payment is used up, part-settling the last invoice", () => {
    expect(allocateOldestFirst(open, 12000)).toEqual({
      allocations: [
        { invoiceId: 1, amountCents: 10000 },
        { invoiceId: 2, amountCents: 2000 },
      ],
      remainderCents: 0,
    });
    expect(allocateOldestFirst(open, 10000)).toEqual({
      allocations: [{ invoiceId: 1, amountCents: 10000 }],
      remainderCents: 0,
    });
  });

  it("allocates nothing of nothing, and everything stays on account without open invoices", () => {
    expect(allocateOldestFirst(open, 0)).toEqual({ allocations: [], remainderCents: 0 });
    expect(allocateOldestFirst(open, -5)).toEqual({ allocations: [], remainderCents: 0 });
    expect(allocateOldestFirst([], 700)).toEqual({ allocations: [], remainderCents: 700 });
  });

  it("goes by day before id, and by id within a day, whatever order it is given", () => {
    const later = { id: 1, issuedOn: "2027-02-01", openCents: 100 };
    const earlier = { id: 2, issuedOn: "2027-01-10", openCents: 100 };
    expect(allocateOldestFirst([later, earlier], 100).allocations).toEqual([
      { invoiceId: 2, amountCents: 100 },
    ]);
    const five = { id: 5, issuedOn: "2027-01-10", openCents: 100 };
    const four = { id: 4, issuedOn: "2027-01-10", openCents: 100 };
    expect(allocateOldestFirst([five, four], 100).allocations).toEqual([
      { invoiceId: 4, amountCents: 100 },
    ]);
    expect(allocateOldestFirst([four, five], 100).allocations).toEqual([
      { invoiceId: 4, amountCents: 100 },
    ]);
  });

  it("does not reorder the caller's list", () => {
    const copy = open.map((item) => ({ ...item }));
    allocateOldestFirst(open, 100);
    expect(open).toEqual(copy);
  });
});

describe("debt ageing", () => {
  it("buckets by days since issue: 30, 31, 60, 61, 90 and 91 days", () => {
    const today = "2027-06-30";
    expect(ageingBucketOf("2027-05-31", today)).toBe("0-30");
    expect(ageingBucketOf("2027-05-30", today)).toBe("31-60");
    expect(ageingBucketOf("2027-05-01", today)).toBe("31-60");
    expect(ageingBucketOf("2027-04-30", today)).toBe("61-90");
    expect(ageingBucketOf("2027-04-01", today)).toBe("61-90");
    expect(ageingBucketOf("2027-03-31", today)).toBe("90+");
    expect(ageingBucketOf("2027-06-30", today)).toBe("0-30");
  });

  it("sums what is still open in each bucket and ignores what is settled", () => {
    expect(
      debtAgeing(
        [
          { id: 1, issuedOn: "2027-06-20", openCents: 1000 },
          { id: 2, issuedOn: "2027-06-01", openCents: 2000 },
          { id: 3, issuedOn: "2027-05-15", openCents: 4000 },
          { id: 4, issuedOn: "2027-04-15", openCents: 8000 },
          { id: 5, issuedOn: "2027-01-15", openCents: 16000 },
          { id: 6, issuedOn: "2027-01-15", openCents: 0 },
          { id: 7, issuedOn: "2027-01-15", openCents: -300 },
        ],
        "2027-06-30",
      ),
    ).toEqual({ "0-30": 3000, "31-60": 4000, "61-90": 8000, "90+": 16000 });
  });
});
