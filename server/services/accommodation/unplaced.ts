/**
 * The list of students still without a home (issue 31, decisions 0044 and 0047): confirmed or
 * arrived bookings with accommodation and no placement but cancelled ones, and the placed
 * bookings that changed after placement (a placement holds nights outside the stay) or
 * were cancelled while still holding a bed, with those placements for staff to end or adjust.
 * The database picks the rows so the list is paged there; `changeAfterPlacement` names the change.
 */

import { changeAfterPlacement } from "@shared/accommodation/changes";
import type { UnplacedQuery } from "@shared/accommodation/forms";
import type { PlacementToReview, UnplacedBooking } from "@shared/accommodation/types";
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import {
  accommodationPlacements,
  accommodationProviders,
  accommodationRooms,
  bookings,
} from "../../db/schema";
import { likePattern, offsetOf, type Page } from "../paging";
import type { AccommodationDeps } from "./access";
import { dietaryNotesOf, stayOfBooking, studentNeedsOf } from "./needs";
import { placeableStatuses } from "./placements";

type BookingRow = typeof bookings.$inferSelect;

/** The first night: the arrival date given at acceptance, else the course's first day. */
const arrivalOf = sql<
  string | null
>`coalesce(${bookings.details}->>'arrivalDate', ${bookings.startDate}::text)`;

const wantsAccommodation = sql`coalesce(${bookings.accommodationType}, 'none') <> 'none'`;
const placeable = inArray(bookings.status, [...placeableStatuses]);
const p = accommodationPlacements;
const activeOfBooking = sql`${p.bookingId} = ${bookings.id} and ${p.status} <> 'cancelled'`;
const hasActive = sql`exists (select 1 from ${p} where ${activeOfBooking})`;

/**
 * A placement holds a night outside the stay the booking now asks for (changes.ts
 * `changeAfterPlacement`): the stay as `stayOfBooking` has it, arrival up to the day after the
 * course, one night at least.
 */
const datesChanged = sql`(${bookings.endDate} is not null and ${arrivalOf} is not null and (
  select min(${p.fromDate}) < (${arrivalOf})::date
    or max(${p.toDate}) > greatest(${bookings.endDate} + 1, (${arrivalOf})::date + 1)
  from ${p} where ${activeOfBooking}))`;

const needsHome = and(placeable, wantsAccommodation, sql`not ${hasActive}`) as SQL;
const changedAfterPlacement = and(
  hasActive,
  or(
    eq(bookings.status, "cancelled"),
    and(placeable, or(sql`not ${wantsAccommodation}`, datesChanged)),
  ),
) as SQL;

export function unplacedOf(booking: BookingRow, placements: PlacementToReview[]): UnplacedBooking {
  const stay = stayOfBooking(booking);
  const needs = stay ? studentNeedsOf(booking, stay) : null;
  const change = changeAfterPlacement(
    {
      cancelled: booking.status === "cancelled",
      wantsAccommodation: (booking.accommodationType ?? "none") !== "none",
      stay,
    },
    placements,
  );
  return {
    bookingId: booking.id,
    name: `${booking.firstName} ${booking.lastName}`,
    status: booking.status,
    campus: booking.city,
    accommodationType: booking.accommodationType,
    from: stay?.from ?? null,
    to: stay?.to ?? null,
    minor: needs?.minor ?? false,
    age: needs?.age ?? null,
    gender: needs?.gender ?? null,
    diet: needs?.diet ?? null,
    dietaryNotes: dietaryNotesOf(booking),
    motherTongue: needs?.motherTongue ?? null,
    smoker: needs?.smoker ?? false,
    avoidPets: needs?.avoidPets ?? false,
    allergies: [...(needs?.allergies ?? [])],
    wantsSeparateBathroom: needs?.wantsSeparateBathroom ?? false,
    changedAfterPlacement: change === "dates",
    cancelledAfterPlacement: change === "cancelled",
    placements: change ? placements : [],
  };
}

/** The placements still holding a bed for these bookings, with where they are. */
async function activePlacementsOf(
  deps: AccommodationDeps,
  bookingIds: number[],
): Promise<Map<number, PlacementToReview[]>> {
  const byBooking = new Map<number, PlacementToReview[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await deps.db
    .select({
      placement: p,
      roomName: accommodationRooms.name,
      providerName: accommodationProviders.name,
    })
    .from(p)
    .innerJoin(accommodationRooms, eq(accommodationRooms.id, p.roomId))
    .innerJoin(accommodationProviders, eq(accommodationProviders.id, accommodationRooms.providerId))
    .where(and(inArray(p.bookingId, bookingIds), ne(p.status, "cancelled")))
    .orderBy(asc(p.fromDate), asc(p.id));
  for (const { placement, roomName, providerName } of rows) {
    const list = byBooking.get(placement.bookingId) ?? [];
    list.push({
      id: placement.id,
      providerName,
      roomName,
      from: placement.fromDate,
      to: placement.toDate,
      status: placement.status,
    });
    byBooking.set(placement.bookingId, list);
  }
  return byBooking;
}

/** Bookings that need a home, or need staff again after placement, by arrival. */
export async function listUnplaced(
  deps: AccommodationDeps,
  query: UnplacedQuery,
): Promise<Page<UnplacedBooking>> {
  const conditions: SQL[] = [or(needsHome, changedAfterPlacement) as SQL];
  if (query.campus) conditions.push(eq(bookings.city, query.campus));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(sql`${bookings.firstName} || ' ' || ${bookings.lastName}`, pattern),
        ilike(bookings.email, pattern),
      ) as SQL,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(sql`${arrivalOf} asc nulls last`, asc(bookings.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    deps.db.select({ n: count() }).from(bookings).where(where),
  ]);
  const placements = await activePlacementsOf(
    deps,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => unplacedOf(row, placements.get(row.id) ?? [])),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
