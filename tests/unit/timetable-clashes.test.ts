/**
 * The timetable's week and its double-booking flag (shared/classes/timetable.ts): a teacher or
 * a room in two lessons at overlapping times is flagged; touching lessons, other days, other
 * teachers and other rooms are not. Mutated by the "timetable and placement" module.
 */
import { describe, expect, it } from "vitest";
import {
  clashesByLesson,
  findClashes,
  mondayOf,
  overlaps,
  type TimetableSlot,
  weekDays,
} from "../../shared/classes/timetable";

let nextId = 1;
const slot = (extra: Partial<TimetableSlot> = {}): TimetableSlot => {
  const id = nextId++;
  return {
    lessonId: id,
    classId: id,
    date: "2027-03-10",
    startTime: "09:00",
    endTime: "12:00",
    teacherId: id + 1000,
    roomId: id + 2000,
    ...extra,
  };
};

describe("the week", () => {
  it("runs Monday to Sunday around any of its days", () => {
    const week = [
      "2027-03-08",
      "2027-03-09",
      "2027-03-10",
      "2027-03-11",
      "2027-03-12",
      "2027-03-13",
      "2027-03-14",
    ];
    for (const day of week) expect(weekDays(day)).toEqual(week);
  });

  it("crosses months and years", () => {
    expect(weekDays("2027-01-01")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
  });

  it("moves by whole weeks from the Monday", () => {
    expect(mondayOf("2027-03-14")).toBe("2027-03-08");
    expect(mondayOf("2027-03-08")).toBe("2027-03-08");
    expect(mondayOf("2027-03-10", 1)).toBe("2027-03-15");
    expect(mondayOf("2027-03-10", -1)).toBe("2027-03-01");
    expect(mondayOf("2027-03-10", -2)).toBe("2027-02-22");
  });
});

describe("overlapping lessons", () => {
  const at = (startTime: string, endTime: string, date = "2027-03-10") => ({
    date,
    startTime,
    endTime,
  });

  it("overlap when one starts before the other ends", () => {
    expect(overlaps(at("09:00", "12:00"), at("11:59", "13:00"))).toBe(true);
    expect(overlaps(at("11:59", "13:00"), at("09:00", "12:00"))).toBe(true);
    expect(overlaps(at("09:00", "12:00"), at("10:00", "11:00"))).toBe(true);
    expect(overlaps(at("10:00", "11:00"), at("09:00", "12:00"))).toBe(true);
    expect(overlaps(at("09:00", "12:00"), at("09:00", "12:00"))).toBe(true);
  });

  it("do not overlap when one ends as the other starts, or on another day", () => {
    expect(overlaps(at("09:00", "12:00"), at("12:00", "13:00"))).toBe(false);
    expect(overlaps(at("12:00", "13:00"), at("09:00", "12:00"))).toBe(false);
    expect(overlaps(at("09:00", "12:00"), at("09:00", "12:00", "2027-03-11"))).toBe(false);
  });
});

describe("double bookings", () => {
  it("flags a teacher in two classes at overlapping times, earlier lesson first", () => {
    const late = slot({ teacherId: 7, startTime: "11:00", endTime: "13:00" });
    const early = slot({ teacherId: 7, startTime: "09:00", endTime: "12:00" });
    expect(findClashes([late, early])).toEqual([
      {
        kind: "teacher",
        resourceId: 7,
        date: "2027-03-10",
        lessonIds: [early.lessonId, late.lessonId],
      },
    ]);
  });

  it("orders lessons starting together by id", () => {
    const b = slot({ roomId: 3 });
    const a = slot({ roomId: 3 });
    expect(findClashes([a, b])).toEqual([
      { kind: "room", resourceId: 3, date: "2027-03-10", lessonIds: [b.lessonId, a.lessonId] },
    ]);
  });

  it("flags a room booked twice, and both kinds when teacher and room are shared", () => {
    const a = slot({ teacherId: 1, roomId: 9 });
    const b = slot({ teacherId: 1, roomId: 9, startTime: "10:00", endTime: "11:00" });
    const clashes = findClashes([a, b]);
    expect(clashes.map((clash) => [clash.kind, clash.resourceId])).toEqual([
      ["teacher", 1],
      ["room", 9],
    ]);
    const flagged = clashesByLesson(clashes);
    expect([...(flagged.get(a.lessonId) ?? [])]).toEqual(["teacher", "room"]);
    expect([...(flagged.get(b.lessonId) ?? [])]).toEqual(["teacher", "room"]);
    expect(flagged.size).toBe(2);
  });

  it("does not flag touching lessons, other days, other teachers or other rooms", () => {
    const slots = [
      slot({ teacherId: 1, roomId: 1, startTime: "09:00", endTime: "12:00" }),
      slot({ teacherId: 1, roomId: 1, startTime: "12:00", endTime: "13:00" }),
      slot({ teacherId: 1, roomId: 1, date: "2027-03-11" }),
      slot({ teacherId: 2, roomId: 2 }),
    ];
    expect(findClashes(slots)).toEqual([]);
  });

  it("never flags lessons without a room as sharing one", () => {
    expect(findClashes([slot({ roomId: null }), slot({ roomId: null })])).toEqual([]);
  });

  it("never compares a class with itself", () => {
    expect(
      findClashes([slot({ classId: 5, teacherId: 1 }), slot({ classId: 5, teacherId: 1 })]),
    ).toEqual([]);
  });

  it("finds clashes in an unsorted week, past lessons of other resources in between", () => {
    const monday = slot({ date: "2027-03-08", teacherId: 4, startTime: "14:00", endTime: "16:00" });
    const between = slot({
      date: "2027-03-08",
      teacherId: 5,
      startTime: "14:30",
      endTime: "15:00",
    });
    const mondayToo = slot({
      date: "2027-03-08",
      teacherId: 4,
      startTime: "15:00",
      endTime: "17:00",
    });
    const tuesday = slot({
      date: "2027-03-09",
      teacherId: 4,
      startTime: "14:00",
      endTime: "16:00",
    });
    const clashes = findClashes([tuesday, mondayToo, between, monday]);
    expect(clashes).toEqual([
      {
        kind: "teacher",
        resourceId: 4,
        date: "2027-03-08",
        lessonIds: [monday.lessonId, mondayToo.lessonId],
      },
    ]);
  });

  it("pairs each of three overlapping lessons", () => {
    const slots = [slot({ teacherId: 8 }), slot({ teacherId: 8 }), slot({ teacherId: 8 })];
    const pairs = findClashes(slots).map((clash) => clash.lessonIds);
    expect(pairs).toEqual([
      [slots[0]?.lessonId, slots[1]?.lessonId],
      [slots[0]?.lessonId, slots[2]?.lessonId],
      [slots[1]?.lessonId, slots[2]?.lessonId],
    ]);
  });
});
