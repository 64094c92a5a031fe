/**
 * A person in the data-subject requests (gdpr.ts): their address as typed and as the audit trail
 * keeps it, the records found for it, and how those are counted in words.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import type {
  contactInquiries,
  emailOutbox,
  inquiryNotes,
  newsletterSubscriptions,
  quoteRequests,
  students,
} from "../../db/schema";
import { InvalidInputError } from "../errors";
import type { AgentAccountRecord, AgentInvitationRecord } from "./agents";
import type { Noun } from "./audit";
import type { BookingRecord, RegisteringAgency } from "./bookings";
import type { LevelTestLeadRecord } from "./level-test";

/** What the data-subject requests need: the database and the clock. */
export interface GdprDeps {
  db: Database;
  clock: () => Date;
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

export const sameAddress = (column: PgColumn, email: string) => sql`lower(${column}) = ${email}`;

/**
 * A quote request as exported to the person: with the agency that registered it (its name and
 * its reference for the student), without the id of the agent who typed it (the agent's data).
 */
export type QuoteRequestRecord = Omit<typeof quoteRequests.$inferSelect, "agentUserId"> & {
  agency: RegisteringAgency | null;
};

export interface PersonRecords {
  email: string;
  contactInquiries: (typeof contactInquiries.$inferSelect & {
    notes: (typeof inquiryNotes.$inferSelect)[];
  })[];
  /** Quote requests for the address, with the agency that registered them (if one did). */
  quoteRequests: QuoteRequestRecord[];
  /** Level tests whose result the person asked for by e-mail, with the result and answers. */
  levelTestLeads: LevelTestLeadRecord[];
  newsletterSubscriptions: Omit<typeof newsletterSubscriptions.$inferSelect, "confirmTokenHash">[];
  students: (typeof students.$inferSelect)[];
  /** Bookings of the address as student or as parent/guardian, with offers, payments, timeline. */
  bookings: BookingRecord[];
  /** The address's partner-portal account (an agency's user): sign-ins and audit entries. */
  agentUsers: AgentAccountRecord[];
  /** Invitations to the partner portal sent to the address. */
  agentInvitations: AgentInvitationRecord[];
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
  /** Bookings of the address as the student: erasure anonymises them, keeping the amounts. */
  bookings: number;
  /** Bookings on which the address is the parent or guardian: erasure removes the guardian. */
  guardianBookings: number;
  /** Partner-portal accounts of the address: erasure anonymises them (the agency's records stay). */
  agentUsers: number;
  /** Invitations to the partner portal sent to the address: erasure deletes them. */
  agentInvitations: number;
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
    bookings: person.bookings.filter((booking) => booking.role === "student").length,
    guardianBookings: person.bookings.filter((booking) => booking.role === "guardian").length,
    agentUsers: person.agentUsers.length,
    agentInvitations: person.agentInvitations.length,
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

export const personCountLabels: Record<keyof PersonCounts, Noun> = {
  contactInquiries: ["contact inquiry", "contact inquiries"],
  inquiryNotes: ["inquiry note", "inquiry notes"],
  quoteRequests: ["quote request", "quote requests"],
  levelTestLeads: ["level-test result", "level-test results"],
  newsletterSubscriptions: ["newsletter subscription", "newsletter subscriptions"],
  students: ["student record", "student records"],
  bookings: ["booking", "bookings"],
  guardianBookings: ["booking as parent or guardian", "bookings as parent or guardian"],
  agentUsers: ["partner account", "partner accounts"],
  agentInvitations: ["partner invitation", "partner invitations"],
  emails: ["e-mail", "e-mails"],
};
