/**
 * The providers matching reads (shared/accommodation/matching.ts `CandidateProvider`), loaded
 * for one stay: their rooms, the unavailable nights and the placements (held ones too, they keep
 * their bed; cancelled ones not) that share a night with it, and the household as the vetting
 * rule reads it, with the mother tongue of each student placed (from the booking's details).
 * Only a member whose status is `vetted` has a vetting; a pending or refused member has none
 * whatever date is recorded, and a member who has left no longer counts.
 */
import type { CandidateProvider, CandidateRoom } from "@shared/accommodation/matching";
import type { NightRange } from "@shared/accommodation/nights";
import { and, asc, eq, gt, inArray, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accommodationPlacements,
  accommodationRooms,
  accommodationUnavailable,
  bookings,
  householdMembers,
} from "../../db/schema";
import { motherTongueOf } from "./needs";
import type { ProviderRow } from "./views";

export async function candidatesOf(
  db: Database,
  providers: readonly ProviderRow[],
  stay: NightRange,
): Promise<CandidateProvider[]> {
  const ids = providers.map((provider) => provider.id);
  if (ids.length === 0) return [];
  const [household, rooms, unavailable, placements] = await Promise.all([
    db
      .select()
      .from(householdMembers)
      .where(and(inArray(householdMembers.providerId, ids), ne(householdMembers.status, "left"))),
    db
      .select()
      .from(accommodationRooms)
      .where(inArray(accommodationRooms.providerId, ids))
      .orderBy(asc(accommodationRooms.id)),
    db
      .select()
      .from(accommodationUnavailable)
      .where(
        and(
          inArray(accommodationUnavailable.providerId, ids),
          lt(accommodationUnavailable.fromDate, stay.to),
          gt(accommodationUnavailable.toDate, stay.from),
        ),
      ),
    db
      .select({
        placement: accommodationPlacements,
        providerId: accommodationRooms.providerId,
        details: bookings.details,
      })
      .from(accommodationPlacements)
      .innerJoin(accommodationRooms, eq(accommodationRooms.id, accommodationPlacements.roomId))
      .innerJoin(bookings, eq(bookings.id, accommodationPlacements.bookingId))
      .where(
        and(
          inArray(accommodationRooms.providerId, ids),
          ne(accommodationPlacements.status, "cancelled"),
          lt(accommodationPlacements.fromDate, stay.to),
          gt(accommodationPlacements.toDate, stay.from),
        ),
      ),
  ]);
  const rangeOf = (row: (typeof unavailable)[number]) => ({ from: row.fromDate, to: row.toDate });
  return providers.map((provider): CandidateProvider => {
    const candidateRooms = rooms
      .filter((room) => room.providerId === provider.id)
      .map(
        (room): CandidateRoom => ({
          id: room.id,
          beds: room.beds,
          unavailable: unavailable.filter((range) => range.roomId === room.id).map(rangeOf),
        }),
      );
    return {
      id: provider.id,
      type: provider.type,
      campus: provider.campus,
      travelMinutes: provider.travelMinutes,
      pets: provider.pets,
      smokers: provider.smokers,
      separateBathroom: provider.separateBathroom,
      dietsCatered: provider.dietsCatered,
      agesAccepted: { min: provider.agesAcceptedMin, max: provider.agesAcceptedMax },
      gendersAccepted: provider.gendersAccepted,
      maxStudents: provider.maxStudents,
      unavailable: unavailable
        .filter((range) => range.providerId === provider.id && range.roomId === null)
        .map(rangeOf),
      household: household
        .filter((member) => member.providerId === provider.id)
        .map((member) => ({
          birthYear: member.birthYear,
          vettingExpiresOn: member.status === "vetted" ? member.vettingExpiresOn : null,
        })),
      rooms: candidateRooms,
      placements: placements
        .filter((row) => row.providerId === provider.id)
        .map(({ placement, details }) => ({
          bookingId: placement.bookingId,
          roomId: placement.roomId,
          from: placement.fromDate,
          to: placement.toDate,
          motherTongue: motherTongueOf({ details }),
        })),
    };
  });
}
