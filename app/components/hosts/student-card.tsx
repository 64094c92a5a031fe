import { formatDate, formatDateTime } from "@shared/format/dates";
import type { HostStudent } from "@shared/hosts/types";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { CheckCircle2, Clock, HeartPulse, Utensils } from "~/components/ui/icons";

function Detail({
  icon,
  label,
  children,
}: {
  icon?: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/**
 * One student placed with the host: who, when, how they travel and what they need, and the
 * Confirm arrival button from the arrival day on (a large target: it is pressed at the door).
 */
export function StudentCard({ student }: { student: HostStudent }) {
  const navigation = useNavigation();
  const confirming =
    navigation.state === "submitting" &&
    navigation.formData?.get("placementId") === String(student.placementId);
  const heading = `student-${student.placementId}`;
  return (
    <article
      aria-labelledby={heading}
      className="rounded-3xl border border-mist bg-white p-5 shadow-sm"
      data-testid="host-student"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={heading} className="text-2xl text-sea-deep">
          {student.firstName}
        </h3>
        <p className="text-sm font-semibold text-ink-muted">
          {[
            student.age === null ? null : `${student.age} years`,
            student.minor ? "Under 18" : null,
            student.nationality,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      {student.minor ? (
        <p className="mt-2 inline-block rounded-full bg-[#fbefd3] px-3 py-1 text-sm font-semibold text-[#6b4406]">
          Minor: the school's rules for under-18s apply
        </p>
      ) : null}
      <dl className="mt-4 grid gap-2 text-base text-ink">
        <Detail label="Stay">
          Arrives {formatDate(student.from)}, leaves {formatDate(student.to)} · {student.room}
          {student.status === "held" ? " (bed held)" : ""}
        </Detail>
        <Detail label="Travel" icon={<Clock aria-hidden="true" className="mt-1 size-4 shrink-0" />}>
          {student.travel ?? "No flight or train details yet"}
        </Detail>
        <Detail
          label="Diet"
          icon={<Utensils aria-hidden="true" className="mt-1 size-4 shrink-0" />}
        >
          {student.diet ?? "No dietary notes"}
        </Detail>
        <Detail
          label="Care notes"
          icon={<HeartPulse aria-hidden="true" className="mt-1 size-4 shrink-0" />}
        >
          {student.careNotes ?? "No medical notes or allergies given"}
        </Detail>
      </dl>
      {student.arrivalConfirmedAt ? (
        <p
          className="mt-4 flex items-center gap-2 font-semibold text-[#24561f]"
          data-testid="arrival-confirmed"
        >
          <CheckCircle2 aria-hidden="true" className="size-5" />
          Arrival confirmed {formatDateTime(student.arrivalConfirmedAt)}
          {student.arrivalConfirmedBy ? ` by ${student.arrivalConfirmedBy}` : ""}
        </p>
      ) : student.canConfirmArrival ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="confirm-arrival" />
          <input type="hidden" name="placementId" value={student.placementId} />
          <button
            type="submit"
            disabled={confirming}
            className="btn-primary inline-flex min-h-14 w-full justify-center text-lg disabled:opacity-60"
          >
            <CheckCircle2 aria-hidden="true" className="size-6" />
            Confirm {student.firstName}'s arrival
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">
          You can confirm the arrival from {formatDate(student.from)}.
        </p>
      )}
    </article>
  );
}
