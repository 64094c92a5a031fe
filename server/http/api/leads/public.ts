/**
 * The public writes (no sign-in): quote requests, contact enquiries and newsletter sign-ups,
 * plus the live quote estimate. Validation, honeypot and rate limits live in the services, so
 * the no-JavaScript page forms get exactly the same rules.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { accommodationTypes } from "@shared/content/options";
import { contactInquirySchema } from "@shared/leads/contact-form";
import { newsletterSignupSchema } from "@shared/leads/newsletter-form";
import { quoteRequestSchema } from "@shared/leads/quote-form";
import type { Context } from "hono";
import type { Services } from "../../../services";
import { pageViewSchema } from "../../../services/analytics/page-views";
import { estimateQuote } from "../../../services/leads/quote-estimate";
import type { SubmissionResult } from "../../../services/leads/submission";
import { ApiError, notFound } from "../../errors";
import { type ApiEnv, createRouter, errorResponses, json, type Router } from "../router";

const ReceivedSchema = z
  .object({ status: z.literal("received"), message: z.string() })
  .openapi("Received");

export const receivedMessages = {
  quote: "Quote Request Sent! We'll send you a personalized quote within 24 hours",
  contact: "Message Sent! We'll get back to you within 24 hours.",
  newsletter: "Welcome! Please check your e-mail to confirm your subscription.",
} as const;

/** Reads a JSON body, answering 415 for other content types and 400 for malformed JSON. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    throw new ApiError(415, {
      error: "unsupported_media_type",
      message: "Send the body as application/json",
    });
  }
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, { error: "validation", message: "The request body is not valid JSON" });
  }
}

/** Maps a submission outcome to the HTTP answer. A honeypot hit looks exactly like success. */
export function answerSubmission(
  c: Context<ApiEnv>,
  result: SubmissionResult<unknown>,
  message: string,
) {
  switch (result.status) {
    case "stored":
    case "ignored":
      return c.json({ status: "received" as const, message }, 201);
    case "invalid":
      return c.json({ error: "validation" as const, fields: result.fields }, 400);
    case "rate_limited":
      c.header("Retry-After", String(result.retryAfter));
      return c.json(
        {
          error: "rate_limited" as const,
          message: "Too many submissions from your connection. Please try again later.",
        },
        429,
      );
  }
}

/** The answers readJson and answerSubmission give, besides success. */
const publicWriteErrors = {
  ...errorResponses.validation,
  ...errorResponses.payloadTooLarge,
  ...errorResponses.unsupportedMediaType,
  ...errorResponses.rateLimited,
  ...errorResponses.unavailable,
};

function documentWrite(
  router: Router,
  path: string,
  operationId: string,
  summary: string,
  schema: z.ZodType,
) {
  router.openAPIRegistry.registerPath({
    method: "post",
    path,
    operationId,
    tags: ["Public forms"],
    security: [],
    summary,
    request: { body: { required: true, content: { "application/json": { schema } } } },
    responses: {
      201: json(ReceivedSchema, "Stored; staff notified and the person acknowledged by e-mail"),
      ...publicWriteErrors,
    },
  });
}

const EstimateSchema = z
  .object({
    programId: z.string(),
    programTitle: z.string(),
    weeks: z.number().int(),
    tuitionBasis: z.enum(["weekly", "course-fee", "on-request"]),
    tuitionCents: z.number().int().nullable(),
    accommodation: z.object({
      type: z.enum(accommodationTypes),
      city: z.string().nullable(),
      weeklyCents: z.number().int().nullable(),
      totalCents: z.number().int(),
    }),
    totalCents: z.number().int().nullable(),
    currency: z.literal("EUR"),
  })
  .openapi("QuoteEstimate");

const estimateRoute = createRoute({
  method: "get",
  path: "/quote-estimate",
  operationId: "getQuoteEstimate",
  tags: ["Public forms"],
  security: [],
  summary: "Price estimate for a program, a number of weeks and an accommodation type",
  request: {
    query: z.object({
      program: z.string().max(80),
      weeks: z.coerce.number().int().min(1).max(52),
      accommodation: z.enum(accommodationTypes).optional().default("none"),
    }),
  },
  responses: {
    200: json(EstimateSchema, "The estimate and its breakdown"),
    ...errorResponses.validation,
    ...errorResponses.notFound,
  },
});

const tokenBody = z.object({ token: z.string().min(1).max(200) });
const confirmRoute = createRoute({
  method: "post",
  path: "/newsletter-subscriptions/confirm",
  operationId: "confirmNewsletterSubscription",
  tags: ["Public forms"],
  security: [],
  summary: "Confirm a newsletter sign-up (double opt-in) with the token from the e-mail",
  request: { body: { required: true, content: { "application/json": { schema: tokenBody } } } },
  responses: {
    200: json(z.object({ email: z.string() }), "Confirmed"),
    ...errorResponses.validation,
    ...errorResponses.notFound,
    ...errorResponses.payloadTooLarge,
  },
});
const unsubscribeRoute = createRoute({
  method: "post",
  path: "/newsletter-subscriptions/unsubscribe",
  operationId: "unsubscribeFromNewsletter",
  tags: ["Public forms"],
  security: [],
  summary: "Unsubscribe with the token of any newsletter e-mail",
  request: { body: { required: true, content: { "application/json": { schema: tokenBody } } } },
  responses: {
    200: json(z.object({ email: z.string() }), "Unsubscribed"),
    ...errorResponses.validation,
    ...errorResponses.notFound,
    ...errorResponses.payloadTooLarge,
  },
});

export function publicLeadRoutes(services: Services) {
  const router = createRouter();

  documentWrite(
    router,
    "/quote-requests",
    "createQuoteRequest",
    "Request a quote",
    quoteRequestSchema,
  );
  router.post("/quote-requests", async (c) => {
    const result = await services.quoteRequests.submit(await readJson(c), { ip: c.get("ip") });
    return answerSubmission(c, result, receivedMessages.quote);
  });

  documentWrite(
    router,
    "/contact-inquiries",
    "createContactInquiry",
    "Send an enquiry",
    contactInquirySchema,
  );
  router.post("/contact-inquiries", async (c) => {
    const result = await services.contactInquiries.submit(await readJson(c), { ip: c.get("ip") });
    return answerSubmission(c, result, receivedMessages.contact);
  });

  documentWrite(
    router,
    "/newsletter-subscriptions",
    "createNewsletterSubscription",
    "Sign up to the newsletter",
    newsletterSignupSchema,
  );
  router.post("/newsletter-subscriptions", async (c) => {
    const result = await services.newsletter.submit(await readJson(c), { ip: c.get("ip") });
    return answerSubmission(c, result, receivedMessages.newsletter);
  });

  router.openAPIRegistry.registerPath({
    method: "post",
    path: "/page-views",
    operationId: "recordPageView",
    tags: ["Public forms"],
    security: [],
    summary: "Count a page view (sent only by visitors who accepted analytics cookies)",
    request: {
      body: { required: true, content: { "application/json": { schema: pageViewSchema } } },
    },
    responses: {
      204: { description: "Counted, or quietly ignored when invalid or over the limit" },
      400: { ...errorResponses.validation[400], description: "The body is not valid JSON" },
      ...errorResponses.payloadTooLarge,
      ...errorResponses.unsupportedMediaType,
    },
  });
  router.post("/page-views", async (c) => {
    await services.pageViews.record(await readJson(c), c.get("ip"));
    return c.body(null, 204);
  });

  router.openapi(estimateRoute, async (c) => {
    const { program: id, weeks, accommodation } = c.req.valid("query");
    const program = await services.programAdmin.get(id);
    if (program?.status !== "active") throw notFound("Program not found");
    c.header("Cache-Control", "public, max-age=300");
    const prices = await services.bookings.priceList.book();
    return c.json(estimateQuote(program, weeks, accommodation, prices), 200);
  });

  router.openapi(confirmRoute, async (c) => {
    const email = await services.newsletter.confirm(c.req.valid("json").token);
    if (!email) throw notFound("This confirmation link is not valid or was already used.");
    return c.json({ email }, 200);
  });

  router.openapi(unsubscribeRoute, async (c) => {
    const email = await services.newsletter.unsubscribe(c.req.valid("json").token);
    if (!email) throw notFound("This unsubscribe link is not valid.");
    return c.json({ email }, 200);
  });

  return router;
}
