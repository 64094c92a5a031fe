/**
 * The documented answers of the classes API (issue 30). The request bodies are the shared
 * schemas of shared/classes/forms.ts, so the API and the screens validate alike.
 */
import { z } from "@hono/zod-openapi";
import { atRiskReasons, registerStatuses } from "@shared/classes/attendance";
import { cefrLevels } from "@shared/level-test/types";

export const CreatedClassSchema = z
  .object({
    id: z.number().int(),
    lessons: z.number().int().openapi({ description: "Lessons generated from the schedule" }),
  })
  .openapi("CreatedClass");

export const ClassSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    level: z.enum(cefrLevels),
    campus: z.string(),
    roomId: z.number().int().nullable(),
    teacherId: z.number().int(),
    teacherName: z.string(),
    weekdays: z.array(z.number().int()).openapi({ description: "ISO weekdays, 1 = Monday" }),
    startTime: z.string().openapi({ example: "09:00" }),
    endTime: z.string().openapi({ example: "12:15" }),
    startsOn: z.string().openapi({ example: "2027-01-11" }),
    endsOn: z.string(),
    capacity: z.number().int(),
    enrolled: z.number().int().openapi({ description: "Students in the class from today on" }),
  })
  .openapi("ClassSummary");

export const EnrolmentSchema = z
  .object({
    id: z.number().int(),
    classId: z.number().int(),
    bookingId: z.number().int(),
    from: z.string(),
  })
  .openapi("Enrolment");

export const LessonListSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int(),
        date: z.string().openapi({ example: "2027-01-11" }),
        startTime: z.string(),
        endTime: z.string(),
        registerTakenAt: z
          .string()
          .nullable()
          .openapi({ description: "When the register was saved; null: not taken" }),
      }),
    ),
  })
  .openapi("LessonList");

export const RegisterSchema = z
  .object({
    lessonId: z.number().int(),
    classId: z.number().int(),
    date: z.string(),
    takenAt: z.string().nullable(),
    entries: z.array(
      z.object({
        bookingId: z.number().int(),
        studentName: z.string(),
        status: z.enum(registerStatuses),
        minutes: z.number().int().nullable(),
        certified: z.boolean(),
      }),
    ),
  })
  .openapi("Register");

export const AttendanceSchema = z
  .object({
    scheduledMinutes: z.number().int(),
    attendedMinutes: z.number().int(),
    percent: z.number().nullable().openapi({
      description:
        "Attended over scheduled minutes, rounded down to one decimal; null while no lesson was held",
      example: 84.9,
    }),
    lessonsHeld: z.number().int(),
  })
  .openapi("Attendance");

export const AtRiskPageSchema = z
  .object({
    items: z.array(
      z.object({
        bookingId: z.number().int(),
        studentName: z.string(),
        percent: z.number().nullable(),
        needsVisa: z.boolean(),
        reasons: z.array(z.enum(atRiskReasons)).openapi({
          description:
            "below-85: under 85 % so far; cannot-reach-85: under 85 % at the end even if present at every remaining lesson; early-absence: 25 % or more absence in the first six weeks",
        }),
        className: z.string().nullable().openapi({ description: "The current (or last) class" }),
        campus: z.string().nullable(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi("AtRiskPage");
