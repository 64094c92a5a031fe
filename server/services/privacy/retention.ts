/**
 * The retention policy of spec §9 (what may be kept, and for how long), applied by a daily job
 * with a dry run of the very same rules (gdpr-retention-rules.ts). Split out of gdpr.ts, which
 * re-exports what others use. Most categories are deleted; level-test leads and bookings are
 * anonymised instead, keeping the anonymous result and the amounts (gdpr-level-test.ts,
 * gdpr-bookings.ts), and so are partner accounts, which their agency's records point at
 * (gdpr-agents.ts). Invoices keep the payer they name for six years from their date, then lose
 * it (../invoices/retention.ts). The attendance an erasure kept goes when the period staff set for it ends
 * (attendance-retention.ts).
 */
import { asc, count } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  contactInquiries,
  emailOutbox,
  newsletterSubscriptions,
  pageViews,
  quoteRequests,
  students,
} from "../../db/schema";
import type { Actor } from "../audit";
import { attendanceConfigOf } from "../classes/settings";
import { anonymiseDueInvoiceParties, dueInvoicePartySample } from "../invoices/retention";
import {
  anonymiseDueAgentUsers,
  deleteDueAgentInvitations,
  deleteDueAgentSessions,
  dueAgentSamples,
} from "./agents-retention";
import { deleteDueAttendance, dueAttendanceSample } from "./attendance-retention";
import {
  auditEntities,
  describeCounts,
  insertAudit,
  RETENTION_JOB_ACTOR,
  redactAuditOf,
} from "./audit";
import { anonymiseDueBookings, dueBookingSample } from "./bookings-retention";
import { anonymiseDueLevelTestLeads, dueLevelTestLeadSample } from "./level-test";
import {
  cutoffsOf,
  dueRules,
  RETENTION_POLICY,
  type RetentionCategory,
  type RetentionCounts,
  type RetentionPlan,
  type RetentionResult,
  retentionCategories,
  retentionCountLabels,
  SAMPLE_SIZE,
} from "./retention-rules";

/** What the retention job would delete at `now`: counts and the oldest ids per table. */
export async function retentionPlan(db: Database, now: Date): Promise<RetentionPlan> {
  const { retentionYears } = await attendanceConfigOf(db);
  const rules = dueRules(now, retentionYears);
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
    unbookedBookings: await dueBookingSample(db, rules.unbookedBookings.where, SAMPLE_SIZE),
    bookingRecords: await dueBookingSample(db, rules.bookingRecords.where, SAMPLE_SIZE),
    invoiceParties: await dueInvoicePartySample(db, rules.invoiceParties.cutoff, SAMPLE_SIZE),
    ...(await dueAgentSamples(
      db,
      {
        invitations: cutoffsOf(now).agentInvitations,
        sessions: cutoffsOf(now).agentSessions,
        users: cutoffsOf(now).agentUsers,
      },
      SAMPLE_SIZE,
    )),
    erasedAttendance: await dueAttendanceSample(db, now, retentionYears, SAMPLE_SIZE),
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
}

/**
 * Deletes what the plan for `now` lists, in one transaction with one audit entry. The
 * scheduler passes no actor ("Retention job") and records nothing on days with nothing due;
 * a person running it by hand is always recorded.
 */
export async function applyRetention(
  db: Database,
  now: Date,
  actor?: Actor,
): Promise<RetentionResult> {
  return db.transaction(async (tx) => {
    const { retentionYears } = await attendanceConfigOf(tx);
    const rules = dueRules(now, retentionYears);
    const actorName = actor?.name ?? RETENTION_JOB_ACTOR;
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
      await tx.delete(emailOutbox).where(rules.sentEmails.where).returning({ id: emailOutbox.id }),
    );
    await redactAuditOf(tx, auditEntities.contactInquiries, inquiries);
    await redactAuditOf(tx, auditEntities.quoteRequests, quotes);
    await redactAuditOf(tx, auditEntities.students, studentIds);
    await redactAuditOf(tx, auditEntities.newsletterSubscriptions, subscriptions);

    // Attendance kept at an earlier erasure. A booking the lines below anonymise loses any
    // attendance past its period there (./attendance.ts), so the order changes no count.
    const attendance = await deleteDueAttendance(tx, now, retentionYears, actorName);
    const counts: RetentionCounts = {
      contactInquiries: inquiries.length,
      quoteRequests: quotes.length,
      students: studentIds.length,
      newsletterSubscriptions: subscriptions.length,
      pageViews: views.length,
      sentEmails: sent.length,
      levelTestLeads: await anonymiseDueLevelTestLeads(tx, cutoffsOf(now).inquiries),
      unbookedBookings: await anonymiseDueBookings(tx, rules.unbookedBookings.where, {
        actorName,
        reason: "Personal data removed under the retention policy: the offer was never taken up",
        at: now,
      }),
      bookingRecords: await anonymiseDueBookings(tx, rules.bookingRecords.where, {
        actorName,
        reason: `Personal data removed under the retention policy (${RETENTION_POLICY.bookingYears} years after the course); the amounts are kept`,
        at: now,
      }),
      // Six years after issue, even when the payer was erased earlier (the ledger keeps it).
      invoiceParties: await anonymiseDueInvoiceParties(tx, rules.invoiceParties.cutoff, now),
      // Invitations and sessions first, exactly as planned; then the accounts, whose own
      // invitations and sessions their anonymisation deletes and ends.
      agentInvitations: await deleteDueAgentInvitations(tx, cutoffsOf(now).agentInvitations),
      agentSessions: await deleteDueAgentSessions(tx, cutoffsOf(now).agentSessions),
      agentUsers: await anonymiseDueAgentUsers(tx, cutoffsOf(now).agentUsers, now),
      erasedAttendance: attendance.bookings,
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
          // Rows, not people: what the erased bookings' attendance held.
          erasedAttendanceRows: attendance.rows,
          cutoffs: Object.fromEntries(
            retentionCategories.map((category) => [category, rules[category].cutoff]),
          ),
        },
      });
    }
    return { at: now.toISOString(), total, counts };
  });
}

export function createRetention(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;
  return {
    describeRetentionCounts: (counts: RetentionCounts) =>
      describeCounts(counts, retentionCountLabels),
    retentionPlan: (now: Date = clock()) => retentionPlan(db, now),
    applyRetention: (now: Date = clock(), actor?: Actor) => applyRetention(db, now, actor),
  };
}
