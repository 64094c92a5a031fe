/**
 * What matching reads of a booking (server/services/accommodation/needs.ts, decision 0044): the
 * stay from the arrival date up to the day after the course, who is a minor with and without a
 * date of birth, the diet read from the notes, the kind of accommodation preferred.
 */
import { describe, expect, it } from "vitest";
import type { bookings } from "../../server/db/schema";
import {
  dietOf,
  motherTongueOf,
  stayOfBooking,
  studentNeedsOf,
} from "../../server/services/accommodation/needs";

type BookingRow = typeof bookings.$inferSelect;

const booking = (extra: Partial<BookingRow> = {}, details: Record<string, unknown> = {}) =>
  ({
    id: 7,
    status: "confirmed",
    city: "Cork",
    ageGroup: null,
    accommodationType: "host-family",
    startDate: "2027-07-05",
    endDate: "2027-07-16",
    importDetails: null,
    details: { dateOfBirth: "2009-07-06", arrivalDate: null, dietaryNotes: null, ...details },
    ...extra,
  }) as BookingRow;

describe("the stay a booking asks for", () => {
  it("runs from the course's first day to the morning after its last", () => {
    expect(stayOfBooking(booking())).toEqual({ from: "2027-07-05", to: "2027-07-17" });
  });

  it("starts on the arrival date the family gave", () => {
    expect(stayOfBooking(booking({}, { arrivalDate: "2027-07-04" }))).toEqual({
      from: "2027-07-04",
      to: "2027-07-17",
    });
  });

  it("holds one night at least, and is unknown without dates", () => {
    const late = booking({}, { arrivalDate: "2027-07-20" });
    expect(stayOfBooking(late)).toEqual({ from: "2027-07-20", to: "2027-07-21" });
    expect(stayOfBooking(booking({ endDate: null }))).toBeNull();
    expect(stayOfBooking(booking({ startDate: null }))).toBeNull();
  });
});

describe("the needs", () => {
  const stay = { from: "2027-07-05", to: "2027-07-17" };

  it("count the age on the first night of the placement: 17 the day before the 18th birthday", () => {
    const needs = studentNeedsOf(booking(), stay);
    expect(needs).toMatchObject({ bookingId: 7, campus: "Cork", minor: true, age: 17 });
    const fromBirthday = studentNeedsOf(booking(), { from: "2027-07-06", to: "2027-07-17" });
    expect(fromBirthday).toMatchObject({ minor: false, age: 18 });
  });

  it("take a junior age group for a minor when no date of birth is known", () => {
    const junior = booking({ details: null, ageGroup: "16-17" });
    expect(studentNeedsOf(junior, stay)).toMatchObject({ minor: true, age: null });
    const adult = booking({ details: null, ageGroup: "18-25" });
    expect(studentNeedsOf(adult, stay)).toMatchObject({ minor: false, age: null });
  });

  it("use the imported date of birth and gender", () => {
    const imported = booking({
      details: null,
      importDetails: { dateOfBirth: "1999-01-01", nationality: "BR", gender: "male", notes: null },
    });
    expect(studentNeedsOf(imported, stay)).toMatchObject({ minor: false, age: 28, gender: "male" });
  });

  it("read the diet from an imported booking's notes, the acceptance's notes first", () => {
    const notes = { dateOfBirth: "1999-01-01", nationality: "BR", gender: null, notes: "Halal" };
    expect(studentNeedsOf(booking({ details: null, importDetails: notes }), stay).diet).toBe(
      "halal",
    );
    const both = booking({ importDetails: notes }, { dietaryNotes: "Vegan" });
    expect(studentNeedsOf(both, stay).diet).toBe("vegan");
  });

  it("prefer the kind of accommodation booked", () => {
    const residence = booking({ accommodationType: "student-residence" });
    expect(studentNeedsOf(residence, stay).prefersType).toBe("residence");
    expect(studentNeedsOf(booking(), stay).prefersType).toBe("host-family");
    expect(studentNeedsOf(booking({ accommodationType: "hotel" }), stay).prefersType).toBeNull();
  });
});

describe("what the family said at acceptance", () => {
  const stay = { from: "2027-07-05", to: "2027-07-17" };

  it("is read into the needs, the allergies as a list", () => {
    const said = booking(
      {},
      {
        motherTongue: "it",
        smoker: true,
        avoidPets: true,
        allergies: "Cats; dust",
        separateBathroom: true,
      },
    );
    expect(studentNeedsOf(said, stay)).toMatchObject({
      motherTongue: "it",
      smoker: true,
      avoidPets: true,
      allergies: ["Cats", "dust"],
      wantsSeparateBathroom: true,
    });
  });

  it("is unknown when not asked, said no, or not a listed tongue", () => {
    const unasked = studentNeedsOf(booking(), stay);
    expect(unasked).toMatchObject({
      motherTongue: null,
      smoker: false,
      avoidPets: false,
      allergies: [],
      wantsSeparateBathroom: false,
    });
    const no = booking({}, { smoker: false, avoidPets: null, motherTongue: "Italian" });
    expect(studentNeedsOf(no, stay)).toMatchObject({ motherTongue: null, smoker: false });
    expect(motherTongueOf({ details: null })).toBeNull();
  });
});

describe("the diet", () => {
  it("is the first diet providers cater for that the notes name, in any case", () => {
    expect(dietOf("Strictly VEGAN, thanks")).toBe("vegan");
    expect(dietOf("Halal meat only")).toBe("halal");
    expect(dietOf("Gluten-free (coeliac)")).toBe("gluten-free");
  });

  it("is none without notes or without a diet in them", () => {
    expect(dietOf(null)).toBeNull();
    expect(dietOf("")).toBeNull();
    expect(dietOf("Loves spicy food")).toBeNull();
  });
});
