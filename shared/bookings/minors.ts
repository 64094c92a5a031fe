/**
 * Who is a minor on a booking (issue 27, decision 0029): a student under 18 on the course's
 * first day, by the date of birth given at acceptance or by the age group of the quote. The two
 * are given by the family at different times; where they disagree about the side of 18 the
 * student is on, or the age is outside the group (a year above allowed, for a birthday between
 * the quote and the start), the date of birth is refused with a clear message rather than one
 * of them silently winning. Pure: the offer page, the partner portal and the server share it.
 */

export const ADULT_AGE = 18;

/**
 * Age in whole years on a day; both "YYYY-MM-DD". A birthday counts from its own day; someone
 * born on 29 February has theirs on 1 March in other years (the day after 28 February).
 */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

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

/** One of the quote form's groups; null, undefined and anything else are no group. */
const isKnownAgeGroup = (group: string | null | undefined): group is KnownAgeGroup =>
  Object.hasOwn(ageGroupRanges, String(group));

/** Every age of the group is under 18. */
// Stryker disable next-line EqualityOperator: no group ends at 18 (it would span both sides), so < and <= agree
const wholeGroupIsMinor = (group: KnownAgeGroup) => ageGroupRanges[group][1] < ADULT_AGE;

/** The age group alone says the student is under 18. */
export function isMinorAgeGroup(group: string | null | undefined): boolean {
  return isKnownAgeGroup(group) && wholeGroupIsMinor(group);
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
  const group = input.ageGroup;
  if (!isKnownAgeGroup(group)) return { minor: minorByBirth, conflict: null };
  const [youngest, oldest] = ageGroupRanges[group];
  const minorByGroup = wholeGroupIsMinor(group);
  // A year above the group is no contradiction: a birthday between the quote and the start.
  const outside = age < youngest || age > oldest + 1;
  const conflict = minorByBirth !== minorByGroup || outside ? { age, group } : null;
  return { minor: minorByBirth || minorByGroup, conflict };
}
