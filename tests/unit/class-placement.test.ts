/**
 * Placing the week's arrivals (shared/classes/placement.ts): the day-one placement result wins
 * over the quoted level; a class is suggested only at the same level and campus, running on the
 * first day, with a seat left after the arrivals suggested before. Mutated with the timetable.
 */
import { describe, expect, it } from "vitest";
import {
  type Arrival,
  arrivalLevel,
  type PlacementClass,
  suggestClasses,
} from "../../shared/classes/placement";

const klass = (extra: Partial<PlacementClass> & { id: number }): PlacementClass => ({
  level: "B1",
  campus: "Dublin",
  startsOn: "2027-03-01",
  endsOn: "2027-03-26",
  capacity: 15,
  seated: 0,
  ...extra,
});
const arrival = (bookingId: number, extra: Partial<Arrival> = {}): Arrival => ({
  bookingId,
  level: "B1",
  campus: "Dublin",
  startDate: "2027-03-08",
  ...extra,
});

describe("the level of an arrival", () => {
  it("is the placement result when there is one, else the quoted level", () => {
    expect(arrivalLevel({ placement: "C1", quoted: "A2" })).toBe("C1");
    expect(arrivalLevel({ placement: null, quoted: "A2" })).toBe("A2");
    expect(arrivalLevel({ placement: "B2", quoted: null })).toBe("B2");
    expect(arrivalLevel({ placement: null, quoted: null })).toBeNull();
  });
});

describe("a suggested class", () => {
  it("has the arrival's level and campus", () => {
    const classes = [
      klass({ id: 1, level: "A2" }),
      klass({ id: 2, campus: "Cork" }),
      klass({ id: 3 }),
    ];
    expect(suggestClasses([arrival(10)], classes).get(10)).toBe(3);
    expect(suggestClasses([arrival(11, { level: "A2" })], classes).get(11)).toBe(1);
    expect(suggestClasses([arrival(12, { campus: "Cork" })], classes).get(12)).toBe(2);
    expect(suggestClasses([arrival(13, { level: "C2" })], classes).get(13)).toBeNull();
    expect(suggestClasses([arrival(14, { level: null })], classes).get(14)).toBeNull();
    expect(suggestClasses([arrival(15, { campus: null })], classes).get(15)).toBeNull();
  });

  it("runs on the first day, its first and last days included", () => {
    const classes = [klass({ id: 1, startsOn: "2027-03-08", endsOn: "2027-03-08" })];
    expect(suggestClasses([arrival(1)], classes).get(1)).toBe(1);
    expect(suggestClasses([arrival(2, { startDate: "2027-03-07" })], classes).get(2)).toBeNull();
    expect(suggestClasses([arrival(3, { startDate: "2027-03-09" })], classes).get(3)).toBeNull();
  });

  it("has a free seat: a full class is passed over", () => {
    const full = [klass({ id: 1, capacity: 15, seated: 15 })];
    expect(suggestClasses([arrival(1)], full).get(1)).toBeNull();
    const lastSeat = [klass({ id: 1, capacity: 15, seated: 14 })];
    expect(suggestClasses([arrival(1)], lastSeat).get(1)).toBe(1);
  });

  it("counts the seats of the arrivals suggested before", () => {
    const classes = [klass({ id: 1, capacity: 2, seated: 0 })];
    const suggested = suggestClasses([arrival(1), arrival(2), arrival(3)], classes);
    expect([...suggested]).toEqual([
      [1, 1],
      [2, 1],
      [3, null],
    ]);
  });

  it("prefers the emptiest class, then the lower id, and spreads arrivals over them", () => {
    const classes = [
      klass({ id: 5, capacity: 15, seated: 13 }),
      klass({ id: 4, capacity: 15, seated: 12 }),
      klass({ id: 9, capacity: 15, seated: 12 }),
    ];
    const suggested = suggestClasses([arrival(1), arrival(2), arrival(3), arrival(4)], classes);
    expect([...suggested]).toEqual([
      [1, 4],
      [2, 9],
      [3, 4],
      [4, 5],
    ]);
  });

  it("keeps the first of equally empty classes whatever their order", () => {
    const classes = [klass({ id: 7, seated: 3 }), klass({ id: 2, seated: 3 })];
    expect(suggestClasses([arrival(1)], classes).get(1)).toBe(2);
    expect(suggestClasses([arrival(1)], [...classes].reverse()).get(1)).toBe(2);
  });
});
