/**
 * The retention policy of spec §9 as rules: the published periods, the categories of data they
 * apply to, and the one definition of "due" per table, shared by the dry run and the job
 * (gdpr-retention.ts) so the plan shows exactly what the job deletes.
 */
import { INVOICE_RETENTION_YEARS, invoicePartyCutoff } from "@shared/invoices/retention";
import { and, eq, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import {
  contactInquiries,
  emailOutbox,
  newsletterSubscriptions,
  pageViews,
  quoteRequests,
  students,
} from "../../db/schema";
import { dublinDay } from "../bookings/days";
import { dueInvoiceParties } from "../invoices/retention";
import {
  AGENT_RETENTION,
  dueAgentInvitations,
  dueAgentSessions,
  dueAgentUsers,
} from "./agents-retention";
import { attendanceCourseEndCutoff } from "./attendance-retention-rules";
import type { Noun } from "./audit";
import { BOOKING_RETENTION, dueBookingRecords, dueUnbookedBookings } from "./bookings-retention";
import { dueLevelTestLeads } from "./level-test";

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
  /** Invoices and credit notes keep the party they were made out to, even after erasure. */
  invoiceYears: INVOICE_RETENTION_YEARS,
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
  "invoiceParties",
  "agentInvitations",
  "agentSessions",
  "agentUsers",
  "erasedAttendance",
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

export function cutoffsOf(now: Date) {
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
 * the plan shows exactly what the job deletes. `attendanceYears` is the period staff set
 * (attendance_settings.retention_years).
 */
export function dueRules(now: Date, attendanceYears: number) {
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
    invoiceParties: {
      label: "Payers named on invoices and credit notes (name, e-mail, address)",
      rule: `Issued more than ${RETENTION_POLICY.invoiceYears} years ago (replaced by "Erased person"; the number, lines and amounts are kept)`,
      cutoff: invoicePartyCutoff(dublinDay(now), RETENTION_POLICY.invoiceYears),
      where: dueInvoiceParties(invoicePartyCutoff(dublinDay(now), RETENTION_POLICY.invoiceYears)),
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
    erasedAttendance: {
      label: "Attendance of erased bookings (register marks, classes, warning letters)",
      rule: `Booking erased and its course ended more than ${attendanceYears} years ago, the period set in the attendance settings (examples: the bookings' ids)`,
      cutoff: attendanceCourseEndCutoff(dublinDay(now), attendanceYears),
      // Decided per booking by attendanceDue (attendance-retention.ts), not by one WHERE.
      where: undefined,
    },
  } satisfies Record<
    RetentionCategory,
    { label: string; rule: string; cutoff: string; where: SQL | undefined }
  >;
}

export const retentionCountLabels: Record<RetentionCategory, Noun> = {
  contactInquiries: ["contact inquiry", "contact inquiries"],
  quoteRequests: ["quote request", "quote requests"],
  students: ["student record", "student records"],
  newsletterSubscriptions: ["newsletter subscription", "newsletter subscriptions"],
  pageViews: ["page-view row", "page-view rows"],
  sentEmails: ["sent e-mail", "sent e-mails"],
  levelTestLeads: ["level-test lead anonymised", "level-test leads anonymised"],
  unbookedBookings: ["unmade booking anonymised", "unmade bookings anonymised"],
  bookingRecords: ["booking record anonymised", "booking records anonymised"],
  invoiceParties: ["invoice payer anonymised", "invoice payers anonymised"],
  agentInvitations: ["unused partner invitation", "unused partner invitations"],
  agentSessions: ["ended partner session", "ended partner sessions"],
  agentUsers: ["partner account anonymised", "partner accounts anonymised"],
  erasedAttendance: ["erased booking's attendance", "erased bookings' attendance"],
};
