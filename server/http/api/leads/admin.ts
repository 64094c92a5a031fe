/**
 * The lead lists (spec §7 paths, now behind sign-in), level-test leads (issue 15), enquiry
 * status and notes, and deleting leads (admins only).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { inquiryStatuses } from "../../../db/schema";
import type { Services } from "../../../services";
import { notFound } from "../../errors";
import { actorOf, requireAdmin, requireStaff } from "../auth";
import { ListQuerySchema } from "../list-query";
import {
  createRouter,
  errorResponses,
  IdParam,
  json,
  OkSchema,
  pageOf,
  staffErrors,
} from "../router";
import {
  ContactInquiryDetailSchema,
  ContactInquirySchema,
  LevelTestLeadSchema,
  NewsletterSubscriptionSchema,
  QuoteRequestSchema,
  StudentSchema,
} from "../schemas";

const tags = ["Leads"];

/** `?agency=`: an agency's id, or "none" for requests made directly (issue 17). */
export const AgencyFilterSchema = z
  .union([z.literal(""), z.literal("none"), z.string().regex(/^[1-9]\d{0,8}$/)])
  .optional()
  .default("")
  .describe('An agency\'s id: only its requests; "none": only direct ones; empty: all');

/** A quote request in the staff list: the row and its agency's name (null: a direct request). */
const QuoteRequestListItemSchema = QuoteRequestSchema.extend({
  agencyName: z.string().nullable().openapi({ description: "The agency's name; null: direct" }),
}).openapi("QuoteRequestListItem");

const listQuoteRequests = createRoute({
  method: "get",
  path: "/quote-requests",
  operationId: "listQuoteRequests",
  tags,
  summary: "Quote requests (search, program in `status`, agency, paging)",
  request: { query: ListQuerySchema.extend({ agency: AgencyFilterSchema }) },
  responses: {
    200: json(
      pageOf(QuoteRequestListItemSchema, "QuoteRequestPage"),
      "One page of the filtered list",
    ),
    ...staffErrors,
    ...errorResponses.validation,
  },
});

const list = <S extends z.ZodType>(
  operationId: string,
  path: string,
  summary: string,
  item: S,
  name: string,
) =>
  createRoute({
    method: "get",
    path,
    operationId,
    tags,
    summary,
    request: { query: ListQuerySchema },
    responses: {
      200: json(pageOf(item, name), "One page of the filtered list"),
      ...staffErrors,
      ...errorResponses.validation,
    },
  });

const byId = <S extends z.ZodType>(operationId: string, path: string, summary: string, item: S) =>
  createRoute({
    method: "get",
    path,
    operationId,
    tags,
    summary,
    request: { params: IdParam },
    responses: {
      200: json(item, summary),
      ...staffErrors,
      ...errorResponses.validation,
      ...errorResponses.notFound,
    },
  });

const remove = (operationId: string, path: string, summary: string) =>
  createRoute({
    method: "delete",
    path,
    operationId,
    tags,
    summary,
    middleware: [requireAdmin] as const,
    request: { params: IdParam },
    responses: {
      200: json(OkSchema, "Deleted"),
      ...staffErrors,
      ...errorResponses.validation,
      ...errorResponses.notFound,
    },
  });

const updateInquiry = createRoute({
  method: "patch",
  path: "/admin/inquiries/{id}",
  operationId: "updateContactInquiry",
  tags,
  summary: "Change an enquiry's status and/or add a staff note (kept as history)",
  request: {
    params: IdParam,
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z
            .object({
              status: z.enum(inquiryStatuses).optional(),
              note: z.string().trim().max(5000).optional(),
            })
            .refine((body) => body.status !== undefined || Boolean(body.note), {
              message: "Give a new status, a note, or both.",
              path: ["status"],
            }),
        },
      },
    },
  },
  responses: {
    200: json(ContactInquiryDetailSchema, "The enquiry with its notes"),
    ...staffErrors,
    ...errorResponses.validation,
    ...errorResponses.notFound,
  },
});

const levelTestLeads = createRoute({
  method: "get",
  path: "/admin/level-test-leads",
  operationId: "listLevelTestLeads",
  tags,
  summary:
    "Level-test leads: people who asked for their result by e-mail (search, CEFR level in `status`, paging)",
  request: {
    query: ListQuerySchema.extend({
      status: ListQuerySchema.shape.status.describe(
        "Only leads of this CEFR level (A1 to C2); anything else lists every level",
      ),
    }),
  },
  responses: {
    200: json(pageOf(LevelTestLeadSchema, "LevelTestLeadPage"), "One page, newest lead first"),
    ...staffErrors,
    ...errorResponses.validation,
  },
});

const levelTestLead = createRoute({
  method: "get",
  path: "/admin/level-test-leads/{id}",
  operationId: "getLevelTestLead",
  tags,
  summary: "One level-test lead",
  request: {
    params: z.object({
      id: z
        .string()
        .max(40)
        .openapi({ param: { name: "id", in: "path" }, example: "q3Zk1_aB9xY-Lm0P" }),
    }),
  },
  responses: {
    200: json(LevelTestLeadSchema, "The lead"),
    ...staffErrors,
    ...errorResponses.validation,
    ...errorResponses.notFound,
  },
});

const studentFromQuote = createRoute({
  method: "post",
  path: "/admin/quote-requests/{id}/student",
  operationId: "createStudentFromQuoteRequest",
  tags,
  summary: "Create a student record from a quote request",
  request: { params: IdParam },
  responses: {
    201: json(StudentSchema, "The new student"),
    ...staffErrors,
    ...errorResponses.validation,
    ...errorResponses.notFound,
    ...errorResponses.conflict,
  },
});

export function leadAdminRoutes(services: Services) {
  const router = createRouter();
  const staff = requireStaff(services);
  // The three list paths are shared with the public POSTs: only reading needs a session.
  for (const path of ["/contact-inquiries", "/quote-requests", "/newsletter-subscriptions"]) {
    router.on("GET", [path, `${path}/*`], staff);
  }
  router.use("/admin/inquiries/*", staff);
  router.use("/admin/contact-inquiries/*", staff);
  router.use("/admin/quote-requests/*", staff);
  router.use("/admin/newsletter-subscriptions/*", staff);
  router.use("/admin/level-test-leads", staff);
  router.use("/admin/level-test-leads/*", staff);

  router.openapi(
    list(
      "listContactInquiries",
      "/contact-inquiries",
      "Contact enquiries (search, status, paging)",
      ContactInquirySchema,
      "ContactInquiryPage",
    ),
    async (c) => c.json(await services.contactInquiries.list(c.req.valid("query")), 200),
  );
  router.openapi(
    byId(
      "getContactInquiry",
      "/contact-inquiries/{id}",
      "One enquiry with its notes",
      ContactInquiryDetailSchema,
    ),
    async (c) => {
      const found = await services.contactInquiries.get(c.req.valid("param").id);
      if (!found) throw notFound("Inquiry not found");
      return c.json(found, 200);
    },
  );
  router.openapi(listQuoteRequests, async (c) =>
    c.json(await services.quoteRequests.list(c.req.valid("query")), 200),
  );
  router.openapi(
    byId("getQuoteRequest", "/quote-requests/{id}", "One quote request", QuoteRequestSchema),
    async (c) => {
      const found = await services.quoteRequests.get(c.req.valid("param").id);
      if (!found) throw notFound("Quote request not found");
      return c.json(found, 200);
    },
  );
  router.openapi(
    list(
      "listNewsletterSubscriptions",
      "/newsletter-subscriptions",
      "Newsletter subscriptions (search, status pending/confirmed/unsubscribed, paging)",
      NewsletterSubscriptionSchema,
      "NewsletterSubscriptionPage",
    ),
    async (c) => c.json(await services.newsletter.list(c.req.valid("query")), 200),
  );

  router.openapi(levelTestLeads, async (c) =>
    c.json(await services.levelTest.leads.list(c.req.valid("query")), 200),
  );
  router.openapi(levelTestLead, async (c) => {
    const found = await services.levelTest.leads.get(c.req.valid("param").id);
    if (!found) throw notFound("Level-test lead not found");
    return c.json(found, 200);
  });

  router.openapi(updateInquiry, async (c) => {
    const updated = await services.contactInquiries.update(
      c.req.valid("param").id,
      c.req.valid("json"),
      actorOf(c),
    );
    return c.json(updated, 200);
  });

  router.openapi(studentFromQuote, async (c) => {
    return c.json(
      await services.students.createFromQuote(c.req.valid("param").id, actorOf(c)),
      201,
    );
  });

  router.openapi(
    remove("deleteContactInquiry", "/admin/contact-inquiries/{id}", "Delete an enquiry (admins)"),
    async (c) => {
      await services.contactInquiries.remove(c.req.valid("param").id, actorOf(c));
      return c.json({ ok: true as const }, 200);
    },
  );
  router.openapi(
    remove("deleteQuoteRequest", "/admin/quote-requests/{id}", "Delete a quote request (admins)"),
    async (c) => {
      await services.quoteRequests.remove(c.req.valid("param").id, actorOf(c));
      return c.json({ ok: true as const }, 200);
    },
  );
  router.openapi(
    remove(
      "deleteNewsletterSubscription",
      "/admin/newsletter-subscriptions/{id}",
      "Delete a newsletter subscription (admins)",
    ),
    async (c) => {
      await services.newsletter.remove(c.req.valid("param").id, actorOf(c));
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
