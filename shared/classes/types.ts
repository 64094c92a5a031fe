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

/** A lesson of one day as the registers screen lists it (and the register's heading). */
export interface DayLesson {
  lessonId: number;
  classId: number;
  className: string;
  level: CefrLevel;
  campus: string;
  roomName: string | null;
  teacherName: string;
  date: string;
  startTime: string;
  endTime: string;
  /** When the register was last saved; null: not taken yet. */
  registerTakenAt: string | null;
}

export type LessonHeading = DayLesson;

export interface DayLessonsQuery {
  date: string;
  /** Class or teacher name. */
  q: string;
  /** Only the lessons whose register was not taken. */
  notTaken: boolean;
  page: number;
  pageSize: number;
}
