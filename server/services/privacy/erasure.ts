/**
 * The answer to an erasure request (gdpr.ts): every record of an address deleted, or anonymised
 * where it is a financial or an agency's record, in one transaction with one audit entry.
 */
import { inArray, or } from "drizzle-orm";
import {
  contactInquiries,
  emailOutbox,
  inquiryNotes,
  newsletterSubscriptions,
  quoteRequests,
  students,
} from "../../db/schema";
import type { Actor } from "../audit";
import { eraseAgentOf } from "./agents-erasure";
import { auditEntities, describeCounts, insertAudit, redactAuditOf } from "./audit";
import { eraseBookingsOf } from "./bookings-erasure";
import { anonymiseLevelTestLeads } from "./level-test";
import {
  emailFingerprint,
  type GdprDeps,
  normaliseEmail,
  type PersonCounts,
  personCountLabels,
  sameAddress,
} from "./person";

/**
 * The answer to an erasure request: deletes every record of the address in one transaction.
 * The audit entry keeps the counts and a SHA-256 of the address, never the address itself.
 */
export async function erasePerson(
  deps: GdprDeps,
  emailInput: string,
  actor: Actor,
): Promise<PersonCounts> {
  const { db, clock } = deps;
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
}
