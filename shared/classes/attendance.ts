/**
 * The attendance rules of issue 30 (decision 0032), pure so that the register screen, the API,
 * the at-risk list and the mutation run all use one definition.
 *
 * - A register entry gives minutes attended: present is the whole lesson; late or left early is
 *   the lesson minus those minutes; more than the threshold (15 minutes by default, a setting)
 *   late or early counts as absent for the lesson. Exactly the threshold is still attended.
 * - A booking's attendance is over the lessons held so far (a lesson is held once its register
 *   was taken): scheduled minutes, attended minutes, and the percentage of the two.
 * - A certified absence (a sick note) counts as the school's setting says: as attended, or left
 *   out of the scheduled minutes altogether.
 * - Every comparison with 85 % or 25 % is made on whole minutes (`attended × 100 ≥ 85 ×
 *   scheduled`), never on the rounded percentage, so rounding can never move a student across
 *   a line. The percentage shown is rounded DOWN to one decimal: 84.99 % shows as 84.9 %, never
 *   as a reassuring 85.0 %.
 */

export const registerStatuses = ["present", "absent", "late", "left-early"] as const;
export type RegisterStatus = (typeof registerStatuses)[number];

export const certifiedAbsencePolicies = ["count-as-attended", "exclude-from-scheduled"] as const;
export type CertifiedAbsencePolicy = (typeof certifiedAbsencePolicies)[number];

/** Minutes late or early beyond which the lesson counts as missed. */
export const DEFAULT_LATENESS_THRESHOLD_MINUTES = 15;
/** A Stamp 2 student must attend at least this share of the course. */
export const ATTENDANCE_TARGET_PERCENT = 85;
/** Absence within the first weeks at or above which the school reports. */
export const EARLY_ABSENCE_PERCENT = 25;
export const EARLY_WEEKS = 6;

export interface AttendanceSettings {
  latenessThresholdMinutes: number;
  certifiedAbsences: CertifiedAbsencePolicy;
}

export const defaultAttendanceSettings: AttendanceSettings = {
  latenessThresholdMinutes: DEFAULT_LATENESS_THRESHOLD_MINUTES,
  certifiedAbsences: "count-as-attended",
};

export interface RegisterMark {
  status: RegisterStatus;
  /** Minutes late or left early; ignored for present and absent. */
  minutes?: number | null;
  /** An absence covered by a sick note (or another certificate the school accepts). */
  certified?: boolean;
}

/** Minutes of a lesson the student was in the room, by the lateness rule. */
export function minutesAttended(
  mark: RegisterMark,
  lessonMinutes: number,
  thresholdMinutes: number = DEFAULT_LATENESS_THRESHOLD_MINUTES,
): number {
  if (mark.status === "present") return lessonMinutes;
  if (mark.status === "absent") return 0;
  const missed = mark.minutes ?? 0;
  if (missed > thresholdMinutes) return 0;
  return Math.max(0, lessonMinutes - missed);
}

/** True when the mark is an absence by the lateness rule (absent, or too late, or too early). */
export function countsAsAbsent(mark: RegisterMark, thresholdMinutes: number): boolean {
  return (
    mark.status === "absent" ||
    (mark.status !== "present" && (mark.minutes ?? 0) > thresholdMinutes)
  );
}

export interface HeldLesson {
  /** "YYYY-MM-DD" */
  date: string;
  /** The lesson's length in minutes. */
  minutes: number;
  mark: RegisterMark;
}

export interface AttendanceFigures {
  scheduledMinutes: number;
  attendedMinutes: number;
  /** Rounded down to one decimal; null while no lesson was held. */
  percent: number | null;
  lessonsHeld: number;
}

/** Scheduled and attended minutes of one held lesson, with the certified-absence setting. */
function lessonFigures(
  lesson: HeldLesson,
  settings: AttendanceSettings,
): { scheduled: number; attended: number } {
  if (lesson.mark.certified && countsAsAbsent(lesson.mark, settings.latenessThresholdMinutes)) {
    return settings.certifiedAbsences === "count-as-attended"
      ? { scheduled: lesson.minutes, attended: lesson.minutes }
      : { scheduled: 0, attended: 0 };
  }
  return {
    scheduled: lesson.minutes,
    attended: minutesAttended(lesson.mark, lesson.minutes, settings.latenessThresholdMinutes),
  };
}

function totals(lessons: readonly HeldLesson[], settings: AttendanceSettings) {
  let scheduled = 0;
  let attended = 0;
  for (const lesson of lessons) {
    const figures = lessonFigures(lesson, settings);
    scheduled += figures.scheduled;
    attended += figures.attended;
  }
  return { scheduled, attended };
}

/** `part / whole` as a percentage rounded down to one decimal, in whole-number arithmetic. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.floor((part * 1000) / whole) / 10;
}

export function attendanceOf(
  lessons: readonly HeldLesson[],
  settings: AttendanceSettings = defaultAttendanceSettings,
): AttendanceFigures {
  const { scheduled, attended } = totals(lessons, settings);
  return {
    scheduledMinutes: scheduled,
    attendedMinutes: attended,
    percent: percentOf(attended, scheduled),
    lessonsHeld: lessons.length,
  };
}

/** At or above the target, compared on minutes: exactly 85 % meets it. */
export const meetsTarget = (attended: number, scheduled: number) =>
  attended * 100 >= ATTENDANCE_TARGET_PERCENT * scheduled;

/**
 * Even present at every remaining lesson, the course ends below 85 %. `remainingMinutes` are
 * the minutes of the booking's lessons not yet held, up to the end of the course.
 */
export function cannotReachTarget(figures: AttendanceFigures, remainingMinutes: number): boolean {
  return !meetsTarget(
    figures.attendedMinutes + remainingMinutes,
    figures.scheduledMinutes + remainingMinutes,
  );
}

/** The first day after the first six weeks of a course starting on `startDate`. */
export function earlyPeriodEnd(startDate: string): string {
  return new Date(Date.parse(`${startDate}T00:00:00Z`) + EARLY_WEEKS * 7 * 864e5)
    .toISOString()
    .slice(0, 10);
}

/**
 * Absence of 25 % or more over the lessons held in the first six weeks of the course (days 0 to
 * 41 from its start). Certified absences are not absence here, whichever the setting.
 */
export function earlyAbsenceAtOrAbove(
  lessons: readonly HeldLesson[],
  startDate: string,
  settings: AttendanceSettings = defaultAttendanceSettings,
): boolean {
  const end = earlyPeriodEnd(startDate);
  const early = lessons.filter((lesson) => lesson.date >= startDate && lesson.date < end);
  const { scheduled, attended } = totals(early, settings);
  return earlyAbsenceReached(scheduled, attended);
}

/** 25 % or more of the first six weeks' scheduled minutes missed (none scheduled: no). */
const earlyAbsenceReached = (scheduled: number, attended: number) =>
  scheduled > 0 && (scheduled - attended) * 100 >= EARLY_ABSENCE_PERCENT * scheduled;

export const atRiskReasons = ["below-85", "cannot-reach-85", "early-absence"] as const;
export type AtRiskReason = (typeof atRiskReasons)[number];

export const atRiskReasonLabels: Record<AtRiskReason, string> = {
  "below-85": "Below 85 %",
  "cannot-reach-85": "Cannot reach 85 % by the end of the course",
  "early-absence": "25 % or more absence in the first six weeks",
};

export interface BookingAttendanceInput {
  /** The course's first day (the booking's start, or its first class if earlier unknown). */
  startDate: string;
  held: readonly HeldLesson[];
  /** Minutes of the booking's lessons still to come, up to the end of the course. */
  remainingMinutes: number;
}

/** Why a booking is on the at-risk list, in a fixed order; empty: not at risk. */
export function atRiskReasonsOf(
  input: BookingAttendanceInput,
  settings: AttendanceSettings = defaultAttendanceSettings,
): AtRiskReason[] {
  const end = earlyPeriodEnd(input.startDate);
  const early = totals(
    input.held.filter((lesson) => lesson.date >= input.startDate && lesson.date < end),
    settings,
  );
  const figures = attendanceOf(input.held, settings);
  return atRiskReasonsOfTotals({
    scheduledMinutes: figures.scheduledMinutes,
    attendedMinutes: figures.attendedMinutes,
    remainingMinutes: input.remainingMinutes,
    earlyScheduledMinutes: early.scheduled,
    earlyAttendedMinutes: early.attended,
  });
}

/**
 * A booking's minutes as the database sums them for the at-risk list (decision 0038): the held
 * lessons, those of the first six weeks among them, and the lessons still to come.
 */
export interface AttendanceTotals {
  scheduledMinutes: number;
  attendedMinutes: number;
  remainingMinutes: number;
  earlyScheduledMinutes: number;
  earlyAttendedMinutes: number;
}

/** The at-risk reasons from summed minutes: the same rules as `atRiskReasonsOf`. */
export function atRiskReasonsOfTotals(totals: AttendanceTotals): AtRiskReason[] {
  // With nothing held, nothing is below 85 %, 85 % stays reachable, and weeks 1–6 hold no
  // absence: no reason, without a special case.
  const figures = {
    scheduledMinutes: totals.scheduledMinutes,
    attendedMinutes: totals.attendedMinutes,
    percent: null,
    lessonsHeld: 0,
  };
  const reasons: AtRiskReason[] = [];
  if (!meetsTarget(totals.attendedMinutes, totals.scheduledMinutes)) reasons.push("below-85");
  if (cannotReachTarget(figures, totals.remainingMinutes)) reasons.push("cannot-reach-85");
  if (earlyAbsenceReached(totals.earlyScheduledMinutes, totals.earlyAttendedMinutes)) {
    reasons.push("early-absence");
  }
  return reasons;
}

/** Minutes between two "HH:MM" times of one day. */
export function lessonMinutes(startTime: string, endTime: string): number {
  const toMinutes = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(":").map(Number);
    return hours * 60 + minutes;
  };
  return toMinutes(endTime) - toMinutes(startTime);
}
