/**
 * Agencies' statements of account (issue 32, decision 0049). Staff (admins and editors; teachers
 * get 403) read any agency's statement as JSON, PDF or CSV and every agency's debts by age; an
 * agent reads their own agency's only, under /partners/statement: the agency comes from the
 * session, never from the request, so no id can name another agency's. Downloads by staff are
 * audited as the other exports are.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { isCalendarDate } from "@shared/forms/fields";
import { ageingBuckets, agencyInvoicings } from "@shared/invoices/types";
import type { Services } from "../../../services";
import { renderStatementPdf, statementFileName } from "../../../services/invoices/statement-pdf";
import type { AgencyStatement } from "../../../services/invoices/statements";
import { notFound } from "../../errors";
import { requireAgent } from "../agents/auth";
import { actorOf, requireStaff } from "../auth";
import { csvDownload } from "../exports";
import { pdfResponse } from "../pdf-response";
import { createRouter, errorResponses, IdParam, json, pageOf, staffErrors } from "../router";

const tags = ["Invoices"];
const partnerTags = ["Partners"];
const partnerSecurity = [{ partnerSession: [] }];
const agentErrors = { ...errorResponses.unauthorized, ...errorResponses.forbidden };

const day = (name: string, description: string) =>
  z
    .string()
    .refine((value) => value === "" || isCalendarDate(value), "Use a date as YYYY-MM-DD.")
    .optional()
    .openapi({ param: { name, in: "query" }, description, example: "2027-01-01" });

export const PeriodQuery = z
  .object({
    from: day("from", "The first day shown (default: 1 January of `to`'s year)"),
    to: day("to", "The last day shown (default: today)"),
  })
  .refine((period) => !period.from || !period.to || period.from <= period.to, {
    message: "The period ends before it starts.",
    path: ["to"],
  });

const cents = (description: string) => z.number().int().openapi({ description });

const AgeingSchema = z
  .object(Object.fromEntries(ageingBuckets.map((bucket) => [bucket, z.number().int()])))
  .openapi("DebtAgeing", {
    description: "Open invoices by days since issue (0–30, 31–60, 61–90, over 90), EUR cents",
  });

export const AgencyStatementSchema = z
  .object({
    agency: z.object({
      id: z.number().int(),
      name: z.string(),
      country: z.string(),
      invoicing: z.enum(agencyInvoicings),
      vatId: z.string().nullable(),
      address: z.string().nullable(),
    }),
    from: z.string(),
    to: z.string(),
    today: z.string(),
    openingCents: cents("The balance of everything before `from`; positive: owed to the school"),
    entries: z.array(
      z.object({
        date: z.string(),
        type: z.enum(["invoice", "credit-note", "transfer", "payment"]),
        number: z.string().openapi({ description: "The document's number or the reference" }),
        description: z.string(),
        debitCents: z.number().int(),
        creditCents: z.number().int(),
        balanceCents: z.number().int(),
        openCents: cents("An invoice: still owed on it today"),
      }),
    ),
    closingCents: cents("The balance at the end of the period"),
    ageing: AgeingSchema,
    dueCents: cents("What the agency's invoices still owe today"),
    onAccountCents: cents("Payments and credit notes not yet allocated"),
    balanceCents: cents("Due less on account, today"),
  })
  .openapi("AgencyStatement");

const AgencyDebtSchema = z
  .object({
    agencyId: z.number().int(),
    name: z.string(),
    country: z.string(),
    invoicing: z.enum(agencyInvoicings),
    ageing: AgeingSchema,
    dueCents: z.number().int(),
    onAccountCents: z.number().int(),
    balanceCents: z.number().int(),
  })
  .openapi("AgencyDebt");

const DebtQuery = z.object({
  q: z.string().trim().max(200).optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
});

/** The download's answer; one type for both formats, so that one handler serves them. */
const fileResponse = (format: "pdf" | "csv") => {
  const mime: string = format === "pdf" ? "application/pdf" : "text/csv";
  return { description: format.toUpperCase(), content: { [mime]: { schema: z.string() } } };
};

export function agencyStatementRoutes(services: Services) {
  const router = createRouter();
  const { invoices } = services;
  router.use("/admin/agencies/ageing", requireStaff(services));
  router.use("/admin/agencies/:id/statement", requireStaff(services));
  router.use("/admin/agencies/:id/statement/*", requireStaff(services));
  router.use("/partners/statement", requireAgent(services));
  router.use("/partners/statement/*", requireAgent(services));

  async function found(agencyId: number, period: { from?: string; to?: string }) {
    const statement = await invoices.agencyStatement(agencyId, period);
    if (!statement) throw notFound("Agency not found");
    return statement;
  }
  const pdfOf = async (statement: AgencyStatement) =>
    pdfResponse(await renderStatementPdf(statement), statementFileName(statement, "pdf"));
  const csvOf = (statement: AgencyStatement) =>
    csvDownload(invoices.statementCsv(statement), statementFileName(statement, "csv"));

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/agencies/ageing",
      operationId: "listAgencyDebts",
      tags,
      summary: "Every agency's open invoices by age, on account and balance (search q, paged)",
      request: { query: DebtQuery },
      responses: {
        200: json(pageOf(AgencyDebtSchema, "AgencyDebtPage"), "A page of agencies"),
        ...staffErrors,
        ...errorResponses.validation,
      },
    }),
    async (c) => c.json(await invoices.agencyDebts(c.req.valid("query")), 200),
  );

  const staffErrorsOf = {
    ...staffErrors,
    ...errorResponses.validation,
    ...errorResponses.notFound,
  };
  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/agencies/{id}/statement",
      operationId: "getAgencyStatement",
      tags,
      summary: "An agency's statement of account for a period, its debt by age and balance",
      request: { params: IdParam, query: PeriodQuery },
      responses: { 200: json(AgencyStatementSchema, "The statement"), ...staffErrorsOf },
    }),
    async (c) => c.json(await found(c.req.valid("param").id, c.req.valid("query")), 200),
  );
  for (const format of ["pdf", "csv"] as const) {
    router.openapi(
      createRoute({
        method: "get",
        path: `/admin/agencies/{id}/statement/${format}`,
        operationId: `getAgencyStatement${format === "pdf" ? "Pdf" : "Csv"}`,
        tags,
        summary: `An agency's statement of account for a period (${format.toUpperCase()})`,
        request: { params: IdParam, query: PeriodQuery },
        responses: { 200: fileResponse(format), ...staffErrorsOf },
      }),
      async (c) => {
        const statement = await found(c.req.valid("param").id, c.req.valid("query"));
        await services.audit.record(actorOf(c), {
          action: "export",
          entity: "agency",
          entityId: statement.agency.id,
          summary: `Downloaded the statement of ${statement.agency.name} from ${statement.from} to ${statement.to} (${format.toUpperCase()})`,
          after: { from: statement.from, to: statement.to, format },
        });
        return format === "pdf" ? pdfOf(statement) : csvOf(statement);
      },
    );
  }

  const agentErrorsOf = { ...agentErrors, ...errorResponses.validation };
  router.openapi(
    createRoute({
      method: "get",
      path: "/partners/statement",
      operationId: "getPartnerStatement",
      tags: partnerTags,
      security: partnerSecurity,
      summary: "The agency's own statement of account for a period, its debt by age and balance",
      request: { query: PeriodQuery },
      responses: { 200: json(AgencyStatementSchema, "The statement"), ...agentErrorsOf },
    }),
    async (c) =>
      c.json(await found(c.get("agentSession").agent.agencyId, c.req.valid("query")), 200),
  );
  for (const format of ["pdf", "csv"] as const) {
    router.openapi(
      createRoute({
        method: "get",
        path: `/partners/statement/${format}`,
        operationId: `getPartnerStatement${format === "pdf" ? "Pdf" : "Csv"}`,
        tags: partnerTags,
        security: partnerSecurity,
        summary: `The agency's own statement of account for a period (${format.toUpperCase()})`,
        request: { query: PeriodQuery },
        responses: { 200: fileResponse(format), ...agentErrorsOf },
      }),
      async (c) => {
        const statement = await found(c.get("agentSession").agent.agencyId, c.req.valid("query"));
        return format === "pdf" ? pdfOf(statement) : csvOf(statement);
      },
    );
  }

  return router;
}
