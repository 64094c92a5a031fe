/**
 * The term the demo's classes run (issue 30), planned in memory: when it began and ends, the
 * campuses' rooms, teachers and classes, a closure, and how each student attends. Every pattern
 * a school sees is there on purpose rather than left to chance: most students at 90–100 %, a few
 * slipping under 85 %, two who can no longer reach it, one missing a quarter of their first six
 * weeks, a couple of sick notes. classes.ts writes it.
 */
import type { City } from "@shared/bookings/types";
import { lessonMinutes, type RegisterMark } from "@shared/classes/attendance";
import { isoWeekday } from "@shared/classes/schedule";
import type { CefrLevel } from "@shared/level-test/types";
import { addDays } from "../../../services/bookings/store";
import type { DemoClock } from "./calendar";
import { mondayFrom } from "./calendar";
import type { Random } from "./random";

export interface TermDates {
  /** The Monday the term began, eight or nine weeks ago. */
  startsOn: string;
  /** A Friday six or seven weeks ahead. */
  endsOn: string;
}

export const termOf = (clock: DemoClock): TermDates => ({
  startsOn: mondayFrom(clock.day(62)),
  endsOn: addDays(mondayFrom(clock.day(-40)), 4),
});

export interface CampusPlan {
  campus: City;
  teacher: { username: string; name: string; mailbox: string };
  rooms: { name: string; seats: number }[];
  /** Morning (09:00–12:00) and afternoon (13:30–16:30), by the same teacher. */
  classes: { name: string; level: CefrLevel; room: number; slot: "morning" | "afternoon" }[];
}

/** Dublin's teacher is the one whose login the demo prints. */
export const campusPlans: CampusPlan[] = [
  {
    campus: "Dublin",
    teacher: { username: "niamh.demo", name: "Niamh Kelly", mailbox: "niamh.kelly" },
    rooms: [
      { name: "Liffey", seats: 15 },
      { name: "Ha'penny", seats: 15 },
      { name: "Phoenix", seats: 10 },
    ],
    classes: [
      { name: "Dublin B1 Morning", level: "B1", room: 0, slot: "morning" },
      { name: "Dublin B2 Afternoon", level: "B2", room: 1, slot: "afternoon" },
    ],
  },
  {
    campus: "Cork",
    teacher: { username: "sean.demo", name: "Seán Murphy", mailbox: "sean.murphy" },
    rooms: [
      { name: "Lee", seats: 15 },
      { name: "Shandon", seats: 14 },
    ],
    classes: [
      { name: "Cork A2 Morning", level: "A2", room: 0, slot: "morning" },
      { name: "Cork B1 Afternoon", level: "B1", room: 1, slot: "afternoon" },
    ],
  },
  {
    campus: "Galway",
    teacher: { username: "roisin.demo", name: "Róisín Doyle", mailbox: "roisin.doyle" },
    rooms: [
      { name: "Corrib", seats: 15 },
      { name: "Claddagh", seats: 12 },
    ],
    classes: [
      { name: "Galway B2 Morning", level: "B2", room: 0, slot: "morning" },
      { name: "Galway C1 Afternoon", level: "C1", room: 1, slot: "afternoon" },
    ],
  },
];

export const slotTimes = {
  morning: { startTime: "09:00", endTime: "12:00" },
  afternoon: { startTime: "13:30", endTime: "16:30" },
} as const;

/**
 * Monday to Friday; on a weekend the afternoon classes also meet today (a Saturday intensive),
 * so the demo's teacher always has a register to take.
 */
export function weekdaysOf(slot: "morning" | "afternoon", today: string): number[] {
  const weekday = isoWeekday(today);
  return slot === "afternoon" && weekday > 5 ? [1, 2, 3, 4, 5, weekday] : [1, 2, 3, 4, 5];
}

/** A staff training day three or four weeks ago (every campus) and a storm day in Galway. */
export function closuresOf(clock: DemoClock) {
  const training = addDays(mondayFrom(clock.day(27)), 4);
  const storm = addDays(mondayFrom(clock.day(13)), 1);
  return [
    { campus: null, startsOn: training, endsOn: training, reason: "Staff training day" },
    {
      campus: "Galway" as const,
      startsOn: storm,
      endsOn: storm,
      reason: "Status red wind warning (Met Éireann): school closed",
    },
  ];
}

/** How a student attends this term. */
export type AttendanceProfile = "steady" | "slipping" | "gone" | "early";

/** Who the term's new students are: where from, when they began, how they attend. */
export interface TermStudent {
  origin: string;
  startDaysAgo: number;
  profile: AttendanceProfile;
}

/** Countries whose students need a visa (a Stamp 2 permission) to study in Ireland. */
export const visaOrigins = new Set([
  "brazil",
  "mexico",
  "colombia",
  "japan",
  "korea",
  "saudi",
  "turkey",
]);

const origins: [string, number][] = [
  ["brazil", 5],
  ["spain", 2],
  ["italy", 2],
  ["france", 2],
  ["mexico", 1],
  ["colombia", 1],
  ["japan", 1],
  ["korea", 1],
  ["germany", 1],
  ["poland", 1],
  ["saudi", 0.5],
  ["turkey", 0.5],
];

/** Per campus: the students who joined this term, the patterns placed first. */
export function termStudents(random: Random, campus: City): TermStudent[] {
  const special: TermStudent[] =
    campus === "Dublin"
      ? [
          { origin: "brazil", startDaysAgo: 62, profile: "gone" },
          { origin: "colombia", startDaysAgo: 26, profile: "early" },
          { origin: "brazil", startDaysAgo: 62, profile: "slipping" },
          { origin: "italy", startDaysAgo: 48, profile: "slipping" },
        ]
      : campus === "Cork"
        ? [
            { origin: "spain", startDaysAgo: 62, profile: "gone" },
            { origin: "japan", startDaysAgo: 62, profile: "slipping" },
          ]
        : [{ origin: "mexico", startDaysAgo: 55, profile: "slipping" }];
  const count = campus === "Dublin" ? 20 : 14;
  const steady = Array.from({ length: count - special.length }, () => ({
    origin: random.weighted(origins),
    startDaysAgo: random.chance(0.6) ? 62 : random.int(14, 55),
    profile: "steady" as const,
  }));
  return [...special, ...steady];
}

/** The share of lessons missed, by profile. */
function absenceRate(random: Random, profile: AttendanceProfile): number {
  if (profile === "gone") return 0.42 + random.next() * 0.08;
  if (profile === "slipping") return 0.18 + random.next() * 0.03;
  if (profile === "early") return 0.32;
  return random.next() * 0.06;
}

/**
 * The marks of a student's held lessons: a fixed number of absences (so the percentage lands
 * where the profile says), now and then late by a few minutes, rarely a sick note.
 */
export function marksOf(
  random: Random,
  profile: AttendanceProfile,
  lessons: readonly { startTime: string; endTime: string }[],
): (RegisterMark & { certified: boolean })[] {
  const absences = Math.round(absenceRate(random, profile) * lessons.length);
  const absent = new Set(random.shuffle(lessons.map((_, index) => index)).slice(0, absences));
  const sickNote = profile === "steady" && random.chance(0.12);
  return lessons.map((lesson, index) => {
    if (absent.has(index)) {
      return { status: "absent", minutes: null, certified: sickNote };
    }
    if (random.chance(profile === "steady" ? 0.04 : 0.1)) {
      const length = lessonMinutes(lesson.startTime, lesson.endTime);
      return random.chance(0.8)
        ? { status: "late", minutes: random.int(5, 14), certified: false }
        : {
            status: "left-early",
            minutes: Math.min(length - 1, random.int(10, 30)),
            certified: false,
          };
    }
    return { status: "present", minutes: null, certified: false };
  });
}
