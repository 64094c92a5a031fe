/**
 * What a student needs from a home, as the unplaced list and the "Find a home" page show it:
 * age (a minor flagged), gender, diet and the notes the family gave, the kind of accommodation
 * booked. Smoking, pets and bathroom wishes are not asked by the booking forms yet
 * (server/services/accommodation/needs.ts), so nothing is shown for them rather than a guess.
 */
import type { UnplacedBooking } from "@shared/accommodation/types";
import { Badge } from "../../../components/ui/badge";
import { accommodationWishLabels, stayText } from "./labels";

export function AgeCell({ student }: { student: UnplacedBooking }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className="tabular-nums">{student.age === null ? "Age not known" : student.age}</span>
      {student.minor ? <Badge tone="warning">Minor</Badge> : null}
    </span>
  );
}

export function DietCell({ student }: { student: UnplacedBooking }) {
  if (!student.diet && !student.dietaryNotes)
    return <span className="text-ink-muted">None given</span>;
  return (
    <span>
      {student.diet ? <span className="font-semibold capitalize">{student.diet}</span> : null}
      {student.dietaryNotes && student.dietaryNotes.toLowerCase() !== student.diet ? (
        <span className="block text-xs text-ink-muted">{student.dietaryNotes}</span>
      ) : null}
    </span>
  );
}

export const wishOf = (student: UnplacedBooking) =>
  student.accommodationType
    ? (accommodationWishLabels[student.accommodationType] ?? student.accommodationType)
    : "—";

/** The student's needs as a definition list (the top of the "Find a home" page). */
export function NeedsSummary({ student, stay }: { student: UnplacedBooking; stay: string }) {
  const facts: [string, React.ReactNode][] = [
    ["Stay", stay],
    ["Campus", student.campus ?? "—"],
    ["Age on arrival", <AgeCell key="age" student={student} />],
    ["Gender", student.gender ?? "Not given"],
    ["Diet and allergies", <DietCell key="diet" student={student} />],
    ["Booked", wishOf(student)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl border border-mist bg-white p-5 text-sm lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
          <dd className="mt-0.5 text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A booking placed and then changed or cancelled: what changed, and the beds it still holds. */
export function ChangedAfterPlacement({ student }: { student: UnplacedBooking }) {
  if (!student.changedAfterPlacement && !student.cancelledAfterPlacement) return null;
  return (
    <span className="mt-1 grid gap-1">
      <span>
        <Badge tone="danger">
          {student.cancelledAfterPlacement
            ? "Cancelled after placement"
            : "Dates changed after placement"}
        </Badge>
      </span>
      {student.placements.map((placement) => (
        <span key={placement.id} className="text-xs text-ink-muted">
          {placement.providerName}, {placement.roomName}: {stayText(placement.from, placement.to)}
        </span>
      ))}
    </span>
  );
}
