/**
 * What the classes screens and API exchange (issue 30). Days are "YYYY-MM-DD", times "HH:MM",
 * instants ISO strings.
 */
import type { CefrLevel } from "@shared/level-test/types";
import type { AtRiskReason, AttendanceFigures, RegisterStatus } from "./attendance";

export type { AtRiskReason, AttendanceFigures, RegisterStatus };

export interface ClassSummary {
  id: number;
  name: string;
  level: CefrLevel;
  campus: string;
  roomId: number | null;
  teacherId: number;
  teacherName: string;
  weekdays: number[];
  startTime: string;
  endTime: string;
  startsOn: string;
  endsOn: string;
  capacity: number;
  /** Students enrolled today or later (open enrolments). */
  enrolled: number;
}

export interface LessonItem {
  id: number;
  date: string;
  startTime: string;
  endTime: string;
  /** When the register was last saved; null: not taken yet. */
  registerTakenAt: string | null;
}

export interface RegisterEntryView {
  bookingId: number;
  studentName: string;
  status: RegisterStatus;
  minutes: number | null;
  certified: boolean;
}

export interface RegisterView {
  lessonId: number;
  classId: number;
  date: string;
  takenAt: string | null;
  entries: RegisterEntryView[];
}

export interface AtRiskItem {
  bookingId: number;
  studentName: string;
  percent: number | null;
  needsVisa: boolean;
  reasons: AtRiskReason[];
}

/** One lesson of the week on the family's booking page: no other student, no note. */
export interface FamilyLesson {
  date: string;
  startTime: string;
  endTime: string;
  room: string | null;
  /** The teacher's first name only: how students address them. */
  teacherFirstName: string;
}

/**
 * What the family's booking page shows once the course runs (issue 30): their class, this
 * week's lessons, their own attendance so far, and why it needs attention if it does.
 */
export interface FamilyClassView {
  className: string;
  level: CefrLevel;
  campus: string;
  /** Monday of the week shown ("YYYY-MM-DD"). */
  weekOf: string;
  week: FamilyLesson[];
  /** Rounded down to one decimal; null while no lesson was held. */
  percent: number | null;
  lessonsHeld: number;
  reasons: AtRiskReason[];
  needsVisa: boolean;
}
