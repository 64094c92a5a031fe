/**
 * The classes domain (issue 30): classes and lessons, enrolments, registers, attendance. Each
 * module is a set of named functions taking their dependencies; this binds them to the one
 * database handle and clock.
 */
import type {
  AtRiskQuery,
  AttendanceSettingsInput,
  ClassInput,
  EnrolmentInput,
  RegisterInput,
} from "@shared/classes/forms";
import type {
  AppealInput,
  LetterLanguage,
  LetterTemplateInput,
  SendWarningLetterInput,
  WarningLetterKind,
} from "@shared/classes/letters";
import type { Actor } from "../audit";
import type { Viewer } from "./access";
import { atRiskList, attendanceSettingsOf, bookingAttendance } from "./attendance";
import { bookingCertificate, classCertificates } from "./certificates";
import {
  addClosure,
  type ClassListQuery,
  classForViewer,
  createClass,
  createRoom,
  lessonsOf,
  listClasses,
} from "./classes";
import { enrol } from "./enrolments";
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
import { registerOf, saveRegister } from "./registers";
import { exportAtRiskCsv, weeklyAttendanceByCampus } from "./report";
import { attendanceConfigOf, updateAttendanceConfig } from "./settings";

export type { Viewer } from "./access";

export function createClassesService(deps: LettersDeps) {
  return {
    create: (input: ClassInput, actor: Actor) => createClass(deps, input, actor),
    list: (viewer: Viewer, query: ClassListQuery) => listClasses(deps, viewer, query),
    get: (viewer: Viewer, classId: number) => classForViewer(deps, viewer, classId),
    lessons: (viewer: Viewer, classId: number, range: { from?: string; to?: string }) =>
      lessonsOf(deps, viewer, classId, range),
    addRoom: (input: { campus: string; name: string; seats: number }, actor: Actor) =>
      createRoom(deps, input, actor),
    addClosure: (
      input: { campus: string | null; startsOn: string; endsOn: string; reason: string },
      actor: Actor,
    ) => addClosure(deps, input, actor),
    enrol: (classId: number, input: EnrolmentInput, actor: Actor) =>
      enrol(deps, classId, input, actor),
    register: (viewer: Viewer, lessonId: number) => registerOf(deps, viewer, lessonId),
    saveRegister: (viewer: Viewer, lessonId: number, input: RegisterInput) =>
      saveRegister(deps, viewer, lessonId, input),
    attendance: (bookingId: number) => bookingAttendance(deps, bookingId),
    atRisk: (query: AtRiskQuery) => atRiskList(deps, query),
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
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
