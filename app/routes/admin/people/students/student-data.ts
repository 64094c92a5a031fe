/**
 * Students as the students screen shows and edits them: their statuses with badge tones and
 * labels, the row shape the screen uses (the route's loader data must fit it), and the reading
 * of the student form.
 */
import type { BadgeTone } from "~/components/ui/badge";
import { formText } from "../../../../components/admin/action-result";

export const studentStatuses = ["pending", "enrolled", "active", "completed", "withdrawn"] as const;
export type StudentStatus = (typeof studentStatuses)[number];

export const statusTones: Record<StudentStatus, BadgeTone> = {
  pending: "neutral",
  enrolled: "info",
  active: "success",
  completed: "neutral",
  withdrawn: "danger",
};

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** What the student form edits. */
export interface EditableStudent {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  country: string | null;
  age: number | null;
  programId: string | null;
  location: string | null;
  startDate: string | null;
  endDate: string | null;
  status: StudentStatus;
  accommodationType: string | null;
}

/** A row of the students table: the student and the title of their program. */
export interface StudentListItem extends EditableStudent {
  program: string | null;
}

/** A program the student form and the filter offer. */
export interface ProgramChoice {
  id: string;
  title: string;
}

/** The student form's fields, for the shared schema to check. */
export function studentInputOf(form: FormData) {
  const age = formText(form, "age").trim();
  const nullable = (name: string) => formText(form, name).trim() || null;
  return {
    firstName: formText(form, "firstName"),
    lastName: formText(form, "lastName"),
    email: formText(form, "email"),
    country: formText(form, "country"),
    age: age === "" ? null : Number(age),
    programId: formText(form, "programId"),
    location: formText(form, "location"),
    startDate: nullable("startDate"),
    endDate: nullable("endDate"),
    status: formText(form, "status") || undefined,
    accommodationType: formText(form, "accommodationType"),
  };
}
