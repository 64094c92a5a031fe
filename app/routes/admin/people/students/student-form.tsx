import { useRef } from "react";
import { useFetcher } from "react-router";
import { useFormDraft } from "~/components/admin/use-draft";
import { Button } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/field";
import type { ActionResult } from "../../../../components/admin/action-result";
import { useActionToast } from "../../../../components/admin/use-action-toast";
import {
  type EditableStudent,
  type ProgramChoice,
  statusLabel,
  studentStatuses,
} from "./student-data";

/** Adds a student or edits one; keeps a draft in sessionStorage until it is saved. */
export function StudentForm({
  student,
  programs,
  onDone,
}: {
  student: EditableStudent | null;
  programs: ProgramChoice[];
  onDone: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(`/admin/students:${student?.id ?? "new"}`, formRef);
  useActionToast(fetcher.data, (result) => {
    if (result.ok) {
      draft.clear();
      onDone();
    }
  });
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  return (
    <fetcher.Form ref={formRef} method="post" noValidate className="grid gap-3 md:grid-cols-2">
      <input type="hidden" name="intent" value={student ? "update" : "create"} />
      {student ? <input type="hidden" name="id" value={student.id} /> : null}
      {draft.restored ? (
        <p role="status" className="rounded-lg bg-sky p-2 text-sm text-sea-deep md:col-span-2">
          Your unsaved changes were restored.
        </p>
      ) : null}
      <Input
        label="First name"
        name="firstName"
        required
        defaultValue={student?.firstName}
        error={errors.firstName}
      />
      <Input
        label="Last name"
        name="lastName"
        required
        defaultValue={student?.lastName}
        error={errors.lastName}
      />
      <Input
        label="Email"
        name="email"
        type="email"
        required
        defaultValue={student?.email}
        error={errors.email}
      />
      <Input
        label="Country"
        name="country"
        defaultValue={student?.country ?? ""}
        error={errors.country}
      />
      <Input
        label="Age"
        name="age"
        inputMode="numeric"
        defaultValue={student?.age ?? ""}
        error={errors.age}
      />
      <Select
        label="Program"
        name="programId"
        defaultValue={student?.programId ?? ""}
        error={errors.programId}
        options={[
          { value: "", label: "No program yet" },
          ...programs.map((p) => ({ value: p.id, label: p.title })),
        ]}
      />
      <Input
        label="Location"
        name="location"
        defaultValue={student?.location ?? ""}
        error={errors.location}
      />
      <Select
        label="Status"
        name="status"
        defaultValue={student?.status ?? "enrolled"}
        error={errors.status}
        options={studentStatuses.map((s) => ({ value: s, label: statusLabel(s) }))}
      />
      <Input
        label="Start date"
        name="startDate"
        type="date"
        defaultValue={student?.startDate ?? ""}
        error={errors.startDate}
      />
      <Input
        label="End date"
        name="endDate"
        type="date"
        defaultValue={student?.endDate ?? ""}
        error={errors.endDate}
      />
      <Input
        label="Accommodation"
        name="accommodationType"
        defaultValue={student?.accommodationType ?? ""}
        error={errors.accommodationType}
      />
      <div className="flex items-end justify-end gap-2 md:col-span-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving…" : student ? "Save changes" : "Add student"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
