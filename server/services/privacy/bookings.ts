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
 *
 * Invoices and credit notes (issue 32) are exported with the booking and never changed by an
 * erasure: they keep the party they were made out to for six years from their date
 * (../invoices/retention.ts).
 *
 * This file finds a person's bookings; gdpr-bookings-erasure.ts anonymises them and
 * gdpr-bookings-retention.ts holds the retention rules.
 */
import type { BookingDetails } from "@shared/bookings/types";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  agencies,
  bookingEvents,
  bookingPayments,
  bookings,
  guardianConsents,
  offers,
  quoteRequests,
} from "../../db/schema";
import { type InvoiceExport, invoicesOfBookings } from "../invoices/privacy";
import { attendanceOfBookings, type BookingAttendanceRecord } from "./attendance";

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
  /**
   * The invoices and credit notes issued for the booking (issue 32), to the student, their
   * guardian or the agency, with what settled them.
   */
  invoices: InvoiceExport[];
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
  const [offerRows, paymentRows, eventRows, consentRows, attendance, documents] = await Promise.all(
    [
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
      invoicesOfBookings(db, ids),
    ],
  );
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
      attendance: (role === "student" && attendance.get(row.id)) || {
        classes: [],
        register: [],
        warningLetters: [],
      },
      invoices: documents.get(row.id) ?? [],
    };
  });
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
