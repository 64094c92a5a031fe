import { type ContactInquiryInput, contactInquirySchema } from "@shared/leads/contact-form";
import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  contactInquiries,
  type InquiryStatus,
  inquiryNotes,
  inquiryStatuses,
} from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { enqueueEmails } from "../mail/outbox";
import { contactAcknowledgement, staffLeadNotification } from "../mail/templates";
import { type ListQuery, likePattern, listPage, type Page, parseSort } from "../paging";
import type { RateLimiter, RateLimitRule } from "../rate-limit";
import { admitSubmission, type SubmissionContext, type SubmissionResult } from "./submission";

export type ContactInquiry = typeof contactInquiries.$inferSelect;
export type InquiryNote = typeof inquiryNotes.$inferSelect;

import { NotFoundError } from "../errors";

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(contactInquiries.name, pattern),
    ilike(contactInquiries.email, pattern),
    ilike(contactInquiries.subject, pattern),
    ilike(contactInquiries.message, pattern),
    ilike(contactInquiries.phone, pattern),
    ilike(contactInquiries.country, pattern),
  );
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

  function where(query: Pick<ListQuery, "q" | "status">) {
    return and(
      searchCondition(query.q),
      isInquiryStatus(query.status) ? eq(contactInquiries.status, query.status) : undefined,
    );
  }

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
      const record = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactInquiries)
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            subject: input.subject,
            message: input.message,
            enquiryType: input.enquiryType ?? null,
            gdprConsentAt: new Date(),
            locale: input.locale,
          })
          .returning();
        if (!row) throw new Error("insert returned no row");
        await enqueueEmails(tx, [
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
        ]);
        return row;
      });
      deps.onQueued();
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
      return listPage(db, contactInquiries, condition, order, query);
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

    async statusCounts(): Promise<Record<InquiryStatus, number> & { total: number }> {
      const rows = await db
        .select({ status: contactInquiries.status, n: count() })
        .from(contactInquiries)
        .groupBy(contactInquiries.status);
      const counts = { new: 0, contacted: 0, "follow-up": 0, closed: 0, total: 0 };
      for (const row of rows) {
        counts[row.status] = row.n;
        counts.total += row.n;
      }
      return counts;
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
