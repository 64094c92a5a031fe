/**
 * The CSV import of current students (issue 30, decision 0038): a school that switches to Clover
 * mid-term brings the bookings that already run. The columns, and the schema each row must pass;
 * the service parses the file and checks what needs the database (the programs, duplicates).
 * Pure: the admin screen shows the same column list and rules the server applies.
 */
import { z } from "zod";
import { type AccommodationType, accommodationTypes } from "../content/options";
import { email, isCalendarDate, messages, optionalText, requiredText } from "../forms/fields";
import { cefrLevels } from "../level-test/types";
import { ageOn } from "./minors";
import type { BookingStatus } from "./types";

/** The header a file must start with, in any order. */
export const importRequiredColumns = [
  "firstName",
  "lastName",
  "email",
  "dateOfBirth",
  "nationality",
  "programId",
  "startDate",
  "endDate",
  "level",
  "needsVisa",
  "status",
] as const;
export const importOptionalColumns = ["accommodation", "gender", "notes"] as const;
export type ImportColumn =
  | (typeof importRequiredColumns)[number]
  | (typeof importOptionalColumns)[number];

/** The staff API's body limit: a file of 2,000 rows is about 250 KiB. */
export const IMPORT_MAX_BYTES = 256 * 1024;

/** Rows per file: a large school's current students, and a bound on one transaction. */
export const IMPORT_MAX_ROWS = 2000;

/**
 * What an imported booking can be: the family has paid (confirmed), is in class (arrived) or has
 * finished (completed). The steps before (offer, acceptance) happened in the old system.
 */
export const importStatuses = [
  "confirmed",
  "arrived",
  "completed",
] as const satisfies readonly BookingStatus[];
export type ImportStatus = (typeof importStatuses)[number];

export const importMessages = {
  status: `Status must be one of ${importStatuses.join(", ")}.`,
  arrivedNotStarted: "This booking has not started yet: its status can only be confirmed.",
  completedNotEnded: "A completed booking must have ended: check the end date or the status.",
  confirmedEnded: "This booking has already ended: its status should be completed.",
  endBeforeStart: "The end date must be on or after the start date.",
  dateOfBirthFuture: "The date of birth must be in the past.",
  age: "The student's age on the start date must be between 8 and 120: check the date of birth.",
  level: `Level must be a CEFR level: ${cefrLevels.join(", ")}.`,
  needsVisa: "needsVisa must be yes or no (or true/false, 1/0).",
  program: "No program has this id: use an id from Content → Programs.",
  accommodation: `Accommodation must be one of ${accommodationTypes.join(", ")}, or blank.`,
} as const;

const isAccommodation = (value: string): value is AccommodationType =>
  (accommodationTypes as readonly string[]).includes(value);

const date = z.string().trim().refine(isCalendarDate, messages.date);

const yesNo = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ["yes", "no", "true", "false", "1", "0", "y", "n"].includes(value), {
    message: importMessages.needsVisa,
  })
  .transform((value) => ["yes", "true", "1", "y"].includes(value));

/**
 * One row. `programIds` are the programs that exist; `today` (Dublin) decides which statuses the
 * dates allow: a booking that has not started is confirmed, one that has ended is completed.
 */
export function importRowSchema(context: { programIds: ReadonlySet<string>; today: string }) {
  return z
    .object({
      firstName: requiredText(100),
      lastName: requiredText(100),
      email,
      dateOfBirth: date,
      nationality: requiredText(80),
      programId: requiredText(80).refine(
        (id) => context.programIds.has(id),
        importMessages.program,
      ),
      startDate: date,
      endDate: date,
      level: z
        .string()
        .trim()
        .toUpperCase()
        .pipe(z.enum(cefrLevels, { error: importMessages.level })),
      needsVisa: yesNo,
      status: z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.enum(importStatuses, { error: importMessages.status })),
      accommodation: z
        .string()
        .trim()
        .toLowerCase()
        .optional()
        .refine((value) => !value || isAccommodation(value), importMessages.accommodation)
        .transform((value) => (value && isAccommodation(value) ? value : undefined)),
      gender: optionalText(40),
      notes: optionalText(2000),
    })
    .superRefine((row, issue) => {
      const fail = (path: string, message: string) =>
        issue.addIssue({ code: "custom", path: [path], message });
      if (row.endDate < row.startDate) fail("endDate", importMessages.endBeforeStart);
      if (row.dateOfBirth >= context.today) fail("dateOfBirth", importMessages.dateOfBirthFuture);
      else {
        const age = ageOn(row.dateOfBirth, row.startDate);
        if (age < 8 || age > 120) fail("dateOfBirth", importMessages.age);
      }
      const started = row.startDate <= context.today;
      const ended = row.endDate < context.today;
      if (row.status === "arrived" && !started) fail("status", importMessages.arrivedNotStarted);
      if (row.status === "completed" && !ended) fail("status", importMessages.completedNotEnded);
      if (row.status === "confirmed" && ended) fail("status", importMessages.confirmedEnded);
    });
}

export type ImportRow = z.output<ReturnType<typeof importRowSchema>>;

/** A problem of the file, by the line of the file it starts on (the header is line 1). */
export interface ImportError {
  line: number;
  message: string;
}

export type ImportResult =
  | { ok: true; created: number; bookingIds: number[] }
  | { ok: false; errors: ImportError[] };
