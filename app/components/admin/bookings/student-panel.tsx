/**
 * The student as the classes know them (issue 30): the level before placement and the day-one
 * result, whether they need a visa (the 85 % rule), and for a booking that came in with the CSV
 * import of current students (decision 0038), what the file said (date of birth, nationality,
 * gender, notes) and when. A booking made here has its date of birth and nationality under
 * "Booking details", from the acceptance. Staff correct the visa answer here (a fetcher form
 * that also posts without JavaScript). For a booking with accommodation, what the family said at
 * acceptance about living with a family (the matching of issue 31 reads it).
 */
import { allergyList, motherTongueName } from "@shared/accommodation/preferences";
import type { BookingDetail, BookingDetails } from "@shared/bookings/types";
import { formatDate } from "@shared/format/dates";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import type { ActionResult } from "../action-result";
import { Details } from "../leads/details";
import { useActionToast } from "../use-action-toast";
import { Panel } from "./panel";

export function StudentPanel({ booking }: { booking: BookingDetail }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const imported = booking.importDetails;
  const rows: [string, ReactNode][] = [
    ["Level", booking.level ?? "Not known before placement"],
    ["Placement result", booking.placementLevel ?? "Not placed yet"],
    [
      "Needs a visa",
      booking.needsVisa ? (
        <Badge key="visa" tone="warning">
          Yes: Stamp 2, attendance must stay at 85 % or more
        </Badge>
      ) : (
        "No"
      ),
    ],
  ];
  rows.push(...stayPreferenceRows(booking.details));
  if (imported) {
    rows.push(
      ["Date of birth", formatDate(imported.dateOfBirth)],
      ["Nationality", imported.nationality],
      ["Gender", imported.gender],
      ["Notes", imported.notes],
    );
  }
  return (
    <Panel id="booking-student" title="Student">
      {booking.importedAt ? (
        <p className="mb-4 text-sm text-ink-muted" data-testid="booking-imported">
          Imported on {formatDate(booking.importedAt)} from a CSV file of current students.
        </p>
      ) : null}
      <Details rows={rows} />
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="set-needs-visa" />
        <input type="hidden" name="needsVisa" value={booking.needsVisa ? "no" : "yes"} />
        <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
          {booking.needsVisa ? "Mark as not needing a visa" : "Mark as needing a visa"}
        </Button>
      </fetcher.Form>
    </Panel>
  );
}

const yesNo = (value: boolean | null | undefined) =>
  value === true ? "Yes" : value === false ? "No" : null;

/** The answers about living with a family; none for a booking that was not asked them. */
function stayPreferenceRows(details: BookingDetails | null): [string, ReactNode][] {
  if (!details || details.smoker === undefined) return [];
  const allergies = allergyList(details.allergies);
  return [
    [
      "Mother tongue",
      details.motherTongue ? motherTongueName(details.motherTongue, "en-IE") : "Not given",
    ],
    ["Smokes", yesNo(details.smoker)],
    ["Cannot live with pets", yesNo(details.avoidPets)],
    ["Allergies", allergies.length ? allergies.join(", ") : "None given"],
    ["Wants a separate bathroom", yesNo(details.separateBathroom)],
  ];
}
