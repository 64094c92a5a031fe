/**
 * Documented shapes of stored records, derived from the database schema itself so the API
 * documentation cannot drift from the tables.
 */
import { z } from "@hono/zod-openapi";
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
    role: z.enum(["admin", "editor"]),
    isActive: z.boolean(),
    lastLoginAt: z.date().nullable(),
    createdAt: z.date(),
  })
  .openapi("StaffUserAdmin");
