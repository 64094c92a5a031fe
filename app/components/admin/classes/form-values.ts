/**
 * What the class screens' forms send and get back: the typed values of the class form (kept on
 * a refused save, with and without JavaScript) and their conversion to the shared schema's input.
 */
import type { ActionResult } from "../action-result";
import { formText } from "../action-result";

export type ClassActionResult = ActionResult & {
  /** What the refused form had typed (field name → text; weekdays comma-joined). */
  values?: Record<string, string>;
  /** The student a refused move or enrolment was about (one form a student). */
  bookingId?: number;
};

export const classFormFields = [
  "name",
  "level",
  "campus",
  "roomId",
  "teacherId",
  "startTime",
  "endTime",
  "startsOn",
  "endsOn",
  "capacity",
] as const;

export function classFormValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of classFormFields) values[field] = formText(form, field);
  values.weekdays = form
    .getAll("weekdays")
    .filter((day): day is string => typeof day === "string")
    .join(",");
  return values;
}

const numberOrText = (text: string) => {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed === "" ? undefined : trimmed;
};

/** The schema's input: numbers where the form has digits, so the schema judges the rest. */
export function classInput(values: Record<string, string>) {
  const capacity = numberOrText(values.capacity ?? "");
  const room = numberOrText(values.roomId ?? "");
  return {
    name: values.name ?? "",
    level: values.level || undefined,
    campus: values.campus || undefined,
    roomId: room ?? null,
    teacherId: numberOrText(values.teacherId ?? ""),
    weekdays: (values.weekdays ?? "").split(",").filter(Boolean).map(Number),
    startTime: values.startTime ?? "",
    endTime: values.endTime ?? "",
    startsOn: values.startsOn ?? "",
    endsOn: values.endsOn ?? "",
    capacity,
  };
}

/** The form of `intent` gets its own errors and values back; the others stay as they were. */
export function failureOf(result: ClassActionResult | undefined, intent: string) {
  return result && !result.ok && result.intent === intent ? result : undefined;
}
