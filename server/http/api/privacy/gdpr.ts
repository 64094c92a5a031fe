/**
 * GDPR tools (admins): the retention dry run and run, and data-subject requests by e-mail —
 * find, export (JSON download) and erase.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { Services } from "../../../services";
import { retentionCategories } from "../../../services/privacy/gdpr";
import { actorOf, requireAdmin, requireStaff } from "../auth";
import { createRouter, errorResponses, json, staffErrors } from "../router";
import { providerPrivacyRoutes } from "./providers";

const tags = ["Privacy (GDPR)"];

const EmailQuery = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Enter an e-mail address.")
    .max(254)
    .openapi({ param: { name: "email", in: "query" }, example: "maria@example.com" }),
});

const countsShape = z.object({
  contactInquiries: z.number().int(),
  quoteRequests: z.number().int(),
  students: z.number().int(),
  newsletterSubscriptions: z.number().int(),
  pageViews: z.number().int(),
  sentEmails: z.number().int(),
  levelTestLeads: z.number().int().openapi({ description: "Anonymised; the result is kept" }),
  unbookedBookings: z.number().int().openapi({
    description: "Bookings never made (draft, declined, expired, cancelled unpaid) anonymised",
  }),
  bookingRecords: z.number().int().openapi({
    description: "Bookings anonymised six years after the course; amounts and payments kept",
  }),
  invoiceParties: z.number().int().openapi({
    description:
      'Invoices and credit notes whose payer (name, e-mail, address) was replaced by "Erased person" six years after issue; numbers and amounts kept',
  }),
  agentInvitations: z.number().int().openapi({
    description: "Partner invitations never used, deleted 30 days after they expired",
  }),
  agentSessions: z.number().int().openapi({
    description: "Partner sign-in sessions deleted 90 days after they ended",
  }),
  agentUsers: z.number().int().openapi({
    description:
      "Partner accounts anonymised two years after their last sign-in once deactivated (or their agency suspended); the agency's records are kept",
  }),
});

const RetentionPlanSchema = z
  .object({
    at: z.string(),
    total: z.number().int(),
    items: z.array(
      z.object({
        category: z.enum(retentionCategories),
        label: z.string(),
        rule: z.string(),
        cutoff: z.string().openapi({ description: "Rows older than this are due" }),
        count: z.number().int(),
        sampleIds: z.array(z.string()),
      }),
    ),
  })
  .openapi("RetentionPlan");

const RetentionResultSchema = z
  .object({ at: z.string(), total: z.number().int(), counts: countsShape })
  .openapi("RetentionResult");

const PersonCountsSchema = z
  .object({
    contactInquiries: z.number().int(),
    inquiryNotes: z.number().int(),
    quoteRequests: z.number().int(),
    levelTestLeads: z.number().int().openapi({
      description: "Level tests whose result was e-mailed; erasure keeps the anonymous result",
    }),
    newsletterSubscriptions: z.number().int(),
    students: z.number().int(),
    bookings: z.number().int().openapi({
      description:
        "Bookings of the address as the student; erasure anonymises them and keeps the amounts and payments (financial records, kept six years)",
    }),
    guardianBookings: z.number().int().openapi({
      description:
        "Bookings naming the address as parent or guardian; erasure removes the guardian",
    }),
    agentUsers: z.number().int().openapi({
      description:
        "Partner-portal accounts (agency users) of the address; erasure anonymises them, deactivates them and ends their sessions; the agency's quote requests, bookings and commission are kept",
    }),
    agentInvitations: z.number().int().openapi({
      description: "Partner-portal invitations sent to the address; erasure deletes them",
    }),
    emails: z.number().int(),
  })
  .openapi("PersonCounts");

const records = z
  .record(z.string(), z.unknown())
  .openapi({ description: "Stored rows, as in the matching admin endpoints" });

const PersonRecordsSchema = z.object({
  email: z.string(),
  contactInquiries: z.array(records).openapi({ description: "With their staff notes" }),
  quoteRequests: z.array(records).openapi({
    description:
      "With `agency` (id, name and the agency's reference) when an agency registered the student",
  }),
  levelTestLeads: z
    .array(records)
    .openapi({ description: "Level-test results sent by e-mail, with consent and answers" }),
  newsletterSubscriptions: z.array(records),
  students: z.array(records),
  bookings: z.array(records).openapi({
    description:
      "Bookings as student or guardian (`role`), with their offers (lines, totals), payments and timeline, `attendance` (classes and register marks; erasure keeps them with the anonymised booking, as immigration rules require) and `agency` when an agency registered the student; a guardian gets only their own part of `details` and no attendance",
  }),
  agentUsers: z.array(records).openapi({
    description:
      "The address's partner-portal account: name, e-mail, agency, created, last sign-in, each sign-in (`signIns`) and the audit entries about or by them (`auditEntries`)",
  }),
  agentInvitations: z
    .array(records)
    .openapi({ description: "Partner-portal invitations sent to the address (never the token)" }),
  emails: z.array(records).openapi({ description: "Outbox messages to or about the address" }),
});

const PersonSchema = z
  .object({
    email: z.string(),
    counts: PersonCountsSchema,
    description: z.string().openapi({ example: "1 contact inquiry, 3 e-mails" }),
    total: z.number().int(),
    records: PersonRecordsSchema,
  })
  .openapi("Person");

const PersonExportSchema = PersonRecordsSchema.extend({
  exportedAt: z.string(),
  retentionPolicy: z.record(z.string(), z.number()),
}).openapi("PersonExport");

const adminErrors = { ...staffErrors, ...errorResponses.validation };

/** `person-2026-11-22.json`: the day of the export. */
export const personExportFileName = (at: Date) => `person-${at.toISOString().slice(0, 10)}.json`;

export function gdprRoutes(services: Services) {
  const router = createRouter();
  for (const path of [
    "/admin/retention",
    "/admin/retention/*",
    "/admin/people",
    "/admin/people/*",
  ]) {
    router.use(path, requireStaff(services), requireAdmin);
  }

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/retention",
      operationId: "previewRetention",
      tags,
      summary: "Dry run: what the retention policy would delete now (admins)",
      responses: { 200: json(RetentionPlanSchema, "Due rows per table"), ...staffErrors },
    }),
    async (c) => c.json(await services.gdpr.retentionPlan(services.now()), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/retention/run",
      operationId: "runRetention",
      tags,
      summary: "Apply the retention policy now; recorded in the audit trail (admins)",
      responses: { 200: json(RetentionResultSchema, "Deleted rows per table"), ...staffErrors },
    }),
    async (c) => c.json(await services.gdpr.applyRetention(services.now(), actorOf(c)), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/people",
      operationId: "findPersonData",
      tags,
      summary: "Everything stored about an e-mail address, case-insensitive (admins)",
      request: { query: EmailQuery },
      responses: { 200: json(PersonSchema, "Records and counts"), ...adminErrors },
    }),
    async (c) => c.json(await services.gdpr.findPerson(c.req.valid("query").email), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/people/export",
      operationId: "exportPersonData",
      tags,
      summary: "Download everything stored about an address as JSON; recorded (admins)",
      request: { query: EmailQuery },
      responses: {
        200: json(PersonExportSchema, "Attachment person-<date>.json"),
        ...adminErrors,
      },
    }),
    async (c) => {
      const exported = await services.gdpr.exportPerson(c.req.valid("query").email, actorOf(c));
      c.header(
        "Content-Disposition",
        `attachment; filename="${personExportFileName(services.now())}"`,
      );
      return c.json(exported, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/people/erase",
      operationId: "erasePersonData",
      tags,
      summary:
        "Erase everything stored about an address; bookings and partner accounts are anonymised, keeping amounts, payments and the agency's records; the audit entry keeps counts and a SHA-256 of it (admins)",
      request: {
        body: {
          required: true,
          content: { "application/json": { schema: z.object({ email: EmailQuery.shape.email }) } },
        },
      },
      responses: {
        200: json(z.object({ counts: PersonCountsSchema }).openapi("Erasure"), "Erased"),
        ...adminErrors,
      },
    }),
    async (c) =>
      c.json(
        { counts: await services.gdpr.erasePerson(c.req.valid("json").email, actorOf(c)) },
        200,
      ),
  );

  router.route("/", providerPrivacyRoutes(services));

  return router;
}
