import { partnerQuoteSchema } from "@shared/agents/forms";
import type { AgentIdentity } from "@shared/agents/types";
import { weeksOfDuration } from "@shared/content/options";
import { isTranslationLanguage } from "@shared/content/types";
import { wellFormed } from "@shared/forms/fields";
import { type QuoteRequestInput, quoteRequestSchema } from "@shared/leads/quote-form";
import { and, asc, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import { insertRowsReturning } from "../../db/bulk";
import type { Database } from "../../db/client";
import { agencies, programs, quoteRequests } from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import type { PriceBook } from "../bookings/price-book";
import { localizeFields } from "../content/translations/logic";
import type { TranslationService } from "../content/translations/service";
import { NotFoundError } from "../errors";
import type { QueuedMessage } from "../mail/outbox";
import { agentQuoteAcknowledgement } from "../mail/partner-emails";
import { quoteAcknowledgement, staffLeadNotification } from "../mail/templates";
import { type ListQuery, listPage, type Page, parseSort, searchText, textMatches } from "../paging";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { sharedRead } from "../shared-read";
import { createLeadWrites } from "./lead-writes";
import { estimateQuote } from "./quote-estimate";
import { admitSubmission, type SubmissionContext, type SubmissionResult } from "./submission";

export type { QuoteRequest, QuoteRequestListItem } from "@shared/leads/types";

/** The staff list's filters: the search, a program in `status`, and `agency` (an id or "none"). */
import type { QuoteRequest, QuoteRequestListItem } from "@shared/leads/types";
export type QuoteRequestQuery = ListQuery & { agency?: string };

/** An agent asking for a quote for a student through the partner portal (issue 17). */
export interface AgentOrigin {
  agent: AgentIdentity;
  /** The agent's language: their acknowledgement is written in it. */
  lang: string;
  /** The student's page in the portal, for the acknowledgement. */
  studentUrl: (quoteRequestId: number) => string;
}

const euro = (value: number | null) =>
  value === null ? null : `€${value.toLocaleString("en-IE")}`;

/** `agency`: an agency's id, "none" for direct requests; anything else filters nothing. */
function agencyCondition(agency: string | undefined): SQL | undefined {
  if (agency === "none") return isNull(quoteRequests.agencyId);
  const id = Number(agency);
  return agency && Number.isInteger(id) && id > 0 ? eq(quoteRequests.agencyId, id) : undefined;
}

/** The list's filters besides the search: the program, the agency. */
function listFilter(query: Pick<QuoteRequestQuery, "status" | "agency">) {
  return and(
    query.status ? eq(quoteRequests.programId, query.status) : undefined,
    agencyCondition(query.agency),
  );
}

function listCondition(query: Pick<QuoteRequestQuery, "q" | "status" | "agency">) {
  return and(searchCondition(query.q), listFilter(query));
}

/** What staff search a quote request by; the expression of quote_requests_search_trgm_idx. */
const quoteSearchText = searchText(
  quoteRequests.firstName,
  quoteRequests.lastName,
  quoteRequests.email,
  quoteRequests.phone,
  quoteRequests.country,
  quoteRequests.programTitle,
  quoteRequests.specialRequests,
);

function searchCondition(q: string): SQL | undefined {
  return q ? textMatches(quoteSearchText, q) : undefined;
}

export function createQuoteRequestService(deps: {
  db: Database;
  rateLimiter: RateLimiter;
  rule: RateLimitRule;
  adminUrl: (path: string) => string;
  onQueued: () => void;
  translations: TranslationService;
  /** The price list, read for the estimate stored with the request. */
  prices: () => Promise<PriceBook>;
}) {
  const { db } = deps;

  /** The rows with their agency's name: one lookup of the few agencies a page names. */
  async function withAgencyNames(rows: QuoteRequest[]): Promise<QuoteRequestListItem[]> {
    const ids = [...new Set(rows.flatMap((row) => (row.agencyId ? [row.agencyId] : [])))];
    const names = new Map(
      ids.length
        ? (
            await db
              .select({ id: agencies.id, name: agencies.name })
              .from(agencies)
              .where(inArray(agencies.id, ids))
          ).map((agency) => [agency.id, agency.name])
        : [],
    );
    return rows.map((row) => ({
      ...row,
      agencyName: row.agencyId ? (names.get(row.agencyId) ?? null) : null,
    }));
  }

  /** The program's name as the person read it on the site (their language where translated). */
  async function titleIn(program: typeof programs.$inferSelect, locale: string): Promise<string> {
    if (!isTranslationLanguage(locale)) return program.title;
    const translation = (await deps.translations.forRecords("program", [program.id], locale)).get(
      program.id,
    );
    return localizeFields("program", program, locale, translation ?? null).value.title;
  }

  // A burst of quote requests reads the same few programs, one price list and one translation
  // per language: each read is shared by the requests that need it at the same moment.
  const activeProgram = sharedRead(async (id: string) => {
    const [program] = await db
      .select()
      .from(programs)
      .where(and(eq(programs.id, id), eq(programs.status, "active")));
    return program ?? null;
  });
  const prices = sharedRead<void, PriceBook>(
    () => deps.prices(),
    () => "price-book",
  );
  const sharedTitleIn = sharedRead(
    ({ program, locale }: { program: typeof programs.$inferSelect; locale: string }) =>
      titleIn(program, locale),
    ({ program, locale }) => `${program.id}:${locale}`,
  );

  const stored = createLeadWrites({
    db,
    insert: (tx, values: (typeof quoteRequests.$inferInsert)[]) =>
      insertRowsReturning(tx, quoteRequests, values),
    isRowOf: (row, values) =>
      row.email === wellFormed(values.email) && row.lastName === wellFormed(values.lastName),
    onQueued: deps.onQueued,
  });

  return {
    /**
     * A quote request from the public form, or from an agent for a student (`origin`): then the
     * request belongs to the agency, carries its reference, the rate limit counts per agent user
     * rather than per address, and the acknowledgement goes to the agent, not the student.
     */
    async submit(
      raw: unknown,
      context: SubmissionContext,
      origin?: AgentOrigin,
    ): Promise<SubmissionResult<QuoteRequest>> {
      const admission = await admitSubmission(
        {
          rateLimiter: deps.rateLimiter,
          rule: deps.rule,
          form: origin ? "agent-quote" : "quote",
          schema: origin ? partnerQuoteSchema : quoteRequestSchema,
        },
        raw,
        origin ? { ip: `agent-${origin.agent.userId}` } : context,
      );
      if (!admission.admitted) return admission.result;
      const input: QuoteRequestInput & { agencyReference?: string } = admission.input;
      const agencyReference = origin ? (input.agencyReference ?? null) : null;
      const program = await activeProgram(input.programId);
      if (!program) {
        return { status: "invalid", fields: { programId: "Choose one of our programs." } };
      }
      const weeks = input.duration ? weeksOfDuration[input.duration] : null;
      const estimate =
        weeks === null
          ? null
          : estimateQuote(program, weeks, input.accommodation ?? "none", await prices());
      // The legacy field is whole euros (spec §6).
      const totalCost =
        estimate?.totalCents === null || estimate === null
          ? null
          : Math.round(estimate.totalCents / 100);

      const titleForPerson = await sharedTitleIn({ program, locale: input.locale });
      // Stored with the quote requests that arrived at the same moment (lead-writes.ts).
      const studentName = `${input.firstName} ${input.lastName}`;
      const record = await stored.write({
        values: {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone ?? null,
          country: input.nationality ?? null,
          ageGroup: input.ageGroup ?? null,
          programId: program.id,
          programTitle: program.title,
          startDate: input.startDate ?? null,
          durationOption: input.duration ?? null,
          durationWeeks: weeks,
          accommodationType: input.accommodation ?? null,
          specialRequests: input.specialRequests ?? null,
          totalCost,
          englishLevel: input.englishLevel ?? null,
          agencyId: origin?.agent.agencyId ?? null,
          agentUserId: origin?.agent.userId ?? null,
          agencyReference,
          gdprConsentAt: new Date(),
          locale: input.locale,
        },
        messages: (row) => {
          const acknowledgement: QueuedMessage = origin
            ? {
                ...agentQuoteAcknowledgement({
                  to: origin.agent.email,
                  lang: origin.lang,
                  agentName: origin.agent.name,
                  studentName,
                  programTitle: titleForPerson,
                  agencyReference,
                  url: origin.studentUrl(row.id),
                }),
                // A copy about the student: in their data-protection export and erasure.
                about: input.email,
              }
            : quoteAcknowledgement(input.email, input.firstName, titleForPerson, input.locale);
          return [
            staffLeadNotification({
              kind: "quote-request",
              title: origin
                ? `New quote request from ${origin.agent.agencyName}: ${program.title}`
                : `New quote request: ${program.title}`,
              replyTo: origin ? origin.agent.email : input.email,
              adminUrl: deps.adminUrl(`/admin/leads?tab=quotes&id=${row.id}`),
              fields: [
                ["Name", studentName],
                ["E-mail", input.email],
                ["Phone", input.phone],
                ["Nationality", input.nationality],
                ["Age group", input.ageGroup],
                ["Program", `${program.title} (${program.id})`],
                ["Start date", input.startDate],
                ["Duration", weeks === null ? input.duration : `${weeks} weeks`],
                ["Accommodation", input.accommodation],
                ["Estimated total", euro(totalCost)],
                ["Special requests", input.specialRequests],
                ["English level (online test)", input.englishLevel],
                ["Language", input.locale],
                [
                  "Agency",
                  origin ? `${origin.agent.agencyName} (agent: ${origin.agent.name})` : null,
                ],
                ["Agency reference", agencyReference],
                ["Received", row.createdAt.toISOString()],
              ],
            }),
            acknowledgement,
          ];
        },
      });
      return { status: "stored", record };
    },

    async list(query: QuoteRequestQuery): Promise<Page<QuoteRequestListItem>> {
      const sort = parseSort(query.sort, ["createdAt", "lastName", "totalCost"] as const, {
        key: "createdAt",
        descending: true,
      });
      const column = quoteRequests[sort.key];
      const order = [sort.descending ? desc(column) : asc(column), desc(quoteRequests.id)];
      const page = await listPage(db, quoteRequests, listCondition(query), order, query, {
        filter: listFilter(query),
      });
      return { ...page, items: await withAgencyNames(page.items) };
    },

    async *iterate(
      query: Pick<QuoteRequestQuery, "q" | "status" | "agency">,
    ): AsyncGenerator<QuoteRequestListItem> {
      const batch = 1000;
      const condition = listCondition(query);
      for (let offset = 0; ; offset += batch) {
        const rows = await db
          .select()
          .from(quoteRequests)
          .where(condition)
          .orderBy(asc(quoteRequests.createdAt), asc(quoteRequests.id))
          .limit(batch)
          .offset(offset);
        yield* await withAgencyNames(rows);
        if (rows.length < batch) return;
      }
    },

    async get(id: number): Promise<QuoteRequest | null> {
      const [row] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
      return row ?? null;
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(quoteRequests).where(eq(quoteRequests.id, id)).returning();
        if (!row) throw new NotFoundError("Quote request not found");
        await recordAudit(tx, actor, {
          action: "delete",
          entity: "quote_request",
          entityId: id,
          summary: `Deleted quote request #${id}`,
          before: row,
        });
      });
    },
  };
}

export type QuoteRequestService = ReturnType<typeof createQuoteRequestService>;
