/**
 * The ledger for staff (issue 32, decision 0049): a booking's documents, a change, a new payer,
 * the list of documents, the accountant's journal, an agency's transfer, allocations by hand and
 * their reversal, and the wording of invoices. Admins and editors (the office); teachers get 403.
 * Changing the wording is for admins.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  agencyPaymentSchema,
  allocationInputSchema,
  invoiceListQuerySchema,
  journalQuerySchema,
  lineInputSchema,
  payerChangeSchema,
} from "@shared/invoices/forms";
import { journalCells, journalColumns } from "@shared/invoices/journal";
import type { JournalRow } from "@shared/invoices/types";
import type { Services } from "../../../services";
import { csvStream } from "../../../services/exports/csv";
import { notFound } from "../../errors";
import { actorOf, requireAdmin, requireStaff } from "../auth";
import { csvDownload } from "../exports";
import { pdfResponse } from "../pdf-response";
import {
  jsonBody as body,
  createRouter,
  errorResponses,
  IdParam,
  json,
  pageOf,
  staffErrors,
  writeErrors,
} from "../router";
import {
  AgencyPaymentResultSchema,
  AllocationResultSchema,
  InvoiceListItemSchema,
  InvoiceSchema,
  InvoiceSummarySchema,
  IssuedSchema,
  LedgerSettingsSchema,
  ReissuedSchema,
} from "./schemas";

const tags = ["Invoices"];

async function* journalRows(rows: JournalRow[]) {
  yield* rows;
}

export function invoiceAdminRoutes(services: Services) {
  const router = createRouter();
  const { invoices } = services;
  for (const path of [
    "/admin/invoices",
    "/admin/invoices/*",
    "/admin/invoices.csv",
    "/admin/invoice-allocations/*",
    "/admin/invoice-settings",
    "/admin/bookings/:id/invoices",
    "/admin/bookings/:id/lines",
    "/admin/bookings/:id/payer",
    "/admin/agencies/:id/payments",
  ]) {
    router.use(path, requireStaff(services));
  }
  router.use("/admin/invoice-settings", async (c, next) =>
    c.req.method === "PUT" ? requireAdmin(c, next) : next(),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/bookings/{id}/invoices",
      operationId: "listBookingInvoices",
      tags,
      summary: "A booking's invoices and credit notes, oldest first",
      request: { params: IdParam },
      responses: {
        200: json(z.object({ items: z.array(InvoiceSummarySchema) }), "The documents"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await services.bookings.admin.get(id))) throw notFound("Booking not found");
      const documents = await invoices.forBooking(id);
      return c.json(
        {
          items: documents.map(({ id, number, kind, payer, totalCents, issuedOn }) => ({
            id,
            number,
            kind,
            payer,
            totalCents,
            issuedOn,
          })),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/bookings/{id}/lines",
      operationId: "addBookingLine",
      tags,
      summary: "A change to a booked booking: a difference invoice (more) or credit note (less)",
      request: { params: IdParam, body: body(lineInputSchema) },
      responses: { 201: json(IssuedSchema, "The document issued"), ...writeErrors },
    }),
    async (c) => {
      const issued = await invoices.addLine(
        c.req.valid("param").id,
        c.req.valid("json"),
        actorOf(c),
      );
      return c.json(issued, 201);
    },
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/admin/bookings/{id}/payer",
      operationId: "changeBookingPayer",
      tags,
      summary: "A new payer: the old payer's documents credited, the new payer invoiced",
      request: { params: IdParam, body: body(payerChangeSchema) },
      responses: { 200: json(ReissuedSchema, "The documents issued"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await invoices.changePayer(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        200,
      ),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoices",
      operationId: "listInvoices",
      tags,
      summary: "Invoices and credit notes (search number, payer or booking; issued from–to; paged)",
      request: { query: invoiceListQuerySchema },
      responses: {
        200: json(pageOf(InvoiceListItemSchema, "InvoicePage"), "Documents, newest first"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await invoices.list(c.req.valid("query")), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoices.csv",
      operationId: "exportInvoiceJournal",
      tags,
      summary: "The accountant's journal of invoices, credit notes and payments of a period (CSV)",
      request: { query: journalQuerySchema },
      responses: {
        200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } },
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => {
      const period = c.req.valid("query");
      const rows = await invoices.journal(period);
      await services.audit.record(actorOf(c), {
        action: "export",
        entity: "invoices",
        summary: `Exported the journal from ${period.from} to ${period.to}`,
        after: period,
      });
      const columns = journalColumns.map((header, index) => ({
        header,
        value: (row: JournalRow) => journalCells(row)[index],
      }));
      return csvDownload(
        csvStream(columns, journalRows(rows)),
        `journal-${period.from}-to-${period.to}.csv`,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoices/{id}",
      operationId: "getInvoice",
      tags,
      summary: "One invoice or credit note, with what settled it",
      request: { params: IdParam },
      responses: {
        200: json(InvoiceSchema, "The document"),
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      const found = await invoices.get(c.req.valid("param").id);
      if (!found) throw notFound("Invoice not found");
      return c.json(found, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoices/{id}/pdf",
      operationId: "getInvoicePdf",
      tags,
      summary: "The invoice or credit note as a PDF, in the payer's language",
      request: { params: IdParam },
      responses: {
        200: {
          description: "PDF file",
          content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
        },
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      const file = await invoices.pdf(c.req.valid("param").id);
      return pdfResponse(file.pdf, file.fileName);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoices/{id}/ubl",
      operationId: "getInvoiceUbl",
      tags,
      summary: "The e-invoice (UBL 2.1, Peppol BIS Billing 3.0) of a document to a business payer",
      request: { params: IdParam },
      responses: {
        200: {
          description: "UBL 2.1 Invoice or CreditNote",
          content: { "application/xml": { schema: z.string() } },
        },
        ...staffErrors,
        ...errorResponses.validation,
        ...errorResponses.notFound,
        ...errorResponses.conflict,
      },
    }),
    async (c) => {
      const file = await invoices.ubl(c.req.valid("param").id);
      return new Response(file.xml, {
        status: 200,
        headers: {
          "Content-Type": "application/xml; charset=utf-8",
          "Content-Disposition": `attachment; filename="${file.fileName}"`,
          "Cache-Control": "no-store",
        },
      });
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/invoices/{id}/allocations",
      operationId: "allocateToInvoice",
      tags,
      summary: "Allocate part of a payment, transfer or credit note to this invoice by hand",
      request: { params: IdParam, body: body(allocationInputSchema) },
      responses: { 201: json(AllocationResultSchema, "The allocation"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await invoices.allocate(c.req.valid("param").id, c.req.valid("json"), actorOf(c)),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/invoice-allocations/{id}/reverse",
      operationId: "reverseAllocation",
      tags,
      summary: "Reverse a wrong allocation (a row of the opposite sign; nothing is deleted)",
      request: { params: IdParam },
      responses: { 201: json(AllocationResultSchema, "The reversal"), ...writeErrors },
    }),
    async (c) => c.json(await invoices.reverseAllocation(c.req.valid("param").id, actorOf(c)), 201),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/admin/agencies/{id}/payments",
      operationId: "recordAgencyPayment",
      tags,
      summary: "A transfer from an agency, allocated to its open invoices oldest first",
      request: { params: IdParam, body: body(agencyPaymentSchema) },
      responses: { 201: json(AgencyPaymentResultSchema, "Recorded"), ...writeErrors },
    }),
    async (c) =>
      c.json(
        await invoices.recordAgencyPayment(
          c.req.valid("param").id,
          c.req.valid("json"),
          actorOf(c),
        ),
        201,
      ),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/invoice-settings",
      operationId: "getInvoiceSettings",
      tags,
      summary: "The VAT sentence in each language and the days an invoice gives to pay",
      responses: { 200: json(LedgerSettingsSchema, "The settings"), ...staffErrors },
    }),
    async (c) => c.json(await invoices.settings(), 200),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/admin/invoice-settings",
      operationId: "updateInvoiceSettings",
      tags,
      summary: "Change the wording of invoices (admins)",
      request: { body: body(LedgerSettingsSchema) },
      responses: { 200: json(LedgerSettingsSchema, "Saved"), ...writeErrors },
    }),
    async (c) => c.json(await invoices.updateSettings(c.req.valid("json"), actorOf(c)), 200),
  );

  return router;
}
