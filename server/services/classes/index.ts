/**
 * The classes domain (issue 30): classes and lessons, enrolments, registers, attendance. Each
 * module is a set of named functions taking their dependencies; this binds them to the one
 * database handle and clock.
 */
import type { AtRiskQuery, ClassInput, EnrolmentInput, RegisterInput } from "@shared/classes/forms";
import type { Actor } from "../audit";
import type { ClassesDeps, Viewer } from "./access";
import { atRiskList, attendanceSettingsOf, bookingAttendance } from "./attendance";
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
import { familyClassView } from "./family";
import { registerOf, saveRegister } from "./registers";

export type { Viewer } from "./access";

export function createClassesService(deps: ClassesDeps) {
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
    /** The family's booking page (the offer token resolved to this booking); null until it runs. */
    forFamily: (bookingId: number) => familyClassView(deps, bookingId),
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
