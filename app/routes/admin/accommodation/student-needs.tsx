/**
 * What a student needs from a home, as the unplaced list and the "Find a home" page show it:
 * age (a minor flagged), gender, diet, allergies and the notes the family gave, what else they
 * told at acceptance (smoking, pets, a bathroom of their own, mother tongue), the kind of
 * accommodation booked. A booking accepted before those were asked shows "None given".
 */
import { motherTongueName } from "@shared/accommodation/preferences";
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
  if (!student.diet && !student.dietaryNotes && student.allergies.length === 0)
    return <span className="text-ink-muted">None given</span>;
  return (
    <span>
      {student.diet ? <span className="font-semibold capitalize">{student.diet}</span> : null}
      {student.dietaryNotes && student.dietaryNotes.toLowerCase() !== student.diet ? (
        <span className="block text-xs text-ink-muted">{student.dietaryNotes}</span>
      ) : null}
      {student.allergies.length > 0 ? (
        <span className="block text-xs font-semibold text-[#8f1c13]">
          Allergies: {student.allergies.join(", ")}
        </span>
      ) : null}
    </span>
  );
}

/** Smoking, pets, bathroom and mother tongue, as the family gave them at acceptance. */
export function OtherNeedsCell({ student }: { student: UnplacedBooking }) {
  const needs = [
    student.smoker ? "Smokes" : null,
    student.avoidPets ? "Cannot live with pets" : null,
    student.wantsSeparateBathroom ? "Own bathroom wished" : null,
    student.motherTongue ? `Speaks ${motherTongueName(student.motherTongue, "en")}` : null,
  ].filter((need): need is string => need !== null);
  if (needs.length === 0) return <span className="text-ink-muted">None given</span>;
  return (
    <span className="grid gap-0.5">
      {needs.map((need) => (
        <span key={need}>{need}</span>
      ))}
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
    ["Other needs", <OtherNeedsCell key="other" student={student} />],
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
