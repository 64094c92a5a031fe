/**
 * Placing the week's arrivals (issue 30): the level a student is taught at, and a class to
 * suggest for each: same level and campus, running on the student's first day, with a seat
 * left once the students suggested before them are counted.
 */
import type { CefrLevel } from "@shared/level-test/types";

/** The placement result of day one wins over the online test's or the quote's level. */
export function arrivalLevel(levels: {
  placement: CefrLevel | null;
  quoted: CefrLevel | null;
}): CefrLevel | null {
  return levels.placement ?? levels.quoted;
}

export interface Arrival {
  bookingId: number;
  level: CefrLevel | null;
  campus: string | null;
  startDate: string;
}

export interface PlacementClass {
  id: number;
  level: CefrLevel;
  campus: string;
  startsOn: string;
  endsOn: string;
  capacity: number;
  /** Students already holding a seat in the arrivals' week. */
  seated: number;
}

/**
 * Booking id → suggested class id (or null: no class of that level and campus with a seat).
 * Arrivals are served in the order given; each suggestion takes a seat, so two arrivals are
 * never both sent to a class's last seat. Among fitting classes the emptiest wins (then the
 * lower id), to spread a level's students over its classes.
 */
export function suggestClasses(
  arrivals: readonly Arrival[],
  classes: readonly PlacementClass[],
): Map<number, number | null> {
  const taken = new Map(classes.map((klass) => [klass.id, klass.seated]));
  const suggestions = new Map<number, number | null>();
  for (const arrival of arrivals) {
    let best: PlacementClass | null = null;
    let bestFree = 0;
    for (const klass of classes) {
      if (klass.level !== arrival.level || klass.campus !== arrival.campus) continue;
      if (arrival.startDate < klass.startsOn || arrival.startDate > klass.endsOn) continue;
      const free = klass.capacity - (taken.get(klass.id) ?? 0);
      if (free <= 0) continue;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: with no best yet bestFree is 0 and free > 0, so "best === null" adds nothing but the type; class ids are unique, so < and <= agree
      if (best === null || free > bestFree || (free === bestFree && klass.id < best.id)) {
        best = klass;
        bestFree = free;
      }
    }
    suggestions.set(arrival.bookingId, best ? best.id : null);
    if (best) taken.set(best.id, (taken.get(best.id) ?? 0) + 1);
  }
  return suggestions;
}
