/**
 * Paying host families and residences (issue 31, decision 0045): payment runs, their SEPA file
 * and remittance advices, and a provider's annual statement. Admins only: every answer carries
 * bank data or what a family earns (editors and teachers get 403). Changes are audited by the
 * service.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  paymentRunInputSchema,
  paymentRunListQuerySchema,
  statementQuerySchema,
} from "@shared/accommodation/payment-forms";
import type { Services } from "../../../services";
import { actorOf, requireAdmin, requireStaff } from "../auth";
import { pdfResponse } from "../pdf-response";
import {
  jsonBody as body,
  createRouter,
  errorResponses,
  json,
  pageOf,
  staffErrors,
  writeErrors,
} from "../router";
import {
  PaymentRunSchema,
  PaymentRunSummarySchema,
  ProviderStatementSchema,
  RemittanceParams,
  RunParams,
} from "./payment-schemas";

const tags = ["Accommodation payments"];
const runs = "/admin/accommodation/payment-runs";
const statement = "/admin/accommodation/providers/{id}/statement";
const readErrors = { ...staffErrors, ...errorResponses.validation, ...errorResponses.notFound };
const pdf = { description: "PDF", content: { "application/pdf": { schema: z.string() } } };

export function accommodationPaymentRoutes(services: Services) {
  const { accommodation } = services;
  const router = createRouter();
  const statementPaths = ["statement", "statement.pdf"].map(
    (file) => `/admin/accommodation/providers/:id/${file}`,
  );
  for (const path of [runs, `${runs}/*`, ...statementPaths]) {
    router.use(path, requireStaff(services), requireAdmin);
  }

  router.openapi(
    createRoute({
      method: "post",
      path: runs,
      operationId: "createPaymentRun",
      tags,
      summary: "Make a draft payment run for the nights from `from` up to, not including, `to`",
      description:
        "Pays the nights of placements whose arrival is confirmed (by the family, by staff, or a booking that has arrived), at the room's rate or else the provider's; never a held or cancelled placement, never a night a draft or approved run already pays. 409 `nothing-to-pay` when no night is payable.",
      request: { body: body(paymentRunInputSchema) },
      responses: { 201: json(PaymentRunSchema, "The draft run"), ...writeErrors },
    }),
    async (c) => c.json(await accommodation.createPaymentRun(c.req.valid("json"), actorOf(c)), 201),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: runs,
      operationId: "listPaymentRuns",
      tags,
      summary: "Payment runs, newest period first (search a provider or payee; filter by status)",
      request: {
        query: paymentRunListQuerySchema.extend({
          q: paymentRunListQuerySchema.shape.q.describe(
            "Runs paying a provider or payee of this name",
          ),
          page: paymentRunListQuerySchema.shape.page.describe("1-based page number"),
          pageSize: paymentRunListQuerySchema.shape.pageSize.describe("Rows per page, at most 100"),
        }),
      },
      responses: {
        200: json(pageOf(PaymentRunSummarySchema, "PaymentRunPage"), "One page of runs"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await accommodation.paymentRuns(c.req.valid("query")), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: `${runs}/{id}`,
      operationId: "getPaymentRun",
      tags,
      summary:
        "A run: its lines with their students' nights, relief warnings, and what is not in the SEPA file",
      request: { params: RunParams },
      responses: { 200: json(PaymentRunSchema, "The run"), ...readErrors },
    }),
    async (c) => c.json(await accommodation.paymentRun(c.req.valid("param").id), 200),
  );

  for (const [verb, operationId, decide] of [
    ["approve", "approvePaymentRun", accommodation.approvePaymentRun],
    ["discard", "discardPaymentRun", accommodation.discardPaymentRun],
  ] as const) {
    router.openapi(
      createRoute({
        method: "post",
        path: `${runs}/{id}/${verb}`,
        operationId,
        tags,
        summary:
          verb === "approve"
            ? "Approve a draft run (locked; who and when are kept)"
            : "Discard a draft run (its nights can be paid by another run)",
        description: "409 `not-draft` when the run is not a draft.",
        request: { params: RunParams },
        responses: {
          200: json(PaymentRunSchema, "The run"),
          ...readErrors,
          ...errorResponses.conflict,
        },
      }),
      async (c) => c.json(await decide(c.req.valid("param").id, actorOf(c)), 200),
    );
  }

  router.openapi(
    createRoute({
      method: "get",
      path: `${runs}/{id}/sepa.xml`,
      operationId: "getPaymentRunSepaFile",
      tags,
      summary:
        "The SEPA credit transfer file (ISO 20022 pain.001.001.03) of a run, draft or approved",
      description:
        "One transfer per line with bank details and an amount; the school's account pays. 409 when no line has bank details or the school's account is not configured.",
      request: { params: RunParams },
      responses: {
        200: {
          description: "pain.001.001.03 XML",
          content: { "application/xml": { schema: z.string() } },
        },
        ...readErrors,
        ...errorResponses.conflict,
      },
    }),
    async (c) => {
      const { xml, fileName } = await accommodation.sepaFile(c.req.valid("param").id);
      return new Response(xml, {
        status: 200,
        headers: {
          "Content-Type": "application/xml; charset=utf-8",
          "Content-Disposition": `attachment; filename="${fileName}"`,
          "Cache-Control": "no-store",
        },
      });
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: `${runs}/{id}/remittances/{providerId}`,
      operationId: "getPaymentRunRemittance",
      tags,
      summary: "A provider's remittance advice for a run (PDF)",
      request: { params: RemittanceParams },
      responses: { 200: pdf, ...readErrors },
    }),
    async (c) => {
      const { id, providerId } = c.req.valid("param");
      const file = await accommodation.remittancePdf(id, providerId);
      return pdfResponse(file.pdf, file.fileName);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: statement,
      operationId: "getProviderStatement",
      tags,
      summary: "A provider's payments of a year from approved runs, and the rent-a-room relief",
      request: { params: RunParams, query: statementQuerySchema },
      responses: { 200: json(ProviderStatementSchema, "The statement"), ...readErrors },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await accommodation.statement(id, c.req.valid("query").year), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: `${statement}.pdf`,
      operationId: "getProviderStatementPdf",
      tags,
      summary: "The same statement as a PDF",
      request: { params: RunParams, query: statementQuerySchema },
      responses: { 200: pdf, ...readErrors },
    }),
    async (c) => {
      const file = await accommodation.statementPdf(
        c.req.valid("param").id,
        c.req.valid("query").year,
      );
      return pdfResponse(file.pdf, file.fileName);
    },
  );

  return router;
}
