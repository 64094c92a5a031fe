/**
 * The classes domain (issue 30): classes and lessons, enrolments, registers, attendance. Each
 * module is a set of named functions taking their dependencies; this binds them to the one
 * database handle and clock.
 */
import type {
  AtRiskQuery,
  BulkPlacementInput,
  ClassInput,
  ClosureInput,
  EnrolmentInput,
  MoveInput,
  RegisterInput,
  RoomInput,
} from "@shared/classes/forms";
import type { CefrLevel } from "@shared/level-test/types";
import type { Actor } from "../audit";
import type { ClassesDeps, Viewer } from "./access";
import { atRiskList, attendanceSettingsOf, bookingAttendance } from "./attendance";
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
import { enrol, moveStudent } from "./enrolments";
import { arrivalsOfWeek, placeArrivals, setPlacementLevel } from "./placement";
import { registerOf, saveRegister } from "./registers";
import { weekTimetable } from "./timetable";

export type { Viewer } from "./access";

export function createClassesService(deps: ClassesDeps) {
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
    register: (viewer: Viewer, lessonId: number) => registerOf(deps, viewer, lessonId),
    saveRegister: (viewer: Viewer, lessonId: number, input: RegisterInput) =>
      saveRegister(deps, viewer, lessonId, input),
    attendance: (bookingId: number) => bookingAttendance(deps, bookingId),
    atRisk: (query: AtRiskQuery) => atRiskList(deps, query),
    settings: () => attendanceSettingsOf(deps.db),
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
