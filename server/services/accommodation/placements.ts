/**
 * Placing a booking in a room (issue 31, decisions 0042 and 0043), the list of students still
 * without a home, and the ranked suggestions for one of them. The hard rules are
 * `placementViolation` only, fed from the database: the API refuses what the suggestions would
 * not offer. Two staff placing at once cannot both take the last bed: the provider's row is
 * locked `for update` before its placements are read, so the second waits and then sees the
 * first.
 */
import type { PlacementInput } from "@shared/accommodation/forms";
import {
  type Exclusion,
  hardRuleMessages,
  placementViolation,
  type Suggestion,
  suggestPlacements,
} from "@shared/accommodation/matching";
import { sharedNights } from "@shared/accommodation/nights";
import type { Placement } from "@shared/accommodation/types";
import { cities } from "@shared/bookings/types";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accommodationPlacements,
  accommodationProviders,
  accommodationRooms,
  bookings,
} from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { recordEvent } from "../bookings/moves";
import { NotFoundError, RuleConflictError } from "../errors";
import { enqueueEmails } from "../mail/outbox";
import type { AccommodationDeps } from "./access";
import { candidatesOf } from "./candidates";
import { stayOfBooking, studentNeedsOf } from "./needs";
import { placementMessages } from "./placement-emails";

type BookingRow = typeof bookings.$inferSelect;
type PlacementRow = typeof accommodationPlacements.$inferSelect;

/** Bookings that need a home: confirmed or already arrived, with accommodation booked. */
export const placeableStatuses = ["confirmed", "arrived"] as const;

export const placementOf = (row: PlacementRow, providerId: number): Placement => ({
  id: row.id,
  bookingId: row.bookingId,
  roomId: row.roomId,
  providerId,
  from: row.fromDate,
  to: row.toDate,
  status: row.status,
  previousPlacementId: row.previousPlacementId,
  arrivalConfirmedAt: row.arrivalConfirmedAt?.toISOString() ?? null,
  arrivalConfirmedBy: row.arrivalConfirmedBy,
  createdAt: row.createdAt.toISOString(),
});

export async function bookingToPlace(db: Database, bookingId: number): Promise<BookingRow> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new NotFoundError("Booking not found");
  const placeable = (placeableStatuses as readonly string[]).includes(booking.status);
  if (!placeable || !booking.accommodationType || booking.accommodationType === "none") {
    throw new RuleConflictError(
      "Only a confirmed or arrived booking with accommodation can be placed.",
      "booking",
    );
  }
  return booking;
}

export async function placeBooking(
  deps: AccommodationDeps,
  input: PlacementInput,
  actor: Actor,
): Promise<Placement> {
  const stay = { from: input.from, to: input.to };
  const placed = await deps.db.transaction(async (tx) => {
    const booking = await bookingToPlace(tx, input.bookingId);
    const [room] = await tx
      .select()
      .from(accommodationRooms)
      .where(eq(accommodationRooms.id, input.roomId));
    if (!room) throw new NotFoundError("Room not found");
    // The lock every placement in this provider's rooms takes first: see the opening comment.
    const [provider] = await tx
      .select()
      .from(accommodationProviders)
      .where(eq(accommodationProviders.id, room.providerId))
      .for("update");
    if (!provider) throw new NotFoundError("Provider not found");
    if (!provider.active) {
      throw new RuleConflictError("The provider is no longer used.", "inactive");
    }
    const own = await tx
      .select()
      .from(accommodationPlacements)
      .where(
        and(
          eq(accommodationPlacements.bookingId, booking.id),
          ne(accommodationPlacements.status, "cancelled"),
        ),
      );
    // A move or a split ends the placement it replaces first; two at once would be two beds.
    if (own.some((row) => sharedNights({ from: row.fromDate, to: row.toDate }, stay) > 0)) {
      throw new RuleConflictError(
        "The booking is already placed for some of these nights.",
        "already-placed",
      );
    }
    const [candidate] = await candidatesOf(tx, [provider], stay);
    const candidateRoom = candidate?.rooms.find((each) => each.id === room.id);
    if (!candidate || !candidateRoom) throw new NotFoundError("Room not found");
    const violation = placementViolation(studentNeedsOf(booking, stay), candidate, candidateRoom);
    if (violation) throw new RuleConflictError(hardRuleMessages[violation], violation);
    const [row] = await tx
      .insert(accommodationPlacements)
      .values({
        bookingId: booking.id,
        roomId: room.id,
        fromDate: stay.from,
        toDate: stay.to,
        createdById: actor.id,
      })
      .returning();
    if (!row) throw new Error("placement insert returned no row");
    const summary = `Placed in ${room.name} at ${provider.name} for the nights ${stay.from} to ${stay.to} (departure day)`;
    await recordAudit(tx, actor, {
      action: "create",
      entity: "accommodation_placement",
      entityId: row.id,
      summary: `${summary}: booking #${booking.id}`,
      after: row,
    });
    await recordEvent(tx, booking.id, actor, summary);
    const messages = await placementMessages(tx, booking, provider, stay, false);
    await enqueueEmails(tx, messages);
    return { ...placementOf(row, provider.id), familyEmailed: provider.email !== null };
  });
  deps.onQueued();
  return placed;
}

/** The names staff read beside a room's ids. */
interface Named {
  providerName: string;
  roomName: string;
}

export interface SuggestionsAnswer {
  stay: { from: string; to: string };
  items: (Suggestion & Named)[];
  excluded: (Exclusion & Named)[];
}

/**
 * The rooms of the active providers at the booking's campus for its whole stay, best first, and
 * those a hard rule excludes with that rule.
 */
export async function suggestionsFor(
  deps: AccommodationDeps,
  bookingId: number,
): Promise<SuggestionsAnswer> {
  const booking = await bookingToPlace(deps.db, bookingId);
  const stay = stayOfBooking(booking);
  if (!stay) throw new RuleConflictError("The booking has no dates yet.", "no-dates");
  const campus = cities.find((city) => city === booking.city);
  const providers = campus
    ? await deps.db
        .select()
        .from(accommodationProviders)
        .where(
          and(eq(accommodationProviders.campus, campus), eq(accommodationProviders.active, true)),
        )
        .orderBy(asc(accommodationProviders.id))
    : [];
  const [candidates, rooms] = await Promise.all([
    candidatesOf(deps.db, providers, stay),
    providers.length
      ? deps.db
          .select({ id: accommodationRooms.id, name: accommodationRooms.name })
          .from(accommodationRooms)
          .where(
            inArray(
              accommodationRooms.providerId,
              providers.map((provider) => provider.id),
            ),
          )
      : [],
  ]);
  const { suggestions, excluded } = suggestPlacements(studentNeedsOf(booking, stay), candidates);
  const providerNames = new Map(providers.map((provider) => [provider.id, provider.name]));
  const roomNames = new Map(rooms.map((room) => [room.id, room.name]));
  const named = <Row extends { providerId: number; roomId: number }>(row: Row): Row & Named => ({
    ...row,
    providerName: providerNames.get(row.providerId) ?? "",
    roomName: roomNames.get(row.roomId) ?? "",
  });
  return {
    stay,
    items: suggestions.map(named),
    excluded: excluded.map(named),
  };
}
