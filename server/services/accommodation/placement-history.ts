/**
 * A booking's placements as staff read them on its page (issue 31, decision 0047): every row,
 * cancelled and moved ones too, in the order of their nights, each naming the one it continues.
 */
import type { PlacementHistoryEntry } from "@shared/accommodation/types";
import { asc, eq } from "drizzle-orm";
import {
  accommodationPlacements,
  accommodationProviders,
  accommodationRooms,
  bookings,
} from "../../db/schema";
import { NotFoundError } from "../errors";
import type { AccommodationDeps } from "./access";
import { placementOf } from "./placements";

export async function placementHistory(
  deps: AccommodationDeps,
  bookingId: number,
): Promise<PlacementHistoryEntry[]> {
  const [booking] = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) throw new NotFoundError("Booking not found");
  const rows = await deps.db
    .select({
      placement: accommodationPlacements,
      roomName: accommodationRooms.name,
      provider: {
        id: accommodationProviders.id,
        name: accommodationProviders.name,
        type: accommodationProviders.type,
        email: accommodationProviders.email,
      },
    })
    .from(accommodationPlacements)
    .innerJoin(accommodationRooms, eq(accommodationRooms.id, accommodationPlacements.roomId))
    .innerJoin(accommodationProviders, eq(accommodationProviders.id, accommodationRooms.providerId))
    .where(eq(accommodationPlacements.bookingId, bookingId))
    .orderBy(asc(accommodationPlacements.fromDate), asc(accommodationPlacements.id));
  return rows.map(({ placement, roomName, provider }) => ({
    ...placementOf(placement, provider.id),
    providerName: provider.name,
    providerType: provider.type,
    roomName,
    providerHasEmail: provider.email !== null,
  }));
}
