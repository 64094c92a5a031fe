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
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
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

/**
 * The nights each listed booking's active placements span, read per booking from
 * `accommodation_placements_active_idx` (decision 0054, round 3). Round 2 grouped every active
 * placement ever made in one pass (45,000 at 100,000 bookings, half the query's time), where
 * only the bookings that may be listed (`mayBeListed`, a few thousand) need theirs. One
 * lateral aggregate, not EXISTS and MIN/MAX subqueries, so the query stays cheap enough for
 * PostgreSQL not to JIT-compile it (round 2: 480 of 575 ms).
 */
const activeNights = sql`lateral (
  select count(*) as held, min(${p.fromDate}) as first_night, max(${p.toDate}) as last_night
  from ${p} where ${p.bookingId} = ${bookings.id} and ${p.status} <> 'cancelled')`;
const hasActive = sql`active.held > 0`;

/**
 * A placement holds a night outside the stay the booking now asks for (changes.ts
 * `changeAfterPlacement`): the stay as `stayOfBooking` has it, arrival up to the day after the
 * course, one night at least.
 */
const datesChanged = sql`(${bookings.endDate} is not null and ${arrivalOf} is not null and (
  active.first_night < (${arrivalOf})::date
    or active.last_night > greatest(${bookings.endDate} + 1, (${arrivalOf})::date + 1)))`;

const needsHome = and(placeable, wantsAccommodation, sql`not ${hasActive}`) as SQL;
const changedAfterPlacement = and(
  hasActive,
  or(
    eq(bookings.status, "cancelled"),
    and(placeable, or(sql`not ${wantsAccommodation}`, datesChanged)),
  ),
) as SQL;
/**
 * Implied by both, so the planner reads only these bookings: the placeable ones through the
 * status index, and of the cancelled ones (one in seven over the years) only those that still
 * hold a bed, their ids found by merging two partial indexes in booking order
 * (`bookings_cancelled_idx`, `accommodation_placements_active_idx`; decision 0054, round 3)
 * instead of reading every cancelled booking.
 */
const cancelledHoldingBeds = sql`${bookings.id} = any(array(
  select c.id from ${bookings} c where c.status = 'cancelled' and exists (
    select 1 from ${p} held where held.booking_id = c.id and held.status <> 'cancelled')))`;
const mayBeListed = or(placeable, cancelledHoldingBeds) as SQL;

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
  const conditions: SQL[] = [mayBeListed, or(needsHome, changedAfterPlacement) as SQL];
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
  // One pass finds the page's ids and how many match (thousands at 100,000 bookings, counted by
  // the query that sorts them); only the page's 25 bookings are then read whole.
  const listed = (offset: number, limit: number) =>
    deps.db
      .select({ id: bookings.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(bookings)
      .leftJoin(sql`${activeNights} as active`, sql`true`)
      .where(where)
      .orderBy(sql`${arrivalOf} asc nulls last`, asc(bookings.id))
      .limit(limit)
      .offset(offset);
  const found = await listed(offsetOf(query), query.pageSize);
  const ids = found.map((row) => row.id);
  const read = ids.length
    ? await deps.db.select().from(bookings).where(inArray(bookings.id, ids))
    : [];
  const byId = new Map(read.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  // A page past the last one carries no total: the first row of the list does.
  const total = found[0]?.total ?? (query.page > 1 ? ((await listed(0, 1))[0]?.total ?? 0) : 0);
  const placements = await activePlacementsOf(
    deps,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => unplacedOf(row, placements.get(row.id) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
