/**
 * What matching reads of a booking (shared/accommodation/matching.ts `StudentNeeds`), from the
 * booking's columns and what the family gave at acceptance (or the import brought).
 *
 * - The stay is the nights from the arrival date given at acceptance (the course's first day
 *   without one) up to the day after the course's last day: students sleep in on the last
 *   evening of the course and leave the next morning. Staff place for the nights they choose;
 *   this stay is what the suggestions check and what the unplaced list shows.
 * - The diet is the first of the diets providers cater for that the dietary notes name (an
 *   imported booking's notes stand for them: the import has no column of its own for a diet).
 * - Mother tongue, smoking, pets, allergies and a separate bathroom are what the family gave at
 *   acceptance when the booking has accommodation (shared/accommodation/preferences.ts); a
 *   booking accepted before they were asked, or imported, leaves them unknown (null / false)
 *   rather than guessed from the nationality. The allergies are read as a list.
 */
import type { StudentNeeds } from "@shared/accommodation/matching";
import { addDays, type NightRange } from "@shared/accommodation/nights";
import { allergyList, isMotherTongue } from "@shared/accommodation/preferences";
import { diets } from "@shared/accommodation/types";
import { isMinorStudent } from "@shared/accommodation/vetting";
import { ageOn, isMinorAgeGroup } from "@shared/bookings/minors";
import type { bookings } from "../../db/schema";

type BookingRow = typeof bookings.$inferSelect;

/** The booking's nights [from, to); null when its dates are not known. */
export function stayOfBooking(booking: BookingRow): NightRange | null {
  const from = booking.details?.arrivalDate ?? booking.startDate;
  if (!from || !booking.endDate) return null;
  const to = addDays(booking.endDate, 1);
  return { from, to: to > from ? to : addDays(from, 1) };
}

const dateOfBirthOf = (booking: BookingRow): string | null =>
  booking.details?.dateOfBirth ?? booking.importDetails?.dateOfBirth ?? null;

/** The dietary notes given at acceptance, or the notes an imported booking came with. */
export const dietaryNotesOf = (booking: BookingRow): string | null =>
  booking.details?.dietaryNotes ?? booking.importDetails?.notes ?? null;

/** The first diet a provider caters for that the notes name ("Vegetarian, no nuts" → vegetarian). */
export function dietOf(notes: string | null | undefined): string | null {
  if (!notes) return null;
  const words = notes.toLowerCase();
  return diets.find((diet) => words.includes(diet)) ?? null;
}

const preferredTypeOf = (type: string | null): StudentNeeds["prefersType"] =>
  type === "host-family" ? "host-family" : type === "student-residence" ? "residence" : null;

/** The mother tongue given at acceptance, when it is one of the list; null: unknown. */
export const motherTongueOf = (booking: Pick<BookingRow, "details">): string | null => {
  const tongue = booking.details?.motherTongue;
  return isMotherTongue(tongue) ? tongue : null;
};

export function studentNeedsOf(booking: BookingRow, stay: NightRange): StudentNeeds {
  const dateOfBirth = dateOfBirthOf(booking);
  const details = booking.details;
  return {
    ...stay,
    bookingId: booking.id,
    campus: booking.city ?? "",
    minor: isMinorStudent({
      dateOfBirth,
      junior: isMinorAgeGroup(booking.ageGroup),
      arrival: stay.from,
    }),
    age: dateOfBirth ? ageOn(dateOfBirth, stay.from) : null,
    gender: booking.importDetails?.gender ?? null,
    diet: dietOf(dietaryNotesOf(booking)),
    allergies: allergyList(details?.allergies),
    smoker: details?.smoker === true,
    avoidPets: details?.avoidPets === true,
    motherTongue: motherTongueOf(booking),
    prefersType: preferredTypeOf(booking.accommodationType),
    wantsSeparateBathroom: details?.separateBathroom === true,
  };
}
