/** What the person gave when accepting the offer: the details a school and a visa need. */
import type { BookingDetails } from "@shared/booking";
import { formatDate, formatDateTime, formatWeekday } from "@shared/format/dates";
import { Details } from "../leads/details";
import { Panel } from "./panel";

export function BookingDetailsPanel({ details }: { details: BookingDetails | null }) {
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
            [
              "Parent or guardian",
              details.guardian
                ? `${details.guardian.name} (${details.guardian.email}), consent given ${formatDateTime(details.guardian.consentAt)}`
                : "Not needed (18 or over on the start date)",
            ],
            ["Terms accepted", formatDateTime(details.termsAcceptedAt)],
          ]}
        />
      ) : (
        <p className="text-sm text-ink-muted">
          The person gives these details when they accept the offer.
        </p>
      )}
    </Panel>
  );
}
