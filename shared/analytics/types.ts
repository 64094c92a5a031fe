/**
 * The analytics report as the staff screen receives it (issue 29): computed by
 * server/services/analytics, drawn by app/components/admin/analytics.
 */

import type { Locale } from "../leads/types";
import type { CefrLevel } from "../level-test/types";
import type { BookingAnalytics } from "./bookings";

export interface AnalyticsRange {
  /** First day, inclusive, YYYY-MM-DD (Irish calendar). */
  from: string;
  /** Last day, inclusive, YYYY-MM-DD. */
  to: string;
}

/** The tables of the report that download as CSV. */
export const analyticsTables = [
  "leads-per-week",
  "quotes-by-program",
  "quotes-by-nationality",
  "conversion-per-week",
  "newsletter-growth",
  "page-views",
  "level-test-per-week",
  "level-test-levels",
  "booking-funnel",
  "booked-revenue-by-month",
  "booked-revenue-by-program",
  "booked-revenue-by-agency",
  "booked-revenue-by-country",
] as const;
export type AnalyticsTable = (typeof analyticsTables)[number];

export interface LevelTestWeek {
  /** Monday of the week, YYYY-MM-DD. */
  week: string;
  /** Sittings started that week. */
  started: number;
  /** Sittings finished that week (with a result). */
  completed: number;
  /** People who asked for their result by e-mail that week. */
  leads: number;
  /** Quote requests sent that week from a result page. */
  quoteRequests: number;
}

export interface LevelTestLevelRow {
  level: CefrLevel;
  /** Tests finished in the range at this level. */
  completed: number;
  /** Share of the range's finished tests, 0 to 1 (0 when none finished). */
  share: number;
  /** Leads of the range at this level. */
  leads: number;
  /** Quote requests of the range carrying this level. */
  quoteRequests: number;
}

export interface LevelTestAnalytics {
  started: number;
  completed: number;
  /** completed / started; null when none started. Tests cross week ends, so it can pass 1. */
  completionRate: number | null;
  leads: number;
  /** leads / completed; null when none completed. */
  leadRate: number | null;
  quoteRequests: number;
  /** quoteRequests / completed; null when none completed. */
  quoteRate: number | null;
  perWeek: LevelTestWeek[];
  /** Every level A1 to C2, in order, zeros included. */
  levels: LevelTestLevelRow[];
}
export interface LeadsWeek {
  /** Monday of the week, YYYY-MM-DD. */
  week: string;
  contactInquiries: number;
  quoteRequests: number;
  newsletterSignups: number;
  total: number;
}

export interface ProgramQuotes {
  /** Null when the program was deleted since (the title is the one the person saw). */
  programId: string | null;
  program: string;
  quoteRequests: number;
  /** Quote requests of this program that staff turned into a student record. */
  students: number;
  /** students / quoteRequests, 0 to 1. */
  conversionRate: number;
}

export interface NationalityQuotes {
  /** As most people typed it; "Not given" when empty. */
  nationality: string;
  quoteRequests: number;
  /** Share of all quote requests of the range, 0 to 1. */
  share: number;
}

export interface ConversionWeek {
  week: string;
  /** Quote requests received that week. */
  quoteRequests: number;
  /** How many of them have since become students. */
  students: number;
  /** Null when no quote request came in that week. */
  conversionRate: number | null;
}

export interface NewsletterWeek {
  week: string;
  confirmed: number;
  unsubscribed: number;
  net: number;
  /** Confirmed, not unsubscribed addresses at the end of the week (or of the range). */
  subscribers: number;
}

export interface PageViewsRow {
  path: string;
  views: number;
  byLocale: Record<Locale, number>;
}

export interface AnalyticsReport {
  range: AnalyticsRange;
  leadsPerWeek: LeadsWeek[];
  quotesByProgram: ProgramQuotes[];
  quotesByNationality: NationalityQuotes[];
  conversion: {
    quoteRequests: number;
    students: number;
    conversionRate: number | null;
    perWeek: ConversionWeek[];
  };
  newsletterGrowth: {
    /** Subscribers when the range starts. */
    startSubscribers: number;
    perWeek: NewsletterWeek[];
  };
  pageViews: { total: number; pages: PageViewsRow[] };
  levelTest: LevelTestAnalytics;
  /** Quote → offer → booking funnel and booked revenue (analytics-bookings.ts). */
  bookings: BookingAnalytics;
}
