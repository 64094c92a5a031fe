/**
 * The deposit and balance rules (server/services/bookings/payment-rules.ts and the bank-transfer
 * instructions built on them): what the person is asked to pay now and by when, which payment
 * staff may record, and which one confirms the booking.
 */
import { describe, expect, it } from "vitest";
import { addDays, dublinDay, earlierDay, laterDay } from "../../server/services/bookings/days";
import {
  bankTransferProvider,
  PaymentSetupError,
} from "../../server/services/bookings/payment-provider";
import {
  BALANCE_DAYS_BEFORE_START,
  confirmsBooking,
  DEPOSIT_DAYS,
  depositRecorded,
  exceedsBalance,
  type PayableBooking,
  paymentDue,
} from "../../server/services/bookings/payment-rules";

const booking = (overrides: Partial<PayableBooking> = {}): PayableBooking => ({
  id: 42,
  depositCents: 20_000,
  totalCents: 100_000,
  paidCents: 0,
  acceptedOn: "2027-03-01",
  startDate: "2027-07-05",
  ...overrides,
});

describe("paymentDue", () => {
  it("asks the deposit within a week of accepting", () => {
    expect(DEPOSIT_DAYS).toBe(7);
    expect(paymentDue(booking())).toEqual({ dueNowCents: 20_000, dueBy: "2027-03-08" });
  });

  it("asks only what is left of the deposit", () => {
    expect(paymentDue(booking({ paidCents: 5_000 }))).toEqual({
      dueNowCents: 15_000,
      dueBy: "2027-03-08",
    });
  });

  it("asks the deposit by the first day of a course that starts within the week", () => {
    const late = booking({ acceptedOn: "2027-07-01" });
    expect(paymentDue(late)).toEqual({ dueNowCents: 20_000, dueBy: "2027-07-05" });
  });

  it("once the deposit is in, asks the balance 30 days before the course", () => {
    expect(BALANCE_DAYS_BEFORE_START).toBe(30);
    expect(paymentDue(booking({ paidCents: 20_000 }))).toEqual({
      dueNowCents: 80_000,
      dueBy: "2027-06-05",
    });
    expect(paymentDue(booking({ paidCents: 50_000 }))).toEqual({
      dueNowCents: 50_000,
      dueBy: "2027-06-05",
    });
  });

  it("asks the balance at once of a booking made less than 30 days before the course", () => {
    const late = booking({ paidCents: 20_000, acceptedOn: "2027-06-20" });
    expect(paymentDue(late)).toEqual({ dueNowCents: 80_000, dueBy: "2027-06-20" });
  });

  it("asks nothing, by no day, once everything is paid (or more)", () => {
    expect(paymentDue(booking({ paidCents: 100_000 }))).toEqual({ dueNowCents: 0, dueBy: null });
    expect(paymentDue(booking({ paidCents: 100_500 }))).toEqual({ dueNowCents: 0, dueBy: null });
  });

  it("asks the whole total of a booking without a deposit, by the balance day", () => {
    expect(paymentDue(booking({ depositCents: 0 }))).toEqual({
      dueNowCents: 100_000,
      dueBy: "2027-06-05",
    });
  });
});

describe("exceedsBalance", () => {
  it("lets staff record up to what is still owed, not a cent more", () => {
    expect(exceedsBalance(80_000, 100_000, 20_000)).toBe(false);
    expect(exceedsBalance(80_001, 100_000, 20_000)).toBe(true);
    expect(exceedsBalance(1, 100_000, 0)).toBe(false);
    expect(exceedsBalance(1, 100_000, 100_000)).toBe(true);
  });
});

describe("confirmsBooking", () => {
  it("confirms an accepted booking once what was paid reaches the deposit", () => {
    expect(confirmsBooking("accepted", 20_000, 20_000)).toBe(true);
    expect(confirmsBooking("accepted", 25_000, 20_000)).toBe(true);
    expect(confirmsBooking("accepted", 19_999, 20_000)).toBe(false);
  });

  it("changes nothing for a booking not waiting for its deposit", () => {
    for (const status of ["confirmed", "arrived", "offer-sent", "cancelled"] as const) {
      expect(confirmsBooking(status, 20_000, 20_000)).toBe(false);
    }
  });

  it("counts the deposit as recorded once confirmed, arrived or completed", () => {
    expect([...depositRecorded].sort()).toEqual(["arrived", "completed", "confirmed"]);
  });
});

describe("bank transfer instructions", () => {
  const provider = () =>
    bankTransferProvider(
      {
        accountName: "Clover English Ltd",
        bankName: "Bank of Ireland",
        iban: "IE29AIBK93115212345678",
        bic: "AIBKIE2D",
      },
      "CLV",
    );

  it("give each booking its own reference, padded to five digits", () => {
    const bank = provider();
    expect(bank.method).toBe("bank-transfer");
    expect(bank.referenceOf(42)).toBe("CLV-00042");
    expect(bank.referenceOf(123_456)).toBe("CLV-123456");
  });

  it("say where to pay, with the reference and what is due by when", () => {
    const bank = provider();
    expect(bank.instructions(booking())).toEqual({
      method: "bank-transfer",
      accountName: "Clover English Ltd",
      bankName: "Bank of Ireland",
      iban: "IE29AIBK93115212345678",
      bic: "AIBKIE2D",
      reference: "CLV-00042",
      dueNowCents: 20_000,
      dueBy: "2027-03-08",
    });
    expect(bank.ready).toBe(true);
  });

  it("are refused while the school's bank account is not configured: no example IBAN is sent", () => {
    const unconfigured = bankTransferProvider(null, "CLV");
    expect(unconfigured.ready).toBe(false);
    expect(unconfigured.referenceOf(7)).toBe("CLV-00007");
    expect(() => unconfigured.instructions(booking())).toThrow(PaymentSetupError);
  });
});

describe("the school's days", () => {
  it("are Dublin's: late evening in summer is already the next day there", () => {
    expect(dublinDay(new Date("2027-07-04T23:30:00Z"))).toBe("2027-07-05");
    expect(dublinDay(new Date("2027-01-04T23:30:00Z"))).toBe("2027-01-04");
  });

  it("move by calendar days across months, years and the clock change", () => {
    expect(addDays("2027-01-31", 1)).toBe("2027-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-27", 2)).toBe("2027-03-29");
    expect(addDays("2027-07-05", -30)).toBe("2027-06-05");
  });

  it("compare as the earlier or later of two", () => {
    expect(earlierDay("2027-03-08", "2027-07-05")).toBe("2027-03-08");
    expect(earlierDay("2027-07-05", "2027-03-08")).toBe("2027-03-08");
    expect(laterDay("2027-03-08", "2027-07-05")).toBe("2027-07-05");
    expect(laterDay("2027-07-05", "2027-03-08")).toBe("2027-07-05");
  });
});
