/**
 * A provider's rooms with their beds, and the nights [from, to) the provider or one room cannot
 * host: admins, and hosts through their portal (decision 0046).
 */
import type { AccommodationRoomInput, UnavailableInput } from "@shared/accommodation/forms";
import type { AccommodationRoom, UnavailableRange } from "@shared/accommodation/types";
import { and, eq } from "drizzle-orm";
import { accommodationRooms, accommodationUnavailable } from "../../db/schema";
import { type Actor, type OutsideActor, recordAudit } from "../audit";
import { ConflictError, InvalidInputError, NotFoundError } from "../errors";
import type { AccommodationDeps } from "./access";
import { providerRowOf } from "./providers";
import { roomOf, unavailableOf } from "./views";

export async function addRoom(
  deps: AccommodationDeps,
  providerId: number,
  input: AccommodationRoomInput,
  actor: Actor,
): Promise<AccommodationRoom> {
  const provider = await providerRowOf(deps.db, providerId);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accommodationRooms)
      .values({ providerId, ...input })
      .onConflictDoNothing({ target: [accommodationRooms.providerId, accommodationRooms.name] })
      .returning();
    if (!row) throw new ConflictError(`${provider.name} already has a room of that name.`, "name");
    await recordAudit(tx, actor, {
      action: "create",
      entity: "accommodation_room",
      entityId: row.id,
      summary: `Added room ${row.name} (${row.beds} beds) to ${provider.name}`,
      after: row,
    });
    return roomOf(row);
  });
}

export async function addUnavailable(
  deps: AccommodationDeps,
  providerId: number,
  input: UnavailableInput,
  actor: Actor | OutsideActor,
): Promise<UnavailableRange> {
  const provider = await providerRowOf(deps.db, providerId);
  if (input.roomId !== null) {
    const [room] = await deps.db
      .select({ id: accommodationRooms.id })
      .from(accommodationRooms)
      .where(
        and(eq(accommodationRooms.id, input.roomId), eq(accommodationRooms.providerId, providerId)),
      );
    if (!room) throw new InvalidInputError({ roomId: "Choose a room of this provider." });
  }
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accommodationUnavailable)
      .values({
        providerId,
        roomId: input.roomId,
        fromDate: input.from,
        toDate: input.to,
        reason: input.reason ?? null,
      })
      .returning();
    if (!row) throw new Error("unavailable insert returned no row");
    await recordAudit(tx, actor, {
      action: "create",
      entity: "accommodation_unavailable",
      entityId: row.id,
      summary: `Marked ${provider.name}${row.roomId ? ` (room #${row.roomId})` : ""} unavailable for the nights ${row.fromDate} to ${row.toDate} (departure day)`,
      after: row,
    });
    return unavailableOf(row);
  });
}

export async function removeUnavailable(
  deps: AccommodationDeps,
  providerId: number,
  rangeId: number,
  actor: Actor | OutsideActor,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(accommodationUnavailable)
      .where(
        and(
          eq(accommodationUnavailable.id, rangeId),
          eq(accommodationUnavailable.providerId, providerId),
        ),
      )
      .returning();
    if (!row) throw new NotFoundError("Unavailable dates not found");
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "accommodation_unavailable",
      entityId: rangeId,
      summary: `Removed the unavailable nights ${row.fromDate} to ${row.toDate} of provider #${providerId}`,
      before: row,
    });
  });
}
