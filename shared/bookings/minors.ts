/**
 * Who is a minor on a booking (issue 27, decision 0028): a student under 18 on the course's
 * first day, by the date of birth given at acceptance or by the age group of the quote. The two
 * are given by the family at different times; where they disagree about the side of 18 the
 * student is on, or the age is outside the group (a year above allowed, for a birthday between
 * the quote and the start), the date of birth is refused with a clear message rather than one
 * of them silently winning. Pure: the offer page, the partner portal and the server share it.
 */
import { ageOn } from "./types";

export const ADULT_AGE = 18;

/** The quote form's age groups and the ages they stand for (the last has no upper end). */
export const ageGroupRanges = {
  "12-15": [12, 15],
  "16-17": [16, 17],
  "18-25": [18, 25],
  "26-35": [26, 35],
  "36-50": [36, 50],
  "50+": [50, Number.POSITIVE_INFINITY],
} as const satisfies Record<string, readonly [number, number]>;

export type KnownAgeGroup = keyof typeof ageGroupRanges;

const rangeOf = (group: string | null | undefined): readonly [number, number] | null =>
  group && group in ageGroupRanges ? ageGroupRanges[group as KnownAgeGroup] : null;

/** The age group alone says the student is under 18. */
export function isMinorAgeGroup(group: string | null | undefined): boolean {
  const range = rangeOf(group);
  return range !== null && range[1] < ADULT_AGE;
}

export type MinorCheck =
  | { minor: boolean; conflict: null }
  /** The date of birth and the age group disagree; `age` is the age on the first day. */
  | { minor: boolean; conflict: { age: number; group: string } };

/**
 * Whether the student is a minor on `startDate`, and whether the date of birth contradicts the
 * quote's age group. With a conflict, `minor` is still the safe answer (either says minor).
 */
export function checkMinor(input: {
  dateOfBirth: string;
  startDate: string;
  ageGroup?: string | null;
}): MinorCheck {
  const age = ageOn(input.dateOfBirth, input.startDate);
  const minorByBirth = age < ADULT_AGE;
  const range = rangeOf(input.ageGroup);
  if (!range || !input.ageGroup) return { minor: minorByBirth, conflict: null };
  const minorByGroup = range[1] < ADULT_AGE;
  const outside = age < range[0] || age > range[1] + 1;
  const conflict = minorByBirth !== minorByGroup || outside ? { age, group: input.ageGroup } : null;
  return { minor: minorByBirth || minorByGroup, conflict };
}
