/**
 * The retention policy of spec §9 (what may be kept, and for how long), applied by a daily job
 * with a dry run of the very same rules. Split out of gdpr.ts, which re-exports what others use.
 * Most categories are deleted; level-test leads and bookings are anonymised instead, keeping the
 * anonymous result and the amounts (gdpr-level-test.ts, gdpr-bookings.ts), and so are partner
 * accounts, which their agency's records point at (gdpr-agents.ts).
 */
import { and, asc, count, eq, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
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
import {
  AGENT_RETENTION,
  anonymiseDueAgentUsers,
  deleteDueAgentInvitations,
  deleteDueAgentSessions,
  dueAgentInvitations,
  dueAgentSamples,
  dueAgentSessions,
  dueAgentUsers,
} from "./agents";
import {
  auditEntities,
  describeCounts,
  insertAudit,
  type Noun,
  RETENTION_JOB_ACTOR,
  redactAuditOf,
} from "./audit";
import {
  anonymiseDueBookings,
  BOOKING_RETENTION,
  dueBookingRecords,
  dueBookingSample,
  dueUnbookedBookings,
} from "./bookings";
import {
  anonymiseDueLevelTestLeads,
  dueLevelTestLeadSample,
  dueLevelTestLeads,
} from "./level-test";

/** The periods of the published privacy policy (spec §9). */
export const RETENTION_POLICY = {
  inquiryYears: 3,
  studentYears: 7,
  marketingInactiveYears: 3,
  analyticsMonths: 26,
  /** Delivered e-mails are a copy of what was sent; kept only long enough to answer questions. */
  sentEmailDays: 90,
  /** Bookings that never became a sale: anonymised a year after their last change. */
  unbookedBookingMonths: BOOKING_RETENTION.unbookedMonths,
  /** Booking and payment records, for accounting and tax; then anonymised (amounts stay). */
  bookingYears: BOOKING_RETENTION.bookingYears,
  /** Partner-portal invitations never used: deleted this long after they expired. */
  unusedInvitationDays: AGENT_RETENTION.unusedInvitationDays,
  /** Partner sign-in sessions: deleted this long after they ended. */
  agentSessionDays: AGENT_RETENTION.endedSessionDays,
  /** Deactivated partner accounts: anonymised this long after their last sign-in. */
  inactiveAgentYears: AGENT_RETENTION.inactiveAgentYears,
} as const;

export const retentionCategories = [
  "contactInquiries",
  "quoteRequests",
  "students",
  "newsletterSubscriptions",
  "pageViews",
  "sentEmails",
  "levelTestLeads",
  "unbookedBookings",
  "bookingRecords",
  "agentInvitations",
  "agentSessions",
  "agentUsers",
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
const DAY = 86_400_000;

function cutoffsOf(now: Date) {
  const inquiries = monthsBefore(now, RETENTION_POLICY.inquiryYears * 12);
  const studentRecords = monthsBefore(now, RETENTION_POLICY.studentYears * 12);
  const marketing = monthsBefore(now, RETENTION_POLICY.marketingInactiveYears * 12);
  const analytics = monthsBefore(now, RETENTION_POLICY.analyticsMonths);
  const sentEmails = new Date(now.getTime() - RETENTION_POLICY.sentEmailDays * DAY);
  const unbooked = monthsBefore(now, RETENTION_POLICY.unbookedBookingMonths);
  const bookingRecords = monthsBefore(now, RETENTION_POLICY.bookingYears * 12);
  const agentInvitations = new Date(now.getTime() - RETENTION_POLICY.unusedInvitationDays * DAY);
  const agentSessions = new Date(now.getTime() - RETENTION_POLICY.agentSessionDays * DAY);
  const agentUsers = monthsBefore(now, RETENTION_POLICY.inactiveAgentYears * 12);
  return {
    inquiries,
    studentRecords,
    marketing,
    analytics,
    sentEmails,
    unbooked,
    bookingRecords,
    agentInvitations,
    agentSessions,
    agentUsers,
  };
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
    unbookedBookings: {
      label: "Bookings never made (name, e-mail, details)",
      rule: `Offer draft, declined or expired, or cancelled before any payment, last changed more than ${RETENTION_POLICY.unbookedBookingMonths} months ago (anonymised; the amounts are kept)`,
      cutoff: cut.unbooked.toISOString(),
      where: dueUnbookedBookings(cut.unbooked),
    },
    bookingRecords: {
      label: "Booking and payment records (name, e-mail, details)",
      rule: `Course ended (or, without an end date, last changed) more than ${RETENTION_POLICY.bookingYears} years ago (anonymised; the amounts and payments are kept)`,
      cutoff: dayOf(cut.bookingRecords),
      where: dueBookingRecords(cut.bookingRecords),
    },
    agentInvitations: {
      label: "Partner invitations never used",
      rule: `Expired unused more than ${RETENTION_POLICY.unusedInvitationDays} days ago`,
      cutoff: cut.agentInvitations.toISOString(),
      where: dueAgentInvitations(cut.agentInvitations),
    },
    agentSessions: {
      label: "Partner sign-in sessions",
      rule: `Ended (expired or signed out) more than ${RETENTION_POLICY.agentSessionDays} days ago (examples: the agent users' ids)`,
      cutoff: cut.agentSessions.toISOString(),
      where: dueAgentSessions(cut.agentSessions),
    },
    agentUsers: {
      label: "Partner accounts (name, e-mail, password)",
      rule: `Deactivated, or their agency suspended, and no sign-in for more than ${RETENTION_POLICY.inactiveAgentYears} years (anonymised; the agency's quote requests, bookings and commission are kept)`,
      cutoff: cut.agentUsers.toISOString(),
      where: dueAgentUsers(cut.agentUsers),
    },
  } satisfies Record<
    RetentionCategory,
    { label: string; rule: string; cutoff: string; where: SQL | undefined }
  >;
}

const retentionCountLabels: Record<RetentionCategory, Noun> = {
  contactInquiries: ["contact inquiry", "contact inquiries"],
  quoteRequests: ["quote request", "quote requests"],
  students: ["student record", "student records"],
  newsletterSubscriptions: ["newsletter subscription", "newsletter subscriptions"],
  pageViews: ["page-view row", "page-view rows"],
  sentEmails: ["sent e-mail", "sent e-mails"],
  levelTestLeads: ["level-test lead anonymised", "level-test leads anonymised"],
  unbookedBookings: ["unmade booking anonymised", "unmade bookings anonymised"],
  bookingRecords: ["booking record anonymised", "booking records anonymised"],
  agentInvitations: ["unused partner invitation", "unused partner invitations"],
  agentSessions: ["ended partner session", "ended partner sessions"],
  agentUsers: ["partner account anonymised", "partner accounts anonymised"],
};

export function createRetention(deps: { db: Database; clock: () => Date }) {
  const { db, clock } = deps;
  return {
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
        unbookedBookings: await dueBookingSample(db, rules.unbookedBookings.where, SAMPLE_SIZE),
        bookingRecords: await dueBookingSample(db, rules.bookingRecords.where, SAMPLE_SIZE),
        ...(await dueAgentSamples(
          db,
          {
            invitations: cutoffsOf(now).agentInvitations,
            sessions: cutoffsOf(now).agentSessions,
            users: cutoffsOf(now).agentUsers,
          },
          SAMPLE_SIZE,
        )),
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
          unbookedBookings: await anonymiseDueBookings(tx, rules.unbookedBookings.where, {
            actorName: actor?.name ?? RETENTION_JOB_ACTOR,
            reason:
              "Personal data removed under the retention policy: the offer was never taken up",
            at: now,
          }),
          bookingRecords: await anonymiseDueBookings(tx, rules.bookingRecords.where, {
            actorName: actor?.name ?? RETENTION_JOB_ACTOR,
            reason: `Personal data removed under the retention policy (${RETENTION_POLICY.bookingYears} years after the course); the amounts are kept`,
            at: now,
          }),
          // Invitations and sessions first, exactly as planned; then the accounts, whose own
          // invitations and sessions their anonymisation deletes and ends.
          agentInvitations: await deleteDueAgentInvitations(tx, cutoffsOf(now).agentInvitations),
          agentSessions: await deleteDueAgentSessions(tx, cutoffsOf(now).agentSessions),
          agentUsers: await anonymiseDueAgentUsers(tx, cutoffsOf(now).agentUsers, now),
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
  };
}
