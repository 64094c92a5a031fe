/**
 * What happens to a placement after it is made (issue 31, decision 0047): a move (or split) from
 * a night, a new departure day, cancel, hold and release, and the arrival confirmed by staff.
 * Rows are never rewritten into others: a move ends the old placement on the day of the move (or
 * cancels it when that is its first night) and starts one naming it. Every change is audited and
 * on the booking's timeline. Changes that add nights take the provider locks placing takes
 * (decision 0044), every provider involved in id order so two moves cannot wait on each other,
 * and only then lock the placement itself.
 */
import { addedNights, splitAt } from "@shared/accommodation/changes";
import type { PlacementEnd, PlacementMove } from "@shared/accommodation/forms";
import { hardRuleMessages, placementViolation } from "@shared/accommodation/matching";
import type { NightRange } from "@shared/accommodation/nights";
import { sharedNights } from "@shared/accommodation/nights";
import type { Placement, PlacementStatus } from "@shared/accommodation/types";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  accommodationPlacements,
  accommodationProviders,
  accommodationRooms,
  type bookings,
} from "../../db/schema";
import { type Actor, recordAudit } from "../audit";
import { recordEvent } from "../bookings/moves";
import { dublinDay } from "../bookings/store";
import { InvalidInputError, NotFoundError, RuleConflictError } from "../errors";
import { enqueueEmails } from "../mail/outbox";
import type { AccommodationDeps } from "./access";
import { candidatesOf } from "./candidates";
import { studentNeedsOf } from "./needs";
import { placementMessages } from "./placement-emails";
import { bookingToPlace, placementOf } from "./placements";
import type { ProviderRow, RoomRow } from "./views";

type PlacementRow = typeof accommodationPlacements.$inferSelect;

interface Locked {
  placement: PlacementRow;
  room: RoomRow;
  provider: ProviderRow;
}

async function roomOf(tx: Database, roomId: number): Promise<RoomRow> {
  const [room] = await tx
    .select()
    .from(accommodationRooms)
    .where(eq(accommodationRooms.id, roomId));
  if (!room) throw new NotFoundError("Room not found");
  return room;
}

/** Locks the providers `for update` in id order (the deadlock-free order), then the placement. */
async function lockFor(
  tx: Database,
  placementId: number,
  otherProviderIds: number[] = [],
): Promise<Locked & { providers: Map<number, ProviderRow> }> {
  const [found] = await tx
    .select()
    .from(accommodationPlacements)
    .where(eq(accommodationPlacements.id, placementId));
  if (!found) throw new NotFoundError("Placement not found");
  // A placement's room never changes (a move is a new row), so its provider is known unlocked.
  const room = await roomOf(tx, found.roomId);
  const ids = [...new Set([room.providerId, ...otherProviderIds])].sort((a, b) => a - b);
  const providers = new Map<number, ProviderRow>();
  for (const id of ids) {
    const [row] = await tx
      .select()
      .from(accommodationProviders)
      .where(eq(accommodationProviders.id, id))
      .for("update");
    if (!row) throw new NotFoundError("Provider not found");
    providers.set(id, row);
  }
  const [placement] = await tx
    .select()
    .from(accommodationPlacements)
    .where(eq(accommodationPlacements.id, placementId))
    .for("update");
  const provider = providers.get(room.providerId);
  if (!placement || !provider) throw new NotFoundError("Placement not found");
  return { placement, room, provider, providers };
}

function refuseCancelled(placement: PlacementRow): void {
  if (placement.status === "cancelled") {
    throw new RuleConflictError(
      "The placement is cancelled; it can no longer change.",
      "cancelled",
    );
  }
}

/** The hard rules of decision 0042 for `nights` of the booking in `room`, and no second bed. */
async function checkNights(
  tx: Database,
  booking: typeof bookings.$inferSelect,
  provider: ProviderRow,
  room: RoomRow,
  nights: NightRange,
  whole: NightRange,
  exceptPlacementId: number,
): Promise<void> {
  if (!provider.active) throw new RuleConflictError("The provider is no longer used.", "inactive");
  const own = await tx
    .select()
    .from(accommodationPlacements)
    .where(
      and(
        eq(accommodationPlacements.bookingId, booking.id),
        ne(accommodationPlacements.status, "cancelled"),
        ne(accommodationPlacements.id, exceptPlacementId),
      ),
    );
  if (own.some((row) => sharedNights({ from: row.fromDate, to: row.toDate }, nights) > 0)) {
    throw new RuleConflictError(
      "The booking is already placed for some of these nights.",
      "already-placed",
    );
  }
  const [candidate] = await candidatesOf(tx, [provider], nights);
  const candidateRoom = candidate?.rooms.find((each) => each.id === room.id);
  if (!candidate || !candidateRoom) throw new NotFoundError("Room not found");
  // Age and minority are the student's on arrival in this home; the rules read `nights`.
  const needs = { ...studentNeedsOf(booking, whole), ...nights };
  const violation = placementViolation(needs, candidate, candidateRoom);
  if (violation) throw new RuleConflictError(hardRuleMessages[violation], violation);
}

const where = (room: RoomRow, provider: ProviderRow) => `${room.name} at ${provider.name}`;

async function record(
  tx: Database,
  actor: Actor,
  placement: PlacementRow,
  summary: string,
  before: PlacementRow,
  after: PlacementRow,
): Promise<void> {
  await recordAudit(tx, actor, {
    action: "update",
    entity: "accommodation_placement",
    entityId: placement.id,
    summary: `${summary}: booking #${placement.bookingId}`,
    before,
    after,
  });
  await recordEvent(tx, placement.bookingId, actor, summary);
}

async function update(
  tx: Database,
  id: number,
  values: Partial<typeof accommodationPlacements.$inferInsert>,
): Promise<PlacementRow> {
  const [row] = await tx
    .update(accommodationPlacements)
    .set(values)
    .where(eq(accommodationPlacements.id, id))
    .returning();
  if (!row) throw new NotFoundError("Placement not found");
  return row;
}

/**
 * From the night `from`, the student sleeps in `roomId`: the old placement ends that day (or is
 * cancelled when it is its first night) and a new one holds [from, old.to). A split is the same
 * move from a night inside the stay. Another provider is e-mailed, as on a first placement.
 */
export async function movePlacement(
  deps: AccommodationDeps,
  placementId: number,
  input: PlacementMove,
  actor: Actor,
): Promise<Placement> {
  const moved = await deps.db.transaction(async (tx) => {
    const target = await roomOf(tx, input.roomId);
    const locked = await lockFor(tx, placementId, [target.providerId]);
    const { placement, room, provider } = locked;
    const newProvider = locked.providers.get(target.providerId);
    if (!newProvider) throw new NotFoundError("Provider not found");
    refuseCancelled(placement);
    const split = splitAt({ from: placement.fromDate, to: placement.toDate }, input.from);
    if (!split) {
      throw new InvalidInputError({
        from: `Choose a night of the placement: from ${placement.fromDate} to the night before ${placement.toDate}.`,
      });
    }
    if (target.id === room.id) {
      throw new InvalidInputError({ roomId: "The student already sleeps in this room." });
    }
    const booking = await bookingToPlace(tx, placement.bookingId);
    await checkNights(tx, booking, newProvider, target, split.moved, split.moved, placement.id);
    const ended = await update(
      tx,
      placement.id,
      split.kept ? { toDate: split.kept.to } : { status: "cancelled" },
    );
    const [row] = await tx
      .insert(accommodationPlacements)
      .values({
        bookingId: booking.id,
        roomId: target.id,
        fromDate: split.moved.from,
        toDate: split.moved.to,
        status: placement.status,
        previousPlacementId: placement.id,
        createdById: actor.id,
      })
      .returning();
    if (!row) throw new Error("placement insert returned no row");
    const summary = `Moved from ${where(room, provider)} to ${where(target, newProvider)} from the night of ${split.moved.from} (departure ${split.moved.to})`;
    await record(tx, actor, placement, summary, placement, ended);
    await recordAudit(tx, actor, {
      action: "create",
      entity: "accommodation_placement",
      entityId: row.id,
      summary: `Placement continuing #${placement.id} after a move: booking #${booking.id}`,
      after: row,
    });
    const otherProvider = newProvider.id !== provider.id;
    if (otherProvider) {
      await enqueueEmails(tx, await placementMessages(tx, booking, newProvider, split.moved, true));
    }
    const answer = placementOf(row, newProvider.id);
    return otherProvider ? { ...answer, familyEmailed: newProvider.email !== null } : answer;
  });
  deps.onQueued();
  return moved;
}

/** A new departure day; the nights it adds must pass the hard rules in the same room. */
export async function changePlacementEnd(
  deps: AccommodationDeps,
  placementId: number,
  input: PlacementEnd,
  actor: Actor,
): Promise<Placement> {
  return deps.db.transaction(async (tx) => {
    const { placement, room, provider } = await lockFor(tx, placementId);
    refuseCancelled(placement);
    if (input.to <= placement.fromDate) {
      throw new InvalidInputError({
        to: `The day of departure must be after the first night (${placement.fromDate}).`,
      });
    }
    if (input.to === placement.toDate) return placementOf(placement, provider.id);
    const current = { from: placement.fromDate, to: placement.toDate };
    const added = addedNights(current, input.to);
    if (added) {
      const booking = await bookingToPlace(tx, placement.bookingId);
      const whole = { from: placement.fromDate, to: input.to };
      await checkNights(tx, booking, provider, room, added, whole, placement.id);
    }
    const row = await update(tx, placement.id, { toDate: input.to });
    const summary = `${added ? "Extended" : "Shortened"} the placement in ${where(room, provider)}: departure ${placement.toDate} → ${input.to}`;
    await record(tx, actor, placement, summary, placement, row);
    return placementOf(row, provider.id);
  });
}

/** Each change and the status it leads to; a cancelled placement changes no more. */
const statusChanges = {
  cancel: { to: "cancelled", verb: "Cancelled" },
  hold: { to: "held", verb: "Held (the bed is kept, nothing is paid)" },
  release: { to: "placed", verb: "Released the hold on" },
} as const satisfies Record<string, { to: PlacementStatus; verb: string }>;
export type PlacementStatusChange = keyof typeof statusChanges;

/**
 * Cancel (history kept), hold (the bed stays the student's; a payment run pays nothing for it)
 * or release a hold. Asking again for the status a placement already has changes nothing.
 */
export async function changePlacementStatus(
  deps: AccommodationDeps,
  placementId: number,
  change: PlacementStatusChange,
  actor: Actor,
): Promise<Placement> {
  const rule = statusChanges[change];
  return deps.db.transaction(async (tx) => {
    const { placement, room, provider } = await lockFor(tx, placementId);
    if (placement.status === rule.to) return placementOf(placement, provider.id);
    refuseCancelled(placement);
    const row = await update(tx, placement.id, { status: rule.to });
    const summary = `${rule.verb} the placement in ${where(room, provider)} (nights ${placement.fromDate} to ${placement.toDate})`;
    await record(tx, actor, placement, summary, placement, row);
    return placementOf(row, provider.id);
  });
}

/**
 * Staff confirm the student arrived (the family may in the host portal): from the first night
 * on, never before; a second confirmation keeps the first. Payments count from it (0042).
 */
export async function confirmArrival(
  deps: AccommodationDeps,
  placementId: number,
  actor: Actor,
): Promise<Placement> {
  return deps.db.transaction(async (tx) => {
    const { placement, room, provider } = await lockFor(tx, placementId);
    refuseCancelled(placement);
    if (placement.arrivalConfirmedAt) return placementOf(placement, provider.id);
    const today = dublinDay(deps.now());
    if (today < placement.fromDate) {
      throw new RuleConflictError(
        `The arrival can be confirmed from the first night, ${placement.fromDate}.`,
        "too-early",
      );
    }
    const row = await update(tx, placement.id, {
      arrivalConfirmedAt: deps.now(),
      arrivalConfirmedBy: actor.name,
    });
    const summary = `${actor.name} confirmed the arrival at ${where(room, provider)}`;
    await record(tx, actor, placement, summary, placement, row);
    return placementOf(row, provider.id);
  });
}
