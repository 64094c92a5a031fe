/**
 * When a host may confirm an arrival (decision 0046): only a confirmed arrival's nights are
 * paid, so a family must not confirm a student who has not come yet, nor a cancelled stay.
 */
import { describe, expect, it } from "vitest";
import { arrivalRefusal, canConfirmArrival } from "../../shared/hosts/arrival";

const placed = { from: "2027-07-05", status: "placed" as const, arrivalConfirmedAt: null };

describe("confirming an arrival", () => {
  it("is refused the day before the first night, allowed on it and after", () => {
    expect(arrivalRefusal(placed, "2027-07-04")).toBe("before-arrival");
    expect(arrivalRefusal(placed, "2027-07-05")).toBeNull();
    expect(arrivalRefusal(placed, "2027-07-20")).toBeNull();
    expect(arrivalRefusal(placed, "2026-12-31")).toBe("before-arrival");
  });

  it("is allowed for a held bed and refused for a cancelled placement, whatever the day", () => {
    expect(arrivalRefusal({ ...placed, status: "held" }, "2027-07-05")).toBeNull();
    expect(arrivalRefusal({ ...placed, status: "cancelled" }, "2027-07-05")).toBe("cancelled");
    expect(arrivalRefusal({ ...placed, status: "cancelled" }, "2027-07-01")).toBe("cancelled");
  });

  it("is offered only while allowed and not yet done", () => {
    expect(canConfirmArrival(placed, "2027-07-05")).toBe(true);
    expect(canConfirmArrival(placed, "2027-07-04")).toBe(false);
    expect(canConfirmArrival({ ...placed, status: "cancelled" }, "2027-07-06")).toBe(false);
    const done = { ...placed, arrivalConfirmedAt: "2027-07-05T18:00:00.000Z" };
    expect(canConfirmArrival(done, "2027-07-06")).toBe(false);
    expect(canConfirmArrival({ ...placed, arrivalConfirmedAt: new Date() }, "2027-07-06")).toBe(
      false,
    );
  });
});
