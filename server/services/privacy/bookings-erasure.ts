/**
 * Anonymising bookings (gdpr-bookings.ts says what stays and what goes): as the student's
 * erasure or the retention policy does, or only the guardian's part of a booking.
 */
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  auditLog,
  bookingEvents,
  bookingPayments,
  bookings,
  emailOutbox,
  guardianConsents,
  offers,
} from "../../db/schema";
import { dublinDay } from "../bookings/days";
import { eraseAttendanceOf } from "./attendance";
import { bookingsOfAddress } from "./bookings";
import { ERASED_NAME, folded, present } from "./erased";

/** Where an anonymised booking "lives": `.invalid` can never be delivered (RFC 2606). */
export const erasedAddress = (bookingId: number) => `erased-${bookingId}@invalid`;

type BookingRow = typeof bookings.$inferSelect;

/** Everything that names the student (and the people they gave) on a booking. */
function studentStrings(row: BookingRow): string[] {
  const details = row.details;
  return present([
    row.firstName,
    row.lastName,
    `${row.firstName} ${row.lastName}`,
    row.email,
    details?.passportName,
    details?.emergencyContact.name,
    details?.emergencyContact.phone,
    details?.address,
    details?.guardian?.name,
    details?.guardian?.email,
  ]);
}

const guardianStrings = (row: BookingRow) =>
  present([row.details?.guardian?.name, row.details?.guardian?.email]);

function mentions(text: string, strings: string[]): boolean {
  const haystack = folded(text);
  return strings.some((value) => haystack.includes(folded(value)));
}

/** The booking e-mails (offer, acceptance, guardian, deposit, letter, staff notice). */
const bookingMail = sql`(${emailOutbox.kind} = 'offer' or ${emailOutbox.kind} like 'booking-%' or ${emailOutbox.kind} like 'staff-booking-%')`;

/**
 * Rewrites what names the person on one booking: its timeline, its audit entries (which keep
 * who, what and when), the offers' notes and line descriptions, the payments' notes; deletes the
 * booking e-mails to
 * their addresses or naming them in full. Answers the number of e-mails deleted.
 */
async function redactBooking(
  tx: Database,
  bookingId: number,
  strings: string[],
  options: { killLinks: boolean },
): Promise<number> {
  if (strings.length === 0 && !options.killLinks) return 0;
  const events = await tx
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId));
  for (const event of events.filter((row) => mentions(row.summary, strings))) {
    const change = event.toStatus
      ? `Status ${event.fromStatus ?? "new"} → ${event.toStatus}`
      : "Entry";
    await tx
      .update(bookingEvents)
      .set({ summary: `${change} (personal data removed)` })
      .where(eq(bookingEvents.id, event.id));
  }
  const entries = await tx
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "booking"), eq(auditLog.entityId, String(bookingId))));
  for (const entry of entries.filter((row) => mentions(row.summary, strings))) {
    await tx
      .update(auditLog)
      .set({ summary: `${entry.action} booking #${bookingId} (personal data removed)` })
      .where(eq(auditLog.id, entry.id));
  }
  const offerRows = await tx.select().from(offers).where(eq(offers.bookingId, bookingId));
  for (const offer of offerRows) {
    const lines = offer.lines.map((line) =>
      mentions(line.description, strings)
        ? { ...line, description: "(personal data removed)" }
        : line,
    );
    const changed = lines.some((line, index) => line !== offer.lines[index]);
    const note = mentions(offer.note, strings) ? "" : offer.note;
    if (!changed && note === offer.note && !options.killLinks) continue;
    await tx
      .update(offers)
      .set({
        lines,
        note,
        ...(options.killLinks ? { tokenNonce: null, tokenHash: null, tokenExpiresAt: null } : {}),
      })
      .where(eq(offers.id, offer.id));
  }
  // A payment's note may name the payer; the payment itself is a financial record and stays.
  const payments = await tx
    .select({ id: bookingPayments.id, note: bookingPayments.note })
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, bookingId));
  for (const payment of payments.filter((row) => mentions(row.note, strings))) {
    await tx
      .update(bookingPayments)
      .set({ note: "(personal data removed)" })
      .where(eq(bookingPayments.id, payment.id));
  }
  // In e-mails only addresses and full names count: a first name alone is no one in particular.
  const addresses = strings
    .filter((value) => value.includes("@"))
    .map((value) => value.toLowerCase());
  const fullNames = strings.filter((value) => !value.includes("@") && /\S\s+\S/.test(value));
  const about: SQL[] = [
    ...(addresses.length
      ? [
          sql`lower(${emailOutbox.toAddress}) in (${sql.join(
            addresses.map((a) => sql`${a}`),
            sql`, `,
          )})`,
        ]
      : []),
    ...[...addresses, ...fullNames].map(
      (value) =>
        sql`(strpos(lower(${emailOutbox.textBody}), ${value.toLowerCase()}) > 0 or strpos(lower(${emailOutbox.subject}), ${value.toLowerCase()}) > 0)`,
    ),
  ];
  if (about.length === 0) return 0;
  const deleted = await tx
    .delete(emailOutbox)
    .where(and(bookingMail, or(...about)))
    .returning({ id: emailOutbox.id });
  return deleted.length;
}

/**
 * Anonymises bookings as the student's erasure (or the retention policy) does: names, address,
 * country, age group and details go, the offer links die; amounts, offers' lines and totals,
 * payments and the statuses of the timeline stay; attendance stays for its retention period
 * (./attendance.ts). A line on the timeline says why.
 */
export async function anonymiseBookings(
  tx: Database,
  rows: BookingRow[],
  party: { actorName: string; reason: string; at: Date },
): Promise<{ bookings: number; emails: number }> {
  const { actorName, reason, at } = party;
  let emails = 0;
  for (const row of rows) {
    emails += await redactBooking(tx, row.id, studentStrings(row), { killLinks: true });
    await tx.delete(guardianConsents).where(eq(guardianConsents.bookingId, row.id));
    await tx
      .update(bookings)
      .set({
        firstName: ERASED_NAME,
        lastName: ERASED_NAME,
        email: erasedAddress(row.id),
        country: null,
        ageGroup: null,
        details: null,
        importDetails: null,
        erasedAt: at,
        updatedAt: at,
      })
      .where(eq(bookings.id, row.id));
    const attendance = await eraseAttendanceOf(tx, row, dublinDay(at));
    const kept = attendance.kept
      ? `; attendance kept anonymised until ${attendance.keptUntil}`
      : "; attendance past its retention period deleted";
    await tx
      .insert(bookingEvents)
      .values({ bookingId: row.id, actor: actorName, summary: `${reason}${kept}` });
  }
  return { bookings: rows.length, emails };
}

/**
 * The erasure of a person on their bookings: as student, each booking is anonymised; as guardian,
 * only the guardian leaves the booking (the timeline keeps the day consent was given).
 */
export async function eraseBookingsOf(
  tx: Database,
  email: string,
  actor: { actorName: string; at: Date },
): Promise<{ bookings: number; guardianBookings: number; emails: number }> {
  const { actorName } = actor;
  const { student, guardian } = await bookingsOfAddress(tx, email);
  const anonymised = await anonymiseBookings(tx, student, {
    ...actor,
    reason:
      "Personal data erased on request; the amounts and payments are kept as financial records",
  });
  let emails = anonymised.emails;
  for (const row of guardian) {
    const consentAt = row.details?.guardian?.consentAt?.slice(0, 10);
    emails += await redactBooking(tx, row.id, guardianStrings(row), { killLinks: false });
    await tx.delete(guardianConsents).where(eq(guardianConsents.bookingId, row.id));
    await tx
      .update(bookings)
      .set({ details: row.details ? { ...row.details, guardian: null } : null })
      .where(eq(bookings.id, row.id));
    await tx.insert(bookingEvents).values({
      bookingId: row.id,
      actor: actorName,
      summary: `The parent or guardian's personal data was erased on request${consentAt ? ` (consent given on ${consentAt})` : ""}`,
    });
  }
  return { bookings: student.length, guardianBookings: guardian.length, emails };
}
