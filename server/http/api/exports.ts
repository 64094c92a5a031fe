/**
 * CSV downloads of the filtered lists, with the file names of spec §9.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { LevelTestSkill } from "@shared/level-test/types";
import type { Services } from "../../services";
import type { BlogPost } from "../../services/content/blog";
import { type CsvColumn, csvStream, exportFileName } from "../../services/exports/csv";
import type { ContactInquiry } from "../../services/leads/contact-inquiries";
import type { NewsletterSubscriptionView } from "../../services/leads/newsletter";
import type { QuoteRequestListItem } from "../../services/leads/quote-requests";
import type { LevelTestLead } from "../../services/level-test/leads";
import type { StudentView } from "../../services/people/students";
import { actorOf, requireStaff } from "./auth";
import { AgencyFilterSchema } from "./leads/admin";
import { createRouter, errorResponses, staffErrors } from "./router";

const inquiryColumns: CsvColumn<ContactInquiry>[] = [
  { header: "ID", value: (r) => r.id },
  { header: "Received", value: (r) => r.createdAt },
  { header: "Name", value: (r) => r.name },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  { header: "Enquiry type", value: (r) => r.enquiryType },
  { header: "Subject", value: (r) => r.subject },
  { header: "Message", value: (r) => r.message },
  { header: "Status", value: (r) => r.status },
  { header: "Language", value: (r) => r.locale },
  { header: "Consent given", value: (r) => r.gdprConsentAt },
];

const quoteColumns: CsvColumn<QuoteRequestListItem>[] = [
  { header: "ID", value: (r) => r.id },
  { header: "Received", value: (r) => r.createdAt },
  { header: "First name", value: (r) => r.firstName },
  { header: "Last name", value: (r) => r.lastName },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  { header: "Nationality", value: (r) => r.country },
  { header: "Age group", value: (r) => r.ageGroup },
  { header: "Program ID", value: (r) => r.programId },
  { header: "Program", value: (r) => r.programTitle },
  { header: "Start date", value: (r) => r.startDate },
  { header: "Duration (weeks)", value: (r) => r.durationWeeks },
  { header: "Accommodation", value: (r) => r.accommodationType },
  { header: "Estimated total (EUR)", value: (r) => r.totalCost },
  { header: "Special requests", value: (r) => r.specialRequests },
  // Set when the request came from a level-test result page; blank otherwise.
  { header: "English level (test)", value: (r) => r.englishLevel },
  // Issue 17: the agency that asked for the quote, and its own reference; blank when direct.
  { header: "Agency", value: (r) => r.agencyName },
  { header: "Agency reference", value: (r) => r.agencyReference },
  { header: "Consent given", value: (r) => r.gdprConsentAt },
];

const skillCell = (skill: LevelTestSkill) => (r: LevelTestLead) => {
  const result = r.skills?.[skill];
  return result ? `${result.level} (${result.correct}/${result.answered})` : null;
};

const levelTestColumns: CsvColumn<LevelTestLead>[] = [
  { header: "ID", value: (r) => r.id },
  { header: "Result requested (consent given)", value: (r) => r.leadAt },
  { header: "Name", value: (r) => r.name },
  { header: "Email", value: (r) => r.email },
  { header: "Level", value: (r) => r.level },
  { header: "Grammar", value: skillCell("grammar") },
  { header: "Vocabulary", value: skillCell("vocabulary") },
  { header: "Reading", value: skillCell("reading") },
  { header: "Age group", value: (r) => r.ageGroup },
  { header: "Language", value: (r) => r.lang },
  { header: "Status", value: (r) => r.leadStatus },
  { header: "Started", value: (r) => r.startedAt },
  { header: "Finished", value: (r) => r.completedAt },
];

const subscriptionColumns: CsvColumn<NewsletterSubscriptionView>[] = [
  { header: "ID", value: (r) => r.id },
  { header: "Email", value: (r) => r.email },
  { header: "Status", value: (r) => r.status },
  { header: "Signed up", value: (r) => r.createdAt },
  { header: "Confirmed", value: (r) => r.confirmedAt },
  { header: "Unsubscribed", value: (r) => r.unsubscribedAt },
];

const studentColumns: CsvColumn<StudentView>[] = [
  { header: "ID", value: (r) => r.id },
  { header: "First name", value: (r) => r.firstName },
  { header: "Last name", value: (r) => r.lastName },
  { header: "Email", value: (r) => r.email },
  { header: "Country", value: (r) => r.country },
  { header: "Age", value: (r) => r.age },
  { header: "Program", value: (r) => r.program },
  { header: "Location", value: (r) => r.location },
  { header: "Start date", value: (r) => r.startDate },
  { header: "End date", value: (r) => r.endDate },
  { header: "Status", value: (r) => r.status },
  { header: "Accommodation", value: (r) => r.accommodationType },
];

const blogColumns: CsvColumn<BlogPost>[] = [
  { header: "ID", value: (r) => r.id },
  { header: "Title", value: (r) => r.title },
  { header: "Slug", value: (r) => r.slug },
  { header: "Category", value: (r) => r.category },
  { header: "Tags", value: (r) => r.tags },
  { header: "Published", value: (r) => r.isPublished },
  { header: "Published at", value: (r) => r.publishedAt },
  { header: "Created", value: (r) => r.createdAt },
];

export const exportDatasets = [
  "contact_inquiries",
  "quote_requests",
  "newsletter_subscriptions",
  "level_test_leads",
  "inquiries-",
  "students-",
  "blog-posts-",
] as const;

const ExportQuery = z.object({
  q: z.string().trim().max(200).optional().default(""),
  status: z.string().trim().max(80).optional().default(""),
  programId: z.string().max(80).optional(),
  category: z.string().max(60).optional(),
  agency: AgencyFilterSchema,
});

const exportRoute = createRoute({
  method: "get",
  path: "/admin/exports/{dataset}",
  operationId: "exportDataset",
  tags: ["Exports"],
  summary: "Download a filtered list as CSV (file name: the list's name and today's date)",
  request: {
    params: z.object({
      dataset: z.enum(exportDatasets).openapi({ param: { name: "dataset", in: "path" } }),
    }),
    query: ExportQuery,
  },
  responses: {
    200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } },
    ...staffErrors,
    ...errorResponses.validation,
  },
});

export function exportRoutes(services: Services) {
  const router = createRouter();
  router.use("/admin/exports/*", requireStaff(services));
  router.openapi(exportRoute, async (c) => {
    const { dataset } = c.req.valid("param");
    const query = c.req.valid("query");
    const stream = (() => {
      switch (dataset) {
        case "contact_inquiries":
        case "inquiries-":
          return csvStream(inquiryColumns, services.contactInquiries.iterate(query));
        case "quote_requests":
          return csvStream(quoteColumns, services.quoteRequests.iterate(query));
        case "newsletter_subscriptions":
          return csvStream(subscriptionColumns, services.newsletter.iterate(query));
        case "level_test_leads":
          // `status` filters by CEFR level, as in the list.
          return csvStream(levelTestColumns, services.levelTest.leads.iterate(query));
        case "students-":
          return csvStream(studentColumns, services.students.iterate(query));
        case "blog-posts-":
          return csvStream(blogColumns, services.blog.iterate(query));
      }
    })();
    // Personal data leaving the system is worth a line in the audit trail.
    await services.audit.record(actorOf(c), {
      action: "export",
      entity: dataset.replace(/-$/, ""),
      summary: `Exported ${dataset.replace(/[-_]$/, "").replaceAll("_", " ")} as CSV`,
      after: query,
    });
    return csvDownload(stream, exportFileName(dataset, services.now()));
  });
  return router;
}

/** A CSV file the browser saves under `fileName`; never kept by a cache (it holds staff data). */
export function csvDownload(stream: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(stream, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
