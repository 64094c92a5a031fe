/**
 * The bodies of the classes API (issue 30): a class, an enrolment, a register. The REST API and
 * the coming screens validate with these, so a message is the same on both.
 */
import { cities } from "@shared/bookings/types";
import { cefrLevels } from "@shared/level-test/types";
import { z } from "zod";
import {
  hasNoNul,
  isCalendarDate,
  messages,
  optionalText,
  requiredText,
  wellFormed,
} from "../forms/fields";
import { atRiskReasons, certifiedAbsencePolicies, registerStatuses } from "./attendance";

export const classMessages = {
  time: "Enter a time as HH:MM (24-hour clock).",
  endBeforeStart: "The end must be after the start.",
  endDateBeforeStart: "The last day must be on or after the first day.",
  weekdays: "Choose at least one day of the week (1 = Monday … 7 = Sunday).",
  capacity: "A class holds 1 to 15 students.",
  minutes: "Enter the minutes late or left early (1 to 600).",
  minutesOnlyLate: "Minutes are only given for late or left early.",
  duplicate: "Each student appears once in a register.",
  certifiedOnlyAbsent: "Only an absence can be certified.",
  longTerm: "A class runs for at most two years.",
} as const;

/** A class holds at most 15 students (issue 30). */
export const MAX_CLASS_CAPACITY = 15;
export const DEFAULT_CLASS_CAPACITY = 15;

const isoDay = z.string({ error: messages.required }).trim().refine(isCalendarDate, messages.date);

const clockTime = z
  .string({ error: messages.required })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, classMessages.time);

const rowId = z.number({ error: messages.required }).int().positive().max(2_147_483_647);

export const classInputSchema = z
  .object({
    // Also stored in the audit trail's JSON, which refuses half a surrogate pair.
    name: requiredText(80).transform(wellFormed),
    level: z.enum(cefrLevels, { error: messages.choice }),
    campus: z.enum(cities, { error: messages.choice }),
    teacherId: rowId,
    /** Optional: a room of the class's campus. */
    roomId: rowId.nullable().optional(),
    weekdays: z
      .array(z.number().int().min(1).max(7), { error: classMessages.weekdays })
      .min(1, classMessages.weekdays)
      .max(7, classMessages.weekdays)
      .transform((days) => [...new Set(days)].sort()),
    startTime: clockTime,
    endTime: clockTime,
    startsOn: isoDay,
    endsOn: isoDay,
    capacity: z
      .number({ error: classMessages.capacity })
      .int(classMessages.capacity)
      .min(1, classMessages.capacity)
      .max(MAX_CLASS_CAPACITY, classMessages.capacity)
      .optional()
      .default(DEFAULT_CLASS_CAPACITY),
  })
  .refine((value) => value.endTime > value.startTime, {
    path: ["endTime"],
    message: classMessages.endBeforeStart,
  })
  .refine((value) => value.endsOn >= value.startsOn, {
    path: ["endsOn"],
    message: classMessages.endDateBeforeStart,
  })
  .refine((value) => Date.parse(value.endsOn) - Date.parse(value.startsOn) <= 2 * 366 * 864e5, {
    path: ["endsOn"],
    message: classMessages.longTerm,
  });
export type ClassInput = z.infer<typeof classInputSchema>;

export const enrolmentInputSchema = z.object({
  bookingId: rowId,
  /** The first day in this class; an open enrolment elsewhere ends the day before. */
  from: isoDay,
});
export type EnrolmentInput = z.infer<typeof enrolmentInputSchema>;

/** A level change: the student leaves their class the day before `from` and joins `toClassId`. */
export const moveInputSchema = z.object({
  bookingId: rowId,
  toClassId: rowId,
  from: isoDay,
});
export type MoveInput = z.infer<typeof moveInputSchema>;

export const roomInputSchema = z.object({
  campus: z.enum(cities, { error: messages.choice }),
  name: requiredText(60).transform(wellFormed),
  seats: z
    .number({ error: "Enter the seats, 1 to 200." })
    .int("Enter the seats, 1 to 200.")
    .min(1, "Enter the seats, 1 to 200.")
    .max(200, "Enter the seats, 1 to 200."),
});
export type RoomInput = z.infer<typeof roomInputSchema>;

/** A closure of one campus, or of every campus (campus null). */
export const closureInputSchema = z
  .object({
    campus: z.enum(cities, { error: messages.choice }).nullable(),
    startsOn: isoDay,
    endsOn: isoDay,
    reason: requiredText(200).transform(wellFormed),
  })
  .refine((value) => value.endsOn >= value.startsOn, {
    path: ["endsOn"],
    message: classMessages.endDateBeforeStart,
  });
export type ClosureInput = z.infer<typeof closureInputSchema>;

/** The day-one placement result of a booking (null clears it: the quoted level applies). */
export const placementLevelSchema = z.object({
  bookingId: rowId,
  level: z.enum(cefrLevels, { error: messages.choice }).nullable(),
});

/** Arrivals placed at once: each booking into its chosen class. */
export const bulkPlacementSchema = z.object({
  placements: z
    .array(z.object({ bookingId: rowId, classId: rowId }))
    .min(1, "Choose at least one student to place.")
    .max(200),
});
export type BulkPlacementInput = z.infer<typeof bulkPlacementSchema>;

const registerEntrySchema = z
  .object({
    bookingId: rowId,
    status: z.enum(registerStatuses, { error: messages.choice }),
    minutes: z
      .number({ error: classMessages.minutes })
      .int(classMessages.minutes)
      .min(1, classMessages.minutes)
      .max(600, classMessages.minutes)
      .nullable()
      .optional(),
    /** An absence covered by a sick note (counted as the school's setting says). */
    certified: z.boolean().optional().default(false),
  })
  .refine(
    (entry) =>
      entry.status === "late" || entry.status === "left-early"
        ? entry.minutes != null
        : entry.minutes == null,
    { path: ["minutes"], message: classMessages.minutesOnlyLate },
  )
  .refine((entry) => !entry.certified || entry.status === "absent", {
    path: ["certified"],
    message: classMessages.certifiedOnlyAbsent,
  });

export const registerInputSchema = z.object({
  /**
   * The exceptions, or everyone: an enrolled student left out is present (the register starts
   * with everyone present).
   */
  entries: z
    .array(registerEntrySchema)
    .max(100)
    .refine(
      (entries) => new Set(entries.map((entry) => entry.bookingId)).size === entries.length,
      classMessages.duplicate,
    ),
  /** Required to change a register older than 7 days (admins only); kept in the audit trail. */
  reason: optionalText(500).transform((value) => (value === undefined ? value : wellFormed(value))),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const lessonRangeSchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
});

/** `?q=` searches the student's name or e-mail; `reason=` keeps one reason only. */
export const atRiskQuerySchema = z.object({
  q: z.string().trim().max(200).refine(hasNoNul, messages.nul).optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
  /** Only students with this reason. */
  reason: z.enum(atRiskReasons, { error: messages.choice }).optional(),
  /** Only students whose current class is on this campus. */
  campus: z.enum(cities, { error: messages.choice }).optional(),
});
export type AtRiskQuery = z.infer<typeof atRiskQuerySchema>;

/**
 * Attendance records are kept 1 to 20 years after the course: by default seven, the period the
 * privacy policy states for student records (enrolment, attendance, certificates;
 * app/content/legal.ts `retentionPeriods.students`).
 */
export const DEFAULT_ATTENDANCE_RETENTION_YEARS = 7;

/** How the school counts attendance and how long it keeps it (admins only, audited). */
export const attendanceSettingsInputSchema = z.object({
  latenessThresholdMinutes: z
    .number({ error: "Enter the minutes (0 to 120)." })
    .int("Enter the minutes (0 to 120).")
    .min(0, "Enter the minutes (0 to 120).")
    .max(120, "Enter the minutes (0 to 120)."),
  certifiedAbsences: z.enum(certifiedAbsencePolicies, { error: messages.choice }),
  retentionYears: z
    .number({ error: "Enter the years (1 to 20)." })
    .int("Enter the years (1 to 20).")
    .min(1, "Enter the years (1 to 20).")
    .max(20, "Enter the years (1 to 20)."),
});
export type AttendanceSettingsInput = z.infer<typeof attendanceSettingsInputSchema>;
