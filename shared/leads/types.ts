/**
 * The leads as staff screens receive them (issue 29): the server's services return these, and
 * the components of app/components/admin/leads read them. The tables in server/db/schema store
 * them; each service's list function is typed with these, so a column that drifts from them
 * fails to compile there.
 */
import type { CefrLevel } from "../level-test/types";

export const inquiryStatuses = ["new", "contacted", "follow-up", "closed"] as const;
export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export const locales = ["en", "es", "fr", "de"] as const;

export type InquiryStatus = (typeof inquiryStatuses)[number];
export type NewsletterStatus = (typeof newsletterStatuses)[number];
export type Locale = (typeof locales)[number];

export interface ContactInquiry {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  country: string | null;
  subject: string;
  message: string;
  enquiryType: string | null;
  programInterest: string | null;
  groupSize: number | null;
  userType: string | null;
  status: InquiryStatus;
  gdprConsentAt: Date;
  locale: Locale;
  createdAt: Date;
  updatedAt: Date;
}

export interface QuoteRequest {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  country: string | null;
  ageGroup: string | null;
  programId: string | null;
  programTitle: string;
  startDate: string | null;
  durationOption: string | null;
  durationWeeks: number | null;
  accommodationType: string | null;
  specialRequests: string | null;
  totalCost: number | null;
  englishLevel: CefrLevel | null;
  agencyId: number | null;
  agentUserId: number | null;
  agencyReference: string | null;
  gdprConsentAt: Date;
  locale: Locale;
  createdAt: Date;
}

/** A quote request in the staff lists: the row and the name of its agency, if any (issue 17). */
export type QuoteRequestListItem = QuoteRequest & { agencyName: string | null };

/** What the API shows of a newsletter subscription: never its token hash. */
export interface NewsletterSubscriptionView {
  id: number;
  email: string;
  status: NewsletterStatus;
  locale: Locale;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  lastActivityAt: Date;
  createdAt: Date;
}
