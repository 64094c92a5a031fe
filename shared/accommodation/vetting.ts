/**
 * Garda vetting of host households (issue 31, decision 0042). In Ireland every member of 16 or
 * over of a household hosting an under-18 must be vetted, through the school.
 *
 * - Only a year of birth is kept for a household member, so age is judged conservatively: a
 *   member born in year Y may turn 16 on 1 January of Y + 16, so they need vetting for a stay
 *   when the year of the stay's departure day minus Y is 16 or more (the departure morning is
 *   still a day of the stay). A member without a year of birth needs vetting.
 * - A vetting is valid for a stay when it expires on or after the stay's last night.
 * - A vetting expiring within 60 days of today (the 60th day included) is flagged; one that
 *   expired before today is expired (it is still valid on its expiry day).
 * - A minor may stay only when every member who needs vetting has one valid for the whole stay.
 * - A student is a minor when under 18 on the arrival day, by the date of birth; without one,
 *   when the booking is a junior booking.
 */
import { ADULT_AGE, ageOn } from "@shared/bookings/minors";
import { dayNumber, lastNight, type NightRange } from "./nights";

export const VETTING_AGE = 16;
export const VETTING_WARNING_DAYS = 60;

export interface HouseholdMember {
  /** Null when not known: treated as old enough to need vetting. */
  birthYear: number | null;
  /** "YYYY-MM-DD"; null while the member has no vetting. */
  vettingExpiresOn: string | null;
}

/** The member could be 16 or over on some day of the stay, arrival to departure. */
export function needsVetting(member: HouseholdMember, stay: NightRange): boolean {
  // Stryker disable next-line ConditionalExpression: without it the year minus null is the year itself, far above 16: the same answer, said in words here
  if (member.birthYear === null) return true;
  return Number(stay.to.slice(0, 4)) - member.birthYear >= VETTING_AGE;
}

/** The vetting has not expired before the stay's last night. */
export function vettingCoversStay(vettingExpiresOn: string | null, stay: NightRange): boolean {
  // Stryker disable next-line ConditionalExpression: null >= a date string is false in JavaScript too; the check is for the type
  return vettingExpiresOn !== null && vettingExpiresOn >= lastNight(stay);
}

export type VettingState = "missing" | "expired" | "expiring" | "valid";

/** The state of a vetting on `today`: expiring when it ends within 60 days (the 60th included). */
export function vettingState(vettingExpiresOn: string | null, today: string): VettingState {
  if (vettingExpiresOn === null) return "missing";
  if (vettingExpiresOn < today) return "expired";
  const daysLeft = dayNumber(vettingExpiresOn) - dayNumber(today);
  return daysLeft <= VETTING_WARNING_DAYS ? "expiring" : "valid";
}

export type MinorCheck<Member> = { ok: true } | { ok: false; blocking: Member[] };

/** Whether a minor may stay with the household; if not, the members who block it. */
export function minorAllowed<Member extends HouseholdMember>(
  household: readonly Member[],
  stay: NightRange,
): MinorCheck<Member> {
  const blocking = household.filter(
    (member) => needsVetting(member, stay) && !vettingCoversStay(member.vettingExpiresOn, stay),
  );
  return blocking.length === 0 ? { ok: true } : { ok: false, blocking };
}

/** Under 18 on the arrival day; without a date of birth, a junior booking is a minor. */
export function isMinorStudent(student: {
  dateOfBirth: string | null;
  junior: boolean;
  arrival: string;
}): boolean {
  if (student.dateOfBirth === null) return student.junior;
  return ageOn(student.dateOfBirth, student.arrival) < ADULT_AGE;
}
