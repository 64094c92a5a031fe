/**
 * The attendance rules of issue 30 (shared/classes/attendance.ts), at their boundaries: exactly
 * 15 minutes late, exactly 85 %, exactly 25 %, the last day of week six, no lesson held yet.
 * These tests are the mutation run's "attendance (85 % rule)" module.
 */
import { describe, expect, it } from "vitest";
import {
  ATTENDANCE_TARGET_PERCENT,
  atRiskReasonLabels,
  atRiskReasonsOf,
  attendanceOf,
  cannotReachTarget,
  countsAsAbsent,
  DEFAULT_LATENESS_THRESHOLD_MINUTES,
  defaultAttendanceSettings,
  EARLY_ABSENCE_PERCENT,
  EARLY_WEEKS,
  earlyAbsenceAtOrAbove,
  earlyPeriodEnd,
  type HeldLesson,
  lessonMinutes,
  meetsTarget,
  minutesAttended,
  percentOf,
  type RegisterMark,
} from "../../shared/classes/attendance";

const present: RegisterMark = { status: "present" };
const absent: RegisterMark = { status: "absent" };
const sick: RegisterMark = { status: "absent", certified: true };

/** `count` lessons of `minutes`, one a day from `start`, all with `mark`. */
function lessons(count: number, mark: RegisterMark, start = "2027-01-04", minutes = 60) {
  return Array.from({ length: count }, (_, index) => ({
    date: new Date(Date.parse(`${start}T00:00:00Z`) + index * 864e5).toISOString().slice(0, 10),
    minutes,
    mark,
  })) satisfies HeldLesson[];
}

describe("the constants the law and the school set", () => {
  it("are 15 minutes, 85 %, 25 % and six weeks", () => {
    expect(DEFAULT_LATENESS_THRESHOLD_MINUTES).toBe(15);
    expect(ATTENDANCE_TARGET_PERCENT).toBe(85);
    expect(EARLY_ABSENCE_PERCENT).toBe(25);
    expect(EARLY_WEEKS).toBe(6);
    expect(defaultAttendanceSettings).toEqual({
      latenessThresholdMinutes: 15,
      certifiedAbsences: "count-as-attended",
    });
  });
});

describe("minutes attended of one register entry", () => {
  it("gives the whole lesson to present and nothing to absent", () => {
    expect(minutesAttended(present, 180)).toBe(180);
    expect(minutesAttended(absent, 180)).toBe(0);
    expect(minutesAttended({ status: "present", minutes: 20 }, 180)).toBe(180);
    expect(minutesAttended({ status: "absent", minutes: 5 }, 180)).toBe(0);
  });

  it("takes the minutes late or left early off the lesson", () => {
    expect(minutesAttended({ status: "late", minutes: 10 }, 180)).toBe(170);
    expect(minutesAttended({ status: "left-early", minutes: 1 }, 180)).toBe(179);
  });

  it("counts exactly 15 minutes as attended, 16 as absent (the default threshold)", () => {
    expect(minutesAttended({ status: "late", minutes: 15 }, 180)).toBe(165);
    expect(minutesAttended({ status: "late", minutes: 16 }, 180)).toBe(0);
    expect(minutesAttended({ status: "left-early", minutes: 15 }, 180)).toBe(165);
    expect(minutesAttended({ status: "left-early", minutes: 16 }, 180)).toBe(0);
  });

  it("uses the threshold it is given", () => {
    expect(minutesAttended({ status: "late", minutes: 20 }, 180, 20)).toBe(160);
    expect(minutesAttended({ status: "late", minutes: 21 }, 180, 20)).toBe(0);
    expect(minutesAttended({ status: "late", minutes: 6 }, 180, 5)).toBe(0);
  });

  it("treats late without minutes as on time and never goes below zero", () => {
    expect(minutesAttended({ status: "late" }, 60)).toBe(60);
    expect(minutesAttended({ status: "late", minutes: null }, 60)).toBe(60);
    expect(minutesAttended({ status: "late", minutes: 15 }, 10)).toBe(0);
  });

  it("tells which marks are absences", () => {
    expect(countsAsAbsent(absent, 15)).toBe(true);
    expect(countsAsAbsent(present, 15)).toBe(false);
    expect(countsAsAbsent({ status: "late", minutes: 15 }, 15)).toBe(false);
    expect(countsAsAbsent({ status: "late", minutes: 16 }, 15)).toBe(true);
    expect(countsAsAbsent({ status: "left-early", minutes: 16 }, 15)).toBe(true);
    expect(countsAsAbsent({ status: "late" }, 15)).toBe(false);
    expect(countsAsAbsent({ status: "present", minutes: 99 }, 15)).toBe(false);
  });
});

describe("a booking's attendance", () => {
  it("has no percentage while no lesson was held", () => {
    expect(attendanceOf([])).toEqual({
      scheduledMinutes: 0,
      attendedMinutes: 0,
      percent: null,
      lessonsHeld: 0,
    });
  });

  it("adds the lessons' minutes and the minutes attended", () => {
    const held = [
      ...lessons(2, present, "2027-01-04", 180),
      { date: "2027-01-06", minutes: 180, mark: { status: "late", minutes: 15 } as RegisterMark },
      { date: "2027-01-07", minutes: 180, mark: absent },
    ];
    expect(attendanceOf(held)).toEqual({
      scheduledMinutes: 720,
      attendedMinutes: 525,
      percent: 72.9,
      lessonsHeld: 4,
    });
  });

  it("rounds the percentage down to one decimal", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.6);
    expect(percentOf(8499, 10000)).toBe(84.9);
    expect(percentOf(85, 100)).toBe(85);
    expect(percentOf(100, 100)).toBe(100);
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(0, 0)).toBeNull();
    expect(percentOf(5, -1)).toBeNull();
  });

  it("counts a certified absence as attended, or leaves it out, as the setting says", () => {
    const held = [...lessons(3, present), { date: "2027-01-10", minutes: 60, mark: sick }];
    expect(attendanceOf(held)).toMatchObject({ scheduledMinutes: 240, attendedMinutes: 240 });
    expect(
      attendanceOf(held, {
        latenessThresholdMinutes: 15,
        certifiedAbsences: "exclude-from-scheduled",
      }),
    ).toMatchObject({ scheduledMinutes: 180, attendedMinutes: 180, percent: 100, lessonsHeld: 4 });
  });

  it("counts a certificate only on an absence", () => {
    const certifiedLate: RegisterMark = { status: "late", minutes: 10, certified: true };
    expect(attendanceOf([{ date: "2027-01-04", minutes: 60, mark: certifiedLate }])).toMatchObject({
      scheduledMinutes: 60,
      attendedMinutes: 50,
    });
    const certifiedVeryLate: RegisterMark = { status: "late", minutes: 30, certified: true };
    expect(
      attendanceOf([{ date: "2027-01-04", minutes: 60, mark: certifiedVeryLate }]),
    ).toMatchObject({ scheduledMinutes: 60, attendedMinutes: 60 });
  });

  it("applies the lateness threshold of the settings", () => {
    const held = [
      { date: "2027-01-04", minutes: 60, mark: { status: "late", minutes: 20 } as RegisterMark },
    ];
    expect(attendanceOf(held).attendedMinutes).toBe(0);
    expect(
      attendanceOf(held, { latenessThresholdMinutes: 20, certifiedAbsences: "count-as-attended" })
        .attendedMinutes,
    ).toBe(40);
  });
});

describe("the 85 % line", () => {
  it("is met at exactly 85 % and missed just below", () => {
    expect(meetsTarget(85, 100)).toBe(true);
    expect(meetsTarget(84, 100)).toBe(false);
    expect(meetsTarget(1700, 2000)).toBe(true);
    expect(meetsTarget(1699, 2000)).toBe(false);
    expect(meetsTarget(0, 0)).toBe(true);
  });

  it("cannot be reached when even full attendance to the end stays below it", () => {
    // 60 of 100 so far; 100 minutes to come: at best 160 of 200 = 80 %.
    const figures = attendanceOf([
      { date: "2027-01-04", minutes: 100, mark: { status: "late", minutes: 0 } },
    ]);
    expect(figures.attendedMinutes).toBe(100);
    const poor = { scheduledMinutes: 100, attendedMinutes: 60, percent: 60, lessonsHeld: 1 };
    expect(cannotReachTarget(poor, 100)).toBe(true);
    // 70 of 100; 100 to come: at best 170 of 200 = exactly 85 %: still reachable.
    expect(cannotReachTarget({ ...poor, attendedMinutes: 70 }, 100)).toBe(false);
    expect(cannotReachTarget({ ...poor, attendedMinutes: 69 }, 100)).toBe(true);
    // Nothing left to come: decided by what was attended.
    expect(cannotReachTarget({ ...poor, attendedMinutes: 85 }, 0)).toBe(false);
    expect(cannotReachTarget({ ...poor, attendedMinutes: 84 }, 0)).toBe(true);
  });
});

describe("the first six weeks", () => {
  it("end on day 42: days 0 to 41 from the start", () => {
    expect(earlyPeriodEnd("2027-01-04")).toBe("2027-02-15");
    expect(earlyPeriodEnd("2027-03-01")).toBe("2027-04-12");
  });

  it("flag exactly 25 % absence, not 24 %", () => {
    const quarter = [...lessons(3, present), ...lessons(1, absent, "2027-01-10")];
    expect(earlyAbsenceAtOrAbove(quarter, "2027-01-04")).toBe(true);
    const less = [
      ...lessons(3, present, "2027-01-04", 100),
      { date: "2027-01-10", minutes: 100, mark: { status: "late", minutes: 5 } as RegisterMark },
      { date: "2027-01-11", minutes: 99, mark: absent },
    ];
    // 104 missed of 499 = 20.8 %.
    expect(earlyAbsenceAtOrAbove(less, "2027-01-04")).toBe(false);
    const justUnder = [
      ...lessons(3, present, "2027-01-04", 100),
      { date: "2027-01-10", minutes: 100, mark: { status: "late", minutes: 15 } as RegisterMark },
      { date: "2027-01-11", minutes: 84, mark: absent },
    ];
    // 99 missed of 484 = 20.45 %; and 1 minute more absent than allowed fails below.
    expect(earlyAbsenceAtOrAbove(justUnder, "2027-01-04")).toBe(false);
    // One-minute lessons on one day of week one: 25 of 100 absent flags, 24 of 100 does not.
    const minutes = (count: number, mark: RegisterMark) =>
      Array.from({ length: count }, () => ({ date: "2027-01-05", minutes: 1, mark }));
    const at = [...minutes(75, present), ...minutes(25, absent)];
    expect(earlyAbsenceAtOrAbove(at, "2027-01-04")).toBe(true);
    const under = [...minutes(76, present), ...minutes(24, absent)];
    expect(earlyAbsenceAtOrAbove(under, "2027-01-04")).toBe(false);
  });

  it("count the last day of week six and not the first day of week seven", () => {
    const start = "2027-01-04";
    const presentEarly = lessons(3, present, start);
    const lastDay = { date: "2027-02-14", minutes: 60, mark: absent };
    const firstAfter = { date: "2027-02-15", minutes: 60, mark: absent };
    expect(earlyAbsenceAtOrAbove([...presentEarly, lastDay], start)).toBe(true);
    expect(earlyAbsenceAtOrAbove([...presentEarly, firstAfter], start)).toBe(false);
    // A lesson before the course's start is not in its first six weeks.
    const before = { date: "2027-01-03", minutes: 60, mark: absent };
    expect(earlyAbsenceAtOrAbove([...presentEarly, before], start)).toBe(false);
    expect(earlyAbsenceAtOrAbove([{ ...before, date: start }, ...presentEarly], start)).toBe(true);
  });

  it("do not flag before any lesson was held, nor a certified absence", () => {
    expect(earlyAbsenceAtOrAbove([], "2027-01-04")).toBe(false);
    expect(earlyAbsenceAtOrAbove(lessons(1, sick), "2027-01-04")).toBe(false);
    expect(
      earlyAbsenceAtOrAbove(lessons(1, sick), "2027-01-04", {
        latenessThresholdMinutes: 15,
        certifiedAbsences: "exclude-from-scheduled",
      }),
    ).toBe(false);
  });
});

describe("the reasons a booking is at risk", () => {
  it("are none before any lesson was held, even with lessons to come", () => {
    expect(atRiskReasonsOf({ startDate: "2027-01-04", held: [], remainingMinutes: 6000 })).toEqual(
      [],
    );
  });

  it("are none at exactly 85 % with the course still reachable", () => {
    const held = [...lessons(17, present), ...lessons(3, absent, "2027-03-01")];
    expect(attendanceOf(held).percent).toBe(85);
    expect(atRiskReasonsOf({ startDate: "2027-01-04", held, remainingMinutes: 600 })).toEqual([]);
  });

  it("name below 85 % alone when the course can still reach it", () => {
    const held = [...lessons(16, present), ...lessons(4, absent, "2027-03-01")];
    expect(atRiskReasonsOf({ startDate: "2027-01-04", held, remainingMinutes: 6000 })).toEqual([
      "below-85",
    ]);
  });

  it("name all three, in order, for a bad start with little left", () => {
    const held = [...lessons(2, present), ...lessons(2, absent, "2027-01-10")];
    expect(atRiskReasonsOf({ startDate: "2027-01-04", held, remainingMinutes: 60 })).toEqual([
      "below-85",
      "cannot-reach-85",
      "early-absence",
    ]);
  });

  it("name the early absence alone when the average is fine", () => {
    // Weeks 1–6: 3 of 4 lessons; later 30 lessons present: 33 of 34 overall.
    const held = [
      ...lessons(3, present),
      ...lessons(1, absent, "2027-01-10"),
      ...lessons(30, present, "2027-03-01"),
    ];
    expect(atRiskReasonsOf({ startDate: "2027-01-04", held, remainingMinutes: 0 })).toEqual([
      "early-absence",
    ]);
  });

  it("use the settings they are given", () => {
    const held = [...lessons(3, present), { date: "2027-01-10", minutes: 60, mark: sick }];
    const exclude = {
      latenessThresholdMinutes: 15,
      certifiedAbsences: "exclude-from-scheduled",
    } as const;
    expect(
      atRiskReasonsOf({ startDate: "2027-01-04", held, remainingMinutes: 0 }, exclude),
    ).toEqual([]);
    const late = [
      ...lessons(3, present),
      { date: "2027-01-10", minutes: 60, mark: { status: "late", minutes: 20 } as RegisterMark },
    ];
    expect(atRiskReasonsOf({ startDate: "2027-01-04", held: late, remainingMinutes: 0 })).toContain(
      "early-absence",
    );
    expect(
      atRiskReasonsOf(
        { startDate: "2027-01-04", held: late, remainingMinutes: 0 },
        { latenessThresholdMinutes: 20, certifiedAbsences: "count-as-attended" },
      ),
    ).toEqual([]);
  });

  it("skip a booking whose only lessons were certified and excluded", () => {
    const exclude = {
      latenessThresholdMinutes: 15,
      certifiedAbsences: "exclude-from-scheduled",
    } as const;
    expect(
      atRiskReasonsOf(
        { startDate: "2027-01-04", held: lessons(2, sick), remainingMinutes: 0 },
        exclude,
      ),
    ).toEqual([]);
  });
});

describe("the reasons' labels staff read", () => {
  it("say what each reason means", () => {
    expect(atRiskReasonLabels).toEqual({
      "below-85": "Below 85 %",
      "cannot-reach-85": "Cannot reach 85 % by the end of the course",
      "early-absence": "25 % or more absence in the first six weeks",
    });
  });
});

describe("a lesson's length", () => {
  it("is the minutes between its start and end", () => {
    expect(lessonMinutes("09:00", "12:15")).toBe(195);
    expect(lessonMinutes("13:30", "14:00")).toBe(30);
    expect(lessonMinutes("00:00", "23:59")).toBe(1439);
  });
});
