/**
 * Documented shapes of stored records, derived from the database schema itself so the API
 * documentation cannot drift from the tables.
 */
import { z } from "@hono/zod-openapi";
import { cefrLevels, levelTestSkills } from "@shared/level-test/types";
import { createSelectSchema } from "drizzle-zod";
import {
  auditLog,
  blogPosts,
  contactInquiries,
  destinations,
  emailOutbox,
  inquiryNotes,
  newsletterSubscriptions,
  programs,
  quoteRequests,
  students,
} from "../../db/schema";

export const ContactInquirySchema = createSelectSchema(contactInquiries).openapi("ContactInquiry");
export const InquiryNoteSchema = createSelectSchema(inquiryNotes).openapi("InquiryNote");
export const ContactInquiryDetailSchema = ContactInquirySchema.extend({
  notes: z.array(InquiryNoteSchema),
}).openapi("ContactInquiryDetail");
export const QuoteRequestSchema = createSelectSchema(quoteRequests).openapi("QuoteRequest");
export const NewsletterSubscriptionSchema = createSelectSchema(newsletterSubscriptions)
  .omit({ confirmTokenHash: true })
  .openapi("NewsletterSubscription");
export const ProgramRecordSchema = createSelectSchema(programs).openapi("ProgramRecord");
export const AdminProgramSchema = ProgramRecordSchema.extend({
  studentsEnrolled: z.number().int(),
}).openapi("AdminProgram");
export const DestinationSchema = createSelectSchema(destinations)
  .extend({ programCount: z.number().int() })
  .openapi("Destination");
export const StudentSchema = createSelectSchema(students)
  .extend({ program: z.string().nullable() })
  .openapi("Student");
export const BlogPostSchema = createSelectSchema(blogPosts).openapi("BlogPost");
export const AuditEntrySchema = createSelectSchema(auditLog).openapi("AuditEntry");
export const OutboxMessageSchema = createSelectSchema(emailOutbox).openapi("OutboxMessage");

export const StaffUserAdminSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    displayName: z.string(),
    email: z.string().nullable(),
    role: z.enum(["admin", "editor", "teacher"]),
    isActive: z.boolean(),
    lastLoginAt: z.date().nullable(),
    createdAt: z.date(),
  })
  .openapi("StaffUserAdmin");

const LevelTestSkillSchema = z.object({
  level: z.enum(cefrLevels),
  answered: z.number().int(),
  correct: z.number().int(),
});

/** A level-test lead as staff see it: a view of the sitting, never its token or answers. */
export const LevelTestLeadSchema = z
  .object({
    id: z
      .string()
      .openapi({ description: "Short stable id of the lead", example: "q3Zk1_aB9xY-Lm0P" }),
    name: z.string(),
    email: z.string(),
    level: z.enum(cefrLevels).nullable().openapi({ description: "CEFR result of the test" }),
    skills: z
      .object(
        Object.fromEntries(
          levelTestSkills.map((skill) => [skill, LevelTestSkillSchema.optional()]),
        ),
      )
      .nullable()
      .openapi({ description: "Level and right answers per skill" }),
    ageGroup: z.string().nullable(),
    lang: z.string(),
    leadStatus: z.string(),
    startedAt: z.date(),
    completedAt: z.date().nullable(),
    leadAt: z
      .date()
      .nullable()
      .openapi({ description: "When they asked for the result by e-mail (and consented)" }),
  })
  .openapi("LevelTestLead");
