/**
 * GDPR duties of spec §9: the retention policy (what may be kept, and for how long) applied by a
 * daily job with a dry run of the very same rules, and the data-subject requests — find, export
 * and erase everything stored about one e-mail address.
 *
 * Level-test leads (gdpr-level-test.ts) are exported with their results; erasing them keeps the
 * anonymous result for the statistics and removes everything that names the person.
 *
 * Audit entries about records that no longer exist lose their snapshots and names (the entry
 * itself stays: who did what, when), so erasing a person leaves nothing of them anywhere.
 */
import { createHash } from "node:crypto";
import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import {
  auditLog,
  contactInquiries,
  emailOutbox,
  inquiryNotes,
  newsletterSubscriptions,
  pageViews,
  quoteRequests,
  students,
} from "../db/schema";
import type { Actor } from "./audit";
import { InvalidInputError } from "./errors";
import {
  anonymiseDueLevelTestLeads,
  anonymiseLevelTestLeads,
  dueLevelTestLeadSample,
  dueLevelTestLeads,
  findLevelTestLeads,
  type LevelTestLeadRecord,
} from "./gdpr-level-test";

/** The periods of the published privacy policy (spec §9). */
export const RETENTION_POLICY = {
  inquiryYears: 3,
  studentYears: 7,
  marketingInactiveYears: 3,
  analyticsMonths: 26,
  /** Delivered e-mails are a copy of what was sent; kept only long enough to answer questions. */
  sentEmailDays: 90,
} as const;

export const RETENTION_JOB_ACTOR = "Retention job";

export const retentionCategories = [
  "contactInquiries",
  "quoteRequests",
  "students",
  "newsletterSubscriptions",
  "pageViews",
  "sentEmails",
  "levelTestLeads",
] as const;
export type RetentionCategory = (typeof retentionCategories)[number];

export interface RetentionItem {
  category: RetentionCategory;
  label: string;
  rule: string;
  /** Rows older than this instant (or calendar day, for date columns) are due. */
  cutoff: string;
  count: number;
  /** Up to SAMPLE_SIZE ids of due rows, oldest first. */
  sampleIds: string[];
}

export interface RetentionPlan {
  at: string;
  total: number;
  items: RetentionItem[];
}

export type RetentionCounts = Record<RetentionCategory, number>;

export interface RetentionResult {
  at: string;
  total: number;
  counts: RetentionCounts;
}

export const SAMPLE_SIZE = 10;

/** The same instant `months` calendar months earlier, in UTC. */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function cutoffsOf(now: Date) {
  const inquiries = monthsBefore(now, RETENTION_POLICY.inquiryYears * 12);
  const studentRecords = monthsBefore(now, RETENTION_POLICY.studentYears * 12);
  const marketing = monthsBefore(now, RETENTION_POLICY.marketingInactiveYears * 12);
  const analytics = monthsBefore(now, RETENTION_POLICY.analyticsMonths);
  const sentEmails = new Date(now.getTime() - RETENTION_POLICY.sentEmailDays * 86_400_000);
  return { inquiries, studentRecords, marketing, analytics, sentEmails };
}

/**
 * The one definition of "due for deletion" per table, shared by the dry run and the job, so
 * the plan shows exactly what the job deletes.
 */
function dueRules(now: Date) {
  const cut = cutoffsOf(now);
  return {
    contactInquiries: {
      label: "Contact inquiries",
      rule: `Received more than ${RETENTION_POLICY.inquiryYears} years ago`,
      cutoff: cut.inquiries.toISOString(),
      where: lt(contactInquiries.createdAt, cut.inquiries),
    },
    quoteRequests: {
      label: "Quote requests",
      rule: `Received more than ${RETENTION_POLICY.inquiryYears} years ago`,
      cutoff: cut.inquiries.toISOString(),
      where: lt(quoteRequests.createdAt, cut.inquiries),
    },
    students: {
      label: "Student records",
      rule: `Course ended (or, without an end date, record created) more than ${RETENTION_POLICY.studentYears} years ago`,
      cutoff: dayOf(cut.studentRecords),
      where: or(
        and(isNotNull(students.endDate), lt(students.endDate, dayOf(cut.studentRecords))),
        and(isNull(students.endDate), lt(students.createdAt, cut.studentRecords)),
      ) as SQL,
    },
    newsletterSubscriptions: {
      label: "Newsletter subscriptions",
      rule: `No activity for more than ${RETENTION_POLICY.marketingInactiveYears} years`,
      cutoff: cut.marketing.toISOString(),
      where: lt(newsletterSubscriptions.lastActivityAt, cut.marketing),
    },
    pageViews: {
      label: "Page-view counts",
      rule: `Days more than ${RETENTION_POLICY.analyticsMonths} months ago`,
      cutoff: dayOf(cut.analytics),
      where: lt(pageViews.day, dayOf(cut.analytics)),
    },
    sentEmails: {
      label: "Sent e-mails (outbox copies)",
      rule: `Delivered, or cancelled unsent, more than ${RETENTION_POLICY.sentEmailDays} days ago`,
      cutoff: cut.sentEmails.toISOString(),
      // A campaign message cancelled because its subscriber left still holds their address.
      where: or(
        and(eq(emailOutbox.status, "sent"), lt(emailOutbox.sentAt, cut.sentEmails)),
        and(eq(emailOutbox.status, "cancelled"), lt(emailOutbox.createdAt, cut.sentEmails)),
      ) as SQL,
    },
    levelTestLeads: {
      label: "Level-test leads (name and e-mail)",
      rule: `Result requested more than ${RETENTION_POLICY.inquiryYears} years ago (the anonymous result is kept)`,
      cutoff: cut.inquiries.toISOString(),
      where: dueLevelTestLeads(cut.inquiries),
    },
  } satisfies Record<
    RetentionCategory,
    { label: string; rule: string; cutoff: string; where: SQL | undefined }
  >;
}

/** Normalised address, or an error naming the field. */
export function normaliseEmail(input: string): string {
  const email = input.trim().toLowerCase();
  if (!email || email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new InvalidInputError({ email: "Enter a valid e-mail address." });
  }
  return email;
}

/** The address as the audit trail may keep it: a SHA-256, never the address itself. */
export function emailFingerprint(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

const sameAddress = (column: PgColumn, email: string) => sql`lower(${column}) = ${email}`;

export interface PersonRecords {
  email: string;
  contactInquiries: (typeof contactInquiries.$inferSelect & {
    notes: (typeof inquiryNotes.$inferSelect)[];
  })[];
  quoteRequests: (typeof quoteRequests.$inferSelect)[];
  /** Level tests whose result the person asked for by e-mail, with the result and answers. */
  levelTestLeads: LevelTestLeadRecord[];
  newsletterSubscriptions: Omit<typeof newsletterSubscriptions.$inferSelect, "confirmTokenHash">[];
  students: (typeof students.$inferSelect)[];
  /** E-mails to the address, or about it (staff notifications that reply to it). */
  emails: (typeof emailOutbox.$inferSelect)[];
}

export type PersonCounts = {
  contactInquiries: number;
  inquiryNotes: number;
  quoteRequests: number;
  levelTestLeads: number;
  newsletterSubscriptions: number;
  students: number;
  emails: number;
};

export function countsOf(person: PersonRecords): PersonCounts {
  return {
    contactInquiries: person.contactInquiries.length,
    inquiryNotes: person.contactInquiries.reduce((sum, inquiry) => sum + inquiry.notes.length, 0),
    quoteRequests: person.quoteRequests.length,
    levelTestLeads: person.levelTestLeads.length,
    newsletterSubscriptions: person.newsletterSubscriptions.length,
    students: person.students.length,
    emails: person.emails.length,
  };
}

export interface PersonSummary {
  email: string;
  counts: PersonCounts;
  /** The counts in words: "1 contact inquiry, 3 e-mails". */
  description: string;
  total: number;
  records: PersonRecords;
}

type Noun = readonly [singular: string, plural: string];

/** "2 contact inquiries, 1 student record", skipping zeros. */
export function describeCounts<K extends string>(
  counts: Record<K, number>,
  labels: Record<K, Noun>,
): string {
  const parts = (Object.entries(counts) as [K, number][])
    .filter(([, n]) => n > 0)
    .map(([key, n]) => `${n} ${labels[key][n === 1 ? 0 : 1]}`);
  return parts.length ? parts.join(", ") : "nothing";
}

export const personCountLabels: Record<keyof PersonCounts, Noun> = {
  contactInquiries: ["contact inquiry", "contact inquiries"],
  inquiryNotes: ["inquiry note", "inquiry notes"],
  quoteRequests: ["quote request", "quote requests"],
  levelTestLeads: ["level-test result", "level-test results"],
  newsletterSubscriptions: ["newsletter subscription", "newsletter subscriptions"],
  students: ["student record", "student records"],
  emails: ["e-mail", "e-mails"],
};

const retentionCountLabels: Record<RetentionCategory, Noun> = {
  contactInquiries: ["contact inquiry", "contact inquiries"],
  quoteRequests: ["quote request", "quote requests"],
  students: ["student record", "student records"],
  newsletterSubscriptions: ["newsletter subscription", "newsletter subscriptions"],
  pageViews: ["page-view row", "page-view rows"],
  sentEmails: ["sent e-mail", "sent e-mails"],
  levelTestLeads: ["level-test lead anonymised", "level-test leads anonymised"],
};

/** The audit entity names of the tables that hold people. */
const auditEntities = {
  contactInquiries: "contact_inquiry",
  quoteRequests: "quote_request",
  students: "student",
  newsletterSubscriptions: "newsletter_subscription",
} as const;

/**
 * Earlier audit entries about deleted records keep who, what and when, but lose the snapshots
 * and the summary text (which may name the person).
 */
async function redactAuditOf(
  tx: Database,
  entity: string,
  ids: (string | number)[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const redacted = await tx
    .update(auditLog)
    .set({
      before: null,
      after: null,
      summary: sql`${auditLog.action} || ' ' || replace(${auditLog.entity}, '_', ' ') || ' #' || ${auditLog.entityId} || ' (personal data removed)'`,
    })
    .where(
      and(
        eq(auditLog.entity, entity),
        inArray(
          auditLog.entityId,
          ids.map((id) => String(id)),
        ),
      ),
    )
    .returning({ id: auditLog.id });
  return redacted.length;
}

async function insertAudit(
  tx: Database,
  actor: Actor | null,
  entry: Pick<typeof auditLog.$inferInsert, "action" | "entity" | "entityId" | "summary" | "after">,
) {
  await tx.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? RETENTION_JOB_ACTOR,
    ...entry,
  });
}

export function createGdprService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());

  async function findRecords(email: string): Promise<PersonRecords> {
    const [inquiries, quotes, levelTests, subscriptions, studentRows, emails] = await Promise.all([
      db
        .select()
        .from(contactInquiries)
        .where(sameAddress(contactInquiries.email, email))
        .orderBy(asc(contactInquiries.createdAt)),
      db
        .select()
        .from(quoteRequests)
        .where(sameAddress(quoteRequests.email, email))
        .orderBy(asc(quoteRequests.createdAt)),
      findLevelTestLeads(db, email),
      db
        .select()
        .from(newsletterSubscriptions)
        .where(sameAddress(newsletterSubscriptions.email, email)),
      db
        .select()
        .from(students)
        .where(sameAddress(students.email, email))
        .orderBy(asc(students.createdAt)),
      db
        .select()
        .from(emailOutbox)
        .where(
          or(sameAddress(emailOutbox.toAddress, email), sameAddress(emailOutbox.replyTo, email)),
        )
        .orderBy(asc(emailOutbox.createdAt)),
    ]);
    const notes = inquiries.length
      ? await db
          .select()
          .from(inquiryNotes)
          .where(
            inArray(
              inquiryNotes.inquiryId,
              inquiries.map((inquiry) => inquiry.id),
            ),
          )
          .orderBy(asc(inquiryNotes.createdAt))
      : [];
    return {
      email,
      contactInquiries: inquiries.map((inquiry) => ({
        ...inquiry,
        notes: notes.filter((note) => note.inquiryId === inquiry.id),
      })),
      quoteRequests: quotes,
      levelTestLeads: levelTests,
      // The token hash is a secret of ours, not information about the person.
      newsletterSubscriptions: subscriptions.map(({ confirmTokenHash: _secret, ...rest }) => rest),
      students: studentRows,
      emails,
    };
  }

  return {
    describePersonCounts: (counts: PersonCounts) => describeCounts(counts, personCountLabels),
    describeRetentionCounts: (counts: RetentionCounts) =>
      describeCounts(counts, retentionCountLabels),

    /** What the retention job would delete at `now`: counts and the oldest ids per table. */
    async retentionPlan(now: Date = clock()): Promise<RetentionPlan> {
      const rules = dueRules(now);
      const [ci, qr, st, ns, pv, se] = await Promise.all([
        Promise.all([
          db.select({ n: count() }).from(contactInquiries).where(rules.contactInquiries.where),
          db
            .select({ id: contactInquiries.id })
            .from(contactInquiries)
            .where(rules.contactInquiries.where)
            .orderBy(asc(contactInquiries.createdAt), asc(contactInquiries.id))
            .limit(SAMPLE_SIZE),
        ]),
        Promise.all([
          db.select({ n: count() }).from(quoteRequests).where(rules.quoteRequests.where),
          db
            .select({ id: quoteRequests.id })
            .from(quoteRequests)
            .where(rules.quoteRequests.where)
            .orderBy(asc(quoteRequests.createdAt), asc(quoteRequests.id))
            .limit(SAMPLE_SIZE),
        ]),
        Promise.all([
          db.select({ n: count() }).from(students).where(rules.students.where),
          db
            .select({ id: students.id })
            .from(students)
            .where(rules.students.where)
            .orderBy(asc(students.createdAt), asc(students.id))
            .limit(SAMPLE_SIZE),
        ]),
        Promise.all([
          db
            .select({ n: count() })
            .from(newsletterSubscriptions)
            .where(rules.newsletterSubscriptions.where),
          db
            .select({ id: newsletterSubscriptions.id })
            .from(newsletterSubscriptions)
            .where(rules.newsletterSubscriptions.where)
            .orderBy(asc(newsletterSubscriptions.lastActivityAt), asc(newsletterSubscriptions.id))
            .limit(SAMPLE_SIZE),
        ]),
        Promise.all([
          db.select({ n: count() }).from(pageViews).where(rules.pageViews.where),
          db
            .select({ day: pageViews.day, path: pageViews.path, locale: pageViews.locale })
            .from(pageViews)
            .where(rules.pageViews.where)
            .orderBy(asc(pageViews.day), asc(pageViews.path), asc(pageViews.locale))
            .limit(SAMPLE_SIZE),
        ]),
        Promise.all([
          db.select({ n: count() }).from(emailOutbox).where(rules.sentEmails.where),
          db
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(rules.sentEmails.where)
            .orderBy(asc(emailOutbox.sentAt), asc(emailOutbox.id))
            .limit(SAMPLE_SIZE),
        ]),
      ]);
      const ids = (rows: { id: number }[]) => rows.map((row) => String(row.id));
      const found: Record<RetentionCategory, { count: number; sampleIds: string[] }> = {
        contactInquiries: { count: ci[0][0]?.n ?? 0, sampleIds: ids(ci[1]) },
        quoteRequests: { count: qr[0][0]?.n ?? 0, sampleIds: ids(qr[1]) },
        students: { count: st[0][0]?.n ?? 0, sampleIds: ids(st[1]) },
        newsletterSubscriptions: { count: ns[0][0]?.n ?? 0, sampleIds: ids(ns[1]) },
        pageViews: {
          count: pv[0][0]?.n ?? 0,
          sampleIds: pv[1].map((row) => `${row.day} ${row.locale} ${row.path}`),
        },
        sentEmails: { count: se[0][0]?.n ?? 0, sampleIds: ids(se[1]) },
        levelTestLeads: await dueLevelTestLeadSample(db, cutoffsOf(now).inquiries, SAMPLE_SIZE),
      };
      const items = retentionCategories.map((category) => ({
        category,
        label: rules[category].label,
        rule: rules[category].rule,
        cutoff: rules[category].cutoff,
        ...found[category],
      }));
      return {
        at: now.toISOString(),
        total: items.reduce((sum, item) => sum + item.count, 0),
        items,
      };
    },

    /**
     * Deletes what the plan for `now` lists, in one transaction with one audit entry. The
     * scheduler passes no actor ("Retention job") and records nothing on days with nothing due;
     * a person running it by hand is always recorded.
     */
    async applyRetention(now: Date = clock(), actor?: Actor): Promise<RetentionResult> {
      const rules = dueRules(now);
      return db.transaction(async (tx) => {
        const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
        const inquiries = ids(
          await tx
            .delete(contactInquiries)
            .where(rules.contactInquiries.where)
            .returning({ id: contactInquiries.id }),
        );
        // Students first: a student row points at its quote request.
        const studentIds = ids(
          await tx.delete(students).where(rules.students.where).returning({ id: students.id }),
        );
        const quotes = ids(
          await tx
            .delete(quoteRequests)
            .where(rules.quoteRequests.where)
            .returning({ id: quoteRequests.id }),
        );
        const subscriptions = ids(
          await tx
            .delete(newsletterSubscriptions)
            .where(rules.newsletterSubscriptions.where)
            .returning({ id: newsletterSubscriptions.id }),
        );
        const views = await tx
          .delete(pageViews)
          .where(rules.pageViews.where)
          .returning({ day: pageViews.day });
        const sent = ids(
          await tx
            .delete(emailOutbox)
            .where(rules.sentEmails.where)
            .returning({ id: emailOutbox.id }),
        );
        await redactAuditOf(tx, auditEntities.contactInquiries, inquiries);
        await redactAuditOf(tx, auditEntities.quoteRequests, quotes);
        await redactAuditOf(tx, auditEntities.students, studentIds);
        await redactAuditOf(tx, auditEntities.newsletterSubscriptions, subscriptions);

        const counts: RetentionCounts = {
          contactInquiries: inquiries.length,
          quoteRequests: quotes.length,
          students: studentIds.length,
          newsletterSubscriptions: subscriptions.length,
          pageViews: views.length,
          sentEmails: sent.length,
          levelTestLeads: await anonymiseDueLevelTestLeads(tx, cutoffsOf(now).inquiries),
        };
        const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
        if (actor || total > 0) {
          await insertAudit(tx, actor ?? null, {
            action: "delete",
            entity: "retention",
            entityId: null,
            summary: `Retention policy applied: deleted ${describeCounts(counts, retentionCountLabels)}`,
            after: {
              counts,
              cutoffs: Object.fromEntries(
                retentionCategories.map((category) => [category, rules[category].cutoff]),
              ),
            },
          });
        }
        return { at: now.toISOString(), total, counts };
      });
    },

    /** Everything stored about an address (case-insensitive), with counts per table. */
    async findPerson(emailInput: string): Promise<PersonSummary> {
      const email = normaliseEmail(emailInput);
      const records = await findRecords(email);
      const counts = countsOf(records);
      const { inquiryNotes: _notes, ...rows } = counts;
      return {
        email,
        counts,
        description: describeCounts(counts, personCountLabels),
        total: Object.values(rows).reduce((sum, n) => sum + n, 0),
        records,
      };
    },

    /** The answer to an access request: every stored record of the address, as JSON. */
    async exportPerson(
      emailInput: string,
      actor?: Actor,
    ): Promise<PersonRecords & { exportedAt: string; retentionPolicy: typeof RETENTION_POLICY }> {
      const email = normaliseEmail(emailInput);
      const records = await findRecords(email);
      if (actor) {
        await insertAudit(db, actor, {
          action: "export",
          entity: "person",
          entityId: emailFingerprint(email),
          summary: `Exported personal data on request: ${describeCounts(countsOf(records), personCountLabels)}`,
          after: { emailSha256: emailFingerprint(email), counts: countsOf(records) },
        });
      }
      return { ...records, exportedAt: clock().toISOString(), retentionPolicy: RETENTION_POLICY };
    },

    /**
     * The answer to an erasure request: deletes every record of the address in one transaction.
     * The audit entry keeps the counts and a SHA-256 of the address, never the address itself.
     */
    async erasePerson(emailInput: string, actor: Actor): Promise<PersonCounts> {
      const email = normaliseEmail(emailInput);
      return db.transaction(async (tx) => {
        const inquiryRows = await tx
          .select({ id: contactInquiries.id })
          .from(contactInquiries)
          .where(sameAddress(contactInquiries.email, email));
        const inquiryIds = inquiryRows.map((row) => row.id);
        const notes = inquiryIds.length
          ? await tx
              .delete(inquiryNotes)
              .where(inArray(inquiryNotes.inquiryId, inquiryIds))
              .returning({ id: inquiryNotes.id })
          : [];
        const inquiries = await tx
          .delete(contactInquiries)
          .where(sameAddress(contactInquiries.email, email))
          .returning({ id: contactInquiries.id });
        const studentRows = await tx
          .delete(students)
          .where(sameAddress(students.email, email))
          .returning({ id: students.id });
        const quotes = await tx
          .delete(quoteRequests)
          .where(sameAddress(quoteRequests.email, email))
          .returning({ id: quoteRequests.id });
        const levelTests = await anonymiseLevelTestLeads(tx, email);
        const subscriptions = await tx
          .delete(newsletterSubscriptions)
          .where(sameAddress(newsletterSubscriptions.email, email))
          .returning({ id: newsletterSubscriptions.id });
        const emails = await tx
          .delete(emailOutbox)
          .where(
            or(sameAddress(emailOutbox.toAddress, email), sameAddress(emailOutbox.replyTo, email)),
          )
          .returning({ id: emailOutbox.id });
        const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
        await redactAuditOf(tx, auditEntities.contactInquiries, idsOf(inquiries));
        await redactAuditOf(tx, auditEntities.quoteRequests, idsOf(quotes));
        await redactAuditOf(tx, auditEntities.students, idsOf(studentRows));
        await redactAuditOf(tx, auditEntities.newsletterSubscriptions, idsOf(subscriptions));

        const counts: PersonCounts = {
          contactInquiries: inquiries.length,
          inquiryNotes: notes.length,
          quoteRequests: quotes.length,
          levelTestLeads: levelTests,
          newsletterSubscriptions: subscriptions.length,
          students: studentRows.length,
          emails: emails.length,
        };
        const fingerprint = emailFingerprint(email);
        await insertAudit(tx, actor, {
          action: "erase",
          entity: "person",
          entityId: fingerprint,
          summary: `Erased personal data on request: ${describeCounts(counts, personCountLabels)}`,
          after: { emailSha256: fingerprint, counts },
        });
        return counts;
      });
    },
  };
}

export type GdprService = ReturnType<typeof createGdprService>;
