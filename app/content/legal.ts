/**
 * The facts behind the privacy, cookie and terms pages (spec §9), kept apart from their words
 * (the `legal` locale namespace) so every language states the same periods.
 */
import type { Language } from "@shared/i18n/languages";
import { formatUnit } from "~/lib/unit-format";

export type DurationUnit = "year" | "month" | "day" | "hour";
export interface Duration {
  amount: number;
  unit: DurationUnit;
}

/** Shown at the top of each legal page; change it whenever their content changes. */
export const LEGAL_LAST_UPDATED = "2026-11-28";

export const RIGHTS_RESPONSE_DAYS = 30;
/** Younger students need a parent's or guardian's consent (spec §9). */
export const AGE_OF_OWN_CONSENT = 16;

export const retentionPeriods = [
  { id: "inquiries", duration: { amount: 3, unit: "year" } },
  { id: "students", duration: { amount: 7, unit: "year" } },
  { id: "marketing", duration: { amount: 3, unit: "year" } },
  { id: "analytics", duration: { amount: 26, unit: "month" } },
  /** Irish tax law: accounting records for six years; then anonymised, the amounts kept. */
  { id: "bookings", duration: { amount: 6, unit: "year" } },
  /** Offers declined or expired, bookings cancelled unpaid: then anonymised (gdpr-bookings.ts). */
  { id: "offers", duration: { amount: 12, unit: "month" } },
] as const satisfies readonly { id: string; duration: Duration }[];

/**
 * Payments to host families and residences (issue 31): financial records, kept with the payee's
 * name and bank account as paid, stated in the `hosts` section of the privacy policy; a provider's
 * erasure keeps them (server/services/privacy/providers.ts).
 */
export const hostPaymentRetention = { amount: 6, unit: "year" } as const satisfies Duration;

/**
 * Partner agencies' user accounts (issue 17), stated in words in the `partners` section of the
 * privacy policy: the retention job applies the same periods (server/services/privacy/agents.ts).
 */
export const partnerRetention = {
  /** A deactivated account: anonymised this long after its last sign-in. */
  accounts: { amount: 2, unit: "year" },
  /** An invitation to the portal never used: deleted this long after it expired. */
  invitations: { amount: 30, unit: "day" },
  /** The record of one sign-in session: deleted this long after it ended. */
  sessions: { amount: 90, unit: "day" },
} as const satisfies Record<string, Duration>;

export const dataRights = [
  "access",
  "rectification",
  "erasure",
  "portability",
  "objection",
] as const;

export type CookieCategory = "necessary" | "functional" | "analytics";

/** What this site really keeps in the visitor's browser (or, for analytics, on our server). */
export const storedItems = [
  {
    id: "consent",
    name: "cookie-consent",
    category: "necessary",
    duration: { amount: 1, unit: "year" },
  },
  { id: "language", name: "lang", category: "necessary", duration: { amount: 1, unit: "year" } },
  {
    id: "staff",
    name: "__Host-clover_session",
    category: "necessary",
    duration: { amount: 8, unit: "hour" },
  },
  {
    id: "staffDevice",
    name: "__Host-clover_device",
    category: "necessary",
    duration: { amount: 90, unit: "day" },
  },
  {
    id: "partner",
    name: "__Host-clover_partner",
    category: "necessary",
    duration: { amount: 8, unit: "hour" },
  },
  {
    id: "partnerDevice",
    name: "__Host-clover_partner_device",
    category: "necessary",
    duration: { amount: 90, unit: "day" },
  },
  { id: "accessibility", name: "accessibility-settings", category: "functional", duration: null },
  {
    id: "forms",
    name: "clover-draft:*",
    category: "functional",
    duration: { amount: 1, unit: "hour" },
  },
  { id: "pageViews", name: "—", category: "analytics", duration: { amount: 26, unit: "month" } },
] as const satisfies readonly {
  id: string;
  name: string;
  category: CookieCategory;
  duration: Duration | null;
}[];

/** The longest any analytics or marketing cookie may live, should we ever use one (spec §9). */
export const cookieCeilings = {
  analytics: [
    { amount: 26, unit: "month" },
    { amount: 30, unit: "day" },
    { amount: 24, unit: "hour" },
  ],
  marketing: [
    { amount: 13, unit: "month" },
    { amount: 2, unit: "year" },
    { amount: 90, unit: "day" },
  ],
} as const satisfies Record<string, readonly Duration[]>;

export type RefundShare = "full-minus-fees" | "half" | "none";

/** Cancellation (spec §9): over 30 days before the start, 14–30 days, under 14 days. */
export const cancellationTiers = [
  { id: "early", refund: "full-minus-fees" },
  { id: "middle", refund: "half" },
  { id: "late", refund: "none" },
] as const satisfies readonly { id: string; refund: RefundShare }[];

export function refundFor(daysBeforeStart: number): RefundShare {
  if (daysBeforeStart > 30) return "full-minus-fees";
  if (daysBeforeStart >= 14) return "half";
  return "none";
}

/** "3 years", "3 años", "3 ans", "3 Jahre": the unit in the page's language. */
export function formatDuration(duration: Duration, lang: Language): string {
  return formatUnit(duration.amount, duration.unit, lang);
}

/** The sections of each legal page, in order; their words are under `<page>.sections.<id>`. */
export const legalSections = {
  privacy: [
    "controller",
    "collect",
    "purposes",
    "sharing",
    "partners",
    "hosts",
    "retention",
    "rights",
    "children",
    "security",
    "complaints",
  ],
  cookies: ["what", "list", "analytics", "manage"],
  terms: ["provider", "booking", "payment", "cancellation", "ages", "conduct", "insurance", "law"],
} as const;

export type LegalPage = keyof typeof legalSections;
