/**
 * The documented answers of the attendance reports, settings, warning letters and certificates
 * (issue 30). Request bodies are the shared schemas (shared/classes/forms.ts, letters.ts).
 */
import { z } from "@hono/zod-openapi";
import { certifiedAbsencePolicies } from "@shared/classes/attendance";
import { atRiskQuerySchema } from "@shared/classes/forms";
import { appealOutcomes, letterLanguages, warningLetterKinds } from "@shared/classes/letters";

export const AttendanceSettingsSchema = z
  .object({
    latenessThresholdMinutes: z.number().int().openapi({
      description: "More than this many minutes late or left early counts as absent",
      example: 15,
    }),
    certifiedAbsences: z.enum(certifiedAbsencePolicies),
    retentionYears: z.number().int().openapi({
      description:
        "Years after the course's end an erased student's attendance is kept (anonymised)",
      example: 6,
    }),
  })
  .openapi("AttendanceSettings");

export const WeeklyAttendanceSchema = z
  .object({
    items: z.array(
      z.object({
        campus: z.string(),
        weekOf: z.string().openapi({ description: "The week's Monday", example: "2027-02-01" }),
        scheduledMinutes: z.number().int(),
        attendedMinutes: z.number().int(),
        percent: z.number().nullable(),
      }),
    ),
  })
  .openapi("WeeklyAttendance");

export const WeeksQuery = z.object({
  weeks: z.coerce.number().int().min(1).max(26).optional().default(6).openapi({
    description: "How many weeks back, this week included",
  }),
});

export const AtRiskCsvQuery = atRiskQuerySchema.omit({ page: true, pageSize: true });

export const LetterTemplateSchema = z
  .object({
    kind: z.enum(warningLetterKinds),
    lang: z.enum(letterLanguages),
    subject: z.string(),
    body: z.string().openapi({
      description:
        "Plain text; {{studentName}}, {{course}}, {{percent}}, {{startDate}}, {{endDate}}, {{issuedOn}}, {{reference}}, {{attendedHours}}, {{scheduledHours}} are filled in",
    }),
    edited: z.boolean().openapi({ description: "False: the default text" }),
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
  })
  .openapi("WarningLetterTemplate");

export const TemplateParams = z.object({
  kind: z.enum(warningLetterKinds).openapi({ param: { name: "kind", in: "path" } }),
  lang: z.enum(letterLanguages).openapi({ param: { name: "lang", in: "path" } }),
});

export const WarningLetterSchema = z
  .object({
    id: z.number().int(),
    bookingId: z.number().int(),
    kind: z.enum(warningLetterKinds),
    lang: z.enum(letterLanguages),
    percent: z.number().nullable(),
    subject: z.string(),
    sentAt: z.string(),
    sentBy: z.string(),
    sentTo: z.array(z.string()),
    appeal: z
      .object({
        outcome: z.enum(appealOutcomes),
        note: z.string().nullable(),
        recordedAt: z.string(),
        recordedBy: z.string(),
      })
      .nullable(),
  })
  .openapi("WarningLetter");

export const pdfContent = {
  description: "PDF",
  content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
};
