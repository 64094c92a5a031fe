import { wellFormed } from "@shared/forms/fields";
import { type ContactInquiryInput, contactInquirySchema } from "@shared/leads/contact-form";
import type { ContactInquiry } from "@shared/leads/types";
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import { insertRowsReturning } from "../../db/bulk";
import type { Database } from "../../db/client";
import {
  contactInquiries,
  type InquiryStatus,
  inquiryNotes,
  inquiryStatuses,
} from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { contactAcknowledgement, staffLeadNotification } from "../mail/templates";
import {
  type CountedTotal,
  cardTotal,
  countsUpToLimit,
  type ListQuery,
  listPage,
  type Page,
  parseSort,
  searchText,
  textMatches,
} from "../paging";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { createLeadWrites } from "./lead-writes";
import { admitSubmission, type SubmissionContext, type SubmissionResult } from "./submission";

export type { ContactInquiry } from "@shared/leads/types";
export type InquiryNote = typeof inquiryNotes.$inferSelect;

import { NotFoundError } from "../errors";

/** What staff search an enquiry by; the expression of contact_inquiries_search_trgm_idx. */
const inquirySearchText = searchText(
  contactInquiries.name,
  contactInquiries.email,
  contactInquiries.subject,
  contactInquiries.message,
  contactInquiries.phone,
  contactInquiries.country,
);

function searchCondition(q: string): SQL | undefined {
  return q ? textMatches(inquirySearchText, q) : undefined;
}

export function isInquiryStatus(value: string): value is InquiryStatus {
  return (inquiryStatuses as readonly string[]).includes(value);
}

export function createContactInquiryService(deps: {
  db: Database;
  rateLimiter: RateLimiter;
  rule: RateLimitRule;
  adminUrl: (path: string) => string;
  onQueued: () => void;
}) {
  const { db } = deps;

  function filterOf(query: Pick<ListQuery, "status">) {
    return isInquiryStatus(query.status) ? eq(contactInquiries.status, query.status) : undefined;
  }

  function where(query: Pick<ListQuery, "q" | "status">) {
    return and(searchCondition(query.q), filterOf(query));
  }

  const stored = createLeadWrites({
    db,
    insert: (tx, values: (typeof contactInquiries.$inferInsert)[]) =>
      insertRowsReturning(tx, contactInquiries, values),
    isRowOf: (row, values) =>
      row.email === wellFormed(values.email) && row.message === wellFormed(values.message),
    onQueued: deps.onQueued,
  });

  return {
    /** A visitor's enquiry: stored with the staff notification and acknowledgement e-mails. */
    async submit(
      raw: unknown,
      context: SubmissionContext,
    ): Promise<SubmissionResult<ContactInquiry>> {
      const admission = await admitSubmission(
        {
          rateLimiter: deps.rateLimiter,
          rule: deps.rule,
          form: "contact",
          schema: contactInquirySchema,
        },
        raw,
        context,
      );
      if (!admission.admitted) return admission.result;
      const input: ContactInquiryInput = admission.input;
      // Stored with the enquiries that arrived at the same moment (lead-writes.ts).
      const record = await stored.write({
        values: {
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          subject: input.subject,
          message: input.message,
          enquiryType: input.enquiryType ?? null,
          gdprConsentAt: new Date(),
          locale: input.locale,
        },
        messages: (row) => [
          staffLeadNotification({
            kind: "contact-inquiry",
            title: `New enquiry: ${input.subject}`,
            replyTo: input.email,
            adminUrl: deps.adminUrl(`/admin/inquiries?id=${row.id}`),
            fields: [
              ["Name", input.name],
              ["E-mail", input.email],
              ["Phone", input.phone],
              ["Enquiry type", input.enquiryType],
              ["Subject", input.subject],
              ["Message", input.message],
              ["Language", input.locale],
              ["Received", row.createdAt.toISOString()],
            ],
          }),
          contactAcknowledgement(input.email, input.name, input.locale),
        ],
      });
      return { status: "stored", record };
    },

    async list(query: ListQuery): Promise<Page<ContactInquiry>> {
      const sort = parseSort(query.sort, ["createdAt", "name", "status"] as const, {
        key: "createdAt",
        descending: true,
      });
      const column = contactInquiries[sort.key];
      const condition = where(query);
      const order = [sort.descending ? desc(column) : asc(column), desc(contactInquiries.id)];
      return listPage(db, contactInquiries, condition, order, query, { filter: filterOf(query) });
    },

    /** Every row matching the filters, oldest first, for CSV export. */
    async *iterate(query: Pick<ListQuery, "q" | "status">): AsyncGenerator<ContactInquiry> {
      const batch = 1000;
      for (let offset = 0; ; offset += batch) {
        const rows = await db
          .select()
          .from(contactInquiries)
          .where(where(query))
          .orderBy(asc(contactInquiries.createdAt), asc(contactInquiries.id))
          .limit(batch)
          .offset(offset);
        yield* rows;
        if (rows.length < batch) return;
      }
    },

    /** The stat cards: counted up to COUNT_LIMIT each, like the lists (decision 0054), in one statement. */
    async statusCounts(): Promise<Record<InquiryStatus | "total", CountedTotal>> {
      const statuses = ["new", "contacted", "follow-up", "closed"] as const;
      const [total = 0, ...byStatus] = await countsUpToLimit(db, [
        { table: contactInquiries, condition: undefined },
        ...statuses.map((status) => ({
          table: contactInquiries,
          condition: eq(contactInquiries.status, status),
        })),
      ]);
      const counted = (index: number) => cardTotal(byStatus[index] ?? 0);
      return {
        total: cardTotal(total),
        new: counted(0),
        contacted: counted(1),
        "follow-up": counted(2),
        closed: counted(3),
      };
    },

    async get(id: number): Promise<(ContactInquiry & { notes: InquiryNote[] }) | null> {
      const [row] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
      if (!row) return null;
      const notes = await db
        .select()
        .from(inquiryNotes)
        .where(eq(inquiryNotes.inquiryId, id))
        .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id));
      return { ...row, notes };
    },

    /** Staff move an enquiry along (new → contacted → follow-up → closed), optionally with a note. */
    async update(
      id: number,
      change: { status?: InquiryStatus; note?: string },
      actor: Actor,
    ): Promise<ContactInquiry & { notes: InquiryNote[] }> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(contactInquiries)
          .where(eq(contactInquiries.id, id))
          .for("update");
        if (!before) throw new NotFoundError("Inquiry not found");
        const statusChanged = change.status !== undefined && change.status !== before.status;
        if (statusChanged) {
          await tx
            .update(contactInquiries)
            .set({ status: change.status, updatedAt: new Date() })
            .where(eq(contactInquiries.id, id));
        }
        if (statusChanged || change.note) {
          await tx.insert(inquiryNotes).values({
            inquiryId: id,
            authorId: actor.id,
            authorName: actor.name,
            body: change.note ?? "",
            statusFrom: statusChanged ? before.status : null,
            statusTo: statusChanged ? (change.status ?? null) : null,
          });
          await recordAudit(tx, actor, {
            action: "update",
            entity: "contact_inquiry",
            entityId: id,
            summary: statusChanged
              ? `Inquiry #${id} status ${before.status} → ${change.status}`
              : `Note added to inquiry #${id}`,
            before: { status: before.status },
            after: { status: change.status ?? before.status, note: change.note ?? null },
          });
        }
      });
      const updated = await this.get(id);
      if (!updated) throw new NotFoundError("Inquiry not found");
      return updated;
    },

    async remove(id: number, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(contactInquiries)
          .where(eq(contactInquiries.id, id))
          .returning();
        if (!row) throw new NotFoundError("Inquiry not found");
        await recordAudit(tx, actor, {
          action: "delete",
          entity: "contact_inquiry",
          entityId: id,
          summary: `Deleted inquiry #${id}`,
          before: row,
        });
      });
    },
  };
}

export type ContactInquiryService = ReturnType<typeof createContactInquiryService>;
