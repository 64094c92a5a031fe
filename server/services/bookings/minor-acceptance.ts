/**
 * The date-of-birth and guardian rules of accepting an offer (issue 27, decision 0029), pure so
 * that `npm run test:mutation` covers them without a database: the student's offer page and an
 * agent's portal both accept through public.ts, which asks this once the body passed its schema.
 */

import { bookingMessages } from "@shared/bookings/forms";
import { checkMinor, isMinorAgeGroup } from "@shared/bookings/minors";

export interface MinorAcceptance {
  /** The student is under 18 on the first day: the booking waits for the guardian's consent. */
  minor: boolean;
  /** The form's messages by field; none when these details may be accepted. */
  fields: Record<string, string>;
}

export function minorAcceptance(input: {
  /** As the schema read it: a calendar day. */
  dateOfBirth: string;
  guardian: { name: string; email: string } | null;
  /** The address the booking was made with, the student's or their agent's. */
  bookingEmail: string;
  /** The quote's age group. */
  ageGroup: string | null;
  startDate: string;
  /** Dublin's day. */
  today: string;
}): MinorAcceptance {
  const fields: Record<string, string> = {};
  let minor = isMinorAgeGroup(input.ageGroup);
  if (input.dateOfBirth >= input.today) {
    fields.dateOfBirth = bookingMessages.dateOfBirthFuture;
  } else {
    const check = checkMinor({
      dateOfBirth: input.dateOfBirth,
      startDate: input.startDate,
      ageGroup: input.ageGroup,
    });
    minor = check.minor;
    if (check.conflict) fields.dateOfBirth = bookingMessages.dateOfBirthAgeGroup;
  }
  const { guardian } = input;
  // Which is right, the date or the age group, is settled first: then the guardian part.
  if (minor && !guardian && !fields.dateOfBirth) {
    fields["guardian.name"] = bookingMessages.guardianRequired;
    fields["guardian.email"] = bookingMessages.guardianRequired;
  }
  if (minor && guardian && guardian.email.toLowerCase() === input.bookingEmail.toLowerCase()) {
    fields["guardian.email"] = bookingMessages.guardianOwnEmail;
  }
  return { minor, fields };
}
