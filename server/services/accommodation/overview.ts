/**
 * What the admin screens show beside the providers themselves (issue 31): the vetting flags of
 * the providers list (admins only: the route asks only for them, decision 0043), a provider's
 * current and upcoming placements, one placement's names for the confirmation after placing,
 * and a student's needs for "Find a home". The flag rule is vetting.ts `vettingState`, on the
 * school's day in Dublin; only a member recorded as vetted has a vetting to expire (pending,
 * refused and left members are not flagged here: the provider page lists them with their status).
 */
import type { PlacementStatus, UnplacedBooking } from "@shared/accommodation/types";
import { vettingState } from "@shared/accommodation/vetting";
import { and, asc, eq, gt, inArray, isNotNull, ne, type SQL } from "drizzle-orm";
import {
  accommodationPlacements,
  accommodationProviders,
  accommodationRooms,
  bookings,
  householdMembers,
} from "../../db/schema";
import { dublinDay } from "../bookings/days";
import { NotFoundError } from "../errors";
import type { AccommodationDeps } from "./access";
import { unplacedOf } from "./unplaced";

/** Members whose vetting expired before today, and those expiring within 60 days. */
export interface VettingFlags {
  expired: number;
  expiring: number;
}

/** The flags of each provider asked for that has any (a provider without one is absent). */
export async function vettingFlagsOf(
  deps: AccommodationDeps,
  providerIds: readonly number[],
): Promise<Record<number, VettingFlags>> {
  if (providerIds.length === 0) return {};
  const today = dublinDay(deps.now());
  const members = await deps.db
    .select({
      providerId: householdMembers.providerId,
      expiresOn: householdMembers.vettingExpiresOn,
    })
    .from(householdMembers)
    .where(
      and(
        inArray(householdMembers.providerId, [...providerIds]),
        eq(householdMembers.status, "vetted"),
        isNotNull(householdMembers.vettingExpiresOn),
      ),
    );
  const flags: Record<number, VettingFlags> = {};
  for (const member of members) {
    const state = vettingState(member.expiresOn, today);
    if (state !== "expired" && state !== "expiring") continue;
    const counts = flags[member.providerId] ?? { expired: 0, expiring: 0 };
    counts[state] += 1;
    flags[member.providerId] = counts;
  }
  return flags;
}

export interface ProviderPlacement {
  id: number;
  bookingId: number;
  studentName: string;
  roomName: string;
  providerId: number;
  providerName: string;
  from: string;
  to: string;
  status: PlacementStatus;
  /** Today is one of its nights. */
  current: boolean;
}

/** Placements with the names staff read: the student, the room and its provider. */
function placementsWith(deps: AccommodationDeps, where: SQL | undefined) {
  return deps.db
    .select({
      placement: accommodationPlacements,
      roomName: accommodationRooms.name,
      providerId: accommodationProviders.id,
      providerName: accommodationProviders.name,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
    })
    .from(accommodationPlacements)
    .innerJoin(accommodationRooms, eq(accommodationRooms.id, accommodationPlacements.roomId))
    .innerJoin(accommodationProviders, eq(accommodationProviders.id, accommodationRooms.providerId))
    .innerJoin(bookings, eq(bookings.id, accommodationPlacements.bookingId))
    .where(where)
    .orderBy(asc(accommodationPlacements.fromDate), asc(accommodationPlacements.id));
}

type NamedRow = Awaited<ReturnType<typeof placementsWith>>[number];

const placementOf = (row: NamedRow, today: string): ProviderPlacement => ({
  id: row.placement.id,
  bookingId: row.placement.bookingId,
  studentName: `${row.firstName} ${row.lastName}`,
  roomName: row.roomName,
  providerId: row.providerId,
  providerName: row.providerName,
  from: row.placement.fromDate,
  to: row.placement.toDate,
  status: row.placement.status,
  current: row.placement.fromDate <= today && today < row.placement.toDate,
});

/** The provider's placements not yet over (departure after today), first arrival first. */
export async function providerPlacementsOf(
  deps: AccommodationDeps,
  providerId: number,
): Promise<ProviderPlacement[]> {
  const today = dublinDay(deps.now());
  const rows = await placementsWith(
    deps,
    and(
      eq(accommodationRooms.providerId, providerId),
      ne(accommodationPlacements.status, "cancelled"),
      gt(accommodationPlacements.toDate, today),
    ),
  );
  return rows.map((row) => placementOf(row, today));
}

/** One placement with its names (the confirmation after placing); null when there is none. */
export async function placementSummaryOf(
  deps: AccommodationDeps,
  placementId: number,
): Promise<ProviderPlacement | null> {
  const [row] = await placementsWith(deps, eq(accommodationPlacements.id, placementId));
  return row ? placementOf(row, dublinDay(deps.now())) : null;
}

/** A booking's student as the unplaced list shows them (the top of "Find a home"). */
export async function studentOf(
  deps: AccommodationDeps,
  bookingId: number,
): Promise<UnplacedBooking> {
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new NotFoundError("Booking not found");
  return unplacedOf(booking, []);
}
