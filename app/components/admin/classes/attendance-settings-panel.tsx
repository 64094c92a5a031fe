/** How attendance is counted and kept: admins change it; other staff read it. */
import { certifiedAbsencePolicies } from "@shared/classes/attendance";
import { DEFAULT_ATTENDANCE_RETENTION_YEARS } from "@shared/classes/forms";
import { useFetcher } from "react-router";
import { Button } from "../../ui/button";
import { Input, Select } from "../../ui/field";
import type { ActionResult } from "../action-result";
import { Panel } from "../bookings/panel";
import { useActionToast } from "../use-action-toast";

const policyLabels: Record<(typeof certifiedAbsencePolicies)[number], string> = {
  "count-as-attended": "Count as attended (the lesson counts in full)",
  "exclude-from-scheduled": "Leave out (the lesson counts neither way)",
};

export interface AttendanceSettingsView {
  latenessThresholdMinutes: number;
  certifiedAbsences: (typeof certifiedAbsencePolicies)[number];
  retentionYears: number;
}

export function AttendanceSettingsPanel({
  settings,
  canEdit,
}: {
  settings: AttendanceSettingsView;
  canEdit: boolean;
}) {
  const fetcher = useFetcher<ActionResult & { fields?: Record<string, string> }>();
  useActionToast(fetcher.data);
  const fields = fetcher.data?.ok === false ? (fetcher.data.fields ?? {}) : {};
  return (
    <Panel id="attendance-settings" title="How attendance is counted">
      <fetcher.Form method="post" className="grid max-w-xl gap-4">
        <input type="hidden" name="intent" value="save-settings" />
        <fieldset disabled={!canEdit} className="grid gap-4">
          <Input
            label="Late or left early by more than (minutes) counts as absent"
            name="latenessThresholdMinutes"
            type="number"
            min={0}
            max={120}
            required
            defaultValue={settings.latenessThresholdMinutes}
            error={fields.latenessThresholdMinutes}
          />
          <Select
            label="Certified absences (sick notes)"
            name="certifiedAbsences"
            defaultValue={settings.certifiedAbsences}
            error={fields.certifiedAbsences}
            options={certifiedAbsencePolicies.map((policy) => ({
              value: policy,
              label: policyLabels[policy],
            }))}
          />
          <Input
            label="Keep an erased student's attendance for (years after the course)"
            name="retentionYears"
            type="number"
            min={1}
            max={20}
            required
            defaultValue={settings.retentionYears}
            error={fields.retentionYears}
            hint={`Erasure keeps the classes and marks, anonymised, for this long; after it they are deleted. The privacy policy says ${DEFAULT_ATTENDANCE_RETENTION_YEARS} years for student records: change both together.`}
          />
        </fieldset>
        {canEdit ? (
          <div>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              Save settings
            </Button>
          </div>
        ) : (
          <p className="text-sm text-ink-muted">Only admins change these settings.</p>
        )}
      </fetcher.Form>
    </Panel>
  );
}
