/** "Remove demo data" (demo-data.ts) for the accommodation domain (issue 31). */
import { inArray, or } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  accommodationPaymentItems,
  accommodationPaymentLines,
  accommodationPlacements,
  accommodationProviders,
  accommodationRooms,
} from "../db/schema";
import { chunks } from "../db/seed/demo/context";
import type { DemoTable } from "../db/seed/demo/registry";

/**
 * The demo's host families and residences and every placement of a demo booking or in a demo
 * room (issue 31), before the bookings and rooms they hold on to; payment lines and items that
 * paid them go too (a payment run of demo nights is demo). Household, rooms, unavailable nights
 * and host accounts follow their provider (cascade).
 */
export async function removeAccommodation(
  tx: Database,
  providerIds: number[],
  bookingIds: number[],
  count: (table: DemoTable | "booking_payments", n: number) => void,
): Promise<void> {
  const demoRooms = providerIds.length
    ? await tx
        .select({ id: accommodationRooms.id })
        .from(accommodationRooms)
        .where(inArray(accommodationRooms.providerId, providerIds))
    : [];
  const roomIds = demoRooms.map((room) => room.id);
  const placementIds: number[] = [];
  for (const chunk of chunks(bookingIds)) {
    const rows = await tx
      .select({ id: accommodationPlacements.id })
      .from(accommodationPlacements)
      .where(
        or(
          inArray(accommodationPlacements.bookingId, chunk),
          roomIds.length ? inArray(accommodationPlacements.roomId, roomIds) : undefined,
        ),
      );
    placementIds.push(...rows.map((row) => row.id));
  }
  for (const chunk of chunks([...new Set(placementIds)])) {
    await tx
      .delete(accommodationPaymentItems)
      .where(inArray(accommodationPaymentItems.placementId, chunk));
    count(
      "accommodation_placements",
      (
        await tx
          .delete(accommodationPlacements)
          .where(inArray(accommodationPlacements.id, chunk))
          .returning({ id: accommodationPlacements.id })
      ).length,
    );
  }
  if (providerIds.length === 0) return;
  await tx
    .delete(accommodationPaymentLines)
    .where(inArray(accommodationPaymentLines.providerId, providerIds));
  count(
    "accommodation_providers",
    (
      await tx
        .delete(accommodationProviders)
        .where(inArray(accommodationProviders.id, providerIds))
        .returning({ id: accommodationProviders.id })
    ).length,
  );
}
