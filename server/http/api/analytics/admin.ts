/**
 * Staff analytics (admins and editors: aggregates only, no personal data): the whole report as
 * JSON, and each of its tables as a CSV download named after the table and the range.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { cefrLevels } from "@shared/level-test/types";
import {
  type AnalyticsRange,
  type AnalyticsReport,
  type AnalyticsTable,
  analyticsTables,
} from "../../../../shared/analytics/types";
import type { Services } from "../../../services";
import { analyticsFileName, MAX_RANGE_YEARS, parseRange } from "../../../services/analytics/report";
import { InvalidInputError } from "../../../services/errors";
import { type CsvColumn, csvStream } from "../../../services/exports/csv";
import { requireStaff } from "../auth";
import { csvDownload } from "../exports";
import { createRouter, errorResponses, json, staffErrors } from "../router";
import { BookingAnalyticsSchema, bookingTables } from "./bookings";

const tags = ["Analytics"];

const RangeQuery = z.object({
  from: z
    .string()
    .max(20)
    .optional()
    .openapi({
      param: { name: "from", in: "query" },
      description: "First day, YYYY-MM-DD (Irish calendar); default: Monday 11 weeks ago",
      example: "2026-09-01",
    }),
  to: z
    .string()
    .max(20)
    .optional()
    .openapi({
      param: { name: "to", in: "query" },
      description: `Last day, inclusive; default today. At most ${MAX_RANGE_YEARS} years after from`,
      example: "2026-11-22",
    }),
});

const rate = z.number().openapi({ description: "0 to 1, four decimals" });

const AnalyticsSchema = z
  .object({
    range: z.object({ from: z.string(), to: z.string() }),
    leadsPerWeek: z.array(
      z.object({
        week: z.string().openapi({ description: "Monday of the week (Irish time)" }),
        contactInquiries: z.number().int(),
        quoteRequests: z.number().int(),
        newsletterSignups: z.number().int(),
        total: z.number().int(),
      }),
    ),
    quotesByProgram: z.array(
      z.object({
        programId: z.string().nullable(),
        program: z.string(),
        quoteRequests: z.number().int(),
        students: z.number().int(),
        conversionRate: rate,
      }),
    ),
    quotesByNationality: z.array(
      z.object({ nationality: z.string(), quoteRequests: z.number().int(), share: rate }),
    ),
    conversion: z.object({
      quoteRequests: z.number().int(),
      students: z.number().int(),
      conversionRate: rate.nullable(),
      perWeek: z.array(
        z.object({
          week: z.string(),
          quoteRequests: z.number().int(),
          students: z.number().int(),
          conversionRate: rate.nullable(),
        }),
      ),
    }),
    newsletterGrowth: z.object({
      startSubscribers: z.number().int(),
      perWeek: z.array(
        z.object({
          week: z.string(),
          confirmed: z.number().int(),
          unsubscribed: z.number().int(),
          net: z.number().int(),
          subscribers: z.number().int(),
        }),
      ),
    }),
    pageViews: z.object({
      total: z.number().int(),
      pages: z.array(
        z.object({
          path: z.string(),
          views: z.number().int(),
          byLocale: z.record(z.string(), z.number().int()),
        }),
      ),
    }),
    levelTest: z.object({
      started: z.number().int().openapi({ description: "Sittings started in the range" }),
      completed: z.number().int().openapi({ description: "Sittings finished with a result" }),
      completionRate: rate.nullable(),
      leads: z.number().int().openapi({ description: "Results sent by e-mail (leads)" }),
      leadRate: rate.nullable().openapi({ description: "leads / completed" }),
      quoteRequests: z
        .number()
        .int()
        .openapi({ description: "Quote requests sent from a result page (English level set)" }),
      quoteRate: rate.nullable().openapi({ description: "quoteRequests / completed" }),
      perWeek: z.array(
        z.object({
          week: z.string(),
          started: z.number().int(),
          completed: z.number().int(),
          leads: z.number().int(),
          quoteRequests: z.number().int(),
        }),
      ),
      levels: z.array(
        z.object({
          level: z.enum(cefrLevels),
          completed: z.number().int(),
          share: rate,
          leads: z.number().int(),
          quoteRequests: z.number().int(),
        }),
      ),
    }),
    bookings: BookingAnalyticsSchema,
  })
  .openapi("Analytics");

const percent = (value: number | null) => (value === null ? "" : (value * 100).toFixed(1));

/** A table already aggregated (a few hundred rows at most), streamed out as CSV. */
function csvOf<T>(columns: CsvColumn<T>[], rows: T[]): ReadableStream<Uint8Array> {
  async function* each() {
    yield* rows;
  }
  return csvStream(columns, each());
}

type Report = AnalyticsReport;

/** Each downloadable table: its CSV, computed before the first byte so a failure is a 500. */
const tables: Record<
  AnalyticsTable,
  (services: Services, range: AnalyticsRange) => Promise<ReadableStream<Uint8Array>>
> = {
  "leads-per-week": async (services: Services, range: AnalyticsRange) =>
    csvOf<Report["leadsPerWeek"][number]>(
      [
        { header: "Week starting", value: (r) => r.week },
        { header: "Contact inquiries", value: (r) => r.contactInquiries },
        { header: "Quote requests", value: (r) => r.quoteRequests },
        { header: "Newsletter sign-ups", value: (r) => r.newsletterSignups },
        { header: "Total", value: (r) => r.total },
      ],
      await services.analytics.leadsPerWeek(range),
    ),
  "quotes-by-program": async (services: Services, range: AnalyticsRange) =>
    csvOf<Report["quotesByProgram"][number]>(
      [
        { header: "Program", value: (r) => r.program },
        { header: "Program ID", value: (r) => r.programId },
        { header: "Quote requests", value: (r) => r.quoteRequests },
        { header: "Became students", value: (r) => r.students },
        { header: "Conversion (%)", value: (r) => percent(r.conversionRate) },
      ],
      await services.analytics.quotesByProgram(range),
    ),
  "quotes-by-nationality": async (services: Services, range: AnalyticsRange) =>
    csvOf<Report["quotesByNationality"][number]>(
      [
        { header: "Nationality", value: (r) => r.nationality },
        { header: "Quote requests", value: (r) => r.quoteRequests },
        { header: "Share (%)", value: (r) => percent(r.share) },
      ],
      await services.analytics.quotesByNationality(range),
    ),
  "conversion-per-week": async (services: Services, range: AnalyticsRange) =>
    csvOf<Report["conversion"]["perWeek"][number]>(
      [
        { header: "Week starting", value: (r) => r.week },
        { header: "Quote requests", value: (r) => r.quoteRequests },
        { header: "Became students", value: (r) => r.students },
        { header: "Conversion (%)", value: (r) => percent(r.conversionRate) },
      ],
      await services.analytics.conversionPerWeek(range),
    ),
  "newsletter-growth": async (services: Services, range: AnalyticsRange) =>
    csvOf<Report["newsletterGrowth"]["perWeek"][number]>(
      [
        { header: "Week starting", value: (r) => r.week },
        { header: "Confirmed", value: (r) => r.confirmed },
        { header: "Unsubscribed", value: (r) => r.unsubscribed },
        { header: "Net change", value: (r) => r.net },
        { header: "Subscribers at week end", value: (r) => r.subscribers },
      ],
      (await services.analytics.newsletterGrowth(range)).perWeek,
    ),
  "page-views": async (services: Services, range: AnalyticsRange) =>
    csvOf<Report["pageViews"]["pages"][number]>(
      [
        { header: "Page", value: (r) => r.path },
        { header: "Views", value: (r) => r.views },
        { header: "English", value: (r) => r.byLocale.en },
        { header: "Spanish", value: (r) => r.byLocale.es },
        { header: "French", value: (r) => r.byLocale.fr },
        { header: "German", value: (r) => r.byLocale.de },
      ],
      (await services.analytics.pageViewsByPage(range)).pages,
    ),
  "level-test-per-week": async (services: Services, range: AnalyticsRange) =>
    csvOf<Report["levelTest"]["perWeek"][number]>(
      [
        { header: "Week starting", value: (r) => r.week },
        { header: "Tests started", value: (r) => r.started },
        { header: "Tests completed", value: (r) => r.completed },
        { header: "Results e-mailed (leads)", value: (r) => r.leads },
        { header: "Quote requests from a result", value: (r) => r.quoteRequests },
      ],
      await services.analytics.levelTestPerWeek(range),
    ),
  "level-test-levels": async (services: Services, range: AnalyticsRange) =>
    csvOf<Report["levelTest"]["levels"][number]>(
      [
        { header: "Level", value: (r) => r.level },
        { header: "Tests completed", value: (r) => r.completed },
        { header: "Share (%)", value: (r) => percent(r.share) },
        { header: "Results e-mailed (leads)", value: (r) => r.leads },
        { header: "Quote requests", value: (r) => r.quoteRequests },
      ],
      await services.analytics.levelTestLevels(range),
    ),
  ...bookingTables,
};

function rangeOf(services: Services, query: { from?: string; to?: string }): AnalyticsRange {
  const parsed = parseRange(query, services.now());
  if (!parsed.ok) throw new InvalidInputError(parsed.fields);
  return parsed.range;
}

const readErrors = { ...staffErrors, ...errorResponses.validation };

export function analyticsAdminRoutes(services: Services) {
  const router = createRouter();
  router.use("/admin/analytics", requireStaff(services));
  router.use("/admin/analytics/*", requireStaff(services));

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/analytics",
      operationId: "getAnalytics",
      tags,
      summary:
        "Leads per week, quote requests by program and nationality, conversion, newsletter growth, page views, the level test and the booking funnel with booked revenue in a date range",
      request: { query: RangeQuery },
      responses: { 200: json(AnalyticsSchema, "The report"), ...readErrors },
    }),
    async (c) =>
      c.json(await services.analytics.report(rangeOf(services, c.req.valid("query"))), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/analytics/bookings",
      operationId: "getBookingAnalytics",
      tags,
      summary:
        "Quote → offer → booking funnel (the range's quote requests), booked revenue by month of acceptance and by program, and payments received in a date range",
      request: { query: RangeQuery },
      responses: { 200: json(BookingAnalyticsSchema, "The booking figures"), ...readErrors },
    }),
    async (c) =>
      c.json(await services.analytics.bookingSummary(rangeOf(services, c.req.valid("query"))), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/analytics/csv/{table}",
      operationId: "exportAnalyticsTable",
      tags,
      summary: "One table of the report as CSV (file analytics-<table>-<from>_<to>.csv)",
      request: {
        params: z.object({
          table: z.enum(analyticsTables).openapi({ param: { name: "table", in: "path" } }),
        }),
        query: RangeQuery,
      },
      responses: {
        200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } },
        ...readErrors,
      },
    }),
    async (c) => {
      const { table } = c.req.valid("param");
      const range = rangeOf(services, c.req.valid("query"));
      return csvDownload(await tables[table](services, range), analyticsFileName(table, range));
    },
  );

  return router;
}
