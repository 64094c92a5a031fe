/**
 * The classes domain (issue 30): classes and lessons, enrolments, registers, attendance. Each
 * module is a set of named functions taking their dependencies; this binds them to the one
 * database handle and clock.
 */
import type {
  AtRiskQuery,
  AttendanceSettingsInput,
  BulkPlacementInput,
  ClassInput,
  ClosureInput,
  EnrolmentInput,
  MoveInput,
  RegisterInput,
  RoomInput,
} from "@shared/classes/forms";
import type {
  AppealInput,
  LetterLanguage,
  LetterTemplateInput,
  SendWarningLetterInput,
  WarningLetterKind,
} from "@shared/classes/letters";
import type { DayLessonsQuery } from "@shared/classes/types";
import type { CefrLevel } from "@shared/level-test/types";
import type { Actor } from "../audit";
import { dublinDay } from "../bookings/days";
import type { Viewer } from "./access";
import { atRiskList } from "./at-risk";
import { attendanceSettingsOf, bookingAttendance, refreshAttendanceTotals } from "./attendance";
import { bookingCertificate, classCertificates } from "./certificates";
import {
  classDetail,
  closureList,
  placeableBookings,
  roomList,
  teacherOptions,
} from "./class-detail";
import {
  addClosure,
  type ClassListQuery,
  classForViewer,
  createClass,
  createRoom,
  lessonsOf,
  listClasses,
} from "./classes";
import { lessonHeading, lessonsOfDay } from "./day";
import { enrol, moveStudent } from "./enrolments";
import { familyClassView } from "./family";
import {
  familyWarningLetterPdf,
  type LettersDeps,
  lettersOfBooking,
  letterTemplates,
  recordAppeal,
  saveLetterTemplate,
  sendWarningLetter,
  warningLetterPdf,
} from "./letters";
import { arrivalsOfWeek, placeArrivals, setPlacementLevel } from "./placement";
import { registerOf, saveRegister } from "./registers";
import { exportAtRiskCsv, weeklyAttendanceByCampus } from "./report";
import { attendanceConfigOf, updateAttendanceConfig } from "./settings";
import { weekTimetable } from "./timetable";

export type { Viewer } from "./access";

export function createClassesService(deps: LettersDeps) {
  return {
    create: (input: ClassInput, actor: Actor) => createClass(deps, input, actor),
    list: (viewer: Viewer, query: ClassListQuery) => listClasses(deps, viewer, query),
    get: (viewer: Viewer, classId: number) => classForViewer(deps, viewer, classId),
    lessons: (viewer: Viewer, classId: number, range: { from?: string; to?: string }) =>
      lessonsOf(deps, viewer, classId, range),
    detail: (viewer: Viewer, classId: number) => classDetail(deps, viewer, classId),
    addRoom: (input: RoomInput, actor: Actor) => createRoom(deps, input, actor),
    addClosure: (input: ClosureInput, actor: Actor) => addClosure(deps, input, actor),
    rooms: () => roomList(deps),
    closures: () => closureList(deps),
    teachers: () => teacherOptions(deps),
    placeableBookings: (q: string) => placeableBookings(deps, q),
    enrol: (classId: number, input: EnrolmentInput, actor: Actor) =>
      enrol(deps, classId, input, actor),
    move: (fromClassId: number, input: MoveInput, actor: Actor) =>
      moveStudent(deps, fromClassId, input, actor),
    timetable: (viewer: Viewer, monday: string) => weekTimetable(deps, viewer, monday),
    arrivals: (viewer: Viewer, monday: string) => arrivalsOfWeek(deps, viewer, monday),
    setPlacementLevel: (viewer: Viewer, input: { bookingId: number; level: CefrLevel | null }) =>
      setPlacementLevel(deps, viewer, input),
    placeArrivals: (viewer: Viewer, input: BulkPlacementInput, actor: Actor) =>
      placeArrivals(deps, viewer, input, actor),
    lessonsOfDay: (viewer: Viewer, query: DayLessonsQuery) => lessonsOfDay(deps, viewer, query),
    lessonHeading: (viewer: Viewer, lessonId: number) => lessonHeading(deps, viewer, lessonId),
    register: (viewer: Viewer, lessonId: number) => registerOf(deps, viewer, lessonId),
    saveRegister: (viewer: Viewer, lessonId: number, input: RegisterInput) =>
      saveRegister(deps, viewer, lessonId, input),
    attendance: (bookingId: number) => bookingAttendance(deps, bookingId),
    atRisk: (query: AtRiskQuery) => atRiskList(deps, query),
    /** Recomputes stale attendance totals (hourly, so the first list of a day is not slow). */
    refreshTotals: () => refreshAttendanceTotals(deps.db, dublinDay(deps.now())),
    settings: () => attendanceSettingsOf(deps.db),
    atRiskCsv: (query: Omit<AtRiskQuery, "page" | "pageSize">, actor: Actor) =>
      exportAtRiskCsv(deps, query, actor),
    weeklyByCampus: (weeks: number) => weeklyAttendanceByCampus(deps, weeks),
    /** The lateness threshold, certified absences and retention (admins change them). */
    config: () => attendanceConfigOf(deps.db),
    updateConfig: (input: AttendanceSettingsInput, actor: Actor) =>
      updateAttendanceConfig(deps, input, actor),
    certificate: (bookingId: number, actor: Actor) => bookingCertificate(deps, bookingId, actor),
    classCertificates: (classId: number, actor: Actor) => classCertificates(deps, classId, actor),
    letters: {
      templates: () => letterTemplates(deps.db),
      saveTemplate: (
        kind: WarningLetterKind,
        lang: LetterLanguage,
        input: LetterTemplateInput,
        actor: Actor,
      ) => saveLetterTemplate(deps, kind, lang, input, actor),
      send: (bookingId: number, input: SendWarningLetterInput, actor: Actor) =>
        sendWarningLetter(deps, bookingId, input, actor),
      ofBooking: (bookingId: number) => lettersOfBooking(deps.db, bookingId),
      pdf: (letterId: number) => warningLetterPdf(deps, letterId),
      familyPdf: (token: string, letterId: number) => familyWarningLetterPdf(deps, token, letterId),
      appeal: (letterId: number, input: AppealInput, actor: Actor) =>
        recordAppeal(deps, letterId, input, actor),
    },
    /** The family's booking page (the offer token resolved to this booking); null until it runs. */
    forFamily: (bookingId: number) => familyClassView(deps, bookingId),
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
