/**
 * How the school counts attendance and how long it keeps it (issue 30): the lateness threshold,
 * how certified absences count (decision 0032), and the years after a course that an erased
 * student's attendance is kept, anonymised (privacy/bookings-erasure.ts). One row, id 1; no row
 * means the defaults. Admins change it; each change is audited with before and after.
 */
import { type AttendanceSettings, defaultAttendanceSettings } from "@shared/classes/attendance";
import {
  type AttendanceSettingsInput,
  DEFAULT_ATTENDANCE_RETENTION_YEARS,
} from "@shared/classes/forms";
import { eq } from "drizzle-orm";
import { attendanceSettings } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import type { ClassesDeps } from "./access";

export type AttendanceConfig = AttendanceSettings & { retentionYears: number };

export async function attendanceConfigOf(db: ClassesDeps["db"]): Promise<AttendanceConfig> {
  const [row] = await db.select().from(attendanceSettings).where(eq(attendanceSettings.id, 1));
  return row
    ? {
        latenessThresholdMinutes: row.latenessThresholdMinutes,
        certifiedAbsences: row.certifiedAbsences,
        retentionYears: row.retentionYears,
      }
    : { ...defaultAttendanceSettings, retentionYears: DEFAULT_ATTENDANCE_RETENTION_YEARS };
}

export async function updateAttendanceConfig(
  deps: ClassesDeps,
  input: AttendanceSettingsInput,
  actor: Actor,
): Promise<AttendanceConfig> {
  return deps.db.transaction(async (tx) => {
    const before = await attendanceConfigOf(tx);
    const values = { ...input, updatedAt: deps.now() };
    await tx
      .insert(attendanceSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: attendanceSettings.id, set: values });
    await recordAudit(tx, actor, {
      action: "update",
      entity: "attendance_settings",
      entityId: 1,
      summary: `${actor.name} set attendance: more than ${input.latenessThresholdMinutes} minutes late or early is absent; certified absences ${input.certifiedAbsences}; records kept ${input.retentionYears} years after the course`,
      before,
      after: input,
    });
    return input;
  });
}
