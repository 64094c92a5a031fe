/**
 * The bookings list staff search and page, its CSV, and the job that expires offers past their
 * day (issue 16). Split from admin.ts, which handles one booking at a time.
 */
import { type BookingListItem, type BookingStatus, bookingStatuses } from "@shared/bookings/types";
import { and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agencies, bookingPayments, bookings, offers } from "../../db/schema";
import { csvStream } from "../exports/csv";
import { countUpToLimit, offsetOf, type Page, pageTotal, searchText, textMatches } from "../paging";
import { moveTo } from "./moves";
import type { PaymentProvider } from "./payment-provider";
import { type BookingRow, dublinDay, lockBooking } from "./store";

export interface BookingListQuery {
  q: string;
  /** A BookingStatus, or "" for all. */
  status: string;
  programId: string;
  /** "YYYY-MM": bookings starting in that month; "" for all. */
  startMonth: string;
  /** An agency's id ("12"), "none" for direct bookings, or "" for all (issue 17). */
  agency?: string;
  page: number;
  pageSize: number;
}

const SYSTEM = { id: null, name: "System" } as const;

/** `agency` of a list query: an id, "none" (direct, no agency), or null for every booking. */
export function agencyFilterOf(value: string | undefined): number | "none" | null {
  if (value === "none") return "none";
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

const paidSql = sql<number>`coalesce((select sum(${bookingPayments.amountCents}) from ${bookingPayments} where ${bookingPayments.bookingId} = ${bookings.id}), 0)::int`;

/** What staff search a booking by (the full name, e-mail, program); bookings_search_trgm_idx. */
const bookingSearchText = searchText(
  sql`${bookings.firstName} || ' ' || ${bookings.lastName}`,
  bookings.email,
  bookings.programTitle,
);

export function createBookingListService(deps: {
  db: Database;
  payments: PaymentProvider;
  now: () => Date;
}) {
  const { db, payments } = deps;

  function condition(query: Omit<BookingListQuery, "page" | "pageSize">): SQL | undefined {
    const parts: SQL[] = [];
    const q = query.q.trim();
    if (q) {
      const reference = /^[A-Za-z]{2,6}-?0*(\d{1,9})$/.exec(q);
      const byText = textMatches(bookingSearchText, q);
      parts.push(reference ? (or(byText, eq(bookings.id, Number(reference[1]))) as SQL) : byText);
    }
    if ((bookingStatuses as readonly string[]).includes(query.status)) {
      parts.push(eq(bookings.status, query.status as BookingStatus));
    }
    if (query.programId) parts.push(eq(bookings.programId, query.programId));
    if (/^\d{4}-\d{2}$/.test(query.startMonth)) {
      parts.push(sql`to_char(${bookings.startDate}, 'YYYY-MM') = ${query.startMonth}`);
    }
    const agency = agencyFilterOf(query.agency);
    if (agency === "none") parts.push(isNull(bookings.agencyId));
    else if (agency !== null) parts.push(eq(bookings.agencyId, agency));
    return parts.length ? and(...parts) : undefined;
  }

  function itemOf(
    row: BookingRow & { paidCents: number; agencyName: string | null },
  ): BookingListItem {
    return {
      id: row.id,
      reference: payments.referenceOf(row.id),
      status: row.status,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      programId: row.programId,
      programTitle: row.programTitle,
      startDate: row.startDate,
      totalCents: row.totalCents,
      paidCents: row.paidCents,
      agencyId: row.agencyId,
      agencyName: row.agencyName,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    async list(query: BookingListQuery): Promise<Page<BookingListItem>> {
      const where = condition(query);
      // The page's ids first, then their rows: OFFSET computes the select list of every row
      // it skips, and the paid sum is a subquery per row (75,000 of them on page 3,000).
      const pageIds = db
        .select({ id: bookings.id })
        .from(bookings)
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(query.pageSize + 1)
        .offset(offsetOf(query));
      const [rows, counted] = await Promise.all([
        db
          .select({ booking: bookings, paidCents: paidSql, agencyName: agencies.name })
          .from(bookings)
          .leftJoin(agencies, eq(agencies.id, bookings.agencyId))
          .where(inArray(bookings.id, pageIds))
          .orderBy(desc(bookings.createdAt), desc(bookings.id)),
        countUpToLimit(db, bookings, where),
      ]);
      return {
        items: rows
          .slice(0, query.pageSize)
          .map((row) =>
            itemOf({ ...row.booking, paidCents: row.paidCents, agencyName: row.agencyName }),
          ),
        ...pageTotal(counted, query, rows.length),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async csv(
      query: Omit<BookingListQuery, "page" | "pageSize">,
    ): Promise<ReadableStream<Uint8Array>> {
      const where = condition(query);
      async function* rows() {
        const pageSize = 500;
        for (let offset = 0; ; offset += pageSize) {
          const page = await db
            .select({ booking: bookings, paidCents: paidSql, agencyName: agencies.name })
            .from(bookings)
            .leftJoin(agencies, eq(agencies.id, bookings.agencyId))
            .where(where)
            .orderBy(desc(bookings.createdAt), desc(bookings.id))
            .limit(pageSize)
            .offset(offset);
          for (const row of page) {
            yield itemOf({ ...row.booking, paidCents: row.paidCents, agencyName: row.agencyName });
          }
          if (page.length < pageSize) return;
        }
      }
      return csvStream<BookingListItem>(
        [
          { header: "Reference", value: (row) => row.reference },
          { header: "Status", value: (row) => row.status },
          { header: "Name", value: (row) => row.name },
          { header: "Email", value: (row) => row.email },
          { header: "Program", value: (row) => row.programTitle },
          { header: "Agency", value: (row) => row.agencyName },
          { header: "Start date", value: (row) => row.startDate },
          { header: "Total (EUR)", value: (row) => (row.totalCents / 100).toFixed(2) },
          { header: "Paid (EUR)", value: (row) => (row.paidCents / 100).toFixed(2) },
          {
            header: "Balance (EUR)",
            value: (row) => ((row.totalCents - row.paidCents) / 100).toFixed(2),
          },
          { header: "Created", value: (row) => row.createdAt },
        ],
        rows(),
      );
    },

    /** Offers past their valid-until day expire, and their bookings with them. */
    async expireDue(): Promise<number> {
      const today = dublinDay(deps.now());
      const due = await db
        .select({ id: offers.id, bookingId: offers.bookingId })
        .from(offers)
        .where(and(eq(offers.status, "sent"), lt(offers.validUntil, today)))
        .limit(200);
      if (due.length === 0) return 0;
      await db.transaction(async (tx) => {
        await tx
          .update(offers)
          .set({ status: "expired" })
          .where(
            and(
              inArray(
                offers.id,
                due.map((row) => row.id),
              ),
              eq(offers.status, "sent"),
            ),
          );
        for (const { bookingId } of due) {
          const booking = await lockBooking(tx, bookingId);
          if (booking?.status === "offer-sent") {
            await moveTo(tx, booking, "expired", SYSTEM, "The offer expired without an answer");
          }
        }
      });
      return due.length;
    },
  };
}
