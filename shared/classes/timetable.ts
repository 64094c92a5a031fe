/**
 * The week's timetable (issue 30): which Monday–Sunday a day falls in, and where a teacher or a
 * room is booked twice at overlapping times. Days are "YYYY-MM-DD", times "HH:MM" (24-hour, so
 * they compare as text); a lesson that ends when another starts does not overlap it.
 */
import { isoWeekday } from "./schedule";

export interface TimetableSlot {
  lessonId: number;
  classId: number;
  date: string;
  startTime: string;
  endTime: string;
  teacherId: number;
  roomId: number | null;
}

export type ClashKind = "teacher" | "room";

export interface Clash {
  kind: ClashKind;
  /** The teacher's or the room's id. */
  resourceId: number;
  date: string;
  /** The two lessons, the earlier-starting first (then the lower id). */
  lessonIds: [number, number];
}

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);

/** The seven days, Monday first, of the week that holds `day`. */
export function weekDays(day: string): string[] {
  const monday = dayAfter(day, 1 - isoWeekday(day));
  return [0, 1, 2, 3, 4, 5, 6].map((offset) => dayAfter(monday, offset));
}

/** The Monday of the week that holds `day`, moved by `weeks` weeks. */
export function mondayOf(day: string, weeks = 0): string {
  return dayAfter(day, 1 - isoWeekday(day) + 7 * weeks);
}

/** Two lessons overlap when one starts before the other ends, on the same day. */
export function overlaps(
  a: Pick<TimetableSlot, "date" | "startTime" | "endTime">,
  b: Pick<TimetableSlot, "date" | "startTime" | "endTime">,
): boolean {
  return a.date === b.date && a.startTime < b.endTime && b.startTime < a.endTime;
}

const resourceOf = (slot: TimetableSlot, kind: ClashKind) =>
  kind === "teacher" ? slot.teacherId : slot.roomId;

/**
 * Every pair of lessons that share a teacher, or a room, at overlapping times. Lessons without a
 * room never clash by room; two lessons of the same class are never compared (a class has one
 * lesson a day).
 */
export function findClashes(slots: readonly TimetableSlot[]): Clash[] {
  const ordered = [...slots].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.startTime.localeCompare(b.startTime) ||
      a.lessonId - b.lessonId,
  );
  const clashes: Clash[] = [];
  for (const kind of ["teacher", "room"] as const) {
    for (let i = 0; i < ordered.length; i++) {
      const first = ordered[i] as TimetableSlot;
      const resource = resourceOf(first, kind);
      if (resource === null) continue;
      for (let j = i + 1; j < ordered.length; j++) {
        const second = ordered[j] as TimetableSlot;
        // Stryker disable next-line ConditionalExpression: without the early stop, overlaps() still refuses another day
        if (second.date !== first.date) break;
        if (second.classId === first.classId || resourceOf(second, kind) !== resource) continue;
        if (!overlaps(first, second)) continue;
        clashes.push({
          kind,
          resourceId: resource,
          date: first.date,
          lessonIds: [first.lessonId, second.lessonId],
        });
      }
    }
  }
  return clashes;
}

/** Lesson id → the kinds of clash it is part of, for flagging cells. */
export function clashesByLesson(clashes: readonly Clash[]): Map<number, Set<ClashKind>> {
  const flagged = new Map<number, Set<ClashKind>>();
  for (const clash of clashes) {
    for (const lessonId of clash.lessonIds) {
      const kinds = flagged.get(lessonId) ?? new Set<ClashKind>();
      kinds.add(clash.kind);
      flagged.set(lessonId, kinds);
    }
  }
  return flagged;
}
