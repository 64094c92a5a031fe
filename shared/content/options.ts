/**
 * The option lists of spec §5. Forms, validation and the database CHECK constraints all use
 * these tuples, so an option exists everywhere or nowhere.
 */
export const enquiryTypes = [
  "programs",
  "enrollment",
  "accommodation",
  "visa",
  "corporate",
  "other",
] as const;

export const ageGroups = ["12-15", "16-17", "18-25", "26-35", "36-50", "50+"] as const;

export const durationOptions = [
  "1-week",
  "2-weeks",
  "3-weeks",
  "4-weeks",
  "6-weeks",
  "8-weeks",
  "custom",
] as const;

export const accommodationTypes = ["host-family", "student-residence", "hotel", "none"] as const;

export type EnquiryType = (typeof enquiryTypes)[number];
export type AgeGroup = (typeof ageGroups)[number];
export type DurationOption = (typeof durationOptions)[number];
export type AccommodationType = (typeof accommodationTypes)[number];

/** Weeks of a duration option; a custom duration is agreed with the person. */
export const weeksOfDuration: Record<DurationOption, number | null> = {
  "1-week": 1,
  "2-weeks": 2,
  "3-weeks": 3,
  "4-weeks": 4,
  "6-weeks": 6,
  "8-weeks": 8,
  custom: null,
};
