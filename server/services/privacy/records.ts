/**
 * Everything stored about one address, as its data-subject export shows it: each table's rows,
 * without the secrets of ours they hold (token hashes, live links).
 */
import { asc, eq, inArray, or } from "drizzle-orm";
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
import { findAgentRecords } from "./agents";
import { findBookings } from "./bookings";
import { findLevelTestLeads } from "./level-test";
import { type PersonRecords, sameAddress } from "./person";

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

/** Every record of a (normalised) address. */
export async function findPersonRecords(db: Database, email: string): Promise<PersonRecords> {
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
