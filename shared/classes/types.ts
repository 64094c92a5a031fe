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

export interface RoomItem {
  id: number;
  campus: string;
  name: string;
  seats: number;
}

export interface ClosureItem {
  id: number;
  /** null: every campus. */
  campus: string | null;
  startsOn: string;
  endsOn: string;
  reason: string;
}

export interface TeacherOption {
  id: number;
  name: string;
  role: string;
}

export interface EnrolmentItem {
  id: number;
  bookingId: number;
  studentName: string;
  fromDate: string;
  /** The last day in the class; null while it lasts. */
  toDate: string | null;
}

export interface ClassDetail {
  summary: ClassSummary;
  roomName: string | null;
  /** In the class today or from a later day. */
  current: EnrolmentItem[];
  /** Every enrolment, the latest first: moves and ended courses included. */
  history: EnrolmentItem[];
  upcoming: LessonItem[];
  past: LessonItem[];
}

export interface BookingOption {
  bookingId: number;
  studentName: string;
  email: string;
  startDate: string | null;
  endDate: string | null;
  city: string | null;
}

export interface TimetableLesson {
  lessonId: number;
  classId: number;
  className: string;
  level: CefrLevel;
  campus: string;
  date: string;
  startTime: string;
  endTime: string;
  teacherId: number;
  teacherName: string;
  roomId: number | null;
  roomName: string | null;
  registerTakenAt: string | null;
}

export interface ArrivalItem {
  bookingId: number;
  studentName: string;
  startDate: string;
  endDate: string | null;
  campus: string | null;
  programTitle: string;
  quotedLevel: CefrLevel | null;
  placementLevel: CefrLevel | null;
  /** The placement result, else the quoted level. */
  level: CefrLevel | null;
  /** The class the booking sits in on its first day, if placed already. */
  placedIn: { classId: number; className: string } | null;
  suggestedClassId: number | null;
}

export interface PlacementClassOption {
  id: number;
  name: string;
  level: CefrLevel;
  campus: string;
  startsOn: string;
  endsOn: string;
  capacity: number;
  seated: number;
}

export interface PlacementResult {
  bookingId: number;
  ok: boolean;
  message: string;
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
