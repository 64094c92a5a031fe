/**
 * The booking pipeline for staff (issue 16): offers made from quote requests, bookings, payments,
 * status changes, the letter of acceptance, CSV, and the price list (admins). The offers' routes
 * are in offers-admin.ts and the price list's in price-list-admin.ts, registered on this router
 * in the same order as before so the OpenAPI document does not change.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  bookingStatusChangeSchema,
  needsVisaChangeSchema,
  paymentInputSchema,
} from "@shared/bookings/forms";
import { bookingStatuses } from "@shared/bookings/types";
import { cefrLevels } from "@shared/level-test/types";
import type { Services } from "../../../services";
import { exportFileName } from "../../../services/exports/csv";
import { notFound } from "../../errors";
import { actorOf, requireAdmin, requireStaff } from "../auth";
import { csvDownload } from "../exports";
import { AgencyFilterSchema } from "../leads/admin";
import { ListQuerySchema } from "../list-query";
import { pdfResponse } from "../pdf-response";
import {
  jsonBody as body,
  createRouter,
  errorResponses,
  IdParam,
  json,
  OkSchema,
  pageOf,
  staffErrors,
  writeErrors,
} from "../router";
import { registerBookingImportRoute } from "./import";
import { registerOfferAdminRoutes } from "./offers-admin";
import { registerPriceListAdminRoutes } from "./price-list-admin";
import { BookingDetailSchema, BookingListItemSchema } from "./schemas";

const BookingFilters = z.object({
  q: z.string().trim().max(200).optional().default(""),
  status: z
    .union([z.literal(""), z.enum(bookingStatuses)])
    .optional()
    .default("")
    .describe("Filter by status"),
  programId: z.string().trim().max(80).optional().default(""),
  startMonth: z
    .union([z.literal(""), z.string().regex(/^\d{4}-\d{2}$/)])
    .optional()
    .default("")
    .describe("YYYY-MM: bookings starting in that month"),
  agency: AgencyFilterSchema,
});

/** The list's rows with the agency the booking came through (issue 17). */
const StaffBookingListItemSchema = BookingListItemSchema.extend({
  agencyId: z.number().int().nullable().openapi({ description: "Null: a direct booking" }),
  agencyName: z.string().nullable(),
}).openapi("StaffBookingListItem");

const CommissionSchema = z
  .object({
    percent: z.number().openapi({ description: "The rate fixed at acceptance", example: 12.5 }),
    tuitionCents: z
      .number()
      .int()
      .openapi({ description: "The accepted offer's tuition lines, EUR cents" }),
    commissionCents: z.number().int().openapi({ description: "Tuition × rate, EUR cents" }),
    due: z.boolean().openapi({ description: "Earned: the deposit is recorded" }),
    paidAt: z.string().nullable().openapi({ description: "When staff marked it paid" }),
    paidBy: z.string().nullable().openapi({ description: "Who marked it paid" }),
  })
  // Not a component of its own: inline, the generator keeps `null` in its type.
  .describe("The agency's commission on the booking");

/** One booking with its agency and commission (issue 17). */
const StaffBookingDetailSchema = BookingDetailSchema.extend({
  agency: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .openapi({ description: "The agency the booking came through; null: direct" }),
  // Fixed at acceptance for an agency's booking; null before and for a direct booking.
  commission: CommissionSchema.nullable(),
  needsVisa: z.boolean().openapi({
    description: "A non-EEA student on a Stamp 2 permission: attendance below 85 % matters",
  }),
  level: z.enum(cefrLevels).nullable().openapi({
    description: "The CEFR level known before placement: the import's, or the quote request's",
  }),
  placementLevel: z
    .enum(cefrLevels)
    .nullable()
    .openapi({ description: "The placement result on day one (it overrides level)" }),
  importedAt: z.string().nullable().openapi({
    description: "When the CSV import of current students created the booking; null otherwise",
  }),
  importDetails: z
    .object({
      dateOfBirth: z.string(),
      nationality: z.string(),
      gender: z.string().nullable(),
      notes: z.string().nullable(),
    })
    .nullable()
    .openapi({
      description:
        "What the import brought besides the booking's columns; null otherwise and after erasure",
    }),
}).openapi("StaffBookingDetail");
const BookingListQuery = BookingFilters.extend({
  page: ListQuerySchema.shape.page,
  pageSize: ListQuerySchema.shape.pageSize,
});

const tags = ["Bookings"];

export function bookingAdminRoutes(services: Services) {
  const router = createRouter();
  const { admin } = services.bookings;
  for (const path of [
    "/admin/quote-requests/*",
    "/admin/offers/*",
    "/admin/bookings",
    "/admin/bookings/*",
    "/admin/bookings.csv",
    "/admin/price-list",
  ]) {
    router.use(path, requireStaff(services));
  }

  registerOfferAdminRoutes(router, services);

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/bookings",
      operationId: "listBookings",
      tags,
      summary: "Bookings (search, status, program, start month, agency; paged)",
      request: { query: BookingListQuery },
      responses: {
        200: json(pageOf(StaffBookingListItemSchema, "BookingPage"), "Bookings"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await admin.list(c.req.valid("query")), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/bookings.csv",
      operationId: "exportBookings",
      tags,
      summary: "The filtered bookings as CSV",
      request: { query: BookingFilters },
      responses: {
        200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } },
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const stream = await admin.csv(query);
      await services.audit.record(actorOf(c), {
        action: "export",
        entity: "bookings",
        summary: "Exported bookings as CSV",
        after: query,
      });
      return csvDownload(stream, exportFileName("bookings-", services.now()));
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/bookings/{id}",
      operationId: "getBooking",
      tags,
      summary: "One booking: offer, details, payments, balance, timeline",
      request: { params: IdParam },
      responses: {
        200: json(StaffBookingDetailSchema, "The booking"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      const booking = await admin.get(c.req.valid("param").id);
      if (!booking) throw notFound("Booking not found");
      return c.json(booking, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/bookings/{id}/payments",
      operationId: "recordBookingPayment",
      tags,
      summary: "Record a payment received; the one covering the deposit confirms the booking",
      request: { params: IdParam, body: body(paymentInputSchema) },
      responses: { 201: json(StaffBookingDetailSchema, "Recorded"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await admin.recordPayment(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/bookings/{id}/status",
      operationId: "changeBookingStatus",
      tags,
      summary: "Mark a booking arrived, completed or cancelled",
      request: { params: IdParam, body: body(bookingStatusChangeSchema) },
      responses: { 200: json(StaffBookingDetailSchema, "Changed"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await admin.changeStatus(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/admin/bookings/{id}/needs-visa",
      operationId: "setBookingNeedsVisa",
      tags,
      summary:
        "Say whether the student needs a visa (Stamp 2: marked on the at-risk list and the letters); on the booking's timeline; 409 for an erased booking",
      request: { params: IdParam, body: body(needsVisaChangeSchema) },
      responses: { 200: json(StaffBookingDetailSchema, "Changed"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await admin.setNeedsVisa(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/bookings/{id}/commission-paid",
      operationId: "markCommissionPaid",
      tags,
      summary:
        "Mark the agency's commission of a booking paid (admins); 409 when it is not due yet, already paid, or the booking has no agency",
      middleware: [requireAdmin] as const,
      request: { params: IdParam },
      responses: { 200: json(StaffBookingDetailSchema, "Marked paid"), ...writeErrors },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      await services.agents.agencies.markCommissionPaid(id, actorOf(c));
      const booking = await admin.get(id);
      if (!booking) throw notFound("Booking not found");
      return c.json(booking, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/bookings/{id}/letter",
      operationId: "getBookingLetter",
      tags,
      summary: "The letter of acceptance (PDF), once the deposit is recorded",
      request: { params: IdParam },
      responses: {
        200: { description: "PDF", content: { "application/pdf": { schema: z.string() } } },
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
        ...errorResponses.conflict,
      },
    }),
    async (c) => {
      const { filename, pdf } = await admin.letter(c.req.valid("param").id);
      return pdfResponse(pdf, filename);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/bookings/{id}/guardian-request",
      operationId: "resendGuardianConsentRequest",
      tags,
      summary:
        "Send a minor's parent or guardian their consent e-mail again (a new link; the previous one stops working)",
      request: { params: IdParam },
      responses: {
        200: json(z.object({ email: z.string(), expiresAt: z.string() }), "Sent again"),
        ...writeErrors,
      },
    }),
    async (c) =>
      c.json(await services.bookings.guardian.resend(c.req.valid("param").id, actorOf(c)), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/bookings/{id}/letter/email",
      operationId: "emailBookingLetter",
      tags,
      summary: "E-mail the student (and guardian) a link to download the letter",
      request: { params: IdParam },
      responses: { 200: json(OkSchema, "Queued"), ...writeErrors },
    }),
    async (c) => {
      await admin.emailLetter(c.req.valid("param").id, actorOf(c));
      return c.json({ ok: true as const }, 200);
    },
  );

  registerPriceListAdminRoutes(router, services);
  registerBookingImportRoute(router, services);

  return router;
}
