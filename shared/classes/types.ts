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
  /** The class the student is in now (or was in last), and its campus. */
  className: string | null;
  campus: string | null;
}

/** Attendance over one week (Monday to Sunday) of one campus's held lessons. */
export interface WeeklyCampusAttendance {
  campus: string;
  /** The Monday of the week, YYYY-MM-DD. */
  weekOf: string;
  scheduledMinutes: number;
  attendedMinutes: number;
  percent: number | null;
}
