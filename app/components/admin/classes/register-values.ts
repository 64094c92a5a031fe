/**
 * The register form (issue 30) as the browser posts it, without JavaScript too: per student a
 * hidden `booking` id, a radio `status-<id>`, a text `minutes-<id>` (always in the form; a
 * minutes value beside "present" or "absent" is ignored, since without JavaScript the field
 * stays visible whatever is ticked) and a checkbox `certified-<id>`, the sick note of an absence
 * (ticked beside any other status it is refused, not ignored: a sick note is a fact worth
 * asking about). What was ticked goes back with a refusal, so nothing is lost.
 */
import { type RegisterStatus, registerStatuses } from "@shared/classes/attendance";
import { classMessages, type RegisterInput, registerInputSchema } from "@shared/classes/forms";
import type { RegisterEntryView } from "@shared/classes/types";

export interface RegisterFormValues {
  /** By booking id, as text (form field names). */
  statuses: Record<string, RegisterStatus>;
  minutes: Record<string, string>;
  /** The absences covered by a sick note. */
  certified: Record<string, boolean>;
  reason: string;
}

export const takesMinutes = (status: RegisterStatus) =>
  status === "late" || status === "left-early";

export const statusField = (bookingId: number | string) => `status-${bookingId}`;
export const minutesField = (bookingId: number | string) => `minutes-${bookingId}`;
export const certifiedField = (bookingId: number | string) => `certified-${bookingId}`;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const isStatus = (value: string): value is RegisterStatus =>
  (registerStatuses as readonly string[]).includes(value);

export function registerFormValues(form: FormData): RegisterFormValues {
  const values: RegisterFormValues = {
    statuses: {},
    minutes: {},
    certified: {},
    reason: text(form, "reason"),
  };
  for (const raw of form.getAll("booking").slice(0, 200)) {
    if (typeof raw !== "string" || !/^\d{1,10}$/.test(raw)) continue;
    const status = text(form, statusField(raw));
    // A status the form does not offer is kept as given, so the schema names it.
    values.statuses[raw] = (isStatus(status) ? status : status || "present") as RegisterStatus;
    values.minutes[raw] = text(form, minutesField(raw)).trim().slice(0, 10);
    // A ticked checkbox is sent (with any value); an unticked one is not.
    values.certified[raw] = form.has(certifiedField(raw));
  }
  return values;
}

/** The values of a stored register, for the form's first showing. */
export function storedValues(entries: RegisterEntryView[]): RegisterFormValues {
  const values: RegisterFormValues = { statuses: {}, minutes: {}, certified: {}, reason: "" };
  for (const entry of entries) {
    values.statuses[entry.bookingId] = entry.status;
    values.minutes[entry.bookingId] = entry.minutes === null ? "" : String(entry.minutes);
    values.certified[entry.bookingId] = entry.certified;
  }
  return values;
}

export type ParsedRegister =
  | { ok: true; input: RegisterInput }
  | { ok: false; fields: Record<string, string> };

/** The service's body, or each student's first problem keyed by the form field's name. */
export function registerInputOf(values: RegisterFormValues): ParsedRegister {
  const fields: Record<string, string> = {};
  const ids = Object.keys(values.statuses);
  const entries = ids.map((id) => {
    const status = values.statuses[id] as RegisterStatus;
    const minutesText = values.minutes[id] ?? "";
    let minutes: number | null = null;
    if (takesMinutes(status)) {
      minutes = /^\d+$/.test(minutesText) ? Number(minutesText) : null;
      if (minutes === null) fields[minutesField(id)] = classMessages.minutes;
    }
    return { bookingId: Number(id), status, minutes, certified: values.certified[id] === true };
  });
  const parsed = registerInputSchema.safeParse({
    entries,
    reason: values.reason.trim() || undefined,
  });
  if (parsed.success && Object.keys(fields).length === 0) return { ok: true, input: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const [first, index, field] = issue.path.map(String);
    const id = first === "entries" && index !== undefined ? ids[Number(index)] : undefined;
    const key =
      id === undefined
        ? (first ?? "form")
        : field === "status"
          ? statusField(id)
          : field === "minutes"
            ? minutesField(id)
            : field === "certified"
              ? certifiedField(id)
              : "entries";
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}
