/**
 * The staff dashboard: real counts and a recent-activity feed built from what is stored
 * (new leads and the audit trail), replacing the old hard-coded list; the month's bookings and
 * money and the quote → booking funnel (analytics-bookings.ts).
 */
import type { DashboardBookings } from "@shared/analytics/bookings";
import { and, count, desc, eq, ilike, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  auditLog,
  contactInquiries,
  levelTestSessions,
  newsletterSubscriptions,
  programs,
  quoteRequests,
} from "../../db/schema";
import { leadIdOf } from "../level-test/leads";
import {
  countUpToLimit,
  type ListQuery,
  likePattern,
  offsetOf,
  type Page,
  pageTotal,
  textMatches,
} from "../paging";
import { createBookingAnalytics } from "./bookings";

export interface ActivityItem {
  kind: "contact-inquiry" | "quote-request" | "level-test" | "newsletter" | "staff-change";
  at: string;
  title: string;
  detail: string;
  link: string | null;
}

export interface DashboardStats {
  totalPrograms: number;
  totalInquiries: number;
  newInquiries: number;
  totalQuoteRequests: number;
  totalNewsletterSubscriptions: number;
  recentInquiries: {
    id: number;
    name: string;
    subject: string;
    status: string;
    createdAt: string;
  }[];
  recentActivity: ActivityItem[];
  /** Bookings and money this month, and the quote → booking funnel of the last 12 weeks. */
  bookings: DashboardBookings;
}

export function createDashboardService(deps: { db: Database }) {
  const { db } = deps;
  const bookingFigures = createBookingAnalytics({ db });

  return {
    /** `now` places "this month" (Irish time); callers pass the services' clock. */
    async stats(limit = 10, now: Date = new Date()): Promise<DashboardStats> {
      const [
        [programTotal],
        [inquiryTotal],
        [newInquiries],
        [quoteTotal],
        [subscribers],
        inquiries,
        quotes,
        signups,
        changes,
        levelTestLeads,
        bookings,
      ] = await Promise.all([
        db.select({ n: count() }).from(programs).where(eq(programs.status, "active")),
        db.select({ n: count() }).from(contactInquiries),
        db.select({ n: count() }).from(contactInquiries).where(eq(contactInquiries.status, "new")),
        db.select({ n: count() }).from(quoteRequests),
        db
          .select({ n: count() })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.status, "confirmed")),
        db.select().from(contactInquiries).orderBy(desc(contactInquiries.createdAt)).limit(limit),
        db.select().from(quoteRequests).orderBy(desc(quoteRequests.createdAt)).limit(limit),
        db
          .select()
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.status, "confirmed"))
          .orderBy(desc(newsletterSubscriptions.confirmedAt))
          .limit(limit),
        db
          .select()
          .from(auditLog)
          .where(inArray(auditLog.action, ["create", "update", "delete", "erase"]))
          .orderBy(desc(auditLog.createdAt))
          .limit(limit),
        // Only sittings whose person asked for the result by e-mail: the others are anonymous.
        db
          .select()
          .from(levelTestSessions)
          .where(and(isNotNull(levelTestSessions.email), isNotNull(levelTestSessions.consentAt)))
          .orderBy(desc(levelTestSessions.leadAt))
          .limit(limit),
        bookingFigures.dashboard(now),
      ]);

      const activity: ActivityItem[] = [
        ...inquiries.map((row) => ({
          kind: "contact-inquiry" as const,
          at: row.createdAt.toISOString(),
          title: `New enquiry from ${row.name}`,
          detail: row.subject,
          link: `/admin/inquiries?id=${row.id}`,
        })),
        ...quotes.map((row) => ({
          kind: "quote-request" as const,
          at: row.createdAt.toISOString(),
          title: `Quote request from ${row.firstName} ${row.lastName}`,
          detail: row.programTitle,
          link: `/admin/leads?tab=quotes&id=${row.id}`,
        })),
        ...levelTestLeads.map((row) => ({
          kind: "level-test" as const,
          at: (row.leadAt ?? row.startedAt).toISOString(),
          title: `Level test result for ${row.name ?? "someone"}${row.resultLevel ? ` (${row.resultLevel})` : ""}`,
          detail: row.email ?? "",
          link: `/admin/leads?tab=level-tests&id=${leadIdOf(row.tokenHash)}`,
        })),
        ...signups.map((row) => ({
          kind: "newsletter" as const,
          at: (row.confirmedAt ?? row.createdAt).toISOString(),
          title: "New newsletter subscriber",
          detail: row.email,
          link: "/admin/leads?tab=newsletter",
        })),
        ...changes.map((row) => ({
          kind: "staff-change" as const,
          at: row.createdAt.toISOString(),
          title: row.summary,
          detail: `by ${row.actorName}`,
          link: null,
        })),
      ]
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, limit);

      return {
        totalPrograms: programTotal?.n ?? 0,
        totalInquiries: inquiryTotal?.n ?? 0,
        newInquiries: newInquiries?.n ?? 0,
        totalQuoteRequests: quoteTotal?.n ?? 0,
        totalNewsletterSubscriptions: subscribers?.n ?? 0,
        recentInquiries: inquiries.slice(0, 5).map((row) => ({
          id: row.id,
          name: row.name,
          subject: row.subject,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
        recentActivity: activity,
        bookings,
      };
    },

    async auditTrail(
      query: ListQuery & { entity?: string; actor?: string },
    ): Promise<Page<typeof auditLog.$inferSelect>> {
      const conditions: (SQL | undefined)[] = [
        query.q ? textMatches(auditLog.summary, query.q) : undefined,
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.actor ? ilike(auditLog.actorName, likePattern(query.actor)) : undefined,
      ];
      const where = and(...conditions);
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(query.pageSize + 1)
          .offset(offsetOf(query)),
        countUpToLimit(db, auditLog, where),
      ]);
      return {
        items: rows.slice(0, query.pageSize),
        ...pageTotal(counted, query, rows.length),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
