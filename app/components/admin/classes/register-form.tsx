/**
 * The register on a teacher's phone (375 px first): one card per student with four large
 * choices, the minutes beside "late" and "left early", and the sick note beside "absent". It is
 * a plain form: without JavaScript every minutes field and sick-note box shows; with it, each
 * only beside the status it belongs to (a hidden box is disabled, so it is not sent).
 */
import type { RegisterStatus } from "@shared/classes/attendance";
import type { RegisterEntryView } from "@shared/classes/types";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Input, Textarea } from "../../ui/field";
import {
  certifiedField,
  minutesField,
  type RegisterFormValues,
  statusField,
  takesMinutes,
} from "./register-values";

const choices: { value: RegisterStatus; label: string }[] = [
  { value: "present", label: "Present" },
  { value: "absent", label: "Absent" },
  { value: "late", label: "Late" },
  { value: "left-early", label: "Left early" },
];

/**
 * "Sick note (certified)" on a line of its own, 44 px tall to tap. Without JavaScript it is
 * always there with its hint; with it, only beside "absent" (or while it carries a refusal).
 */
function SickNoteField({
  entry,
  checked,
  error,
  status,
  hydrated,
  disabled,
}: {
  entry: RegisterEntryView;
  checked: boolean;
  error: string | undefined;
  status: RegisterStatus;
  hydrated: boolean;
  disabled: boolean;
}) {
  const id = `${certifiedField(entry.bookingId)}-box`;
  const hidden = hydrated && status !== "absent" && !error;
  const describedBy = [hydrated ? null : `${id}-hint`, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="mt-2" hidden={hidden}>
      <label htmlFor={id} className="inline-flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          id={id}
          type="checkbox"
          name={certifiedField(entry.bookingId)}
          value="yes"
          defaultChecked={checked}
          // A hidden box is not sent: a tick left behind a changed status is not a refusal.
          disabled={disabled || hidden}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="size-5 accent-sea focus-visible:outline-3 focus-visible:outline-coral"
        />
        <span>
          Sick note (certified)<span className="sr-only"> ({entry.studentName})</span>
        </span>
      </label>
      {hydrated ? null : (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          Only for an absence.
        </p>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-[#b42318]">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function StudentRow({
  entry,
  values,
  fields,
  hydrated,
  disabled,
}: {
  entry: RegisterEntryView;
  values: RegisterFormValues;
  fields: Record<string, string>;
  hydrated: boolean;
  disabled: boolean;
}) {
  const id = entry.bookingId;
  const [status, setStatus] = useState<RegisterStatus>(values.statuses[id] ?? entry.status);
  const statusError = fields[statusField(id)];
  const legendId = `student-${id}`;
  return (
    <li className="rounded-xl border border-mist bg-white p-3" data-testid="register-student">
      <input type="hidden" name="booking" value={id} />
      <fieldset aria-describedby={statusError ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="mb-2 font-semibold text-ink">
          {entry.studentName}
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {choices.map((choice) => (
            <label key={choice.value} className="relative">
              <input
                type="radio"
                name={statusField(id)}
                value={choice.value}
                defaultChecked={status === choice.value}
                onChange={() => setStatus(choice.value)}
                disabled={disabled}
                className="peer sr-only"
              />
              <span
                className={cn(
                  "flex min-h-11 items-center justify-center rounded-lg border border-[#6b7472] px-2 text-sm font-medium text-ink",
                  "peer-checked:border-sea-deep peer-checked:bg-sea-deep peer-checked:text-white",
                  "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-coral",
                  "peer-disabled:opacity-60",
                )}
              >
                {choice.label}
              </span>
            </label>
          ))}
        </div>
        {statusError ? (
          <p id={`${legendId}-error`} className="mt-1 text-sm font-medium text-[#b42318]">
            {statusError}
          </p>
        ) : null}
        <SickNoteField
          entry={entry}
          checked={values.certified[id] ?? entry.certified}
          error={fields[certifiedField(id)]}
          status={status}
          hydrated={hydrated}
          disabled={disabled}
        />
      </fieldset>
      <div className="mt-2" hidden={hydrated && !takesMinutes(status)}>
        <Input
          label={
            <>
              Minutes late or left early<span className="sr-only"> ({entry.studentName})</span>
            </>
          }
          name={minutesField(id)}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          defaultValue={values.minutes[id] ?? ""}
          error={fields[minutesField(id)]}
          hint={hydrated ? undefined : "Only for late or left early."}
          disabled={disabled}
          className="max-w-48"
        />
      </div>
    </li>
  );
}

export function RegisterForm({
  action,
  entries,
  values,
  fields,
  needsReason,
  canSave,
}: {
  /** The register's own address, without the `?saved=1` of an earlier save. */
  action: string;
  entries: RegisterEntryView[];
  values: RegisterFormValues;
  fields: Record<string, string>;
  /** An admin changing a register older than 7 days gives a reason (kept in the audit trail). */
  needsReason: boolean;
  canSave: boolean;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const saving = useNavigation().state === "submitting";
  return (
    <Form method="post" action={action} className="grid gap-3" aria-label="Register">
      <ul className="grid gap-3">
        {entries.map((entry) => (
          <StudentRow
            key={entry.bookingId}
            entry={entry}
            values={values}
            fields={fields}
            hydrated={hydrated}
            disabled={!canSave}
          />
        ))}
      </ul>
      {needsReason ? (
        <Textarea
          label="Reason for changing this register"
          name="reason"
          required
          maxLength={500}
          rows={3}
          defaultValue={values.reason}
          error={fields.reason}
          hint="This register is older than 7 days. The reason is kept in the audit trail."
        />
      ) : null}
      {canSave ? (
        <Button type="submit" disabled={saving} className="min-h-12 w-full sm:w-auto">
          {saving ? "Saving…" : "Save register"}
        </Button>
      ) : null}
    </Form>
  );
}
