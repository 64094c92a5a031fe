/**
 * Bookings in data-subject requests and in the retention policy (issue 16, decision 0017).
 *
 * A booking names two people: the student (bookings.email) and, for a minor, a parent or
 * guardian (details.guardian.email). An access request exports the bookings of the address in
 * either role, with their offers, payments and timeline. A booking is never deleted: its amounts
 * are financial records that Irish tax law has us keep for six years. Erasure therefore
 * anonymises it: names become "Erased", the address a non-deliverable placeholder, country, age
 * group and every booking detail go, the offer link dies, and timeline and audit texts that name
 * the person are rewritten; the program, dates, offer lines, totals and payments stay. Erasing a
 * guardian removes only the guardian from the booking.
 *
 * Retention: a booking that never became a sale (draft, declined, expired, or cancelled with no
 * payment) is anonymised 12 months after its last change; every other booking six years after
 * its course ended.
 */
import type { BookingDetails } from "@shared/bookings/types";
import { and, asc, count, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  agencies,
  auditLog,
  bookingEvents,
  bookingPayments,
  bookings,
  emailOutbox,
  guardianConsents,
  offers,
  quoteRequests,
} from "../../db/schema";
import { attendanceOfBookings, type BookingAttendanceRecord } from "./attendance";

export const ERASED_NAME = "Erased";
/** Where an anonymised booking "lives": `.invalid` can never be delivered (RFC 2606). */
export const erasedAddress = (bookingId: number) => `erased-${bookingId}@invalid`;

/** The periods of the published privacy policy for bookings. */
export const BOOKING_RETENTION = {
  /** Offers never accepted (or bookings cancelled before any payment): personal data goes. */
  unbookedMonths: 12,
  /** Booking and payment records: six years (Taxes Consolidation Act 1997, s. 886). */
  bookingYears: 6,
} as const;

type BookingRow = typeof bookings.$inferSelect;

/**
 * The agency that registered the student (issue 17), as an export names it: its name and its own
 * reference for the student.
 */
export interface RegisteringAgency {
  id: number;
  name: string;
  reference: string | null;
}

/**
 * The agency's commission: what the school pays the agency, fixed at booking. A term between
 * the school and the agency, not information about the person: not part of their export.
 */
type CommissionColumns =
  | "commissionBasisPoints"
  | "commissionCents"
  | "commissionPaidAt"
  | "commissionPaidBy";

/** One booking as exported to a person: never the link's secrets, staff ids or commission. */
export type BookingRecord = Omit<BookingRow, "details" | CommissionColumns> & {
  /** How the address appears on the booking: the student, or the parent or guardian. */
  role: "student" | "guardian";
  /** The agency that registered the student, when an agency did (null: booked directly). */
  agency: RegisteringAgency | null;
  /**
   * What was given with Accept. A guardian receives only their own part: the student's passport,
   * health and contact details are the student's to ask for.
   */
  details: BookingDetails | { guardian: BookingDetails["guardian"] } | null;
  offers: Omit<
    typeof offers.$inferSelect,
    "bookingId" | "tokenNonce" | "tokenHash" | "tokenExpiresAt"
  >[];
  payments: Omit<typeof bookingPayments.$inferSelect, "bookingId" | "recordedById">[];
  /** The requests for a parent or guardian's consent (issue 27), without their links' hashes. */
  guardianConsents: Omit<typeof guardianConsents.$inferSelect, "bookingId" | "tokenHash">[];
  timeline: Omit<typeof bookingEvents.$inferSelect, "bookingId">[];
  /** Classes and register marks (issue 30): the student's, so empty in a guardian's export. */
  attendance: BookingAttendanceRecord;
};

const asStudent = (email: string) => sql`lower(${bookings.email}) = ${email}`;
const asGuardian = (email: string) =>
  sql`lower(${bookings.details} -> 'guardian' ->> 'email') = ${email}`;

/** Every booking of a (normalised) address, as student or guardian, oldest first. */
export async function findBookings(db: Database, email: string): Promise<BookingRecord[]> {
  const found = await db
    .select({
      booking: bookings,
      agencyName: agencies.name,
      agencyReference: quoteRequests.agencyReference,
    })
    .from(bookings)
    .leftJoin(agencies, eq(agencies.id, bookings.agencyId))
    .leftJoin(quoteRequests, eq(quoteRequests.id, bookings.quoteRequestId))
    .where(or(asStudent(email), asGuardian(email)))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  if (found.length === 0) return [];
  const rows = found.map((row) => row.booking);
  const ids = rows.map((row) => row.id);
  const [offerRows, paymentRows, eventRows, consentRows, attendance] = await Promise.all([
    db.select().from(offers).where(inArray(offers.bookingId, ids)).orderBy(asc(offers.id)),
    db
      .select()
      .from(bookingPayments)
      .where(inArray(bookingPayments.bookingId, ids))
      .orderBy(asc(bookingPayments.receivedOn), asc(bookingPayments.id)),
    db
      .select()
      .from(bookingEvents)
      .where(inArray(bookingEvents.bookingId, ids))
      .orderBy(asc(bookingEvents.id)),
    db
      .select()
      .from(guardianConsents)
      .where(inArray(guardianConsents.bookingId, ids))
      .orderBy(asc(guardianConsents.id)),
    attendanceOfBookings(db, ids),
  ]);
  const of = <T extends { bookingId: number }>(items: T[], id: number) =>
    items.filter((item) => item.bookingId === id);
  return found.map(({ booking: row, agencyName, agencyReference }) => {
    const role = row.email.toLowerCase() === email ? "student" : "guardian";
    const {
      commissionBasisPoints: _rate,
      commissionCents: _commission,
      commissionPaidAt: _paidAt,
      commissionPaidBy: _paidBy,
      ...booking
    } = row;
    return {
      ...booking,
      role,
      agency:
        row.agencyId !== null && agencyName !== null
          ? { id: row.agencyId, name: agencyName, reference: agencyReference }
          : null,
      details:
        role === "student" || !row.details ? row.details : { guardian: row.details.guardian },
      offers: of(offerRows, row.id).map(
        ({
          tokenNonce: _nonce,
          tokenHash: _hash,
          tokenExpiresAt: _expiry,
          bookingId: _id,
          ...offer
        }) => offer,
      ),
      payments: of(paymentRows, row.id).map(
        ({ bookingId: _id, recordedById: _staff, ...payment }) => payment,
      ),
      timeline: of(eventRows, row.id).map(({ bookingId: _id, ...event }) => event),
      guardianConsents: of(consentRows, row.id).map(
        ({ bookingId: _id, tokenHash: _hash, ...consent }) => consent,
      ),
      attendance: (role === "student" && attendance.get(row.id)) || { classes: [], register: [] },
    };
  });
}

// ── Anonymising ──────────────────────────────────────────────────────────────────────────────

/** Accents and case do not hide a name: "LUCIA GARCIA" matches "Lucía García". */
export const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

export const present = (values: (string | null | undefined)[]) =>
  [
    ...new Set(values.map((value) => value?.trim() ?? "").filter((value) => value.length >= 2)),
  ].filter((value) => value !== ERASED_NAME);

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
 * payments and the statuses of the timeline stay. A line on the timeline says why.
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
        erasedAt: at,
        updatedAt: at,
      })
      .where(eq(bookings.id, row.id));
    await tx.insert(bookingEvents).values({ bookingId: row.id, actor: actorName, summary: reason });
  }
  return { bookings: rows.length, emails };
}

/** The bookings of an address, split by the role it plays on them; erased ones excluded. */
export async function bookingsOfAddress(tx: Database, email: string) {
  const rows = await tx
    .select()
    .from(bookings)
    .where(and(isNull(bookings.erasedAt), or(asStudent(email), asGuardian(email))))
    .for("update");
  const asStudentRows = rows.filter((row) => row.email.toLowerCase() === email);
  return {
    student: asStudentRows,
    guardian: rows.filter((row) => !asStudentRows.includes(row)),
  };
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

// ── Retention ────────────────────────────────────────────────────────────────────────────────

const paid = sql`exists (select 1 from ${bookingPayments} where ${bookingPayments.bookingId} = ${bookings.id})`;

/** Never a sale: no offer accepted, or cancelled before any money came in. */
const unbooked = or(
  inArray(bookings.status, ["draft", "declined", "expired"]),
  and(eq(bookings.status, "cancelled"), sql`not ${paid}`),
) as SQL;

export const dueUnbookedBookings = (cutoff: Date) =>
  and(isNull(bookings.erasedAt), lt(bookings.updatedAt, cutoff), unbooked) as SQL;

/** Sales: six years after the course ended (or, without an end date, the last change). */
export const dueBookingRecords = (cutoff: Date) =>
  and(
    isNull(bookings.erasedAt),
    sql`not ${unbooked}`,
    or(
      lt(bookings.endDate, cutoff.toISOString().slice(0, 10)),
      and(isNull(bookings.endDate), lt(bookings.updatedAt, cutoff)),
    ),
  ) as SQL;

export async function dueBookingSample(db: Database, where: SQL, limit: number) {
  const [total] = await db.select({ n: count() }).from(bookings).where(where);
  const sample = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(asc(bookings.updatedAt), asc(bookings.id))
    .limit(limit);
  return { count: total?.n ?? 0, sampleIds: sample.map((row) => String(row.id)) };
}

/** Anonymises the bookings `where` selects; answers how many. */
export async function anonymiseDueBookings(
  tx: Database,
  where: SQL,
  party: { actorName: string; reason: string; at: Date },
): Promise<number> {
  const rows = await tx.select().from(bookings).where(where).for("update");
  return (await anonymiseBookings(tx, rows, party)).bookings;
}
