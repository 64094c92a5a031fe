/** The booking detail's person and course: who booked, what, where and when. */
import type { BookingDetail } from "@shared/bookings/types";
import { formatDate, formatDayRange } from "@shared/format/dates";
import { Link } from "react-router";
import { Details, MailLink } from "../leads/details";
import { accommodationLabels } from "./labels";
import { Panel } from "./panel";

const languages: Record<string, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
};

export function PersonPanel({ booking }: { booking: BookingDetail }) {
  return (
    <Panel id="booking-person" title="Person">
      <Details
        rows={[
          ["Name", `${booking.firstName} ${booking.lastName}`],
          ["E-mail", <MailLink key="e" email={booking.email} subject={booking.reference} />],
          ["Phone", booking.phone],
          ["Country", booking.country],
          ["Age group", booking.ageGroup],
          ["Language", languages[booking.locale] ?? booking.locale],
          [
            "Quote request",
            booking.quoteRequestId ? (
              <Link
                key="q"
                className="text-sea underline"
                to={`/admin/leads?tab=quotes&id=${booking.quoteRequestId}`}
              >
                Open the quote request
              </Link>
            ) : null,
          ],
          [
            "Student record",
            booking.studentId ? (
              <Link
                key="s"
                className="text-sea underline"
                to={`/admin/students?edit=${booking.studentId}`}
              >
                Open the student record
              </Link>
            ) : (
              "Created when the deposit is recorded"
            ),
          ],
        ]}
      />
    </Panel>
  );
}

export function CoursePanel({ booking }: { booking: BookingDetail }) {
  const offer = booking.offer;
  const start = booking.startDate ?? offer?.startDate ?? null;
  const end = booking.endDate ?? offer?.endDate ?? null;
  return (
    <Panel id="booking-course" title="Course and stay">
      <Details
        rows={[
          ["Program", booking.programTitle || null],
          ["City", booking.city],
          [
            "Accommodation",
            booking.accommodationType
              ? (accommodationLabels[booking.accommodationType] ?? booking.accommodationType)
              : null,
          ],
          ["Dates", start || end ? formatDayRange(start, end) : null],
          ["Weeks", offer ? String(offer.weeks) : null],
          ["Hours per week", offer ? String(offer.hoursPerWeek) : null],
          ["Booked", formatDate(booking.createdAt)],
        ]}
      />
    </Panel>
  );
}
