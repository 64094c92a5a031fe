/**
 * GDPR duties of spec §9: the data-subject requests — find, export and erase everything stored
 * about one e-mail address — and the retention policy (gdpr-retention.ts: what may be kept, and
 * for how long, applied by a daily job with a dry run of the very same rules).
 *
 * Level-test leads (gdpr-level-test.ts) are exported with their results; erasing them keeps the
 * anonymous result for the statistics and removes everything that names the person. Bookings
 * (gdpr-bookings.ts) are exported with their offers, payments and timeline, as student or as
 * guardian; erasing them anonymises the person and keeps the amounts (financial records).
 *
 * Partner-portal users (gdpr-agents.ts, issue 17) are exported with their account, sign-ins,
 * invitations and the audit entries that name them; erasing one anonymises the account and keeps
 * the agency's quote requests, bookings and commission. A quote request or booking an agency
 * made for a student is the student's, found by the student's address like any other; the export
 * names the agency that registered it and the agency's reference.
 *
 * Audit entries about records that no longer exist lose their snapshots and names (the entry
 * itself stays: who did what, when), so erasing a person leaves nothing of them anywhere.
 */
import { createHash } from "node:crypto";
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import {
  agencies,
  contactInquiries,
  emailOutbox,
  inquiryNotes,
  newsletterSubscriptions,
  quoteRequests,
  students,
} from "../../db/schema";
import { redactLinks } from "../../secret-paths";
import type { Actor } from "../audit";
import { InvalidInputError } from "../errors";
import {
  type AgentAccountRecord,
  type AgentInvitationRecord,
  eraseAgentOf,
  findAgentRecords,
} from "./agents";
import { auditEntities, describeCounts, insertAudit, type Noun, redactAuditOf } from "./audit";
import {
  type BookingRecord,
  eraseBookingsOf,
  findBookings,
  type RegisteringAgency,
} from "./bookings";
import {
  anonymiseLevelTestLeads,
  findLevelTestLeads,
  type LevelTestLeadRecord,
} from "./level-test";
import { createRetention, RETENTION_POLICY } from "./retention";

export { describeCounts, RETENTION_JOB_ACTOR } from "./audit";
export {
  monthsBefore,
  RETENTION_POLICY,
  type RetentionCategory,
  type RetentionCounts,
  type RetentionItem,
  type RetentionPlan,
  type RetentionResult,
  retentionCategories,
  SAMPLE_SIZE,
} from "./retention";

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

/** A copy of an e-mail whose links' tokens are replaced by `:token`. */
function withoutLiveLinks(mail: typeof emailOutbox.$inferSelect): typeof emailOutbox.$inferSelect {
  return {
    ...mail,
    textBody: redactLinks(mail.textBody),
    htmlBody: mail.htmlBody === null ? null : redactLinks(mail.htmlBody),
    headers: Object.fromEntries(
      Object.entries(mail.headers).map(([name, value]) => [name, redactLinks(value)]),
    ),
  };
}

export function createGdprService(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());
  const retention = createRetention({ db, clock });

  async function findRecords(email: string): Promise<PersonRecords> {
    const [inquiries, quotes, levelTests, subscriptions, studentRows, bookingRows, agent, emails] =
      await Promise.all([
        db
          .select()
          .from(contactInquiries)
          .where(sameAddress(contactInquiries.email, email))
          .orderBy(asc(contactInquiries.createdAt)),
        db
          .select({ quote: quoteRequests, agencyName: agencies.name })
          .from(quoteRequests)
          .leftJoin(agencies, eq(agencies.id, quoteRequests.agencyId))
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
        findBookings(db, email),
        findAgentRecords(db, email),
        db
          .select()
          .from(emailOutbox)
          .where(
            or(
              sameAddress(emailOutbox.toAddress, email),
              sameAddress(emailOutbox.replyTo, email),
              sameAddress(emailOutbox.aboutAddress, email),
            ),
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
      quoteRequests: quotes.map(({ quote: { agentUserId: _agent, ...quote }, agencyName }) => ({
        ...quote,
        agency:
          quote.agencyId !== null && agencyName !== null
            ? { id: quote.agencyId, name: agencyName, reference: quote.agencyReference }
            : null,
      })),
      levelTestLeads: levelTests,
      // The token hash is a secret of ours, not information about the person.
      newsletterSubscriptions: subscriptions.map(({ confirmTokenHash: _secret, ...rest }) => rest),
      students: studentRows,
      bookings: bookingRows,
      agentUsers: agent.agentUsers,
      agentInvitations: agent.agentInvitations,
      // The links in them (offer, invitation, password reset, unsubscribe) are secrets of ours
      // that still work: whoever handles the export must not be able to use them.
      emails: emails.map(withoutLiveLinks),
    };
  }

  return {
    describePersonCounts: (counts: PersonCounts) => describeCounts(counts, personCountLabels),
    ...retention,

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
        // Bookings are anonymised, never deleted: their amounts are financial records.
        const booked = await eraseBookingsOf(tx, email, { actorName: actor.name, at: clock() });
        // A partner account is anonymised: its agency's quote requests and bookings point at it.
        const agent = await eraseAgentOf(tx, email, clock());
        const subscriptions = await tx
          .delete(newsletterSubscriptions)
          .where(sameAddress(newsletterSubscriptions.email, email))
          .returning({ id: newsletterSubscriptions.id });
        const emails = await tx
          .delete(emailOutbox)
          .where(
            or(
              sameAddress(emailOutbox.toAddress, email),
              sameAddress(emailOutbox.replyTo, email),
              // Copies sent about them to their agent or parent (issue 27).
              sameAddress(emailOutbox.aboutAddress, email),
            ),
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
          bookings: booked.bookings,
          guardianBookings: booked.guardianBookings,
          agentUsers: agent.agentUsers,
          agentInvitations: agent.agentInvitations,
          emails: emails.length + booked.emails + agent.emails,
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
