/** What the person gave when accepting the offer: the details a school and a visa need. */
import type { BookingDetails } from "@shared/bookings/types";
import { formatDate, formatDateTime, formatWeekday } from "@shared/format/dates";
import { Details } from "../leads/details";
import { Panel } from "./panel";

export function BookingDetailsPanel({
  details,
  imported,
}: {
  details: BookingDetails | null;
  /** An imported booking had no offer to accept here: its facts are under "Student". */
  imported: boolean;
}) {
  return (
    <Panel id="booking-details" title="Booking details">
      {details ? (
        <Details
          rows={[
            ["Name as in passport", details.passportName],
            ["Date of birth", formatDate(details.dateOfBirth)],
            ["Nationality", details.nationality],
            ["Address", details.address],
            [
              "Emergency contact",
              `${details.emergencyContact.name}, ${details.emergencyContact.phone}`,
            ],
            [
              "Arrival",
              details.arrivalDate ? formatWeekday(details.arrivalDate, { year: true }) : null,
            ],
            ["Flight", details.flight],
            ["Dietary notes", details.dietaryNotes],
            ["Medical notes", details.medicalNotes],
            ["Parent or guardian", guardianText(details.guardian)],
            ["Terms accepted", formatDateTime(details.termsAcceptedAt)],
          ]}
        />
      ) : (
        <p className="text-sm text-ink-muted">
          {imported
            ? "Imported from a CSV file, so there was no offer to accept here: what the file gave is under Student."
            : "The person gives these details when they accept the offer."}
        </p>
      )}
    </Panel>
  );
}

/** Who consented and when; while waiting, whom the student named (issue 27). */
function guardianText(guardian: BookingDetails["guardian"]): string {
  if (!guardian) return "Not needed (18 or over on the start date)";
  if (!guardian.consentAt) {
    return `${guardian.name} (${guardian.email}), named by the student; consent not given yet`;
  }
  return `Consent given by ${guardian.name} (${guardian.email}) on ${formatDateTime(guardian.consentAt)}`;
}
