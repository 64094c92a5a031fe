/**
 * The students of a class now (with a form to move each to another class from a day) and every
 * enrolment it has had, moves and ended courses included.
 */
import type { ClassSummary, EnrolmentItem } from "@shared/classes/types";
import { Form } from "react-router";
import { Button } from "../../ui/button";
import { Input, Select } from "../../ui/field";
import { bodyCell, TableHead } from "../table-head";
import type { ClassActionResult } from "./form-values";
import { dayText } from "./labels";

function MoveForm({
  student,
  targets,
  today,
  result,
}: {
  student: EnrolmentItem;
  targets: ClassSummary[];
  today: string;
  result: ClassActionResult | undefined;
}) {
  const failure =
    result && !result.ok && result.intent === "move" && result.bookingId === student.bookingId
      ? result
      : undefined;
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="bookingId" value={student.bookingId} />
      <Select
        label={`Move ${student.studentName} to`}
        hideLabel
        name="toClassId"
        className="w-56"
        defaultValue={failure?.values?.toClassId ?? ""}
        error={failure?.fields?.toClassId ?? failure?.fields?.classId}
        options={[
          { value: "", label: "Move to class…" },
          ...targets.map((klass) => ({
            value: String(klass.id),
            label: `${klass.name} (${klass.level}, ${klass.campus}) ${klass.enrolled}/${klass.capacity}`,
          })),
        ]}
      />
      <Input
        label={`First day of ${student.studentName} in the new class`}
        hideLabel
        name="from"
        type="date"
        className="w-40"
        defaultValue={failure?.values?.from ?? today}
        error={failure?.fields?.from}
      />
      <Button type="submit" variant="secondary" size="sm">
        Move
      </Button>
    </Form>
  );
}

export function ClassStudents({
  current,
  history,
  capacity,
  targets,
  today,
  canEdit,
  result,
}: {
  current: EnrolmentItem[];
  history: EnrolmentItem[];
  capacity: number;
  targets: ClassSummary[];
  today: string;
  canEdit: boolean;
  result: ClassActionResult | undefined;
}) {
  return (
    <section aria-labelledby="students" className="rounded-xl border border-mist bg-white p-5">
      <h2 id="students" className="font-sans text-lg font-semibold text-ink">
        Students ({current.length} of {capacity} seats)
      </h2>
      {current.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No student is enrolled yet.</p>
      ) : (
        <table className="mt-2 w-full">
          <caption className="sr-only">Students enrolled now</caption>
          <TableHead
            columns={["Student", "Since", "Until", canEdit ? "Move to another class" : false]}
          />
          <tbody className="divide-y divide-mist">
            {current.map((student) => (
              <tr key={student.id} data-testid="student-row">
                <td className={`${bodyCell} font-medium`}>{student.studentName}</td>
                <td className={bodyCell}>{dayText(student.fromDate)}</td>
                <td className={bodyCell}>{student.toDate ? dayText(student.toDate) : "—"}</td>
                {canEdit ? (
                  <td className={bodyCell}>
                    <MoveForm student={student} targets={targets} today={today} result={result} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className="mt-5 text-sm font-semibold text-ink">Enrolment history</h3>
      {history.length === 0 ? (
        <p className="text-sm text-ink-muted">None.</p>
      ) : (
        <table className="mt-1 w-full">
          <caption className="sr-only">Enrolment history</caption>
          <TableHead columns={["Student", "From", "To"]} />
          <tbody className="divide-y divide-mist">
            {history.map((entry) => (
              <tr key={entry.id} data-testid="history-row">
                <td className={bodyCell}>{entry.studentName}</td>
                <td className={bodyCell}>{dayText(entry.fromDate)}</td>
                <td className={bodyCell}>{entry.toDate ? dayText(entry.toDate) : "ongoing"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
