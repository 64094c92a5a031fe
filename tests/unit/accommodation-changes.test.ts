/**
 * The rules of a placement after it is made (shared/accommodation/changes.ts, decision 0047):
 * where a move splits a placement, the nights an extension adds, when a placed booking is back
 * on the unplaced list, and what of an address a student or an agent is told.
 */
import { describe, expect, it } from "vitest";
import {
  addedNights,
  changeAfterPlacement,
  firstNameOf,
  neighbourhoodOf,
  splitAt,
} from "../../shared/accommodation/changes";

const July = { from: "2027-07-05", to: "2027-07-17" };

describe("splitAt", () => {
  it("keeps the nights before the move and moves the rest", () => {
    expect(splitAt(July, "2027-07-10")).toEqual({
      kept: { from: "2027-07-05", to: "2027-07-10" },
      moved: { from: "2027-07-10", to: "2027-07-17" },
    });
  });

  it("keeps nothing when the move starts on the first night", () => {
    expect(splitAt(July, "2027-07-05")).toEqual({ kept: null, moved: July });
  });

  it("moves the last night alone", () => {
    expect(splitAt(July, "2027-07-16")).toEqual({
      kept: { from: "2027-07-05", to: "2027-07-16" },
      moved: { from: "2027-07-16", to: "2027-07-17" },
    });
  });

  it("refuses a night outside the placement: before it, or its departure morning", () => {
    expect(splitAt(July, "2027-07-04")).toBeNull();
    expect(splitAt(July, "2027-07-17")).toBeNull();
    expect(splitAt(July, "2027-07-20")).toBeNull();
  });
});

describe("addedNights", () => {
  it("are the nights from the old departure to the new one", () => {
    expect(addedNights(July, "2027-07-20")).toEqual({ from: "2027-07-17", to: "2027-07-20" });
    expect(addedNights(July, "2027-07-18")).toEqual({ from: "2027-07-17", to: "2027-07-18" });
  });

  it("are none when the departure stays or comes earlier", () => {
    expect(addedNights(July, "2027-07-17")).toBeNull();
    expect(addedNights(July, "2027-07-12")).toBeNull();
  });
});

describe("changeAfterPlacement", () => {
  const open = { cancelled: false, wantsAccommodation: true, stay: July };

  it("is nothing for a booking without placements, even cancelled", () => {
    expect(changeAfterPlacement({ ...open, cancelled: true }, [])).toBeNull();
  });

  it("is nothing while the placements hold nights of the stay only", () => {
    expect(changeAfterPlacement(open, [July])).toBeNull();
    expect(
      changeAfterPlacement(open, [
        { from: "2027-07-05", to: "2027-07-10" },
        { from: "2027-07-10", to: "2027-07-17" },
      ]),
    ).toBeNull();
    // Fewer nights than the stay: staff chose them (decision 0044).
    expect(changeAfterPlacement(open, [{ from: "2027-07-08", to: "2027-07-12" }])).toBeNull();
  });

  it("is `cancelled` for a cancelled booking or one that no longer wants accommodation", () => {
    expect(changeAfterPlacement({ ...open, cancelled: true }, [July])).toBe("cancelled");
    expect(changeAfterPlacement({ ...open, wantsAccommodation: false }, [July])).toBe("cancelled");
  });

  it("is `dates` when a placement starts before the stay or ends after it", () => {
    const later = { ...open, stay: { from: "2027-07-06", to: "2027-07-17" } };
    expect(changeAfterPlacement(later, [July])).toBe("dates");
    const shorter = { ...open, stay: { from: "2027-07-05", to: "2027-07-16" } };
    expect(changeAfterPlacement(shorter, [July])).toBe("dates");
    // One placement still fits, the next holds a night the stay no longer has.
    expect(
      changeAfterPlacement(shorter, [
        { from: "2027-07-05", to: "2027-07-10" },
        { from: "2027-07-10", to: "2027-07-17" },
      ]),
    ).toBe("dates");
    const moved = { ...open, stay: { from: "2027-08-02", to: "2027-08-14" } };
    expect(changeAfterPlacement(moved, [July])).toBe("dates");
  });

  it("is nothing when the booking has no dates to compare with", () => {
    expect(changeAfterPlacement({ ...open, stay: null }, [July])).toBeNull();
  });
});

describe("neighbourhoodOf", () => {
  it("drops the house and street, the first part", () => {
    expect(neighbourhoodOf("12 Griffith Avenue, Drumcondra, Dublin 9")).toBe(
      "Drumcondra, Dublin 9",
    );
  });

  it("never gives the Eircode, which names one house", () => {
    expect(neighbourhoodOf("12 Griffith Avenue, Drumcondra, Dublin 9, D09 X2Y3")).toBe(
      "Drumcondra, Dublin 9",
    );
    expect(neighbourhoodOf("4 Main Street, Salthill, Galway, H91V2K7")).toBe("Salthill, Galway");
    expect(neighbourhoodOf("Apt 2, Rathmines, D6W XY12")).toBe("Rathmines");
    // Written after the town, in the same part.
    expect(neighbourhoodOf("3 Bay View, Blackrock, Cork T12 AB34")).toBe("Blackrock, Cork");
    expect(neighbourhoodOf("3 Bay View, Blackrock, cork t12ab34")).toBe("Blackrock, cork");
  });

  it("keeps words that only look like part of an Eircode", () => {
    expect(neighbourhoodOf("1 Main St, ZD09X2Y3Z Estate, Cork")).toBe("ZD09X2Y3Z Estate, Cork");
    expect(neighbourhoodOf("1 Main St, Clontarf, Dublin 3")).toBe("Clontarf, Dublin 3");
  });

  it("gives nothing rather than the street when the address is one part", () => {
    expect(neighbourhoodOf("12 Griffith Avenue")).toBe("");
    expect(neighbourhoodOf("  ,  , ")).toBe("");
  });
});

describe("firstNameOf", () => {
  it("is the first word of the name as recorded", () => {
    expect(firstNameOf("Mary Byrne")).toBe("Mary");
    expect(firstNameOf("  Seán  Ó Briain ")).toBe("Seán");
    expect(firstNameOf("Aoife")).toBe("Aoife");
  });
});
